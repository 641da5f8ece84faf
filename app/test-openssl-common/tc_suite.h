/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_SUITE_H
#define TC_SUITE_H

/*
 * The suites of a test program: each is one file that registers itself
 * with TC_SUITE(name, fn); the program runs those its --suite list names,
 * and --list (alone) prints them, one a line, before EAL is set up.
 */

#include <stdbool.h>

#include <rte_common.h>

void tc_suite_register(const char *name, int (*run)(void));

#define TC_SUITE(name, fn) \
	RTE_INIT(tc_suite_init_ ## name) \
	{ \
		tc_suite_register(#name, fn); \
	}

/*
 * Run the suites list names (comma-separated, "all": every one), in their
 * order of registration: how many returned nonzero, or -1 if none matched.
 */
int tc_suites_run(const char *list);
/* argv is "--list" alone: print the suites and return true. */
bool tc_suites_list(int argc, char **argv);

/*
 * The start of a suite program's main(): stdout line-buffered, --list
 * answered (tc_suites_list), then tc_eal_init(). Returns true when --list
 * was answered: main() then returns 0 without EAL.
 */
bool tc_suites_main_start(int *argc, char ***argv);
/* The end of it, after the program's own clean-up: rte_eal_cleanup() and
 * tc_summary(), whose value main() returns.
 */
int tc_suites_main_end(void);

#endif /* TC_SUITE_H */
