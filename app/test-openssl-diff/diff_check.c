/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Comparing an op's result with the reference, byte for byte, and telling
 * what differed: the case, then a hexdump of expected and got.
 */

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "diff.h"

#define NO_DIFF		UINT32_MAX
#define SETUP_PRINT_MAX	200

static const char *const chain_names[DIFF_CH_MAX] = {
	[DIFF_CH_CIPHER] = "cipher",
	[DIFF_CH_AUTH] = "auth",
	[DIFF_CH_ENC_GEN] = "enc+gen",
	[DIFF_CH_VER_DEC] = "ver+dec",
	[DIFF_CH_GEN_ENC] = "gen+enc",
	[DIFF_CH_DEC_VER] = "dec+ver",
	[DIFF_CH_AEAD] = "aead",
};

const char *
diff_chain_name(enum diff_chain ch)
{
	return ch < DIFF_CH_MAX ? chain_names[ch] : "?";
}

static const char *
status_name(unsigned int st)
{
	static const char *const names[] = {
		[RTE_CRYPTO_OP_STATUS_SUCCESS] = "SUCCESS",
		[RTE_CRYPTO_OP_STATUS_NOT_PROCESSED] = "NOT_PROCESSED",
		[RTE_CRYPTO_OP_STATUS_AUTH_FAILED] = "AUTH_FAILED",
		[RTE_CRYPTO_OP_STATUS_INVALID_SESSION] = "INVALID_SESSION",
		[RTE_CRYPTO_OP_STATUS_INVALID_ARGS] = "INVALID_ARGS",
		[RTE_CRYPTO_OP_STATUS_ERROR] = "ERROR",
	};

	return st < RTE_DIM(names) && names[st] != NULL ? names[st] : "?";
}

/* A setup failure: no reference, refused session, reference error. Counted once. */
void
diff_fail_setup(struct diff_ctx *ctx, const char *fmt, ...)
{
	static unsigned int printed;
	va_list ap;

	ctx->extra_failed++;
	if (printed++ >= SETUP_PRINT_MAX)
		return;
	printf("FAIL ");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
}

static uint32_t
first_diff(const uint8_t *a, const uint8_t *b, uint32_t len, uint32_t skip_off,
		uint32_t skip_len)
{
	uint32_t i;

	if (memcmp(a, b, len) == 0)
		return NO_DIFF;
	for (i = 0; i < len; i++)
		if ((i < skip_off || i >= skip_off + skip_len) && a[i] != b[i])
			return i;
	return NO_DIFF;
}

/* Rows of 16 around byte at; with ref, bytes that differ from it are starred. */
static void
hexdump(const char *label, const uint8_t *p, const uint8_t *ref, uint32_t len, uint32_t at)
{
	uint32_t start = at >= 32 ? (at - 32) & ~15u : 0;
	uint32_t end = RTE_MIN(len, start + 96), off, i;

	printf("    %s:\n", label);
	for (off = start; off < end; off += 16) {
		printf("      %05x ", off);
		for (i = off; i < off + 16 && i < end; i++)
			printf("%c%02x", ref != NULL && ref[i] != p[i] ? '*' : ' ', p[i]);
		printf("\n");
	}
}

static void
print_segs(const char *label, const uint32_t *segs, uint8_t n)
{
	unsigned int i;

	printf(" %s [", label);
	for (i = 0; i < n; i++)
		printf("%s%u", i == 0 ? "" : " ", segs[i]);
	printf("]");
}

static void
print_case(const struct diff_job *j)
{
	char desc[256];

	diff_config_describe(j->cfg, desc, sizeof(desc));
	printf("  case: %s (config #%" PRIu64 ")\n", desc, j->cfg->id);
	printf("  layout %s,", diff_layout_name(j->layout));
	print_segs("src segments", j->seg_src, j->nseg_src);
	if (j->nseg_dst > 0)
		print_segs("dst segments", j->seg_dst, j->nseg_dst);
	printf("\n  packet %u bytes, cipher/aead offset %u length %u, auth offset %u length %u%s\n",
			j->pkt_len, j->c_off, j->c_len, j->a_off, j->a_len,
			j->negative ? ", tag corrupted (expect AUTH_FAILED)" : "");
}

