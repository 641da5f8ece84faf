/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Differential test: every capability the device advertises, with random
 * inputs, lengths, offsets, layouts and chains, against OpenSSL called
 * directly (FreeBSD's cryptocheck idea).
 *
 *   dpdk-test-openssl-diff <EAL args> -- [--seed N] [--ops N] [--long]
 *       [--dev NAME] [--max-print N] [--strict-chains] [--layouts L1,L2...]
 *
 * The last line is "N passed, N failed", counting ops compared (plus one
 * failure per setup failure: an advertised parameter without a reference
 * model, a refused session, a reference self-test error).
 */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_eal.h>

#include <tc_eal.h>
#include <tc_parse.h>

#include "diff.h"

#define DIFF_DEFAULT_OPS	200000
#define DIFF_LONG_OPS		5000000
#define DIFF_NB_DESC		(2 * DIFF_MAX_BURST)

static struct diff_ctx ctx;

static const struct tc_pools_conf pools_conf = {
	.nb_mbufs = 2 * DIFF_MAX_BURST * TC_MAX_SEGS + 64,
	.mbuf_room = DIFF_MAX_PKT,
	.nb_ops = 2 * DIFF_MAX_BURST,
	.op_priv = TC_IV_AREA,
	.nb_sess = 256,		/* it also serves sessionless ops */
};

static int
parse_args(int argc, char **argv, struct diff_opts *o, bool *seed_given)
{
	bool ops_given = false;
	const struct tc_opt opts[] = {
		{ "seed", "N", "PRNG seed (default: random, printed)",
			TC_OPT_U64, &o->seed, 0, seed_given },
		{ "ops", "N", "op budget (default " RTE_STR(DIFF_DEFAULT_OPS) ", --long "
			RTE_STR(DIFF_LONG_OPS) ")", TC_OPT_U64, &o->ops, 0, &ops_given },
		{ "long", NULL, "the long run", TC_OPT_FLAG, &o->long_run, 0, NULL },
		{ "dev", "NAME", "cryptodev (default crypto_openssl)",
			TC_OPT_STR, &o->dev_name, 0, NULL },
		{ "max-print", "N", "failures printed in full (default 10)",
			TC_OPT_UINT, &o->max_print, 0, NULL },
		{ "strict-chains", NULL, "a chain session the device refuses is a failure",
			TC_OPT_FLAG, &o->strict_chains, 0, NULL },
		{ "layouts", "LIST", "only these of the allowed layouts: in-place-lb, "
			"in-place-sgl, oop-lb-lb, oop-sgl-lb, oop-sgl-sgl, oop-lb-sgl",
			TC_OPT_STR, &o->layouts, 0, NULL },
		{ NULL },
	};
	int rc;

	o->dev_name = "crypto_openssl";
	o->max_print = 10;
	rc = tc_opts_parse(argc, argv, opts, "<EAL args> -- [OPTION...]");
	if (!ops_given)
		o->ops = o->long_run ? DIFF_LONG_OPS : DIFF_DEFAULT_OPS;
	return rc;
}

static void
print_quoted(const char *s)
{
	const char *p;

	if (*s != '\0' && strspn(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
			"0123456789_./:=,+-@%") == strlen(s)) {
		printf(" %s", s);
		return;
	}
	printf(" '");
	for (p = s; *p != '\0'; p++) {
		if (*p == '\'')
			printf("'\\''");
		else
			putchar(*p);
	}
	printf("'");
}

/* The command line as given, with --seed set to this run's seed. */
static void
print_replay(int argc, char **argv, uint64_t seed)
{
	bool app = false;
	int i;

	printf("replay:");
	for (i = 0; i < argc; i++) {
		if (app && strcmp(argv[i], "--seed") == 0) {
			i++;
			continue;
		}
		if (app && strncmp(argv[i], "--seed=", 7) == 0)
			continue;
		if (!app && strcmp(argv[i], "--") == 0)
			app = true;
		print_quoted(argv[i]);
	}
	printf("%s --seed 0x%016" PRIx64 "\n", app ? "" : " --", seed);
}

static void
print_device(const struct diff_ctx *c)
{
	struct rte_cryptodev_info info;
	unsigned int i;

	rte_cryptodev_info_get(c->dev_id, &info);
	printf("device %u: %s, driver %s, feature flags 0x%" PRIx64 "\n", c->dev_id,
			rte_cryptodev_name_get(c->dev_id), info.driver_name, c->algos.ff);
	printf("layouts:");
	for (i = 0; i < c->nb_layouts; i++)
		printf(" %s", diff_layout_name(c->layouts[i]));
	printf("\n%u capability entries with a reference model\n", c->algos.n);
	if (c->algos.nb_asym > 0)
		printf("%u asymmetric capabilities: not covered by this layer\n",
				c->algos.nb_asym);
}

/* The algorithm table; an advertised parameter without a reference is a failure. */
static int
caps_load(struct diff_ctx *c)
{
	if (tc_algos_load(c->dev_id, &c->algos) != 0)
		return -1;
	c->extra_failed += c->algos.missing;
	c->tally = calloc(c->algos.n + 1, sizeof(*c->tally));
	c->chain_refused = calloc((size_t)c->algos.n * c->algos.n * TC_CH_MAX + 1, 1);
	return c->tally == NULL || c->chain_refused == NULL ? -1 : 0;
}

static void
caps_free(struct diff_ctx *c)
{
	free(c->chain_refused);
	free(c->tally);
	tc_algos_free(&c->algos);
}

int
main(int argc, char **argv)
{
	char **saved = malloc((argc + 1) * sizeof(*saved));
	int saved_argc = argc;
	bool seed_given = false;
	uint64_t t0;
	double secs;
	int rc;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (saved == NULL)
		return EXIT_FAILURE;
	memcpy(saved, argv, (argc + 1) * sizeof(*saved));
	tc_eal_init(&argc, &argv);
	rc = parse_args(argc, argv, &ctx.opts, &seed_given);
	if (rc < 0)
		rte_exit(EXIT_FAILURE, "bad arguments\n");
	if (rc > 0)
		return rte_eal_cleanup();
	ctx.opts.seed = tc_seed(seed_given, ctx.opts.seed);
	tc_rng_seed(&ctx.rng, ctx.opts.seed);
	printf("op budget %" PRIu64 "\n", ctx.opts.ops);
	print_replay(saved_argc, saved, ctx.opts.seed);
	if (tc_dev_open(ctx.opts.dev_name, 1, DIFF_NB_DESC, &pools_conf, &ctx.pools,
			&ctx.dev_id) < 0)
		rte_exit(EXIT_FAILURE, "cannot open %s\n", ctx.opts.dev_name);
	ctx.extra_failed += tc_ref_selftest();
	if (caps_load(&ctx) < 0)
		diff_fail_setup(&ctx, "cannot read the device's capabilities");
	diff_layouts_init(&ctx);
	print_device(&ctx);
	if (diff_burst_init(&ctx) < 0)
		rte_exit(EXIT_FAILURE, "out of memory\n");
	t0 = rte_get_timer_cycles();
	diff_plan_run(&ctx);
	diff_config_flush(&ctx);
	secs = (double)(rte_get_timer_cycles() - t0) / rte_get_timer_hz();
	diff_report(&ctx);
	printf("%" PRIu64 " ops in %.1f s (%.0f ops/s)\n", ctx.total.passed + ctx.total.failed,
			secs, (ctx.total.passed + ctx.total.failed) / (secs > 0 ? secs : 1));
	if (ctx.total.failed + ctx.extra_failed > 0)
		print_replay(saved_argc, saved, ctx.opts.seed);
	diff_burst_free(&ctx);
	caps_free(&ctx);
	tc_dev_close(ctx.dev_id, &ctx.pools);
	rte_eal_cleanup();
	free(saved);
	printf("counted: ops compared with the reference, plus one failure per setup failure\n");
	tc_count(ctx.total.passed, ctx.total.failed + ctx.extra_failed);
	return tc_summary();
}
