/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_PARSE_H
#define TC_PARSE_H

/*
 * Command-line parsing of the test and benchmark programs. No DPDK here:
 * the floor program, which does not link DPDK, builds this file too.
 */

#include <stdbool.h>
#include <stdint.h>

/* A whole number up to max, base 0 (0x... allowed); 0 or -1. */
int tc_parse_u64(const char *s, uint64_t max, uint64_t *v);

/* Is name an item of the comma-separated list ("all": every name)? */
bool tc_list_has(const char *list, const char *name);

/* "64,1024,...": at most max_n numbers of 1..max into v; how many, or -1 (printed). */
int tc_parse_sizes(const char *arg, uint32_t max, uint32_t *v, unsigned int max_n);

/*
 * A program's options as a table, parsed and described in its usage by
 * tc_opts_parse: { "seed", "N", "random seed", TC_OPT_U64, &seed, 0, &given }.
 */
enum tc_opt_kind {
	TC_OPT_FLAG,	/* bool, true when given */
	TC_OPT_STR,	/* const char * */
	TC_OPT_U64,	/* uint64_t, at most max (0: any) */
	TC_OPT_UINT,	/* unsigned int, at most max (0: UINT_MAX) */
	TC_OPT_DOUBLE,	/* double, not negative */
	TC_OPT_SIZES,	/* struct tc_sizes, each 1..max */
};

#define TC_MAX_SIZES 32

struct tc_sizes {
	uint32_t v[TC_MAX_SIZES];
	unsigned int n;
};

struct tc_opt {
	const char *name;	/* --name; NULL ends the table */
	const char *arg;	/* the value in the usage ("N"); NULL for a flag */
	const char *help;
	enum tc_opt_kind kind;
	void *dst;
	uint64_t max;
	bool *given;		/* set true when the option is given; may be NULL */
};

/*
 * Parse argv (the arguments after the EAL's, argv[0] the program) against
 * opts. 0; 1 after --help printed the usage (synopsis, then one line an
 * option); -1 after a bad option, value or stray argument (said, with the
 * usage).
 */
int tc_opts_parse(int argc, char **argv, const struct tc_opt *opts, const char *synopsis);
void tc_opts_usage(const char *prog, const struct tc_opt *opts, const char *synopsis);

#endif /* TC_PARSE_H */
