/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include "test_pmd.h"

#define CIPHER(n, alg, evp, key, iv, blk) \
	.name = (n), .kind = ALG_CIPHER, .cipher = (alg), .evp_cipher = (evp), \
	.key_len = (key), .iv_len = (iv), .block = (blk)

#define CHAIN(n, calg, cevp, key, iv, blk, aalg, md, akey, dlen) \
	.name = (n), .kind = ALG_CHAIN, .cipher = (calg), .evp_cipher = (cevp), \
	.key_len = (key), .iv_len = (iv), .block = (blk), .auth = (aalg), \
	.evp_md = (md), .mac = MAC_HMAC, .auth_key_len = (akey), .digest_len = (dlen)

#define AEAD(n, alg, evp, key, iv, dlen, aad) \
	.name = (n), .kind = ALG_AEAD, .aead = (alg), .evp_cipher = (evp), \
	.key_len = (key), .iv_len = (iv), .block = 1, .digest_len = (dlen), \
	.aad_len = (aad)

#define HASH(n, alg, md, dlen) \
	.name = (n), .kind = ALG_AUTH, .auth = (alg), .evp_md = (md), .mac = MAC_HASH, \
	.digest_len = (dlen)

#define HMAC(n, alg, md, key, dlen) \
	.name = (n), .kind = ALG_AUTH, .auth = (alg), .evp_md = (md), .mac = MAC_HMAC, \
	.auth_key_len = (key), .digest_len = (dlen)

#define CMAC(n, evp, key, dlen) \
	.name = (n), .kind = ALG_AUTH, .auth = RTE_CRYPTO_AUTH_AES_CMAC, .evp_cipher = (evp), \
	.mac = MAC_CMAC, .auth_key_len = (key), .digest_len = (dlen)

#define GMAC(n, evp, key, iv) \
	.name = (n), .kind = ALG_AUTH, .auth = RTE_CRYPTO_AUTH_AES_GMAC, .evp_cipher = (evp), \
	.mac = MAC_GMAC, .auth_key_len = (key), .auth_iv_len = (iv), .digest_len = 16

/*
 * Everything the functional, differential and session tests cover: the
 * names in the first column are the test case names.
 */
