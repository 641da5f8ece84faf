/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* The vector file vectors.py writes: "KIND key=value ..." per line. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asym.h"

#define LINE_MAX_LEN	(64 * 1024)

static FILE *vf;
static char vline[LINE_MAX_LEN];

int
vec_open(const char *path)
{
	vf = fopen(path, "r");
	return vf == NULL ? -1 : 0;
}

void
vec_rewind(void)
{
	if (vf != NULL)
		rewind(vf);
}

static void
vec_split(struct vec *v, char *s)
{
	char *tok, *save = NULL, *eq;

	v->nb = 0;
	tok = strtok_r(s, " \n", &save);
	snprintf(v->kind, sizeof(v->kind), "%s", tok != NULL ? tok : "");
	while ((tok = strtok_r(NULL, " \n", &save)) != NULL && v->nb < VEC_MAX_FIELDS) {
		eq = strchr(tok, '=');
		if (eq == NULL)
			continue;
		*eq = '\0';
		v->key[v->nb] = tok;
		v->val[v->nb++] = eq + 1;
	}
}

int
vec_next(struct vec *v, const char *kind)
{
	size_t kl = kind != NULL ? strlen(kind) : 0;

	while (vf != NULL && fgets(vline, sizeof(vline), vf) != NULL) {
		if (kind != NULL && (strncmp(vline, kind, kl) != 0 || vline[kl] != ' '))
			continue;
		vec_split(v, vline);
		return 0;
	}
	return -1;
}

const char *
vec_str(const struct vec *v, const char *key)
{
	unsigned int i;

	for (i = 0; i < v->nb; i++)
		if (strcmp(v->key[i], key) == 0)
			return v->val[i];
	return NULL;
}

int
vec_hex(const struct vec *v, const char *key, uint8_t *d, size_t cap, size_t *len)
{
	const char *h = vec_str(v, key);
	size_t i, n;
	unsigned int x;

	if (h == NULL)
		return -1;
	n = strlen(h);
	if (n % 2 != 0 || n / 2 > cap)
		return -1;
	for (i = 0; i < n / 2; i++) {
		if (sscanf(h + 2 * i, "%2x", &x) != 1)
			return -1;
		d[i] = (uint8_t)x;
	}
	*len = n / 2;
	return 0;
}

int
vec_get(const struct vec *v, const char *key, struct tc_bytes *b)
{
	return vec_hex(v, key, b->d, sizeof(b->d), &b->n);
}

int
vec_int(const struct vec *v, const char *key)
{
	const char *s = vec_str(v, key);

	return s == NULL ? -1 : atoi(s);
}
