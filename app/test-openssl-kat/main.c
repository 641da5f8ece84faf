/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Known-answer tests through the public cryptodev API.
 *
 *   dpdk-test-openssl-kat <EAL args> -- --vectors FILE [--dev NAME] [--max-print N]
 *       [--no-cover]   (a subset of the vectors: no coverage check)
 *
 * FILE is written by vectors.py from the NIST/RFC corpus.  Each vector whose
 * parameters the device advertises runs as session ops; the others are
 * counted as not advertised.  Then every advertised symmetric capability is
 * checked to have been covered.  The last line is "N passed, N failed":
 * runs (checks of an op's output and status), which the line before breaks
 * down into runs of distinct vectors as given, runs at derived (shorter)
 * digest lengths and runs of lines that repeat an earlier one.
 */

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include <rte_eal.h>

#include <tc_eal.h>
#include <tc_parse.h>
#include <tc_report.h>

#include "kat.h"

struct kat_args {
	const char *vectors;
	const char *dev;
	unsigned int max_print;
	bool no_cover;
};

static int
kat_parse_args(int argc, char **argv, struct kat_args *a)
{
	const struct tc_opt opts[] = {
		{ "vectors", "FILE", "the vectors (written by vectors.py)",
			TC_OPT_STR, &a->vectors, 0, NULL },
		{ "dev", "NAME", "cryptodev (default crypto_openssl)",
			TC_OPT_STR, &a->dev, 0, NULL },
		{ "max-print", "N", "failures printed in full (default 10)",
			TC_OPT_UINT, &a->max_print, 0, NULL },
		{ "no-cover", NULL, "a subset of the vectors: no coverage check",
			TC_OPT_FLAG, &a->no_cover, 0, NULL },
		{ NULL },
	};
	int rc;

	a->dev = "crypto_openssl";
	a->max_print = 10;
	rc = tc_opts_parse(argc, argv, opts, "<EAL args> -- --vectors FILE [OPTION...]");
	if (rc == 0 && a->vectors == NULL) {
		printf("--vectors FILE is needed\n");
		rc = -1;
	}
	return rc;
}

static void
kat_dispatch(struct kat_dev *dev, const struct kat_vec *v)
{
	switch (kat_algos[v->algo].type) {
	case RTE_CRYPTO_SYM_XFORM_CIPHER:
		kat_cipher_run(dev, v);
		break;
	case RTE_CRYPTO_SYM_XFORM_AUTH:
		kat_auth_run(dev, v);
		break;
	default:
		kat_aead_run(dev, v);
		break;
	}
}

#define SEEN_BITS 20	/* room for a million distinct vectors, half full at most */

/* Has a vector of this hash been seen (then true), else remember it. */
static bool
kat_seen(uint64_t *seen, uint64_t hash)
{
	uint64_t mask = (1u << SEEN_BITS) - 1, i;

	hash |= 1;	/* 0 is an empty slot */
	for (i = hash & mask; seen[i] != 0; i = (i + 1) & mask)
		if (seen[i] == hash)
			return true;
	if (kat_counts.distinct < (1u << (SEEN_BITS - 1)))
		seen[i] = hash;
	return false;
}

/* Run every vector of the file; return -1 on a malformed file. */
static int
kat_run_file(struct kat_dev *dev, const char *path)
{
	uint64_t *seen = calloc(1u << SEEN_BITS, sizeof(*seen));
	struct kat_vec v;
	FILE *f = fopen(path, "r");
	int ret;

	if (f == NULL || seen == NULL) {
		perror(path);
		if (f != NULL)
			fclose(f);
		free(seen);
		return -1;
	}
	while ((ret = kat_vec_read(f, &v)) > 0) {
		v.repeat = kat_seen(seen, v.hash);
		kat_counts.lines++;
		kat_counts.distinct += !v.repeat;
		kat_dispatch(dev, &v);
		kat_vec_free(&v);
	}
	kat_vec_free(&v);
	fclose(f);
	free(seen);
	return ret;
}

static void
kat_report(unsigned int *passed, unsigned int *failed)
{
	unsigned int i;

	printf("%-18s %8s %8s %15s\n", "algorithm", "passed", "failed", "not-advertised");
	for (i = 0; i < kat_nb_algos; i++) {
		const struct kat_stats *st = &kat_stats[i];

		printf("%-18s %8u %8u %15u\n", kat_algos[i].name, st->passed, st->failed,
				st->not_advertised);
		*passed += st->passed;
		*failed += st->failed;
	}
}

static void
kat_print_dev(const struct kat_dev *dev)
{
	struct rte_cryptodev_info info;

	rte_cryptodev_info_get(dev->id, &info);
	printf("device %u: %s, driver %s (id %u)\n", dev->id, rte_cryptodev_name_get(dev->id),
			info.driver_name, info.driver_id);
}

int
main(int argc, char **argv)
{
	struct kat_dev dev = { 0 };
	struct kat_args args = { 0 };
	unsigned int passed = 0, failed = 0;
	int rc;

	setvbuf(stdout, NULL, _IOLBF, 0);
	tc_eal_init(&argc, &argv);
	rc = kat_parse_args(argc, argv, &args);
	if (rc < 0)
		rte_exit(EXIT_FAILURE, "bad arguments\n");
	if (rc > 0)
		return rte_eal_cleanup();
	dev.max_print = args.max_print;
	if (kat_dev_open(&dev, args.dev) < 0)
		rte_exit(EXIT_FAILURE, "cannot open %s\n", args.dev);
	kat_print_dev(&dev);
	if (kat_run_file(&dev, args.vectors) < 0)
		failed++;
	kat_report(&passed, &failed);
	printf("kat: %u vector lines, %u distinct vectors (%u lines repeat an earlier one), "
			"%u distinct vectors ran (the others' parameters are not advertised)\n",
			kat_counts.lines, kat_counts.distinct, kat_counts.lines - kat_counts.distinct,
			kat_counts.ran);
	printf("kat: %u runs: %u of the distinct vectors as given, %u derived (each shorter "
			"advertised digest), %u of repeated lines\n", kat_counts.given +
			kat_counts.derived + kat_counts.repeated, kat_counts.given,
			kat_counts.derived, kat_counts.repeated);
	if (!args.no_cover)
		failed += kat_cover_check(&dev);
	kat_dev_close(&dev);
	rte_eal_cleanup();
	tc_count(passed, failed);
	return tc_summary();
}
