/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <stdlib.h>
#include <string.h>

#include "kat.h"

/*
 * Vector file (written by vectors.py): one vector per line,
 *   algo key iv aad in out tag flags src
 * hex fields, '-' for empty.  Hex is decoded in place in the line buffer.
 */

static int
hex_nibble(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

static int
hex_field(char *s, struct kat_buf *b)
{
	size_t n = strlen(s), i;
	uint8_t *out = (uint8_t *)s;

	b->data = out;
	b->len = 0;
	if (strcmp(s, "-") == 0)
		return 0;
	if (n % 2)
		return -1;
	for (i = 0; i < n; i += 2) {
		int hi = hex_nibble(s[i]), lo = hex_nibble(s[i + 1]);

		if (hi < 0 || lo < 0)
			return -1;
		out[i / 2] = (uint8_t)(hi << 4 | lo);
	}
	b->len = n / 2;
	return 0;
}

static int
parse_flags(const char *s, unsigned int *flags)
{
	*flags = 0;
	for (; *s != '\0'; s++) {
		if (*s == 'F')
			*flags |= KAT_F_FAIL;
		else if (*s == 'T')
			*flags |= KAT_F_TRUNC;
		else if (*s != '-')
			return -1;
	}
	return 0;
}

static int
parse_line(char *line, struct kat_vec *v)
{
	struct kat_buf *bufs[] = { &v->key, &v->iv, &v->aad, &v->in, &v->out, &v->tag };
	char *save = NULL, *tok[9];
	unsigned int i;
	int algo;

	for (i = 0; i < 9; i++) {
		tok[i] = strtok_r(i == 0 ? line : NULL, " \n", &save);
		if (tok[i] == NULL)
			return -1;
	}
	algo = kat_algo_find(tok[0]);
	if (algo < 0)
		return algo;
	v->algo = algo;
	for (i = 0; i < 6; i++)
		if (hex_field(tok[i + 1], bufs[i]) < 0)
			return -1;
	v->src = tok[8];
	return parse_flags(tok[7], &v->flags);
}

/* FNV-1a of the fields before the last (src, where the vector comes from). */
static uint64_t
line_hash(const char *line)
{
	const char *end = strrchr(line, ' ');
	uint64_t h = 0xcbf29ce484222325ULL;

	for (; *line != '\0' && line != end; line++)
		h = (h ^ (uint8_t)*line) * 0x100000001b3ULL;
	return h;
}

/*
 * A vector of an algorithm this DPDK does not define (SHAKE on 22.11): not
 * run and not counted, said once per run of such lines.
 */
static void
skip_note(const char *line)
{
	static char last[32];
	size_t n = strcspn(line, " ");

	if (n < sizeof(last) && strncmp(last, line, n) == 0 && last[n] == '\0')
		return;
	snprintf(last, sizeof(last), "%.*s", (int)n, line);
	printf("SKIP[dpdk-api] vectors of %s: not an algorithm of this DPDK's API\n", last);
}

/* Read the next vector: 1 read, 0 end of file, -1 malformed line. */
int
kat_vec_read(FILE *f, struct kat_vec *v)
{
	size_t cap = 0;
	int ret;

	memset(v, 0, sizeof(*v));
	for (;;) {
		if (getline(&v->line, &cap, f) < 0) {
			free(v->line);
			v->line = NULL;
			return 0;
		}
		v->hash = line_hash(v->line);	/* before parse_line splits it */
		ret = parse_line(v->line, v);
		if (ret != -2)
			break;
		skip_note(v->line);
	}
	if (ret < 0) {
		fprintf(stderr, "malformed vector line (first field '%.40s')\n", v->line);
		return -1;
	}
	return 1;
}

void
kat_vec_free(struct kat_vec *v)
{
	free(v->line);
	v->line = NULL;
}
