/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <rte_common.h>

#include "tc_ref.h"
#include "tc_ref_fetch.h"

#define XCBC_BLOCK	16

#define DIGEST_ROW(a, len, name) \
	{ (a), 0, TC_REF_AUTH_DIGEST, (len), 0, 0, 0, 0, (name), NULL }
#define HMAC_ROW(a, len, md) \
	{ (a), 0, TC_REF_AUTH_HMAC, (len), 0, TC_REF_MAX_KEY, 0, 0, "HMAC", (md) }
#define CMAC_ROW(k, cbc) \
	{ RTE_CRYPTO_AUTH_AES_CMAC, (k), TC_REF_AUTH_CMAC, 16, (k), (k), 0, 0, "CMAC", (cbc) }
#define GMAC_ROW(k, gcm) \
	{ RTE_CRYPTO_AUTH_AES_GMAC, (k), TC_REF_AUTH_GMAC, 16, (k), (k), 1, TC_REF_MAX_IV, \
		(gcm), NULL }

/* DPDK auth algorithm (and key length) -> how OpenSSL computes it. */
static const struct tc_ref_auth ref_auths[] = {
	DIGEST_ROW(RTE_CRYPTO_AUTH_MD5, 16, "MD5"),
	DIGEST_ROW(RTE_CRYPTO_AUTH_SHA1, 20, "SHA1"),
	DIGEST_ROW(RTE_CRYPTO_AUTH_SHA224, 28, "SHA224"),
	DIGEST_ROW(RTE_CRYPTO_AUTH_SHA256, 32, "SHA256"),
	DIGEST_ROW(RTE_CRYPTO_AUTH_SHA384, 48, "SHA384"),
	DIGEST_ROW(RTE_CRYPTO_AUTH_SHA512, 64, "SHA512"),
	DIGEST_ROW(RTE_CRYPTO_AUTH_SHA3_224, 28, "SHA3-224"),
	DIGEST_ROW(RTE_CRYPTO_AUTH_SHA3_256, 32, "SHA3-256"),
	DIGEST_ROW(RTE_CRYPTO_AUTH_SHA3_384, 48, "SHA3-384"),
	DIGEST_ROW(RTE_CRYPTO_AUTH_SHA3_512, 64, "SHA3-512"),
	DIGEST_ROW(RTE_CRYPTO_AUTH_SM3, 32, "SM3"),
	TC_API_2411({ RTE_CRYPTO_AUTH_SHAKE_128, 0, TC_REF_AUTH_XOF, TC_REF_MAX_DIGEST, 0, 0,
		0, 0, "SHAKE128", NULL },)
	TC_API_2411({ RTE_CRYPTO_AUTH_SHAKE_256, 0, TC_REF_AUTH_XOF, TC_REF_MAX_DIGEST, 0, 0,
		0, 0, "SHAKE256", NULL },)
	HMAC_ROW(RTE_CRYPTO_AUTH_MD5_HMAC, 16, "MD5"),
	HMAC_ROW(RTE_CRYPTO_AUTH_SHA1_HMAC, 20, "SHA1"),
	HMAC_ROW(RTE_CRYPTO_AUTH_SHA224_HMAC, 28, "SHA224"),
	HMAC_ROW(RTE_CRYPTO_AUTH_SHA256_HMAC, 32, "SHA256"),
	HMAC_ROW(RTE_CRYPTO_AUTH_SHA384_HMAC, 48, "SHA384"),
	HMAC_ROW(RTE_CRYPTO_AUTH_SHA512_HMAC, 64, "SHA512"),
	HMAC_ROW(RTE_CRYPTO_AUTH_SHA3_224_HMAC, 28, "SHA3-224"),
	HMAC_ROW(RTE_CRYPTO_AUTH_SHA3_256_HMAC, 32, "SHA3-256"),
	HMAC_ROW(RTE_CRYPTO_AUTH_SHA3_384_HMAC, 48, "SHA3-384"),
	HMAC_ROW(RTE_CRYPTO_AUTH_SHA3_512_HMAC, 64, "SHA3-512"),
	TC_API_2411(HMAC_ROW(RTE_CRYPTO_AUTH_SM3_HMAC, 32, "SM3"),)
	CMAC_ROW(16, "AES-128-CBC"),
	CMAC_ROW(24, "AES-192-CBC"),
	CMAC_ROW(32, "AES-256-CBC"),
	GMAC_ROW(16, "AES-128-GCM"),
	GMAC_ROW(24, "AES-192-GCM"),
	GMAC_ROW(32, "AES-256-GCM"),
	{ RTE_CRYPTO_AUTH_AES_XCBC_MAC, 16, TC_REF_AUTH_XCBC, 16, 16, 16, 0, 0,
		"AES-128-ECB", NULL },
	/* any key (ignored), a digest of zeros */
	{ RTE_CRYPTO_AUTH_NULL, 0, TC_REF_AUTH_NULL, TC_REF_MAX_HASH, 0, TC_REF_MAX_KEY, 0, 0,
		NULL, NULL },
};

