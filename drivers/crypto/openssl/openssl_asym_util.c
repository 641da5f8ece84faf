/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Numbers in asymmetric op and xform parameters (unsigned, big-endian), and
 * the DER form of (r, s) signatures that OpenSSL's DSA and ECDSA speak. The
 * DER codec is written here so that a signature costs no allocation.
 */

#include <string.h>

#include <openssl/crypto.h>
#include <openssl/param_build.h>

#include "openssl_asym.h"

/* Bytes of a number without its leading zeros; 0 if absent. */
static size_t
param_len(const rte_crypto_param *p, const uint8_t **v)
{
	size_t n = p->length;

	*v = p->data;
	if (*v == NULL)
		return 0;
	while (n > 1 && (*v)[0] == 0) {
		(*v)++;
		n--;
	}
	return n;
}

BIGNUM *
openssl_bn_from_param(const rte_crypto_param *p, uint32_t max_len)
{
	const uint8_t *v;
	size_t n = param_len(p, &v);

	if (n == 0 || n > max_len)
		return NULL;
	return BN_bin2bn(v, (int)n, NULL);
}

BIGNUM *
openssl_bn_secret(const rte_crypto_param *p, uint32_t max_len)
{
	BIGNUM *bn = BN_secure_new();

	if (bn == NULL || openssl_bn_load(bn, p, max_len) != 0) {
		BN_clear_free(bn);
		return NULL;
	}
	return bn;
}

int
openssl_bn_load(BIGNUM *bn, const rte_crypto_param *p, uint32_t max_len)
{
	const uint8_t *v;
	size_t n = param_len(p, &v);

	if (n == 0 || n > max_len)
		return -1;
	return BN_bin2bn(v, (int)n, bn) == NULL ? -1 : 0;
}

int
openssl_bn_store(const BIGNUM *bn, rte_crypto_param *p, uint32_t pad_len)
{
	size_t need = pad_len != 0 ? pad_len : (size_t)BN_num_bytes(bn);

	if (p->data == NULL || (size_t)BN_num_bytes(bn) > need ||
			openssl_out_cap(p, need) < need)
		return -1;
	if (BN_bn2binpad(bn, p->data, (int)need) < 0)
		return -1;
	p->length = need;
	return 0;
}

rte_crypto_param
openssl_param_copy(const rte_crypto_param *p, uint8_t *mem, size_t *off)
{
	rte_crypto_param c = { .data = NULL, .length = 0 };

	if (p == NULL || p->data == NULL || p->length == 0)
		return c;
	c.data = mem + *off;
	c.length = p->length;
	memcpy(c.data, p->data, p->length);
	*off += p->length;
	return c;
}

void
openssl_bn_wipe(BIGNUM **bn)
{
	BN_clear_free(*bn);
	*bn = NULL;
}

/* A DER length field; its size, or 0 if it does not fit. */
static size_t
der_len_put(uint8_t *out, size_t cap, size_t len)
{
	if (len < 0x80 && cap >= 1) {
		out[0] = (uint8_t)len;
		return 1;
	}
	if (len <= 0xff && cap >= 2) {
		out[0] = 0x81;
		out[1] = (uint8_t)len;
		return 2;
	}
	if (len <= 0xffff && cap >= 3) {
		out[0] = 0x82;
		out[1] = (uint8_t)(len >> 8);
		out[2] = (uint8_t)len;
		return 3;
	}
	return 0;
}

/* DER INTEGER of an unsigned big-endian number; its size, or 0. */
static size_t
der_int_put(uint8_t *out, size_t cap, const uint8_t *v, size_t len)
{
	size_t body, hl, pad;

	while (len > 0 && v[0] == 0) {
		v++;
		len--;
	}
	pad = len == 0 || (v[0] & 0x80) != 0;
	body = len + pad;
	if (cap < 2)
		return 0;
	out[0] = 0x02;
	hl = der_len_put(out + 1, cap - 1, body);
	if (hl == 0 || cap < 1 + hl + body)
		return 0;
	out += 1 + hl;
	if (pad)
		out[0] = 0;
	if (len > 0)
		memcpy(out + pad, v, len);
	return 1 + hl + body;
}

