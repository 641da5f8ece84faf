/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Asymmetric inputs as data (tc_asym.h): the forms and their parts, fresh
 * inputs from the reference model, and edge values of numbers. The
 * transforms and ops are built in tc_asym_op.c.
 */

#include <string.h>

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/obj_mac.h>
#include <openssl/rand.h>

#include "tc_asym.h"

static const struct {
	const char *name;
	enum rte_crypto_asym_xform_type type;
	enum tc_ap key[8];	/* TC_AP_NB ends the list */
	enum tc_ap secret[8];
} forms[] = {
	[TC_AF_RSA_EXP] = { "rsa-exp", RTE_CRYPTO_ASYM_XFORM_RSA,
		{ TC_AP_N, TC_AP_E, TC_AP_D, TC_AP_NB },
		{ TC_AP_D, TC_AP_P, TC_AP_Q, TC_AP_DP, TC_AP_DQ, TC_AP_QINV, TC_AP_NB } },
	[TC_AF_RSA_QT] = { "rsa-qt", RTE_CRYPTO_ASYM_XFORM_RSA,
		{ TC_AP_N, TC_AP_E, TC_AP_P, TC_AP_Q, TC_AP_DP, TC_AP_DQ, TC_AP_QINV, TC_AP_NB },
		{ TC_AP_D, TC_AP_P, TC_AP_Q, TC_AP_DP, TC_AP_DQ, TC_AP_QINV, TC_AP_NB } },
	[TC_AF_MODEX] = { "modex", RTE_CRYPTO_ASYM_XFORM_MODEX,
		{ TC_AP_FP, TC_AP_G, TC_AP_NB }, { TC_AP_G, TC_AP_NB } },
	[TC_AF_DH] = { "dh", RTE_CRYPTO_ASYM_XFORM_DH,
		{ TC_AP_FP, TC_AP_G, TC_AP_X, TC_AP_Y, TC_AP_NB }, { TC_AP_X, TC_AP_NB } },
	[TC_AF_DSA] = { "dsa", RTE_CRYPTO_ASYM_XFORM_DSA,
		{ TC_AP_FP, TC_AP_FQ, TC_AP_G, TC_AP_X, TC_AP_NB },
		{ TC_AP_X, TC_AP_K, TC_AP_NB } },
	[TC_AF_ECDSA] = { "ecdsa", RTE_CRYPTO_ASYM_XFORM_ECDSA,
		{ TC_AP_D, TC_AP_QX, TC_AP_QY, TC_AP_NB }, { TC_AP_D, TC_AP_K, TC_AP_NB } },
	[TC_AF_ECPM] = { "ecpm", RTE_CRYPTO_ASYM_XFORM_ECPM,
		{ TC_AP_QX, TC_AP_QY, TC_AP_K, TC_AP_NB }, { TC_AP_K, TC_AP_NB } },
#if TC_ASYM_HAVE_ECX
	[TC_AF_ECDH] = { "ecdh", RTE_CRYPTO_ASYM_XFORM_ECDH,
		{ TC_AP_D, TC_AP_QX, TC_AP_QY, TC_AP_NB }, { TC_AP_D, TC_AP_NB } },
	[TC_AF_SM2] = { "sm2", RTE_CRYPTO_ASYM_XFORM_SM2,
		{ TC_AP_D, TC_AP_QX, TC_AP_QY, TC_AP_NB }, { TC_AP_D, TC_AP_K, TC_AP_NB } },
#else
	[TC_AF_ECDH] = { "ecdh", RTE_CRYPTO_ASYM_XFORM_UNSPECIFIED, { TC_AP_NB }, { TC_AP_NB } },
	[TC_AF_SM2] = { "sm2", RTE_CRYPTO_ASYM_XFORM_UNSPECIFIED, { TC_AP_NB }, { TC_AP_NB } },
#endif
};

static const char *const part_names[TC_AP_NB] = {
	"n", "e", "d", "p", "q", "dP", "dQ", "qInv", "p", "q", "g", "x", "y", "Qx", "Qy",
	"k", "msg",
};

