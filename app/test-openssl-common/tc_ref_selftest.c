/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Checks of the reference models themselves: published answers for the
 * construction OpenSSL has no name for (AES-XCBC-MAC), the modes written out
 * over ECB (tc_ref_modes.c) run on AES against OpenSSL's AES-XTS and AES-GCM,
 * and a decrypt of every cipher model's encryption.
 */

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include <openssl/evp.h>

#include <rte_common.h>

#include "tc_ref.h"
#include "tc_ref_modes.h"

struct xcbc_vector {
	uint32_t len;		/* message: bytes 00 01 02 ... */
	uint8_t mac[16];
};

/* RFC 3566 section 4, key 000102...0f */
static const struct xcbc_vector xcbc_vectors[] = {
	{ 0, { 0x75, 0xf0, 0x25, 0x1d, 0x52, 0x8a, 0xc0, 0x1c,
		0x45, 0x73, 0xdf, 0xd5, 0x84, 0xd7, 0x9f, 0x29 } },
	{ 3, { 0x5b, 0x37, 0x65, 0x80, 0xae, 0x2f, 0x19, 0xaf,
		0xe7, 0x21, 0x9c, 0xee, 0xf1, 0x72, 0x75, 0x6f } },
	{ 16, { 0xd2, 0xa2, 0x46, 0xfa, 0x34, 0x9b, 0x68, 0xa7,
		0x99, 0x98, 0xa4, 0x39, 0x4f, 0xf7, 0xa2, 0x63 } },
	{ 20, { 0x47, 0xf5, 0x1b, 0x45, 0x64, 0x96, 0x62, 0x15,
		0xb8, 0x98, 0x5c, 0x63, 0x05, 0x5e, 0xd3, 0x08 } },
	{ 32, { 0xf5, 0x4f, 0x0e, 0xc8, 0xd2, 0xb9, 0xf3, 0xd3,
		0x68, 0x07, 0x73, 0x4b, 0xd5, 0x28, 0x3f, 0xd4 } },
	{ 34, { 0xbe, 0xcb, 0xb3, 0xbc, 0xcd, 0xb5, 0x18, 0xa3,
		0x06, 0x77, 0xd5, 0x48, 0x1f, 0xb6, 0xb4, 0xd8 } },
};

static unsigned int
selftest_xcbc(void)
{
	uint8_t key[16], msg[64], mac[16];
	unsigned int i, failed = 0;

	for (i = 0; i < sizeof(msg); i++)
		msg[i] = i;
	memcpy(key, msg, sizeof(key));
	for (i = 0; i < RTE_DIM(xcbc_vectors); i++) {
		const struct xcbc_vector *v = &xcbc_vectors[i];

		if (tc_ref_xcbc_mac(key, msg, v->len, mac) != 0 ||
				memcmp(mac, v->mac, sizeof(mac)) != 0) {
			printf("FAIL reference self-test: AES-XCBC-MAC RFC 3566 %u-byte message\n",
					v->len);
			failed++;
		}
	}
	return failed;
}

/* decrypt(encrypt(p)) == p, and the ciphertext differs from p (but for NULL). */
static bool
cipher_round_trip(const struct tc_ref_cipher *r, const uint8_t *key, const uint8_t *iv,
		const uint8_t *p, uint32_t len)
{
	uint8_t c[512], d[512];

	if (tc_ref_cipher_run(r, key, r->key_len, iv, r->iv_max, true, 0, p, c, len) != 0 ||
			tc_ref_cipher_run(r, key, r->key_len, iv, r->iv_max, false, 0, c, d,
				len) != 0)
		return false;
	if (memcmp(p, d, len) != 0)
		return false;
	return r->mode == TC_REF_CIPHER_NULL || len < 8 || memcmp(p, c, len) != 0;
}

/* Every cipher row: decrypt(encrypt(p)) == p over awkward lengths. */
static unsigned int
selftest_cipher_roundtrip(void)
{
	static const uint32_t lens[] = { 0, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 100, 512 };
	uint8_t key[64], iv[16], p[512];
	const struct tc_ref_cipher *r;
	unsigned int i, j, failed = 0;

	for (i = 0; i < sizeof(p); i++)
		p[i] = (uint8_t)(i * 7 + 3);
	for (i = 0; i < sizeof(key); i++)
		key[i] = (uint8_t)(i * 13 + 1);
	memset(iv, 0xa5, sizeof(iv));
	for (i = 0; (r = tc_ref_cipher_at(i)) != NULL; i++) {
		for (j = 0; j < RTE_DIM(lens); j++) {
			if (lens[j] % r->gran != 0 || lens[j] < r->min_len ||
					cipher_round_trip(r, key, iv, p, lens[j]))
				continue;
			printf("FAIL reference self-test: cipher %d key %u (%s) round trip, "
					"%u bytes\n", r->algo, r->key_len,
					r->evp != NULL ? r->evp : r->ecb != NULL ? r->ecb : "NULL",
					lens[j]);
			failed++;
		}
	}
	return failed;
}

