/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The raw data-path suite, on a device created with raw_dp=1: the CPU crypto
 * suite's table of algorithms and buffer shapes through rte_cryptodev_raw_*
 * (test_cpu.c, cpu_call.c), then what is the raw API's own: a full
 * completion queue (nothing taken beyond it, nothing lost, order kept),
 * burst dequeue with its callbacks, contexts on both queue pairs, one queue
 * pair enqueued on one lcore and dequeued on another, and what a raw
 * context refuses.
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_pause.h>

#include <tc_lcore.h>
#include <tc_xform.h>

#include "test_cpu.h"

#define RAW_VDEV	"crypto_openssl_raw"
#define RAW_DESC	8		/* completion queue entries */
#define RAW_N		12		/* vectors offered, more than RAW_DESC */
#define RAW_LEN		48
#define SPLIT_OPS	20000		/* through a queue of RAW_DESC, on two lcores */
#define SPLIT_BURST	3u
#define SPLIT_SECONDS	60		/* then the case fails rather than hangs */

#define EXPECT(cond, ...) do { \
	if (!(cond)) { \
		snprintf(why, wn, __VA_ARGS__); \
		goto out; \
	} \
} while (0)

static const uint8_t raw_key[16] = "raw data path k";

struct raw_batch {
	uint8_t buf[RAW_N][RAW_LEN];
	uint8_t iv[RAW_N][16];
	struct rte_crypto_vec seg[RAW_N];
	struct rte_crypto_sgl sgl[RAW_N];
	struct rte_crypto_va_iova_ptr ivp[RAW_N];
	int32_t status[RAW_N];
	void *ud[RAW_N];
	struct rte_crypto_sym_vec vec;
	uint32_t seen[RAW_N];		/* post_dequeue calls per index */
	uint32_t ok;
};

static void
batch_init(struct raw_batch *b)
{
	unsigned int i, k;

	memset(b, 0, sizeof(*b));
	for (i = 0; i < RAW_N; i++) {
		for (k = 0; k < RAW_LEN; k++)
			b->buf[i][k] = (uint8_t)(i * 31 + k);
		memset(b->iv[i], (int)i, 16);
		b->seg[i] = (struct rte_crypto_vec){ .base = b->buf[i], .len = RAW_LEN };
		b->sgl[i] = (struct rte_crypto_sgl){ .vec = &b->seg[i], .num = 1 };
		b->ivp[i].va = b->iv[i];
		b->ud[i] = b;	/* post_dequeue finds the batch; the index says which */
	}
	b->vec = (struct rte_crypto_sym_vec){ .num = RAW_N, .src_sgl = b->sgl, .iv = b->ivp,
		.status = b->status };
}

/* AES-128-CTR of vector i, as the reference model computes it. */
static bool
batch_right(const struct raw_batch *b, unsigned int i)
{
	uint8_t in[RAW_LEN], out[RAW_LEN];
	unsigned int k;

	for (k = 0; k < RAW_LEN; k++)
		in[k] = (uint8_t)(i * 31 + k);
	return tc_ref_cipher_run(tc_ref_cipher_find(RTE_CRYPTO_CIPHER_AES_CTR, 16), raw_key, 16,
			b->iv[i], 16, true, 0, in, out, RAW_LEN) == 0 &&
		memcmp(out, b->buf[i], RAW_LEN) == 0;
}

static struct raw_batch *post_batch;
static uint32_t post_base;

static void
post_dequeue(void *user_data, uint32_t index, uint8_t is_op_success)
{
	struct raw_batch *b = user_data;

	if (b == post_batch && post_base + index < RAW_N) {
		b->seen[post_base + index]++;
		b->ok += is_op_success != 0;
	}
}

static void *
ctr_session(uint8_t dev)
{
	const struct tc_xform_params p = {
		.chain = TC_CH_CIPHER, .encrypt = true, .cipher_algo = RTE_CRYPTO_CIPHER_AES_CTR,
		.key = raw_key, .key_len = 16, .iv_offset = TC_IV_OFFSET, .iv_len = 16,
	};
	struct rte_crypto_sym_xform x[2];

	tc_xform_build(&p, x);
	return rte_cryptodev_sym_session_create(dev, x, env.pools.sess);
}

