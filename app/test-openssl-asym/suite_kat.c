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

/* Does the device take vector v (its family, its RSA or DSA key size, its curve)? */
static bool
vec_runs(const struct vec *v, const struct family *f)
{
	const char *mod = f->type == RTE_CRYPTO_ASYM_XFORM_RSA ? vec_str(v, "n") :
		f->type == RTE_CRYPTO_ASYM_XFORM_DSA ? vec_str(v, "p") : NULL;
	const char *curve = vec_str(v, "curve");
	char what[64];

	if (!fam_dev_has(f->type, 0)) {
		snprintf(what, sizeof(what), "kat: %s vectors, the family not advertised", v->kind);
	} else if (mod != NULL && !fam_dev_has(f->type, strlen(mod) / 2)) {
		snprintf(what, sizeof(what), "kat: %s vectors of keys under the device's minimum",
			v->kind);
	} else if (curve != NULL && tc_ref_curve_id(curve) != 0 &&
			!fam_curve_has(f->type, tc_ref_curve_id(curve))) {
		snprintf(what, sizeof(what), "kat: %s vectors on %s, refused", v->kind, curve);
	} else {
		return true;
	}
	fam_lacked(what);
	return false;
}

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
		if (!vec_runs(&v, fam_of_kind(v.kind)))
			continue;
		k->run(&v);
		seen++;
	}
	fam_lacked_print();
	for (i = 0; i < nb_families; i++)
		if (families[i]->kat_more != NULL && fam_runs(families[i], "kat"))
			families[i]->kat_more();
	fam_lacked_print();
	tally_print();
	tc_check(seen > 0, "kat: %u vectors run", seen);
	return 0;
}

TC_SUITE(kat, suite_kat)
