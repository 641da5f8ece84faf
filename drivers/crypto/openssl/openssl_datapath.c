/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <rte_mempool.h>
#include <rte_security_driver.h>

#include "openssl_mbuf.h"
#include "openssl_pmd_private.h"

/*
 * Out-of-place encrypt-then-MAC: the digest covers the destination, so the
 * authenticated bytes outside the cipher region (headers, trailers) are
 * copied there from the source first.
 */
static int
copy_auth_only(const struct rte_crypto_sym_op *sym, struct rte_mbuf *src,
		struct rte_mbuf *dst)
{
	uint32_t a0 = sym->auth.data.offset, a1 = a0 + sym->auth.data.length;
	uint32_t c0 = sym->cipher.data.offset, c1 = c0 + sym->cipher.data.length;
	uint32_t end;

	if (!openssl_mbuf_range_ok(src, a0, a1 - a0) ||
			!openssl_mbuf_range_ok(dst, a0, a1 - a0))
		return -1;
	end = RTE_MIN(c0, a1);
	if (a0 < end && openssl_mbuf_transform(src, a0, dst, a0, end - a0,
			openssl_copy, NULL) < 0)
		return -1;
	a0 = RTE_MAX(c1, a0);
	if (a0 < a1 && openssl_mbuf_transform(src, a0, dst, a0, a1 - a0,
			openssl_copy, NULL) < 0)
		return -1;
	return 0;
}

/*
 * Encrypted digest, out of place: the MAC just written into the destination
 * lies inside the region to encrypt. Then the destination gets the source's
 * other bytes and is encrypted in place, digest included.
 */
static bool
digest_in_dst_cipher(const struct rte_crypto_sym_op *sym, const struct openssl_session *s,
		const struct rte_mbuf *dst)
{
	int64_t d = openssl_mbuf_offset_of(dst, sym->auth.digest.data);
	int64_t c0 = sym->cipher.data.offset, c1 = c0 + sym->cipher.data.length;

	return d >= c0 && d + s->auth.digest_len <= c1;
}

static int
copy_around_digest(const struct rte_crypto_sym_op *sym, const struct openssl_session *s,
		struct rte_mbuf *src, struct rte_mbuf *dst)
{
	uint32_t d = openssl_mbuf_offset_of(dst, sym->auth.digest.data);
	uint32_t c0 = sym->cipher.data.offset, c1 = c0 + sym->cipher.data.length;
	uint32_t e = d + s->auth.digest_len;

	if (!openssl_mbuf_range_ok(src, c0, c1 - c0))
		return -1;
	if (d > c0 && openssl_mbuf_transform(src, c0, dst, c0, d - c0, openssl_copy,
			NULL) < 0)
		return -1;
	if (c1 > e && openssl_mbuf_transform(src, e, dst, e, c1 - e, openssl_copy,
			NULL) < 0)
		return -1;
	return 0;
}

static inline bool
op_ok(const struct rte_crypto_op *op)
{
	return op->status == RTE_CRYPTO_OP_STATUS_NOT_PROCESSED;
}

static void
run_chain(struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	switch (s->chain) {
	case OPENSSL_CHAIN_CIPHER:
		openssl_cipher_process(op, s, slot, src, dst);
		break;
	case OPENSSL_CHAIN_AUTH:
		openssl_auth_process(op, s, slot, src);
		break;
	case OPENSSL_CHAIN_CIPHER_AUTH:
		openssl_cipher_process(op, s, slot, src, dst);
		if (op_ok(op) && dst != src && copy_auth_only(op->sym, src, dst) != 0)
			op->status = RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
		if (op_ok(op))
			openssl_auth_process(op, s, slot, dst);
		break;
	case OPENSSL_CHAIN_AUTH_CIPHER:
		/* verify (or MAC) first: nothing is decrypted after a failed verify */
		openssl_auth_process(op, s, slot, src);
		if (!op_ok(op))
			break;
		if (dst != src && !s->auth.verify && digest_in_dst_cipher(op->sym, s, dst)) {
			if (copy_around_digest(op->sym, s, src, dst) != 0)
				op->status = RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
			else
				openssl_cipher_process(op, s, slot, dst, dst);
		} else {
			openssl_cipher_process(op, s, slot, src, dst);
		}
		break;
	case OPENSSL_CHAIN_AEAD:
		openssl_aead_process(op, s, slot, src, dst);
		break;
	default:
		op->status = RTE_CRYPTO_OP_STATUS_INVALID_SESSION;
		break;
	}
}

static void
process_session_op(struct openssl_qp *qp, struct rte_crypto_op *op,
		struct rte_mbuf *src, struct rte_mbuf *dst)
{
	struct rte_cryptodev_sym_session *cs = op->sym->session;
	struct openssl_slot scratch, *slot;
	struct openssl_session *s;

