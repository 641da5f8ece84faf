/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_REPORT_H
#define TC_REPORT_H

/*
 * Results of a test program: one "PASS name" or "FAIL name: why" line per
 * case, counts of checks made in bulk (ops compared), and the last line
 * "N passed, N failed" that devtools/test.sh and the layer scripts parse.
 * Called from the main lcore only.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <rte_common.h>

#define TC_WHY_LEN 256

void tc_pass(const char *name);
void tc_fail(const char *name, const char *fmt, ...) __rte_format_printf(2, 3);
/* PASS when rc is 0, else FAIL with why (or "failed" when why is empty). */
void tc_result(const char *name, int rc, const char *why);
/* A case whose name is made by fmt: PASS or FAIL as ok says. */
void tc_check(bool ok, const char *fmt, ...) __rte_format_printf(2, 3);
/* Quiet: tc_check prints its FAIL lines only (many checks, --verbose for all). */
void tc_quiet(bool quiet);
/* Checks counted without a line each (e.g. ops compared). */
void tc_count(uint64_t passed, uint64_t failed);
uint64_t tc_passed(void);
uint64_t tc_failed(void);

/* The case a crash would belong to (NULL: none). */
void tc_current(const char *name);
/* A crash (SEGV, BUS, FPE, ILL, ABRT) is a failed case and closes the summary line. */
void tc_crash_handler(void);

/* Print "N passed, N failed"; the exit status: 0 only if none failed and some passed. */
int tc_summary(void);

/*
 * For check functions that take (char *why, size_t wn): fill why and
 * return -1 from the function when cond is false.
 */
#define TC_EXPECT(cond, ...) do { \
	if (!(cond)) { \
		snprintf(why, wn, __VA_ARGS__); \
		return -1; \
	} \
} while (0)

#endif /* TC_REPORT_H */
