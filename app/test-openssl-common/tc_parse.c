/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <errno.h>
#include <getopt.h>
#include <limits.h>
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

void
tc_opts_usage(const char *prog, const struct tc_opt *opts, const char *synopsis)
{
	char left[40];

	printf("usage: %s %s\n", prog, synopsis);
	for (; opts->name != NULL; opts++) {
		snprintf(left, sizeof(left), "--%s%s%s", opts->name, opts->arg != NULL ? " " : "",
				opts->arg != NULL ? opts->arg : "");
		printf("  %-22s %s\n", left, opts->help);
	}
}

static int
opt_number(const struct tc_opt *o, const char *arg)
{
	uint64_t v;

	if (o->kind == TC_OPT_UINT) {
		if (tc_parse_u64(arg, o->max != 0 ? o->max : UINT_MAX, &v) != 0)
			return -1;
		*(unsigned int *)o->dst = (unsigned int)v;
		return 0;
	}
	if (tc_parse_u64(arg, o->max != 0 ? o->max : UINT64_MAX, &v) != 0)
		return -1;
	*(uint64_t *)o->dst = v;
	return 0;
}

static int
opt_store(const struct tc_opt *o, const char *arg)
{
	struct tc_sizes *s = o->dst;
	char *end;
	int n;

	switch (o->kind) {
	case TC_OPT_FLAG:
		*(bool *)o->dst = true;
		return 0;
	case TC_OPT_STR:
		*(const char **)o->dst = arg;
		return 0;
	case TC_OPT_DOUBLE:
		*(double *)o->dst = strtod(arg, &end);
		return end == arg || *end != '\0' || *(double *)o->dst < 0 ? -1 : 0;
	case TC_OPT_SIZES:
		n = tc_parse_sizes(arg, (uint32_t)o->max, s->v, TC_MAX_SIZES);
		s->n = n > 0 ? (unsigned int)n : 0;
		return n > 0 ? 0 : -1;
	default:
		return opt_number(o, arg);
	}
}

#define TC_MAX_OPTS 32

int
tc_opts_parse(int argc, char **argv, const struct tc_opt *opts, const char *synopsis)
{
	struct option lo[TC_MAX_OPTS + 2] = { { "help", no_argument, NULL, 'h' } };
	unsigned int n;
	int c;

	for (n = 0; opts[n].name != NULL && n < TC_MAX_OPTS; n++)
		lo[n + 1] = (struct option){ opts[n].name,
			opts[n].arg != NULL ? required_argument : no_argument, NULL, 256 + (int)n };
	optind = 1;
	while ((c = getopt_long(argc, argv, "", lo, NULL)) != -1) {
		if (c == 'h') {
			tc_opts_usage(argv[0], opts, synopsis);
			return 1;
		}
		if (c < 256 || opt_store(&opts[c - 256], optarg) != 0)
			break;
		if (opts[c - 256].given != NULL)
			*opts[c - 256].given = true;
	}
	if (c == -1 && optind == argc)
		return 0;
	printf("bad option, value or argument: %s\n", argv[optind - (c == -1 ? 0 : 1)]);
	tc_opts_usage(argv[0], opts, synopsis);
	return -1;
}
