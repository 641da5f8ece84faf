/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Raw data-path API (rte_cryptodev_raw_*), offered instead of CPU crypto
 * by a device created with the devarg raw_dp=1: DPDK keeps the two in one
 * union of struct rte_cryptodev_ops.
 *
 * A raw context is bound to a queue pair and a session. Enqueue processes
 * the vectors at once (openssl_vec.c) on the queue pair's slot of the
 * session, exactly as crypto ops are, and keeps (user data, status) in the
 * queue pair's completion queue for dequeue. Only as many vectors as the
 * queue has room for are taken; nothing is ever dropped.
 */

#include <rte_malloc.h>

#include "openssl_dev.h"
#include "openssl_sym.h"

/*
 * Completions of one queue pair: a single-producer, single-consumer ring, as
 * the op path's rte_ring. Enqueue and dequeue may run on two lcores: the
 * producer publishes an entry by storing tail with release after filling it,
 * the consumer gives it back by storing head with release after reading it;
 * each loads the other's index with acquire. (x86 keeps stores in order
 * anyway; arm64 does not.)
 */
struct openssl_raw_cq {
	uint32_t size;		/* a power of two */
	RTE_ATOMIC(uint32_t) head;	/* next to dequeue: the consumer's */
	RTE_ATOMIC(uint32_t) tail;	/* next to fill: the producer's */
	struct {
		void *user_data;
		uint8_t status;	/* RTE_CRYPTO_OP_STATUS_* */
	} e[];
};

/* What the context's driver data holds. */
struct openssl_raw_ctx {
	struct openssl_session *s;
};

/* Producer side: entries free to fill. */
static inline uint32_t
cq_free(struct openssl_raw_cq *cq)
{
	return cq->size - (rte_atomic_load_explicit(&cq->tail, rte_memory_order_relaxed) -
		rte_atomic_load_explicit(&cq->head, rte_memory_order_acquire));
}

/* Consumer side: entries filled, and the first of them in *head. */
static inline uint32_t
cq_ready(struct openssl_raw_cq *cq, uint32_t *head)
{
	*head = rte_atomic_load_explicit(&cq->head, rte_memory_order_relaxed);
	return rte_atomic_load_explicit(&cq->tail, rte_memory_order_acquire) - *head;
}

int
openssl_raw_cq_create(struct openssl_qp *qp, uint32_t nb_desc, int socket_id)
{
	uint32_t size = rte_align32pow2(nb_desc);

	qp->raw = rte_zmalloc_socket("openssl_raw_cq", sizeof(*qp->raw) +
			size * sizeof(qp->raw->e[0]), RTE_CACHE_LINE_SIZE, socket_id);
	if (qp->raw == NULL)
		return -ENOMEM;
	qp->raw->size = size;
	return 0;
}

void
openssl_raw_cq_free(struct openssl_qp *qp)
{
	rte_free(qp->raw);
	qp->raw = NULL;
}

static void
cq_push(struct openssl_raw_cq *cq, void *user_data, uint8_t status)
{
	uint32_t t = rte_atomic_load_explicit(&cq->tail, rte_memory_order_relaxed);
	uint32_t i = t & (cq->size - 1);

	cq->e[i].user_data = user_data;
	cq->e[i].status = status;
	rte_atomic_store_explicit(&cq->tail, t + 1, rte_memory_order_release);
}

static uint32_t
raw_enqueue_burst(void *qp_data, uint8_t *drv_ctx, struct rte_crypto_sym_vec *vec,
		union rte_crypto_sym_ofs ofs, void *user_data[], int *enqueue_status)
{
	struct openssl_qp *qp = qp_data;
	struct openssl_session *s = ((struct openssl_raw_ctx *)drv_ctx)->s;
	struct openssl_slot scratch, *slot;
	uint32_t i, n;
	uint8_t st;

	n = RTE_MIN(vec->num, cq_free(qp->raw));
	*enqueue_status = 1;	/* done: no enqueue_done needed */
	if (n == 0)
		return 0;
	slot = openssl_slot_get(qp, s, &scratch);
	for (i = 0; i < n; i++) {
		st = slot != NULL ? openssl_vec_process(s, slot, &qp->scratch, ofs, vec, i,
				true) : RTE_CRYPTO_OP_STATUS_ERROR;
		vec->status[i] = 0;	/* enqueued; the outcome comes with dequeue */
		cq_push(qp->raw, user_data[i], st);
		if (st != RTE_CRYPTO_OP_STATUS_SUCCESS)
			qp->stats.enqueue_err_count++;
	}
	if (slot != NULL)
		openssl_slot_put(slot, &scratch, s);
	qp->stats.enqueued_count += n;
	return n;
}

static int
raw_enqueue(void *qp_data, uint8_t *drv_ctx, struct rte_crypto_vec *data_vec,
		uint16_t n_data_vecs, union rte_crypto_sym_ofs ofs,
		struct rte_crypto_va_iova_ptr *iv, struct rte_crypto_va_iova_ptr *digest,
		struct rte_crypto_va_iova_ptr *aad_or_auth_iv, void *user_data)
{
	struct rte_crypto_sgl sgl = { .vec = data_vec, .num = n_data_vecs };
	struct rte_crypto_sym_vec vec = {
		.num = 1, .src_sgl = &sgl, .iv = iv, .digest = digest,
		.aad = aad_or_auth_iv,
	};
	int32_t status;
	int done;

