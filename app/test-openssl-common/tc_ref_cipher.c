/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include <openssl/evp.h>

#include <rte_common.h>

#include "tc_ref.h"
#include "tc_ref_fetch.h"
#include "tc_ref_modes.h"

#define DES3_KEY_LEN	24

#define CTR12_IV_LEN	12

#define EVP_ROW(a, k, g, iv, b, name) \
	{ (a), (k), TC_REF_CIPHER_EVP, false, (g), 0, (iv), (iv), (b), (name), NULL }
#define CTR_ROW(k, name) \
	{ RTE_CRYPTO_CIPHER_AES_CTR, (k), TC_REF_CIPHER_EVP, false, 1, 0, CTR12_IV_LEN, 16, 16, \
		(name), NULL }
#define DES_ROW(a, k, g, iv, name) \
	{ (a), (k), TC_REF_CIPHER_EVP, true, (g), 0, (iv), (iv), 8, (name), NULL }

/* DPDK cipher algorithm and key length -> how OpenSSL computes it. */
static const struct tc_ref_cipher ref_ciphers[] = {
	EVP_ROW(RTE_CRYPTO_CIPHER_AES_CBC, 16, 16, 16, 16, "AES-128-CBC"),
	EVP_ROW(RTE_CRYPTO_CIPHER_AES_CBC, 24, 16, 16, 16, "AES-192-CBC"),
	EVP_ROW(RTE_CRYPTO_CIPHER_AES_CBC, 32, 16, 16, 16, "AES-256-CBC"),
	CTR_ROW(16, "AES-128-CTR"),
	CTR_ROW(24, "AES-192-CTR"),
	CTR_ROW(32, "AES-256-CTR"),
	EVP_ROW(RTE_CRYPTO_CIPHER_AES_ECB, 16, 16, 0, 16, "AES-128-ECB"),
	EVP_ROW(RTE_CRYPTO_CIPHER_AES_ECB, 24, 16, 0, 16, "AES-192-ECB"),
	EVP_ROW(RTE_CRYPTO_CIPHER_AES_ECB, 32, 16, 0, 16, "AES-256-ECB"),
	{ RTE_CRYPTO_CIPHER_AES_XTS, 32, TC_REF_CIPHER_XTS, false, 1, 16, 16, 16, 16,
		"AES-128-XTS", NULL },
	{ RTE_CRYPTO_CIPHER_AES_XTS, 64, TC_REF_CIPHER_XTS, false, 1, 16, 16, 16, 16,
		"AES-256-XTS", NULL },
	{ RTE_CRYPTO_CIPHER_AES_DOCSISBPI, 16, TC_REF_CIPHER_DOCSIS, false, 1, 0, 16, 16, 16,
		"AES-128-CBC", "AES-128-ECB" },
	{ RTE_CRYPTO_CIPHER_AES_DOCSISBPI, 32, TC_REF_CIPHER_DOCSIS, false, 1, 0, 16, 16, 16,
		"AES-256-CBC", "AES-256-ECB" },
	DES_ROW(RTE_CRYPTO_CIPHER_3DES_CBC, 8, 8, 8, "DES-EDE3-CBC"),
	DES_ROW(RTE_CRYPTO_CIPHER_3DES_CBC, 16, 8, 8, "DES-EDE3-CBC"),
	DES_ROW(RTE_CRYPTO_CIPHER_3DES_CBC, 24, 8, 8, "DES-EDE3-CBC"),
	DES_ROW(RTE_CRYPTO_CIPHER_3DES_ECB, 8, 8, 0, "DES-EDE3-ECB"),
	DES_ROW(RTE_CRYPTO_CIPHER_3DES_ECB, 16, 8, 0, "DES-EDE3-ECB"),
	DES_ROW(RTE_CRYPTO_CIPHER_3DES_ECB, 24, 8, 0, "DES-EDE3-ECB"),
	{ RTE_CRYPTO_CIPHER_3DES_CTR, 8, TC_REF_CIPHER_3DES_CTR, true, 1, 0, 8, 8, 8,
		NULL, "DES-EDE3-ECB" },
	{ RTE_CRYPTO_CIPHER_3DES_CTR, 16, TC_REF_CIPHER_3DES_CTR, true, 1, 0, 8, 8, 8,
		NULL, "DES-EDE3-ECB" },
	{ RTE_CRYPTO_CIPHER_3DES_CTR, 24, TC_REF_CIPHER_3DES_CTR, true, 1, 0, 8, 8, 8,
		NULL, "DES-EDE3-ECB" },
	DES_ROW(RTE_CRYPTO_CIPHER_DES_CBC, 8, 8, 8, "DES-EDE3-CBC"),
	EVP_ROW(RTE_CRYPTO_CIPHER_SM4_ECB, 16, 16, 0, 16, "SM4-ECB"),
	EVP_ROW(RTE_CRYPTO_CIPHER_SM4_CBC, 16, 16, 16, 16, "SM4-CBC"),
	EVP_ROW(RTE_CRYPTO_CIPHER_SM4_CTR, 16, 1, 16, 16, "SM4-CTR"),
	TC_API_2411(EVP_ROW(RTE_CRYPTO_CIPHER_SM4_OFB, 16, 1, 16, 16, "SM4-OFB"),)
	TC_API_2411(EVP_ROW(RTE_CRYPTO_CIPHER_SM4_CFB, 16, 1, 16, 16, "SM4-CFB"),)
	/* IEEE XTS over SM4-ECB: the system OpenSSL may lack SM4-XTS (3.2) */
	TC_API_2411({ RTE_CRYPTO_CIPHER_SM4_XTS, 32, TC_REF_CIPHER_XTS, false, 1, 16, 16, 16, 16,
		NULL, "SM4-ECB" },)
	{ RTE_CRYPTO_CIPHER_DES_DOCSISBPI, 8, TC_REF_CIPHER_DOCSIS, true, 1, 0, 8, 8, 8,
		"DES-EDE3-CBC", "DES-EDE3-ECB" },
	/* any key and IV, both ignored */
	{ RTE_CRYPTO_CIPHER_NULL, 0, TC_REF_CIPHER_NULL, false, 1, 0, 0, TC_REF_MAX_IV, 1,
		NULL, NULL },
};

