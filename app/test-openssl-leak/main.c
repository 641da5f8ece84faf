/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Session create / use / clear loop, checked for leaks and for key wiping.
 *
 *   dpdk-test-openssl-leak <EAL args> -- [--cycles N] [--warmup N] [--qps N]
 *       [--dev NAME] [--rss-limit-kib K] [--seed S] [--no-growth-checks]
 *
 * Cycle c uses one algorithm family (leak_algo.c), the families in turn and
 * every (families + 1)th cycle a sessionless op instead of a session. A
 * session is used once on every queue pair, so each of its per-queue-pair
 * slots is filled, then cleared. Each family alternates encrypt (generate)
 * and decrypt (verify) of what the encrypt produced; all queue pairs must
 * agree and decryption must give the plaintext back.
 *
 * After the warm-up and at the end it samples RSS, glibc's heap in use,
 * DPDK's heap and the pools; growth must stay under the limits below
 * (RSS and malloc are not checked under ASan, or with --no-growth-checks
 * under valgrind: their allocators keep freed memory, and they check leaks
 * themselves).
 * Key wiping is checked where the driver's own wipe is visible (every
 * session's private area is zeroed again by rte_cryptodev_sym_session_free()
 * itself): between the driver's clear and that zeroing on every other
 * session (the free done in two halves, leak_dev.c), in the sessionless
 * sessions the driver takes from and puts back to the queue pair's pool,
 * and after a session create the driver refuses halfway.
 *
 * The last line is "N passed, N failed".
 */

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_eal.h>
#include <rte_errno.h>
#include <rte_log.h>

#include <tc_eal.h>
#include <tc_parse.h>
#include <tc_report.h>
#include <tc_xform.h>

#include "leak.h"
#include "leak_hook.h"

/*
 * RSS growth limit. After the warm-up nothing the loop allocates should
 * stay: measured growth is 0 KiB over 1,000,000 cycles (RSS moves in 4 KiB
 * pages; glibc may keep or trim a few arena pages). A leak grows with the
 * cycles: one 32-byte malloc chunk per cycle is 30 MiB over the default
 * 1,000,000 cycles, one OpenSSL context per slot (8 per session) GiBs. The
 * limit leaves room for allocator noise on other machines and still catches
 * a 32-byte-per-cycle leak from 130,000 cycles on.
 */
#define LEAK_RSS_LIMIT_KIB	4096
/* glibc heap bytes in use: exact accounting, so a tighter limit */
#define LEAK_MALLOC_LIMIT_KIB	512
/* DPDK heap: the loop rte_mallocs nothing after setup */
#define LEAK_DPDK_HEAP_LIMIT	0
#define LEAK_BADCFG_EVERY	16

/*
 * Under ASan the allocator keeps freed memory in quarantine (RSS grows by
 * design) and mallinfo2() sees nothing: LeakSanitizer checks at exit instead.
 */
#if defined(__SANITIZE_ADDRESS__)
#define LEAK_ASAN	1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LEAK_ASAN	1
#endif
#endif
#ifndef LEAK_ASAN
#define LEAK_ASAN	0
#endif
#define LEAK_MAX_KINDS		16

struct leak_args {
	uint64_t cycles;
	uint64_t warmup;
	unsigned int nb_qps;
	const char *dev;
	uint64_t rss_limit_kib;
	uint64_t seed;
	bool seed_given;
	bool growth_checks;
};

struct leak_kind_stats {
	uint64_t uses;
	uint64_t ops;
	uint64_t decrypts;
	uint64_t failed_uses;
	char first_failure[160];
};

struct leak_ctx {
	struct leak_args args;
	struct leak_dev dev;
	struct tc_algos algos;
	struct tc_rng rng;
	struct leak_job jobs[LEAK_MAX_KINDS];
	bool pending[LEAK_MAX_KINDS];	/* an encrypt waits for its decrypt */
	struct leak_kind_stats kinds[LEAK_MAX_KINDS + 1];
	uint64_t slot_checks, slot_unfilled;
	int slot_info;			/* -1: not our driver, no slot info */
	uint64_t free_errors;
	uint64_t wipe_probes, wipe_live, wipe_left, wipe_unsupported;
	uint64_t sl_scans, sl_left;
	uint64_t bad_probes, bad_accepted, bad_left;
	uint64_t sym_scanned, sym_freed;	/* warm-up cycles: keys in freed blocks */
	char sym_first[160];
};

