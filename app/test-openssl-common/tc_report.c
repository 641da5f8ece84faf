/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <inttypes.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "tc_report.h"

static uint64_t nb_passed;
static uint64_t nb_failed;
static const char *volatile current;
static bool quiet;

void
tc_quiet(bool q)
{
	quiet = q;
}

void
tc_pass(const char *name)
{
	nb_passed++;
	printf("PASS %s\n", name);
	fflush(stdout);
}

void
tc_fail(const char *name, const char *fmt, ...)
{
	va_list ap;

	nb_failed++;
	printf("FAIL %s: ", name);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	fflush(stdout);
}

void
tc_result(const char *name, int rc, const char *why)
{
	if (rc == 0)
		tc_pass(name);
	else
		tc_fail(name, "%s", why != NULL && why[0] != '\0' ? why : "failed");
}

void
tc_check(bool ok, const char *fmt, ...)
{
	va_list ap;

	if (ok)
		nb_passed++;
	else
		nb_failed++;
	if (ok && quiet)
		return;
	printf("%s ", ok ? "PASS" : "FAIL");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	fflush(stdout);
}

void
tc_count(uint64_t passed, uint64_t failed)
{
	nb_passed += passed;
	nb_failed += failed;
}

uint64_t
tc_passed(void)
{
	return nb_passed;
}

uint64_t
tc_failed(void)
{
	return nb_failed;
}

void
tc_current(const char *name)
{
	current = name;
}

/* Name the case, close the summary line, die of the same signal. */
static void
on_crash(int sig)
{
	char buf[512];
	int n;

	n = snprintf(buf, sizeof(buf), "FAIL %s: crashed (signal %d)\n%" PRIu64 " passed, %"
			PRIu64 " failed\n", current != NULL ? current : "(between cases)", sig,
			nb_passed, nb_failed + 1);
	if (n > 0 && write(STDOUT_FILENO, buf, RTE_MIN((size_t)n, sizeof(buf) - 1)) < 0)
		n = 0;
	signal(sig, SIG_DFL);
	raise(sig);
}

void
tc_crash_handler(void)
{
	static const int sigs[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT };
	struct sigaction sa;
	unsigned int i;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_crash;
	sa.sa_flags = SA_RESETHAND;
	for (i = 0; i < RTE_DIM(sigs); i++)
		sigaction(sigs[i], &sa, NULL);
}

int
tc_summary(void)
{
	printf("%" PRIu64 " passed, %" PRIu64 " failed\n", nb_passed, nb_failed);
	fflush(stdout);
	return nb_failed == 0 && nb_passed > 0 ? 0 : 1;
}
