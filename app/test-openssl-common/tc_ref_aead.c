/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include <openssl/evp.h>

#include <rte_common.h>

#include "tc_ref.h"
#include "tc_ref_fetch.h"
#include "tc_ref_modes.h"

#define GCM_ROW(k, name) \
	{ RTE_CRYPTO_AEAD_AES_GCM, (k), TC_REF_AEAD_GCM, 1, TC_REF_MAX_IV, 1, 16, false, \
		UINT32_MAX, (name) }
#define CCM_ROW(k, name) \
	{ RTE_CRYPTO_AEAD_AES_CCM, (k), TC_REF_AEAD_CCM, 7, 13, 4, 16, true, 65535, (name) }

/* DPDK AEAD algorithm and key length -> OpenSSL cipher. */
static const struct tc_ref_aead ref_aeads[] = {
	GCM_ROW(16, "AES-128-GCM"),
	GCM_ROW(24, "AES-192-GCM"),
	GCM_ROW(32, "AES-256-GCM"),
	CCM_ROW(16, "AES-128-CCM"),
	CCM_ROW(24, "AES-192-CCM"),
	CCM_ROW(32, "AES-256-CCM"),
	{ RTE_CRYPTO_AEAD_CHACHA20_POLY1305, 32, TC_REF_AEAD_CHACHA, 12, 12, 1, 16, false,
		UINT32_MAX, "ChaCha20-Poly1305" },
	/* GCM over SM4-ECB: the system OpenSSL may lack SM4-GCM (3.1) */
	TC_API_2511({ RTE_CRYPTO_AEAD_SM4_GCM, 16, TC_REF_AEAD_GCM_ECB, 1, TC_REF_MAX_IV, 1, 16,
		false, UINT32_MAX, "SM4-ECB" },)
};

static EVP_CIPHER *ref_evp[RTE_DIM(ref_aeads)];

const struct tc_ref_aead *
tc_ref_aead_find(int algo, uint16_t key_len)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(ref_aeads); i++)
		if ((int)ref_aeads[i].algo == algo && ref_aeads[i].key_len == key_len)
			return &ref_aeads[i];
	return NULL;
}

bool
tc_ref_aead_known(int algo)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(ref_aeads); i++)
		if ((int)ref_aeads[i].algo == algo)
			return true;
	return false;
}

static EVP_CIPHER *
ref_fetch(const struct tc_ref_aead *r)
{
	return tc_ref_cipher_cached(&ref_evp[r - ref_aeads], r->evp);
}

/*
 * Cipher, IV length (and the CCM tag length, which enters its first block),
 * key and IV; CCM also needs the payload length before the AAD.
 */
static int
tc_ref_aead_init(const struct tc_ref_aead *r, EVP_CIPHER_CTX *ctx, const uint8_t *key,
		const uint8_t *iv, uint16_t iv_len, uint16_t tag_len, uint32_t len)
{
	const EVP_CIPHER *c = ref_fetch(r);
	int n;

	if (c == NULL || EVP_EncryptInit_ex(ctx, c, NULL, NULL, NULL) != 1 ||
			EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_IVLEN, iv_len, NULL) != 1)
		return -1;
	if (r->mode == TC_REF_AEAD_CCM &&
			EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, tag_len, NULL) != 1)
		return -1;
	if (EVP_EncryptInit_ex(ctx, NULL, NULL, key, iv) != 1)
		return -1;
	if (r->mode == TC_REF_AEAD_CCM &&
			EVP_EncryptUpdate(ctx, NULL, &n, NULL, (int)len) != 1)
		return -1;
	return 0;
}

static int
ref_aead_evp(const struct tc_ref_aead *r, const uint8_t *key, const uint8_t *iv,
		uint16_t iv_len, const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
		uint8_t *out, uint32_t len, uint8_t *tag, uint16_t tag_len)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	uint8_t full[16], tail[EVP_MAX_BLOCK_LENGTH], dummy = 0;
	int n, ret = -1;
	/* CCM computes its tag at its (single) payload call: always make one */
	bool ccm = r->mode == TC_REF_AEAD_CCM;

	if (ctx == NULL || tc_ref_aead_init(r, ctx, key, iv, iv_len, tag_len, len) != 0)
		goto out;
	if (aad_len > 0 && EVP_EncryptUpdate(ctx, NULL, &n, aad, (int)aad_len) != 1)
		goto out;
	if ((len > 0 || ccm) && EVP_EncryptUpdate(ctx, len > 0 ? out : &dummy, &n,
			len > 0 ? in : &dummy, (int)len) != 1)
		goto out;
	if (EVP_EncryptFinal_ex(ctx, tail, &n) != 1)
		goto out;
	/* GCM and ChaCha20-Poly1305 truncate by taking a prefix; CCM is told its length */
	if (EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, ccm ? tag_len : 16, full) != 1)
		goto out;
	memcpy(tag, full, tag_len);
	ret = 0;
out:
	EVP_CIPHER_CTX_free(ctx);
	return ret;
}

int
tc_ref_aead_encrypt(const struct tc_ref_aead *r, const uint8_t *key, const uint8_t *iv,
		uint16_t iv_len, const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
		uint8_t *out, uint32_t len, uint8_t *tag, uint16_t tag_len)
{
	if (r->mode == TC_REF_AEAD_GCM_ECB)
		return tc_ref_gcm_ecb(ref_fetch(r), key, iv, iv_len, aad, aad_len, in, out, len,
				tag, tag_len);
	return ref_aead_evp(r, key, iv, iv_len, aad, aad_len, in, out, len, tag, tag_len);
}