static int
leak_parse_args(int argc, char **argv, struct leak_args *a)
{
	bool warmup_set = false, no_growth = false;
	const struct tc_opt opts[] = {
		{ "cycles", "N", "session cycles (default 1000000)",
			TC_OPT_U64, &a->cycles, 0, NULL },
		{ "warmup", "N", "cycles before the first sample (default: a tenth, "
			"1000 to 20000)", TC_OPT_U64, &a->warmup, 0, &warmup_set },
		{ "qps", "N", "queue pairs (default 8)",
			TC_OPT_UINT, &a->nb_qps, LEAK_MAX_QPS, NULL },
		{ "dev", "NAME", "cryptodev (default crypto_openssl)",
			TC_OPT_STR, &a->dev, 0, NULL },
		{ "rss-limit-kib", "K", "RSS growth allowed",
			TC_OPT_U64, &a->rss_limit_kib, 0, NULL },
		{ "seed", "N", "random seed (default: random, printed)",
			TC_OPT_U64, &a->seed, 0, &a->seed_given },
		{ "no-growth-checks", NULL, "no RSS and malloc growth checks (valgrind)",
			TC_OPT_FLAG, &no_growth, 0, NULL },
		{ NULL },
	};
	int rc;

	a->cycles = 1000000;
	a->nb_qps = 8;
	a->dev = "crypto_openssl";
	a->rss_limit_kib = LEAK_RSS_LIMIT_KIB;
	rc = tc_opts_parse(argc, argv, opts, "<EAL args> -- [OPTION...]");
	if (rc != 0 || a->nb_qps == 0)
		return rc != 0 ? rc : -1;
	a->growth_checks = !LEAK_ASAN && !no_growth && !leak_hook_valgrind();
	/* long enough that every family, direction and probe ran many times */
	if (!warmup_set)
		a->warmup = RTE_MIN(RTE_MAX(a->cycles / 10, (uint64_t)1000), (uint64_t)20000);
	a->warmup = RTE_MIN(a->warmup, a->cycles);
	return 0;
}

static void
leak_fail_use(struct leak_kind_stats *k, const char *fmt, ...)
	__rte_format_printf(2, 3);

static void
leak_fail_use(struct leak_kind_stats *k, const char *fmt, ...)
{
	va_list ap;

	if (k->failed_uses++ != 0)
		return;
	va_start(ap, fmt);
	vsnprintf(k->first_failure, sizeof(k->first_failure), fmt, ap);
	va_end(ap);
}

/* Elements of the session pool that still hold a key of the job. */
static unsigned int
leak_keys_left(struct leak_ctx *ctx, const struct leak_job *job)
{
	unsigned int n = 0;

	if (job->p.cipher != NULL)
		n += leak_scan_pool(ctx->dev.pools.sess, job->cipher_key, job->p.key_len);
	if (job->p.auth != NULL)
		n += leak_scan_pool(ctx->dev.pools.sess, job->auth_key, job->p.auth_key_len);
	return n;
}

/*
 * The end of a used session: every other one freed in two halves with the
 * pool scanned for its keys in between, the others through
 * rte_cryptodev_sym_session_free().
 */
static void
leak_session_end(struct leak_ctx *ctx, struct leak_job *job, void *sess, uint64_t c)
{
	int filled = leak_pmd_filled_slots(sess);

	if (filled >= 0) {
		ctx->slot_info = 1;
		ctx->slot_checks++;
		if (filled != ctx->dev.nb_qps)
			ctx->slot_unfilled++;
	}
	if ((c / (leak_nb_families + 1)) % 2 == 0) {
		ctx->wipe_probes++;
		if (leak_keys_left(ctx, job) > 0)
			ctx->wipe_live++;
		if (leak_session_clear_only(&ctx->dev, sess) == 0) {
			if (leak_keys_left(ctx, job) > 0)
				ctx->wipe_left++;
			leak_session_put(sess);
			return;
		}
		ctx->wipe_unsupported++;
	}
	if (rte_cryptodev_sym_session_free(ctx->dev.id, sess) != 0)
		ctx->free_errors++;
}