/* fetched once per table row: [row][0] the main cipher, [row][1] the ECB one */
static EVP_CIPHER *ref_evp[RTE_DIM(ref_ciphers)][2];

const struct tc_ref_cipher *
tc_ref_cipher_find(int algo, uint16_t key_len)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(ref_ciphers); i++)
		if ((int)ref_ciphers[i].algo == algo && (ref_ciphers[i].key_len == key_len ||
				ref_ciphers[i].key_len == 0))
			return &ref_ciphers[i];
	return NULL;
}

bool
tc_ref_cipher_known(int algo)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(ref_ciphers); i++)
		if ((int)ref_ciphers[i].algo == algo)
			return true;
	return false;
}

const struct tc_ref_cipher *
tc_ref_cipher_at(unsigned int i)
{
	return i < RTE_DIM(ref_ciphers) ? &ref_ciphers[i] : NULL;
}

static EVP_CIPHER *
ref_fetch(const struct tc_ref_cipher *r, unsigned int which)
{
	unsigned int row = r - ref_ciphers;

	return tc_ref_cipher_cached(&ref_evp[row][which], which == 0 ? r->evp : r->ecb);
}

/* One EVP pass over in[0..len) with padding off. */
static int
ref_evp_pass(const EVP_CIPHER *c, const uint8_t *key, const uint8_t *iv, int enc,
		const uint8_t *in, uint8_t *out, uint32_t len)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	uint8_t tail[EVP_MAX_BLOCK_LENGTH];
	int n = 0, t = 0, ret = -1;

	if (ctx == NULL || c == NULL)
		goto out;
	if (EVP_CipherInit_ex2(ctx, c, key, iv, enc, NULL) != 1 ||
			EVP_CIPHER_CTX_set_padding(ctx, 0) != 1)
		goto out;
	if (len > 0 && EVP_CipherUpdate(ctx, out, &n, in, (int)len) != 1)
		goto out;
	if (EVP_CipherFinal_ex(ctx, tail, &t) != 1 || (uint32_t)n + t != len)
		goto out;
	ret = 0;
out:
	EVP_CIPHER_CTX_free(ctx);
	return ret;
}

