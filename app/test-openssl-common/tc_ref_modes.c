/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Block cipher modes written out over a cipher's ECB: XTS (IEEE Std 1619,
 * with ciphertext stealing) and GCM (NIST SP 800-38D). The reference model
 * uses them for SM4-XTS and SM4-GCM, which the OpenSSL the test programs link
 * (3.0) lacks while a driver built with OpenSSL 3.5 provides them: an
 * implementation independent of the one under test.
 */

#include <stdlib.h>
#include <string.h>

#include <openssl/evp.h>

#include "tc_ref_modes.h"

#define BLK	16

/* ECB over len bytes (whole blocks) with padding off. */
static int
ecb_pass(const EVP_CIPHER *ecb, const uint8_t *key, int enc, const uint8_t *in, uint8_t *out,
		uint32_t len)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	int n = 0, ret = -1;

	if (ctx != NULL && ecb != NULL &&
			EVP_CipherInit_ex2(ctx, ecb, key, NULL, enc, NULL) == 1 &&
			EVP_CIPHER_CTX_set_padding(ctx, 0) == 1 &&
			(len == 0 || EVP_CipherUpdate(ctx, out, &n, in, (int)len) == 1) &&
			(uint32_t)n == len)
		ret = 0;
	EVP_CIPHER_CTX_free(ctx);
	return ret;
}

static void
xor_block(uint8_t *dst, const uint8_t *a, const uint8_t *b, uint32_t len)
{
	uint32_t i;

	for (i = 0; i < len; i++)
		dst[i] = a[i] ^ b[i];
}

/* XTS tweak times alpha: the block as a little-endian 128-bit number, x^128 = x^7+x^2+x+1. */
static void
xts_mul_alpha(uint8_t *t)
{
	uint8_t carry = t[BLK - 1] >> 7;
	int i;

	for (i = BLK - 1; i > 0; i--)
		t[i] = (uint8_t)(t[i] << 1 | t[i - 1] >> 7);
	t[0] = (uint8_t)(t[0] << 1 ^ (carry ? 0x87 : 0));
}

/* One XTS block: out = E/D_K1(in ^ t) ^ t. */
static int
xts_block(const EVP_CIPHER *ecb, const uint8_t *k1, int enc, const uint8_t *t,
		const uint8_t *in, uint8_t *out)
{
	uint8_t x[BLK];

	xor_block(x, in, t, BLK);
	if (ecb_pass(ecb, k1, enc, x, x, BLK) != 0)
		return -1;
	xor_block(out, x, t, BLK);
	return 0;
}

/*
 * Ciphertext stealing over the last whole block at in (tweak t) and the r
 * bytes after it: the whole block is processed with the tweak after t, and
 * the output's tail completes the short block, processed with t.
 */
static int
xts_steal(const EVP_CIPHER *ecb, const uint8_t *k1, int enc, const uint8_t *t,
		const uint8_t *in, uint8_t *out, uint32_t r)
{
	uint8_t first[BLK], next[BLK], cc[BLK], pp[BLK];

	memcpy(next, t, BLK);
	xts_mul_alpha(next);
	/* encrypt: the whole block with t, then the last with t*alpha; decrypt swaps them */
	if (xts_block(ecb, k1, enc, enc ? t : next, in, cc) != 0)
		return -1;
	memcpy(first, cc, r);
	memcpy(pp, in + BLK, r);
	memcpy(pp + r, cc + r, BLK - r);
	if (xts_block(ecb, k1, enc, enc ? next : t, pp, out) != 0)
		return -1;
	memcpy(out + BLK, first, r);
	return 0;
}

int
tc_ref_xts_ecb(const EVP_CIPHER *ecb, const uint8_t *key, uint16_t key_len,
		const uint8_t *iv, bool enc, const uint8_t *in, uint8_t *out, uint32_t len)
{
	const uint8_t *k1 = key, *k2 = key + key_len / 2;
	uint32_t full = len / BLK, r = len % BLK, plain, i;
	uint8_t t[BLK];

	if (len < BLK || ecb_pass(ecb, k2, 1, iv, t, BLK) != 0)
		return -1;
	plain = r != 0 ? full - 1 : full;
	for (i = 0; i < plain; i++) {
		if (xts_block(ecb, k1, enc, t, in + i * BLK, out + i * BLK) != 0)
			return -1;
		xts_mul_alpha(t);
	}
	if (r == 0)
		return 0;
	return xts_steal(ecb, k1, enc, t, in + plain * BLK, out + plain * BLK, r);
}

