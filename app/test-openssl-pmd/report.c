/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "test_pmd.h"

/* Results are reported from the main lcore only. */
static unsigned int nb_passed;
static unsigned int nb_failed;
static const char *volatile current;

void
case_pass(const char *name)
{
	nb_passed++;
	printf("PASS %s\n", name);
	fflush(stdout);
}

void
case_fail(const char *name, const char *fmt, ...)
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
case_result(const char *name, int rc, const char *why)
{
	if (rc == 0)
		case_pass(name);
	else
		case_fail(name, "%s", why[0] != '\0' ? why : "failed");
}

unsigned int
report_passed(void)
{
	return nb_passed;
}

unsigned int
report_failed(void)
{
	return nb_failed;
}

/* The case that a crash would belong to (NULL: none). */
void
report_current(const char *name)
{
	current = name;
}

/*
 * A driver crash is a failed case: name it, close the summary line and
 * die of the same signal.
 */
static void
on_crash(int sig)
{
	char buf[512];
	int n;

	n = snprintf(buf, sizeof(buf), "FAIL %s: crashed (signal %d)\n%u passed, %u failed\n",
			current != NULL ? current : "(between cases)", sig, nb_passed,
			nb_failed + 1);
	if (n > 0 && write(STDOUT_FILENO, buf, RTE_MIN((size_t)n, sizeof(buf) - 1)) < 0)
		n = 0;
	signal(sig, SIG_DFL);
	raise(sig);
}

void
report_crash_handler(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_crash;
	sa.sa_flags = SA_RESETHAND;
	sigaction(SIGSEGV, &sa, NULL);
	sigaction(SIGBUS, &sa, NULL);
	sigaction(SIGFPE, &sa, NULL);
	sigaction(SIGILL, &sa, NULL);
	sigaction(SIGABRT, &sa, NULL);
}
