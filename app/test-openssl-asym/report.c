/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* Counted checks, per-label tallies and small helpers. */

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "asym.h"

static unsigned int passed, failed;

void
check(bool ok, const char *fmt, ...)
{
	va_list ap;

	if (ok)
		passed++;
	else
		failed++;
	if (ok && !env.verbose)
		return;
	printf("%s ", ok ? "PASS" : "FAIL");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	fflush(stdout);
}

void
note(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	fflush(stdout);
}

unsigned int
nb_passed(void)
{
	return passed;
}

unsigned int
nb_failed(void)
{
	return failed;
}

#define MAX_TALLY 32

static struct {
	const char *label;
	unsigned int ok, bad;
} tallies[MAX_TALLY];

void
tally(const char *label, bool ok)
{
	unsigned int i;

	for (i = 0; i < MAX_TALLY && tallies[i].label != NULL; i++)
		if (strcmp(tallies[i].label, label) == 0)
			break;
	if (i == MAX_TALLY)
		return;
	tallies[i].label = label;
	if (ok)
		tallies[i].ok++;
	else
		tallies[i].bad++;
}

void
tally_print(void)
{
	unsigned int i;

	for (i = 0; i < MAX_TALLY && tallies[i].label != NULL; i++)
		printf("KAT %-28s %5u passed, %u failed\n", tallies[i].label, tallies[i].ok,
			tallies[i].bad);
}

const char *
hex(const uint8_t *d, size_t n)
{
	static char s[2 * 80 + 4];
	size_t i;

	for (i = 0; i < n && i < 80; i++)
		snprintf(s + 2 * i, 3, "%02x", d[i]);
	if (n > 80)
		strcpy(s + 160, "..");
	else if (n == 0)
		s[0] = '\0';
	return s;
}

bool
num_eq(const uint8_t *a, size_t na, const uint8_t *b, size_t nb)
{
	while (na > 0 && a[0] == 0) {
		a++;
		na--;
	}
	while (nb > 0 && b[0] == 0) {
		b++;
		nb--;
	}
	return na == nb && (na == 0 || memcmp(a, b, na) == 0);
}

/* xorshift64*: reproducible from the printed seed. */
static uint64_t rng_state;

uint64_t
rng_next(void)
{
	if (rng_state == 0)
		rng_state = env.seed != 0 ? env.seed : 0x9e3779b97f4a7c15ULL;
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 0x2545f4914f6cdd1dULL;
}

void
rng_bytes(uint8_t *d, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		d[i] = (uint8_t)(rng_next() >> 56);
}
