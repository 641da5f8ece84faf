/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Known answers from python3-cryptography-vectors (vectors.py): every vector
 * is run through the PMD by the family whose kind it is (fam.h):
 * deterministic results are compared byte for byte, randomised signatures
 * are verified with OpenSSL and the vector's key. Then the families' known
 * answers that are not in the vector file.
 */

#include <stdio.h>
#include <string.h>

#include "fam.h"

static int
suite_kat(void)
{
	const char *vectors = env.vectors;
	const struct fam_kat *k;
	unsigned int i, seen = 0;
	struct vec v;

	if (vectors == NULL || vec_open(vectors) != 0) {
		tc_check(false, "kat: cannot read the vector file %s",
				vectors != NULL ? vectors : "(none)");
		return -1;
	}
	while (vec_next(&v, NULL) == 0) {
		k = fam_kat_of(v.kind);
		if (k == NULL) {
			tc_check(false, "kat: unknown vector kind %s", v.kind);
			continue;
		}
		k->run(&v);
		seen++;
	}
	for (i = 0; i < nb_families; i++)
		if (families[i]->kat_more != NULL)
			families[i]->kat_more();
	tally_print();
	tc_check(seen > 0, "kat: %u vectors run", seen);
	return 0;
}

TC_SUITE(kat, suite_kat)
