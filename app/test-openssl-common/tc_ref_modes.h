/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_REF_MODES_H
#define TC_REF_MODES_H

/* Modes written out over a 128-bit block cipher's ECB (tc_ref_modes.c). */

#include <stdbool.h>
#include <stdint.h>

#include <openssl/evp.h>

/*
 * XTS (IEEE Std 1619) of one data unit of len >= 16 bytes, tweak iv; key is
 * key1 || key2 (key_len bytes in all). Returns 0, or -1 on an OpenSSL error.
 */
int tc_ref_xts_ecb(const EVP_CIPHER *ecb, const uint8_t *key, uint16_t key_len,
		const uint8_t *iv, bool enc, const uint8_t *in, uint8_t *out, uint32_t len);

/* GCM encryption (SP 800-38D) and a tag_len-byte tag. Returns 0 or -1. */
int tc_ref_gcm_ecb(const EVP_CIPHER *ecb, const uint8_t *key, const uint8_t *iv,
		uint16_t iv_len, const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
		uint8_t *out, uint32_t len, uint8_t *tag, uint16_t tag_len);

#endif /* TC_REF_MODES_H */
