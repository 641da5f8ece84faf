/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The reference: the same computations made with OpenSSL directly (BIGNUM,
 * EC_POINT, EVP_PKEY built from the raw numbers), never through the PMD.
 */

#include <string.h>

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/dsa.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <openssl/param_build.h>
#include <openssl/rsa.h>

#include "tc_ref_asym.h"

static const struct {
	const char *name;
	enum rte_crypto_auth_algorithm algo;
	const char *evp;
} hashes[] = {
	{ "MD5", RTE_CRYPTO_AUTH_MD5, "MD5" },
	{ "SHA1", RTE_CRYPTO_AUTH_SHA1, "SHA1" },
	{ "SHA224", RTE_CRYPTO_AUTH_SHA224, "SHA224" },
	{ "SHA256", RTE_CRYPTO_AUTH_SHA256, "SHA256" },
	{ "SHA384", RTE_CRYPTO_AUTH_SHA384, "SHA384" },
	{ "SHA512", RTE_CRYPTO_AUTH_SHA512, "SHA512" },
};

static const struct {
	const char *name;
	enum rte_crypto_curve_id id;
	int nid;
} curves[] = {
	{ "P-192", RTE_CRYPTO_EC_GROUP_SECP192R1, NID_X9_62_prime192v1 },
	{ "P-224", RTE_CRYPTO_EC_GROUP_SECP224R1, NID_secp224r1 },
	{ "P-256", RTE_CRYPTO_EC_GROUP_SECP256R1, NID_X9_62_prime256v1 },
	{ "P-384", RTE_CRYPTO_EC_GROUP_SECP384R1, NID_secp384r1 },
	{ "P-521", RTE_CRYPTO_EC_GROUP_SECP521R1, NID_secp521r1 },
};

enum rte_crypto_auth_algorithm
tc_ref_hash(const char *name)
{
	unsigned int i;

	for (i = 0; name != NULL && i < RTE_DIM(hashes); i++)
		if (strcmp(hashes[i].name, name) == 0)
			return hashes[i].algo;
	return 0;
}

const char *
tc_ref_hash_name(enum rte_crypto_auth_algorithm h)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(hashes); i++)
		if (hashes[i].algo == h)
			return hashes[i].evp;
	return NULL;
}

enum rte_crypto_curve_id
tc_ref_curve_id(const char *curve)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(curves); i++)
		if (strcmp(curves[i].name, curve) == 0)
			return curves[i].id;
	return 0;
}

const char *
tc_ref_curve_name(enum rte_crypto_curve_id id)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(curves); i++)
		if (curves[i].id == id)
			return curves[i].name;
	return NULL;
}

static int
curve_nid(const char *curve)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(curves); i++)
		if (strcmp(curves[i].name, curve) == 0)
			return curves[i].nid;
	return NID_undef;
}

BIGNUM *
tc_ref_bn(const struct tc_bytes *b)
{
	return BN_bin2bn(b->d, (int)b->n, NULL);
}

int
tc_ref_bn_out(const BIGNUM *v, size_t pad, struct tc_bytes *r)
{
	if (pad == 0)
		pad = BN_num_bytes(v);
	if (pad > sizeof(r->d) || BN_bn2binpad(v, r->d, (int)pad) < 0)
		return -1;
	r->n = pad;
	return 0;
}

int
tc_ref_modexp(const struct tc_bytes *b, const struct tc_bytes *e, const struct tc_bytes *m,
		struct tc_bytes *r)
{
	BIGNUM *vb = tc_ref_bn(b), *ve = tc_ref_bn(e), *vm = tc_ref_bn(m), *vr = BN_new();
	BN_CTX *bc = BN_CTX_new();
	int ret = -1;

	if (vr != NULL && bc != NULL && BN_mod_exp(vr, vb, ve, vm, bc) == 1)
		ret = tc_ref_bn_out(vr, BN_num_bytes(vm), r);
	BN_free(vb);
	BN_free(ve);
	BN_free(vm);
	BN_free(vr);
	BN_CTX_free(bc);
	return ret;
}

