/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <cryptodev_pmd.h>	/* driver-SDK header: the session clear op alone */
#include <rte_malloc.h>
#include <rte_mbuf.h>

#include <tc_run.h>

#include "leak.h"

#define LEAK_NB_DESC		64
#define LEAK_SESS_POOL		8	/* one session + one sessionless at a time */
/*
 * DPDK 22.11 keeps the element of an asymmetric session create the driver
 * refuses (the secrets' error path refuses some): room for those.
 */
#define LEAK_ASYM_SESS_POOL	256

int
leak_dev_open(struct leak_dev *dev, const char *name, uint16_t nb_qps)
{
	struct tc_pools_conf pc = {
		.nb_mbufs = 2 * nb_qps + 8,
		.mbuf_room = RTE_MBUF_DEFAULT_DATAROOM,
		.nb_ops = 2 * nb_qps + 8,
		.op_priv = LEAK_OP_PRIV,
		.nb_sess = LEAK_SESS_POOL,
		.nb_asym_ops = 2 * nb_qps + 8,
		.nb_asym_sess = LEAK_ASYM_SESS_POOL,
	};
	struct rte_cryptodev_info info;
	int id = rte_cryptodev_get_dev_id(name), ret;

	if (id < 0) {
		fprintf(stderr, "no cryptodev named %s\n", name);
		return -ENODEV;
	}
	rte_cryptodev_info_get(id, &info);
	if (info.max_nb_queue_pairs < nb_qps) {
		fprintf(stderr, "%s has %u queue pairs at most, %u asked\n", name,
			info.max_nb_queue_pairs, nb_qps);
		return -EINVAL;
	}
	dev->nb_qps = nb_qps;
	/* configured first: the session size follows the queue pair count */
	ret = tc_dev_open(name, nb_qps, LEAK_NB_DESC, &pc, &dev->pools, &dev->id);
	if (ret != 0)
		return ret;
	dev->aad = rte_zmalloc_socket("leak_aad", LEAK_AAD_AREA, 64, tc_dev_socket(dev->id));
	return dev->aad == NULL ? -ENOMEM : 0;
}

void
leak_dev_close(struct leak_dev *dev)
{
	rte_free(dev->aad);
	tc_dev_close(dev->id, &dev->pools);
}

/*
 * The job's input in an mbuf: one segment on even queue pairs, two on odd
 * ones (split inside the data, so the driver walks a chain).
 */
static struct rte_mbuf *
leak_mbuf(struct leak_dev *dev, const struct leak_job *job, uint16_t qp)
{
	uint32_t total = leak_total_len(job);
	uint32_t segs[2] = { job->fam->hdr_len + job->fam->data_len / 2u + 3u, 0 };

	segs[1] = total - segs[0];
	return tc_mbuf_build(dev->pools.mbuf, job->in, total, segs, (qp & 1) != 0 ? 2 : 1,
			NULL);
}

/* sessionless: the transforms travel in the op's private area */
static int
leak_op_xforms(struct rte_crypto_op *op, const struct leak_job *job)
{
	struct rte_crypto_sym_xform *x;

	x = rte_crypto_op_sym_xforms_alloc(op, job->xf[0].next != NULL ? 2 : 1);
	if (x == NULL)
		return -1;
	x[0] = job->xf[0];
	x[0].next = NULL;
	if (job->xf[0].next != NULL) {
		x[1] = job->xf[1];
		x[1].next = NULL;
		x[0].next = &x[1];
	}
	return 0;
}

static struct rte_crypto_op *
leak_op(struct leak_dev *dev, struct leak_job *job, void *sess, uint16_t qp)
{
	struct rte_crypto_op *op = rte_crypto_op_alloc(dev->pools.op,
			RTE_CRYPTO_OP_TYPE_SYMMETRIC);
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
	if (leak_op_xforms(op, job) != 0) {
		rte_pktmbuf_free(m);
		rte_crypto_op_free(op);
		return NULL;
	}
	return op;
}

static void
leak_collect(struct leak_job *job, struct rte_crypto_op *op, uint16_t qp,
		struct leak_result *res)
{
	unsigned int total = leak_total_len(job);
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
	struct rte_crypto_op *op;
	uint16_t q;

	memset(res, 0, sizeof(*res));
	memcpy(dev->aad, job->aad, sizeof(job->aad));
	for (q = 0; q < dev->nb_qps; q++) {
		op = leak_op(dev, job, sess, q);
		if (op == NULL) {
			res->setup_err++;
			continue;
		}
		if (tc_run_one(dev->id, q, op) < 0) {
			/* refused, lost, or another op: either way the ring is out of step */
			res->lost++;
			continue;
		}
		leak_collect(job, op, q, res);
		rte_pktmbuf_free(op->sym->m_src);
		rte_crypto_op_free(op);
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
