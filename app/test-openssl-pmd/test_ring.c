/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * More ops than the queue pair has descriptors: enqueue takes at most the
 * ring's capacity, leaves the rest untouched, and every accepted op comes
 * back exactly once; the rest can be submitted again.
 */

#include <stdio.h>
#include <stdlib.h>

#include <rte_cycles.h>

#include "test_pmd.h"

#define RING_DESC 32
#define RING_OPS 100

static int
drain(uint8_t dev, struct job **jobs, unsigned int accepted, char *why, size_t wn)
{
	struct rte_crypto_op *deq[MAX_BURST];
	uint64_t deadline = rte_get_timer_cycles() + 10 * rte_get_timer_hz();
	unsigned int got = 0, i, k;
	uint16_t nb;

	while (got < accepted && rte_get_timer_cycles() < deadline) {
		nb = rte_cryptodev_dequeue_burst(dev, 0, deq, MAX_BURST);
		for (i = 0; i < nb; i++) {
			for (k = 0; k < accepted && jobs[k]->op != deq[i]; k++)
				;
			if (k == accepted) {
				snprintf(why, wn, "dequeued an op that was not accepted");
				return -1;
			}
			jobs[k]->seen++;
		}
		got += nb;
	}
	nb = rte_cryptodev_dequeue_burst(dev, 0, deq, MAX_BURST);
	if (got != accepted || nb != 0) {
		snprintf(why, wn, "%u ops accepted, %u dequeued", accepted, got + nb);
		return -1;
	}
	for (k = 0; k < accepted; k++) {
		if (jobs[k]->seen != 1) {
			snprintf(why, wn, "accepted op %u dequeued %u times", k, jobs[k]->seen);
			return -1;
		}
	}
	return burst_check(jobs, accepted, why, wn);
}

static int
overflow(uint8_t dev, struct job **jobs, char *why, size_t wn)
{
	struct rte_crypto_op *ops[RING_OPS];
	unsigned int i, n1, n2;

	for (i = 0; i < RING_OPS; i++)
		ops[i] = jobs[i]->op;
	n1 = rte_cryptodev_enqueue_burst(dev, 0, ops, RING_OPS);
	n2 = rte_cryptodev_enqueue_burst(dev, 0, ops + n1, RING_OPS - n1);
	if (n1 == 0 || n1 + n2 > RING_DESC) {
		snprintf(why, wn, "enqueue accepted %u then %u ops on a %u-descriptor qp",
				n1, n2, RING_DESC);
		return -1;
	}
	for (i = n1 + n2; i < RING_OPS; i++) {
		if (!job_untouched(jobs[i])) {
			snprintf(why, wn, "op %u was not accepted but was changed", i);
			return -1;
		}
	}
	if (drain(dev, jobs, n1 + n2, why, wn) != 0)
		return -1;
	/* resubmit the ops that were refused */
	if (burst_run(dev, 0, jobs + n1 + n2, RING_OPS - n1 - n2, why, wn) != 0)
		return -1;
	return burst_check(jobs + n1 + n2, RING_OPS - n1 - n2, why, wn);
}

int
test_ring_overflow(uint8_t dev, struct rng *r, char *why, size_t wn)
{
	const struct alg_spec *a = alg_find("aes-cbc-128+sha1-hmac");
	struct job *jobs[RING_OPS] = { NULL };
	struct sess_params p;
	struct job_layout l;
	void *sess = NULL;
	unsigned int i;
	int rc = -1;

	snprintf(why, wn, "setup failed");
	if (dev_setup(dev, 1, RING_DESC) != 0)
		goto restore;
	params_init(&p, a, true, r);
	sess = sess_create(dev, &p, NULL);
	if (sess == NULL)
		goto restore;
	for (i = 0; i < RING_OPS; i++) {
		jobs[i] = calloc(1, sizeof(struct job));
		layout_linear(&l, a, 16, 0, rng_range(r, 1, 16) * 16, 4);
		if (jobs[i] == NULL || job_prepare(jobs[i], &p, &l, r) != 0 ||
				job_build(jobs[i], &env.pools, sess) != 0)
			goto out;
	}
	why[0] = '\0';
	rc = overflow(dev, jobs, why, wn);
out:
	for (i = 0; i < RING_OPS && jobs[i] != NULL; i++) {
		job_free(jobs[i]);
		free(jobs[i]);
	}
	sess_free(dev, sess);
restore:
	if (dev_setup(dev, 2, NB_DESC_DEFAULT) != 0 && rc == 0) {
		snprintf(why, wn, "cannot restore the device");
		rc = -1;
	}
	return rc;
}