int
tc_ref_modinv(const struct tc_bytes *b, const struct tc_bytes *m, struct tc_bytes *r)
{
	BIGNUM *vb = tc_ref_bn(b), *vm = tc_ref_bn(m), *vr = BN_new();
	BN_CTX *bc = BN_CTX_new();
	int ret = -1;

	if (vr != NULL && bc != NULL && BN_mod_inverse(vr, vb, vm, bc) != NULL)
		ret = tc_ref_bn_out(vr, BN_num_bytes(vm), r);
	BN_free(vb);
	BN_free(vm);
	BN_free(vr);
	BN_CTX_free(bc);
	return ret;
}

/* Numbers pushed to a builder live until pkey_from() has used them. */
static BIGNUM *pushed[16];
static unsigned int nb_pushed;

static void
pushed_free(void)
{
	while (nb_pushed > 0)
		BN_free(pushed[--nb_pushed]);
}

/* A key from a parameter builder: public key, or key pair if priv. */
static EVP_PKEY *
pkey_from(const char *type, OSSL_PARAM_BLD *bld, bool priv)
{
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, type, NULL);
	OSSL_PARAM *prm = OSSL_PARAM_BLD_to_param(bld);
	EVP_PKEY *k = NULL;

	if (ctx == NULL || prm == NULL || EVP_PKEY_fromdata_init(ctx) != 1 ||
			EVP_PKEY_fromdata(ctx, &k, priv ? EVP_PKEY_KEYPAIR : EVP_PKEY_PUBLIC_KEY,
				prm) != 1)
		k = NULL;
	OSSL_PARAM_free(prm);
	EVP_PKEY_CTX_free(ctx);
	OSSL_PARAM_BLD_free(bld);
	pushed_free();
	return k;
}

static int
push(OSSL_PARAM_BLD *bld, const char *name, const struct tc_bytes *b)
{
	BIGNUM *v = tc_ref_bn(b);

	if (v == NULL || nb_pushed == RTE_DIM(pushed)) {
		BN_free(v);
		return -1;
	}
	pushed[nb_pushed++] = v;
	return OSSL_PARAM_BLD_push_BN(bld, name, v) == 1 ? 0 : -1;
}

static EVP_PKEY *
rsa_key(const struct tc_ref_rsa *k, bool priv)
{
	OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();

	if (bld == NULL || push(bld, OSSL_PKEY_PARAM_RSA_N, &k->n) != 0 ||
			push(bld, OSSL_PKEY_PARAM_RSA_E, &k->e) != 0 ||
			(priv && push(bld, OSSL_PKEY_PARAM_RSA_D, &k->d) != 0)) {
		OSSL_PARAM_BLD_free(bld);
		pushed_free();
		return NULL;
	}
	return pkey_from("RSA", bld, priv);
}

static const int pad_modes[] = {
	[RTE_CRYPTO_RSA_PADDING_NONE] = RSA_NO_PADDING,
	[RTE_CRYPTO_RSA_PADDING_PKCS1_5] = RSA_PKCS1_PADDING,
	[RTE_CRYPTO_RSA_PADDING_OAEP] = RSA_PKCS1_OAEP_PADDING,
	[RTE_CRYPTO_RSA_PADDING_PSS] = RSA_PKCS1_PSS_PADDING,
};

/* Padding parameters; hash is the OAEP hash, or the signature digest (sig). */
static int
rsa_params(EVP_PKEY_CTX *ctx, int pad, int hash, int saltlen, bool sig)
{
	const char *md = tc_ref_hash_name(hash);

	if (EVP_PKEY_CTX_set_rsa_padding(ctx, pad_modes[pad]) != 1)
		return -1;
	if (pad == RTE_CRYPTO_RSA_PADDING_OAEP)
		return EVP_PKEY_CTX_set_rsa_oaep_md_name(ctx, md, NULL) == 1 ? 0 : -1;
	if (!sig)
		return 0;
	if (md != NULL && EVP_PKEY_CTX_set_signature_md(ctx, EVP_get_digestbyname(md)) != 1)
		return -1;
	if (pad == RTE_CRYPTO_RSA_PADDING_PSS)
		return EVP_PKEY_CTX_set_rsa_pss_saltlen(ctx, saltlen) == 1 ? 0 : -1;
	return 0;
}

