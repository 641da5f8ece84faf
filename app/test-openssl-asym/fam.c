/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* The table of asymmetric families (fam.h): a row each. */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <rte_common.h>

#include <tc_eal.h>

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

bool
fam_conc_number(uint8_t dev, uint16_t qp, struct rte_crypto_op *op, void *sess,
		rte_crypto_param *out, uint8_t *buf, const uint8_t *want, size_t length)
{
	out->data = buf;
	out->length = length;
	return op_run(dev, qp, op, sess, NULL) == RTE_CRYPTO_OP_STATUS_SUCCESS &&
		memcmp(buf, want, length) == 0;
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

int
fam_rs_with_k(uint8_t st, const rte_crypto_param *pr, const rte_crypto_param *ps,
		const struct tc_bytes *r, const struct tc_bytes *s, const char *name,
		const char *label)
{
	char what[96];
	bool ok = st == RTE_CRYPTO_OP_STATUS_SUCCESS && num_eq(pr->data, pr->length, r->d, r->n) &&
		num_eq(ps->data, ps->length, s->d, s->n);

	if (st == RTE_CRYPTO_OP_STATUS_INVALID_ARGS && fam_restricted()) {
		snprintf(what, sizeof(what), "kat: %s vectors, the op's own k refused "
			"(INVALID_ARGS: the provider draws k)", name);
		fam_lacked(what);
		return -1;
	}
	tally(label, ok);
	return ok;
}

bool
fam_dev_has(enum rte_crypto_asym_xform_type t, size_t modlen)
{
	struct rte_cryptodev_asym_capability_idx idx = { .type = t };
	const struct rte_cryptodev_asymmetric_xform_capability *c;

	/* a default device lacks nothing: what it does not advertise, its cases say */
	if (!fam_restricted())
		return true;
	c = rte_cryptodev_asym_capability_get(env.devs[0], &idx);
	if (c == NULL)
		return false;
	/* only the key floor of RSA and DSA (a FIPS device's 2048 bits) */
	if (modlen == 0 || (t != RTE_CRYPTO_ASYM_XFORM_RSA && t != RTE_CRYPTO_ASYM_XFORM_DSA))
		return true;
	return modlen >= c->modlen.min;
}

bool
fam_dev_runs(enum rte_crypto_asym_xform_type t, size_t modlen, const char *what)
{
	if (fam_dev_has(t, modlen))
		return true;
	if (modlen != 0 && fam_dev_has(t, 0))
		printf("SKIP[provider-lacks] %s: the device refuses %zu-bit keys\n", what,
			modlen * 8);
	else
		printf("SKIP[provider-lacks] %s: the device does not advertise it\n", what);
	return false;
}

bool
fam_runs(const struct family *f, const char *suite)
{
	char what[64];

	snprintf(what, sizeof(what), "%s: the %s family", suite, f->name);
	return fam_dev_runs(f->type, 0, what);
}

const struct family *
fam_of_kind(const char *kind)
{
	const struct fam_kat *k;
	unsigned int i;

	for (i = 0; i < nb_families; i++)
		for (k = families[i]->kat; k != NULL && k->kind != NULL; k++)
			if (strcmp(k->kind, kind) == 0)
				return families[i];
	return NULL;
}

bool
fam_restricted(void)
{
	return tc_pmd_devargs() != NULL;
}

bool
fam_curve_has(enum rte_crypto_asym_xform_type t, enum rte_crypto_curve_id id)
{
	struct rte_crypto_asym_xform xf;
	void *s;
	int ret;

	if (!fam_restricted())
		return true;
	fam_ec_xform(&xf, t, id);
	s = sess_new(env.devs[0], &xf, &ret);
	sess_free(env.devs[0], s);
	return s != NULL || ret != -ENOTSUP;
}

#define MAX_LACKED 32

/* The items a suite did not run, a count per kind of item. */
static struct {
	char what[96];
	unsigned int nb;
} lacked[MAX_LACKED];

void
fam_lacked(const char *what)
{
	unsigned int i;

	for (i = 0; i < MAX_LACKED && lacked[i].nb != 0; i++)
		if (strcmp(lacked[i].what, what) == 0)
			break;
	if (i == MAX_LACKED)
		i = MAX_LACKED - 1;
	else
		snprintf(lacked[i].what, sizeof(lacked[i].what), "%s", what);
	lacked[i].nb++;
}

void
fam_lacked_print(void)
{
	unsigned int i;

	for (i = 0; i < MAX_LACKED && lacked[i].nb != 0; i++) {
		printf("SKIP[provider-lacks] %s: %u not run\n", lacked[i].what, lacked[i].nb);
		lacked[i].nb = 0;
	}
}