/* Dequeue everything pending by bursts of 5 (the callback counts, in order). */
static uint32_t
drain(struct rte_crypto_raw_dp_ctx *ctx, struct raw_batch *b, uint32_t base)
{
	void *out[RAW_N];
	uint32_t n, got = 0, n_ok;
	int st;

	post_batch = b;
	do {
		post_base = base + got;
		n = rte_cryptodev_raw_dequeue_burst(ctx, NULL, 5, post_dequeue, out, 1, &n_ok,
				&st);
		got += n;
	} while (n > 0 && st == 1);
	return got;
}

/* A queue of RAW_DESC: an enqueue of RAW_N takes RAW_DESC, the rest fits later. */
static int
queue_full(uint8_t dev, uint16_t qp, char *why, size_t wn)
{
	union rte_cryptodev_session_ctx sc;
	struct rte_crypto_raw_dp_ctx *ctx = calloc(1, rte_cryptodev_get_raw_dp_ctx_size(dev));
	struct raw_batch *b = malloc(sizeof(*b));
	uint32_t n1, n2, d1, d2, i;
	int est, rc = -1;

	sc.crypto_sess = ctr_session(dev);
	EXPECT(ctx != NULL && b != NULL && sc.crypto_sess != NULL, "setup failed");
	batch_init(b);
	EXPECT(rte_cryptodev_configure_raw_dp_ctx(dev, qp, ctx, RTE_CRYPTO_OP_WITH_SESSION,
			sc, 0) == 0, "configure_raw_dp_ctx failed");
	n1 = rte_cryptodev_raw_enqueue_burst(ctx, &b->vec, (union rte_crypto_sym_ofs){ 0 },
			b->ud, &est);
	EXPECT(n1 == RAW_DESC, "first enqueue took %u of %u (queue of %u)", n1, RAW_N,
			RAW_DESC);
	d1 = drain(ctx, b, 0);
	b->vec.num = RAW_N - n1;
	b->vec.src_sgl += n1;
	b->vec.iv += n1;
	n2 = rte_cryptodev_raw_enqueue_burst(ctx, &b->vec, (union rte_crypto_sym_ofs){ 0 },
			b->ud + n1, &est);
	d2 = drain(ctx, b, n1);
	EXPECT(n2 == RAW_N - n1 && d1 == n1 && d2 == n2, "enqueued %u+%u, dequeued %u+%u",
			n1, n2, d1, d2);
	for (i = 0; i < RAW_N; i++)
		EXPECT(b->seen[i] == 1 && batch_right(b, i), "vector %u: dequeued %u times, "
				"or a wrong result", i, b->seen[i]);
	EXPECT(b->ok == RAW_N, "%u of %u reported successful", b->ok, RAW_N);
	rc = 0;
out:
	if (sc.crypto_sess != NULL)
		rte_cryptodev_sym_session_free(dev, sc.crypto_sess);
	free(ctx);
	free(b);
	return rc;
}

/*
 * One side of a queue pair split between two lcores: the producer enqueues
 * SPLIT_OPS ops whose user data count 1, 2, 3 ..., the consumer dequeues them
 * and wants that sequence, every op successful. Each side has its own
 * context on the same queue pair and session. The completion queue wraps
 * thousands of times: a user data seen before the driver wrote it (an
 * ordering the producer did not publish) breaks the sequence on arm64, and
 * is a data race for ThreadSanitizer anywhere.
 */
struct split_side {
	struct rte_crypto_raw_dp_ctx *ctx;
	bool producer;
	uint64_t deadline;
	uint32_t done;		/* ops enqueued, or dequeued in sequence */
	uint32_t bad;		/* consumer: out of sequence, or failed */
	uint32_t *stop;		/* set by a side that gives up */
};

