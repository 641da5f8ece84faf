/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * What the floor does once per algorithm, before the timed loop: fetch the
 * cipher, MAC and digest, key their contexts (a copyable template too),
 * HMAC's inner and outer digest states and CMAC's subkeys, and free it all.
 */

#include <stdint.h>
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/params.h>

#include "floor.h"

#define HMAC_BLOCK 64	/* SHA-1 and SHA-256's block: the key is used as it is */

static void
fill_pattern(uint8_t *p, size_t len, uint8_t seed)
{
	size_t i;

	for (i = 0; i < len; i++)
		p[i] = (uint8_t)(seed + i * 7);
}

static int
setup_cipher(struct floor_state *st, const char *name)
{
	st->cipher = EVP_CIPHER_fetch(NULL, name, NULL);
	st->cctx = EVP_CIPHER_CTX_new();
	if (st->cipher == NULL || st->cctx == NULL ||
			EVP_CipherInit_ex(st->cctx, st->cipher, NULL, st->key, st->iv,
				st->enc) != 1)
		return -1;
	/* block modes only: padding means nothing to GCM, and OpenSSL 3.0
	 * re-applies a padding setting on every re-init (a set_params call)
	 */
	if (EVP_CIPHER_get_mode(st->cipher) != EVP_CIPH_GCM_MODE &&
			EVP_CIPHER_CTX_set_padding(st->cctx, 0) != 1)
		return -1;
	memcpy(st->chain, st->iv, sizeof(st->chain));
	/* the provider-direct variants' context (they fail where it is missing) */
	(void)floor_prov_setup(st, name);
	/* a copyable template where OpenSSL can copy (not GCM before 3.2) */
	st->ctmpl = EVP_CIPHER_CTX_new();
	if (st->ctmpl != NULL && EVP_CIPHER_CTX_copy(st->ctmpl, st->cctx) != 1) {
		EVP_CIPHER_CTX_free(st->ctmpl);
		st->ctmpl = NULL;
	}
	return 0;
}

static int
setup_hmac_pads(struct floor_state *st, const char *md)
{
	uint8_t pad[HMAC_BLOCK], opad[HMAC_BLOCK];
	size_t i;

	st->md = EVP_MD_fetch(NULL, md, NULL);
	st->ipad = EVP_MD_CTX_new();
	st->opad = EVP_MD_CTX_new();
	st->mdctx = EVP_MD_CTX_new();
	if (st->md == NULL || st->ipad == NULL || st->opad == NULL || st->mdctx == NULL)
		return -1;
	if (EVP_MD_get_block_size(st->md) != HMAC_BLOCK)
		return -1;
	/* key_len == HMAC_BLOCK: the key is used as it is */
	for (i = 0; i < HMAC_BLOCK; i++)
		pad[i] = st->key[i] ^ 0x36;
	if (EVP_DigestInit_ex(st->ipad, st->md, NULL) != 1 ||
			EVP_DigestUpdate(st->ipad, pad, sizeof(pad)) != 1)
		return -1;
	for (i = 0; i < HMAC_BLOCK; i++)
		opad[i] = st->key[i] ^ 0x5c;
	if (EVP_DigestInit_ex(st->opad, st->md, NULL) != 1 ||
			EVP_DigestUpdate(st->opad, opad, sizeof(opad)) != 1)
		return -1;
	/* the same states in the provider's own contexts (the floor variant) */
	return floor_prov_md_setup(st, pad, opad, HMAC_BLOCK);
}

static int
setup_mac(struct floor_state *st, const char *mac, const char *param, const char *value)
{
	OSSL_PARAM params[2];

	params[0] = OSSL_PARAM_construct_utf8_string(param, (char *)(uintptr_t)value, 0);
	params[1] = OSSL_PARAM_construct_end();
	st->mac = EVP_MAC_fetch(NULL, mac, NULL);
	st->mctx = st->mac != NULL ? EVP_MAC_CTX_new(st->mac) : NULL;
	if (st->mctx == NULL || EVP_MAC_init(st->mctx, st->key, st->key_len, params) != 1)
		return -1;
	st->mtmpl = EVP_MAC_CTX_dup(st->mctx);
	return st->mtmpl != NULL ? 0 : -1;
}

