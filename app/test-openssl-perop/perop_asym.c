/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Per-op work of asymmetric ops, counted: once a queue pair's slot is made,
 * an op may not make or key an EVP_PKEY or EVP_PKEY_CTX (keys the op brings
 * are cached: the same key every op here), nor allocate anything itself
 * (malloc family or rte_malloc); OpenSSL may allocate what the bare calls of
 * the operation on a keyed context allocate (RSA's and ECDSA's own
 * per-op allocations; a margin of 5% and 4 for blinding refreshes and
 * random retries, which differ between two keys).
 */

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/dsa.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/rsa.h>

#include <rte_cryptodev.h>

#include <tc_asym.h>
#include <tc_dev.h>
#include <tc_report.h>
#include <tc_run.h>

#include "perop.h"

#define N_ASYM_OPS	64
#define WARM_OPS	4
#define BUF		1024

/* One asymmetric case: its xform, how to fill an op, the bare OpenSSL calls. */
struct acase {
	const char *name;
	struct rte_crypto_asym_xform xf;
	void (*fill)(struct rte_crypto_op *op);
	int (*floor)(void);	/* one bare op */
};

static struct {
	EVP_PKEY *rsa, *ec, *dsa;
	EVP_PKEY_CTX *rsa_sign, *rsa_pss, *rsa_verify, *rsa_dec, *rsa_enc;
	EVP_PKEY_CTX *ec_sign, *ec_verify, *dsa_sign;
	uint8_t n[BUF], e[BUF], d[BUF], p[BUF], q[BUF], g[BUF], x[BUF], y[BUF];
	uint8_t ed[BUF], qx[BUF], qy[BUF], dh_p[BUF], dh_x[BUF], dh_peer[BUF];
	size_t n_len, e_len, d_len, p_len, q_len, g_len, x_len, y_len, ed_len, f_len, dhp_len;
	uint8_t digest[32], sig[BUF], ct[BUF], out[BUF], out2[BUF], r[BUF], s[BUF];
	size_t sig_len, ct_len, r_len, s_len;
	BIGNUM *bm, *be, *bb, *br, *bx, *bp, *ex, *ey;
	BN_CTX *bc;
	BN_MONT_CTX *mont;
	EC_GROUP *grp;
	EC_POINT *pt, *res;
} a;

/* --- RSA-2048 ------------------------------------------------------------- */

static void
fill_rsa(struct rte_crypto_op *op, enum rte_crypto_asym_op_type t, int pad)
{
	struct rte_crypto_rsa_op_param *r = &op->asym->rsa;
	rte_crypto_param in = tc_asym_param(a.digest, sizeof(a.digest));
	rte_crypto_param out = tc_asym_param(a.out, a.n_len);

	if (t == RTE_CRYPTO_ASYM_OP_VERIFY) {
		in = tc_asym_param(a.sig, a.sig_len);
		out = tc_asym_param(NULL, 0);
	} else if (t == RTE_CRYPTO_ASYM_OP_DECRYPT) {
		in = tc_asym_param(a.ct, a.ct_len);
	}
	tc_asym_rsa_op(op->asym, t, in, out, tc_asym_param(a.digest, sizeof(a.digest)));
	r->padding.type = pad;
	r->padding.hash = RTE_CRYPTO_AUTH_SHA256;
	r->padding.mgf1hash = RTE_CRYPTO_AUTH_SHA256;
	r->padding.pss_saltlen = 32;
}

static void fill_rsa_sign(struct rte_crypto_op *op)
{ fill_rsa(op, RTE_CRYPTO_ASYM_OP_SIGN, RTE_CRYPTO_RSA_PADDING_PKCS1_5); }
static void fill_rsa_pss(struct rte_crypto_op *op)
{ fill_rsa(op, RTE_CRYPTO_ASYM_OP_SIGN, RTE_CRYPTO_RSA_PADDING_PSS); }
static void fill_rsa_verify(struct rte_crypto_op *op)
{ fill_rsa(op, RTE_CRYPTO_ASYM_OP_VERIFY, RTE_CRYPTO_RSA_PADDING_PKCS1_5); }
static void fill_rsa_enc(struct rte_crypto_op *op)
{ fill_rsa(op, RTE_CRYPTO_ASYM_OP_ENCRYPT, RTE_CRYPTO_RSA_PADDING_PKCS1_5); }
static void fill_rsa_dec(struct rte_crypto_op *op)
{ fill_rsa(op, RTE_CRYPTO_ASYM_OP_DECRYPT, RTE_CRYPTO_RSA_PADDING_OAEP); }

