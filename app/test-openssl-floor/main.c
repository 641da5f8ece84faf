/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * dpdk-test-openssl-floor: the throughput limit of a software crypto driver.
 * For each algorithm of the benchmark matrix it makes only the OpenSSL EVP
 * calls a driver must make per operation, the cheapest way known (steered
 * CBC and CBC-MAC, HMAC from digest states: floor_algos.c), on contexts keyed
 * once, over a pool of buffers (so caches fare as with crypto-perf's mbuf
 * pool), in a tight loop on one thread. No DPDK: a driver's cost is this plus
 * the framework's. At start-up it checks that its results equal the plain
 * EVP ones (floor_check.c), and exits 1 if not.
 *
 *   dpdk-test-openssl-floor [--algo NAME[,NAME...]|all|list] [--sizes 64,1024]
 *           [--duration-ms 200 | --ops N] [--pool 4096] [--variants]
 *           [--variant NAME]
 *
 * Prints CSV on stdout, one line per point:
 *   floor,ALGO,VARIANT,SIZE,OPS,SECONDS,MOPS,GBPS,NS_PER_OP,FAILED
 * --variants also prices the alternatives (update alone with the IV chained,
 * re-key, copy or dup per op ...); without it only the floor variant runs.
 * --ops runs exactly N ops per point without warm-up (for callgrind).
 */

#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <openssl/crypto.h>

#include <tc_parse.h>

#include "floor.h"

#define BATCH_BYTES 65536	/* ops between two clock reads: about 64 KiB */

struct floor_opts {
	const char *algos;
	struct tc_sizes sizes;
	unsigned int duration_ms;
	uint64_t ops;
	unsigned int pool;
	bool variants;
	const char *variant;	/* only this one */
};

struct floor_pool {
	uint8_t *mem;
	size_t stride;
	unsigned int nb;
	unsigned int next;
};

struct floor_result {
	uint64_t ops;
	uint64_t failed;
	double seconds;
};

static double
now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int
parse_args(struct floor_opts *o, int argc, char **argv)
{
	const struct tc_opt opts[] = {
		{ "algo", "LIST", "algorithms (default all); list: names and variants",
			TC_OPT_STR, &o->algos, 0, NULL },
		{ "sizes", "N[,N...]", "buffer sizes in bytes (default 32,64,...,8192)",
			TC_OPT_SIZES, &o->sizes, FLOOR_MAX_SIZE, NULL },
		{ "duration-ms", "MS", "timed milliseconds per point, after a warm-up "
			"(default 200)", TC_OPT_UINT, &o->duration_ms, 0, NULL },
		{ "ops", "N", "exactly N ops per point, no warm-up (callgrind)",
			TC_OPT_U64, &o->ops, 0, NULL },
		{ "pool", "BUFFERS", "buffers cycled through (default 4096)",
			TC_OPT_UINT, &o->pool, 0, NULL },
		{ "variants", NULL, "also time the alternative call sequences",
			TC_OPT_FLAG, &o->variants, 0, NULL },
		{ "variant", "NAME", "only that one (--algo list names them)",
			TC_OPT_STR, &o->variant, 0, NULL },
		{ NULL },
	};
	int rc = tc_opts_parse(argc, argv, opts, "[OPTION...]");

	if (rc == 0 && (o->pool == 0 || (o->ops == 0 && o->duration_ms == 0))) {
		printf("--pool: at least 1; --ops or --duration-ms\n");
		rc = -1;
	}
	if (o->variant != NULL)
		o->variants = true;
	return rc;
}

static int
pool_init(struct floor_pool *p, unsigned int nb, size_t size)
{
	size_t i, total;

	/* like an mbuf: data, digest room, rounded to cache lines */
	p->stride = (size + FLOOR_DIGEST_ROOM + 63) & ~(size_t)63;
	p->nb = nb;
	p->next = 0;
	total = p->stride * nb;
	p->mem = aligned_alloc(64, total);
	if (p->mem == NULL)
		return -1;
	for (i = 0; i < total; i++)
		p->mem[i] = (uint8_t)(i * 131 + 7);
	return 0;
}

/* n ops, each on the next buffer of the pool (not inlined: callgrind
 * collects this function alone, --toggle-collect='run_ops*')
 */
static __attribute__((noinline)) void
run_ops(struct floor_state *st, floor_op_fn fn, struct floor_pool *p, size_t len,
	uint64_t n, struct floor_result *r)
{
	uint64_t i;

	for (i = 0; i < n; i++) {
		if (fn(st, p->mem + (size_t)p->next * p->stride, len) != 0)
			r->failed++;
		if (++p->next == p->nb)
			p->next = 0;
	}
	r->ops += n;
}