const struct alg_spec alg_table[] = {
	{ CIPHER("aes-cbc-128", RTE_CRYPTO_CIPHER_AES_CBC, "AES-128-CBC", 16, 16, 16) },
	{ CIPHER("aes-cbc-192", RTE_CRYPTO_CIPHER_AES_CBC, "AES-192-CBC", 24, 16, 16) },
	{ CIPHER("aes-cbc-256", RTE_CRYPTO_CIPHER_AES_CBC, "AES-256-CBC", 32, 16, 16) },
	{ CIPHER("aes-ctr-128", RTE_CRYPTO_CIPHER_AES_CTR, "AES-128-CTR", 16, 16, 1) },
	{ CIPHER("aes-ctr-256", RTE_CRYPTO_CIPHER_AES_CTR, "AES-256-CTR", 32, 16, 1) },
	{ CIPHER("aes-ecb-128", RTE_CRYPTO_CIPHER_AES_ECB, "AES-128-ECB", 16, 0, 16) },
	{ CIPHER("aes-ecb-256", RTE_CRYPTO_CIPHER_AES_ECB, "AES-256-ECB", 32, 0, 16) },
	{ CIPHER("aes-xts-128", RTE_CRYPTO_CIPHER_AES_XTS, "AES-128-XTS", 32, 16, 16),
	  .min_len = 16 },
	{ CIPHER("aes-xts-256", RTE_CRYPTO_CIPHER_AES_XTS, "AES-256-XTS", 64, 16, 16),
	  .min_len = 16 },
	{ CIPHER("3des-cbc", RTE_CRYPTO_CIPHER_3DES_CBC, "DES-EDE3-CBC", 24, 8, 8) },
	{ CIPHER("3des-cbc-2key", RTE_CRYPTO_CIPHER_3DES_CBC, "DES-EDE-CBC", 16, 8, 8) },
	{ HASH("md5", RTE_CRYPTO_AUTH_MD5, "MD5", 16) },
	{ HASH("sha1", RTE_CRYPTO_AUTH_SHA1, "SHA1", 20) },
	{ HASH("sha224", RTE_CRYPTO_AUTH_SHA224, "SHA224", 28) },
	{ HASH("sha256", RTE_CRYPTO_AUTH_SHA256, "SHA256", 32) },
	{ HASH("sha384", RTE_CRYPTO_AUTH_SHA384, "SHA384", 48) },
	{ HASH("sha512", RTE_CRYPTO_AUTH_SHA512, "SHA512", 64) },
	{ HASH("sha3-256", RTE_CRYPTO_AUTH_SHA3_256, "SHA3-256", 32) },
	{ HMAC("sha1-hmac", RTE_CRYPTO_AUTH_SHA1_HMAC, "SHA1", 20, 20) },
	{ HMAC("sha224-hmac", RTE_CRYPTO_AUTH_SHA224_HMAC, "SHA224", 28, 28) },
	{ HMAC("sha256-hmac", RTE_CRYPTO_AUTH_SHA256_HMAC, "SHA256", 32, 32) },
	{ HMAC("sha256-hmac-longkey", RTE_CRYPTO_AUTH_SHA256_HMAC, "SHA256", 100, 32) },
	{ HMAC("sha384-hmac", RTE_CRYPTO_AUTH_SHA384_HMAC, "SHA384", 48, 48) },
	{ HMAC("sha512-hmac-trunc32", RTE_CRYPTO_AUTH_SHA512_HMAC, "SHA512", 64, 32) },
	{ HMAC("sha3-256-hmac", RTE_CRYPTO_AUTH_SHA3_256_HMAC, "SHA3-256", 32, 32) },
	{ HMAC("md5-hmac-trunc12", RTE_CRYPTO_AUTH_MD5_HMAC, "MD5", 16, 12) },
	{ CMAC("aes-cmac", "AES-128-CBC", 16, 16) },
	{ CMAC("aes-cmac-256-trunc12", "AES-256-CBC", 32, 12) },
	{ GMAC("aes-gmac", "AES-128-GCM", 16, 12) },
	{ GMAC("aes-gmac-256-iv16", "AES-256-GCM", 32, 16) },
	{ CHAIN("aes-cbc-128+sha1-hmac", RTE_CRYPTO_CIPHER_AES_CBC, "AES-128-CBC", 16, 16,
		16, RTE_CRYPTO_AUTH_SHA1_HMAC, "SHA1", 20, 12) },
	{ CHAIN("aes-ctr-128+sha256-hmac", RTE_CRYPTO_CIPHER_AES_CTR, "AES-128-CTR", 16, 16,
		1, RTE_CRYPTO_AUTH_SHA256_HMAC, "SHA256", 32, 32) },
	{ CHAIN("3des-cbc+md5-hmac", RTE_CRYPTO_CIPHER_3DES_CBC, "DES-EDE3-CBC", 24, 8, 8,
		RTE_CRYPTO_AUTH_MD5_HMAC, "MD5", 16, 16) },
	{ CHAIN("aes-cbc-256+sha512-hmac", RTE_CRYPTO_CIPHER_AES_CBC, "AES-256-CBC", 32, 16,
		16, RTE_CRYPTO_AUTH_SHA512_HMAC, "SHA512", 64, 32) },
	{ AEAD("aes-gcm-128", RTE_CRYPTO_AEAD_AES_GCM, "AES-128-GCM", 16, 12, 16, 16) },
	{ AEAD("aes-gcm-192-aad5-tag12", RTE_CRYPTO_AEAD_AES_GCM, "AES-192-GCM", 24, 12, 12,
		5) },
	{ AEAD("aes-gcm-256-noaad", RTE_CRYPTO_AEAD_AES_GCM, "AES-256-GCM", 32, 12, 16, 0) },
	{ AEAD("aes-gcm-128-iv16", RTE_CRYPTO_AEAD_AES_GCM, "AES-128-GCM", 16, 16, 16, 20) },
	{ AEAD("aes-ccm-128", RTE_CRYPTO_AEAD_AES_CCM, "AES-128-CCM", 16, 12, 8, 12) },
	{ AEAD("aes-ccm-128-n13-tag4", RTE_CRYPTO_AEAD_AES_CCM, "AES-128-CCM", 16, 13, 4,
		31) },
	{ AEAD("aes-ccm-256-n7-noaad", RTE_CRYPTO_AEAD_AES_CCM, "AES-256-CCM", 32, 7, 16, 0) },
	{ AEAD("chacha20-poly1305", RTE_CRYPTO_AEAD_CHACHA20_POLY1305, "ChaCha20-Poly1305",
		32, 12, 16, 12) },
};