static int
floor_rsa_sign(void)
{
	size_t len = BUF;

	return EVP_PKEY_sign(a.rsa_sign, a.out, &len, a.digest, sizeof(a.digest)) == 1 ? 0 : -1;
}

static int
floor_rsa_pss(void)
{
	size_t len = BUF;

	return EVP_PKEY_sign(a.rsa_pss, a.out, &len, a.digest, sizeof(a.digest)) == 1 ? 0 : -1;
}

static int
floor_rsa_verify(void)
{
	return EVP_PKEY_verify(a.rsa_verify, a.sig, a.sig_len, a.digest,
		sizeof(a.digest)) == 1 ? 0 : -1;
}

static int
floor_rsa_enc(void)
{
	size_t len = BUF;

	return EVP_PKEY_encrypt(a.rsa_enc, a.out, &len, a.digest, sizeof(a.digest)) == 1 ? 0 : -1;
}

static int
floor_rsa_dec(void)
{
	size_t len = BUF;

	return EVP_PKEY_decrypt(a.rsa_dec, a.out, &len, a.ct, a.ct_len) == 1 ? 0 : -1;
}

static EVP_PKEY_CTX *
keyed(EVP_PKEY *k, int (*init)(EVP_PKEY_CTX *), int pad, bool md)
{
	EVP_PKEY_CTX *c = EVP_PKEY_CTX_new(k, NULL);

	if (c == NULL || init(c) != 1 || (pad != 0 && EVP_PKEY_CTX_set_rsa_padding(c, pad) != 1) ||
			(md && pad == RSA_PKCS1_OAEP_PADDING &&
			 EVP_PKEY_CTX_set_rsa_oaep_md(c, EVP_sha256()) != 1) ||
			(md && pad != RSA_PKCS1_OAEP_PADDING &&
			 EVP_PKEY_CTX_set_signature_md(c, EVP_sha256()) != 1))
		return NULL;
	return c;
}

static int
rsa_setup(void)
{
	size_t len = BUF;

	a.rsa = EVP_RSA_gen(2048);
	if (a.rsa == NULL)
		return -1;
	a.n_len = tc_asym_pkey_bn(a.rsa, OSSL_PKEY_PARAM_RSA_N, a.n);
	a.e_len = tc_asym_pkey_bn(a.rsa, OSSL_PKEY_PARAM_RSA_E, a.e);
	a.d_len = tc_asym_pkey_bn(a.rsa, OSSL_PKEY_PARAM_RSA_D, a.d);
	a.rsa_sign = keyed(a.rsa, EVP_PKEY_sign_init, RSA_PKCS1_PADDING, true);
	a.rsa_pss = keyed(a.rsa, EVP_PKEY_sign_init, RSA_PKCS1_PSS_PADDING, true);
	if (a.rsa_pss == NULL || EVP_PKEY_CTX_set_rsa_pss_saltlen(a.rsa_pss, 32) != 1)
		return -1;
	a.rsa_verify = keyed(a.rsa, EVP_PKEY_verify_init, RSA_PKCS1_PADDING, true);
	a.rsa_enc = keyed(a.rsa, EVP_PKEY_encrypt_init, RSA_PKCS1_PADDING, false);
	a.rsa_dec = keyed(a.rsa, EVP_PKEY_decrypt_init, RSA_PKCS1_OAEP_PADDING, true);
	if (a.rsa_sign == NULL || a.rsa_verify == NULL || a.rsa_enc == NULL || a.rsa_dec == NULL)
		return -1;
	a.sig_len = BUF;
	if (EVP_PKEY_sign(a.rsa_sign, a.sig, &a.sig_len, a.digest, sizeof(a.digest)) != 1)
		return -1;
	a.ct_len = BUF;
	{
		EVP_PKEY_CTX *c = keyed(a.rsa, EVP_PKEY_encrypt_init, RSA_PKCS1_OAEP_PADDING, true);

		if (c == NULL || EVP_PKEY_encrypt(c, a.ct, &a.ct_len, a.digest, 32) != 1)
			return -1;
		EVP_PKEY_CTX_free(c);
	}
	(void)len;
	return 0;
}

