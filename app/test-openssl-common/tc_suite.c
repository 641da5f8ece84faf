/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <stdio.h>
#include <string.h>

#include <rte_debug.h>
#include <rte_eal.h>

#include "tc_eal.h"
#include "tc_parse.h"
#include "tc_report.h"
#include "tc_suite.h"

#define TC_MAX_SUITES 32

static struct {
	const char *name;
	int (*run)(void);
} suites[TC_MAX_SUITES];
static unsigned int nb_suites;

void
tc_suite_register(const char *name, int (*run)(void))
{
	if (nb_suites == TC_MAX_SUITES)
		rte_panic("more than %u suites\n", TC_MAX_SUITES);
	suites[nb_suites].name = name;
	suites[nb_suites++].run = run;
}

int
tc_suites_run(const char *list)
{
	unsigned int i, n = 0;
	int bad = 0;

	for (i = 0; i < nb_suites; i++) {
		if (!tc_list_has(list, suites[i].name))
			continue;
		n++;
		if (suites[i].run() != 0)
			bad++;
	}
	if (n == 0) {
		printf("no suite matches '%s'\n", list);
		return -1;
	}
	return bad;
}

bool
tc_suites_list(int argc, char **argv)
{
	unsigned int i;

	if (argc != 2 || strcmp(argv[1], "--list") != 0)
		return false;
	for (i = 0; i < nb_suites; i++)
		printf("%s\n", suites[i].name);
	return true;
}

bool
tc_suites_main_start(int *argc, char ***argv)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	if (tc_suites_list(*argc, *argv))
		return true;
	tc_eal_init(argc, argv);
	return false;
}

int
tc_suites_main_end(void)
{
	rte_eal_cleanup();
	return tc_summary();
}
