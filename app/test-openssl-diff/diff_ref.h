/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef DIFF_REF_H
#define DIFF_REF_H

/*
 * Reference models: every DPDK algorithm the differential test knows,
 * computed on flat buffers by OpenSSL called directly (plus the few
 * constructions OpenSSL has no name for). Nothing here uses DPDK except
 * the algorithm enums.
 */

#include <stdbool.h>
#include <stdint.h>

#include <rte_crypto_sym.h>

#define REF_MAX_DIGEST	64
#define REF_MAX_KEY	UINT16_MAX	/* HMAC takes any key length */
#define REF_MAX_IV	128	/* GCM and GMAC take IVs up to 128 bytes */

enum ref_cipher_mode {
	REF_CIPHER_EVP,		/* one EVP cipher, no padding (CBC, CTR, ECB) */
	REF_CIPHER_3DES_CTR,	/* 64-bit big-endian counter over DES-EDE3-ECB */
	REF_CIPHER_DOCSIS,	/* CBC full blocks, runt XORed with E_K(last block or IV) */
	REF_CIPHER_XTS,		/* EVP XTS, tweak incremented per data unit */
	REF_CIPHER_NULL,	/* copy */
};

struct ref_cipher {
	enum rte_crypto_cipher_algorithm algo;
	uint16_t key_len;	/* 0: any length (NULL, which ignores it) */
	uint8_t mode;		/* enum ref_cipher_mode */
	bool key_repeat;	/* DES keys repeated to 24 bytes: K, K1K2K1 */
	uint8_t gran;		/* data length must be a multiple of this */
	uint8_t min_len;	/* shortest legal data length */
	uint8_t iv_min, iv_max;	/* AES-CTR: 12 is nonce || IV, the counter block || 1 */
	uint8_t block;		/* cipher block size */
	const char *evp;	/* EVP cipher of the main transform */
	const char *ecb;	/* ECB of the same cipher (keystream, runt block) */
};

enum ref_auth_mode {
	REF_AUTH_DIGEST,
	REF_AUTH_HMAC,
	REF_AUTH_CMAC,
	REF_AUTH_GMAC,		/* GCM with empty plaintext, data as AAD */
	REF_AUTH_XCBC,		/* RFC 3566 on AES-128-ECB */
	REF_AUTH_NULL,		/* all-zero digest */
};

struct ref_auth {
	enum rte_crypto_auth_algorithm algo;
	uint16_t key_len;	/* 0: any length from key_min to key_max */
	uint8_t mode;		/* enum ref_auth_mode */
	uint8_t full_len;	/* untruncated digest length */
	uint16_t key_min, key_max;
	uint8_t iv_min, iv_max;	/* GMAC IV; 0 0 for the others */
	const char *name;	/* EVP digest, MAC or cipher */
	const char *param;	/* HMAC digest / CMAC cipher */
};

enum ref_aead_mode {
	REF_AEAD_GCM,
	REF_AEAD_CCM,
	REF_AEAD_CHACHA,
};

struct ref_aead {
	enum rte_crypto_aead_algorithm algo;
	uint16_t key_len;
	uint8_t mode;		/* enum ref_aead_mode */
	uint8_t iv_min, iv_max;
	uint8_t tag_min, tag_max;
	bool tag_even;
	uint32_t aad_max;
	const char *evp;
};

/* diff_ref_cipher.c */
const struct ref_cipher *ref_cipher_find(int algo, uint16_t key_len);
bool ref_cipher_known(int algo);
/* Row i of the table, or NULL past its end. */
const struct ref_cipher *ref_cipher_at(unsigned int i);
/*
 * Encrypt or decrypt len bytes of in to out (may be equal). unit: data-unit
 * length of XTS (0: the whole buffer). Returns 0, or -1 on an OpenSSL error.
 */
int ref_cipher_run(const struct ref_cipher *r, const uint8_t *key, uint16_t key_len,
		const uint8_t *iv, uint16_t iv_len, bool encrypt, uint32_t unit,
		const uint8_t *in, uint8_t *out, uint32_t len);

/* diff_ref_auth.c */
const struct ref_auth *ref_auth_find(int algo, uint16_t key_len);
bool ref_auth_known(int algo);
/* Full digest (r->full_len bytes) of data into md. Returns 0 or -1. */
int ref_auth_run(const struct ref_auth *r, const uint8_t *key, uint16_t key_len,
		const uint8_t *iv, uint16_t iv_len, const uint8_t *data, uint32_t len,
		uint8_t *md);
/* RFC 3566 AES-XCBC-MAC (16-byte key, 16-byte MAC). */
int ref_xcbc_mac(const uint8_t *key, const uint8_t *data, uint32_t len, uint8_t *mac);

/* diff_ref_aead.c */
const struct ref_aead *ref_aead_find(int algo, uint16_t key_len);
bool ref_aead_known(int algo);
/* Encrypt len bytes and make a tag of tag_len bytes. Returns 0 or -1. */
int ref_aead_encrypt(const struct ref_aead *r, const uint8_t *key, const uint8_t *iv,
		uint16_t iv_len, const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
		uint8_t *out, uint32_t len, uint8_t *tag, uint16_t tag_len);

/* diff_ref_selftest.c: known answers for the hand-written models; failures. */
unsigned int ref_selftest(void);

#endif /* DIFF_REF_H */
