/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_PARSE_H
#define TC_PARSE_H

/*
 * Command-line parsing of the test and benchmark programs. No DPDK here:
 * the floor program, which does not link DPDK, builds this file too.
 */

#include <stdbool.h>
#include <stdint.h>

/* A whole number up to max, base 0 (0x... allowed); 0 or -1. */
int tc_parse_u64(const char *s, uint64_t max, uint64_t *v);

/* Is name an item of the comma-separated list ("all": every name)? */
bool tc_list_has(const char *list, const char *name);

/* "64,1024,...": at most max_n numbers of 1..max into v; how many, or -1 (printed). */
int tc_parse_sizes(const char *arg, uint32_t max, uint32_t *v, unsigned int max_n);

#endif /* TC_PARSE_H */
