/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_EAL_H
#define TC_EAL_H

/* Start-up of a test program: EAL (and the parsing helpers, tc_parse.h). */

#include "tc_parse.h"

/*
 * rte_eal_init(); then argc and argv are the application's arguments, with
 * the program name first (as getopt wants them). On failure it prints
 * "0 passed, 1 failed" and exits with status 1.
 *
 * Every program takes one option of its own here, among the application's
 * arguments (after "--"): --pmd-devargs STR adds ",STR" to each
 * crypto_openssl vdev, those of --vdev and those the program makes
 * (tc_vdev_create), e.g. the provider a layer runs the program on
 * (--pmd-devargs providers=fips+base,openssl_conf=FILE). It is taken out
 * of the arguments the program's own parser sees.
 */
void tc_eal_init(int *argc, char ***argv);

/* The --pmd-devargs value, NULL without one. */
const char *tc_pmd_devargs(void);

#endif /* TC_EAL_H */