/* fetched once per row: the digest (plain, HMAC) or cipher (GMAC, XCBC) */
static EVP_MD *ref_md[RTE_DIM(ref_auths)];
static EVP_CIPHER *ref_evp[RTE_DIM(ref_auths)];

const struct tc_ref_auth *
tc_ref_auth_find(int algo, uint16_t key_len)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(ref_auths); i++) {
		const struct tc_ref_auth *r = &ref_auths[i];

		if ((int)r->algo != algo)
			continue;
		if (r->key_len == key_len ||
				(r->key_len == 0 && key_len >= r->key_min && key_len <= r->key_max))
			return r;
	}
	return NULL;
}

bool
tc_ref_auth_known(int algo)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(ref_auths); i++)
		if ((int)ref_auths[i].algo == algo)
			return true;
	return false;
}

static EVP_MD *
ref_fetch_md(const struct tc_ref_auth *r)
{
	return tc_ref_md_cached(&ref_md[r - ref_auths],
			r->mode == TC_REF_AUTH_HMAC ? r->param : r->name);
}

static EVP_CIPHER *
ref_fetch_cipher(const struct tc_ref_auth *r)
{
	return tc_ref_cipher_cached(&ref_evp[r - ref_auths], r->name);
}

static int
ref_digest(const struct tc_ref_auth *r, const uint8_t *data, uint32_t len, uint8_t *md)
{
	const EVP_MD *m = ref_fetch_md(r);
	unsigned int n = 0;

	if (m == NULL || EVP_Digest(data, len, md, &n, m, NULL) != 1)
		return -1;
	return n == r->full_len ? 0 : -1;
}

/* SHAKE: full_len output bytes; the first n of them are the n-byte output */
static int
ref_xof(const struct tc_ref_auth *r, const uint8_t *data, uint32_t len, uint8_t *md)
{
	const EVP_MD *m = ref_fetch_md(r);
	EVP_MD_CTX *ctx = EVP_MD_CTX_new();
	int ret = -1;

	if (m != NULL && ctx != NULL && EVP_DigestInit_ex(ctx, m, NULL) == 1 &&
			EVP_DigestUpdate(ctx, data, len) == 1 &&
			EVP_DigestFinalXOF(ctx, md, r->full_len) == 1)
		ret = 0;
	EVP_MD_CTX_free(ctx);
	return ret;
}

static int
ref_hmac(const struct tc_ref_auth *r, const uint8_t *key, uint16_t key_len,
		const uint8_t *data, uint32_t len, uint8_t *md)
{
	const EVP_MD *m = ref_fetch_md(r);
	unsigned int n = 0;

	/* an empty key: a pointer all the same */
	if (m == NULL || HMAC(m, key != NULL ? key : (const uint8_t *)"", key_len, data, len,
			md, &n) == NULL)
		return -1;
	return n == r->full_len ? 0 : -1;
}

static int
ref_cmac(const struct tc_ref_auth *r, const uint8_t *key, uint16_t key_len,
		const uint8_t *data, uint32_t len, uint8_t *md)
{
	size_t n = 0;

	if (EVP_Q_mac(NULL, r->name, NULL, r->param, NULL, key, key_len, data, len,
			md, r->full_len, &n) == NULL)
		return -1;
	return n == r->full_len ? 0 : -1;
}