	vec.status = &status;
	return raw_enqueue_burst(qp_data, drv_ctx, &vec, ofs, &user_data, &done) == 1 ?
		1 : -ENOSPC;
}

static int
raw_done(void *qp_data __rte_unused, uint8_t *drv_ctx __rte_unused, uint32_t n __rte_unused)
{
	return 0;	/* enqueue processes, dequeue frees: nothing left to do */
}

static uint32_t
raw_dequeue_burst(void *qp_data, uint8_t *drv_ctx __rte_unused,
		rte_cryptodev_raw_get_dequeue_count_t get_dequeue_count,
		uint32_t max_nb_to_dequeue, rte_cryptodev_raw_post_dequeue_t post_dequeue,
		void **out_user_data, uint8_t is_user_data_array, uint32_t *n_success,
		int *dequeue_status)
{
	struct openssl_qp *qp = qp_data;
	struct openssl_raw_cq *cq = qp->raw;
	uint32_t i, head, n = cq_ready(cq, &head), idx, ok = 0;
	uint8_t success;

	*dequeue_status = 1;
	if (n == 0) {
		*n_success = 0;
		return 0;
	}
	if (get_dequeue_count != NULL)
		max_nb_to_dequeue = get_dequeue_count(cq->e[head & (cq->size - 1)].user_data);
	n = RTE_MIN(n, max_nb_to_dequeue);
	for (i = 0; i < n; i++) {
		idx = (head + i) & (cq->size - 1);
		success = cq->e[idx].status == RTE_CRYPTO_OP_STATUS_SUCCESS;
		if (is_user_data_array || i == 0)
			out_user_data[i] = cq->e[idx].user_data;
		post_dequeue(cq->e[idx].user_data, i, success);
		ok += success;
	}
	rte_atomic_store_explicit(&cq->head, head + n, rte_memory_order_release);
	qp->stats.dequeued_count += n;
	*n_success = ok;
	return n;
}

static void *
raw_dequeue(void *qp_data, uint8_t *drv_ctx __rte_unused, int *dequeue_status,
		enum rte_crypto_op_status *op_status)
{
	struct openssl_qp *qp = qp_data;
	struct openssl_raw_cq *cq = qp->raw;
	uint32_t head, idx;
	void *user_data;

	if (cq_ready(cq, &head) == 0) {
		*dequeue_status = 0;
		return NULL;
	}
	idx = head & (cq->size - 1);
	*dequeue_status = 1;
	*op_status = cq->e[idx].status;
	user_data = cq->e[idx].user_data;
	rte_atomic_store_explicit(&cq->head, head + 1, rte_memory_order_release);
	qp->stats.dequeued_count++;
	return user_data;
}

static int
raw_get_dp_ctx_size(struct rte_cryptodev *dev __rte_unused)
{
	return sizeof(struct openssl_raw_ctx);
}

/* Bind a context to a queue pair and a session of this driver. */
static int
raw_configure_dp_ctx(struct rte_cryptodev *dev, uint16_t qp_id,
		struct rte_crypto_raw_dp_ctx *ctx, enum rte_crypto_op_sess_type sess_type,
		union rte_cryptodev_session_ctx session_ctx, uint8_t is_update)
{
	struct openssl_raw_ctx *rc = (struct openssl_raw_ctx *)ctx->drv_ctx_data;
	struct rte_cryptodev_sym_session *sess = session_ctx.crypto_sess;
	struct openssl_qp *qp;

	if (qp_id >= dev->data->nb_queue_pairs || dev->data->queue_pairs[qp_id] == NULL)
		return -EINVAL;
	if (sess_type != RTE_CRYPTO_OP_WITH_SESSION || sess == NULL ||
			sess->driver_id != openssl_driver_id) {
		OPENSSL_LOG(ERR, "%s: raw data path: a session of this driver is needed",
			dev->data->name);
		return -ENOTSUP;
	}
	qp = dev->data->queue_pairs[qp_id];
	rc->s = CRYPTODEV_GET_SYM_SESS_PRIV(sess);
	if (is_update)
		return 0;
	ctx->qp_data = qp;
	ctx->enqueue = raw_enqueue;
	ctx->enqueue_burst = raw_enqueue_burst;
	ctx->enqueue_done = raw_done;
	ctx->dequeue = raw_dequeue;
	ctx->dequeue_burst = raw_dequeue_burst;
	ctx->dequeue_done = raw_done;
	return 0;
}

void
openssl_raw_ops_set(struct rte_cryptodev_ops *ops)
{
	ops->sym_get_raw_dp_ctx_size = raw_get_dp_ctx_size;
	ops->sym_configure_raw_dp_ctx = raw_configure_dp_ctx;
}