static void
split_nop(void *user_data __rte_unused, uint32_t index __rte_unused,
		uint8_t is_op_success __rte_unused)
{
}

/* Is the side to go on: ops left, none bad, the other side still going? */
static bool
split_more(const struct split_side *s)
{
	return s->done < SPLIT_OPS && s->bad == 0 && !__atomic_load_n(s->stop, __ATOMIC_RELAXED);
}

/*
 * After a burst that moved n ops: false when it moved none past the
 * deadline, else true (after a pause when it moved none).
 */
static bool
split_wait(const struct split_side *s, uint32_t n)
{
	if (n != 0)
		return true;
	if (rte_get_timer_cycles() > s->deadline)
		return false;
	rte_pause();
	return true;
}

static void
split_produce(struct split_side *p)
{
	uint8_t buf[SPLIT_BURST][RAW_LEN] = { { 0 } }, iv[16] = { 0 };
	struct rte_crypto_vec seg[SPLIT_BURST];
	struct rte_crypto_sgl sgl[SPLIT_BURST];
	struct rte_crypto_va_iova_ptr ivp[SPLIT_BURST];
	int32_t status[SPLIT_BURST];
	void *ud[SPLIT_BURST];
	struct rte_crypto_sym_vec vec = { .src_sgl = sgl, .iv = ivp, .status = status };
	uint32_t i, n;
	int est;

	for (i = 0; i < SPLIT_BURST; i++) {
		seg[i] = (struct rte_crypto_vec){ .base = buf[i], .len = RAW_LEN };
		sgl[i] = (struct rte_crypto_sgl){ .vec = &seg[i], .num = 1 };
		ivp[i].va = iv;
	}
	while (split_more(p)) {
		vec.num = RTE_MIN(SPLIT_BURST, SPLIT_OPS - p->done);
		for (i = 0; i < vec.num; i++)
			ud[i] = (void *)(uintptr_t)(p->done + i + 1);
		n = rte_cryptodev_raw_enqueue_burst(p->ctx, &vec, (union rte_crypto_sym_ofs){ 0 },
				ud, &est);
		p->done += n;
		if (!split_wait(p, n))
			break;
	}
}

static void
split_consume(struct split_side *c)
{
	void *out[SPLIT_BURST];
	uint32_t i, n, n_ok;
	int st;

	while (split_more(c)) {
		n = rte_cryptodev_raw_dequeue_burst(c->ctx, NULL, SPLIT_BURST, split_nop, out, 1,
				&n_ok, &st);
		for (i = 0; i < n; i++)
			if (out[i] != (void *)(uintptr_t)(c->done + i + 1))
				c->bad++;
		c->bad += n - n_ok;
		c->done += n;
		if (!split_wait(c, n))
			break;
	}
}

static int
split_main(void *arg)
{
	struct split_side *side = arg;

	if (side->producer)
		split_produce(side);
	else
		split_consume(side);
	if (side->done < SPLIT_OPS || side->bad > 0)
		__atomic_store_n(side->stop, 1, __ATOMIC_RELAXED);
	return 0;
}