static void
leak_account(struct leak_ctx *ctx, struct leak_kind_stats *k, struct leak_job *job,
		const struct leak_result *res)
{
	unsigned int fi = job->fam - leak_families;
	unsigned int n = job->fam->hdr_len + job->fam->data_len;

	k->ops += res->ops;
	if (res->setup_err || res->lost || res->bad_status || res->mismatch ||
			res->ops != ctx->dev.nb_qps) {
		leak_fail_use(k, "%s: %u ops back of %u, %u lost, %u status (last %u), "
			"%u mismatched, %u setup errors", job->encrypt ? "encrypt" : "decrypt",
			res->ops, ctx->dev.nb_qps, res->lost, res->bad_status, res->last_status,
			res->mismatch, res->setup_err);
		ctx->pending[fi] = false;
		return;
	}
	if (job->encrypt) {
		memcpy(job->in, job->out, leak_total_len(job));
		ctx->pending[fi] = true;
		return;
	}
	k->decrypts++;
	ctx->pending[fi] = false;
	if (memcmp(job->out, job->plain, n) != 0)
		leak_fail_use(k, "decrypt did not give the plaintext back");
}

/* A key as needles: its first and last 16 bytes (keys shorter than 12 bytes: none). */
static unsigned int
leak_key_needles(struct leak_needle *nd, const uint8_t *key, unsigned int len,
		const char *what)
{
	unsigned int w = RTE_MIN(len, (unsigned int)LEAK_NEEDLE_LEN), n = 0, i;

	if (len < 12)
		return 0;
	for (i = 0; i < 2; i++) {
		nd[n].len = (uint8_t)w;
		memcpy(nd[n].b, key + (i == 0 ? 0 : len - w), w);
		snprintf(nd[n].what, sizeof(nd[n].what), "a %s key", what);
		n++;
	}
	return n;
}

/* During the warm-up, the job's keys are looked for in every block freed. */
static void
leak_sym_arm(struct leak_ctx *ctx, const struct leak_job *job)
{
	struct leak_needle nd[4];
	unsigned int n = 0;

	if (!leak_hook_active())
		return;
	if (job->p.cipher != NULL)
		n += leak_key_needles(nd + n, job->cipher_key, job->p.key_len, job->fam->point);
	if (job->p.auth != NULL)
		n += leak_key_needles(nd + n, job->auth_key, job->p.auth_key_len, job->fam->point);
	leak_needles_set(nd, n);
	ctx->sym_scanned++;
	leak_hook_rearm();
}

static void
leak_sym_disarm(struct leak_ctx *ctx, uint64_t before)
{
	uint64_t now = leak_hook_hits(LEAK_VIA_OPENSSL) + leak_hook_hits(LEAK_VIA_LIBC);

	leak_needles_clear();
	if (now != before && ctx->sym_freed++ == 0)
		snprintf(ctx->sym_first, sizeof(ctx->sym_first), "%s", leak_hook_first());
}

