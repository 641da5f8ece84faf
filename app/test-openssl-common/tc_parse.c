/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tc_parse.h"

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

int
tc_parse_sizes(const char *arg, uint32_t max, uint32_t *v, unsigned int max_n)
{
	char *copy = strdup(arg), *tok, *save = NULL;
	unsigned int n = 0;
	uint64_t x;
	int ret = 0;

	if (copy == NULL)
		return -1;
	for (tok = strtok_r(copy, ",", &save); tok != NULL; tok = strtok_r(NULL, ",", &save)) {
		if (tc_parse_u64(tok, max, &x) != 0 || x == 0 || n == max_n) {
			fprintf(stderr, "bad size '%s' (1..%u, at most %u of them)\n", tok, max,
					max_n);
			ret = -1;
			break;
		}
		v[n++] = (uint32_t)x;
	}
	free(copy);
	return ret == 0 && n > 0 ? (int)n : -1;
}
