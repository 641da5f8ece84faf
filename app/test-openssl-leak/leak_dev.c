/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <cryptodev_pmd.h>	/* driver-SDK header: the session clear op alone */
#include <rte_cycles.h>
#include <rte_malloc.h>
#include <rte_mbuf.h>

#include "leak.h"

#define LEAK_NB_DESC		64
#define LEAK_SESS_POOL		8	/* one session + one sessionless at a time */
#define LEAK_DEQ_TIMEOUT_S	2

int
leak_dev_open(struct leak_dev *dev, const char *name, uint16_t nb_qps)
{
	struct rte_cryptodev_config conf = { .nb_queue_pairs = nb_qps };
	struct rte_cryptodev_qp_conf qp_conf = { .nb_descriptors = LEAK_NB_DESC };
	struct rte_cryptodev_info info;
	unsigned int nb_bufs = 2 * nb_qps + 8;
	int id = rte_cryptodev_get_dev_id(name), ret;
	uint16_t q;

	if (id < 0) {
		fprintf(stderr, "no cryptodev named %s\n", name);
		return -ENODEV;
	}
	dev->id = id;
	dev->nb_qps = nb_qps;
	dev->socket = rte_cryptodev_socket_id(dev->id);
	if (dev->socket < 0)
		dev->socket = 0;
	rte_cryptodev_info_get(dev->id, &info);
	if (info.max_nb_queue_pairs < nb_qps) {
		fprintf(stderr, "%s has %u queue pairs at most, %u asked\n", name,
			info.max_nb_queue_pairs, nb_qps);
		return -EINVAL;
	}
	conf.socket_id = dev->socket;
	ret = rte_cryptodev_configure(dev->id, &conf);
	if (ret < 0)
		return ret;
	/* after configure: the session size follows the queue pair count */
	dev->sess_pool = rte_cryptodev_sym_session_pool_create("leak_sess", LEAK_SESS_POOL,
			rte_cryptodev_sym_get_private_session_size(dev->id), 0, 0, dev->socket);
	dev->op_pool = rte_crypto_op_pool_create("leak_op", RTE_CRYPTO_OP_TYPE_SYMMETRIC,
			nb_bufs, 0, LEAK_OP_PRIV, dev->socket);
	dev->mbuf_pool = rte_pktmbuf_pool_create("leak_mbuf", nb_bufs, 0, 0,
			RTE_MBUF_DEFAULT_BUF_SIZE, dev->socket);
	dev->aad = rte_zmalloc_socket("leak_aad", LEAK_CCM_AAD_SHIFT + LEAK_AAD_LEN, 64,
			dev->socket);
	if (dev->sess_pool == NULL || dev->op_pool == NULL || dev->mbuf_pool == NULL ||
			dev->aad == NULL)
		return -ENOMEM;
	qp_conf.mp_session = dev->sess_pool;
	for (q = 0; q < nb_qps && ret == 0; q++)
		ret = rte_cryptodev_queue_pair_setup(dev->id, q, &qp_conf, dev->socket);
	if (ret == 0)
		ret = rte_cryptodev_start(dev->id);
	if (ret < 0)
		fprintf(stderr, "cannot set up %s: %d\n", name, ret);
	return ret;
}

void
leak_dev_close(struct leak_dev *dev)
{
	rte_cryptodev_stop(dev->id);
	rte_cryptodev_close(dev->id);
	rte_free(dev->aad);
	rte_mempool_free(dev->mbuf_pool);
	rte_mempool_free(dev->op_pool);
	rte_mempool_free(dev->sess_pool);
}

/*
 * The job's input in an mbuf: one segment on even queue pairs, two on odd
 * ones (split inside the data, so the driver walks a chain).
 */
static struct rte_mbuf *
leak_mbuf(struct leak_dev *dev, const struct leak_job *job, uint16_t qp)
{
	const struct leak_family *f = job->fam;
	unsigned int total = leak_total_len(f);
	unsigned int split = (qp & 1) != 0 ? f->hdr_len + f->data_len / 2u + 3u : total;
	struct rte_mbuf *m = rte_pktmbuf_alloc(dev->mbuf_pool), *m2;
	char *p;

	if (m == NULL)
		return NULL;
	p = rte_pktmbuf_append(m, split);
	if (p == NULL)
		goto fail;
	memcpy(p, job->in, split);
	if (split == total)
		return m;
	m2 = rte_pktmbuf_alloc(dev->mbuf_pool);
	if (m2 == NULL)
		goto fail;
	p = rte_pktmbuf_append(m2, total - split);
	if (p == NULL || rte_pktmbuf_chain(m, m2) != 0) {
		rte_pktmbuf_free(m2);
		goto fail;
	}
	memcpy(p, job->in + split, total - split);
	return m;
fail:
	rte_pktmbuf_free(m);
	return NULL;
}