const char *
tc_asym_form_name(enum tc_asym_form f)
{
	return f < TC_AF_NB ? forms[f].name : "?";
}

enum rte_crypto_asym_xform_type
tc_asym_form_type(enum tc_asym_form f)
{
	return forms[f].type;
}

bool
tc_asym_form_in_api(enum tc_asym_form f)
{
	return f < TC_AF_NB && forms[f].type != RTE_CRYPTO_ASYM_XFORM_UNSPECIFIED;
}

static unsigned int
list_len(const enum tc_ap *l)
{
	unsigned int n = 0;

	while (n < 8 && l[n] != TC_AP_NB)
		n++;
	return n;
}

unsigned int
tc_asym_key_parts(enum tc_asym_form f, const enum tc_ap **parts)
{
	*parts = forms[f].key;
	return list_len(forms[f].key);
}

unsigned int
tc_asym_secret_parts(enum tc_asym_form f, const enum tc_ap **parts)
{
	*parts = forms[f].secret;
	return list_len(forms[f].secret);
}

const char *
tc_asym_part_name(enum tc_ap part)
{
	return part < TC_AP_NB ? part_names[part] : "?";
}

bool
tc_asym_part_in_op(enum tc_asym_form f, enum tc_ap part)
{
	switch (f) {
	case TC_AF_ECDSA:
		return part == TC_AP_K || part == TC_AP_MSG || !TC_ASYM_KEYS_IN_XFORM;
	case TC_AF_DH:
		return part == TC_AP_X || part == TC_AP_Y || part == TC_AP_MSG;
	case TC_AF_ECPM:
		return true;
	case TC_AF_RSA_EXP:
	case TC_AF_RSA_QT:
	case TC_AF_MODEX:
		return part == TC_AP_MSG;
	default:
		return part == TC_AP_K || part == TC_AP_MSG;
	}
}

/* ---- numbers ---- */

/* As the reference's, but 0 is one byte at its own length. */
static int
bn_put(const BIGNUM *v, size_t pad, struct tc_bytes *out)
{
	return tc_ref_bn_out(v, pad == 0 && BN_is_zero(v) ? 1 : pad, out);
}

int
tc_bn_add(const struct tc_bytes *a, const struct tc_bytes *b, struct tc_bytes *out)
{
	BIGNUM *x = tc_ref_bn(a), *y = tc_ref_bn(b);
	int ret = -1;

	if (x != NULL && y != NULL && BN_add(x, x, y) == 1)
		ret = bn_put(x, 0, out);
	BN_free(x);
	BN_free(y);
	return ret;
}

int
tc_bn_add_word(const struct tc_bytes *a, long w, struct tc_bytes *out)
{
	BIGNUM *x = tc_ref_bn(a);
	int ok;

	if (x == NULL)
		return -1;
	ok = w >= 0 ? BN_add_word(x, (BN_ULONG)w) : BN_sub_word(x, (BN_ULONG)-w);
	ok = ok == 1 && !BN_is_negative(x) ? bn_put(x, 0, out) : -1;
	BN_free(x);
	return ok;
}

int
tc_bn_mul_add(const struct tc_bytes *a, const struct tc_bytes *b, unsigned long w,
		struct tc_bytes *out)
{
	BIGNUM *x = tc_ref_bn(a), *y = tc_ref_bn(b);
	BN_CTX *bc = BN_CTX_new();
	int ret = -1;

	if (x != NULL && y != NULL && bc != NULL && BN_mul(x, x, y, bc) == 1 &&
			BN_add_word(x, w) == 1)
		ret = bn_put(x, 0, out);
	BN_free(x);
	BN_free(y);
	BN_CTX_free(bc);
	return ret;
}

int
tc_bn_pad(struct tc_bytes *b, size_t len)
{
	size_t skip = 0;

	while (b->n - skip > len && b->d[skip] == 0)
		skip++;
	if (b->n - skip > len || len > sizeof(b->d))
		return -1;
	memmove(b->d + len - (b->n - skip), b->d + skip, b->n - skip);
	memset(b->d, 0, len - (b->n - skip));
	b->n = len;
	return 0;
}