/* 3DES-CTR: keystream block i is E_K(IV + i), IV a 64-bit big-endian counter. */
static int
ref_3des_ctr(const EVP_CIPHER *ecb, const uint8_t *key, const uint8_t *iv,
		const uint8_t *in, uint8_t *out, uint32_t len)
{
	uint8_t ctr[8], blocks[8 * 64], ks[8 * 64];
	uint32_t pos, n, i;
	int j;

	memcpy(ctr, iv, sizeof(ctr));
	for (pos = 0; pos < len; pos += n) {
		n = RTE_MIN(len - pos, (uint32_t)sizeof(ks));
		for (i = 0; i < n; i += 8) {
			memcpy(&blocks[i], ctr, 8);
			for (j = 7; j >= 0; j--)
				if (++ctr[j] != 0)
					break;
		}
		if (ref_evp_pass(ecb, key, NULL, 1, blocks, ks, RTE_ALIGN_CEIL(n, 8)) != 0)
			return -1;
		for (i = 0; i < n; i++)
			out[pos + i] = in[pos + i] ^ ks[i];
	}
	return 0;
}

/*
 * DOCSIS BPI: CBC over the whole blocks; a trailing runt is XORed with
 * E_K(last whole ciphertext block), or E_K(IV) when there is no whole block.
 */
static int
ref_docsis(const struct tc_ref_cipher *r, const uint8_t *key, const uint8_t *iv, bool enc,
		const uint8_t *in, uint8_t *out, uint32_t len)
{
	uint32_t full = len - len % r->block, i;
	uint8_t prev[TC_REF_MAX_IV], ks[TC_REF_MAX_IV];

	if (full == 0)
		memcpy(prev, iv, r->block);
	else if (!enc)
		memcpy(prev, in + full - r->block, r->block);
	if (full > 0 && ref_evp_pass(ref_fetch(r, 0), key, iv, enc, in, out, full) != 0)
		return -1;
	if (full == len)
		return 0;
	if (full > 0 && enc)
		memcpy(prev, out + full - r->block, r->block);
	if (ref_evp_pass(ref_fetch(r, 1), key, NULL, 1, prev, ks, r->block) != 0)
		return -1;
	for (i = full; i < len; i++)
		out[i] = in[i] ^ ks[i - full];
	return 0;
}

/* XTS: each data unit with the tweak incremented (128-bit little-endian). */
static int
ref_xts(const struct tc_ref_cipher *r, const uint8_t *key, const uint8_t *iv, bool enc,
		uint32_t unit, const uint8_t *in, uint8_t *out, uint32_t len)
{
	uint8_t tweak[16];
	uint32_t pos, n;
	int i;

	if (unit == 0)
		unit = len;
	memcpy(tweak, iv, sizeof(tweak));
	for (pos = 0; pos < len; pos += n) {
		n = RTE_MIN(unit, len - pos);
		if (r->evp == NULL ?
				tc_ref_xts_ecb(ref_fetch(r, 1), key, r->key_len, tweak, enc,
					in + pos, out + pos, n) != 0 :
				ref_evp_pass(ref_fetch(r, 0), key, tweak, enc, in + pos, out + pos,
					n) != 0)
			return -1;
		for (i = 0; i < 16; i++)
			if (++tweak[i] != 0)
				break;
	}
	return 0;
}

int
tc_ref_cipher_run(const struct tc_ref_cipher *r, const uint8_t *key, uint16_t key_len,
		const uint8_t *iv, uint16_t iv_len, bool encrypt, uint32_t unit,
		const uint8_t *in, uint8_t *out, uint32_t len)
{
	uint8_t k[DES3_KEY_LEN + 64], ctr[16];
	uint16_t i;

	if (r->mode == TC_REF_CIPHER_NULL) {
		memmove(out, in, len);
		return 0;
	}
	memcpy(k, key, key_len);
	if (r->key_repeat) {
		for (i = key_len; i < DES3_KEY_LEN; i++)
			k[i] = k[i % key_len];
	}
	/* RFC 3686 counter block: nonce || IV || 0x00000001 */
	if (r->algo == RTE_CRYPTO_CIPHER_AES_CTR && iv_len == CTR12_IV_LEN) {
		memcpy(ctr, iv, CTR12_IV_LEN);
		memset(ctr + CTR12_IV_LEN, 0, 3);
		ctr[15] = 1;
		iv = ctr;
	}
	switch (r->mode) {
	case TC_REF_CIPHER_EVP:
		return ref_evp_pass(ref_fetch(r, 0), k, iv, encrypt, in, out, len);
	case TC_REF_CIPHER_3DES_CTR:
		return ref_3des_ctr(ref_fetch(r, 1), k, iv, in, out, len);
	case TC_REF_CIPHER_DOCSIS:
		return ref_docsis(r, k, iv, encrypt, in, out, len);
	default:
		return ref_xts(r, k, iv, encrypt, unit, in, out, len);
	}
}