/* GMAC: a GCM tag over no plaintext, the data as AAD. */
static int
ref_gmac(const struct tc_ref_auth *r, const uint8_t *key, const uint8_t *iv, uint16_t iv_len,
		const uint8_t *data, uint32_t len, uint8_t *md)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	const EVP_CIPHER *c = ref_fetch_cipher(r);
	uint8_t tail[EVP_MAX_BLOCK_LENGTH];
	int n, ret = -1;

	if (ctx == NULL || c == NULL)
		goto out;
	if (EVP_EncryptInit_ex(ctx, c, NULL, NULL, NULL) != 1 ||
			EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_IVLEN, iv_len, NULL) != 1 ||
			EVP_EncryptInit_ex(ctx, NULL, NULL, key, iv) != 1)
		goto out;
	if (len > 0 && EVP_EncryptUpdate(ctx, NULL, &n, data, (int)len) != 1)
		goto out;
	if (EVP_EncryptFinal_ex(ctx, tail, &n) != 1 ||
			EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, r->full_len, md) != 1)
		goto out;
	ret = 0;
out:
	EVP_CIPHER_CTX_free(ctx);
	return ret;
}

static int
ref_ecb_block(EVP_CIPHER_CTX *ctx, const uint8_t *in, uint8_t *out)
{
	int n = 0;

	return EVP_EncryptUpdate(ctx, out, &n, in, XCBC_BLOCK) == 1 && n == XCBC_BLOCK ?
		0 : -1;
}

static EVP_CIPHER_CTX *
ref_ecb_ctx(const uint8_t *key)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	EVP_CIPHER *c = EVP_CIPHER_fetch(NULL, "AES-128-ECB", NULL);

	if (ctx != NULL && (c == NULL || EVP_EncryptInit_ex2(ctx, c, key, NULL, NULL) != 1 ||
			EVP_CIPHER_CTX_set_padding(ctx, 0) != 1)) {
		EVP_CIPHER_CTX_free(ctx);
		ctx = NULL;
	}
	EVP_CIPHER_free(c);
	return ctx;
}

/*
 * RFC 3566: K1 = E_K(0x01..), K2 = E_K(0x02..), K3 = E_K(0x03..); CBC-MAC
 * under K1, the last block XORed with K2 if complete, else padded 10* and
 * XORed with K3.
 */
int
tc_ref_xcbc_mac(const uint8_t *key, const uint8_t *data, uint32_t len, uint8_t *mac)
{
	uint8_t k[3][XCBC_BLOCK], c[XCBC_BLOCK], last[XCBC_BLOCK];
	EVP_CIPHER_CTX *kc = ref_ecb_ctx(key), *k1 = NULL;
	uint32_t pos = 0, i, rest;
	int ret = -1;

	if (kc == NULL)
		goto out;
	for (i = 0; i < 3; i++) {
		memset(last, (int)i + 1, XCBC_BLOCK);
		if (ref_ecb_block(kc, last, k[i]) != 0)
			goto out;
	}
	k1 = ref_ecb_ctx(k[0]);
	if (k1 == NULL)
		goto out;
	memset(c, 0, sizeof(c));
	for (; len - pos > XCBC_BLOCK; pos += XCBC_BLOCK) {
		for (i = 0; i < XCBC_BLOCK; i++)
			c[i] ^= data[pos + i];
		if (ref_ecb_block(k1, c, c) != 0)
			goto out;
	}
	rest = len - pos;
	memset(last, 0, sizeof(last));
	memcpy(last, data + pos, rest);
	if (rest < XCBC_BLOCK)
		last[rest] = 0x80;
	for (i = 0; i < XCBC_BLOCK; i++)
		c[i] ^= last[i] ^ k[rest == XCBC_BLOCK ? 1 : 2][i];
	ret = ref_ecb_block(k1, c, mac);
out:
	EVP_CIPHER_CTX_free(kc);
	EVP_CIPHER_CTX_free(k1);
	return ret;
}

int
tc_ref_auth_run(const struct tc_ref_auth *r, const uint8_t *key, uint16_t key_len,
		const uint8_t *iv, uint16_t iv_len, const uint8_t *data, uint32_t len,
		uint8_t *md)
{
	switch (r->mode) {
	case TC_REF_AUTH_DIGEST:
		return ref_digest(r, data, len, md);
	case TC_REF_AUTH_XOF:
		return ref_xof(r, data, len, md);
	case TC_REF_AUTH_HMAC:
		return ref_hmac(r, key, key_len, data, len, md);
	case TC_REF_AUTH_CMAC:
		return ref_cmac(r, key, key_len, data, len, md);
	case TC_REF_AUTH_GMAC:
		return ref_gmac(r, key, iv, iv_len, data, len, md);
	case TC_REF_AUTH_XCBC:
		return tc_ref_xcbc_mac(key, data, len, md);
	default:
		memset(md, 0, r->full_len);
		return 0;
	}
}
