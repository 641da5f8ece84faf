/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <errno.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_malloc.h>
#include <rte_mbuf.h>

#include "kat.h"

#define KAT_NB_DESC 128
#define KAT_NB_OPS 64
#define KAT_NB_MBUFS 16
#define KAT_NB_SESS 16
#define KAT_MBUF_ROOM UINT16_MAX
#define KAT_AAD_BUF (UINT16_MAX + 1 + KAT_CCM_AAD_SHIFT + 64)
#define KAT_TIMEOUT_S 10

static int
kat_dev_pools(struct kat_dev *dev)
{
	unsigned int priv = rte_cryptodev_sym_get_private_session_size(dev->id);

	dev->sess_pool = rte_cryptodev_sym_session_pool_create("kat_sess", KAT_NB_SESS,
			priv, 0, 0, dev->socket);
	dev->op_pool = rte_crypto_op_pool_create("kat_op", RTE_CRYPTO_OP_TYPE_SYMMETRIC,
			KAT_NB_OPS, 0, KAT_IV_AREA, dev->socket);
	dev->mbuf_pool = rte_pktmbuf_pool_create("kat_mbuf", KAT_NB_MBUFS, 0, 0,
			KAT_MBUF_ROOM, dev->socket);
	dev->aad_buf = rte_zmalloc_socket("kat_aad", KAT_AAD_BUF, 64, dev->socket);
	if (dev->sess_pool == NULL || dev->op_pool == NULL || dev->mbuf_pool == NULL ||
			dev->aad_buf == NULL)
		return -ENOMEM;
	dev->max_data = KAT_MBUF_ROOM - RTE_PKTMBUF_HEADROOM - KAT_MAX_DIGEST;
	return 0;
}

int
kat_dev_open(struct kat_dev *dev, const char *name)
{
	struct rte_cryptodev_config conf = { .nb_queue_pairs = 1 };
	struct rte_cryptodev_qp_conf qp_conf = { .nb_descriptors = KAT_NB_DESC };
	int id = rte_cryptodev_get_dev_id(name), ret;

	if (id < 0) {
		fprintf(stderr, "no cryptodev named %s\n", name);
		return -ENODEV;
	}
	dev->id = id;
	dev->socket = rte_cryptodev_socket_id(dev->id);
	if (dev->socket < 0)
		dev->socket = 0;
	conf.socket_id = dev->socket;
	ret = kat_dev_pools(dev);
	if (ret < 0)
		return ret;
	qp_conf.mp_session = dev->sess_pool;
	ret = rte_cryptodev_configure(dev->id, &conf);
	if (ret == 0)
		ret = rte_cryptodev_queue_pair_setup(dev->id, 0, &qp_conf, dev->socket);
	if (ret == 0)
		ret = rte_cryptodev_start(dev->id);
	if (ret < 0)
		fprintf(stderr, "cannot set up %s: %d\n", name, ret);
	return ret;
}

void
kat_dev_close(struct kat_dev *dev)
{
	rte_cryptodev_stop(dev->id);
	rte_cryptodev_close(dev->id);
	rte_free(dev->aad_buf);
	rte_mempool_free(dev->mbuf_pool);
	rte_mempool_free(dev->op_pool);
	rte_mempool_free(dev->sess_pool);
}

/* Enqueue one op and wait for it; return its status, or -1 if it is lost. */
static int
kat_dev_process(struct kat_dev *dev, struct rte_crypto_op *op)
{
	struct rte_crypto_op *done = NULL;
	uint64_t end = rte_get_timer_cycles() + KAT_TIMEOUT_S * rte_get_timer_hz();

	if (rte_cryptodev_enqueue_burst(dev->id, 0, &op, 1) != 1)
		return -1;
	while (rte_cryptodev_dequeue_burst(dev->id, 0, &done, 1) == 0)
		if (rte_get_timer_cycles() > end)
			return -1;
	return done == op ? op->status : -1;
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
		memset(dev->aad_buf, 0, KAT_CCM_AAD_SHIFT);
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

	sess = rte_cryptodev_sym_session_create(dev->id, &job->xform, dev->sess_pool);
	if (sess == NULL)
		return -ENOTSUP;
	op = rte_crypto_op_alloc(dev->op_pool, RTE_CRYPTO_OP_TYPE_SYMMETRIC);
	m = rte_pktmbuf_alloc(dev->mbuf_pool);
	ret = (op == NULL || m == NULL) ? -ENOMEM : kat_job_fill(dev, job, op, m);
	if (ret == 0) {
		rte_crypto_op_attach_sym_session(op, sess);
		ret = kat_dev_process(dev, op);
	}
	if (ret >= 0)
		kat_job_collect(job, m);
	rte_pktmbuf_free(m);
	rte_crypto_op_free(op);
	rte_cryptodev_sym_session_free(dev->id, sess);
	return ret;
}