static struct rte_crypto_op *
leak_op(struct leak_dev *dev, struct leak_job *job, void *sess, uint16_t qp)
{
	struct rte_crypto_op *op = rte_crypto_op_alloc(dev->op_pool,
			RTE_CRYPTO_OP_TYPE_SYMMETRIC);
	struct rte_crypto_sym_xform *x;
	struct rte_mbuf *m;

	if (op == NULL)
		return NULL;
	m = leak_mbuf(dev, job, qp);
	if (m == NULL) {
		rte_crypto_op_free(op);
		return NULL;
	}
	leak_op_fill(job, op, m, dev->aad);
	if (sess != NULL) {
		rte_crypto_op_attach_sym_session(op, sess);
		return op;
	}
	/* sessionless: the transforms travel in the op's private area */
	x = rte_crypto_op_sym_xforms_alloc(op, job->xf[0].next != NULL ? 2 : 1);
	if (x == NULL) {
		rte_pktmbuf_free(m);
		rte_crypto_op_free(op);
		return NULL;
	}
	x[0] = job->xf[0];
	x[0].next = NULL;
	if (job->xf[0].next != NULL) {
		x[1] = job->xf[1];
		x[1].next = NULL;
		x[0].next = &x[1];
	}
	return op;
}

static struct rte_crypto_op *
leak_dequeue(struct leak_dev *dev, uint16_t qp)
{
	uint64_t end = rte_get_timer_cycles() + LEAK_DEQ_TIMEOUT_S * rte_get_timer_hz();
	struct rte_crypto_op *op = NULL;

	while (rte_cryptodev_dequeue_burst(dev->id, qp, &op, 1) == 0)
		if (rte_get_timer_cycles() > end)
			return NULL;
	return op;
}

static void
leak_collect(struct leak_job *job, struct rte_crypto_op *op, uint16_t qp,
		struct leak_result *res)
{
	unsigned int total = leak_total_len(job->fam);
	uint8_t buf[LEAK_MAX_DATA];
	const void *out;

	res->ops++;
	if (op->status != RTE_CRYPTO_OP_STATUS_SUCCESS) {
		res->bad_status++;
		res->last_status = op->status;
		return;
	}
	out = rte_pktmbuf_read(op->sym->m_src, 0, total, buf);
	if (out == NULL)
		res->mismatch++;
	else if (qp == 0)
		memcpy(job->out, out, total);
	else if (memcmp(job->out, out, total) != 0)
		res->mismatch++;
}

/* One op of the job on every queue pair; qp 0's output lands in job->out. */
void
leak_dev_run(struct leak_dev *dev, struct leak_job *job, void *sess, struct leak_result *res)
{
	struct rte_crypto_op *ops[LEAK_MAX_QPS], *done;
	uint16_t q;

	memset(res, 0, sizeof(*res));
	memcpy(dev->aad, job->aad, sizeof(job->aad));
	for (q = 0; q < dev->nb_qps; q++) {
		ops[q] = leak_op(dev, job, sess, q);
		if (ops[q] == NULL) {
			res->setup_err++;
			continue;
		}
		if (rte_cryptodev_enqueue_burst(dev->id, q, &ops[q], 1) != 1) {
			res->setup_err++;
			rte_pktmbuf_free(ops[q]->sym->m_src);
			rte_crypto_op_free(ops[q]);
			ops[q] = NULL;
		}
	}
	for (q = 0; q < dev->nb_qps; q++) {
		if (ops[q] == NULL)
			continue;
		done = leak_dequeue(dev, q);
		if (done != ops[q]) {
			/* lost, or another op: either way the ring is out of step */
			res->lost++;
			continue;
		}
		leak_collect(job, done, q, res);
		rte_pktmbuf_free(done->sym->m_src);
		rte_crypto_op_free(done);
	}
}

/*
 * rte_cryptodev_sym_session_free() in two halves, so that the pool can be
 * scanned between the driver's clear and DPDK's zeroing of the private area
 * (which would hide whether the driver wiped its keys).
 */
int
leak_session_clear_only(struct leak_dev *dev, void *sess)
{
	struct rte_cryptodev *d = rte_cryptodev_pmd_get_dev(dev->id);

	if (d == NULL || d->dev_ops == NULL || d->dev_ops->sym_session_clear == NULL)
		return -ENOTSUP;
	d->dev_ops->sym_session_clear(d, sess);
	return 0;
}

/* The second half: zero the private area, element back to its pool. */
void
leak_session_put(void *sess)
{
	struct rte_cryptodev_sym_session *s = sess;

	memset(s->driver_priv_data, 0, (size_t)s->sess_data_sz + s->user_data_sz);
	rte_mempool_put(rte_mempool_from_obj(sess), sess);
}
