/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* Push a set of jobs through one queue pair and account for every op. */

#include <stdio.h>
#include <string.h>

#include <rte_cycles.h>

#include "test_pmd.h"

#define BURST_TIMEOUT_S 10

static int
account(struct job **jobs, unsigned int n, struct rte_crypto_op **ops, uint16_t nb,
		char *why, size_t wn)
{
	struct job *j;
	unsigned int i, k;

	for (i = 0; i < nb; i++) {
		j = NULL;
		for (k = 0; k < n; k++) {
			if (jobs[k]->op == ops[i]) {
				j = jobs[k];
				break;
			}
		}
		if (j == NULL) {
			snprintf(why, wn, "dequeued an op that was not enqueued (%p)",
					(void *)ops[i]);
			return -1;
		}
		if (++j->seen > 1) {
			snprintf(why, wn, "op %u dequeued twice", k);
			return -1;
		}
	}
	return 0;
}

/*
 * An op that enqueue did not take must be as it was; a queue pair with
 * nothing in flight must take something.
 */
static int
refused(struct job *j, unsigned int idx, unsigned int in_flight,
		unsigned int *stalls, char *why, size_t wn)
{
	char desc[WHY_LEN];

	if (j->op->status != RTE_CRYPTO_OP_STATUS_NOT_PROCESSED) {
		job_describe(j, desc, sizeof(desc));
		snprintf(why, wn, "enqueue refused op %u (%s) but set its status to %s: "
				"an op neither accepted nor untouched", idx, desc,
				status_name(j->op->status));
		return -1;
	}
	if (in_flight == 0 && ++*stalls > 1000) {
		snprintf(why, wn, "enqueue keeps refusing op %u with an empty queue pair", idx);
		return -1;
	}
	return 0;
}

int
burst_run(uint8_t dev, uint16_t qp, struct job **jobs, unsigned int n,
		char *why, size_t wn)
{
	struct rte_crypto_op *ops[MAX_BURST], *deq[MAX_BURST];
	uint64_t deadline = rte_get_timer_cycles() + BURST_TIMEOUT_S * rte_get_timer_hz();
	unsigned int sent = 0, got = 0, stalls = 0, i, k;
	int rc = 0;
	uint16_t nb;

	if (n > MAX_BURST) {
		snprintf(why, wn, "burst of %u is over %u", n, MAX_BURST);
		return -1;
	}
	for (i = 0; i < n; i++) {
		ops[i] = jobs[i]->op;
		jobs[i]->seen = 0;
	}
	/* after an error, stop sending but take back what was accepted */
	while (got < (rc == 0 ? n : sent)) {
		if (rc == 0 && sent < n) {
			k = rte_cryptodev_enqueue_burst(dev, qp, ops + sent, n - sent);
			sent += k;
			if (sent < n)
				rc = refused(jobs[sent], sent, sent - got, &stalls, why, wn);
		}
		nb = rte_cryptodev_dequeue_burst(dev, qp, deq, MAX_BURST);
		if (account(jobs, n, deq, nb, why, wn) != 0)
			return -1;
		got += nb;
		if (rte_get_timer_cycles() > deadline) {
			snprintf(why, wn, "%u of %u ops enqueued, %u dequeued after %d s",
					sent, n, got, BURST_TIMEOUT_S);
			return -1;
		}
	}
	nb = rte_cryptodev_dequeue_burst(dev, qp, deq, MAX_BURST);
	if (nb != 0 && rc == 0) {
		snprintf(why, wn, "%u more ops dequeued than enqueued", nb);
		rc = -1;
	}
	return rc;
}

/* Check every job; report the first failure, count them all. */
int
burst_check(struct job **jobs, unsigned int n, char *why, size_t wn)
{
	char one[WHY_LEN];
	unsigned int i, bad = 0;

	for (i = 0; i < n; i++) {
		if (job_check(jobs[i], one, sizeof(one)) == 0)
			continue;
		if (bad++ == 0)
			snprintf(why, wn, "op %u: %s", i, one);
	}
	if (bad > 1) {
		size_t k = strnlen(why, wn);

		snprintf(why + k, wn - k, " (and %u more ops)", bad - 1);
	}
	return bad == 0 ? 0 : -1;
}
