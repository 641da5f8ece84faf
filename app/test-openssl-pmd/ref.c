/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The reference: every expected output is computed here, by OpenSSL's EVP
 * API directly, from the same keys, IVs and bytes the driver is given.
 * Nothing in these tests compares against values written by hand.
 */

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/evp.h>

#include "test_pmd.h"

int
ref_cipher(const struct alg_spec *a, bool enc, const uint8_t *key, const uint8_t *iv,
		const uint8_t *in, uint32_t len, uint8_t *out)
{
	EVP_CIPHER *c = EVP_CIPHER_fetch(NULL, a->evp_cipher, NULL);
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	int outl = 0, finl = 0, ok;

	ok = c != NULL && ctx != NULL &&
		EVP_CipherInit_ex2(ctx, c, key, iv, enc, NULL) == 1 &&
		EVP_CIPHER_CTX_set_padding(ctx, 0) == 1 &&
		EVP_CipherUpdate(ctx, out, &outl, in, (int)len) == 1 &&
		EVP_CipherFinal_ex(ctx, out + outl, &finl) == 1 &&
		(uint32_t)(outl + finl) == len;
	EVP_CIPHER_CTX_free(ctx);
	EVP_CIPHER_free(c);
	return ok ? 0 : -1;
}

static int
ref_hash(const struct alg_spec *a, const uint8_t *in, uint32_t len, uint8_t *digest)
{
	EVP_MD *md = EVP_MD_fetch(NULL, a->evp_md, NULL);
	uint8_t full[EVP_MAX_MD_SIZE];
	unsigned int outl = 0;
	int ok;

	ok = md != NULL && EVP_Digest(in, len, full, &outl, md, NULL) == 1 &&
		outl >= a->digest_len;
	if (ok)
		memcpy(digest, full, a->digest_len);
	EVP_MD_free(md);
	return ok ? 0 : -1;
}

/* HMAC and CMAC through EVP_MAC; shorter digests are the truncated MAC. */
static int
ref_evp_mac(const struct alg_spec *a, const uint8_t *key, const uint8_t *in, uint32_t len,
		uint8_t *digest)
{
	bool hmac = a->mac == MAC_HMAC;
	EVP_MAC *mac = EVP_MAC_fetch(NULL, hmac ? "HMAC" : "CMAC", NULL);
	EVP_MAC_CTX *ctx = mac != NULL ? EVP_MAC_CTX_new(mac) : NULL;
	OSSL_PARAM params[2];
	uint8_t full[EVP_MAX_MD_SIZE];
	size_t outl = 0;
	int ok;

	params[0] = OSSL_PARAM_construct_utf8_string(
			hmac ? OSSL_MAC_PARAM_DIGEST : OSSL_MAC_PARAM_CIPHER,
			(char *)(uintptr_t)(hmac ? a->evp_md : a->evp_cipher), 0);
	params[1] = OSSL_PARAM_construct_end();
	ok = ctx != NULL && EVP_MAC_init(ctx, key, a->auth_key_len, params) == 1 &&
		EVP_MAC_update(ctx, in, len) == 1 &&
		EVP_MAC_final(ctx, full, &outl, sizeof(full)) == 1 &&
		outl >= a->digest_len;
	if (ok)
		memcpy(digest, full, a->digest_len);
	EVP_MAC_CTX_free(ctx);
	EVP_MAC_free(mac);
	return ok ? 0 : -1;
}

/* GCM over no plaintext: the data is all AAD. */
static int
ref_gmac(const struct alg_spec *a, const uint8_t *key, const uint8_t *iv,
		const uint8_t *in, uint32_t len, uint8_t *digest)
{
	EVP_CIPHER *c = EVP_CIPHER_fetch(NULL, a->evp_cipher, NULL);
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	uint8_t fin[16];
	int outl = 0, ok;

	ok = c != NULL && ctx != NULL &&
		EVP_EncryptInit_ex2(ctx, c, NULL, NULL, NULL) == 1 &&
		EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_IVLEN, a->auth_iv_len, NULL) == 1 &&
		EVP_EncryptInit_ex2(ctx, NULL, key, iv, NULL) == 1 &&
		(len == 0 || EVP_EncryptUpdate(ctx, NULL, &outl, in, (int)len) == 1) &&
		EVP_EncryptFinal_ex(ctx, fin, &outl) == 1 &&
		EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, a->digest_len, digest) == 1;
	EVP_CIPHER_CTX_free(ctx);
	EVP_CIPHER_free(c);
	return ok ? 0 : -1;
}

int
ref_mac(const struct alg_spec *a, const uint8_t *key, const uint8_t *iv,
		const uint8_t *in, uint32_t len, uint8_t *digest)
{
	switch (a->mac) {
	case MAC_HASH:
		return ref_hash(a, in, len, digest);
	case MAC_HMAC:
	case MAC_CMAC:
		return ref_evp_mac(a, key, in, len, digest);
	case MAC_GMAC:
		return ref_gmac(a, key, iv, in, len, digest);
	case MAC_NONE:
		break;
	}
	return -1;
}

int
ref_aead_encrypt(const struct alg_spec *a, const uint8_t *key, const uint8_t *iv,
		const uint8_t *aad, const uint8_t *in, uint32_t len, uint8_t *out,
		uint8_t *tag)
{
	bool ccm = a->aead == RTE_CRYPTO_AEAD_AES_CCM;
	EVP_CIPHER *c = EVP_CIPHER_fetch(NULL, a->evp_cipher, NULL);
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	uint8_t fin[16];
	int outl = 0, ok;

	ok = c != NULL && ctx != NULL &&
		EVP_EncryptInit_ex2(ctx, c, NULL, NULL, NULL) == 1 &&
		EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_IVLEN, a->iv_len, NULL) == 1 &&
		(!ccm || EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, a->digest_len,
				NULL) == 1) &&
		EVP_EncryptInit_ex2(ctx, NULL, key, iv, NULL) == 1 &&
		(!ccm || EVP_EncryptUpdate(ctx, NULL, &outl, NULL, (int)len) == 1) &&
		(a->aad_len == 0 ||
			EVP_EncryptUpdate(ctx, NULL, &outl, aad, a->aad_len) == 1) &&
		/* CCM takes the payload call even when it is empty */
		((len == 0 && !ccm) || EVP_EncryptUpdate(ctx, len > 0 ? out : fin, &outl,
				len > 0 ? in : fin, (int)len) == 1) &&
		EVP_EncryptFinal_ex(ctx, fin, &outl) == 1 &&
		EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, a->digest_len, tag) == 1;
	EVP_CIPHER_CTX_free(ctx);
	EVP_CIPHER_free(c);
	return ok ? 0 : -1;
}