/* --- MODEX, MODINV, DH on BIGNUM -------------------------------------------- */

static void
fill_modex(struct rte_crypto_op *op)
{
	op->asym->modex.base = tc_asym_param(a.out2, a.n_len);
	op->asym->modex.result = tc_asym_param(a.out, a.n_len);
}

static int
floor_modex(void)
{
	return BN_mod_exp_mont_consttime(a.br, a.bb, a.be, a.bm, a.bc, a.mont) == 1 ? 0 : -1;
}

static void
fill_modinv(struct rte_crypto_op *op)
{
	op->asym->modinv.base = tc_asym_param(a.out2, a.n_len);
	op->asym->modinv.result = tc_asym_param(a.out, a.n_len);
}

static int
floor_modinv(void)
{
	return BN_mod_inverse(a.br, a.bb, a.bm, a.bc) != NULL ? 0 : -1;
}

static void
fill_dh(struct rte_crypto_op *op)
{
	op->asym->dh.ke_type = RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE;
	op->asym->dh.priv_key = tc_asym_param(a.dh_x, 32);
	op->asym->dh.pub_key = tc_asym_param(a.dh_peer, a.dhp_len);
	op->asym->dh.shared_secret = tc_asym_param(a.out, a.dhp_len);
}

static int
floor_dh(void)
{
	return BN_mod_exp_mont_consttime(a.br, a.bb, a.bx, a.bp, a.bc, a.mont) == 1 ? 0 : -1;
}

static int
bn_setup(void)
{
	BIGNUM *p = BN_get_rfc3526_prime_2048(NULL);

	a.bc = BN_CTX_new();
	a.bm = BN_bin2bn(a.n, (int)a.n_len, NULL);
	a.be = BN_bin2bn(a.d, (int)a.d_len, NULL);
	memcpy(a.out2, a.n, a.n_len);
	a.out2[0] >>= 1;	/* a base below n */
	a.bb = BN_bin2bn(a.out2, (int)a.n_len, NULL);
	a.br = BN_new();
	a.mont = BN_MONT_CTX_new();
	if (p == NULL || a.bc == NULL || a.bm == NULL || a.be == NULL || a.bb == NULL ||
			a.br == NULL || a.mont == NULL || BN_MONT_CTX_set(a.mont, a.bm, a.bc) != 1)
		return -1;
	BN_set_flags(a.be, BN_FLG_CONSTTIME);
	a.dhp_len = (size_t)BN_bn2bin(p, a.dh_p);
	memset(a.dh_x, 0x5a, 32);
	memcpy(a.dh_peer, a.dh_p, a.dhp_len);
	a.dh_peer[0] >>= 1;
	a.bp = p;
	a.bx = BN_bin2bn(a.dh_x, 32, NULL);
	return a.bx == NULL ? -1 : 0;
}

/* --- ECDSA P-256, ECPM, DSA ------------------------------------------------- */

static void
fill_ecdsa(struct rte_crypto_op *op, bool sign)
{
	struct rte_crypto_ecdsa_op_param *c = &op->asym->ecdsa;

	c->op_type = sign ? RTE_CRYPTO_ASYM_OP_SIGN : RTE_CRYPTO_ASYM_OP_VERIFY;
	c->message = tc_asym_param(a.digest, 32);
	c->pkey = tc_asym_param(a.ed, a.ed_len);
	c->q.x = tc_asym_param(a.qx, a.f_len);
	c->q.y = tc_asym_param(a.qy, a.f_len);
	c->r = sign ? tc_asym_param(a.out, 32) : tc_asym_param(a.r, a.r_len);
	c->s = sign ? tc_asym_param(a.out2, 32) : tc_asym_param(a.s, a.s_len);
}

