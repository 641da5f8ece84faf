/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Signatures with the per-message secret k an op gives (DSA, ECDSA, SM2).
 * OpenSSL's EVP interface draws k itself and takes none, so these compute
 * (r, s) from the definitions with BIGNUM and EC_POINT arithmetic:
 *
 *   ECDSA  r = x(kG) mod n                s = k^-1 (e + r d) mod n
 *   DSA    r = (g^k mod p) mod q          s = k^-1 (e + r x) mod q
 *   SM2    r = (e + x(kG)) mod n          s = (1 + d)^-1 (k - r d) mod n
 *
 * k and the private key carry BN_FLG_CONSTTIME: the scalar multiplication
 * and the exponentiations take OpenSSL's constant-time paths, and inverses
 * modulo the prime order are computed as a^(n-2) mod n, in constant time
 * too. The caller wipes k and the key (openssl_nonce_wipe) after each op.
 */

#include <openssl/crypto.h>

#include "openssl_asym.h"

static void
nonce_free_bns(struct openssl_nonce_ctx *c)
{
	BN_clear_free(c->k);
	BN_clear_free(c->d);
	BN_clear_free(c->e);
	BN_clear_free(c->t);
	BN_clear_free(c->u);
	BN_free(c->r);
	BN_free(c->s);
	c->k = c->d = c->e = c->t = c->u = c->r = c->s = NULL;
}

void
openssl_nonce_free(struct openssl_nonce_ctx *c)
{
	nonce_free_bns(c);
	EC_POINT_clear_free(c->pt);
	c->pt = NULL;
	BN_CTX_free(c->bc);
	c->bc = NULL;
}

int
openssl_nonce_init(struct openssl_nonce_ctx *c, const EC_GROUP *g)
{
	c->bc = BN_CTX_secure_new();
	c->k = BN_secure_new();
	c->d = BN_secure_new();
	c->e = BN_secure_new();
	c->t = BN_secure_new();
	c->u = BN_secure_new();
	c->r = BN_new();
	c->s = BN_new();
	c->pt = g == NULL ? NULL : EC_POINT_new(g);
	if (c->bc == NULL || c->k == NULL || c->d == NULL || c->e == NULL || c->t == NULL ||
			c->u == NULL || c->r == NULL || c->s == NULL ||
			(g != NULL && c->pt == NULL)) {
		openssl_nonce_free(c);
		return -1;
	}
	BN_set_flags(c->k, BN_FLG_CONSTTIME);
	BN_set_flags(c->d, BN_FLG_CONSTTIME);
	return 0;
}

void
openssl_nonce_wipe(struct openssl_nonce_ctx *c)
{
	BN_clear(c->k);
	BN_clear(c->d);
	BN_clear(c->t);
	BN_clear(c->u);
}

/* 1 <= v < n */
static bool
nonce_in_range(const BIGNUM *v, const BIGNUM *n)
{
	return !BN_is_zero(v) && !BN_is_negative(v) && BN_cmp(v, n) < 0;
}

/* c->e: the leftmost bits of the digest, as many as n has (FIPS 186-4). */
static int
nonce_digest(struct openssl_nonce_ctx *c, const uint8_t *dgst, size_t len, const BIGNUM *n)
{
	int bits = BN_num_bits(n);
	size_t max = (size_t)(bits + 7) / 8;

	if (dgst == NULL || len == 0)
		return -1;
	if (len > max)
		len = max;
	if (BN_bin2bn(dgst, (int)len, c->e) == NULL)
		return -1;
	if ((int)len * 8 > bits && BN_rshift(c->e, c->e, (int)len * 8 - bits) != 1)
		return -1;
	return 0;
}

/* out = a^-1 mod n for prime n, as a^(n-2) mod n (constant time in a). */
static int
nonce_inverse(struct openssl_nonce_ctx *c, BIGNUM *out, const BIGNUM *a, const BIGNUM *n)
{
	BIGNUM *n2;
	int ok;

	BN_CTX_start(c->bc);
	n2 = BN_CTX_get(c->bc);
	ok = n2 != NULL && BN_copy(n2, n) != NULL && BN_sub_word(n2, 2) == 1 &&
		BN_mod_exp_mont_consttime(out, a, n2, n, c->bc, NULL) == 1;
	BN_CTX_end(c->bc);
	return ok ? 0 : -1;
}

