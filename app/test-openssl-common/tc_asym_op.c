/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Transforms and ops of the asymmetric forms (tc_asym.h), and what the
 * reference model says they give.
 */

#include <string.h>

#include "tc_asym.h"

static rte_crypto_param
param(struct tc_bytes *b)
{
	rte_crypto_param p = { .data = b->n > 0 ? b->d : NULL, .length = b->n };

	return p;
}

/* An output of room bytes (the API's length is the capacity). */
static rte_crypto_param
out_param(struct tc_bytes *b, size_t room)
{
	rte_crypto_param p = { .data = b->d, .length = room };

	memset(b->d, 0, sizeof(b->d));
	b->n = room;
	return p;
}

static const struct rte_crypto_rsa_padding rsa_pad = {
	.type = RTE_CRYPTO_RSA_PADDING_PKCS1_5,
	.hash = RTE_CRYPTO_AUTH_SHA256,
};

void
tc_asym_xform(struct tc_asym_in *in, struct rte_crypto_asym_xform *x)
{
	struct tc_asym_key k;

	tc_asym_key_of(&k, in->v);
	k.rsa_key_type = in->form == TC_AF_RSA_QT ? RTE_RSA_KEY_TYPE_QT : RTE_RSA_KEY_TYPE_EXP;
	k.rsa_pad = rsa_pad;
	k.curve = in->curve;
	tc_asym_xform_of(tc_asym_form_type(in->form), &k, x);
}

static void
op_ecdsa(struct tc_asym_in *in, struct rte_crypto_asym_op *a, struct tc_asym_out *out,
		size_t n)
{
	a->ecdsa.op_type = RTE_CRYPTO_ASYM_OP_SIGN;
	a->ecdsa.message = param(&in->v[TC_AP_MSG]);
	a->ecdsa.k = param(&in->v[TC_AP_K]);
	a->ecdsa.r = out_param(&out->a, n);
	a->ecdsa.s = out_param(&out->b, n);
#if !TC_ASYM_KEYS_IN_XFORM
	a->ecdsa.pkey = param(&in->v[TC_AP_D]);
	a->ecdsa.q.x = param(&in->v[TC_AP_QX]);
	a->ecdsa.q.y = param(&in->v[TC_AP_QY]);
#endif
}

#if TC_ASYM_HAVE_ECX
static void
op_ecx(struct tc_asym_in *in, struct rte_crypto_asym_op *a, struct tc_asym_out *out,
		size_t f)
{
	if (in->form == TC_AF_ECDH) {
		a->ecdh.ke_type = RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE;
		a->ecdh.shared_secret.x = out_param(&out->a, f);
		a->ecdh.shared_secret.y = out_param(&out->b, f);
		return;
	}
	a->sm2.op_type = RTE_CRYPTO_ASYM_OP_SIGN;
	a->sm2.hash = RTE_CRYPTO_AUTH_NULL;
	a->sm2.message = param(&in->v[TC_AP_MSG]);
	a->sm2.k = param(&in->v[TC_AP_K]);
	a->sm2.r = out_param(&out->a, 32);
	a->sm2.s = out_param(&out->b, 32);
}
#endif

/* Bytes of the numbers an op of the input writes. */
static size_t
out_len(const struct tc_asym_in *in)
{
	switch (in->form) {
	case TC_AF_RSA_EXP:
	case TC_AF_RSA_QT:
		return in->v[TC_AP_N].n;
	case TC_AF_MODEX:
	case TC_AF_DH:
		return in->v[TC_AP_FP].n;
	case TC_AF_DSA:
		return in->v[TC_AP_FQ].n;
	default:
		return (in->bits + 7) / 8;
	}
}

static void
op_other(struct tc_asym_in *in, struct rte_crypto_asym_op *a, struct tc_asym_out *out,
		size_t n)
{
	switch (in->form) {
	case TC_AF_MODEX:
		a->modex.base = param(&in->v[TC_AP_MSG]);
		a->modex.result = out_param(&out->a, n);
		break;
	case TC_AF_DH:
		a->dh.ke_type = RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE;
		a->dh.priv_key = param(&in->v[TC_AP_X]);
		a->dh.pub_key = param(&in->v[TC_AP_Y]);
		a->dh.shared_secret = out_param(&out->a, n);
		break;
	case TC_AF_DSA:
		a->dsa.op_type = RTE_CRYPTO_ASYM_OP_SIGN;
		a->dsa.message = param(&in->v[TC_AP_MSG]);
		a->dsa.k = param(&in->v[TC_AP_K]);
		a->dsa.r = out_param(&out->a, n);
		a->dsa.s = out_param(&out->b, n);
		break;
	case TC_AF_ECPM:
		a->ecpm.p.x = param(&in->v[TC_AP_QX]);
		a->ecpm.p.y = param(&in->v[TC_AP_QY]);
		a->ecpm.scalar = param(&in->v[TC_AP_K]);
		a->ecpm.r.x = out_param(&out->a, n);
		a->ecpm.r.y = out_param(&out->b, n);
		break;
	default:
		break;
	}
}

