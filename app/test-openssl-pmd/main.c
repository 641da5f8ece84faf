/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * dpdk-test-openssl-pmd: functional, bad-input, concurrency and session
 * tests of the crypto_openssl PMD through the public cryptodev API; every
 * result is checked against OpenSSL computed directly.
 *
 *   dpdk-test-openssl-pmd <EAL args> -- [--suite LIST] [--seconds S]
 *       [--seed N] [--ops N] [--iters N] [--verbose]
 *   dpdk-test-openssl-pmd --list
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_lcore.h>

#include <tc_parse.h>
#include <tc_suite.h>

#include "test_pmd.h"

static int
parse_args(int argc, char **argv, const char **suite, bool *seed_given)
{
	const struct tc_opt opts[] = {
		{ "suite", "LIST", "suites to run, all by default (--list alone names them)",
			TC_OPT_STR, suite, 0, NULL },
		{ "seconds", "S", "time of the timed cases (default 2)",
			TC_OPT_DOUBLE, &env.seconds, 0, NULL },
		{ "seed", "N", "random seed (default: a random one; always printed)",
			TC_OPT_U64, &env.seed, 0, seed_given },
		{ "ops", "N", "concurrency: ops per lcore per case (default: by time)",
			TC_OPT_U64, &env.ops, 0, NULL },
		{ "iters", "N", "functional: differential ops (default 2000)",
			TC_OPT_UINT, &env.iters, 0, NULL },
		{ "verbose", NULL, "print op counts", TC_OPT_FLAG, &env.verbose, 0, NULL },
		{ NULL },
	};

	return tc_opts_parse(argc, argv, opts, "<EAL args> -- [OPTION...]\n"
			"       dpdk-test-openssl-pmd --list");
}

int
main(int argc, char **argv)
{
	const char *suite = "all";
	bool seed_given = false;
	int rc;

	if (tc_suites_main_start(&argc, &argv))
		return 0;
	env.seconds = 2.0;
	env.iters = 2000;
	rc = parse_args(argc, argv, &suite, &seed_given);
	if (rc != 0)
		return rc < 0 ? 2 : 0;
	env.worker_lcore = rte_get_next_lcore(-1, 1, 0);
	env.seed = tc_seed(seed_given, env.seed);
	tc_crash_handler();
	if (env_init() != 0 || tc_suites_run(suite) < 0)
		tc_fail("setup", "environment not usable");
	env_fini();
	return tc_suites_main_end();
}
