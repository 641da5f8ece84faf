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
#include <getopt.h>
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

#include "bench.h"

#define MAX_SIZES 32
#define MAX_SIZE 16384

struct bench_opts {
	const char *devtype;
	const char *algo;
	uint32_t sizes[MAX_SIZES];
	unsigned int nb_sizes;
	unsigned int workers;
	int shared;
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
	struct rte_mempool *sess_pool;
	struct rte_mempool *mbuf_pool;
	struct rte_mempool *op_pool;
	void *sessions[BENCH_MAX_WORKERS];
	struct bench_worker workers[BENCH_MAX_WORKERS];
};

static volatile int phase;

static void
usage(const char *prog)
{
	printf("usage: %s <EAL args> -- --algo NAME|list [--devtype DRIVER]\n"
		"    [--sizes N[,N...]] [--workers N] [--shared-session]\n"
		"    [--duration-ms MS] [--warmup-ms MS] [--ops N]\n"
		"    [--burst N] [--pool N] [--desc N]\n"
		"  --algo            algorithm of the matrix; list: all names\n"
		"  --devtype         driver name of the device (default: device 0)\n"
		"  --sizes           buffer sizes in bytes (default 64,1024,8192)\n"
		"  --workers         worker lcores to use (default: all but the main)\n"
		"  --shared-session  one session for all workers (default: one each)\n"
		"  --duration-ms     measured time per size (default 500)\n"
		"  --warmup-ms       unmeasured time before it (default 100)\n"
		"  --ops             exactly N ops per worker and size, no warm-up\n"
		"  --burst           enqueue/dequeue burst (default 32)\n"
		"  --pool            ops (and mbufs) per worker (default 4096)\n"
		"  --desc            queue pair descriptors (default 2048)\n", prog);
}

static int
parse_sizes(struct bench_opts *o, const char *arg)
{
	char *copy = strdup(arg), *tok, *save = NULL, *end;
	unsigned long v;
	int ret = 0;

	o->nb_sizes = 0;
	for (tok = strtok_r(copy, ",", &save); tok != NULL; tok = strtok_r(NULL, ",", &save)) {
		errno = 0;
		v = strtoul(tok, &end, 10);
		if (errno != 0 || *end != '\0' || v == 0 || v > MAX_SIZE ||
				o->nb_sizes == MAX_SIZES) {
			printf("bad size '%s' (1..%d)\n", tok, MAX_SIZE);
			ret = -1;
			break;
		}
		o->sizes[o->nb_sizes++] = (uint32_t)v;
	}
	free(copy);
	return o->nb_sizes > 0 ? ret : -1;
}

static int
parse_uint(const char *arg, unsigned long max, unsigned long *v)
{
	char *end;

	errno = 0;
	*v = strtoul(arg, &end, 10);
	return errno != 0 || *end != '\0' || *v > max ? -1 : 0;
}

static int
parse_opt(struct bench_opts *o, int c, const char *arg)
{
	unsigned long v = 0;
	int ret = 0;

	switch (c) {
	case 'a':
		o->algo = arg;
		return 0;
	case 't':
		o->devtype = arg;
		return 0;
	case 's':
		return parse_sizes(o, arg);
	case 'S':
		o->shared = 1;
		return 0;
	case 'o':
		ret = parse_uint(arg, UINT64_MAX, &v);
		o->ops = v;
		return ret;
	}
	ret = parse_uint(arg, UINT32_MAX, &v);
	if (c == 'w')
		o->workers = (unsigned int)v;
	else if (c == 'd')
		o->duration_ms = (unsigned int)v;
	else if (c == 'W')
		o->warmup_ms = (unsigned int)v;
	else if (c == 'b')
		o->burst = (unsigned int)v;
	else if (c == 'p')
		o->pool = (unsigned int)v;
	else if (c == 'D')
		o->desc = (unsigned int)v;
	else
		ret = -1;
	return ret;
}

static int
parse_args(struct bench_opts *o, int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "algo", required_argument, NULL, 'a' },
		{ "devtype", required_argument, NULL, 't' },
		{ "sizes", required_argument, NULL, 's' },
		{ "workers", required_argument, NULL, 'w' },
		{ "shared-session", no_argument, NULL, 'S' },
		{ "duration-ms", required_argument, NULL, 'd' },
		{ "warmup-ms", required_argument, NULL, 'W' },
		{ "ops", required_argument, NULL, 'o' },
		{ "burst", required_argument, NULL, 'b' },
		{ "pool", required_argument, NULL, 'p' },
		{ "desc", required_argument, NULL, 'D' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	optind = 1;	/* EAL parsed its part with getopt too */
	while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
		if (c == 'h' || c == '?' || parse_opt(o, c, optarg) != 0) {
			if (c != 'h')
				printf("bad option or value (argument %d)\n", optind - 1);
			usage(argv[0]);
			return -1;
		}
	}
	if (optind != argc || o->algo == NULL || o->burst == 0 ||
			o->burst > BENCH_MAX_BURST || o->pool < o->burst ||
			(o->ops == 0 && o->duration_ms == 0)) {
		usage(argv[0]);
		return -1;
	}
	return 0;
}