static const char *const edge_names[TC_EDGE_NB] = {
	"0", "1", "m-1", "m", "m+1", "2^bits-1", "v+m",
};

const char *
tc_asym_edge_name(enum tc_edge e)
{
	return e < TC_EDGE_NB ? edge_names[e] : "?";
}

int
tc_asym_edge(enum tc_edge e, const struct tc_bytes *m, const struct tc_bytes *v, size_t len,
		struct tc_bytes *out)
{
	int ret = 0;

	switch (e) {
	case TC_EDGE_0:
	case TC_EDGE_1:
		memset(out->d, 0, len);
		out->d[len - 1] = e == TC_EDGE_1;
		out->n = len;
		return 0;
	case TC_EDGE_M_1:
		ret = tc_bn_add_word(m, -1, out);
		break;
	case TC_EDGE_M:
		*out = *m;
		break;
	case TC_EDGE_M_P1:
		ret = tc_bn_add_word(m, 1, out);
		break;
	case TC_EDGE_ONES:
		memset(out->d, 0xff, len);
		out->n = len;
		return 0;
	case TC_EDGE_V_PLUS_M:
		ret = v == NULL ? -1 : tc_bn_add(v, m, out);
		break;
	default:
		return -1;
	}
	return ret == 0 ? tc_bn_pad(out, len) : -1;
}

/* ---- curves ---- */

static int
curve_nid(enum rte_crypto_curve_id id)
{
#if TC_ASYM_HAVE_ECX
	if (id == RTE_CRYPTO_EC_GROUP_SM2)
		return NID_sm2;
#endif
	switch (id) {
	case RTE_CRYPTO_EC_GROUP_SECP192R1:
		return NID_X9_62_prime192v1;
	case RTE_CRYPTO_EC_GROUP_SECP224R1:
		return NID_secp224r1;
	case RTE_CRYPTO_EC_GROUP_SECP256R1:
		return NID_X9_62_prime256v1;
	case RTE_CRYPTO_EC_GROUP_SECP384R1:
		return NID_secp384r1;
	case RTE_CRYPTO_EC_GROUP_SECP521R1:
		return NID_secp521r1;
	default:
		return NID_undef;
	}
}

int
tc_asym_curve(enum rte_crypto_curve_id id, struct tc_curve *c)
{
	EC_GROUP *g = EC_GROUP_new_by_curve_name(curve_nid(id));
	BIGNUM *p = BN_new(), *x = BN_new(), *y = BN_new();
	int ret = -1;

	if (g != NULL && p != NULL && x != NULL && y != NULL &&
			EC_GROUP_get_curve(g, p, NULL, NULL, NULL) == 1 &&
			EC_POINT_get_affine_coordinates(g, EC_GROUP_get0_generator(g), x, y,
				NULL) == 1) {
		c->name = tc_ref_curve_name(id);	/* NULL for SM2 */
		c->field_len = (EC_GROUP_get_degree(g) + 7) / 8;
		c->order_len = (EC_GROUP_order_bits(g) + 7) / 8;
		if (bn_put(p, c->field_len, &c->p) == 0 &&
				bn_put(EC_GROUP_get0_order(g), c->order_len, &c->n) == 0 &&
				bn_put(x, c->field_len, &c->gx) == 0 &&
				bn_put(y, c->field_len, &c->gy) == 0)
			ret = 0;
	}
	BN_free(p);
	BN_free(x);
	BN_free(y);
	EC_GROUP_free(g);
	return ret;
}

