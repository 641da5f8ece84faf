/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <errno.h>
#include <string.h>

#include <rte_malloc.h>
#include <rte_mbuf.h>

#include <tc_run.h>

#include "kat.h"

#define KAT_NB_DESC 128
#define KAT_AAD_BUF (UINT16_MAX + 1 + TC_CCM_AAD_SHIFT + 64)

int
kat_dev_open(struct kat_dev *dev, const char *name)
{
	const struct tc_pools_conf pc = {
		.nb_mbufs = 16,
		.mbuf_room = UINT16_MAX - RTE_PKTMBUF_HEADROOM,
		.nb_ops = 64,
		.op_priv = KAT_IV_AREA,
		.nb_sess = 16,
	};
	int ret = tc_dev_open(name, 1, KAT_NB_DESC, &pc, &dev->pools, &dev->id);

	if (ret != 0)
		return ret;
	dev->aad_buf = rte_zmalloc_socket("kat_aad", KAT_AAD_BUF, 64, tc_dev_socket(dev->id));
	dev->max_data = UINT16_MAX - RTE_PKTMBUF_HEADROOM - KAT_MAX_DIGEST;
	return dev->aad_buf == NULL ? -ENOMEM : 0;
}

void
kat_dev_close(struct kat_dev *dev)
{
	rte_free(dev->aad_buf);
	tc_dev_close(dev->id, &dev->pools);
}

static void
kat_job_sym(struct kat_dev *dev, struct kat_job *job, struct rte_crypto_op *op,
		struct rte_mbuf *m)
{
	struct rte_crypto_sym_op *sym = op->sym;
	uint32_t len = job->data->len;

	sym->m_src = m;
	if (job->xform.type == RTE_CRYPTO_SYM_XFORM_CIPHER) {
		sym->cipher.data.length = len;
	} else if (job->xform.type == RTE_CRYPTO_SYM_XFORM_AUTH) {
		sym->auth.data.length = len;
		sym->auth.digest.data = rte_pktmbuf_mtod_offset(m, uint8_t *, len);
		sym->auth.digest.phys_addr = rte_pktmbuf_iova_offset(m, len);
	} else {
		sym->aead.data.length = len;
		sym->aead.digest.data = rte_pktmbuf_mtod_offset(m, uint8_t *, len);
		sym->aead.digest.phys_addr = rte_pktmbuf_iova_offset(m, len);
		memset(dev->aad_buf, 0, TC_CCM_AAD_SHIFT);
		memcpy(dev->aad_buf + job->algo->aad_shift, job->aad->data, job->aad->len);
		sym->aead.aad.data = dev->aad_buf;
		sym->aead.aad.phys_addr = rte_malloc_virt2iova(dev->aad_buf);
	}
}

/* Put data, digest and IV in place: the IV area and the mbuf. */
static int
kat_job_fill(struct kat_dev *dev, struct kat_job *job, struct rte_crypto_op *op,
		struct rte_mbuf *m)
{
	uint32_t len = job->data->len;
	uint8_t *iv = rte_crypto_op_ctod_offset(op, uint8_t *, KAT_IV_OFFSET);
	uint16_t shift = job->algo->iv_shift;
	uint8_t *p;

	if (len > dev->max_data || job->iv->len + shift > KAT_IV_AREA ||
			(job->aad != NULL && job->aad->len > UINT16_MAX))
		return -E2BIG;
	memset(iv, 0, KAT_IV_AREA);
	memcpy(iv + shift, job->iv->data, job->iv->len);
	p = (uint8_t *)rte_pktmbuf_append(m, len + job->digest_len);
	if (p == NULL)
		return -E2BIG;
	memcpy(p, job->data->data, len);
	memset(p + len, 0, job->digest_len);
	if (job->digest_in != NULL)
		memcpy(p + len, job->digest_in, job->digest_len);
	kat_job_sym(dev, job, op, m);
	return 0;
}

static void
kat_job_collect(struct kat_job *job, struct rte_mbuf *m)
{
	uint32_t len = job->data->len;

	if (job->out != NULL)
		memcpy(job->out, rte_pktmbuf_mtod(m, uint8_t *), len);
	memcpy(job->digest_out, rte_pktmbuf_mtod_offset(m, uint8_t *, len),
			job->digest_len);
}

/*
 * Run one job: session from job->xform, one op on queue pair 0.
 * Return the op status (RTE_CRYPTO_OP_STATUS_*), or a negative errno
 * when the session or the op could not be set up.
 */
int
kat_dev_run(struct kat_dev *dev, struct kat_job *job)
{
	struct rte_crypto_op *op = NULL;
	struct rte_mbuf *m = NULL;
	void *sess;
	int ret;

	sess = rte_cryptodev_sym_session_create(dev->id, &job->xform, dev->pools.sess);
	if (sess == NULL)
		return -ENOTSUP;
	op = rte_crypto_op_alloc(dev->pools.op, RTE_CRYPTO_OP_TYPE_SYMMETRIC);
	m = rte_pktmbuf_alloc(dev->pools.mbuf);
	ret = (op == NULL || m == NULL) ? -ENOMEM : kat_job_fill(dev, job, op, m);
	if (ret == 0) {
		rte_crypto_op_attach_sym_session(op, sess);
		ret = tc_run_one(dev->id, 0, op);
	}
	if (ret >= 0)
		kat_job_collect(job, m);
	rte_pktmbuf_free(m);
	rte_crypto_op_free(op);
	rte_cryptodev_sym_session_free(dev->id, sess);
	return ret;
}
