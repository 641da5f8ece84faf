/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * dpdk-test-openssl-caps: capability honesty of a crypto device (the
 * first crypto_openssl one): every symmetric capability it advertises,
 * every value of its ranges (by the rule of caps_vals_inside) and each
 * data-unit length in a session with an op each way checked against the
 * reference model, the values just outside refused, and the coverage of
 * each capability checked. Asymmetric capabilities are the asym layer's.
 *
 *   dpdk-test-openssl-caps <EAL args> --vdev crypto_openssl -- [--seed N]
 *       [--every N] [--sample N] [--full] [--verbose]
 */

#include <stdio.h>
#include <stdlib.h>

#include <rte_eal.h>

#include <tc_eal.h>
#include <tc_parse.h>
#include <tc_report.h>

#include "caps.h"

struct caps_env env;

static int
parse_args(int argc, char **argv, uint64_t *seed, bool *seed_given, bool *verbose)
{
	const struct tc_opt opts[] = {
		{ "seed", "N", "random seed (default: a random one; always printed)",
			TC_OPT_U64, seed, 0, seed_given },
		{ "every", "N", "ranges of at most N values are run whole (default 1024)",
			TC_OPT_UINT, &env.every, 0, NULL },
		{ "sample", "N", "random values more of a longer range (default 64)",
			TC_OPT_UINT, &env.sample, 0, NULL },
		{ "full", NULL, "every value of every range (HMAC keys up to 65535 ...)",
			TC_OPT_FLAG, &env.full, 0, NULL },
		{ "verbose", NULL, "a PASS line for every check", TC_OPT_FLAG, verbose, 0, NULL },
		{ NULL },
	};

	return tc_opts_parse(argc, argv, opts, "<EAL args> -- [OPTION...]");
}

static int
setup(void)
{
	const struct tc_pools_conf pc = {
		.nb_mbufs = 63,
		.mbuf_room = CAPS_MAX_PKT + TC_REF_MAX_DIGEST,
		.nb_ops = 63,
		.op_priv = TC_IV_AREA,
		.nb_sess = 63,
	};
	struct rte_cryptodev_info info;
	uint8_t devs[1];

	if (tc_devs_of("crypto_openssl", devs, 1) == 0) {
		printf("no crypto_openssl device: give --vdev crypto_openssl\n");
		return -1;
	}
	env.dev = devs[0];
	if (tc_pools_create(&env.pools, &pc, env.dev) != 0 ||
			tc_dev_configure(env.dev, 1, 64, env.pools.sess) != 0)
		return -1;
	env.job = tc_job_alloc(CAPS_MAX_PKT, CAPS_MAX_AAD);
	if (env.job == NULL || tc_algos_load(env.dev, &env.algos) != 0)
		return -1;
	tc_count(0, env.algos.missing);	/* advertised, no reference: printed */
	rte_cryptodev_info_get(env.dev, &info);
	env.caps = info.capabilities;
	return 0;
}

static void
check_all(void)
{
	const struct rte_cryptodev_capabilities *c;
	unsigned int i = 0, nb_sym = 0;

	for (c = env.caps; c->op != RTE_CRYPTO_OP_TYPE_UNDEFINED; c++, i++) {
		if (c->op != RTE_CRYPTO_OP_TYPE_SYMMETRIC)
			continue;
		caps_check_one(&c->sym, i);
		nb_sym++;
	}
	printf("caps: %u symmetric capabilities checked, %u asymmetric left to the asym "
			"layer\n", nb_sym, i - nb_sym);
	tc_check(nb_sym > 0, "caps/symmetric-capabilities");
}

int
main(int argc, char **argv)
{
	bool seed_given = false, verbose = false;
	uint64_t seed = 0;
	int rc;

	setvbuf(stdout, NULL, _IOLBF, 0);
	tc_eal_init(&argc, &argv);
	env.every = 1024;
	env.sample = 64;
	rc = parse_args(argc, argv, &seed, &seed_given, &verbose);
	if (rc != 0)
		return rc < 0 ? 2 : 0;
	tc_rng_seed(&env.rng, tc_seed(seed_given, seed));
	tc_crash_handler();
	tc_quiet(!verbose);
	tc_check(tc_ref_selftest() == 0, "caps/reference-selftest");
	if (setup() != 0)
		tc_fail("caps/setup", "device or pools not usable");
	else
		check_all();
	tc_job_free(env.job);
	tc_algos_free(&env.algos);
	rte_cryptodev_stop(env.dev);
	tc_pools_free(&env.pools);
	rte_eal_cleanup();
	return tc_summary();
}