static void
leak_cycle(struct leak_ctx *ctx, uint64_t c)
{
	unsigned int kind = c % (leak_nb_families + 1);
	bool sessionless = kind == leak_nb_families;
	unsigned int fi = sessionless ? (c / (leak_nb_families + 1)) % leak_nb_families : kind;
	struct leak_kind_stats *k = &ctx->kinds[kind];
	struct leak_job *job = &ctx->jobs[fi];
	bool scan = c < ctx->args.warmup;
	uint64_t before = leak_hook_hits(LEAK_VIA_OPENSSL) + leak_hook_hits(LEAK_VIA_LIBC);
	struct leak_result res;
	void *sess = NULL;

	k->uses++;
	job->encrypt = !ctx->pending[fi];
	if (job->encrypt)
		leak_job_prepare(job, &ctx->rng);
	leak_job_xforms(job);
	if (scan)
		leak_sym_arm(ctx, job);
	if (!sessionless) {
		sess = rte_cryptodev_sym_session_create(ctx->dev.id, job->xf, ctx->dev.pools.sess);
		if (sess == NULL) {
			leak_fail_use(k, "session create failed: %s", rte_strerror(rte_errno));
			ctx->pending[fi] = false;
			if (scan)
				leak_sym_disarm(ctx, before);
			return;
		}
	}
	leak_dev_run(&ctx->dev, job, sess, &res);
	leak_account(ctx, k, job, &res);
	if (sess != NULL) {
		leak_session_end(ctx, job, sess, c);
	} else {
		ctx->sl_scans++;
		if (leak_keys_left(ctx, job) > 0)
			ctx->sl_left++;
	}
	if (scan)
		leak_sym_disarm(ctx, before);
}

/*
 * A create the driver refuses after it has taken the keys: AES-CBC (set up
 * first, keyed template), then SHA256-HMAC with digest length 0 (refused
 * after its key was copied). DPDK puts the element back without zeroing
 * it, so whatever the driver left is visible.
 */
static void
leak_bad_create(struct leak_ctx *ctx)
{
	uint8_t ck[16], ak[32];
	const struct tc_xform_params bad = {
		.chain = TC_CH_ENC_GEN, .encrypt = true,
		.cipher_algo = RTE_CRYPTO_CIPHER_AES_CBC, .key = ck, .key_len = sizeof(ck),
		.iv_offset = LEAK_IV_OFFSET, .iv_len = 16,
		.auth_algo = RTE_CRYPTO_AUTH_SHA256_HMAC,
		.auth_key = ak, .auth_key_len = sizeof(ak),
		.digest_len = 0,
	};
	struct rte_crypto_sym_xform x[2];
	int logtype = rte_log_register("pmd.crypto.openssl");
	int level = logtype >= 0 ? rte_log_get_level(logtype) : -1;
	void *sess;

	tc_rng_fill(&ctx->rng, ck, sizeof(ck));
	tc_rng_fill(&ctx->rng, ak, sizeof(ak));
	tc_xform_build(&bad, x);
	ctx->bad_probes++;
	/* the driver logs the refusal at ERR: quiet it for this expected one */
	if (level >= 0)
		rte_log_set_level(logtype, RTE_LOG_CRIT);
	sess = rte_cryptodev_sym_session_create(ctx->dev.id, x, ctx->dev.pools.sess);
	if (level >= 0)
		rte_log_set_level(logtype, level);
	if (sess != NULL) {
		ctx->bad_accepted++;
		rte_cryptodev_sym_session_free(ctx->dev.id, sess);
	}
	if (leak_scan_pool(ctx->dev.pools.sess, ck, sizeof(ck)) > 0 ||
			leak_scan_pool(ctx->dev.pools.sess, ak, sizeof(ak)) > 0)
		ctx->bad_left++;
}

static void
leak_print_mem(const char *what, uint64_t c, const struct leak_mem *m)
{
	printf("%s (cycle %" PRIu64 "): RSS %" PRIu64 " KiB, malloc in use %" PRIu64
		" KiB, DPDK heap %" PRIu64 " KiB, pool elements in use %u\n", what, c,
		m->rss >> 10, m->malloc_used >> 10, m->dpdk_heap >> 10, m->pools_in_use);
	fflush(stdout);
}

static int64_t
leak_delta(uint64_t after, uint64_t before)
{
	return (int64_t)(after - before);
}