const unsigned int alg_table_len = RTE_DIM(alg_table);

const struct alg_spec *
alg_find(const char *name)
{
	unsigned int i;

	for (i = 0; i < alg_table_len; i++)
		if (strcmp(alg_table[i].name, name) == 0)
			return &alg_table[i];
	return NULL;
}

bool
alg_has_digest(const struct alg_spec *a)
{
	return a->kind != ALG_CIPHER;
}

bool
alg_has_cipher(const struct alg_spec *a)
{
	return a->kind == ALG_CIPHER || a->kind == ALG_CHAIN || a->kind == ALG_AEAD;
}

static bool
cipher_supported(uint8_t dev, const struct alg_spec *a)
{
	struct rte_cryptodev_sym_capability_idx idx = {
		.type = RTE_CRYPTO_SYM_XFORM_CIPHER,
		.algo.cipher = a->cipher,
	};
	const struct rte_cryptodev_symmetric_capability *cap;

	cap = rte_cryptodev_sym_capability_get(dev, &idx);
	return cap != NULL &&
		rte_cryptodev_sym_capability_check_cipher(cap, a->key_len, a->iv_len) == 0;
}

static bool
auth_supported(uint8_t dev, const struct alg_spec *a)
{
	struct rte_cryptodev_sym_capability_idx idx = {
		.type = RTE_CRYPTO_SYM_XFORM_AUTH,
		.algo.auth = a->auth,
	};
	const struct rte_cryptodev_symmetric_capability *cap;

	cap = rte_cryptodev_sym_capability_get(dev, &idx);
	return cap != NULL && rte_cryptodev_sym_capability_check_auth(cap,
			a->auth_key_len, a->digest_len, a->auth_iv_len) == 0;
}

static bool
aead_supported(uint8_t dev, const struct alg_spec *a)
{
	struct rte_cryptodev_sym_capability_idx idx = {
		.type = RTE_CRYPTO_SYM_XFORM_AEAD,
		.algo.aead = a->aead,
	};
	const struct rte_cryptodev_symmetric_capability *cap;

	cap = rte_cryptodev_sym_capability_get(dev, &idx);
	return cap != NULL && rte_cryptodev_sym_capability_check_aead(cap, a->key_len,
			a->digest_len, a->aad_len, a->iv_len) == 0;
}

bool
alg_supported(uint8_t dev, const struct alg_spec *a)
{
	switch (a->kind) {
	case ALG_CIPHER:
		return cipher_supported(dev, a);
	case ALG_AUTH:
		return auth_supported(dev, a);
	case ALG_CHAIN:
		return cipher_supported(dev, a) && auth_supported(dev, a);
	case ALG_AEAD:
		return aead_supported(dev, a);
	}
	return false;
}

static void
cipher_xform(struct rte_crypto_sym_xform *x, struct sess_params *p)
{
	const struct alg_spec *a = p->alg;

	x->type = RTE_CRYPTO_SYM_XFORM_CIPHER;
	x->cipher.op = p->encrypt ? RTE_CRYPTO_CIPHER_OP_ENCRYPT : RTE_CRYPTO_CIPHER_OP_DECRYPT;
	x->cipher.algo = a->cipher;
	x->cipher.key.data = p->key;
	x->cipher.key.length = a->key_len;
	x->cipher.iv.offset = OP_PRIV_OFF + offsetof(struct op_priv, iv);
	x->cipher.iv.length = a->iv_len;
}