int
tc_ref_rsa_verify(const struct tc_ref_rsa *k, int pad, int hash, int saltlen,
		const struct tc_bytes *msg, const struct tc_bytes *sig)
{
	EVP_PKEY *pk = rsa_key(k, false);
	EVP_PKEY_CTX *ctx = pk == NULL ? NULL : EVP_PKEY_CTX_new(pk, NULL);
	int ret = -1;

	if (ctx != NULL && EVP_PKEY_verify_init(ctx) == 1 &&
			rsa_params(ctx, pad, hash, saltlen, true) == 0 &&
			EVP_PKEY_verify(ctx, sig->d, sig->n, msg->d, msg->n) == 1)
		ret = 0;
	EVP_PKEY_CTX_free(ctx);
	EVP_PKEY_free(pk);
	return ret;
}

int
tc_ref_rsa_encrypt(const struct tc_ref_rsa *k, int pad, int hash, const struct tc_bytes *msg,
		struct tc_bytes *ct)
{
	EVP_PKEY *pk = rsa_key(k, false);
	EVP_PKEY_CTX *ctx = pk == NULL ? NULL : EVP_PKEY_CTX_new(pk, NULL);
	size_t len = sizeof(ct->d);
	int ret = -1;

	if (ctx != NULL && EVP_PKEY_encrypt_init(ctx) == 1 &&
			rsa_params(ctx, pad, hash, 0, false) == 0 &&
			EVP_PKEY_encrypt(ctx, ct->d, &len, msg->d, msg->n) == 1) {
		ct->n = len;
		ret = 0;
	}
	EVP_PKEY_CTX_free(ctx);
	EVP_PKEY_free(pk);
	return ret;
}

int
tc_ref_rsa_decrypt(const struct tc_ref_rsa *k, int pad, int hash, const struct tc_bytes *ct,
		struct tc_bytes *msg)
{
	EVP_PKEY *pk = rsa_key(k, true);
	EVP_PKEY_CTX *ctx = pk == NULL ? NULL : EVP_PKEY_CTX_new(pk, NULL);
	size_t len = sizeof(msg->d);
	int ret = -1;

	if (ctx != NULL && EVP_PKEY_decrypt_init(ctx) == 1 &&
			rsa_params(ctx, pad, hash, 0, false) == 0 &&
			EVP_PKEY_decrypt(ctx, msg->d, &len, ct->d, ct->n) == 1) {
		msg->n = len;
		ret = 0;
	}
	EVP_PKEY_CTX_free(ctx);
	EVP_PKEY_free(pk);
	return ret;
}

/* DER SEQUENCE { INTEGER r, INTEGER s } through OpenSSL's own ECDSA_SIG. */
static int
sig_der(const struct tc_bytes *r, const struct tc_bytes *s, uint8_t **der)
{
	ECDSA_SIG *sig = ECDSA_SIG_new();
	BIGNUM *vr = tc_ref_bn(r), *vs = tc_ref_bn(s);
	int len = -1;

	if (sig != NULL && vr != NULL && vs != NULL && ECDSA_SIG_set0(sig, vr, vs) == 1) {
		vr = vs = NULL;
		len = i2d_ECDSA_SIG(sig, der);
	}
	BN_free(vr);
	BN_free(vs);
	ECDSA_SIG_free(sig);
	return len;
}

static int
verify_der(EVP_PKEY *pk, const struct tc_bytes *msg, const struct tc_bytes *r,
		const struct tc_bytes *s)
{
	EVP_PKEY_CTX *ctx = pk == NULL ? NULL : EVP_PKEY_CTX_new(pk, NULL);
	uint8_t *der = NULL;
	int len = sig_der(r, s, &der), ret = -1;

	if (ctx != NULL && len > 0 && EVP_PKEY_verify_init(ctx) == 1 &&
			EVP_PKEY_verify(ctx, der, len, msg->d, msg->n) == 1)
		ret = 0;
	OPENSSL_free(der);
	EVP_PKEY_CTX_free(ctx);
	EVP_PKEY_free(pk);
	return ret;
}

