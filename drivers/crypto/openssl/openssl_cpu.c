/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Synchronous CPU crypto API (rte_cryptodev_sym_cpu_crypto_process). The
 * buffers arrive as scatter-gather vectors; they are described to the engine
 * as mbuf chains on the stack (only the fields it reads), so every algorithm
 * runs the same code as on the queue-pair path, on the calling lcore's slot.
 */

#include <errno.h>
#include <string.h>

#include <rte_lcore.h>

#include "openssl_pmd_private.h"

#define CPU_MAX_SEGS	32	/* vectors per buffer */
#define CPU_MAX_MBUFS	64	/* their pieces: a vector over 64 KiB takes several */
#define CPU_PIECE_MAX	UINT16_MAX	/* what an mbuf's data_len holds */

struct cpu_chain {
	struct rte_mbuf m[CPU_MAX_MBUFS];
};

/*
 * Describe an SGL as an mbuf chain; NULL if it has too many vectors or
 * pieces. A vector longer than an mbuf segment can be is split.
 */
static struct rte_mbuf *
chain_of(const struct rte_crypto_sgl *sgl, struct cpu_chain *c, uint32_t *total)
{
	uint32_t i, n = 0, len = 0, left, piece;
	uint8_t *p;

	if (sgl->num == 0 || sgl->num > CPU_MAX_SEGS)
		return NULL;
	for (i = 0; i < sgl->num; i++) {
		p = sgl->vec[i].base;
		left = sgl->vec[i].len;
		do {
			if (n == CPU_MAX_MBUFS)
				return NULL;
			piece = RTE_MIN(left, (uint32_t)CPU_PIECE_MAX);
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

static int32_t
errno_of(uint8_t status)
{
	switch (status) {
	case RTE_CRYPTO_OP_STATUS_NOT_PROCESSED:
		return 0;
	case RTE_CRYPTO_OP_STATUS_AUTH_FAILED:
		return EBADMSG;
	case RTE_CRYPTO_OP_STATUS_INVALID_ARGS:
		return EINVAL;
	default:
		return EIO;
	}
}

static int32_t
cpu_one(const struct openssl_session *s, struct openssl_slot *slot,
		union rte_crypto_sym_ofs ofs, const struct rte_crypto_sym_vec *vec, uint32_t i)
{
	struct cpu_chain src_chain, dst_chain;
	struct rte_mbuf *src, *dst;
	struct openssl_args a = { .status = RTE_CRYPTO_OP_STATUS_NOT_PROCESSED };
	uint32_t total, dtotal;

	src = chain_of(&vec->src_sgl[i], &src_chain, &total);
	dst = src;
	if (src != NULL && vec->dest_sgl != NULL)
		dst = chain_of(&vec->dest_sgl[i], &dst_chain, &dtotal);
	if (src == NULL || dst == NULL)
		return EINVAL;
	a.iv = vec->iv != NULL ? vec->iv[i].va : NULL;
	a.digest = vec->digest != NULL ? vec->digest[i].va : NULL;
	if (vec->aad != NULL)
		a.aad = a.auth_iv = vec->aad[i].va;
	if (!region(total, ofs.ofs.cipher.head, ofs.ofs.cipher.tail, &a.cipher_off,
			&a.cipher_len) ||
			!region(total, ofs.ofs.auth.head, ofs.ofs.auth.tail, &a.auth_off,
			&a.auth_len))
		return EINVAL;
	if (s->chain == OPENSSL_CHAIN_AEAD && a.iv == NULL)
		return EINVAL;
	openssl_process(&a, s, slot, src, dst);
	return errno_of(a.status);
}

uint32_t
openssl_cpu_process(struct rte_cryptodev *dev, struct rte_cryptodev_sym_session *sess,
		union rte_crypto_sym_ofs ofs, struct rte_crypto_sym_vec *vec)
{
	struct openssl_dev *od = dev->data->dev_private;
	struct rte_pmd_openssl_qp_stats dummy, *st = &dummy;
	struct openssl_session *s = CRYPTODEV_GET_SYM_SESS_PRIV(sess);
	struct openssl_slot scratch, *slot;
	unsigned int lcore = rte_lcore_id();
	uint32_t i, ok = 0;

	if (lcore < RTE_MAX_LCORE)
		st = &od->cpu_stats[lcore];
	slot = openssl_slot_get_lcore(s, st, &scratch);
	for (i = 0; i < vec->num; i++) {
		vec->status[i] = slot != NULL ? cpu_one(s, slot, ofs, vec, i) : EIO;
		ok += vec->status[i] == 0;
	}
	if (slot != NULL)
		openssl_slot_put(slot, &scratch, s);
	return ok;
}