static const uint32_t mode_lens[] = { 0, 1, 15, 16, 17, 31, 32, 33, 100, 512 };

/* IEEE XTS over AES-128-ECB == OpenSSL's AES-128-XTS, both ways, stealing included. */
static unsigned int
selftest_xts_ecb(const EVP_CIPHER *ecb, const uint8_t *key, const uint8_t *iv,
		const uint8_t *p)
{
	const struct tc_ref_cipher *r = tc_ref_cipher_find(RTE_CRYPTO_CIPHER_AES_XTS, 32);
	uint8_t want[512], got[512];
	unsigned int i, enc, failed = 0;

	for (i = 0; i < RTE_DIM(mode_lens); i++) {
		if (mode_lens[i] < 16)
			continue;
		for (enc = 0; enc < 2; enc++) {
			if (r != NULL && tc_ref_cipher_run(r, key, 32, iv, 16, enc, 0, p, want,
					mode_lens[i]) == 0 &&
					tc_ref_xts_ecb(ecb, key, 32, iv, enc, p, got,
						mode_lens[i]) == 0 &&
					memcmp(want, got, mode_lens[i]) == 0)
				continue;
			printf("FAIL reference self-test: XTS over ECB, %s %u bytes\n",
					enc ? "encrypt" : "decrypt", mode_lens[i]);
			failed++;
		}
	}
	return failed;
}

/* GCM over AES-128-ECB == OpenSSL's AES-128-GCM: IV, AAD and text lengths, short tags. */
static unsigned int
selftest_gcm_ecb(const EVP_CIPHER *ecb, const uint8_t *key, const uint8_t *iv,
		const uint8_t *p)
{
	static const uint16_t iv_lens[] = { 1, 12, 16, 60 };
	static const uint32_t aad_lens[] = { 0, 5, 16, 20 };
	const struct tc_ref_aead *r = tc_ref_aead_find(RTE_CRYPTO_AEAD_AES_GCM, 16);
	uint8_t want[512], got[512], wtag[16], gtag[16];
	unsigned int i, j, k, failed = 0;
	uint16_t tag_len;

	for (i = 0; i < RTE_DIM(iv_lens); i++)
		for (j = 0; j < RTE_DIM(aad_lens); j++)
			for (k = 0; k < RTE_DIM(mode_lens); k++) {
				tag_len = (uint16_t)(16 - (i + j + k) % 13);
				if (r != NULL && tc_ref_aead_encrypt(r, key, iv, iv_lens[i], p,
						aad_lens[j], p, want, mode_lens[k], wtag,
						tag_len) == 0 &&
						tc_ref_gcm_ecb(ecb, key, iv, iv_lens[i], p,
							aad_lens[j], p, got, mode_lens[k], gtag,
							tag_len) == 0 &&
						memcmp(want, got, mode_lens[k]) == 0 &&
						memcmp(wtag, gtag, tag_len) == 0)
					continue;
				printf("FAIL reference self-test: GCM over ECB, IV %u AAD %u "
						"text %u tag %u\n", iv_lens[i], aad_lens[j],
						mode_lens[k], tag_len);
				failed++;
			}
	return failed;
}

static unsigned int
selftest_modes(void)
{
	EVP_CIPHER *ecb = EVP_CIPHER_fetch(NULL, "AES-128-ECB", NULL);
	uint8_t key[32], iv[64], p[512];
	unsigned int i, failed;

	if (ecb == NULL) {
		printf("FAIL reference self-test: no AES-128-ECB\n");
		return 1;
	}
	for (i = 0; i < sizeof(p); i++)
		p[i] = (uint8_t)(i * 11 + 5);
	for (i = 0; i < sizeof(key); i++)
		key[i] = (uint8_t)(i * 29 + 7);
	for (i = 0; i < sizeof(iv); i++)
		iv[i] = (uint8_t)(i * 3 + 0x5a);
	failed = selftest_xts_ecb(ecb, key, iv, p) + selftest_gcm_ecb(ecb, key, iv, p);
	EVP_CIPHER_free(ecb);
	return failed;
}

unsigned int
tc_ref_selftest(void)
{
	return selftest_xcbc() + selftest_modes() + selftest_cipher_roundtrip();
}
