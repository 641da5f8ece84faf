/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* What the ML-KEM and ML-DSA families share (pqc.h). */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <tc_asym.h>

#include "pqc.h"

#if ASYM_HAVE_PQC

/* A hex field ("-": empty) into b; -1 if missing or malformed. */
int
pqc_big_get(const struct vec *v, const char *key, struct big *out)
{
	const char *h = vec_str(v, key);

	out->n = 0;
	if (h != NULL && strcmp(h, "-") == 0)
		return 0;
	return vec_hex(v, key, out->d, sizeof(out->d), &out->n);
}

rte_crypto_param
pqc_in(const struct big *x)
{
	rte_crypto_param p = { .data = (uint8_t *)(uintptr_t)x->d, .length = x->n };

	if (x->n == 0)
		p.data = NULL;
	return p;
}

/* An output buffer of capacity cap (0: as large as the API says). */
rte_crypto_param
pqc_out(struct big *x, size_t cap)
{
	rte_crypto_param p = { .data = x->d, .length = cap };

	memset(x->d, 0, sizeof(x->d));
	return p;
}

/* The parameter set of a vector: 1..3, or 0. */
int
pqc_set_of(const struct vec *v, bool kem)
{
	int s = vec_int(v, "set");

	if (kem)
		return s == 512 ? RTE_CRYPTO_ML_KEM_512 : s == 768 ? RTE_CRYPTO_ML_KEM_768 :
			s == 1024 ? RTE_CRYPTO_ML_KEM_1024 : 0;
	return s == 44 ? RTE_CRYPTO_ML_DSA_44 : s == 65 ? RTE_CRYPTO_ML_DSA_65 :
		s == 87 ? RTE_CRYPTO_ML_DSA_87 : 0;
}

struct rte_crypto_asym_xform
pqc_xform(enum rte_crypto_asym_xform_type t, int set, bool det, bool prehash)
{
	struct tc_asym_key k = { .set = set, .det = det, .prehash = prehash };
	struct rte_crypto_asym_xform x;

	tc_asym_xform_of(t, &k, &x);
	return x;
}

struct rte_crypto_op *
pqc_op_get(void)
{
	struct rte_crypto_op *op = op_new();

	if (op == NULL) {
		tc_check(false, "pqc: no op");
		exit(1);
	}
	memset(op->asym, 0, sizeof(*op->asym));
	return op;
}

bool
pqc_eq(const struct big *x, const struct big *y)
{
	return x->n == y->n && memcmp(x->d, y->d, x->n) == 0;
}

void
pqc_fill(struct big *x, size_t n)
{
	tc_rng_fill(&env.rng, x->d, n);
	x->n = n;
}

void
pqc_sets_refused(enum rte_crypto_asym_xform_type t, const char *name)
{
	struct rte_crypto_asym_xform x;
	int ret, set;
	void *s;

	for (set = 0; set <= 4; set += 4) {
		x = pqc_xform(t, set, false, false);
		s = sess_new(env.devs[0], &x, &ret);
		sess_free(env.devs[0], s);
		tc_check(s == NULL && ret == -EINVAL, "%s type %d: session -EINVAL (%d)", name,
			set, ret);
	}
}

#endif /* ASYM_HAVE_PQC */