static void fill_ecdsa_sign(struct rte_crypto_op *op) { fill_ecdsa(op, true); }
static void fill_ecdsa_verify(struct rte_crypto_op *op) { fill_ecdsa(op, false); }

static int
floor_ecdsa_sign(void)
{
	size_t len = BUF;

	return EVP_PKEY_sign(a.ec_sign, a.sig, &len, a.digest, 32) == 1 ? 0 : -1;
}

static uint8_t ec_der[BUF];
static size_t ec_der_len;

static int
floor_ecdsa_verify(void)
{
	return EVP_PKEY_verify(a.ec_verify, ec_der, ec_der_len, a.digest, 32) == 1 ? 0 : -1;
}

static void
fill_ecpm(struct rte_crypto_op *op)
{
	op->asym->ecpm.p.x = tc_asym_param(a.qx, a.f_len);
	op->asym->ecpm.p.y = tc_asym_param(a.qy, a.f_len);
	op->asym->ecpm.scalar = tc_asym_param(a.digest, 32);
	op->asym->ecpm.r.x = tc_asym_param(a.out, a.f_len);
	op->asym->ecpm.r.y = tc_asym_param(a.out2, a.f_len);
}

static int
floor_ecpm(void)
{
	return EC_POINT_mul(a.grp, a.res, NULL, a.pt, a.bx, a.bc) == 1 &&
		EC_POINT_get_affine_coordinates(a.grp, a.res, a.ex, a.ey, a.bc) == 1 ? 0 : -1;
}

/*
 * P-256 as the driver multiplies a point by a secret scalar: on OpenSSL's
 * generic ladder (the named curve's optimised code leaves a copy of the
 * scalar in freed memory), here a curve built from SEC 2's published
 * domain parameters: p, a, b, the generator's x and y, the order.
 */
static const char *const p256_params[] = {
	"FFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF",
	"FFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFC",
	"5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B",
	"6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296",
	"4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5",
	"FFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551",
};

static EC_GROUP *
p256_ladder(void)
{
	BIGNUM *v[RTE_DIM(p256_params)] = { NULL };
	EC_GROUP *g = NULL;
	EC_POINT *gen = NULL;
	unsigned int i, n = 0;

	for (i = 0; i < RTE_DIM(p256_params); i++)
		n += BN_hex2bn(&v[i], p256_params[i]) != 0;
	if (n == RTE_DIM(p256_params))
		g = EC_GROUP_new_curve_GFp(v[0], v[1], v[2], NULL);
	gen = g == NULL ? NULL : EC_POINT_new(g);
	if (gen == NULL || EC_POINT_set_affine_coordinates(g, gen, v[3], v[4], NULL) != 1 ||
			EC_GROUP_set_generator(g, gen, v[5], BN_value_one()) != 1) {
		EC_GROUP_free(g);
		g = NULL;
	}
	EC_POINT_free(gen);
	for (i = 0; i < RTE_DIM(p256_params); i++)
		BN_free(v[i]);
	return g;
}