	if (unlikely(cs == NULL || cs->driver_id != openssl_driver_id)) {
		op->status = RTE_CRYPTO_OP_STATUS_INVALID_SESSION;
		return;
	}
	s = CRYPTODEV_GET_SYM_SESS_PRIV(cs);
	slot = openssl_slot_get(qp, s, &scratch);
	if (unlikely(slot == NULL)) {
		op->status = RTE_CRYPTO_OP_STATUS_ERROR;
		return;
	}
	run_chain(op, s, slot, src, dst);
	openssl_slot_put(slot, &scratch, s);
}

/* An rte_security (DOCSIS protocol) op: the private data is one of our sessions. */
static void
process_security_op(struct openssl_qp *qp, struct rte_crypto_op *op,
		struct rte_mbuf *src, struct rte_mbuf *dst)
{
	struct rte_security_session *ss = op->sym->session;
	struct openssl_slot scratch, *slot;
	struct openssl_session *s;

	if (unlikely(ss == NULL)) {
		op->status = RTE_CRYPTO_OP_STATUS_INVALID_SESSION;
		return;
	}
	s = (void *)ss->driver_priv_data;
	if (unlikely(s->docsis == OPENSSL_DOCSIS_NONE)) {
		op->status = RTE_CRYPTO_OP_STATUS_INVALID_SESSION;
		return;
	}
	slot = openssl_slot_get(qp, s, &scratch);
	if (unlikely(slot == NULL)) {
		op->status = RTE_CRYPTO_OP_STATUS_ERROR;
		return;
	}
	openssl_docsis_process(op, s, slot, src, dst);
	openssl_slot_put(slot, &scratch, s);
}

/* A sessionless op: a session of its own from the queue pair's pool, for this op only. */
static void
process_sessionless_op(struct openssl_qp *qp, struct rte_crypto_op *op,
		struct rte_mbuf *src, struct rte_mbuf *dst)
{
	struct rte_cryptodev_sym_session *cs;
	struct openssl_session *s;
	void *obj;

	qp->engine.sessionless_ops++;
	if (unlikely(qp->sess_mp == NULL || op->sym->xform == NULL ||
			rte_mempool_get(qp->sess_mp, &obj) != 0)) {
		op->status = RTE_CRYPTO_OP_STATUS_INVALID_SESSION;
		return;
	}
	cs = obj;
	s = CRYPTODEV_GET_SYM_SESS_PRIV(cs);
	/* no slots: a sessionless session is private to its op */
	if (openssl_session_configure(s, sizeof(*s), op->sym->xform, qp->dev_id) != 0) {
		op->status = RTE_CRYPTO_OP_STATUS_INVALID_SESSION;
	} else {
		run_chain(op, s, &s->tmpl, src, dst);
		openssl_session_clear(s);
	}
	rte_mempool_put(qp->sess_mp, obj);
}

static void
process_op(struct openssl_qp *qp, struct rte_crypto_op *op)
{
	struct rte_mbuf *src = op->sym->m_src;
	struct rte_mbuf *dst = op->sym->m_dst != NULL ? op->sym->m_dst : src;

	op->status = RTE_CRYPTO_OP_STATUS_NOT_PROCESSED;
	if (unlikely(op->type != RTE_CRYPTO_OP_TYPE_SYMMETRIC || src == NULL))
		op->status = RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	else if (likely(op->sess_type == RTE_CRYPTO_OP_WITH_SESSION))
		process_session_op(qp, op, src, dst);
	else if (op->sess_type == RTE_CRYPTO_OP_SESSIONLESS)
		process_sessionless_op(qp, op, src, dst);
	else if (op->sess_type == RTE_CRYPTO_OP_SECURITY_SESSION)
		process_security_op(qp, op, src, dst);
	else
		op->status = RTE_CRYPTO_OP_STATUS_INVALID_SESSION;

	if (likely(op->status == RTE_CRYPTO_OP_STATUS_NOT_PROCESSED))
		op->status = RTE_CRYPTO_OP_STATUS_SUCCESS;
	else
		qp->stats.enqueue_err_count++;
}

/*
 * Ops are processed at enqueue and wait in the completion ring for dequeue.
 * Only as many ops as the ring can hold are accepted; the others are left
 * untouched for the caller to submit again.
 */
uint16_t
openssl_enqueue_burst(void *queue_pair, struct rte_crypto_op **ops, uint16_t nb_ops)
{
	struct openssl_qp *qp = queue_pair;
	unsigned int n, i;

	n = RTE_MIN((unsigned int)nb_ops, rte_ring_free_count(qp->ring));
	for (i = 0; i < n; i++)
		process_op(qp, ops[i]);
	n = rte_ring_enqueue_burst(qp->ring, (void **)ops, n, NULL);
	qp->stats.enqueued_count += n;
	return n;
}

uint16_t
openssl_dequeue_burst(void *queue_pair, struct rte_crypto_op **ops, uint16_t nb_ops)
{
	struct openssl_qp *qp = queue_pair;
	unsigned int n;

	n = rte_ring_dequeue_burst(qp->ring, (void **)ops, nb_ops, NULL);
	qp->stats.dequeued_count += n;
	return n;
}
