/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <rte_mempool.h>
#include <rte_security_driver.h>

#include "openssl_asym.h"
#include "openssl_dev.h"
#include "openssl_sym.h"

/* The parameters of a crypto op, for the session's kind of operation. */
static inline void
args_from_op(struct openssl_args *a, struct rte_crypto_op *op,
		const struct openssl_session *s)
{
	struct rte_crypto_sym_op *sym = op->sym;

	a->status = RTE_CRYPTO_OP_STATUS_NOT_PROCESSED;
	if (openssl_session_has(s, RTE_CRYPTO_SYM_XFORM_AEAD)) {
		a->iv = rte_crypto_op_ctod_offset(op, uint8_t *, s->aead.iv_offset);
		a->cipher_off = sym->aead.data.offset;
		a->cipher_len = sym->aead.data.length;
		a->aad = sym->aead.aad.data;
		a->digest = sym->aead.digest.data;
		return;
	}
	a->iv = rte_crypto_op_ctod_offset(op, uint8_t *, s->cipher.iv_offset);
	a->auth_iv = rte_crypto_op_ctod_offset(op, uint8_t *, s->auth.iv_offset);
	a->cipher_off = sym->cipher.data.offset;
	a->cipher_len = sym->cipher.data.length;
	a->auth_off = sym->auth.data.offset;
	a->auth_len = sym->auth.data.length;
	a->digest = sym->auth.digest.data;
}

static inline void
run_op(struct openssl_qp *qp, struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	struct openssl_args a;

	args_from_op(&a, op, s);
	a.scratch = &qp->scratch;
	openssl_process(&a, s, slot, src, dst);
	op->status = a.status;
}

void
openssl_run_op(struct openssl_qp *qp, struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	run_op(qp, op, s, slot, src, dst);
}

/* A session op, on this queue pair's slot of the session, by run. */
static inline void
process_with(struct openssl_qp *qp, struct rte_crypto_op *op, struct openssl_session *s,
		struct rte_mbuf *src, struct rte_mbuf *dst, openssl_op_t run)
{
	struct openssl_slot scratch, *slot;

	slot = openssl_slot_get(qp, s, &scratch);
	if (unlikely(slot == NULL)) {
		op->status = RTE_CRYPTO_OP_STATUS_ERROR;
		return;
	}
	if (run == openssl_run_op)	/* no shortcut: the generic path, inline */
		run_op(qp, op, s, slot, src, dst);
	else
		run(qp, op, s, slot, src, dst);
	openssl_slot_put(slot, &scratch, s);
}

static void
process_session_op(struct openssl_qp *qp, struct rte_crypto_op *op,
		struct rte_mbuf *src, struct rte_mbuf *dst)
{
	struct rte_cryptodev_sym_session *cs = op->sym->session;
	struct openssl_session *s;

	if (unlikely(cs == NULL || cs->driver_id != openssl_driver_id)) {
		op->status = RTE_CRYPTO_OP_STATUS_INVALID_SESSION;
		return;
	}
	s = CRYPTODEV_GET_SYM_SESS_PRIV(cs);
	process_with(qp, op, s, src, dst, s->run);
}

/* An rte_security (DOCSIS protocol) op: the private data is one of our sessions. */
static void
process_security_op(struct openssl_qp *qp, struct rte_crypto_op *op,
		struct rte_mbuf *src, struct rte_mbuf *dst)
{
	struct rte_security_session *ss = op->sym->session;
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
	process_with(qp, op, s, src, dst, openssl_run_op);
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
	if (openssl_session_configure(s, sizeof(*s), op->sym->xform, qp->od) != 0) {
		op->status = RTE_CRYPTO_OP_STATUS_INVALID_SESSION;
	} else {
		run_op(qp, op, s, &s->tmpl, src, dst);
		openssl_session_clear(s);
	}
	rte_mempool_put(qp->sess_mp, obj);
}

/* Any op but the common one (process_op()): the checks, the first use of a slot. */
static __rte_noinline void
process_other_op(struct openssl_qp *qp, struct rte_crypto_op *op)
{
	struct rte_mbuf *src = op->sym->m_src;
	struct rte_mbuf *dst = op->sym->m_dst != NULL ? op->sym->m_dst : src;

	if (op->type == RTE_CRYPTO_OP_TYPE_ASYMMETRIC)
		openssl_asym_process_op(qp, op);
	else if (unlikely(op->type != RTE_CRYPTO_OP_TYPE_SYMMETRIC || src == NULL))
		op->status = RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	else if (likely(op->sess_type == RTE_CRYPTO_OP_WITH_SESSION))
		process_session_op(qp, op, src, dst);
	else if (op->sess_type == RTE_CRYPTO_OP_SESSIONLESS)
		process_sessionless_op(qp, op, src, dst);
	else if (op->sess_type == RTE_CRYPTO_OP_SECURITY_SESSION)
		process_security_op(qp, op, src, dst);
	else
		op->status = RTE_CRYPTO_OP_STATUS_INVALID_SESSION;
}

/*
 * The common op inline: symmetric, with one of our sessions whose slot on
 * this queue pair is ready; any other through process_other_op().
 */
static inline void
process_op(struct openssl_qp *qp, struct rte_crypto_op *op)
{
	struct rte_crypto_sym_op *sym = op->sym;
	struct rte_cryptodev_sym_session *cs = sym->session;
	struct rte_mbuf *src = sym->m_src;
	struct openssl_session *s;
	struct openssl_slot *slot;

	/*
	 * The type and session type are read before the status byte between
	 * them is written: a wider load over a narrower store still in flight
	 * cannot take its data from it, and waits for the store to commit.
	 */
	if (likely(op->type == RTE_CRYPTO_OP_TYPE_SYMMETRIC &&
			op->sess_type == RTE_CRYPTO_OP_WITH_SESSION && src != NULL &&
			cs != NULL && cs->driver_id == openssl_driver_id)) {
		op->status = RTE_CRYPTO_OP_STATUS_NOT_PROCESSED;
		s = CRYPTODEV_GET_SYM_SESS_PRIV(cs);
		slot = openssl_slot_ready(qp, s);
		if (likely(slot != NULL)) {
			if (s->run == openssl_run_op)	/* no shortcut: the generic path, inline */
				run_op(qp, op, s, slot, src, sym->m_dst != NULL ? sym->m_dst : src);
			else
				s->run(qp, op, s, slot, src, sym->m_dst != NULL ? sym->m_dst : src);
		} else {
			process_other_op(qp, op);
		}
	} else {
		op->status = RTE_CRYPTO_OP_STATUS_NOT_PROCESSED;
		process_other_op(qp, op);
	}
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