/* GF(2^128) product of SP 800-38D (bit 0 is the MSB of byte 0): x = x * h. */
static void
gf_mul(uint8_t *x, const uint8_t *h)
{
	uint8_t z[BLK] = { 0 }, v[BLK];
	int i, j, lsb;

	memcpy(v, h, BLK);
	for (i = 0; i < 128; i++) {
		if (x[i / 8] >> (7 - i % 8) & 1)
			xor_block(z, z, v, BLK);
		lsb = v[BLK - 1] & 1;
		for (j = BLK - 1; j > 0; j--)
			v[j] = (uint8_t)(v[j] >> 1 | v[j - 1] << 7);
		v[0] >>= 1;
		if (lsb)
			v[0] ^= 0xe1;
	}
	memcpy(x, z, BLK);
}

/* GHASH of data zero-padded to whole blocks, folded into y. */
static void
ghash(uint8_t *y, const uint8_t *h, const uint8_t *data, uint32_t len)
{
	uint8_t b[BLK];
	uint32_t pos, n;

	for (pos = 0; pos < len; pos += n) {
		n = len - pos < BLK ? len - pos : BLK;
		memset(b, 0, BLK);
		memcpy(b, data + pos, n);
		xor_block(y, y, b, BLK);
		gf_mul(y, h);
	}
}

/* The length block: two 64-bit big-endian bit counts. */
static void
ghash_lengths(uint8_t *y, const uint8_t *h, uint64_t a_len, uint64_t c_len)
{
	uint8_t b[BLK];
	int i;

	for (i = 0; i < 8; i++) {
		b[i] = (uint8_t)(a_len * 8 >> (56 - 8 * i));
		b[8 + i] = (uint8_t)(c_len * 8 >> (56 - 8 * i));
	}
	ghash(y, h, b, BLK);
}

/* J0: IV || 0^31 || 1 for a 96-bit IV, else GHASH(IV, lengths 0 and |IV|). */
static void
gcm_j0(uint8_t *j0, const uint8_t *h, const uint8_t *iv, uint16_t iv_len)
{
	memset(j0, 0, BLK);
	if (iv_len == 12) {
		memcpy(j0, iv, 12);
		j0[BLK - 1] = 1;
		return;
	}
	ghash(j0, h, iv, iv_len);
	ghash_lengths(j0, h, 0, iv_len);
}

/* The low 32 bits of a counter block plus one (big-endian, wrapping). */
static void
inc32(uint8_t *cb)
{
	int i;

	for (i = BLK - 1; i >= BLK - 4; i--)
		if (++cb[i] != 0)
			break;
}

/* GCTR from the block after j0 over len bytes: counter blocks, one ECB pass, XOR. */
static int
gcm_ctr(const EVP_CIPHER *ecb, const uint8_t *key, const uint8_t *j0, const uint8_t *in,
		uint8_t *out, uint32_t len)
{
	uint32_t nb = (len + BLK - 1) / BLK, i;
	uint8_t cb[BLK], *ks;
	int ret;

	if (len == 0)
		return 0;
	ks = malloc((size_t)nb * BLK);
	if (ks == NULL)
		return -1;
	memcpy(cb, j0, BLK);
	for (i = 0; i < nb; i++) {
		inc32(cb);
		memcpy(ks + (size_t)i * BLK, cb, BLK);
	}
	ret = ecb_pass(ecb, key, 1, ks, ks, nb * BLK);
	if (ret == 0)
		xor_block(out, in, ks, len);
	free(ks);
	return ret;
}

int
tc_ref_gcm_ecb(const EVP_CIPHER *ecb, const uint8_t *key, const uint8_t *iv, uint16_t iv_len,
		const uint8_t *aad, uint32_t aad_len, const uint8_t *in, uint8_t *out,
		uint32_t len, uint8_t *tag, uint16_t tag_len)
{
	uint8_t h[BLK] = { 0 }, j0[BLK], s[BLK] = { 0 }, ekj0[BLK];

	if (iv_len == 0 || tag_len > BLK || ecb_pass(ecb, key, 1, h, h, BLK) != 0)
		return -1;
	gcm_j0(j0, h, iv, iv_len);
	if (gcm_ctr(ecb, key, j0, in, out, len) != 0 ||
			ecb_pass(ecb, key, 1, j0, ekj0, BLK) != 0)
		return -1;
	ghash(s, h, aad, aad_len);
	ghash(s, h, out, len);
	ghash_lengths(s, h, aad_len, len);
	xor_block(s, s, ekj0, BLK);
	memcpy(tag, s, tag_len);
	return 0;
}
