/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_EAL_H
#define TC_EAL_H

/* Start-up of a test program: EAL, and the parsing every program does. */

#include <stdbool.h>
#include <stdint.h>

/*
 * rte_eal_init(); then argc and argv are the application's arguments, with
 * the program name first (as getopt wants them). On failure it prints
 * "0 passed, 1 failed" and exits with status 1.
 */
void tc_eal_init(int *argc, char ***argv);

/* A whole number up to max, base 0 (0x... allowed); 0 or -1. */
int tc_parse_u64(const char *s, uint64_t max, uint64_t *v);

/* Is name an item of the comma-separated list ("all": every name)? */
bool tc_list_has(const char *list, const char *name);

#endif /* TC_EAL_H */
