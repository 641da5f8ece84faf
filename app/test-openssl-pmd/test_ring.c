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

#include <tc_run.h>

#include "test_pmd.h"

#define RING_DESC 32
#define RING_OPS 100

/* The accepted ops back, each once, each right. */
static int
drain(uint8_t dev, struct rte_crypto_op **ops, struct tc_job **jobs, unsigned int accepted,
		char *why, size_t wn)
{
	struct tc_verdict v;
	struct tc_run r = { .n = accepted, .sent = accepted };
	unsigned int k;

	for (k = 0; k < accepted; k++)
		r.state[k] = TC_OP_SENT;
	if (tc_run_drain(dev, 0, ops, &r, why, wn) != 0)
		return -1;
	for (k = 0; k < accepted; k++) {
		if (tc_job_check(jobs[k], r.state[k], &v) != 0) {
			snprintf(why, wn, "accepted op %u: %s", k, v.why);
			return -1;
		}
	}
	return 0;
}

static int
overflow(uint8_t dev, struct tc_job **jobs, char *why, size_t wn)
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
		if (!tc_job_untouched(jobs[i])) {
			snprintf(why, wn, "op %u was not accepted but was changed", i);
			return -1;
		}
	}
	if (drain(dev, ops, jobs, n1 + n2, why, wn) != 0)
		return -1;
	/* resubmit the ops that were refused */
	return jobs_run(dev, 0, jobs + n1 + n2, RING_OPS - n1 - n2, why, wn);
}

int
test_ring_overflow(uint8_t dev, struct tc_rng *r, char *why, size_t wn)
{
	const struct tc_point *p = point_find("aes-cbc/16+sha1-hmac");
	struct tc_job **jobs = jobs_alloc(RING_OPS);
	struct tc_cfg *c = malloc(sizeof(*c));
	struct tc_layout l;
	void *sess = NULL;
	unsigned int i;
	int rc = -1;

	snprintf(why, wn, "setup failed");
	if (p == NULL || jobs == NULL || c == NULL || dev_setup(dev, 1, RING_DESC) != 0)
		goto restore;
	tc_cfg_init(c, p, true, r);
	sess = sess_create(dev, c, NULL);
	if (sess == NULL)
		goto restore;
	for (i = 0; i < RING_OPS; i++) {
		layout_linear(&l, c, 16, 0, tc_rng_range(r, 1, 16) * 16, 4);
		if (tc_job_prepare(jobs[i], c, &l, r) != 0 ||
				tc_job_build(jobs[i], &env.pools, sess, r) != 0)
			goto restore;
	}
	why[0] = '\0';
	rc = overflow(dev, jobs, why, wn);
restore:
	jobs_free(jobs, RING_OPS);
	sess_free(dev, sess);
	free(c);
	if (dev_setup(dev, 2, NB_DESC_DEFAULT) != 0 && rc == 0) {
		snprintf(why, wn, "cannot restore the device");
		rc = -1;
	}
	return rc;
}