/* Left-pad b to len bytes into out (leading zeros of b dropped first). */
static int
pad_to(uint8_t *out, const struct tc_bytes *b, size_t len)
{
	const uint8_t *v = b->d;
	size_t n = b->n;

	while (n > 0 && v[0] == 0) {
		v++;
		n--;
	}
	if (n > len)
		return -1;
	memset(out, 0, len - n);
	memcpy(out + len - n, v, n);
	return 0;
}

int
tc_ref_ecdsa_verify(const char *curve, const struct tc_bytes *qx, const struct tc_bytes *qy,
		const struct tc_bytes *msg, const struct tc_bytes *r, const struct tc_bytes *s)
{
	OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
	EC_GROUP *g = EC_GROUP_new_by_curve_name(curve_nid(curve));
	size_t f = g == NULL ? 0 : (EC_GROUP_get_degree(g) + 7) / 8;
	uint8_t pub[1 + 2 * TC_BN_MAX];

	EC_GROUP_free(g);
	pub[0] = 4;
	if (bld == NULL || f == 0 || pad_to(pub + 1, qx, f) != 0 ||
			pad_to(pub + 1 + f, qy, f) != 0 ||
			OSSL_PARAM_BLD_push_utf8_string(bld, OSSL_PKEY_PARAM_GROUP_NAME,
				OBJ_nid2sn(curve_nid(curve)), 0) != 1 ||
			OSSL_PARAM_BLD_push_octet_string(bld, OSSL_PKEY_PARAM_PUB_KEY, pub,
				1 + 2 * f) != 1) {
		OSSL_PARAM_BLD_free(bld);
		return -1;
	}
	return verify_der(pkey_from("EC", bld, false), msg, r, s);
}

int
tc_ref_dsa_verify(const struct tc_bytes *p, const struct tc_bytes *q, const struct tc_bytes *g,
		const struct tc_bytes *y, const struct tc_bytes *msg, const struct tc_bytes *r,
		const struct tc_bytes *s)
{
	OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();

	if (bld == NULL || push(bld, OSSL_PKEY_PARAM_FFC_P, p) != 0 ||
			push(bld, OSSL_PKEY_PARAM_FFC_Q, q) != 0 ||
			push(bld, OSSL_PKEY_PARAM_FFC_G, g) != 0 ||
			push(bld, OSSL_PKEY_PARAM_PUB_KEY, y) != 0) {
		OSSL_PARAM_BLD_free(bld);
		pushed_free();
		return -1;
	}
	return verify_der(pkey_from("DSA", bld, false), msg, r, s);
}

int
tc_ref_ec_mul(int nid, const struct tc_bytes *x, const struct tc_bytes *y,
		const struct tc_bytes *k, struct tc_bytes *rx, struct tc_bytes *ry)
{
	EC_GROUP *g = EC_GROUP_new_by_curve_name(nid);
	EC_POINT *p = g == NULL ? NULL : EC_POINT_new(g), *r = g == NULL ? NULL : EC_POINT_new(g);
	BIGNUM *vx = x == NULL ? BN_new() : tc_ref_bn(x), *vy = y == NULL ? BN_new() : tc_ref_bn(y);
	BIGNUM *vk = tc_ref_bn(k);
	BN_CTX *bc = BN_CTX_new();
	size_t f = g == NULL ? 0 : (EC_GROUP_get_degree(g) + 7) / 8;
	bool ok;
	int ret = -1;

	ok = p != NULL && r != NULL && vx != NULL && vy != NULL && vk != NULL && bc != NULL;
	if (ok && x == NULL)
		ok = EC_POINT_mul(g, r, vk, NULL, NULL, bc) == 1;
	else if (ok)
		ok = EC_POINT_set_affine_coordinates(g, p, vx, vy, bc) == 1 &&
			EC_POINT_is_on_curve(g, p, bc) == 1 &&
			EC_POINT_mul(g, r, NULL, p, vk, bc) == 1;
	if (ok && !EC_POINT_is_at_infinity(g, r) &&
			EC_POINT_get_affine_coordinates(g, r, vx, vy, bc) == 1 &&
			tc_ref_bn_out(vx, f, rx) == 0 && tc_ref_bn_out(vy, f, ry) == 0)
		ret = 0;
	EC_POINT_free(p);
	EC_POINT_free(r);
	EC_GROUP_free(g);
	BN_free(vx);
	BN_free(vy);
	BN_clear_free(vk);
	BN_CTX_free(bc);
	return ret;
}

