/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * dpdk-test-openssl-asym: asymmetric tests of the crypto_openssl PMD.
 *
 *   dpdk-test-openssl-asym <EAL args> -- --suite NAME [--vectors FILE]
 *       [--seconds S] [--seed N] [--verbose] [--quick]
 *
 * Suites: kat (needs --vectors), functional, badinput, concurrency (two
 * lcores). --quick: smaller keys and fewer sizes, for runs under valgrind or
 * sanitizers. The last line is "N passed, N failed".
 */

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <rte_eal.h>

#include "asym.h"

static const char *suite = "functional";
static const char *vectors;

static int
parse_args(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "suite", required_argument, NULL, 's' },
		{ "vectors", required_argument, NULL, 'V' },
		{ "seconds", required_argument, NULL, 't' },
		{ "seed", required_argument, NULL, 'S' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "quick", no_argument, NULL, 'q' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	while ((c = getopt_long(argc, argv, "", opts, NULL)) != -1) {
		switch (c) {
		case 's': suite = optarg; break;
		case 'V': vectors = optarg; break;
		case 't': env.seconds = (unsigned int)atoi(optarg); break;
		case 'S': env.seed = strtoull(optarg, NULL, 0); break;
		case 'v': env.verbose = true; break;
		case 'q': env.quick = true; break;
		default: return -1;
		}
	}
	return 0;
}

static int
run_suite(void)
{
	if (strcmp(suite, "kat") == 0)
		return suite_kat(vectors);
	if (strcmp(suite, "functional") == 0)
		return suite_functional();
	if (strcmp(suite, "badinput") == 0)
		return suite_badinput();
	if (strcmp(suite, "concurrency") == 0)
		return suite_concurrency();
	printf("unknown suite %s (kat, functional, badinput, concurrency)\n", suite);
	return -1;
}

int
main(int argc, char **argv)
{
	int n = rte_eal_init(argc, argv);

	if (n < 0) {
		printf("EAL init failed\n");
		printf("0 passed, 1 failed\n");
		return 1;
	}
	if (parse_args(argc - n, argv + n) != 0) {
		printf("0 passed, 1 failed\n");
		return 1;
	}
	if (env.seed == 0)
		env.seed = (uint64_t)time(NULL) * 2654435761u;
	printf("suite %s, seed %#llx\n", suite, (unsigned long long)env.seed);
	if (env_init() != 0 || run_suite() != 0)
		check(false, "suite %s did not run to its end", suite);
	env_fini();
	printf("%u passed, %u failed\n", nb_passed(), nb_failed());
	rte_eal_cleanup();
	return nb_failed() == 0 && nb_passed() > 0 ? 0 : 1;
}