static void
leak_report_kinds(struct leak_ctx *ctx)
{
	unsigned int i;
	struct leak_kind_stats *k;
	char name[64];

	for (i = 0; i <= leak_nb_families; i++) {
		k = &ctx->kinds[i];
		if (i < leak_nb_families)
			snprintf(name, sizeof(name), "%s", leak_families[i].point);
		else
			snprintf(name, sizeof(name), "sessionless (families in turn)");
		tc_check(k->uses > 0 && k->failed_uses == 0,
			"%-32s %9" PRIu64 " uses, %9" PRIu64 " ops, %8" PRIu64
			" verified decrypts, %" PRIu64 " failed%s%s", name, k->uses, k->ops,
			k->decrypts, k->failed_uses, k->failed_uses ? ": first: " : "",
			k->first_failure);
	}
}

static void
leak_report(struct leak_ctx *ctx, const struct leak_mem *m0, const struct leak_mem *m1)
{
	int64_t rss = leak_delta(m1->rss, m0->rss) / 1024;
	int64_t heap = leak_delta(m1->malloc_used, m0->malloc_used) / 1024;
	int64_t dpdk = leak_delta(m1->dpdk_heap, m0->dpdk_heap);

	leak_report_kinds(ctx);
	tc_check(ctx->free_errors == 0, "session free: %" PRIu64 " errors",
		ctx->free_errors);
	if (ctx->slot_info > 0)
		tc_check(ctx->slot_unfilled == 0, "slots: %" PRIu64
			" sessions checked, %" PRIu64 " without all %u slots filled",
			ctx->slot_checks, ctx->slot_unfilled, ctx->dev.nb_qps);
	else
		printf("SKIP[not-ours] slots: the driver in this process is not ours "
			"(no slot info)\n");
	tc_check(ctx->wipe_probes > 0 && ctx->wipe_left == 0 &&
		ctx->wipe_unsupported == 0,
		"key wipe on session clear: %" PRIu64 " probes, key in the live session in %"
		PRIu64 ", left after the clear in %" PRIu64, ctx->wipe_probes, ctx->wipe_live,
		ctx->wipe_left);
	if (ctx->wipe_probes > 0 && ctx->wipe_live == 0)
		printf("NOTE the live sessions never held a raw key: "
			"the wipe check above is vacuous\n");
	tc_check(ctx->sl_scans > 0 && ctx->sl_left == 0,
		"key wipe after sessionless ops: %" PRIu64 " scans of the session pool, %"
		PRIu64 " with a key left", ctx->sl_scans, ctx->sl_left);
	tc_check(ctx->bad_probes > 0 && ctx->bad_accepted == 0 && ctx->bad_left == 0,
		"key wipe after a refused create: %" PRIu64 " probes, %" PRIu64 " accepted, %"
		PRIu64 " with a key left", ctx->bad_probes, ctx->bad_accepted, ctx->bad_left);
	if (leak_hook_active())
		tc_check(ctx->sym_freed == 0, "key wipe in freed blocks: %" PRIu64 " warm-up cycles "
			"scanned, %" PRIu64 " freed a block holding a key%s%s", ctx->sym_scanned,
			ctx->sym_freed, ctx->sym_freed ? ": first: " : "", ctx->sym_first);
	else
		printf("SKIP[tool-owns-memory] key wipe in freed blocks: not scanned under "
			"valgrind or TSan\n");
	if (!ctx->args.growth_checks) {
		printf("SKIP[growth-unmeasured] RSS growth after warm-up: %" PRId64
			" KiB, malloc in use growth: %" PRId64 " KiB: not checked %s\n",
			rss, heap, LEAK_ASAN ?
			"under ASan (its quarantine keeps freed memory; LeakSanitizer checks "
			"at exit)" : leak_hook_valgrind() ?
			"under valgrind (its allocator keeps freed memory; memcheck checks "
			"at exit)" : "(--no-growth-checks)");
	} else {
		tc_check(rss < (int64_t)ctx->args.rss_limit_kib,
			"RSS growth after warm-up: %" PRId64 " KiB (limit %" PRIu64 " KiB)",
			rss, ctx->args.rss_limit_kib);
		tc_check(heap < LEAK_MALLOC_LIMIT_KIB,
			"malloc in use growth after warm-up: %" PRId64 " KiB (limit %d KiB)",
			heap, LEAK_MALLOC_LIMIT_KIB);
	}
	tc_check(dpdk <= LEAK_DPDK_HEAP_LIMIT,
		"DPDK heap growth after warm-up: %" PRId64 " bytes (limit %d)", dpdk,
		LEAK_DPDK_HEAP_LIMIT);
	tc_check(m1->pools_in_use == 0,
		"pools: %u session/op/mbuf elements still in use at the end", m1->pools_in_use);
}