int
tc_ref_ecpm(const char *curve, const struct tc_bytes *x, const struct tc_bytes *y,
		const struct tc_bytes *k, struct tc_bytes *rx, struct tc_bytes *ry)
{
	return tc_ref_ec_mul(curve_nid(curve), x, y, k, rx, ry);
}

int
tc_ref_ec_keygen(const char *curve, struct tc_bytes *d, struct tc_bytes *qx, struct tc_bytes *qy)
{
	EC_GROUP *g = EC_GROUP_new_by_curve_name(curve_nid(curve));
	EC_POINT *q = g == NULL ? NULL : EC_POINT_new(g);
	BIGNUM *vd = BN_new(), *x = BN_new(), *y = BN_new();
	BN_CTX *bc = BN_CTX_new();
	size_t f = g == NULL ? 0 : (EC_GROUP_get_degree(g) + 7) / 8;
	size_t o = g == NULL ? 0 : (EC_GROUP_order_bits(g) + 7) / 8;
	int ret = -1;

	if (q != NULL && vd != NULL && x != NULL && y != NULL && bc != NULL &&
			BN_rand_range(vd, EC_GROUP_get0_order(g)) == 1 && !BN_is_zero(vd) &&
			EC_POINT_mul(g, q, vd, NULL, NULL, bc) == 1 &&
			EC_POINT_get_affine_coordinates(g, q, x, y, bc) == 1 &&
			tc_ref_bn_out(vd, o, d) == 0 && tc_ref_bn_out(x, f, qx) == 0 &&
			tc_ref_bn_out(y, f, qy) == 0)
		ret = 0;
	EC_POINT_free(q);
	EC_GROUP_free(g);
	BN_free(vd);
	BN_free(x);
	BN_free(y);
	BN_CTX_free(bc);
	return ret;
}

static int
get_bn(EVP_PKEY *pk, const char *name, struct tc_bytes *b)
{
	BIGNUM *v = NULL;
	int ret = -1;

	if (EVP_PKEY_get_bn_param(pk, name, &v) == 1)
		ret = tc_ref_bn_out(v, 0, b);
	BN_clear_free(v);	/* maybe a private part */
	return ret;
}

int
tc_ref_rsa_keygen(unsigned int bits, struct tc_ref_rsa_full *k)
{
	EVP_PKEY *pk = EVP_RSA_gen(bits);
	int ret = -1;

	if (pk != NULL && get_bn(pk, OSSL_PKEY_PARAM_RSA_N, &k->k.n) == 0 &&
			get_bn(pk, OSSL_PKEY_PARAM_RSA_E, &k->k.e) == 0 &&
			get_bn(pk, OSSL_PKEY_PARAM_RSA_D, &k->k.d) == 0 &&
			get_bn(pk, OSSL_PKEY_PARAM_RSA_FACTOR1, &k->p) == 0 &&
			get_bn(pk, OSSL_PKEY_PARAM_RSA_FACTOR2, &k->q) == 0 &&
			get_bn(pk, OSSL_PKEY_PARAM_RSA_EXPONENT1, &k->dp) == 0 &&
			get_bn(pk, OSSL_PKEY_PARAM_RSA_EXPONENT2, &k->dq) == 0 &&
			get_bn(pk, OSSL_PKEY_PARAM_RSA_COEFFICIENT1, &k->qinv) == 0)
		ret = 0;
	EVP_PKEY_free(pk);
	return ret;
}