static void
run_timed(struct floor_state *st, floor_op_fn fn, struct floor_pool *p, size_t len,
	unsigned int duration_ms, struct floor_result *r)
{
	uint64_t batch = BATCH_BYTES / len > 0 ? BATCH_BYTES / len : 1;
	double warm = duration_ms / 10.0 > 20 ? duration_ms / 10.0 : 20;
	double t0, t;

	t0 = now_s();
	do {
		run_ops(st, fn, p, len, batch, r);
	} while (now_s() - t0 < warm * 1e-3);
	r->ops = 0;
	r->failed = 0;
	t0 = now_s();
	do {
		run_ops(st, fn, p, len, batch, r);
		t = now_s() - t0;
	} while (t < duration_ms * 1e-3);
	r->seconds = t;
}

static int
run_point(const struct floor_opts *o, const struct floor_algo *a,
	const struct floor_variant *v, size_t size)
{
	struct floor_state *st = calloc(1, sizeof(*st));
	struct floor_result r = { 0, 0, 0 };
	struct floor_pool p = { NULL, 0, 0, 0 };
	double mops;
	int ret = -1;

	if (st == NULL || pool_init(&p, o->pool, size) != 0) {
		fprintf(stderr, "out of memory\n");
		goto out;
	}
	if (a->setup(st, a) != 0 || (v->prep != NULL && v->prep(st) != 0)) {
		fprintf(stderr, "%s: OpenSSL setup failed\n", a->name);
		goto out;
	}
	if (o->ops > 0) {
		double t0 = now_s();

		run_ops(st, v->fn, &p, size, o->ops, &r);
		r.seconds = now_s() - t0;
	} else {
		run_timed(st, v->fn, &p, size, o->duration_ms, &r);
	}
	mops = (double)r.ops / r.seconds / 1e6;
	printf("floor,%s,%s,%zu,%" PRIu64 ",%.6f,%.4f,%.4f,%.1f,%" PRIu64 "\n",
		a->name, v->name, size, r.ops, r.seconds, mops, mops * size * 8 / 1000,
		r.seconds * 1e9 / (double)r.ops, r.failed);
	fflush(stdout);
	ret = r.failed == r.ops ? -1 : 0;
	if (ret != 0)
		fprintf(stderr, "%s %s: every op failed\n", a->name, v->name);
out:
	if (st != NULL)
		floor_state_free(st);
	free(st);
	free(p.mem);
	return ret;
}

static void
list_algos(void)
{
	const struct floor_variant *v;
	unsigned int i;

	for (i = 0; i < floor_nb_algos; i++) {
		printf("%s\n", floor_algos[i].name);
		for (v = floor_algos[i].variants; v->name != NULL; v++)
			printf("    %-15s %s\n", v->name, v->what);
	}
}

static int
run_algo(const struct floor_opts *o, const struct floor_algo *a)
{
	const struct floor_variant *v;
	unsigned int s;

	if (o->variants)
		for (v = a->variants; v->name != NULL; v++)
			if (o->variant == NULL || strcmp(o->variant, v->name) == 0)
				printf("# %s %s: %s\n", a->name, v->name, v->what);
	for (s = 0; s < o->sizes.n; s++) {
		for (v = a->variants; v->name != NULL; v++) {
			if (o->variant != NULL && strcmp(o->variant, v->name) != 0)
				continue;
			if (run_point(o, a, v, o->sizes.v[s]) != 0)
				return -1;
			if (!o->variants)
				break;
		}
	}
	return 0;
}

/* The floor computes what the plain EVP way computes, or nothing is timed. */
static int
selfcheck(const struct floor_opts *o)
{
	unsigned int i, algos = 0;
	int n, total = 0;

	for (i = 0; i < floor_nb_algos; i++) {
		if (!tc_list_has(o->algos, floor_algos[i].name))
			continue;
		n = floor_selfcheck(&floor_algos[i]);
		if (n < 0)
			return -1;
		total += n;
		algos += n > 0;
	}
	printf("# self-check: the floor of %u algorithm(s) equals EVP_MAC / re-initialised "
		"CBC in all %d comparisons\n", algos, total);
	return 0;
}

int
main(int argc, char **argv)
{
	struct floor_opts o = {
		.algos = "all",
		.sizes = { .v = { 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192 }, .n = 9 },
		.duration_ms = 200,
		.pool = 4096,
	};
	unsigned int i, found = 0;
	int ret = 0;

	ret = parse_args(&o, argc, argv);
	if (ret != 0)
		return ret < 0 ? 2 : 0;
	if (floor_algos_init() != 0)
		return 2;
	if (strcmp(o.algos, "list") == 0) {
		list_algos();
		return 0;
	}
	printf("# %s; %u buffers; %s per point\n", OpenSSL_version(OPENSSL_VERSION), o.pool,
		o.ops > 0 ? "fixed op count" : "timed");
	if (selfcheck(&o) != 0)
		return 1;
	printf("#floor,algo,variant,size,ops,seconds,mops,gbps,ns_per_op,failed\n");
	for (i = 0; i < floor_nb_algos && ret == 0; i++) {
		if (!tc_list_has(o.algos, floor_algos[i].name))
			continue;
		found++;
		ret = run_algo(&o, &floor_algos[i]);
	}
	if (found == 0) {
		fprintf(stderr, "no algorithm matches '%s' (--algo list)\n", o.algos);
		return 2;
	}
	return ret == 0 ? 0 : 1;
}
