/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_eal.h>

#include "tc_eal.h"

void
tc_eal_init(int *argc, char ***argv)
{
	char *prog = (*argv)[0];
	int ret = rte_eal_init(*argc, *argv);

	if (ret < 0) {
		printf("EAL init failed\n0 passed, 1 failed\n");
		exit(1);
	}
	*argc -= ret;
	*argv += ret;
	(*argv)[0] = prog;
}

int
tc_parse_u64(const char *s, uint64_t max, uint64_t *v)
{
	unsigned long long x;
	char *end;

	errno = 0;
	x = strtoull(s, &end, 0);
	if (errno != 0 || end == s || *end != '\0' || s[0] == '-' || x > max)
		return -1;
	*v = x;
	return 0;
}

bool
tc_list_has(const char *list, const char *name)
{
	size_t n = strlen(name);
	const char *p;

	if (strcmp(list, "all") == 0)
		return true;
	for (p = list; (p = strstr(p, name)) != NULL; p += n)
		if ((p == list || p[-1] == ',') && (p[n] == '\0' || p[n] == ','))
			return true;
	return false;
}