static int
ec_setup(void)
{
	const unsigned char *pp;
	ECDSA_SIG *sg;

	a.ec = EVP_EC_gen("P-256");
	if (a.ec == NULL)
		return -1;
	a.ed_len = tc_asym_pkey_bn(a.ec, OSSL_PKEY_PARAM_PRIV_KEY, a.ed);
	a.f_len = 32;
	{
		uint8_t pub[65];
		size_t pl = 0;

		if (EVP_PKEY_get_octet_string_param(a.ec, OSSL_PKEY_PARAM_PUB_KEY, pub,
				sizeof(pub), &pl) != 1 || pl != 65)
			return -1;
		memcpy(a.qx, pub + 1, 32);
		memcpy(a.qy, pub + 33, 32);
	}
	a.ec_sign = EVP_PKEY_CTX_new(a.ec, NULL);
	a.ec_verify = EVP_PKEY_CTX_new(a.ec, NULL);
	if (a.ec_sign == NULL || a.ec_verify == NULL || EVP_PKEY_sign_init(a.ec_sign) != 1 ||
			EVP_PKEY_verify_init(a.ec_verify) != 1)
		return -1;
	ec_der_len = BUF;
	if (EVP_PKEY_sign(a.ec_sign, ec_der, &ec_der_len, a.digest, 32) != 1)
		return -1;
	pp = ec_der;
	sg = d2i_ECDSA_SIG(NULL, &pp, (long)ec_der_len);
	if (sg == NULL)
		return -1;
	a.r_len = (size_t)BN_bn2bin(ECDSA_SIG_get0_r(sg), a.r);
	a.s_len = (size_t)BN_bn2bin(ECDSA_SIG_get0_s(sg), a.s);
	ECDSA_SIG_free(sg);
	a.grp = p256_ladder();
	if (a.grp == NULL)
		return -1;
	a.pt = EC_POINT_new(a.grp);
	a.res = EC_POINT_new(a.grp);
	a.ex = BN_bin2bn(a.qx, 32, NULL);
	a.ey = BN_bin2bn(a.qy, 32, NULL);
	if (a.pt == NULL || a.res == NULL || a.ex == NULL || a.ey == NULL)
		return -1;
	return EC_POINT_set_affine_coordinates(a.grp, a.pt, a.ex, a.ey, a.bc) == 1 ? 0 : -1;
}

static void
fill_dsa(struct rte_crypto_op *op)
{
	op->asym->dsa.op_type = RTE_CRYPTO_ASYM_OP_SIGN;
	op->asym->dsa.message = tc_asym_param(a.digest, 32);
	op->asym->dsa.r = tc_asym_param(a.out, 32);
	op->asym->dsa.s = tc_asym_param(a.out2, 32);
}

static int
floor_dsa(void)
{
	size_t len = BUF;

	return EVP_PKEY_sign(a.dsa_sign, a.sig, &len, a.digest, 32) == 1 ? 0 : -1;
}

static int
dsa_setup(void)
{
	EVP_PKEY_CTX *pc = EVP_PKEY_CTX_new_from_name(NULL, "DSA", NULL), *kc = NULL;
	EVP_PKEY *params = NULL;
	int ret = -1;

	if (pc != NULL && EVP_PKEY_paramgen_init(pc) == 1 &&
			EVP_PKEY_CTX_set_dsa_paramgen_bits(pc, 2048) == 1 &&
			EVP_PKEY_CTX_set_dsa_paramgen_q_bits(pc, 256) == 1 &&
			EVP_PKEY_paramgen(pc, &params) == 1 &&
			(kc = EVP_PKEY_CTX_new(params, NULL)) != NULL &&
			EVP_PKEY_keygen_init(kc) == 1 && EVP_PKEY_keygen(kc, &a.dsa) == 1)
		ret = 0;
	EVP_PKEY_CTX_free(pc);
	EVP_PKEY_CTX_free(kc);
	EVP_PKEY_free(params);
	if (ret != 0)
		return -1;
	a.p_len = tc_asym_pkey_bn(a.dsa, OSSL_PKEY_PARAM_FFC_P, a.p);
	a.q_len = tc_asym_pkey_bn(a.dsa, OSSL_PKEY_PARAM_FFC_Q, a.q);
	a.g_len = tc_asym_pkey_bn(a.dsa, OSSL_PKEY_PARAM_FFC_G, a.g);
	a.x_len = tc_asym_pkey_bn(a.dsa, OSSL_PKEY_PARAM_PRIV_KEY, a.x);
	a.dsa_sign = EVP_PKEY_CTX_new(a.dsa, NULL);
	return a.dsa_sign != NULL && EVP_PKEY_sign_init(a.dsa_sign) == 1 ? 0 : -1;
}

