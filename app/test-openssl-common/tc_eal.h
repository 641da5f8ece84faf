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
 */
void tc_eal_init(int *argc, char ***argv);

#endif /* TC_EAL_H */