static void
leak_run(struct leak_ctx *ctx)
{
	uint64_t c, step = RTE_MAX(ctx->args.cycles / 10, (uint64_t)1);
	uint64_t t0, hz = rte_get_timer_hz();
	struct leak_mem m0, m1;
	double secs;

	printf("cycles: %" PRIu64 " (warm-up %" PRIu64 "), queue pairs: %u, families: %u "
		"+ sessionless\n", ctx->args.cycles, ctx->args.warmup, ctx->dev.nb_qps,
		leak_nb_families);
	memset(&m0, 0, sizeof(m0));
	leak_mem_sample(&ctx->dev, &m0);
	leak_print_mem("before", 0, &m0);
	t0 = rte_get_timer_cycles();
	for (c = 0; c < ctx->args.cycles; c++) {
		if (c == ctx->args.warmup) {
			leak_mem_sample(&ctx->dev, &m0);
			leak_print_mem("after warm-up", c, &m0);
		} else if (c > ctx->args.warmup && c % step == 0) {
			leak_mem_sample(&ctx->dev, &m1);
			leak_print_mem("progress", c, &m1);
		}
		leak_cycle(ctx, c);
		if (c % LEAK_BADCFG_EVERY == LEAK_BADCFG_EVERY - 1)
			leak_bad_create(ctx);
	}
	if (ctx->args.warmup == ctx->args.cycles)
		leak_mem_sample(&ctx->dev, &m0);
	secs = (double)(rte_get_timer_cycles() - t0) / hz;
	leak_mem_sample(&ctx->dev, &m1);
	leak_print_mem("end", c, &m1);
	printf("cycles: %" PRIu64 " in %.1f s (%.0f cycles/s)\n", c, secs,
		secs > 0 ? c / secs : 0.0);
	leak_report(ctx, &m0, &m1);
}

/* The device and the families' parameters from its table; 0, or the error. */
static int
leak_setup(struct leak_ctx *ctx)
{
	unsigned int i;
	int ret;

	ret = leak_dev_open(&ctx->dev, ctx->args.dev, ctx->args.nb_qps);
	if (ret != 0)
		return ret;
	if (tc_algos_load(ctx->dev.id, &ctx->algos) != 0)
		return -ENOTSUP;
	for (i = 0; i < leak_nb_families; i++) {
		if (leak_job_init(&ctx->jobs[i], &leak_families[i], &ctx->algos) != 0) {
			printf("%s: not advertised, or longer than this test's buffers\n",
					leak_families[i].point);
			return -ENOTSUP;
		}
	}
	return 0;
}

int
main(int argc, char **argv)
{
	static struct leak_ctx ctx;
	int ret;

	tc_eal_init(&argc, &argv);
	ret = leak_parse_args(argc, argv, &ctx.args);
	if (ret != 0) {
		rte_eal_cleanup();
		if (ret > 0)
			return 0;
		tc_count(0, 1);
		return tc_summary();
	}
	tc_rng_seed(&ctx.rng, tc_seed(ctx.args.seed_given, ctx.args.seed));
	ret = leak_setup(&ctx);
	if (ret == 0) {
		leak_run(&ctx);
		leak_asym_run(&ctx.dev);
	} else {
		tc_check(false, "device %s: setup failed (%d)", ctx.args.dev, ret);
	}
	if (ret != -ENODEV) {
		leak_asym_close_arm();
		leak_dev_close(&ctx.dev);
		leak_asym_close_check();
	}
	tc_algos_free(&ctx.algos);
	rte_eal_cleanup();
	return tc_summary();
}