static void
setup_common(struct floor_state *st, const struct floor_algo *a)
{
	st->enc = a->enc;
	st->key_len = a->key_len;
	st->digest_len = a->digest_len;
	fill_pattern(st->key, sizeof(st->key), 0x11);
	fill_pattern(st->iv, sizeof(st->iv), 0x22);
	fill_pattern(st->aad, sizeof(st->aad), 0x33);
}

int
floor_setup_cipher_only(struct floor_state *st, const struct floor_algo *a)
{
	setup_common(st, a);
	return setup_cipher(st, a->evp_name);
}

int
floor_setup_hmac(struct floor_state *st, const struct floor_algo *a)
{
	setup_common(st, a);
	if (st->key_len != HMAC_BLOCK || setup_mac(st, "HMAC", OSSL_MAC_PARAM_DIGEST,
			a->evp_name) != 0)
		return -1;
	return setup_hmac_pads(st, a->evp_name);
}

/* K1 = 2L, K2 = 4L in GF(2^128), L = E_K(0) (SP 800-38B) */
static void
gf_double(uint8_t *b)
{
	uint8_t carry = b[0] >> 7;
	int i;

	for (i = 0; i < 15; i++)
		b[i] = (uint8_t)(b[i] << 1 | b[i + 1] >> 7);
	b[15] = (uint8_t)(b[15] << 1) ^ (uint8_t)(0x87 * carry);
}

static int
setup_cmac_subkeys(struct floor_state *st)
{
	uint8_t l[16];
	int n;

	/* the keyed CBC context, steered to a zero IV, encrypts one zero block */
	memcpy(l, st->chain, 16);
	if (EVP_EncryptUpdate(st->cctx, l, &n, l, 16) != 1)
		return -1;
	memcpy(st->chain, l, 16);
	gf_double(l);
	memcpy(st->k1, l, 16);
	gf_double(l);
	memcpy(st->k2, l, 16);
	OPENSSL_cleanse(l, sizeof(l));
	return 0;
}

int
floor_setup_cmac(struct floor_state *st, const struct floor_algo *a)
{
	setup_common(st, a);
	if (setup_mac(st, "CMAC", OSSL_MAC_PARAM_CIPHER, a->evp_name) != 0)
		return -1;
	st->enc = 1;
	if (setup_cipher(st, a->evp_name) != 0)
		return -1;
	return setup_cmac_subkeys(st);
}

/* AES-128-CBC with a 16-byte key, HMAC-SHA1 with a 64-byte key */
int
floor_setup_cbc_hmac(struct floor_state *st, const struct floor_algo *a)
{
	setup_common(st, a);
	if (setup_cipher(st, a->evp_name) != 0)
		return -1;
	st->key_len = HMAC_BLOCK;
	if (setup_mac(st, "HMAC", OSSL_MAC_PARAM_DIGEST, "SHA1") != 0)
		return -1;
	return setup_hmac_pads(st, "SHA1");
}

void
floor_state_free(struct floor_state *st)
{
	floor_prov_free(st);
	EVP_CIPHER_CTX_free(st->cctx);
	EVP_CIPHER_CTX_free(st->ctmpl);
	EVP_CIPHER_free(st->cipher);
	EVP_MAC_CTX_free(st->mctx);
	EVP_MAC_CTX_free(st->mtmpl);
	EVP_MAC_free(st->mac);
	EVP_MD_CTX_free(st->ipad);
	EVP_MD_CTX_free(st->opad);
	EVP_MD_CTX_free(st->mdctx);
	EVP_MD_free(st->md);
	OPENSSL_cleanse(st->key, sizeof(st->key));
}
