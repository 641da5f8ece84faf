/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* What came back from the driver, against what OpenSSL says it should be. */

#include <stdio.h>
#include <string.h>

#include "test_pmd.h"

int
job_describe(const struct job *j, char *buf, size_t n)
{
	const struct job_layout *l = &j->lay;

	return snprintf(buf, n, "%s %s len=%u c=%u+%u a=%u+%u segs=%u%s%s%s%s",
			j->p->alg->name, j->p->encrypt ? "enc" : "dec", l->len,
			l->c_off, l->c_len, l->a_off, l->a_len,
			l->nb_segs > 1 ? l->nb_segs : 1, l->oop ? " oop" : "",
			l->sessionless ? " sessionless" : "",
			l->digest_in_mbuf ? " digest-in-mbuf" : "",
			l->corrupt_tag ? " bad-tag" : "");
}

const char *
status_name(uint8_t st)
{
	switch (st) {
	case RTE_CRYPTO_OP_STATUS_SUCCESS: return "SUCCESS";
	case RTE_CRYPTO_OP_STATUS_NOT_PROCESSED: return "NOT_PROCESSED";
	case RTE_CRYPTO_OP_STATUS_AUTH_FAILED: return "AUTH_FAILED";
	case RTE_CRYPTO_OP_STATUS_INVALID_SESSION: return "INVALID_SESSION";
	case RTE_CRYPTO_OP_STATUS_INVALID_ARGS: return "INVALID_ARGS";
	case RTE_CRYPTO_OP_STATUS_ERROR: return "ERROR";
	}
	return "?";
}

static int
fail(const struct job *j, char *why, size_t n, const char *what, long at)
{
	int k = job_describe(j, why, n);

	if (k < 0 || (size_t)k >= n)
		return -1;
	if (at >= 0)
		snprintf(why + k, n - k, ": %s at byte %ld", what, at);
	else
		snprintf(why + k, n - k, ": %s", what);
	return -1;
}

static long
first_diff(const uint8_t *a, const uint8_t *b, uint32_t n)
{
	uint32_t i;

	for (i = 0; i < n; i++)
		if (a[i] != b[i])
			return i;
	return -1;
}

/* Outside the processed region an OOP destination keeps its bytes or gets the source's. */
static long
oop_garbage(const struct job *j, const uint8_t *out, uint32_t from, uint32_t to)
{
	uint32_t i;

	for (i = from; i < to; i++)
		if (out[i] != j->dst0[i] && out[i] != j->src0[i])
			return i;
	return -1;
}

static int
check_oop(const struct job *j, const uint8_t *out, char *why, size_t n)
{
	const struct job_layout *l = &j->lay;
	uint8_t buf[JOB_MAX_LEN];
	const uint8_t *src;
	uint32_t end = l->c_off + l->c_len;
	long at;

	if (alg_has_cipher(j->p->alg)) {
		at = first_diff(out + l->c_off, j->want + l->c_off, l->c_len);
		if (at >= 0)
			return fail(j, why, n, "wrong output", at + l->c_off);
	} else {
		end = 0;
	}
	at = oop_garbage(j, out, 0, alg_has_cipher(j->p->alg) ? l->c_off : 0);
	if (at < 0)
		at = oop_garbage(j, out, end, l->len);
	if (at >= 0)
		return fail(j, why, n, "destination garbled outside the region", at);
	src = rte_pktmbuf_read(j->src, 0, l->len, buf);
	if (src == NULL)
		return fail(j, why, n, "source unreadable", -1);
	at = first_diff(src, j->src0, l->len);
	if (at >= 0)
		return fail(j, why, n, "OOP source modified", at);
	return 0;
}

int
job_check(const struct job *j, char *why, size_t n)
{
	const struct alg_spec *a = j->p->alg;
	uint8_t st = j->op->status, buf[JOB_MAX_LEN];
	const uint8_t *out;
	char msg[64];
	long at;

	if (j->want_status == WANT_ERROR) {
		if (st != RTE_CRYPTO_OP_STATUS_SUCCESS && st != RTE_CRYPTO_OP_STATUS_NOT_PROCESSED)
			return 0;
		snprintf(msg, sizeof(msg), "status %s, want an error", status_name(st));
		return fail(j, why, n, msg, -1);
	}
	if (j->want_status == WANT_AUTH_FAILED || st != RTE_CRYPTO_OP_STATUS_SUCCESS) {
		if (j->want_status == WANT_AUTH_FAILED && st == RTE_CRYPTO_OP_STATUS_AUTH_FAILED)
			return 0;
		snprintf(msg, sizeof(msg), "status %s, want %s", status_name(st),
				j->want_status == WANT_SUCCESS ? "SUCCESS" : "AUTH_FAILED");
		return fail(j, why, n, msg, -1);
	}
	out = rte_pktmbuf_read(j->lay.oop ? j->dst : j->src, 0, j->lay.len, buf);
	if (out == NULL)
		return fail(j, why, n, "output unreadable", -1);
	if (j->lay.oop) {
		if (check_oop(j, out, why, n) != 0)
			return -1;
	} else {
		at = first_diff(out, j->want, j->lay.len);
		if (at >= 0)
			return fail(j, why, n, "wrong output", at);
	}
	if (j->p->encrypt && alg_has_digest(a) &&
			memcmp(j->digest_at, j->digest, a->digest_len) != 0)
		return fail(j, why, n, "wrong digest", -1);
	return 0;
}

/* An op the driver did not accept: status, data and digest as they were. */
bool
job_untouched(const struct job *j)
{
	const struct alg_spec *a = j->p->alg;
	uint8_t buf[JOB_MAX_LEN], zero[MAX_DIGEST] = { 0 };
	const uint8_t *p;

	if (j->op->status != RTE_CRYPTO_OP_STATUS_NOT_PROCESSED)
		return false;
	p = rte_pktmbuf_read(j->src, 0, j->lay.len, buf);
	if (p == NULL || memcmp(p, j->src0, j->lay.len) != 0)
		return false;
	if (j->lay.oop) {
		p = rte_pktmbuf_read(j->dst, 0, j->lay.len, buf);
		if (p == NULL || memcmp(p, j->dst0, j->lay.len) != 0)
			return false;
	}
	if (!alg_has_digest(a))
		return true;
	return memcmp(j->digest_at, j->p->encrypt ? zero : j->digest, a->digest_len) == 0;
}
