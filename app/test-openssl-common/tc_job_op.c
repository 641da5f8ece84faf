/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* The mbufs and the op that carry a job through the device. */

#include <string.h>

#include <rte_malloc.h>

#include "tc_job.h"

static bool
job_has_digest(const struct tc_job *j)
{
	return tc_point_has_digest(&j->cfg->p);
}

/* The digest: inside the region (encrypted), after the data, or in its buffer. */
static int
digest_place(struct tc_job *j, uint8_t **d, rte_iova_t *iova)
{
	const struct tc_layout *l = &j->lay;
	uint16_t dlen = j->cfg->p.digest_len;
	struct rte_mbuf *m, *last;

	if (j->cfg->de) {
		*d = tc_mbuf_ptr(j->m_src, l->a_off + l->a_len, iova);
		return 0;
	}
	if (!l->digest_in_mbuf) {
		*d = j->digest + TC_DIGEST_AT;
		*iova = rte_malloc_virt2iova(j->digest) + TC_DIGEST_AT;
		return 0;
	}
	m = l->oop && tc_cfg_generates(j->cfg) ? j->m_dst : j->m_src;
	*d = (uint8_t *)rte_pktmbuf_append(m, dlen);
	if (*d == NULL)
		return -1;
	memcpy(*d, j->digest_in + TC_DIGEST_AT, dlen);
	last = rte_pktmbuf_lastseg(m);
	*iova = rte_pktmbuf_iova_offset(last, last->data_len - dlen);
	return 0;
}

static void
op_fields(struct tc_job *j, uint8_t *digest, rte_iova_t iova)
{
	struct rte_crypto_sym_op *sym = j->op->sym;
	const struct tc_layout *l = &j->lay;
	const struct tc_point *p = &j->cfg->p;

	sym->m_src = j->m_src;
	sym->m_dst = j->m_dst;
	if (p->chain == TC_CH_AEAD) {
		sym->aead.data.offset = l->c_off;
		sym->aead.data.length = l->c_len;
		sym->aead.digest.data = digest;
		sym->aead.digest.phys_addr = iova;
		sym->aead.aad.data = j->aad;
		sym->aead.aad.phys_addr = rte_malloc_virt2iova(j->aad);
		return;
	}
	if (p->cipher != NULL) {
		sym->cipher.data.offset = l->c_off;
		sym->cipher.data.length = l->c_len;
	}
	if (p->auth != NULL) {
		sym->auth.data.offset = l->a_off;
		sym->auth.data.length = l->a_len;
		sym->auth.digest.data = digest;
		sym->auth.digest.phys_addr = iova;
	}
}

static int
job_mbufs(struct tc_job *j, const struct tc_pools *pl, struct tc_rng *rng)
{
	const struct tc_layout *l = &j->lay;

	j->m_src = tc_mbuf_build(pl->mbuf, j->src, l->pkt_len, l->seg_src,
			RTE_MAX(l->nseg_src, 1), rng);
	if (l->oop)
		j->m_dst = tc_mbuf_build(pl->mbuf, j->dst, l->pkt_len, l->seg_dst,
				RTE_MAX(l->nseg_dst, 1), rng);
	return j->m_src == NULL || (l->oop && j->m_dst == NULL) ? -1 : 0;
}

int
tc_job_build(struct tc_job *j, const struct tc_pools *pl, void *sess, struct tc_rng *rng)
{
	uint8_t *digest = NULL;
	rte_iova_t iova = 0;

	j->digest_at = NULL;
	j->op = rte_crypto_op_alloc(pl->op, RTE_CRYPTO_OP_TYPE_SYMMETRIC);
	if (j->op == NULL || job_mbufs(j, pl, rng) != 0)
		goto fail;
	memcpy(rte_crypto_op_ctod_offset(j->op, uint8_t *, TC_IV_OFFSET), j->iv_area,
			TC_IV_AREA);
	memcpy(j->digest, j->digest_in, TC_DIGEST_AREA);
	if (job_has_digest(j) && digest_place(j, &digest, &iova) != 0)
		goto fail;
	j->digest_at = digest;
	op_fields(j, digest, iova);
	if (j->lay.sessionless) {
		j->op->sess_type = RTE_CRYPTO_OP_SESSIONLESS;
		j->op->sym->xform = j->cfg->xf;
	} else if (sess == NULL || rte_crypto_op_attach_sym_session(j->op, sess) != 0) {
		goto fail;
	}
	return 0;
fail:
	tc_job_release(j);
	return -1;
}

void
tc_job_release(struct tc_job *j)
{
	rte_crypto_op_free(j->op);
	rte_pktmbuf_free(j->m_src);
	rte_pktmbuf_free(j->m_dst);
	j->op = NULL;
	j->m_src = NULL;
	j->m_dst = NULL;
}