bool
tc_asym_on_curve(enum rte_crypto_curve_id id, const struct tc_bytes *x, const struct tc_bytes *y)
{
	EC_GROUP *g = EC_GROUP_new_by_curve_name(curve_nid(id));
	EC_POINT *pt = g == NULL ? NULL : EC_POINT_new(g);
	BIGNUM *vx = tc_ref_bn(x), *vy = tc_ref_bn(y), *p = BN_new();
	bool ok = false;

	if (pt != NULL && vx != NULL && vy != NULL && p != NULL &&
			EC_GROUP_get_curve(g, p, NULL, NULL, NULL) == 1 &&
			BN_cmp(vx, p) < 0 && BN_cmp(vy, p) < 0 &&
			EC_POINT_set_affine_coordinates(g, pt, vx, vy, NULL) == 1)
		ok = EC_POINT_is_on_curve(g, pt, NULL) == 1;
	EC_POINT_free(pt);
	EC_GROUP_free(g);
	BN_free(vx);
	BN_free(vy);
	BN_free(p);
	return ok;
}

int
tc_asym_cmp_order(enum rte_crypto_curve_id id, const struct tc_bytes *k)
{
	EC_GROUP *g = EC_GROUP_new_by_curve_name(curve_nid(id));
	BIGNUM *v = tc_ref_bn(k);
	int ret = -2;

	if (g != NULL && v != NULL)
		ret = BN_cmp(v, EC_GROUP_get0_order(g));
	BN_clear_free(v);
	EC_GROUP_free(g);
	return ret;
}

/* A random number in [1, m - 1], padded to m's length. */
static int
rand_nonzero_below(const struct tc_bytes *m, struct tc_bytes *r)
{
	int i;

	for (i = 0; i < 16; i++) {
		if (tc_ref_rand_below(m, r) != 0)
			return -1;
		if (tc_bn_add_word(r, 0, r) == 0 && !(r->n == 1 && r->d[0] == 0))
			return tc_bn_pad(r, m->n);
	}
	return -1;
}

/* ---- fresh inputs ---- */

static int
gen_rsa(struct tc_asym_in *in)
{
	static struct tc_ref_rsa_full k;

	if (tc_ref_rsa_keygen(in->bits, &k) != 0)
		return -1;
	in->v[TC_AP_N] = k.k.n;
	in->v[TC_AP_E] = k.k.e;
	in->v[TC_AP_D] = k.k.d;
	in->v[TC_AP_P] = k.p;
	in->v[TC_AP_Q] = k.q;
	in->v[TC_AP_DP] = k.dp;
	in->v[TC_AP_DQ] = k.dq;
	in->v[TC_AP_QINV] = k.qinv;
	return 0;
}

static int
gen_modex(struct tc_asym_in *in)
{
	struct tc_bytes *m = &in->v[TC_AP_FP];
	size_t len = in->bits / 8;

	if (len == 0 || len > sizeof(m->d) || RAND_bytes(m->d, (int)len) != 1)
		return -1;
	m->n = len;
	m->d[0] |= 0x80;
	m->d[len - 1] |= 1;
	return rand_nonzero_below(m, &in->v[TC_AP_G]) == 0 &&
		rand_nonzero_below(m, &in->v[TC_AP_MSG]) == 0 ? 0 : -1;
}

/* DH on RFC 3526's 2048-bit group: x, and the peer's value y = g^r. */
static int
gen_dh(struct tc_asym_in *in)
{
	struct tc_bytes r;

	tc_ref_dh_group(&in->v[TC_AP_FP], &in->v[TC_AP_G]);
	in->bits = in->v[TC_AP_FP].n * 8;
	return rand_nonzero_below(&in->v[TC_AP_FP], &in->v[TC_AP_X]) == 0 &&
		rand_nonzero_below(&in->v[TC_AP_FP], &r) == 0 &&
		tc_ref_modexp(&in->v[TC_AP_G], &r, &in->v[TC_AP_FP], &in->v[TC_AP_Y]) == 0 ?
		0 : -1;
}

static int
gen_dsa(struct tc_asym_in *in)
{
	struct tc_bytes *p = &in->v[TC_AP_FP], *q = &in->v[TC_AP_FQ];

	if (tc_ref_dsa_params(in->bits, in->bits >= 2048 ? 256 : 160, p, q,
				&in->v[TC_AP_G]) != 0 ||
			rand_nonzero_below(q, &in->v[TC_AP_X]) != 0 ||
			rand_nonzero_below(q, &in->v[TC_AP_K]) != 0)
		return -1;
	return tc_ref_modexp(&in->v[TC_AP_G], &in->v[TC_AP_X], p, &in->v[TC_AP_Y]);
}

