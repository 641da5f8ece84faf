/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include "tc_mbuf.h"

struct rte_mbuf *
tc_mbuf_build(struct rte_mempool *mp, const uint8_t *flat, uint32_t len,
		const uint32_t *segs, unsigned int nseg, struct tc_rng *rng)
{
	struct rte_mbuf *head = NULL, *m;
	uint32_t pos = 0, n;
	unsigned int i;
	uint8_t *p;

	for (i = 0; i < nseg; i++) {
		n = nseg == 1 ? len : segs[i];
		m = rte_pktmbuf_alloc(mp);
		if (m == NULL)
			goto fail;
		if (rng != NULL)
			m->data_off = tc_rng_below(rng, RTE_PKTMBUF_HEADROOM + 1);
		p = (uint8_t *)rte_pktmbuf_append(m, n);
		if (p == NULL || (head != NULL && rte_pktmbuf_chain(head, m) != 0)) {
			rte_pktmbuf_free(m);
			goto fail;
		}
		if (head == NULL)
			head = m;
		memcpy(p, flat + pos, n);
		pos += n;
	}
	if (pos == len)
		return head;
fail:
	rte_pktmbuf_free(head);
	return NULL;
}

int
tc_mbuf_read(const struct rte_mbuf *m, uint8_t *flat, uint32_t len)
{
	uint32_t pos = 0;

	if (m == NULL || m->pkt_len != len)
		return -1;
	for (; m != NULL; m = m->next) {
		if (pos + m->data_len > len)
			return -1;
		memcpy(flat + pos, rte_pktmbuf_mtod(m, const uint8_t *), m->data_len);
		pos += m->data_len;
	}
	return pos == len ? 0 : -1;
}

uint8_t *
tc_mbuf_ptr(struct rte_mbuf *m, uint32_t off, rte_iova_t *iova)
{
	while (off >= m->data_len && m->next != NULL) {
		off -= m->data_len;
		m = m->next;
	}
	*iova = rte_pktmbuf_iova_offset(m, off);
	return rte_pktmbuf_mtod_offset(m, uint8_t *, off);
}

unsigned int
tc_segs_given(uint32_t len, const uint16_t *sizes, unsigned int nb, uint32_t *segs)
{
	uint32_t left = len;
	unsigned int i;

	nb = RTE_MIN(RTE_MAX(nb, 1u), (unsigned int)TC_MAX_SEGS);
	for (i = 0; i + 1 < nb && left > 1; i++) {
		segs[i] = RTE_MIN((uint32_t)sizes[i], left - 1);
		if (segs[i] == 0)
			segs[i] = 1;
		left -= segs[i];
	}
	segs[i] = left;
	return i + 1;
}

/* Insert cut into the sorted set cuts[0..n) unless present; the new n. */
static unsigned int
cut_insert(uint32_t *cuts, unsigned int n, uint32_t cut)
{
	unsigned int i = n;

	while (i > 0 && cuts[i - 1] > cut)
		i--;
	if (i > 0 && cuts[i - 1] == cut)
		return n;
	memmove(&cuts[i + 1], &cuts[i], (n - i) * sizeof(*cuts));
	cuts[i] = cut;
	return n + 1;
}

static unsigned int
random_cuts(struct tc_rng *rng, uint32_t len, uint32_t keep_off, uint32_t keep_len,
		uint32_t *cuts)
{
	unsigned int want = tc_rng_range(rng, 2, TC_MAX_SEGS), n = 0;
	bool tiny = tc_rng_pct(rng, 25);
	uint32_t cut = 0;

	while (n + 1 < want) {
		if (tiny) {
			cut += tc_rng_range(rng, 1, 16);
			if (cut >= len)
				break;
		} else {
			cut = tc_rng_range(rng, 1, len - 1);
		}
		/* never inside the kept range: before it, or (tiny runs) after it */
		if (cut > keep_off && cut < keep_off + keep_len)
			cut = tiny ? keep_off + keep_len : keep_off;
		if (cut == 0 || cut >= len)
			break;
		n = cut_insert(cuts, n, cut);
		if (!tiny && tc_rng_pct(rng, 10))
			break;	/* fewer segments than drawn */
	}
	return n;
}

unsigned int
tc_segs_random(struct tc_rng *rng, uint32_t len, bool sgl, uint32_t keep_off,
		uint32_t keep_len, uint32_t *segs)
{
	uint32_t cuts[TC_MAX_SEGS];
	unsigned int n = 0, i;

	if (sgl && len >= 2)
		n = random_cuts(rng, len, keep_off, keep_len, cuts);
	for (i = 0; i < n; i++)
		segs[i] = cuts[i] - (i == 0 ? 0 : cuts[i - 1]);
	segs[n] = len - (n == 0 ? 0 : cuts[n - 1]);
	return n + 1;
}

uint32_t
tc_sgl_of_mbuf(struct rte_mbuf *m, struct rte_crypto_vec *v, unsigned int max,
		struct rte_crypto_sgl *sgl)
{
	uint32_t total = 0, n = 0;

	for (; m != NULL && n < max; m = m->next, n++) {
		v[n].base = rte_pktmbuf_mtod(m, void *);
		v[n].iova = rte_pktmbuf_iova(m);
		v[n].len = m->data_len;
		v[n].tot_len = m->data_len;
		total += m->data_len;
	}
	sgl->vec = v;
	sgl->num = n;
	return total;
}

uint32_t
tc_sgl_split(struct rte_mbuf *m, const uint16_t *lens, unsigned int nb,
		struct rte_crypto_vec *v, struct rte_crypto_sgl *sgl)
{
	uint8_t *p = rte_pktmbuf_mtod(m, uint8_t *);
	rte_iova_t iova = rte_pktmbuf_iova(m);
	uint32_t left = m->data_len, k;
	unsigned int i;

	nb = RTE_MAX(nb, 1u);
	for (i = 0; i + 1 < nb && left > 1; i++) {
		k = RTE_MIN((uint32_t)lens[i], left - 1);
		v[i] = (struct rte_crypto_vec){ .base = p, .iova = iova, .len = k, .tot_len = k };
		p += k;
		iova += k;
		left -= k;
	}
	v[i] = (struct rte_crypto_vec){ .base = p, .iova = iova, .len = left, .tot_len = left };
	sgl->vec = v;
	sgl->num = i + 1;
	return m->data_len;
}
