/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef OPENSSL_MBUF_H
#define OPENSSL_MBUF_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include <openssl/evp.h>

#include <rte_mbuf.h>

/*
 * Walking a byte range of an mbuf chain. The data path works on contiguous
 * pieces: a linear range is one piece, a scatter-gather one several.
 */
struct openssl_iter {
	struct rte_mbuf *m;	/* segment holding the next byte */
	uint32_t off;		/* offset of the next byte in m */
	uint32_t left;		/* bytes left in the range */
};

/*
 * [0, end) of the packet lies in its first segment: what
 * openssl_mbuf_range_ok() accepts when the data is in one piece (the
 * shortcuts' test). The segments after it do not matter, and their link
 * (m->next) is not read: it sits in the mbuf's second cache line, which
 * nothing else on a shortcut touches.
 */
static inline bool
openssl_mbuf_flat_ok(const struct rte_mbuf *m, uint64_t end)
{
	return end <= m->data_len && end <= rte_pktmbuf_pkt_len(m);
}

/*
 * True when [off, off + len) lies inside the packet: within pkt_len and
 * within the bytes its segments really hold (a chain whose pkt_len claims
 * more than its segments is refused, not read short).
 */
static inline bool
openssl_mbuf_range_ok(const struct rte_mbuf *m, uint32_t off, uint32_t len)
{
	uint32_t end, have = 0;

	if (m == NULL || off > rte_pktmbuf_pkt_len(m) || len > rte_pktmbuf_pkt_len(m) - off)
		return false;
	end = off + len;
	if (likely(m->next == NULL))
		return end <= m->data_len;
	for (; m != NULL; m = m->next) {
		have += m->data_len;
		if (have >= end)
			return true;
	}
	return end == 0;
}

/* Start an iterator; the caller has checked the range. */
static inline void
openssl_iter_init(struct openssl_iter *it, struct rte_mbuf *m, uint32_t off, uint32_t len)
{
	while (m != NULL && off >= m->data_len && m->next != NULL) {
		off -= m->data_len;
		m = m->next;
	}
	it->m = m;
	it->off = off;
	it->left = len;
}

/* Next contiguous piece (at most max bytes); NULL at the end of the range. */
static inline uint8_t *
openssl_iter_next(struct openssl_iter *it, uint32_t max, uint32_t *len)
{
	uint8_t *p;
	uint32_t n;

	while (it->left > 0 && it->m != NULL && it->off >= it->m->data_len) {
		it->off = 0;
		it->m = it->m->next;
	}
	if (it->left == 0 || it->m == NULL)
		return NULL;
	n = RTE_MIN(it->m->data_len - it->off, it->left);
	n = RTE_MIN(n, max);
	p = rte_pktmbuf_mtod_offset(it->m, uint8_t *, it->off);
	it->off += n;
	it->left -= n;
	*len = n;
	return p;
}

/*
 * Pointer to [off, off + len) if those bytes are contiguous in memory, else
 * NULL: in one segment, or in segments that follow each other in memory (a
 * long CPU crypto vector is described as several).
 */
static inline uint8_t *
openssl_mbuf_contig(struct rte_mbuf *m, uint32_t off, uint32_t len)
{
	uint8_t *p, *end;

	while (m != NULL && off >= m->data_len && m->next != NULL) {
		off -= m->data_len;
		m = m->next;
	}
	if (m == NULL || off > m->data_len)
		return NULL;
	p = rte_pktmbuf_mtod_offset(m, uint8_t *, off);
	if (likely((uint64_t)off + len <= m->data_len))
		return p;
	end = rte_pktmbuf_mtod_offset(m, uint8_t *, m->data_len);
	for (m = m->next; m != NULL && (uint64_t)(end - p) < len; m = m->next) {
		if (rte_pktmbuf_mtod(m, uint8_t *) != end)
			return NULL;
		end += m->data_len;
	}
	return (uint64_t)(end - p) >= len ? p : NULL;
}

/* Offset in the packet of a pointer into one of its segments, or -1. */
static inline int64_t
openssl_mbuf_offset_of(const struct rte_mbuf *m, const uint8_t *p)
{
	const uint8_t *start;
	int64_t base = 0;

	for (; m != NULL; m = m->next) {
		start = rte_pktmbuf_mtod(m, const uint8_t *);
		if (p >= start && p < start + m->data_len)
			return base + (p - start);
		base += m->data_len;
	}
	return -1;
}

