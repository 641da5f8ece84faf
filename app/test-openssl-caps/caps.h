/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef CAPS_H
#define CAPS_H

/*
 * dpdk-test-openssl-caps: capability honesty. Every value a symmetric
 * capability advertises (key, IV, digest and AAD lengths, XTS data-unit
 * lengths) makes a session and runs an op each way, checked against the
 * reference model; the values just outside each range are refused at
 * session create; a value advertised and never run fails the coverage
 * check of its capability.
 */

#include <stdbool.h>
#include <stdint.h>

#include <rte_cryptodev.h>

#include <tc_algo.h>
#include <tc_dev.h>
#include <tc_job.h>
#include <tc_rng.h>

#define CAPS_DATA_LEN	64u		/* op length (a multiple of the cipher's granularity) */
#define CAPS_MAX_PKT	(2 * 4096 + 2 * CAPS_DATA_LEN)	/* two 4 KiB data units */
#define CAPS_MAX_AAD	UINT16_MAX

/* The parameters of a capability, each a range of lengths (units: a set). */
enum caps_axis {
	CAPS_KEY,
	CAPS_IV,
	CAPS_DIGEST,
	CAPS_AAD,
	CAPS_UNIT,
	CAPS_AXES,
};

struct caps_env {
	uint8_t dev;
	struct tc_pools pools;
	struct tc_algos algos;
	const struct rte_cryptodev_capabilities *caps;	/* the device's, all of them */
	struct tc_job *job;
	struct tc_rng rng;
	unsigned int every;	/* a range of at most this many values: every value */
	unsigned int sample;	/* random values more of a longer range */
	bool full;		/* every value of every range */
};

extern struct caps_env env;

/* A set of lengths, sorted and without repeats once caps_vals_done is called. */
struct caps_vals {
	uint32_t *v;
	unsigned int n;
	unsigned int room;
};

void caps_vals_add(struct caps_vals *s, uint32_t v);
void caps_vals_done(struct caps_vals *s);
void caps_vals_free(struct caps_vals *s);
/*
 * The values of r that are run (the rule, doc/developer/guide.rst, "The caps
 * layer"):
 * every value when the range has at most env.every values (or env.full);
 * else the first env.every, the last two, each power of two with its
 * neighbours, and env.sample random ones.
 */
void caps_vals_inside(const struct rte_crypto_param_range *r, struct caps_vals *out);
/*
 * The values just outside r: min - 1, max + 1 (those that fit in 16 bits)
 * and the lengths between increments (every one when there are at most
 * env.every, else the first and last env.every).
 */
void caps_vals_outside(const struct rte_crypto_param_range *r, struct caps_vals *out);

/* The range of an axis of a capability; NULL when the kind has no such axis. */
const struct rte_crypto_param_range *caps_axis_range(
		const struct rte_cryptodev_symmetric_capability *cap, enum caps_axis ax);
const char *caps_axis_name(enum caps_axis ax);

/* Every value of one symmetric capability, in and out, and its coverage. */
void caps_check_one(const struct rte_cryptodev_symmetric_capability *cap, unsigned int idx);

#endif /* CAPS_H */
