/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <stdio.h>
#include <string.h>

#include <rte_cryptodev.h>
#include <rte_cycles.h>

#include "tc_names.h"
#include "tc_run.h"

/* enqueue calls that take nothing, with nothing in flight, before an op is refused */
#define TC_RUN_STALLS 1000

static uint64_t
deadline(void)
{
	return rte_get_timer_cycles() + TC_RUN_TIMEOUT_S * rte_get_timer_hz();
}

/* Each dequeued op: one of ours, in flight, seen for the first time. */
static int
account(struct rte_crypto_op **ops, struct tc_run *r, struct rte_crypto_op **deq,
		uint16_t nb, char *why, size_t wn)
{
	unsigned int i, k;

	for (i = 0; i < nb; i++) {
		for (k = 0; k < r->n && ops[k] != deq[i]; k++)
			;
		if (k == r->n) {
			snprintf(why, wn, "dequeued an op that was not enqueued (%p)",
					(void *)deq[i]);
			return -1;
		}
		if (r->state[k] != TC_OP_SENT) {
			snprintf(why, wn, "op %u dequeued %s", k, r->state[k] == TC_OP_RETURNED ?
					"twice" : "but never accepted");
			return -1;
		}
		r->state[k] = TC_OP_RETURNED;
		r->got++;
	}
	return 0;
}

static int
dequeue_some(uint8_t dev, uint16_t qp, struct rte_crypto_op **ops, struct tc_run *r,
		char *why, size_t wn)
{
	struct rte_crypto_op *deq[TC_MAX_BURST];
	uint16_t nb = rte_cryptodev_dequeue_burst(dev, qp, deq, TC_MAX_BURST);

	return account(ops, r, deq, nb, why, wn);
}

static int
nothing_more(uint8_t dev, uint16_t qp, char *why, size_t wn)
{
	struct rte_crypto_op *deq[TC_MAX_BURST];
	uint16_t nb = rte_cryptodev_dequeue_burst(dev, qp, deq, TC_MAX_BURST);

	if (nb == 0)
		return 0;
	snprintf(why, wn, "%u more ops dequeued than enqueued", nb);
	return -1;
}

/* The op enqueue left must be untouched; refused when the qp stays empty. */
static int
not_taken(struct rte_crypto_op **ops, struct tc_run *r, unsigned int next,
		unsigned int *stalls, char *why, size_t wn)
{
	if (ops[next]->status != RTE_CRYPTO_OP_STATUS_NOT_PROCESSED) {
		snprintf(why, wn, "enqueue did not take op %u but set its status to %s: an op "
				"neither accepted nor untouched", next,
				tc_status_name(ops[next]->status));
		return -1;
	}
	if (r->sent - r->got == 0 && ++*stalls > TC_RUN_STALLS) {
		r->state[next] = TC_OP_REFUSED;
		r->refused++;
		*stalls = 0;
	}
	return 0;
}

static int
enqueue_some(uint8_t dev, uint16_t qp, struct rte_crypto_op **ops, struct tc_run *r,
		unsigned int *stalls, char *why, size_t wn)
{
	unsigned int next = r->sent + r->refused, k, i;

	if (next >= r->n)
		return 0;
	k = rte_cryptodev_enqueue_burst(dev, qp, ops + next, r->n - next);
	for (i = 0; i < k; i++)
		r->state[next + i] = TC_OP_SENT;
	r->sent += k;
	next += k;
	if (k > 0)
		*stalls = 0;
	if (next < r->n)
		return not_taken(ops, r, next, stalls, why, wn);
	return 0;
}

int
tc_run_burst(uint8_t dev, uint16_t qp, struct rte_crypto_op **ops, unsigned int n,
		struct tc_run *r, char *why, size_t wn)
{
	uint64_t end = deadline();
	unsigned int stalls = 0;
	int rc = 0;

	memset(r, 0, sizeof(*r));
	r->n = n;
	if (n > TC_MAX_BURST) {
		snprintf(why, wn, "burst of %u is over %u", n, TC_MAX_BURST);
		return -1;
	}
	while (rc == 0 && r->got + r->refused < n) {
		rc = enqueue_some(dev, qp, ops, r, &stalls, why, wn);
		if (rc != 0)
			break;
		rc = dequeue_some(dev, qp, ops, r, why, wn);
		if (rc == 0 && rte_get_timer_cycles() > end) {
			snprintf(why, wn, "%u of %u ops enqueued, %u dequeued after %d s",
					r->sent, n, r->got, TC_RUN_TIMEOUT_S);
			return -1;
		}
	}
	/* after an error, take back what was accepted */
	if (rc != 0) {
		tc_run_drain(dev, qp, ops, r, NULL, 0);
		return rc;
	}
	return nothing_more(dev, qp, why, wn);
}

int
tc_run_drain(uint8_t dev, uint16_t qp, struct rte_crypto_op **ops, struct tc_run *r,
		char *why, size_t wn)
{
	uint64_t end = deadline();
	char scratch[TC_MAX_BURST];

	if (why == NULL) {
		why = scratch;
		wn = sizeof(scratch);
	}
	while (r->got < r->sent) {
		if (dequeue_some(dev, qp, ops, r, why, wn) != 0)
			return -1;
		if (rte_get_timer_cycles() > end) {
			snprintf(why, wn, "%u ops accepted, %u dequeued after %d s", r->sent,
					r->got, TC_RUN_TIMEOUT_S);
			return -1;
		}
	}
	return nothing_more(dev, qp, why, wn);
}

int
tc_run_one(uint8_t dev, uint16_t qp, struct rte_crypto_op *op)
{
	struct tc_run r;
	char why[TC_MAX_BURST];

	if (tc_run_burst(dev, qp, &op, 1, &r, why, sizeof(why)) != 0 || r.got != 1)
		return -1;
	return op->status;
}