size_t
openssl_sig_der_encode(uint8_t *out, size_t cap, const rte_crypto_param *r,
		const rte_crypto_param *s)
{
	uint8_t body[2 * (OPENSSL_ASYM_MAX_MOD_LEN + 8)];
	size_t lr, ls, hl;

	if (r->data == NULL || s->data == NULL || r->length == 0 || s->length == 0 ||
			r->length > OPENSSL_ASYM_MAX_MOD_LEN ||
			s->length > OPENSSL_ASYM_MAX_MOD_LEN)
		return 0;
	lr = der_int_put(body, sizeof(body), r->data, r->length);
	ls = lr == 0 ? 0 : der_int_put(body + lr, sizeof(body) - lr, s->data, s->length);
	if (ls == 0 || cap < 1)
		return 0;
	out[0] = 0x30;
	hl = der_len_put(out + 1, cap - 1, lr + ls);
	if (hl == 0 || cap < 1 + hl + lr + ls)
		return 0;
	memcpy(out + 1 + hl, body, lr + ls);
	return 1 + hl + lr + ls;
}

/* Read a DER tag and length at *pos; the content length, or -1. */
static long
der_get(const uint8_t *der, size_t end, size_t *pos, uint8_t tag)
{
	size_t i = *pos, len, n;

	if (i + 2 > end || der[i] != tag)
		return -1;
	len = der[i + 1];
	i += 2;
	if (len & 0x80) {
		n = len & 0x7f;
		if (n == 0 || n > 2 || i + n > end)
			return -1;
		for (len = 0; n > 0; n--)
			len = (len << 8) | der[i++];
	}
	if (len > end - i)
		return -1;
	*pos = i;
	return (long)len;
}

/* One INTEGER at *pos written left-padded to len bytes into p. */
static int
der_int_get(const uint8_t *der, size_t end, size_t *pos, rte_crypto_param *p, uint32_t len)
{
	long l = der_get(der, end, pos, 0x02);
	const uint8_t *v = der + *pos;
	size_t n;

	if (l <= 0)
		return -1;
	*pos += (size_t)l;
	n = (size_t)l;
	while (n > 0 && v[0] == 0) {
		v++;
		n--;
	}
	if (p->data == NULL || n > len || openssl_out_cap(p, len) < len)
		return -1;
	memset(p->data, 0, len - n);
	memcpy(p->data + len - n, v, n);
	p->length = len;
	return 0;
}

int
openssl_sig_der_decode(const uint8_t *der, size_t der_len, rte_crypto_param *r,
		rte_crypto_param *s, uint32_t len)
{
	size_t pos = 0, end;
	long l = der_get(der, der_len, &pos, 0x30);

	if (l < 0)
		return -1;
	end = pos + (size_t)l;
	if (der_int_get(der, end, &pos, r, len) != 0 ||
			der_int_get(der, end, &pos, s, len) != 0)
		return -1;
	return pos == end ? 0 : -1;
}

