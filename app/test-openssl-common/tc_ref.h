/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_REF_H
#define TC_REF_H

/*
 * The reference model of every test program: each DPDK algorithm it knows,
 * computed on flat buffers by OpenSSL called directly (plus the few
 * constructions OpenSSL has no name for: 3DES-CTR, DOCSIS BPI, XTS data
 * units, the RFC 3686 CTR block of a 12-byte IV, AES-XCBC-MAC). A new
 * algorithm is a row of the table of its kind. Nothing here uses DPDK
 * except the algorithm enums.
 */

#include <stdbool.h>
#include <stdint.h>

#include <rte_crypto_sym.h>

#include "tc_compat.h"

#define TC_REF_MAX_DIGEST	256	/* SHAKE: any output length up to 256 */
#define TC_REF_MAX_HASH	64	/* the longest fixed-length digest (SHA-512) */
#define TC_REF_MAX_KEY	UINT16_MAX	/* HMAC takes any key length */
#define TC_REF_MAX_IV	128	/* GCM and GMAC take IVs up to 128 bytes */
#define TC_REF_MAX_CIPHER_KEY	64	/* XTS-256: two 32-byte keys */

enum tc_ref_cipher_mode {
	TC_REF_CIPHER_EVP,		/* one EVP cipher, no padding (CBC, CTR, ECB) */
	TC_REF_CIPHER_3DES_CTR,	/* 64-bit big-endian counter over DES-EDE3-ECB */
	TC_REF_CIPHER_DOCSIS,	/* CBC full blocks, runt XORed with E_K(last block or IV) */
	TC_REF_CIPHER_XTS,		/* EVP XTS (or, evp NULL, IEEE XTS over the ECB), tweak
					 * incremented per data unit */
	TC_REF_CIPHER_NULL,	/* copy */
};

struct tc_ref_cipher {
	enum rte_crypto_cipher_algorithm algo;
	uint16_t key_len;	/* 0: any length (NULL, which ignores it) */
	uint8_t mode;		/* enum tc_ref_cipher_mode */
	bool key_repeat;	/* DES keys repeated to 24 bytes: K, K1K2K1 */
	uint8_t gran;		/* data length must be a multiple of this */
	uint8_t min_len;	/* shortest legal data length */
	uint8_t iv_min, iv_max;	/* AES-CTR: 12 is nonce || IV, the counter block || 1 */
	uint8_t block;		/* cipher block size */
	const char *evp;	/* EVP cipher of the main transform */
	const char *ecb;	/* ECB of the same cipher (keystream, runt block) */
};

enum tc_ref_auth_mode {
	TC_REF_AUTH_DIGEST,
	TC_REF_AUTH_HMAC,
	TC_REF_AUTH_CMAC,
	TC_REF_AUTH_GMAC,		/* GCM with empty plaintext, data as AAD */
	TC_REF_AUTH_XCBC,		/* RFC 3566 on AES-128-ECB */
	TC_REF_AUTH_NULL,		/* all-zero digest */
	TC_REF_AUTH_XOF,		/* SHAKE: a shorter output is a prefix */
};

struct tc_ref_auth {
	enum rte_crypto_auth_algorithm algo;
	uint16_t key_len;	/* 0: any length from key_min to key_max */
	uint8_t mode;		/* enum tc_ref_auth_mode */
	uint16_t full_len;	/* untruncated digest length (SHAKE: the longest) */
	uint16_t key_min, key_max;
	uint8_t iv_min, iv_max;	/* GMAC IV; 0 0 for the others */
	const char *name;	/* EVP digest, MAC or cipher */
	const char *param;	/* HMAC digest / CMAC cipher */
};

enum tc_ref_aead_mode {
	TC_REF_AEAD_GCM,
	TC_REF_AEAD_CCM,
	TC_REF_AEAD_CHACHA,
	TC_REF_AEAD_GCM_ECB,	/* GCM written out over the ECB cipher evp names */
};

struct tc_ref_aead {
	enum rte_crypto_aead_algorithm algo;
	uint16_t key_len;
	uint8_t mode;		/* enum tc_ref_aead_mode */
	uint8_t iv_min, iv_max;
	uint8_t tag_min, tag_max;
	bool tag_even;
	uint32_t aad_max;
	const char *evp;
};

/* tc_ref_cipher.c */
const struct tc_ref_cipher *tc_ref_cipher_find(int algo, uint16_t key_len);
bool tc_ref_cipher_known(int algo);
/* Row i of the table, or NULL past its end. */
const struct tc_ref_cipher *tc_ref_cipher_at(unsigned int i);
/*
 * Encrypt or decrypt len bytes of in to out (may be equal). unit: data-unit
 * length of XTS (0: the whole buffer). Returns 0, or -1 on an OpenSSL error.
 */
int tc_ref_cipher_run(const struct tc_ref_cipher *r, const uint8_t *key, uint16_t key_len,
		const uint8_t *iv, uint16_t iv_len, bool encrypt, uint32_t unit,
		const uint8_t *in, uint8_t *out, uint32_t len);

/* tc_ref_auth.c */
const struct tc_ref_auth *tc_ref_auth_find(int algo, uint16_t key_len);
bool tc_ref_auth_known(int algo);
/* Full digest (r->full_len bytes) of data into md. Returns 0 or -1. */
int tc_ref_auth_run(const struct tc_ref_auth *r, const uint8_t *key, uint16_t key_len,
		const uint8_t *iv, uint16_t iv_len, const uint8_t *data, uint32_t len,
		uint8_t *md);
/* RFC 3566 AES-XCBC-MAC (16-byte key, 16-byte MAC). */
int tc_ref_xcbc_mac(const uint8_t *key, const uint8_t *data, uint32_t len, uint8_t *mac);

/* tc_ref_aead.c */
const struct tc_ref_aead *tc_ref_aead_find(int algo, uint16_t key_len);
bool tc_ref_aead_known(int algo);
/* Encrypt len bytes and make a tag of tag_len bytes. Returns 0 or -1. */
int tc_ref_aead_encrypt(const struct tc_ref_aead *r, const uint8_t *key, const uint8_t *iv,
		uint16_t iv_len, const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
		uint8_t *out, uint32_t len, uint8_t *tag, uint16_t tag_len);

/* tc_ref_selftest.c: known answers for the hand-written models; failures. */
unsigned int tc_ref_selftest(void);

#endif /* TC_REF_H */