/* --- the cases --------------------------------------------------------------- */

static struct acase cases[12];
static unsigned int nb_cases;

/* The key of the cases, as the library's builder takes it. */
static void
key_of(struct tc_asym_key *k, enum rte_crypto_asym_xform_type t)
{
	static const uint8_t two = 2;

	memset(k, 0, sizeof(*k));
	k->curve = RTE_CRYPTO_EC_GROUP_SECP256R1;
	k->rsa_key_type = RTE_RSA_KEY_TYPE_EXP;
	k->v[TC_AP_N] = tc_asym_param(a.n, a.n_len);
	k->v[TC_AP_E] = tc_asym_param(a.e, a.e_len);
	k->v[TC_AP_D] = tc_asym_param(a.d, a.d_len);
	k->v[TC_AP_X] = tc_asym_param(a.x, a.x_len);
	k->v[TC_AP_FQ] = tc_asym_param(a.q, a.q_len);
	switch (t) {
	case RTE_CRYPTO_ASYM_XFORM_MODEX:	/* modulus n, exponent d */
	case RTE_CRYPTO_ASYM_XFORM_MODINV:
		k->v[TC_AP_FP] = tc_asym_param(a.n, a.n_len);
		k->v[TC_AP_G] = tc_asym_param(a.d, a.d_len);
		break;
	case RTE_CRYPTO_ASYM_XFORM_DH:
		k->v[TC_AP_FP] = tc_asym_param(a.dh_p, a.dhp_len);
		k->v[TC_AP_G] = tc_asym_param((uint8_t *)(uintptr_t)&two, 1);
		break;
	default:
		k->v[TC_AP_FP] = tc_asym_param(a.p, a.p_len);
		k->v[TC_AP_G] = tc_asym_param(a.g, a.g_len);
		break;
	}
}

static void
add(const char *name, enum rte_crypto_asym_xform_type t, void (*fill)(struct rte_crypto_op *),
		int (*floor)(void))
{
	struct acase *c = &cases[nb_cases++];
	struct tc_asym_key k;

	c->name = name;
	c->fill = fill;
	c->floor = floor;
	key_of(&k, t);
	tc_asym_xform_of(t, &k, &c->xf);
}

static int
run(uint8_t dev, void *sess, struct rte_mempool *ops, const struct acase *c, unsigned int n)
{
	struct rte_crypto_op *op = rte_crypto_op_alloc(ops, RTE_CRYPTO_OP_TYPE_ASYMMETRIC);
	unsigned int i;
	int ret = op == NULL ? -1 : 0;

	for (i = 0; i < n && ret == 0; i++) {
		__rte_crypto_op_reset(op, RTE_CRYPTO_OP_TYPE_ASYMMETRIC);
		c->fill(op);
		rte_crypto_op_attach_asym_session(op, sess);
		if (tc_run_one(dev, 0, op) != RTE_CRYPTO_OP_STATUS_SUCCESS)
			ret = -1;
	}
	rte_crypto_op_free(op);
	return ret;
}

static struct perop_counts
floor_counts(const struct acase *c)
{
	struct perop_counts n;
	unsigned int i;

	for (i = 0; i < WARM_OPS; i++)
		c->floor();
	memset(&perop_counts, 0, sizeof(perop_counts));
	for (i = 0; i < N_ASYM_OPS; i++)
		if (c->floor() != 0)
			perop_counts.fetches += 1000000;	/* shows as a failure */
	n = perop_counts;
	return n;
}

#define PER(x)	((double)(x) / N_ASYM_OPS)

