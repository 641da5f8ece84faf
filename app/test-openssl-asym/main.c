/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * dpdk-test-openssl-asym: asymmetric tests of the crypto_openssl PMD.
 *
 *   dpdk-test-openssl-asym <EAL args> -- --suite NAME [--vectors FILE]
 *       [--seconds S] [--seed N] [--verbose] [--quick]
 *   dpdk-test-openssl-asym --list
 *
 * Suites: kat (needs --vectors), functional, badinput, concurrency (two
 * lcores). --quick: smaller keys and fewer sizes, for runs under valgrind or
 * sanitizers. The last line is "N passed, N failed".
 */

#include <stdio.h>
#include <stdlib.h>

#include <tc_parse.h>
#include <tc_suite.h>

#include "asym.h"

static int
parse_args(int argc, char **argv, const char **suite, bool *seed_given)
{
	const struct tc_opt opts[] = {
		{ "suite", "LIST", "suites to run (--list alone names them)",
			TC_OPT_STR, suite, 0, NULL },
		{ "vectors", "FILE", "the kat suite's vectors (written by vectors.py)",
			TC_OPT_STR, &env.vectors, 0, NULL },
		{ "seconds", "S", "concurrency: run time (default 2)",
			TC_OPT_DOUBLE, &env.seconds, 0, NULL },
		{ "seed", "N", "random seed (default: a random one; always printed)",
			TC_OPT_U64, &env.seed, 0, seed_given },
		{ "verbose", NULL, "a PASS line for every check", TC_OPT_FLAG, &env.verbose, 0,
			NULL },
		{ "quick", NULL, "smaller keys and fewer sizes (valgrind, sanitizers)",
			TC_OPT_FLAG, &env.quick, 0, NULL },
		{ NULL },
	};

	return tc_opts_parse(argc, argv, opts, "<EAL args> -- --suite LIST [OPTION...]\n"
			"       dpdk-test-openssl-asym --list");
}

int
main(int argc, char **argv)
{
	const char *suite = "functional";
	bool seed_given = false;
	int rc;

	if (tc_suites_main_start(&argc, &argv))
		return 0;
	rc = parse_args(argc, argv, &suite, &seed_given);
	if (rc != 0)
		return rc < 0 ? 2 : 0;
	env.seed = tc_seed(seed_given, env.seed);
	tc_rng_seed(&env.rng, env.seed);
	tc_quiet(!env.verbose);
	tc_crash_handler();
	printf("suite %s\n", suite);
	rc = env_init() != 0 ? -1 : tc_suites_run(suite);
	if (rc != 0)
		tc_check(false, "suite %s did not run to its end", suite);
	env_fini();
	return tc_suites_main_end();
}
