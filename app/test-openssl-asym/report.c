/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* Per-label tallies and small helpers. */

#include <stdio.h>
#include <string.h>

#include "asym.h"

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