static void
auth_xform(struct rte_crypto_sym_xform *x, struct sess_params *p)
{
	const struct alg_spec *a = p->alg;

	x->type = RTE_CRYPTO_SYM_XFORM_AUTH;
	x->auth.op = p->encrypt ? RTE_CRYPTO_AUTH_OP_GENERATE : RTE_CRYPTO_AUTH_OP_VERIFY;
	x->auth.algo = a->auth;
	x->auth.key.data = a->auth_key_len != 0 ? p->auth_key : NULL;
	x->auth.key.length = a->auth_key_len;
	x->auth.iv.offset = OP_PRIV_OFF + offsetof(struct op_priv, auth_iv);
	x->auth.iv.length = a->auth_iv_len;
	x->auth.digest_length = a->digest_len;
}

static void
aead_xform(struct rte_crypto_sym_xform *x, struct sess_params *p)
{
	const struct alg_spec *a = p->alg;

	x->type = RTE_CRYPTO_SYM_XFORM_AEAD;
	x->aead.op = p->encrypt ? RTE_CRYPTO_AEAD_OP_ENCRYPT : RTE_CRYPTO_AEAD_OP_DECRYPT;
	x->aead.algo = a->aead;
	x->aead.key.data = p->key;
	x->aead.key.length = a->key_len;
	x->aead.iv.offset = OP_PRIV_OFF + offsetof(struct op_priv, iv);
	x->aead.iv.length = a->iv_len;
	x->aead.digest_length = a->digest_len;
	x->aead.aad_length = a->aad_len;
}

/*
 * The xform chain: encrypt-then-generate (cipher first) or
 * verify-then-decrypt (auth first); the MAC always covers the ciphertext.
 */
static void
params_build(struct sess_params *p)
{
	struct rte_crypto_sym_xform *first = &p->xf[0], *second = &p->xf[1];

	memset(p->xf, 0, sizeof(p->xf));
	switch (p->alg->kind) {
	case ALG_CIPHER:
		cipher_xform(first, p);
		break;
	case ALG_AUTH:
		auth_xform(first, p);
		break;
	case ALG_AEAD:
		aead_xform(first, p);
		break;
	case ALG_CHAIN:
		if (p->encrypt) {
			cipher_xform(first, p);
			auth_xform(second, p);
		} else {
			auth_xform(first, p);
			cipher_xform(second, p);
		}
		first->next = second;
		break;
	}
}

/* Built once by params_init(): read-only afterwards, so threads may share it. */
struct rte_crypto_sym_xform *
params_xform(struct sess_params *p)
{
	return &p->xf[0];
}

void
params_init(struct sess_params *p, const struct alg_spec *a, bool encrypt, struct rng *r)
{
	memset(p, 0, sizeof(*p));
	p->alg = a;
	p->encrypt = encrypt;
	rng_bytes(r, p->key, sizeof(p->key));
	rng_bytes(r, p->auth_key, sizeof(p->auth_key));
	params_build(p);
}

const char *
dir_name(const struct alg_spec *a, bool encrypt)
{
	switch (a->kind) {
	case ALG_AUTH:
		return encrypt ? "generate" : "verify";
	case ALG_CHAIN:
		return encrypt ? "encrypt+generate" : "verify+decrypt";
	case ALG_CIPHER:
	case ALG_AEAD:
		break;
	}
	return encrypt ? "encrypt" : "decrypt";
}

bool
shape_need_met(enum shape_need need, const struct alg_spec *a, bool encrypt)
{
	switch (need) {
	case NEED_NONE:
		return true;
	case NEED_DIGEST:
		return alg_has_digest(a);
	case NEED_VERIFY:
		return alg_has_digest(a) && !encrypt;
	}
	return false;
}