/* Copy len bytes from a byte range of an mbuf chain out to buf. */
void openssl_mbuf_read(struct rte_mbuf *m, uint32_t off, uint32_t len, uint8_t *buf);
/* Copy len bytes from buf into a byte range of an mbuf chain. */
void openssl_mbuf_write(struct rte_mbuf *m, uint32_t off, uint32_t len, const uint8_t *buf);
/* Zero a byte range of an mbuf chain (the caller has checked it). */
void openssl_mbuf_zero(struct rte_mbuf *m, uint32_t off, uint32_t len);

/*
 * A streaming transform: consumes in[0..len), writes *outl bytes to out
 * (which has room for len + 32 bytes). Returns 0 on success.
 */
typedef int (*openssl_transform_t)(void *arg, uint8_t *out, int *outl,
		const uint8_t *in, int len);

/*
 * Run a transform from a range of src to a range of dst (which may be the
 * same mbuf: in place). One call when both ranges are contiguous; else
 * through a small bounce buffer. Returns the bytes written, or -1.
 */
int openssl_mbuf_transform(struct rte_mbuf *src, uint32_t soff, struct rte_mbuf *dst,
		uint32_t doff, uint32_t len, openssl_transform_t fn, void *arg);

/*
 * Scattered data OpenSSL must see in one call (an AES-CCM payload, an
 * AES-XTS data unit) is gathered into the queue pair's (or, for CPU crypto,
 * the lcore's) scratch buffer of this size, made on first use and wiped
 * after each op. Larger scattered regions are refused.
 */
#define OPENSSL_SCRATCH_LEN	(64 * 1024)

/*
 * The scratch buffer *owner for len bytes, made on the owner's first use;
 * NULL when there is no owner, len is too large or memory is short.
 */
uint8_t *openssl_scratch_get(uint8_t **owner, uint32_t len);

/*
 * Gather [off, off + len) of src into the scratch buffer, run fn over it in
 * place, scatter the result to [off, off + len) of dst, wipe the buffer.
 * Returns 0, -ENOSPC without a scratch buffer for len bytes, -1 if fn failed.
 */
int openssl_mbuf_gathered(uint8_t **scratch, struct rte_mbuf *src, struct rte_mbuf *dst,
		uint32_t off, uint32_t len, openssl_transform_t fn, void *arg);

/* Transforms: an EVP_CIPHER_CTX update (arg is the context), a plain copy. */
int openssl_evp_update(void *arg, uint8_t *out, int *outl, const uint8_t *in, int len);
int openssl_copy(void *arg, uint8_t *out, int *outl, const uint8_t *in, int len);

/*
 * EVP_CipherUpdate() over [off, off + len) of src into the same range of dst
 * (the caller has checked the ranges): one direct call when both mbufs are
 * single segments, the most common case, else openssl_mbuf_transform().
 * Returns the bytes written, or -1.
 */
static inline int
openssl_mbuf_cipher(EVP_CIPHER_CTX *ctx, struct rte_mbuf *src, struct rte_mbuf *dst,
		uint32_t off, uint32_t len)
{
	int outl = 0;

	if (likely(src->next == NULL && dst->next == NULL && len > 0)) {
		if (EVP_CipherUpdate(ctx, rte_pktmbuf_mtod_offset(dst, uint8_t *, off), &outl,
				rte_pktmbuf_mtod_offset(src, uint8_t *, off), (int)len) != 1 ||
				outl < 0 || (uint32_t)outl > len)
			return -1;
		return outl;
	}
	return openssl_mbuf_transform(src, off, dst, off, len, openssl_evp_update, ctx);
}

/*
 * A cipher block of 8 or 16 bytes (DES; AES, SM4): dst ^= src and dst = src
 * in 64-bit words. A byte loop over a block length known only at run time is
 * neither unrolled nor vectorised: it cost more than the rest of cbc_steered().
 */
static inline void
openssl_word_xor(uint8_t *dst, const uint8_t *src)
{
	uint64_t a, b;

	memcpy(&a, dst, sizeof(a));
	memcpy(&b, src, sizeof(b));
	a ^= b;
	memcpy(dst, &a, sizeof(a));
}

static inline void
openssl_block_xor(uint8_t *dst, const uint8_t *src, uint32_t len)
{
	RTE_ASSERT(len == 8 || len == 16);
	openssl_word_xor(dst, src);
	if (len > 8)
		openssl_word_xor(dst + 8, src + 8);
}

static inline void
openssl_block_copy(uint8_t *dst, const uint8_t *src, uint32_t len)
{
	RTE_ASSERT(len == 8 || len == 16);
	memcpy(dst, src, 8);
	if (len > 8)
		memcpy(dst + 8, src + 8, 8);
}

#endif /* OPENSSL_MBUF_H */