int
tc_ref_rand_below(const struct tc_bytes *m, struct tc_bytes *r)
{
	BIGNUM *vm = tc_ref_bn(m), *v = BN_new();
	int ret = -1;

	if (vm != NULL && v != NULL && !BN_is_zero(vm) && BN_rand_range(v, vm) == 1)
		ret = tc_ref_bn_out(v, m->n, r);
	BN_free(vm);
	BN_free(v);
	return ret;
}

int
tc_ref_dsa_params(unsigned int pbits, unsigned int qbits, struct tc_bytes *p, struct tc_bytes *q,
		struct tc_bytes *g)
{
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "DSA", NULL);
	EVP_PKEY *pk = NULL;
	int ret = -1;

	if (ctx != NULL && EVP_PKEY_paramgen_init(ctx) == 1 &&
			EVP_PKEY_CTX_set_dsa_paramgen_bits(ctx, (int)pbits) == 1 &&
			EVP_PKEY_CTX_set_dsa_paramgen_q_bits(ctx, (int)qbits) == 1 &&
			EVP_PKEY_paramgen(ctx, &pk) == 1 &&
			get_bn(pk, OSSL_PKEY_PARAM_FFC_P, p) == 0 &&
			get_bn(pk, OSSL_PKEY_PARAM_FFC_Q, q) == 0 &&
			get_bn(pk, OSSL_PKEY_PARAM_FFC_G, g) == 0)
		ret = 0;
	EVP_PKEY_free(pk);
	EVP_PKEY_CTX_free(ctx);
	return ret;
}

void
tc_ref_dh_group(struct tc_bytes *p, struct tc_bytes *g)
{
	BIGNUM *v = BN_get_rfc3526_prime_2048(NULL);

	tc_ref_bn_out(v, 0, p);
	BN_free(v);
	g->d[0] = 2;
	g->n = 1;
}

const char *const tc_ref_ed_names[5] = {
	"Ed25519", "Ed25519ctx", "Ed25519ph", "Ed448", "Ed448ph"
};

bool
tc_ref_ed_instances(void)
{
	EVP_SIGNATURE *sig = EVP_SIGNATURE_fetch(NULL, "ED25519", NULL);
	const OSSL_PARAM *p = sig == NULL ? NULL : EVP_SIGNATURE_settable_ctx_params(sig);
	bool ok = p != NULL && OSSL_PARAM_locate_const(p, "instance") != NULL;

	EVP_SIGNATURE_free(sig);
	return ok;
}

int
tc_ref_ed_sign(bool ed448, const struct tc_bytes *key, int inst, const struct tc_bytes *m,
		const struct tc_bytes *c, struct tc_bytes *out, struct tc_bytes *pub)
{
	EVP_PKEY *k = EVP_PKEY_new_raw_private_key_ex(NULL, ed448 ? "ED448" : "ED25519", NULL,
			key->d, key->n);
	EVP_MD_CTX *md = EVP_MD_CTX_new();
	bool pure = inst == TC_REF_ED25519 || inst == TC_REF_ED448;
	OSSL_PARAM p[3], *pp = p;
	size_t len = sizeof(out->d);
	int ret = -1;

	*pp++ = OSSL_PARAM_construct_utf8_string("instance",
			(char *)(uintptr_t)tc_ref_ed_names[inst], 0);
	if (c != NULL && c->n != 0)
		*pp++ = OSSL_PARAM_construct_octet_string("context-string", (void *)(uintptr_t)c->d,
				c->n);
	*pp = OSSL_PARAM_construct_end();
	if (k != NULL && md != NULL &&
			EVP_DigestSignInit_ex(md, NULL, NULL, NULL, NULL, k, pure ? NULL : p) == 1 &&
			EVP_DigestSign(md, out->d, &len, m->d, m->n) == 1) {
		out->n = len;
		len = sizeof(pub->d);
		ret = EVP_PKEY_get_raw_public_key(k, pub->d, &len) == 1 ? 0 : -1;
		pub->n = len;
	}
	EVP_MD_CTX_free(md);
	EVP_PKEY_free(k);
	return ret;
}
