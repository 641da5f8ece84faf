/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The worker loop: one queue pair, a FIFO of pre-built ops, enqueue a burst
 * of the ops not in flight, dequeue a burst, put what came back at the end
 * of the FIFO. Nothing is allocated, filled in or freed per op: what is
 * measured is the device (and the framework's burst calls), nothing else.
 */

#include <rte_branch_prediction.h>
#include <rte_common.h>
#include <rte_cycles.h>
#include <rte_pause.h>

#include "bench.h"

#define DRAIN_CYCLES_S 2	/* give up on in-flight ops after this many seconds */

struct fifo {
	struct rte_crypto_op **ring;
	uint32_t mask;
	uint32_t cons;		/* next op to enqueue */
	uint32_t prod;		/* where the next dequeued op goes */
};

/* enqueue up to burst ops from the FIFO (contiguous, so no copy) */
static inline uint32_t
enqueue(const struct bench_worker *w, struct fifo *f, uint32_t limit)
{
	uint32_t idx = f->cons & f->mask;
	uint32_t n = RTE_MIN(f->prod - f->cons, (uint32_t)w->burst);
	uint16_t sent;

	n = RTE_MIN(n, f->mask + 1 - idx);
	n = RTE_MIN(n, limit);
	if (n == 0)
		return 0;
	sent = rte_cryptodev_enqueue_burst(w->dev_id, w->qp_id, &f->ring[idx], (uint16_t)n);
	f->cons += sent;
	return sent;
}

static inline uint32_t
dequeue(struct bench_worker *w, struct fifo *f)
{
	struct rte_crypto_op *ops[BENCH_MAX_BURST];
	struct rte_crypto_op *op;
	uint16_t n, i;

	n = rte_cryptodev_dequeue_burst(w->dev_id, w->qp_id, ops, w->burst);
	for (i = 0; i < n; i++) {
		op = ops[i];
		if (unlikely(op->status != RTE_CRYPTO_OP_STATUS_SUCCESS)) {
			if (op->status == RTE_CRYPTO_OP_STATUS_AUTH_FAILED)
				w->auth_failed++;
			else
				w->failed++;
			op->status = RTE_CRYPTO_OP_STATUS_NOT_PROCESSED;
		}
		f->ring[f->prod++ & f->mask] = op;
	}
	return n;
}

/* dequeue what is still in flight, so the ops can be laid out anew */
static void
drain(struct bench_worker *w, struct fifo *f)
{
	uint64_t limit = rte_rdtsc() + DRAIN_CYCLES_S * rte_get_tsc_hz();

	while (f->prod - f->cons != w->nb_ops && rte_rdtsc() < limit)
		if (dequeue(w, f) == 0)
			rte_pause();
	w->lost = w->nb_ops - (f->prod - f->cons);
}

/* timed mode: count what is dequeued between MEASURE and STOP */
static __rte_noinline void
bench_worker_timed(struct bench_worker *w, struct fifo *f)
{
	uint64_t done = 0, start_ops = 0, start_tsc = 0;
	int seen = PHASE_WARMUP, ph;

	for (;;) {
		ph = __atomic_load_n(w->phase, __ATOMIC_ACQUIRE);
		if (unlikely(ph != seen)) {
			if (ph == PHASE_STOP)
				break;
			start_tsc = rte_rdtsc();
			start_ops = done;
			w->failed = 0;
			w->auth_failed = 0;
			seen = ph;
		}
		enqueue(w, f, UINT32_MAX);
		done += dequeue(w, f);
	}
	w->cycles = rte_rdtsc() - start_tsc;
	w->ops = done - start_ops;
}

/* op-count mode (callgrind): exactly target ops, all of them dequeued */
static __rte_noinline void
bench_worker_counted(struct bench_worker *w, struct fifo *f)
{
	uint64_t sent = 0, done = 0, start = rte_rdtsc();

	while (done < w->target) {
		sent += enqueue(w, f, (uint32_t)RTE_MIN(w->target - sent, (uint64_t)UINT32_MAX));
		done += dequeue(w, f);
	}
	w->cycles = rte_rdtsc() - start;
	w->ops = done;
}

int
bench_worker_main(void *arg)
{
	struct bench_worker *w = arg;
	struct fifo f = {
		.ring = w->ring,
		.mask = w->nb_ops - 1,
		.cons = 0,
		.prod = w->nb_ops,
	};

	w->failed = 0;
	w->auth_failed = 0;
	if (w->target > 0)
		bench_worker_counted(w, &f);
	else
		bench_worker_timed(w, &f);
	drain(w, &f);
	__atomic_store_n(&w->done, 1, __ATOMIC_RELEASE);
	return 0;
}