/* c->t = x(k * G) for the group's generator. */
static int
nonce_kg_x(struct openssl_nonce_ctx *c, const EC_GROUP *g)
{
	return EC_POINT_mul(g, c->pt, c->k, NULL, NULL, c->bc) == 1 &&
		EC_POINT_get_affine_coordinates(g, c->pt, c->t, NULL, c->bc) == 1 ? 0 : -1;
}

int
openssl_ecdsa_sign_k(struct openssl_nonce_ctx *c, const EC_GROUP *g, const uint8_t *dgst,
		size_t len)
{
	const BIGNUM *n = EC_GROUP_get0_order(g);

	if (!nonce_in_range(c->k, n) || !nonce_in_range(c->d, n) ||
			nonce_digest(c, dgst, len, n) != 0 || nonce_kg_x(c, g) != 0)
		return -1;
	/* r = x mod n; s = k^-1 (e + r d) mod n */
	if (BN_nnmod(c->r, c->t, n, c->bc) != 1 || BN_is_zero(c->r) ||
			BN_mod_mul(c->u, c->r, c->d, n, c->bc) != 1 ||
			BN_mod_add(c->u, c->u, c->e, n, c->bc) != 1 ||
			nonce_inverse(c, c->t, c->k, n) != 0 ||
			BN_mod_mul(c->s, c->u, c->t, n, c->bc) != 1)
		return -1;
	return BN_is_zero(c->s) ? -1 : 0;
}

int
openssl_dsa_sign_k(struct openssl_nonce_ctx *c, const BIGNUM *p, const BIGNUM *q,
		const BIGNUM *g, const uint8_t *dgst, size_t len)
{
	if (!nonce_in_range(c->k, q) || !nonce_in_range(c->d, q) ||
			nonce_digest(c, dgst, len, q) != 0)
		return -1;
	/* r = (g^k mod p) mod q; s = k^-1 (e + r x) mod q */
	if (BN_mod_exp_mont_consttime(c->t, g, c->k, p, c->bc, NULL) != 1 ||
			BN_nnmod(c->r, c->t, q, c->bc) != 1 || BN_is_zero(c->r) ||
			BN_mod_mul(c->u, c->r, c->d, q, c->bc) != 1 ||
			BN_mod_add(c->u, c->u, c->e, q, c->bc) != 1 ||
			nonce_inverse(c, c->t, c->k, q) != 0 ||
			BN_mod_mul(c->s, c->u, c->t, q, c->bc) != 1)
		return -1;
	return BN_is_zero(c->s) ? -1 : 0;
}

int
openssl_sm2_sign_k(struct openssl_nonce_ctx *c, const EC_GROUP *g, const uint8_t *e,
		size_t len)
{
	const BIGNUM *n = EC_GROUP_get0_order(g);

	if (!nonce_in_range(c->k, n) || !nonce_in_range(c->d, n) || e == NULL || len == 0 ||
			BN_bin2bn(e, (int)len, c->e) == NULL || nonce_kg_x(c, g) != 0)
		return -1;
	/* r = (e + x1) mod n, neither 0 nor n - k */
	if (BN_mod_add(c->r, c->e, c->t, n, c->bc) != 1 || BN_is_zero(c->r) ||
			BN_add(c->u, c->r, c->k) != 1 || BN_cmp(c->u, n) == 0)
		return -1;
	/* s = (1 + d)^-1 (k - r d) mod n */
	if (BN_mod_mul(c->u, c->r, c->d, n, c->bc) != 1 ||
			BN_mod_sub(c->u, c->k, c->u, n, c->bc) != 1 ||
			BN_copy(c->t, c->d) == NULL || BN_add_word(c->t, 1) != 1 ||
			nonce_inverse(c, c->s, c->t, n) != 0 ||
			BN_mod_mul(c->s, c->u, c->s, n, c->bc) != 1)
		return -1;
	return BN_is_zero(c->s) ? -1 : 0;
}