uint8_t
openssl_sig_sign(EVP_PKEY_CTX *ctx, uint8_t *der, size_t cap, const rte_crypto_param *msg,
		rte_crypto_param *r, rte_crypto_param *s, uint32_t len)
{
	size_t der_len = cap;

	if (EVP_PKEY_sign(ctx, der, &der_len, msg->data, msg->length) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	if (openssl_sig_der_decode(der, der_len, r, s, len) != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

uint8_t
openssl_sig_verify(struct openssl_key_cache *c, const uint8_t *mat, uint32_t mat_len,
		openssl_key_build_t build, const void *arg, uint8_t *der, size_t cap,
		const rte_crypto_param *msg, const rte_crypto_param *r, const rte_crypto_param *s)
{
	EVP_PKEY_CTX *ctx;
	size_t len;

	len = openssl_sig_der_encode(der, cap, r, s);
	if (len == 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	ctx = openssl_key_cache_get(c, mat, mat_len, build, arg, EVP_PKEY_verify_init);
	if (ctx == NULL)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	if (EVP_PKEY_verify(ctx, der, len, msg->data, msg->length) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

bool
openssl_op_k_refused(const struct openssl_libctx *lc, const rte_crypto_param *k)
{
	return lc->fips && k->data != NULL && k->length != 0;
}

bool
openssl_pkey_type_ok(const struct openssl_libctx *lc, const char *type)
{
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(lc->libctx, type, lc->propq);
	bool ok = ctx != NULL && EVP_PKEY_fromdata_init(ctx) == 1;

	EVP_PKEY_CTX_free(ctx);
	return ok;
}

EVP_PKEY *
openssl_pkey_fromdata(const struct openssl_libctx *lc, const char *type, OSSL_PARAM_BLD *bld,
		bool priv)
{
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(lc->libctx, type, lc->propq);
	OSSL_PARAM *params = OSSL_PARAM_BLD_to_param(bld);
	EVP_PKEY *pkey = NULL;

	if (ctx == NULL || params == NULL || EVP_PKEY_fromdata_init(ctx) != 1 ||
			EVP_PKEY_fromdata(ctx, &pkey, priv ? EVP_PKEY_KEYPAIR :
				EVP_PKEY_PUBLIC_KEY, params) != 1)
		pkey = NULL;
	OSSL_PARAM_free(params);
	EVP_PKEY_CTX_free(ctx);
	return pkey;
}

int
openssl_key_cache_init(struct openssl_key_cache *c, uint32_t cap,
		const struct openssl_libctx *lc)
{
	c->lc = lc;
	c->ctx = NULL;
	c->len = 0;
	c->cap = cap;
	c->mat = OPENSSL_zalloc(cap);
	return c->mat == NULL ? -1 : 0;
}

/* Empty: no context, no key material. */
static void
key_cache_drop(struct openssl_key_cache *c)
{
	EVP_PKEY_CTX_free(c->ctx);
	c->ctx = NULL;
	if (c->mat != NULL)
		OPENSSL_cleanse(c->mat, c->cap);
	c->len = 0;
}

void
openssl_key_cache_free(struct openssl_key_cache *c)
{
	key_cache_drop(c);
	OPENSSL_free(c->mat);	/* cleansed */
	c->mat = NULL;
}

int
openssl_key_cache_set(struct openssl_key_cache *c, EVP_PKEY *pkey, const uint8_t *mat,
		uint32_t len, openssl_key_init_t init)
{
	EVP_PKEY_CTX *ctx;

	key_cache_drop(c);
	if (len > c->cap)
		return -1;
	ctx = EVP_PKEY_CTX_new_from_pkey(c->lc->libctx, pkey, c->lc->propq);
	if (ctx == NULL || init(ctx) != 1) {
		EVP_PKEY_CTX_free(ctx);
		return -1;
	}
	c->ctx = ctx;
	memcpy(c->mat, mat, len);
	c->len = len;
	return 0;
}

EVP_PKEY_CTX *
openssl_key_cache_get(struct openssl_key_cache *c, const uint8_t *mat, uint32_t len,
		openssl_key_build_t build, const void *arg, openssl_key_init_t init)
{
	EVP_PKEY *pkey;
	int ret;

	if (mat == NULL || len == 0 || len > c->cap)
		return NULL;
	if (likely(c->ctx != NULL && len == c->len && CRYPTO_memcmp(mat, c->mat, len) == 0))
		return c->ctx;
	key_cache_drop(c);
	pkey = build(c->lc, arg, mat, len);
	if (pkey == NULL)
		return NULL;
	ret = openssl_key_cache_set(c, pkey, mat, len, init);
	EVP_PKEY_free(pkey);
	return ret == 0 ? c->ctx : NULL;
}