void
tc_asym_op(struct tc_asym_in *in, struct rte_crypto_op *op, struct tc_asym_out *out)
{
	struct rte_crypto_asym_op *a = op->asym;
	size_t n = out_len(in);

	out->a.n = out->b.n = 0;
	switch (in->form) {
	case TC_AF_RSA_EXP:
	case TC_AF_RSA_QT:
		a->rsa.op_type = RTE_CRYPTO_ASYM_OP_SIGN;
		a->rsa.message = param(&in->v[TC_AP_MSG]);
		a->rsa.sign = out_param(&out->a, n);
#if !TC_ASYM_KEYS_IN_XFORM
		a->rsa.padding = rsa_pad;
#endif
		break;
	case TC_AF_ECDSA:
		op_ecdsa(in, a, out, n);
		break;
#if TC_ASYM_HAVE_ECX
	case TC_AF_ECDH:
	case TC_AF_SM2:
		op_ecx(in, a, out, n);
		break;
#endif
	default:
		op_other(in, a, out, n);
		break;
	}
}

void
tc_asym_op_verify(struct tc_asym_in *in, struct rte_crypto_op *op, struct tc_asym_out *sig)
{
	struct rte_crypto_asym_op *a = op->asym;

	if (in->form == TC_AF_DSA) {
		a->dsa.op_type = RTE_CRYPTO_ASYM_OP_VERIFY;
		a->dsa.message = param(&in->v[TC_AP_MSG]);
		a->dsa.y = param(&in->v[TC_AP_Y]);
		a->dsa.r = param(&sig->a);
		a->dsa.s = param(&sig->b);
		return;
	}
	a->ecdsa.op_type = RTE_CRYPTO_ASYM_OP_VERIFY;
	a->ecdsa.message = param(&in->v[TC_AP_MSG]);
	a->ecdsa.r = param(&sig->a);
	a->ecdsa.s = param(&sig->b);
#if !TC_ASYM_KEYS_IN_XFORM
	a->ecdsa.q.x = param(&in->v[TC_AP_QX]);
	a->ecdsa.q.y = param(&in->v[TC_AP_QY]);
#endif
}

static bool
num_eq(const struct tc_bytes *a, const struct tc_bytes *b)
{
	struct tc_bytes x = *a, y = *b;

	return tc_bn_add_word(&x, 0, &x) == 0 && tc_bn_add_word(&y, 0, &y) == 0 &&
		x.n == y.n && memcmp(x.d, y.d, x.n) == 0;
}

int
tc_asym_expect(const struct tc_asym_in *in, struct tc_asym_out *want)
{
	struct tc_curve c;

	want->a.n = want->b.n = 0;
	switch (in->form) {
	case TC_AF_MODEX:
		return tc_ref_modexp(&in->v[TC_AP_MSG], &in->v[TC_AP_G], &in->v[TC_AP_FP],
				&want->a);
	case TC_AF_DH:
		return tc_ref_modexp(&in->v[TC_AP_Y], &in->v[TC_AP_X], &in->v[TC_AP_FP],
				&want->a);
	case TC_AF_ECPM:
		if (tc_asym_curve(in->curve, &c) != 0)
			return -1;
		return tc_ref_ecpm(c.name, &in->v[TC_AP_QX], &in->v[TC_AP_QY], &in->v[TC_AP_K],
				&want->a, &want->b);
	default:
		return 0;	/* signatures: checked by verifying them */
	}
}

/* A signature the op wrote, verified by the reference. */
static bool
sig_ok(const struct tc_asym_in *in, const struct tc_asym_out *got)
{
	struct tc_ref_rsa k;
	struct tc_curve c;

	switch (in->form) {
	case TC_AF_RSA_EXP:
	case TC_AF_RSA_QT:
		k.n = in->v[TC_AP_N];
		k.e = in->v[TC_AP_E];
		return tc_ref_rsa_verify(&k, rsa_pad.type, rsa_pad.hash, 0, &in->v[TC_AP_MSG],
				&got->a) == 0;
	case TC_AF_DSA:
		return tc_ref_dsa_verify(&in->v[TC_AP_FP], &in->v[TC_AP_FQ], &in->v[TC_AP_G],
				&in->v[TC_AP_Y], &in->v[TC_AP_MSG], &got->a, &got->b) == 0;
	case TC_AF_ECDSA:
		return tc_asym_curve(in->curve, &c) == 0 &&
			tc_ref_ecdsa_verify(c.name, &in->v[TC_AP_QX], &in->v[TC_AP_QY],
				&in->v[TC_AP_MSG], &got->a, &got->b) == 0;
	default:
		return true;	/* SM2, ECDH: the status is what is checked */
	}
}

bool
tc_asym_out_eq(const struct tc_asym_in *in, const struct tc_asym_out *want,
		const struct tc_asym_out *got)
{
	switch (in->form) {
	case TC_AF_MODEX:
	case TC_AF_DH:
		return num_eq(&want->a, &got->a);
	case TC_AF_ECPM:
		return num_eq(&want->a, &got->a) && num_eq(&want->b, &got->b);
	default:
		return sig_ok(in, got);
	}
}
