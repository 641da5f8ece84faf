/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_RUN_H
#define TC_RUN_H

/*
 * Run to completion: enqueue a set of ops on one queue pair and dequeue
 * them all, checking that every op that comes back is one of the set and
 * comes back exactly once, that nothing more comes back, and that an op
 * enqueue does not take is left as it was (status NOT_PROCESSED).
 */

#include <stddef.h>
#include <stdint.h>

#include <rte_crypto.h>

#define TC_MAX_BURST 128
#define TC_RUN_TIMEOUT_S 10

enum tc_op_state {
	TC_OP_NOT_SENT,
	TC_OP_SENT,		/* accepted by enqueue, not back (yet) */
	TC_OP_RETURNED,
	TC_OP_REFUSED,		/* not taken while nothing was in flight */
};

struct tc_run {
	unsigned int n;
	unsigned int sent;
	unsigned int got;
	unsigned int refused;
	uint8_t state[TC_MAX_BURST];
};

/*
 * Returns 0 when every op was accepted and returned, or refused while the
 * queue pair was empty (counted in r->refused: the caller decides); else
 * -1 with the reason in why (an unknown or twice-returned op, a refused op
 * that was changed, the timeout). An op in state TC_OP_SENT after a
 * failure is still the device's: do not free it.
 */
int tc_run_burst(uint8_t dev, uint16_t qp, struct rte_crypto_op **ops, unsigned int n,
		struct tc_run *r, char *why, size_t wn);

/*
 * Dequeue until the r->sent ops enqueued (marked TC_OP_SENT by the caller)
 * are back, each once, then check that nothing more comes. 0 or -1.
 */
int tc_run_drain(uint8_t dev, uint16_t qp, struct rte_crypto_op **ops, struct tc_run *r,
		char *why, size_t wn);

/* One op: its status once back, or -1 if it was refused or lost. */
int tc_run_one(uint8_t dev, uint16_t qp, struct rte_crypto_op *op);

#endif /* TC_RUN_H */