static void
check(uint8_t dev, struct rte_mempool *pool, struct rte_mempool *ops, const struct acase *c)
{
	struct perop_counts warm, per, base;
	void *sess = NULL;
	bool ok;

	if (rte_cryptodev_asym_session_create(dev, (void *)(uintptr_t)&c->xf, pool, &sess) != 0) {
		tc_check(false, "%s: session not created", c->name);
		return;
	}
	memset(&perop_counts, 0, sizeof(perop_counts));
	ok = run(dev, sess, ops, c, WARM_OPS) == 0;
	warm = perop_counts;
	memset(&perop_counts, 0, sizeof(perop_counts));
	ok = ok && run(dev, sess, ops, c, N_ASYM_OPS) == 0;
	per = perop_counts;
	rte_cryptodev_asym_session_free(dev, sess);
	if (!ok) {
		tc_check(false, "%s: an op did not succeed", c->name);
		return;
	}
	base = floor_counts(c);
	/* OpenSSL's own internal calls pass the hooks too: the floor makes them as well */
	ok = base.fetches < 1000000 && per.pkey_news <= base.pkey_news &&
		per.pkey_inits <= base.pkey_inits && per.fetches <= base.fetches &&
		per.sys_allocs - per.allocs == 0 && per.rte_allocs == 0 &&
		per.allocs <= base.allocs + base.allocs / 20 + 4;
	tc_check(ok, "%s: per op (the bare OpenSSL calls in brackets): OpenSSL allocs %.2f (%.2f); "
		"allocations outside OpenSSL %.3f, rte_malloc %.3f; EVP_PKEY/CTX made %.3f (%.3f), "
		"inits/params %.3f (%.3f), fetches %.3f (%.3f); slot made in the warm-up: "
		"EVP_PKEY/CTX made %lu",
		c->name, PER(per.allocs), PER(base.allocs),
		PER(per.sys_allocs - per.allocs), PER(per.rte_allocs), PER(per.pkey_news),
		PER(base.pkey_news), PER(per.pkey_inits), PER(base.pkey_inits), PER(per.fetches),
		PER(base.fetches), (unsigned long)warm.pkey_news);
}

void
perop_asym_run(uint8_t dev, const struct tc_pools *pools)
{
	unsigned int i;

	memset(a.digest, 0x3c, sizeof(a.digest));
	if (rsa_setup() != 0 || bn_setup() != 0 || ec_setup() != 0 || dsa_setup() != 0) {
		tc_check(false, "asymmetric keys and floor contexts made");
		return;
	}
	add("rsa-2048 sign pkcs1 sha256", RTE_CRYPTO_ASYM_XFORM_RSA, fill_rsa_sign, floor_rsa_sign);
	add("rsa-2048 sign pss sha256", RTE_CRYPTO_ASYM_XFORM_RSA, fill_rsa_pss, floor_rsa_pss);
	add("rsa-2048 verify pkcs1 sha256", RTE_CRYPTO_ASYM_XFORM_RSA, fill_rsa_verify,
		floor_rsa_verify);
	add("rsa-2048 encrypt pkcs1", RTE_CRYPTO_ASYM_XFORM_RSA, fill_rsa_enc, floor_rsa_enc);
	add("rsa-2048 decrypt oaep sha256", RTE_CRYPTO_ASYM_XFORM_RSA, fill_rsa_dec, floor_rsa_dec);
	add("modex-2048", RTE_CRYPTO_ASYM_XFORM_MODEX, fill_modex, floor_modex);
	add("modinv-2048", RTE_CRYPTO_ASYM_XFORM_MODINV, fill_modinv, floor_modinv);
	add("dh-2048 shared secret", RTE_CRYPTO_ASYM_XFORM_DH, fill_dh, floor_dh);
	add("dsa-2048 sign", RTE_CRYPTO_ASYM_XFORM_DSA, fill_dsa, floor_dsa);
	add("ecdsa-p256 sign", RTE_CRYPTO_ASYM_XFORM_ECDSA, fill_ecdsa_sign, floor_ecdsa_sign);
	add("ecdsa-p256 verify", RTE_CRYPTO_ASYM_XFORM_ECDSA, fill_ecdsa_verify,
		floor_ecdsa_verify);
	add("ecpm-p256", RTE_CRYPTO_ASYM_XFORM_ECPM, fill_ecpm, floor_ecpm);
	for (i = 0; i < nb_cases; i++)
		check(dev, pools->asym_sess, pools->asym_op, &cases[i]);
}