static int
find_device(const struct bench_opts *o, struct bench_ctx *c)
{
	struct rte_cryptodev_info info;
	uint8_t id;

	for (id = 0; id < rte_cryptodev_count(); id++) {
		rte_cryptodev_info_get(id, &info);
		if (o->devtype == NULL || strcmp(info.driver_name, o->devtype) == 0) {
			c->dev_id = id;
			c->driver = info.driver_name;
			return 0;
		}
	}
	printf("no crypto device%s%s: give one with --vdev\n",
		o->devtype != NULL ? " of driver " : "", o->devtype != NULL ? o->devtype : "");
	return -1;
}

static int
device_setup(const struct bench_opts *o, struct bench_ctx *c)
{
	struct rte_cryptodev_config conf = {
		.socket_id = rte_cryptodev_socket_id(c->dev_id),
		.nb_queue_pairs = (uint16_t)c->nb_workers,
	};
	struct rte_cryptodev_qp_conf qp = { .nb_descriptors = o->desc };
	unsigned int size, q;

	size = rte_cryptodev_sym_get_private_session_size(c->dev_id);
	c->sess_pool = rte_cryptodev_sym_session_pool_create("bench_sess",
			c->nb_sessions + 1, size, 0, 0, SOCKET_ID_ANY);
	if (c->sess_pool == NULL) {
		printf("cannot create the session pool\n");
		return -1;
	}
	qp.mp_session = c->sess_pool;
	if (rte_cryptodev_configure(c->dev_id, &conf) < 0) {
		printf("cannot configure %u queue pairs on device %u\n", c->nb_workers,
			c->dev_id);
		return -1;
	}
	for (q = 0; q < c->nb_workers; q++) {
		if (rte_cryptodev_queue_pair_setup(c->dev_id, q, &qp, conf.socket_id) < 0) {
			printf("cannot set queue pair %u up (%u descriptors)\n", q, o->desc);
			return -1;
		}
	}
	if (rte_cryptodev_start(c->dev_id) < 0) {
		printf("cannot start device %u\n", c->dev_id);
		return -1;
	}
	return 0;
}

static int
sessions_create(struct bench_ctx *c)
{
	unsigned int i;

	for (i = 0; i < c->nb_sessions; i++) {
		c->sessions[i] = bench_session_create(c->dev_id, c->algo, c->sess_pool);
		if (c->sessions[i] == NULL) {
			printf("cannot create a %s session on %s\n", c->algo->name, c->driver);
			return -1;
		}
	}
	return 0;
}

static int
pools_create(const struct bench_opts *o, struct bench_ctx *c, uint32_t nb_ops)
{
	uint32_t room = 0, n = nb_ops * c->nb_workers;
	unsigned int s;

	for (s = 0; s < o->nb_sizes; s++)
		room = RTE_MAX(room, o->sizes[s]);
	room += RTE_PKTMBUF_HEADROOM + BENCH_DIGEST_ROOM;
	c->mbuf_pool = rte_pktmbuf_pool_create("bench_mbuf", n, 0, 0, (uint16_t)room,
			SOCKET_ID_ANY);
	c->op_pool = rte_crypto_op_pool_create("bench_op", RTE_CRYPTO_OP_TYPE_SYMMETRIC, n,
			0, BENCH_OP_PRIV, SOCKET_ID_ANY);
	if (c->mbuf_pool == NULL || c->op_pool == NULL) {
		printf("cannot create %u mbufs of %u bytes (give EAL more memory, -m)\n", n,
			room);
		return -1;
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

	if (pools_create(o, c, nb_ops) != 0)
		return -1;
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
		if (w->ring == NULL || rte_crypto_op_bulk_alloc(c->op_pool,
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
				m = rte_pktmbuf_alloc(c->mbuf_pool);
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
	for (s = 0; s < o->nb_sizes; s++) {
		if (o->sizes[s] % c->algo->block != 0) {
			printf("# %s: size %u skipped (not a multiple of %u)\n", c->algo->name,
				o->sizes[s], c->algo->block);
			continue;
		}
		if (ops_prepare(c, o->sizes[s]) != 0) {
			printf("cannot allocate mbufs\n");
			return -1;
		}
		run_workers(o, c);
		if (report(o, c, o->sizes[s]) != 0)
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
	if (device_setup(o, c) != 0 || sessions_create(c) != 0)
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
		.sizes = { 64, 1024, 8192 },
		.nb_sizes = 3,
		.duration_ms = 500,
		.warmup_ms = 100,
		.burst = 32,
		.pool = 4096,
		.desc = 2048,
	};
	static struct bench_ctx c;
	int ret;

	ret = rte_eal_init(argc, argv);
	if (ret < 0) {
		printf("EAL init failed\n");
		return 1;
	}
	if (parse_args(&o, argc - ret, argv + ret) != 0) {
		rte_eal_cleanup();
		return 2;
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