static int
split_lcores(uint8_t dev, char *why, size_t wn)
{
	union rte_cryptodev_session_ctx sc;
	int size = rte_cryptodev_get_raw_dp_ctx_size(dev);
	struct split_side side[2] = { { .producer = false }, { .producer = true } };
	uint64_t deadline = rte_get_timer_cycles() + SPLIT_SECONDS * rte_get_timer_hz();
	uint32_t stop = 0;
	unsigned int i;
	int rc = -1;

	sc.crypto_sess = ctr_session(dev);
	EXPECT(sc.crypto_sess != NULL && size > 0, "setup failed");
	for (i = 0; i < 2; i++) {
		side[i].ctx = calloc(1, size);
		side[i].deadline = deadline;
		side[i].stop = &stop;
		EXPECT(side[i].ctx != NULL && rte_cryptodev_configure_raw_dp_ctx(dev, 0,
				side[i].ctx, RTE_CRYPTO_OP_WITH_SESSION, sc, 0) == 0,
				"configure_raw_dp_ctx failed");
	}
	/* the consumer on this lcore, the producer on the worker */
	EXPECT(tc_lcore_pair(env.worker_lcore, split_main, &side[0], &side[1]) == 0,
			"cannot launch lcore %u", env.worker_lcore);
	EXPECT(side[1].done == SPLIT_OPS, "lcore %u enqueued %u of %u ops", env.worker_lcore,
			side[1].done, SPLIT_OPS);
	EXPECT(side[0].done == SPLIT_OPS && side[0].bad == 0,
			"dequeued %u of %u ops on lcore %u, %u out of sequence or failed",
			side[0].done, SPLIT_OPS, rte_lcore_id(), side[0].bad);
	rc = 0;
out:
	if (sc.crypto_sess != NULL)
		rte_cryptodev_sym_session_free(dev, sc.crypto_sess);
	for (i = 0; i < 2; i++)
		free(side[i].ctx);
	return rc;
}

/* A raw context takes a session of this driver only. */
static int
sessions_refused(uint8_t dev, char *why, size_t wn)
{
	union rte_cryptodev_session_ctx sc = { .crypto_sess = NULL };
	struct rte_crypto_raw_dp_ctx *ctx = calloc(1, rte_cryptodev_get_raw_dp_ctx_size(dev));
	int rc = -1;

	EXPECT(ctx != NULL, "out of memory");
	EXPECT(rte_cryptodev_configure_raw_dp_ctx(dev, 0, ctx, RTE_CRYPTO_OP_SESSIONLESS, sc,
			0) < 0, "a sessionless raw context was accepted");
	EXPECT(rte_cryptodev_configure_raw_dp_ctx(dev, 0, ctx, RTE_CRYPTO_OP_WITH_SESSION, sc,
			0) < 0, "a NULL session was accepted");
	EXPECT(rte_cryptodev_configure_raw_dp_ctx(dev, 9, ctx, RTE_CRYPTO_OP_WITH_SESSION, sc,
			0) < 0, "queue pair 9 was accepted");
	rc = 0;
out:
	free(ctx);
	return rc;
}

static int
suite_raw(void)
{
	struct rte_cryptodev_info info;
	char why[WHY_LEN] = "";
	struct tc_rng r;
	uint8_t dev;

	tc_rng_seed(&r, env.seed ^ 0x726177ULL);
	if (tc_vdev_create(RAW_VDEV, "raw_dp=1,max_nb_queue_pairs=2", &dev) != 0 ||
			dev_setup(dev, 2, NB_DESC_DEFAULT) != 0) {
		tc_fail("raw/setup", "cannot create and configure %s", RAW_VDEV);
		return -1;
	}
	rte_cryptodev_info_get(dev, &info);
	tc_result("raw/feature-flags", (info.feature_flags & RTE_CRYPTODEV_FF_SYM_RAW_DP) &&
		!(info.feature_flags & RTE_CRYPTODEV_FF_SYM_CPU_CRYPTO) ? 0 : -1,
		"want SYM_RAW_DP and no SYM_CPU_CRYPTO");
	cpu_api = CPU_API_RAW;
	run_cpu_table(dev, &r);
	run_big_vectors(dev);
	cpu_api = CPU_API_CPU;
	tc_result("raw/sessions-refused", sessions_refused(dev, why, sizeof(why)), why);
	if (dev_setup(dev, 2, RAW_DESC) == 0) {
		tc_result("raw/queue-full/qp0", queue_full(dev, 0, why, sizeof(why)), why);
		tc_result("raw/queue-full/qp1", queue_full(dev, 1, why, sizeof(why)), why);
		tc_result("raw/split-lcores", split_lcores(dev, why, sizeof(why)), why);
	} else {
		tc_fail("raw/queue-full", "cannot configure %u descriptors", RAW_DESC);
	}
	tc_vdev_remove(RAW_VDEV, dev);
	return 0;
}

TC_SUITE(raw, suite_raw)
