/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Buffers given as scatter-gather vectors (struct rte_crypto_sym_vec: the
 * CPU crypto and raw data-path APIs). They are described to the engine as
 * mbuf chains on the stack (only the fields it reads), so every algorithm
 * runs the same code as for a crypto op.
 */

#include <string.h>

#include "openssl_sym.h"

#define VEC_MAX_SEGS	32	/* vectors per buffer */
#define VEC_MAX_MBUFS	64	/* their pieces: a vector over 64 KiB takes several */
#define VEC_PIECE_MAX	UINT16_MAX	/* what an mbuf's data_len holds */

struct vec_chain {
	struct rte_mbuf m[VEC_MAX_MBUFS];
};

/*
 * Describe an SGL as an mbuf chain; NULL if it has too many vectors or
 * pieces. A vector longer than an mbuf segment can be is split.
 */
static struct rte_mbuf *
chain_of(const struct rte_crypto_sgl *sgl, struct vec_chain *c, uint32_t *total)
{
	uint32_t i, n = 0, len = 0, left, piece;
	uint8_t *p;

	if (sgl->num == 0 || sgl->num > VEC_MAX_SEGS)
		return NULL;
	for (i = 0; i < sgl->num; i++) {
		p = sgl->vec[i].base;
		left = sgl->vec[i].len;
		do {
			if (n == VEC_MAX_MBUFS)
				return NULL;
			piece = RTE_MIN(left, (uint32_t)VEC_PIECE_MAX);
			c->m[n].buf_addr = p;
			c->m[n].data_off = 0;
			c->m[n].data_len = piece;
			c->m[n].next = NULL;
			if (n > 0)
				c->m[n - 1].next = &c->m[n];
			n++;
			p += piece;
			left -= piece;
			len += piece;
		} while (left > 0);
	}
	c->m[0].pkt_len = len;
	c->m[0].nb_segs = n;
	*total = len;
	return &c->m[0];
}

/* Region [head, total - tail) as offset and length; false if it does not fit. */
static bool
region(uint32_t total, uint16_t head, uint16_t tail, uint32_t *off, uint32_t *len)
{
	if ((uint32_t)head + tail > total)
		return false;
	*off = head;
	*len = total - head - tail;
	return true;
}

static bool
has_cipher_iv(const struct openssl_session *s)
{
	if (openssl_session_has(s, RTE_CRYPTO_SYM_XFORM_AEAD))
		return true;
	return openssl_session_has(s, RTE_CRYPTO_SYM_XFORM_CIPHER) &&
		s->cipher.mode != OPENSSL_CIPHER_NULL && s->cipher.iv_len > 0;
}

static bool
has_auth_iv(const struct openssl_session *s)
{
	return openssl_session_has(s, RTE_CRYPTO_SYM_XFORM_AUTH) &&
		s->auth.algo->mode == OPENSSL_AUTH_GMAC;
}

static const uint8_t *
va_of(const struct rte_crypto_va_iova_ptr *p, uint32_t i)
{
	return p != NULL ? p[i].va : NULL;
}

/*
 * The pointers of buffer i. The cipher or AEAD IV is in vec->iv, the AAD in
 * vec->aad. AES-GMAC's IV is in vec->iv when it is the session's only IV, as
 * DPDK's other CPU crypto drivers read it, and in vec->auth_iv in a chain or
 * when vec->iv is empty (the raw API's aad_or_auth_iv, as dpdk-test gives it).
 * A missing IV, AAD or digest the session needs is EINVAL.
 */
static int
vec_args(const struct openssl_session *s, const struct rte_crypto_sym_vec *vec, uint32_t i,
		struct openssl_args *a)
{
	bool cipher_iv = has_cipher_iv(s), auth_iv = has_auth_iv(s);

	a->iv = va_of(vec->iv, i);
	a->digest = (uint8_t *)(uintptr_t)va_of(vec->digest, i);
	if (openssl_session_has(s, RTE_CRYPTO_SYM_XFORM_AEAD))
		a->aad = va_of(vec->aad, i);
	else if (auth_iv)
		a->auth_iv = cipher_iv || a->iv == NULL ? va_of(vec->auth_iv, i) : a->iv;
	if ((cipher_iv && a->iv == NULL) || (auth_iv && a->auth_iv == NULL))
		return -1;
	return 0;
}

uint8_t
openssl_vec_process(const struct openssl_session *s, struct openssl_slot *slot,
		uint8_t **scratch, union rte_crypto_sym_ofs ofs,
		const struct rte_crypto_sym_vec *vec, uint32_t i, bool oop)
{
	struct vec_chain src_chain, dst_chain;
	struct rte_mbuf *src, *dst;
	struct openssl_args a = {
		.status = RTE_CRYPTO_OP_STATUS_NOT_PROCESSED,
		.scratch = scratch,
	};
	uint32_t total, dtotal;

	src = chain_of(&vec->src_sgl[i], &src_chain, &total);
	dst = src;
	if (src != NULL && oop && vec->dest_sgl != NULL)
		dst = chain_of(&vec->dest_sgl[i], &dst_chain, &dtotal);
	if (src == NULL || dst == NULL || vec_args(s, vec, i, &a) != 0 ||
			!region(total, ofs.ofs.cipher.head, ofs.ofs.cipher.tail, &a.cipher_off,
				&a.cipher_len) ||
			!region(total, ofs.ofs.auth.head, ofs.ofs.auth.tail, &a.auth_off,
				&a.auth_len))
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	openssl_process(&a, s, slot, src, dst);
	return a.status == RTE_CRYPTO_OP_STATUS_NOT_PROCESSED ?
		RTE_CRYPTO_OP_STATUS_SUCCESS : a.status;
}