int
tc_asym_ec_mul_g(enum rte_crypto_curve_id id, const struct tc_bytes *k, struct tc_bytes *x,
		struct tc_bytes *y)
{
	return tc_ref_ec_mul(curve_nid(id), NULL, NULL, k, x, y);
}

static int
gen_ec(struct tc_asym_in *in)
{
	struct tc_curve c;
	struct tc_bytes r;

	if (tc_asym_curve(in->curve, &c) != 0)
		return -1;
	in->bits = c.field_len * 8;
	if (in->form == TC_AF_ECPM)	/* a point Q = r G, and the scalar */
		return rand_nonzero_below(&c.n, &r) == 0 &&
			tc_asym_ec_mul_g(in->curve, &r, &in->v[TC_AP_QX], &in->v[TC_AP_QY]) == 0 ?
			rand_nonzero_below(&c.n, &in->v[TC_AP_K]) : -1;
	if (rand_nonzero_below(&c.n, &in->v[TC_AP_D]) != 0 ||
			rand_nonzero_below(&c.n, &in->v[TC_AP_K]) != 0)
		return -1;
	if (in->form == TC_AF_SM2 && in->v[TC_AP_D].d[0] == 0xff)
		in->v[TC_AP_D].d[0] = 0x7f;	/* d in [1, n - 2] */
	return tc_asym_ec_mul_g(in->curve, &in->v[TC_AP_D], &in->v[TC_AP_QX], &in->v[TC_AP_QY]);
}

int
tc_asym_derive(struct tc_asym_in *in)
{
	switch (in->form) {
	case TC_AF_DSA:
		return tc_ref_modexp(&in->v[TC_AP_G], &in->v[TC_AP_X], &in->v[TC_AP_FP],
				&in->v[TC_AP_Y]);
	case TC_AF_ECDSA:
	case TC_AF_ECDH:
	case TC_AF_SM2:
		return tc_asym_ec_mul_g(in->curve, &in->v[TC_AP_D], &in->v[TC_AP_QX],
				&in->v[TC_AP_QY]);
	default:
		return 0;
	}
}

/* A fresh input of each form. */
static int (*const gens[TC_AF_NB])(struct tc_asym_in *in) = {
	[TC_AF_RSA_EXP] = gen_rsa, [TC_AF_RSA_QT] = gen_rsa, [TC_AF_MODEX] = gen_modex,
	[TC_AF_DH] = gen_dh, [TC_AF_DSA] = gen_dsa, [TC_AF_ECDSA] = gen_ec,
	[TC_AF_ECPM] = gen_ec, [TC_AF_ECDH] = gen_ec, [TC_AF_SM2] = gen_ec,
};

int
tc_asym_gen(struct tc_asym_in *in, enum tc_asym_form f, unsigned int bits,
		enum rte_crypto_curve_id curve)
{
	static const uint8_t dgst[32] = {
		0x9f, 0x86, 0xd0, 0x81, 0x88, 0x4c, 0x7d, 0x65, 0x9a, 0x2f, 0xea, 0xa0, 0xc5, 0x5a,
		0xd0, 0x15, 0xa3, 0xbf, 0x4f, 0x1b, 0x2b, 0x0b, 0x82, 0x2c, 0xd1, 0x5d, 0x6c, 0x15,
		0xb0, 0xf0, 0x0a, 0x08,
	};
	unsigned int i;

	for (i = 0; i < TC_AP_NB; i++)
		in->v[i].n = 0;
	in->form = f;
	in->bits = bits;
	in->curve = curve;
	memcpy(in->v[TC_AP_MSG].d, dgst, sizeof(dgst));
	in->v[TC_AP_MSG].n = sizeof(dgst);
	return tc_asym_form_in_api(f) ? gens[f](in) : -1;
}
