/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef FACTS_H
#define FACTS_H

#include <stdio.h>

/* Writes comma-separated JSON items; "first" tracks the separator. */
struct jw {
	FILE *f;
	int first;
};

void jw_sep(struct jw *w);
void json_str(FILE *f, const char *s);

/*
 * facts.c: what this program's DPDK and OpenSSL have, for check-features.py
 * in place of version tables: "api_algorithms" (the algorithms and
 * asymmetric transforms of this DPDK's API) and "openssl" (the library's
 * version, and the algorithms the driver serves only where OpenSSL has them,
 * each probed).
 */
void print_facts(FILE *f);

#endif /* FACTS_H */
