/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The one builder of asymmetric transforms (tc_asym.h): every family from
 * a key of parameters, and the RSA op's fields by op type. Every program
 * that makes an asymmetric transform (the asym suites, the leak, perop,
 * fuzz and benchmark programs) makes it here.
 */

#include <stddef.h>
#include <string.h>

#include <openssl/bn.h>
#include <openssl/evp.h>

#include <rte_common.h>

#include "tc_asym.h"

static rte_crypto_param
param(struct tc_bytes *b)
{
	rte_crypto_param p = { .data = b->n > 0 ? b->d : NULL, .length = b->n };

	return p;
}

rte_crypto_param
tc_asym_param(uint8_t *d, size_t n)
{
	rte_crypto_param p = { .data = d, .length = n };

	return p;
}

size_t
tc_asym_pkey_bn(EVP_PKEY *pk, const char *name, uint8_t *out)
{
	BIGNUM *v = NULL;
	size_t n = 0;

	if (EVP_PKEY_get_bn_param(pk, name, &v) == 1)
		n = (size_t)BN_bn2bin(v, out);
	BN_free(v);
	return n;
}

void
tc_asym_key_of(struct tc_asym_key *k, struct tc_bytes *v)
{
	unsigned int i;

	memset(k, 0, sizeof(*k));
	for (i = 0; i < TC_AP_NB; i++)
		k->v[i] = param(&v[i]);
}

void
tc_asym_key_rsa(struct tc_asym_key *k, struct tc_ref_rsa_full *r, bool qt, bool priv)
{
	memset(k, 0, sizeof(*k));
	k->v[TC_AP_N] = param(&r->k.n);
	k->v[TC_AP_E] = param(&r->k.e);
	k->rsa_key_type = qt ? RTE_RSA_KEY_TYPE_QT : RTE_RSA_KEY_TYPE_EXP;
	if (!priv)
		return;
	k->v[TC_AP_D] = param(&r->k.d);
	k->v[TC_AP_P] = param(&r->p);
	k->v[TC_AP_Q] = param(&r->q);
	k->v[TC_AP_DP] = param(&r->dp);
	k->v[TC_AP_DQ] = param(&r->dq);
	k->v[TC_AP_QINV] = param(&r->qinv);
}

/* RSA's key type and private parts (n and e: the table of places below). */
static void
xform_rsa(const struct tc_asym_key *k, struct rte_crypto_asym_xform *x)
{
	x->rsa.key_type = k->rsa_key_type;
	if (k->rsa_key_type == RTE_RSA_KEY_TYPE_QT) {
		x->rsa.qt.p = k->v[TC_AP_P];
		x->rsa.qt.q = k->v[TC_AP_Q];
		x->rsa.qt.dP = k->v[TC_AP_DP];
		x->rsa.qt.dQ = k->v[TC_AP_DQ];
		x->rsa.qt.qInv = k->v[TC_AP_QINV];
	} else {
		x->rsa.d = k->v[TC_AP_D];
	}
#if TC_ASYM_KEYS_IN_XFORM
	x->rsa.padding = k->rsa_pad;
#endif
}

static void
xform_ec(const struct tc_asym_key *k, struct rte_crypto_asym_xform *x)
{
	x->ec.curve_id = k->curve;
#if TC_ASYM_KEYS_IN_XFORM
	if (x->xform_type != RTE_CRYPTO_ASYM_XFORM_ECPM) {
		x->ec.pkey = k->v[TC_AP_D];
		x->ec.q.x = k->v[TC_AP_QX];
		x->ec.q.y = k->v[TC_AP_QY];
	}
#endif
}

/* ML-KEM and ML-DSA: the parameter set and ML-DSA's signing; is x one of them? */
static bool
xform_pqc(const struct tc_asym_key *k, struct rte_crypto_asym_xform *x)
{
#if TC_ASYM_HAVE_PQC
	if (x->xform_type == RTE_CRYPTO_ASYM_XFORM_ML_KEM) {
		x->mlkem.type = k->set;
		return true;
	}
	if (x->xform_type == RTE_CRYPTO_ASYM_XFORM_ML_DSA) {
		x->mldsa.type = k->set;
		x->mldsa.sign_deterministic = k->det;
		x->mldsa.sign_prehash = k->prehash;
		return true;
	}
#else
	RTE_SET_USED(k);
	RTE_SET_USED(x);
#endif
	return false;
}

