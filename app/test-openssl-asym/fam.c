/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* The table of asymmetric families (fam.h): a row each. */

#include <errno.h>
#include <string.h>

#include <rte_common.h>

#include "bad.h"
#include "fam.h"

/* the families (fam_*.c), a row each, in the order the suites run them */
extern const struct family fam_mod;
extern const struct family fam_rsa;
extern const struct family fam_dh;
extern const struct family fam_dsa;
extern const struct family fam_ecdsa;
extern const struct family fam_ecpm;
extern const struct family fam_ecdh;
extern const struct family fam_eddsa;
extern const struct family fam_sm2;
extern const struct family fam_mlkem;
extern const struct family fam_mldsa;

const struct family *const families[] = {
	&fam_mod,
	&fam_rsa,
	&fam_dh,
	&fam_dsa,
	&fam_ecdsa,
	&fam_ecpm,
	&fam_ecdh,
	&fam_eddsa,
	&fam_sm2,
};
const unsigned int nb_families = RTE_DIM(families);

#if ASYM_HAVE_PQC
const struct family *const pqc_families[] = {
	&fam_mlkem,
	&fam_mldsa,
};
const unsigned int nb_pqc_families = RTE_DIM(pqc_families);
#endif

const struct fam_kat *
fam_kat_in(const struct family *const *t, unsigned int nb, const char *kind)
{
	const struct fam_kat *k;
	unsigned int i;

	for (i = 0; i < nb; i++)
		for (k = t[i]->kat; k != NULL && k->kind != NULL; k++)
			if (strcmp(k->kind, kind) == 0)
				return k;
	return NULL;
}

const struct fam_kat *
fam_kat_of(const char *kind)
{
	return fam_kat_in(families, nb_families, kind);
}

void
fam_rand_num(struct tc_bytes *x, size_t len, bool odd)
{
	tc_rng_fill(&env.rng, x->d, len);
	x->n = len;
	if (len > 0 && x->d[0] == 0)
		x->d[0] = 1;
	if (odd)
		x->d[len - 1] |= 1;
}

void
fam_ec_xform(struct rte_crypto_asym_xform *xf, enum rte_crypto_asym_xform_type type,
		enum rte_crypto_curve_id id)
{
	struct tc_asym_key k = { .curve = id };

	tc_asym_xform_of(type, &k, xf);
}

void
fam_curve_refused(enum rte_crypto_asym_xform_type type, enum rte_crypto_curve_id id,
		const char *what)
{
	struct rte_crypto_asym_xform xf;

	fam_ec_xform(&xf, type, id);
	bad_refused(&xf, -ENOTSUP, what);
}

uint8_t
fam_ec_once(enum rte_crypto_asym_xform_type type, enum rte_crypto_curve_id id,
		struct rte_crypto_op *op)
{
	struct rte_crypto_asym_xform xf;

	fam_ec_xform(&xf, type, id);
	return op_once(&xf, op, false);
}

uint8_t
fam_run_rs(struct rte_crypto_op *op, void *s, struct rte_crypto_asym_xform *xf,
		rte_crypto_param *pr, rte_crypto_param *ps, struct tc_bytes *r, struct tc_bytes *sg)
{
	uint8_t st;

	*pr = prm(r);
	*ps = prm(sg);
	st = op_run(env.devs[0], 0, op, s, xf);
	r->n = pr->length;
	sg->n = ps->length;
	rte_crypto_op_free(op);
	return st;
}

void
fam_nist_curves(void (*fn)(enum rte_crypto_curve_id id, bool sl))
{
	static const enum rte_crypto_curve_id ids[] = {
		RTE_CRYPTO_EC_GROUP_SECP192R1, RTE_CRYPTO_EC_GROUP_SECP224R1,
		RTE_CRYPTO_EC_GROUP_SECP256R1, RTE_CRYPTO_EC_GROUP_SECP384R1,
		RTE_CRYPTO_EC_GROUP_SECP521R1,
	};
	unsigned int i;

	for (i = 0; i < RTE_DIM(ids); i++) {
		fn(ids[i], false);
		fn(ids[i], true);
	}
}

void
fam_rs_room(rte_crypto_param *r, rte_crypto_param *s, struct tc_bytes *a, struct tc_bytes *b)
{
	a->n = b->n = TC_BN_MAX;
	*r = prm(a);
	*s = prm(b);
}