static void
print_failure(const struct diff_job *j, const char *why, const uint8_t *exp,
		const uint8_t *got, uint32_t len, uint32_t at)
{
	printf("FAIL op #%" PRIu64 " (phase %s): %s\n", j->index, diff_phase_name(j->phase), why);
	print_case(j);
	if (exp == NULL)
		return;
	printf("  first difference at byte %u of %u\n", at, len);
	hexdump("expected", exp, NULL, len, at);
	hexdump("got", got, exp, len, at);
}

static void
tally_add(struct diff_tally *t, const struct diff_job *j, bool ok)
{
	if (ok)
		t->passed++;
	else
		t->failed++;
	t->chained += j->cfg->cipher != NULL && j->cfg->auth != NULL;
	t->negative += j->negative;
	t->sessionless += j->cfg->sessionless;
	t->oop += diff_layout_oop(j->layout);
	t->sgl += j->nseg_src > 1 || j->nseg_dst > 1;
}

static void
tally_job(struct diff_ctx *ctx, const struct diff_job *j, bool ok)
{
	tally_add(&ctx->total, j, ok);
	tally_add(&ctx->phase_tally[j->phase], j, ok);
	if (j->cfg->cipher != NULL)
		tally_add(&j->cfg->cipher->tally, j, ok);
	if (j->cfg->auth != NULL)
		tally_add(&j->cfg->auth->tally, j, ok);
}

static bool
job_has_digest_buf(const struct diff_job *j)
{
	return !j->cfg->de && (j->cfg->auth != NULL || j->cfg->chain == DIFF_CH_AEAD);
}

/* Compare what the device left with what the reference expects. */
void
diff_check_job(struct diff_ctx *ctx, struct diff_job *j, bool returned, bool refused)
{
	bool oop = diff_layout_oop(j->layout);
	const uint8_t *exp = NULL, *got = NULL;
	const char *why = NULL;
	char status[96];
	uint32_t at = 0, len = j->pkt_len;

	if (refused) {
		why = "enqueue refused the op (the device took none while none was in flight)";
	} else if (!returned) {
		why = "op not returned by the device";
	} else if (j->op->status != j->exp_status) {
		snprintf(status, sizeof(status), "status %s, expected %s",
				status_name(j->op->status), status_name(j->exp_status));
		why = status;
	} else if (j->exp_status != RTE_CRYPTO_OP_STATUS_SUCCESS) {
		why = NULL;	/* a failed verify: the status is all there is to check */
	} else if (diff_mbuf_read(oop ? j->m_dst : j->m_src, j->got, len) != 0) {
		why = "destination mbuf length changed";
	} else if ((at = first_diff(j->exp, j->got, len, j->skip_off, j->skip_len)) != NO_DIFF) {
		why = "output mismatch";
		exp = j->exp;
		got = j->got;
	} else if (oop && (diff_mbuf_read(j->m_src, j->got, len) != 0 ||
			(at = first_diff(j->src, j->got, len, 0, 0)) != NO_DIFF)) {
		why = "source changed by an out-of-place op";
		exp = j->src;
		got = j->got;
	} else if (job_has_digest_buf(j) && (at = first_diff(j->exp_digest, j->digest,
			DIFF_DIGEST_AREA, 0, 0)) != NO_DIFF) {
		why = "digest mismatch (digest at byte 32 of the buffer shown, guard bytes around)";
		exp = j->exp_digest;
		got = j->digest;
		len = DIFF_DIGEST_AREA;
	}
	tally_job(ctx, j, why == NULL);
	if (why != NULL && ctx->printed++ < ctx->opts.max_print)
		print_failure(j, why, exp, got, len, at);
}
