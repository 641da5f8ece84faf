/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * dpdk-test-openssl-bench: a lean throughput harness for any cryptodev.
 *
 *   dpdk-test-openssl-bench <EAL args> -- --algo NAME [--devtype DRIVER]
 *           [--sizes 64,1024,8192] [--workers N] [--shared-session]
 *           [--duration-ms 500 --warmup-ms 100 | --ops N]
 *           [--burst 32] [--pool 4096] [--desc 2048]
 *
 * Each worker lcore owns one queue pair and a FIFO of pre-built ops over its
 * own mbufs, and loops: enqueue a burst, dequeue a burst (bench_worker.c).
 * The main lcore only steps the workers through warm-up, measure and stop,
 * SLEEPING in between (nanosleep), so it takes no CPU from them; 22.11's
 * dpdk-test-crypto-perf instead busy-waits on its main lcore.
 *
 * Lcores on a 2-core machine: the main lcore must exist but sleeps, so it may
 * share a CPU with a worker. Two workers on two CPUs with the main floating:
 *     --lcores '0@(0,1),1@0,2@1'
 * (lcore 0, the main, may run on CPU 0 or 1; worker lcore 1 is pinned to
 * CPU 0, worker lcore 2 to CPU 1). One worker alone on CPU 1:
 *     --lcores '0@(0,1),1@1'
 * A plain -l 0,1,2 would put three lcores on three CPUs, which a 2-CPU
 * machine does not have.
 *
 * --shared-session: ONE session shared by all workers (each on its own queue
 * pair: exercises a driver's per-queue-pair state). Default: one session per
 * worker, as crypto-perf does. Timed mode counts the ops dequeued between
 * the end of the warm-up and the stop, per worker over its own TSC window;
 * --ops N runs exactly N ops per worker with no warm-up (for callgrind:
 * collect bench_worker_counted only).
 *
 * Output (stdout), one CSV line per buffer size:
 *   bench,DRIVER,ALGO,SIZE,WORKERS,SHARED,MOPS,GBPS,OPS,SECONDS,FAILED,AUTH_FAILED,CYCLES_PER_OP
 * MOPS is the sum over the workers. AUTH_FAILED is expected for decrypt
 * with verification (the tag does not match data encrypted in place over
 * and over, as with crypto-perf); FAILED is any other non-success status.
 */

#define _GNU_SOURCE	/* cpu sets, for the lcore layout line */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_common.h>
#include <rte_cycles.h>
#include <rte_eal.h>
#include <rte_launch.h>
#include <rte_lcore.h>
#include <rte_malloc.h>

#include <tc_dev.h>
#include <tc_eal.h>
#include <tc_parse.h>

#include "bench.h"

#define MAX_SIZE 16384

struct bench_opts {
	const char *devtype;
	const char *algo;
	struct tc_sizes sizes;
	unsigned int workers;
	bool shared;
	unsigned int duration_ms;
	unsigned int warmup_ms;
	uint64_t ops;
	unsigned int burst;
	unsigned int pool;
	unsigned int desc;
};

struct bench_ctx {
	const struct bench_algo *algo;
	uint8_t dev_id;
	const char *driver;
	unsigned int nb_workers;
	unsigned int nb_sessions;
	struct tc_pools pools;
	void *sessions[BENCH_MAX_WORKERS];
	struct bench_worker workers[BENCH_MAX_WORKERS];
};

static volatile int phase;

static int
parse_args(struct bench_opts *o, int argc, char **argv)
{
	const struct tc_opt opts[] = {
		{ "algo", "NAME", "algorithm of the matrix; list: all names",
			TC_OPT_STR, &o->algo, 0, NULL },
		{ "devtype", "DRIVER", "driver name of the device (default: device 0)",
			TC_OPT_STR, &o->devtype, 0, NULL },
		{ "sizes", "N[,N...]", "buffer sizes in bytes (default 64,1024,8192)",
			TC_OPT_SIZES, &o->sizes, MAX_SIZE, NULL },
		{ "workers", "N", "worker lcores to use (default: all but the main)",
			TC_OPT_UINT, &o->workers, 0, NULL },
		{ "shared-session", NULL, "one session for all workers (default: one each)",
			TC_OPT_FLAG, &o->shared, 0, NULL },
		{ "duration-ms", "MS", "measured time per size (default 500)",
			TC_OPT_UINT, &o->duration_ms, 0, NULL },
		{ "warmup-ms", "MS", "unmeasured time before it (default 100)",
			TC_OPT_UINT, &o->warmup_ms, 0, NULL },
		{ "ops", "N", "exactly N ops per worker and size, no warm-up",
			TC_OPT_U64, &o->ops, 0, NULL },
		{ "burst", "N", "enqueue/dequeue burst (default 32)",
			TC_OPT_UINT, &o->burst, BENCH_MAX_BURST, NULL },
		{ "pool", "N", "ops (and mbufs) per worker (default 4096)",
			TC_OPT_UINT, &o->pool, 0, NULL },
		{ "desc", "N", "queue pair descriptors (default 2048)",
			TC_OPT_UINT, &o->desc, 0, NULL },
		{ NULL },
	};
	const char *synopsis = "<EAL args> -- --algo NAME|list [OPTION...]";
	int rc = tc_opts_parse(argc, argv, opts, synopsis);

	if (rc == 0 && (o->algo == NULL || o->burst == 0 || o->pool < o->burst ||
			(o->ops == 0 && o->duration_ms == 0))) {
		printf("--algo is needed; burst 1..pool; --ops or --duration-ms\n");
		tc_opts_usage(argv[0], opts, synopsis);
		rc = -1;
	}
	return rc;
}

static int
find_device(const struct bench_opts *o, struct bench_ctx *c)
{
	struct rte_cryptodev_info info;

	if (o->devtype == NULL && rte_cryptodev_count() > 0)
		c->dev_id = 0;
	else if (o->devtype == NULL || tc_devs_of(o->devtype, &c->dev_id, 1) == 0) {
		printf("no crypto device%s%s: give one with --vdev\n",
			o->devtype != NULL ? " of driver " : "",
			o->devtype != NULL ? o->devtype : "");
		return -1;
	}
	rte_cryptodev_info_get(c->dev_id, &info);
	c->driver = info.driver_name;
	return 0;
}

/* Configured first: the session pool then fits the workers' queue pairs. */
static int
device_setup(const struct bench_opts *o, struct bench_ctx *c, uint32_t nb_ops)
{
	struct tc_pools_conf pc = {
		.nb_mbufs = nb_ops * c->nb_workers,
		.nb_ops = nb_ops * c->nb_workers,
		.op_priv = BENCH_OP_PRIV,
		.nb_sess = c->nb_sessions + 1,
	};
	unsigned int s;

	for (s = 0; s < o->sizes.n; s++)
		pc.mbuf_room = RTE_MAX(pc.mbuf_room, o->sizes.v[s] + BENCH_DIGEST_ROOM);
	if (tc_dev_open(rte_cryptodev_name_get(c->dev_id), c->nb_workers, o->desc, &pc,
			&c->pools, &c->dev_id) != 0) {
		printf("cannot set device %u up with %u queue pairs, %u mbufs of %u bytes "
			"(give EAL more memory, -m)\n", c->dev_id, c->nb_workers, pc.nb_mbufs,
			pc.mbuf_room);
		return -1;
	}
	return 0;
}

static int
sessions_create(struct bench_ctx *c)
{
	unsigned int i;

	for (i = 0; i < c->nb_sessions; i++) {
		c->sessions[i] = bench_session_create(c->dev_id, c->algo, c->pools.sess);
		if (c->sessions[i] == NULL) {
			printf("cannot create a %s session on %s\n", c->algo->name, c->driver);
			return -1;
		}
	}
	return 0;
}

/* each worker: its lcore, its queue pair, its ops and mbufs */
static int
workers_create(const struct bench_opts *o, struct bench_ctx *c)
{
	uint32_t nb_ops = rte_align32pow2(o->pool);
	struct bench_worker *w;
	unsigned int lcore, i = 0;

	RTE_LCORE_FOREACH_WORKER(lcore) {
		if (i == c->nb_workers)
			break;
		w = &c->workers[i];
		w->lcore = lcore;
		w->dev_id = c->dev_id;
		w->qp_id = (uint16_t)i;
		w->burst = (uint16_t)o->burst;
		w->nb_ops = nb_ops;
		w->target = o->ops;
		w->phase = &phase;
		w->ring = rte_zmalloc(NULL, sizeof(*w->ring) * nb_ops, RTE_CACHE_LINE_SIZE);
		if (w->ring == NULL || rte_crypto_op_bulk_alloc(c->pools.op,
				RTE_CRYPTO_OP_TYPE_SYMMETRIC, w->ring, nb_ops) != nb_ops) {
			printf("cannot allocate %u ops for worker %u\n", nb_ops, i);
			return -1;
		}
		i++;
	}
	return 0;
}

/* lay every op out for one buffer size, with fresh mbufs */
static int
ops_prepare(struct bench_ctx *c, uint32_t size)
{
	struct bench_worker *w;
	struct rte_mbuf *m;
	unsigned int i, k;
	void *sess;

	for (i = 0; i < c->nb_workers; i++) {
		w = &c->workers[i];
		sess = c->sessions[c->nb_sessions == 1 ? 0 : i];
		for (k = 0; k < w->nb_ops; k++) {
			m = w->ring[k]->sym->m_src;
			if (m == NULL) {
				m = rte_pktmbuf_alloc(c->pools.mbuf);
				if (m == NULL)
					return -1;
			}
			bench_op_prepare(w->ring[k], m, c->algo, size);
			memset(rte_pktmbuf_mtod(m, uint8_t *), (int)(k & 0xff), size);
			rte_crypto_op_attach_sym_session(w->ring[k], sess);
		}
	}
	return 0;
}

static int
all_done(const struct bench_ctx *c)
{
	unsigned int i;

	for (i = 0; i < c->nb_workers; i++)
		if (__atomic_load_n(&c->workers[i].done, __ATOMIC_ACQUIRE) == 0)
			return 0;
	return 1;
}

/* The main lcore's part: sleep, step the phase, sleep, wait sleeping. */
static void
run_workers(const struct bench_opts *o, struct bench_ctx *c)
{
	unsigned int i;

	__atomic_store_n(&phase, PHASE_WARMUP, __ATOMIC_RELEASE);
	for (i = 0; i < c->nb_workers; i++) {
		c->workers[i].done = 0;
		rte_eal_remote_launch(bench_worker_main, &c->workers[i], c->workers[i].lcore);
	}
	if (o->ops == 0) {
		rte_delay_us_sleep(o->warmup_ms * 1000);
		__atomic_store_n(&phase, PHASE_MEASURE, __ATOMIC_RELEASE);
		rte_delay_us_sleep(o->duration_ms * 1000);
		__atomic_store_n(&phase, PHASE_STOP, __ATOMIC_RELEASE);
	}
	while (!all_done(c))
		rte_delay_us_sleep(1000);
	rte_eal_mp_wait_lcore();	/* returns at once: every worker is done */
}

static int
report(const struct bench_opts *o, const struct bench_ctx *c, uint32_t size)
{
	uint64_t ops = 0, cycles = 0, failed = 0, auth_failed = 0, lost = 0;
	double hz = (double)rte_get_tsc_hz(), mops = 0, secs = 0, s;
	const struct bench_worker *w;
	unsigned int i;

	for (i = 0; i < c->nb_workers; i++) {
		w = &c->workers[i];
		s = (double)w->cycles / hz;
		printf("# worker %u: lcore %u qp %u: %" PRIu64 " ops in %.3f s, %.3f Mops\n",
			i, w->lcore, w->qp_id, w->ops, s, s > 0 ? w->ops / s / 1e6 : 0);
		mops += s > 0 ? (double)w->ops / s / 1e6 : 0;
		secs = RTE_MAX(secs, s);
		ops += w->ops;
		cycles += w->cycles;
		failed += w->failed;
		auth_failed += w->auth_failed;
		lost += w->lost;
	}
	printf("bench,%s,%s,%u,%u,%d,%.4f,%.4f,%" PRIu64 ",%.4f,%" PRIu64 ",%" PRIu64 ",%.1f\n",
		c->driver, c->algo->name, size, c->nb_workers, o->shared, mops,
		mops * size * 8 / 1000, ops, secs, failed, auth_failed,
		ops > 0 ? (double)cycles / (double)ops : 0);
	fflush(stdout);
	if (lost > 0)
		printf("%" PRIu64 " ops never came back from the device\n", lost);
	return lost > 0 ? -1 : 0;
}

static void
print_layout(const struct bench_ctx *c)
{
	unsigned int i;

	printf("# device %u (%s), %s, %u worker(s), %u session(s); main lcore %u sleeps\n",
		c->dev_id, c->driver, c->algo->name, c->nb_workers, c->nb_sessions,
		rte_get_main_lcore());
	for (i = 0; i < c->nb_workers; i++) {
		rte_cpuset_t set = rte_lcore_cpuset(c->workers[i].lcore);
		unsigned int cpu;

		printf("# worker %u: lcore %u on cpu", i, c->workers[i].lcore);
		for (cpu = 0; cpu < CPU_SETSIZE; cpu++)
			if (CPU_ISSET(cpu, &set))
				printf(" %u", cpu);
		printf("\n");
	}
	printf("#bench,device,algo,size,workers,shared,mops,gbps,ops,seconds,failed,"
		"auth_failed,cycles_per_op\n");
}

static int
bench_run(const struct bench_opts *o, struct bench_ctx *c)
{
	unsigned int s;

	print_layout(c);
	for (s = 0; s < o->sizes.n; s++) {
		if (o->sizes.v[s] % c->algo->block != 0) {
			printf("# %s: size %u skipped (not a multiple of %u)\n", c->algo->name,
				o->sizes.v[s], c->algo->block);
			continue;
		}
		if (ops_prepare(c, o->sizes.v[s]) != 0) {
			printf("cannot allocate mbufs\n");
			return -1;
		}
		run_workers(o, c);
		if (report(o, c, o->sizes.v[s]) != 0)
			return -1;
	}
	return 0;
}

static int
setup(const struct bench_opts *o, struct bench_ctx *c)
{
	unsigned int avail = rte_lcore_count() - 1;

	c->algo = bench_algo_find(o->algo);
	if (c->algo == NULL) {
		printf("unknown algorithm '%s' (--algo list)\n", o->algo);
		return -1;
	}
	if (find_device(o, c) != 0)
		return -1;
	if (bench_algo_supported(c->dev_id, c->algo) != 0) {
		printf("%s does not advertise %s\n", c->driver, c->algo->name);
		return -1;
	}
	c->nb_workers = o->workers > 0 ? o->workers : avail;
	if (c->nb_workers == 0 || c->nb_workers > avail) {
		printf("%u worker(s) asked, %u worker lcore(s) given: the main lcore only "
			"sleeps, give one more lcore than workers\n", c->nb_workers, avail);
		return -1;
	}
	c->nb_sessions = o->shared ? 1 : c->nb_workers;
	if (device_setup(o, c, rte_align32pow2(o->pool)) != 0 || sessions_create(c) != 0)
		return -1;
	return workers_create(o, c);
}

static void
teardown(struct bench_ctx *c)
{
	unsigned int i;

	if (c->driver == NULL)
		return;
	rte_cryptodev_stop(c->dev_id);
	for (i = 0; i < c->nb_sessions; i++)
		if (c->sessions[i] != NULL)
			rte_cryptodev_sym_session_free(c->dev_id, c->sessions[i]);
	rte_cryptodev_close(c->dev_id);
}

int
main(int argc, char **argv)
{
	struct bench_opts o = {
		.sizes = { .v = { 64, 1024, 8192 }, .n = 3 },
		.duration_ms = 500,
		.warmup_ms = 100,
		.burst = 32,
		.pool = 4096,
		.desc = 2048,
	};
	static struct bench_ctx c;
	int ret;

	tc_eal_init(&argc, &argv);
	ret = parse_args(&o, argc, argv);
	if (ret != 0) {
		rte_eal_cleanup();
		return ret < 0 ? 2 : 0;
	}
	if (strcmp(o.algo, "list") == 0) {
		bench_algo_list();
		rte_eal_cleanup();
		return 0;
	}
	ret = setup(&o, &c) == 0 && bench_run(&o, &c) == 0 ? 0 : 1;
	teardown(&c);
	rte_eal_cleanup();
	return ret;
}
