/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The floor's self-check, run at start-up: a floor built from cheaper
 * primitives (steered CBC and CBC-MAC, HMAC from digest states) is only a
 * floor if it computes what the plain EVP way computes. For each length, one
 * buffer goes through the floor and a copy through the reference (EVP_MAC,
 * a freshly initialised CBC context), op after op on one state, so that the
 * chaining the steered paths carry from op to op is exercised too.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "floor.h"

#define CHECK_MAX_SHORT 300
#define CHECK_ROUNDS 2	/* each length twice: the 2nd op chains from the 1st */

static const size_t long_lens[] = { 1024, 4096, FLOOR_MAX_SIZE };

static void
fill(uint8_t *p, size_t len, size_t seed)
{
	size_t i;

	for (i = 0; i < len; i++)
		p[i] = (uint8_t)(seed * 31 + i * 13 + 5);
}

/* one length: 0 compared on success, -1 on a mismatch or a failed call */
static int
check_len(struct floor_state *st, const struct floor_algo *a, size_t len, uint8_t *x,
	uint8_t *y, unsigned int round)
{
	size_t n = len + a->digest_len;

	fill(x, len + FLOOR_DIGEST_ROOM, len + round);
	memcpy(y, x, len + FLOOR_DIGEST_ROOM);
	if (a->variants[0].fn(st, x, len) != 0 || a->ref(st, y, len) != 0) {
		fprintf(stderr, "self-check %s: %zu B: an OpenSSL call failed\n", a->name, len);
		return -1;
	}
	if (memcmp(x, y, n) != 0) {
		fprintf(stderr, "self-check %s: %zu B (op %u): the floor differs from the "
			"plain EVP result\n", a->name, len, round + 1);
		return -1;
	}
	return 0;
}

static int
check_lens(struct floor_state *st, const struct floor_algo *a, uint8_t *x, uint8_t *y)
{
	size_t len, i, block = a->block > 0 ? a->block : 1;
	unsigned int r;
	int count = 0;

	/* CBC needs at least one block; a MAC takes the empty message too */
	for (len = a->digest_len > 0 && block == 1 ? 0 : block; len <= CHECK_MAX_SHORT;
			len += block)
		for (r = 0; r < CHECK_ROUNDS; r++, count++)
			if (check_len(st, a, len, x, y, r) != 0)
				return -1;
	for (i = 0; i < sizeof(long_lens) / sizeof(long_lens[0]); i++)
		for (r = 0; r < CHECK_ROUNDS; r++, count++)
			if (check_len(st, a, long_lens[i], x, y, r) != 0)
				return -1;
	return count;
}

int
floor_selfcheck(const struct floor_algo *a)
{
	struct floor_state *st;
	uint8_t *x, *y;
	int ret = -1;

	if (a->ref == NULL)
		return 0;
	st = calloc(1, sizeof(*st));
	x = malloc(FLOOR_MAX_SIZE + FLOOR_DIGEST_ROOM);
	y = malloc(FLOOR_MAX_SIZE + FLOOR_DIGEST_ROOM);
	if (st == NULL || x == NULL || y == NULL)
		fprintf(stderr, "self-check: out of memory\n");
	else if (a->setup(st, a) != 0)
		fprintf(stderr, "self-check %s: OpenSSL setup failed\n", a->name);
	else
		ret = check_lens(st, a, x, y);
	if (st != NULL)
		floor_state_free(st);
	free(st);
	free(x);
	free(y);
	return ret;
}
