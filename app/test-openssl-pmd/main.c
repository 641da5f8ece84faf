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

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_debug.h>
#include <rte_eal.h>
#include <rte_lcore.h>

#include <tc_eal.h>

#include "test_pmd.h"

struct suite {
	const char *name;
	int (*run)(void);
};

#define MAX_SUITES 32
static struct suite suites[MAX_SUITES];
static unsigned int nb_suites;

void
pmd_suite_register(const char *name, int (*run)(void))
{
	if (nb_suites == MAX_SUITES)
		rte_panic("more than %u suites\n", MAX_SUITES);
	suites[nb_suites].name = name;
	suites[nb_suites++].run = run;
}

/* --list alone: the suites, one a line, with no EAL set up */
static bool
list_suites(int argc, char **argv)
{
	unsigned int i;

	if (argc != 2 || strcmp(argv[1], "--list") != 0)
		return false;
	for (i = 0; i < nb_suites; i++)
		printf("%s\n", suites[i].name);
	return true;
}

static void
usage(const char *prog)
{
	unsigned int i;

	printf("usage: %s <EAL args> -- [--suite all|NAME[,NAME...]] [--seconds S]\n"
		"       [--seed N] [--ops N] [--iters N] [--verbose]\n"
		"       %s --list\n"
		"  --suite    suites to run (default all):", prog, prog);
	for (i = 0; i < nb_suites; i++)
		printf(" %s", suites[i].name);
	printf("\n  --seconds  concurrency: total run time (default 2)\n"
		"  --ops      concurrency: ops per lcore per case (default: by time)\n"
		"  --iters    functional: differential ops (default 2000)\n"
		"  --seed     random seed (default: a random one; always printed)\n"
		"  --verbose  print op counts\n");
}

static int
parse_args(int argc, char **argv, const char **suite, bool *seed_given)
{
	static const struct option opts[] = {
		{ "suite", required_argument, NULL, 's' },
		{ "seconds", required_argument, NULL, 't' },
		{ "seed", required_argument, NULL, 'r' },
		{ "ops", required_argument, NULL, 'o' },
		{ "iters", required_argument, NULL, 'i' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	while ((c = getopt_long(argc, argv, "", opts, NULL)) != -1) {
		switch (c) {
		case 's':
			*suite = optarg;
			break;
		case 't':
			env.seconds = strtod(optarg, NULL);
			break;
		case 'r':
			if (tc_parse_u64(optarg, UINT64_MAX, &env.seed) != 0)
				return -1;
			*seed_given = true;
			break;
		case 'o':
			env.ops = strtoull(optarg, NULL, 0);
			break;
		case 'i':
			env.iters = (uint32_t)strtoul(optarg, NULL, 0);
			break;
		case 'v':
			env.verbose = true;
			break;
		default:
			usage(argv[0]);
			return -1;
		}
	}
	return 0;
}

static int
run_suites(const char *list)
{
	unsigned int i, n = 0;

	for (i = 0; i < nb_suites; i++) {
		if (!tc_list_has(list, suites[i].name))
			continue;
		n++;
		suites[i].run();
	}
	if (n == 0) {
		printf("no suite matches '%s'\n", list);
		return -1;
	}
	return 0;
}

int
main(int argc, char **argv)
{
	const char *suite = "all";
	bool seed_given = false;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (list_suites(argc, argv))
		return 0;
	tc_eal_init(&argc, &argv);
	env.seconds = 2.0;
	env.iters = 2000;
	if (parse_args(argc, argv, &suite, &seed_given) != 0)
		return 2;
	env.worker_lcore = rte_get_next_lcore(-1, 1, 0);
	env.seed = tc_seed(seed_given, env.seed);
	tc_crash_handler();
	if (env_init() != 0 || run_suites(suite) != 0)
		tc_fail("setup", "environment not usable");
	env_fini();
	rte_eal_cleanup();
	return tc_summary();
}
