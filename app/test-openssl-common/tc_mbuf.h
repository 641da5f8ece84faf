/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_MBUF_H
#define TC_MBUF_H

/*
 * Buffers: flat bytes to mbuf chains of given segment sizes and back,
 * segmentations (given, random), and the CPU crypto API's vectors.
 */

#include <stdbool.h>
#include <stdint.h>

#include <rte_crypto_sym.h>
#include <rte_mbuf.h>

#include "tc_rng.h"

#define TC_MAX_SEGS 16

/*
 * len bytes of flat in nseg segments of segs[] bytes (nseg 1: linear,
 * segs may then be NULL). rng: a random headroom in each segment (moves
 * the data's alignment), NULL: the default headroom. NULL on failure.
 */
struct rte_mbuf *tc_mbuf_build(struct rte_mempool *mp, const uint8_t *flat, uint32_t len,
		const uint32_t *segs, unsigned int nseg, struct tc_rng *rng);
/* Flatten a chain of exactly len bytes; -1 if its length is not len. */
int tc_mbuf_read(const struct rte_mbuf *m, uint8_t *flat, uint32_t len);
/* Address (and IOVA) of byte off of a chain, in the segment that holds it. */
uint8_t *tc_mbuf_ptr(struct rte_mbuf *m, uint32_t off, rte_iova_t *iova);

/*
 * Segment sizes for len bytes: the first nb - 1 take the given sizes
 * (shortened when the packet is short, at least 1), the last the rest.
 * Returns the number of segments (at most TC_MAX_SEGS).
 */
unsigned int tc_segs_given(uint32_t len, const uint16_t *sizes, unsigned int nb,
		uint32_t *segs);
/*
 * 1 (linear, or !sgl) or 2..TC_MAX_SEGS uneven random segments: random
 * cuts or runs of tiny segments; no cut inside [keep_off, keep_off + keep_len).
 */
unsigned int tc_segs_random(struct tc_rng *rng, uint32_t len, bool sgl, uint32_t keep_off,
		uint32_t keep_len, uint32_t *segs);

/* CPU crypto: one vector per segment of a chain; the total length. */
uint32_t tc_sgl_of_mbuf(struct rte_mbuf *m, struct rte_crypto_vec *v, unsigned int max,
		struct rte_crypto_sgl *sgl);
/*
 * CPU crypto: a linear mbuf as uneven vectors, the first nb - 1 of the given
 * lengths (0: an empty vector; shortened near the end), the last the rest.
 */
uint32_t tc_sgl_split(struct rte_mbuf *m, const uint16_t *lens, unsigned int nb,
		struct rte_crypto_vec *v, struct rte_crypto_sgl *sgl);

#endif /* TC_MBUF_H */