/* Where a part goes in the transform of a type: the families without choices. */
#define AT(t, field, part)	{ t, offsetof(struct rte_crypto_asym_xform, field), part }
static const struct {
	enum rte_crypto_asym_xform_type type;
	size_t off;
	enum tc_ap part;
} places[] = {
	AT(RTE_CRYPTO_ASYM_XFORM_RSA, rsa.n, TC_AP_N),
	AT(RTE_CRYPTO_ASYM_XFORM_RSA, rsa.e, TC_AP_E),
	AT(RTE_CRYPTO_ASYM_XFORM_MODEX, modex.modulus, TC_AP_FP),
	AT(RTE_CRYPTO_ASYM_XFORM_MODEX, modex.exponent, TC_AP_G),
	AT(RTE_CRYPTO_ASYM_XFORM_MODINV, modinv.modulus, TC_AP_FP),
	AT(RTE_CRYPTO_ASYM_XFORM_DH, dh.p, TC_AP_FP),
	AT(RTE_CRYPTO_ASYM_XFORM_DH, dh.g, TC_AP_G),
	AT(RTE_CRYPTO_ASYM_XFORM_DSA, dsa.p, TC_AP_FP),
	AT(RTE_CRYPTO_ASYM_XFORM_DSA, dsa.q, TC_AP_FQ),
	AT(RTE_CRYPTO_ASYM_XFORM_DSA, dsa.g, TC_AP_G),
	AT(RTE_CRYPTO_ASYM_XFORM_DSA, dsa.x, TC_AP_X),
};

void
tc_asym_xform_of(enum rte_crypto_asym_xform_type t, const struct tc_asym_key *k,
		struct rte_crypto_asym_xform *x)
{
	unsigned int i;
	bool placed = false;

	memset(x, 0, sizeof(*x));
	x->xform_type = t;
	for (i = 0; i < RTE_DIM(places); i++) {
		if (places[i].type != t)
			continue;
		*(rte_crypto_param *)((uint8_t *)x + places[i].off) = k->v[places[i].part];
		placed = true;
	}
	if (t == RTE_CRYPTO_ASYM_XFORM_RSA)
		xform_rsa(k, x);
	else if (!placed && !xform_pqc(k, x))
		xform_ec(k, x);
}

/* The RSA op's input and output fields by op type (verify: the message too). */
#define RSA_AT(f)	offsetof(struct rte_crypto_rsa_op_param, f)
static const struct {
	enum rte_crypto_asym_op_type type;
	size_t in, out;
} rsa_fields[] = {
	{ RTE_CRYPTO_ASYM_OP_ENCRYPT, RSA_AT(message), RSA_AT(cipher) },
	{ RTE_CRYPTO_ASYM_OP_DECRYPT, RSA_AT(cipher), RSA_AT(message) },
	{ RTE_CRYPTO_ASYM_OP_SIGN, RSA_AT(message), RSA_AT(sign) },
	{ RTE_CRYPTO_ASYM_OP_VERIFY, RSA_AT(sign), RSA_AT(cipher) },
};

static rte_crypto_param *
rsa_field(struct rte_crypto_rsa_op_param *r, size_t off)
{
	return (rte_crypto_param *)((uint8_t *)r + off);
}

void
tc_asym_rsa_op(struct rte_crypto_asym_op *a, enum rte_crypto_asym_op_type t,
		rte_crypto_param in, rte_crypto_param out, rte_crypto_param msg)
{
	struct rte_crypto_rsa_op_param *r = &a->rsa;
	unsigned int i;

	r->op_type = t;
	for (i = 0; i < RTE_DIM(rsa_fields); i++) {
		if (rsa_fields[i].type != t)
			continue;
		*rsa_field(r, rsa_fields[i].in) = in;
		*rsa_field(r, rsa_fields[i].out) = out;
		if (t == RTE_CRYPTO_ASYM_OP_VERIFY)
			r->message = msg;
		return;
	}
	/* a type the API does not have: every field set */
	r->message = in;
	r->sign = out;
	r->cipher = out;
}

rte_crypto_param
tc_asym_rsa_result(const struct rte_crypto_asym_op *a, enum rte_crypto_asym_op_type t)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(rsa_fields); i++)
		if (rsa_fields[i].type == t)
			return *rsa_field((struct rte_crypto_rsa_op_param *)(uintptr_t)&a->rsa,
				rsa_fields[i].out);
	return a->rsa.cipher;
}
