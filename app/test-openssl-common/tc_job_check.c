/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* What came back from the device, against what the reference model says. */

#include <stdio.h>
#include <string.h>

#include "tc_job.h"
#include "tc_names.h"

#define NO_DIFF UINT32_MAX

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

/* Auth only, out of place: the destination keeps its bytes or takes the source's. */
static uint32_t
first_diff_auth_oop(const struct tc_job *j, const uint8_t *got)
{
	uint32_t i;

	for (i = 0; i < j->lay.pkt_len; i++)
		if (got[i] != j->exp[i] && got[i] != j->src[i])
			return i;
	return NO_DIFF;
}

static bool
digest_in(const struct tc_job *j, const struct rte_mbuf *m)
{
	return j->lay.digest_in_mbuf && j->digest_at != NULL && !j->cfg->de &&
		m == (j->lay.oop && tc_cfg_generates(j->cfg) ? j->m_dst : j->m_src);
}

/* Flatten an mbuf of the job into got: its packet, and the digest after it. */
static int
read_back(struct tc_job *j, const struct rte_mbuf *m)
{
	uint32_t len = j->lay.pkt_len + (digest_in(j, m) ? j->cfg->p.digest_len : 0);

	return tc_mbuf_read(m, j->got, len);
}

static int
bytes_differ(struct tc_verdict *v, const char *why, const uint8_t *exp, const uint8_t *got,
		uint32_t len, uint32_t at)
{
	snprintf(v->why, sizeof(v->why), "%s", why);
	v->exp = exp;
	v->got = got;
	v->len = len;
	v->at = at;
	return -1;
}

static int
check_digest(struct tc_job *j, struct tc_verdict *v)
{
	uint16_t dlen = j->cfg->p.digest_len;
	uint32_t at;

	if (!tc_point_has_digest(&j->cfg->p) || j->cfg->de)
		return 0;
	if (!j->lay.digest_in_mbuf) {
		at = first_diff(j->exp_digest, j->digest, TC_DIGEST_AREA, 0, 0);
		if (at == NO_DIFF)
			return 0;
		return bytes_differ(v, "digest mismatch (digest at byte 32 of the buffer shown, "
				"guard bytes around)", j->exp_digest, j->digest,
				TC_DIGEST_AREA, at);
	}
	at = first_diff(j->exp_digest + TC_DIGEST_AT, j->digest_at, dlen, 0, 0);
	if (at == NO_DIFF)
		return 0;
	return bytes_differ(v, "digest mismatch (after the data in the mbuf)",
			j->exp_digest + TC_DIGEST_AT, j->digest_at, dlen, at);
}

static int
check_bytes(struct tc_job *j, struct tc_verdict *v)
{
	const struct tc_layout *l = &j->lay;
	uint32_t at;

	if (read_back(j, l->oop ? j->m_dst : j->m_src) != 0) {
		snprintf(v->why, sizeof(v->why), "destination mbuf length changed");
		return -1;
	}
	if (l->oop && j->cfg->p.chain == TC_CH_AUTH)
		at = first_diff_auth_oop(j, j->got);
	else
		at = first_diff(j->exp, j->got, l->pkt_len, j->skip_off, j->skip_len);
	if (at != NO_DIFF)
		return bytes_differ(v, "output mismatch", j->exp, j->got, l->pkt_len, at);
	if (l->oop && (read_back(j, j->m_src) != 0 ||
			(at = first_diff(j->src, j->got, l->pkt_len, 0, 0)) != NO_DIFF))
		return bytes_differ(v, "source changed by an out-of-place op", j->src, j->got,
				l->pkt_len, at == NO_DIFF ? 0 : at);
	return check_digest(j, v);
}

/*
 * A failed verify: the destination's cipher region zeroed, its other bytes
 * as they were (out of place: or the source's, copied), the source intact.
 */
static int
check_failed(struct tc_job *j, struct tc_verdict *v)
{
	const struct tc_layout *l = &j->lay;
	uint32_t i, end = l->c_off + l->c_len;

	if (read_back(j, l->oop ? j->m_dst : j->m_src) != 0) {
		snprintf(v->why, sizeof(v->why), "destination mbuf length changed");
		return -1;
	}
	for (i = 0; i < l->pkt_len; i++) {
		if (j->got[i] == j->exp[i] ||
				(l->oop && (i < l->c_off || i >= end) && j->got[i] == j->src[i]))
			continue;
		return bytes_differ(v, i >= l->c_off && i < end ?
				"failed verify: decrypted bytes left in the destination (zeros "
				"expected)" : "failed verify: destination changed outside the "
				"cipher region", j->exp, j->got, l->pkt_len, i);
	}
	if (l->oop && (read_back(j, j->m_src) != 0 ||
			(i = first_diff(j->src, j->got, l->pkt_len, 0, 0)) != NO_DIFF))
		return bytes_differ(v, "source changed by an out-of-place op", j->src, j->got,
				l->pkt_len, i == NO_DIFF ? 0 : i);
	return 0;
}

int
tc_job_check(struct tc_job *j, enum tc_op_state state, struct tc_verdict *v)
{
	uint8_t st;

	memset(v, 0, sizeof(*v));
	if (state == TC_OP_REFUSED) {
		snprintf(v->why, sizeof(v->why), "enqueue refused the op (the device took none "
				"while none was in flight)");
		return -1;
	}
	if (state != TC_OP_RETURNED) {
		snprintf(v->why, sizeof(v->why), "op not returned by the device");
		return -1;
	}
	st = j->op->status;
	if (j->want_error) {
		if (st != RTE_CRYPTO_OP_STATUS_SUCCESS && st != RTE_CRYPTO_OP_STATUS_NOT_PROCESSED)
			return 0;
		snprintf(v->why, sizeof(v->why), "status %s, want an error", tc_status_name(st));
		return -1;
	}
	if (st != j->exp_status) {
		snprintf(v->why, sizeof(v->why), "status %s, expected %s", tc_status_name(st),
				tc_status_name(j->exp_status));
		return -1;
	}
	if (j->exp_status == RTE_CRYPTO_OP_STATUS_AUTH_FAILED)
		return check_failed(j, v);
	return check_bytes(j, v);
}

bool
tc_job_untouched(struct tc_job *j)
{
	const struct tc_layout *l = &j->lay;
	uint16_t dlen = j->cfg->p.digest_len;

	if (j->op->status != RTE_CRYPTO_OP_STATUS_NOT_PROCESSED)
		return false;
	if (read_back(j, j->m_src) != 0 || memcmp(j->got, j->src, l->pkt_len) != 0)
		return false;
	if (l->oop && (read_back(j, j->m_dst) != 0 || memcmp(j->got, j->dst, l->pkt_len) != 0))
		return false;
	if (!tc_point_has_digest(&j->cfg->p) || j->cfg->de)
		return true;
	if (!l->digest_in_mbuf)
		return memcmp(j->digest, j->digest_in, TC_DIGEST_AREA) == 0;
	return memcmp(j->digest_at, j->digest_in + TC_DIGEST_AT, dlen) == 0;
}

int
tc_job_describe(const struct tc_job *j, char *buf, size_t n)
{
	const struct tc_layout *l = &j->lay;
	char cfg[192];

	tc_cfg_describe(j->cfg, cfg, sizeof(cfg));
	return snprintf(buf, n, "%s | len %u cipher %u+%u auth %u+%u segs %u/%u%s%s%s%s", cfg,
			l->pkt_len, l->c_off, l->c_len, l->a_off, l->a_len,
			RTE_MAX(l->nseg_src, 1), l->oop ? RTE_MAX(l->nseg_dst, 1) : 0,
			l->oop ? " oop" : "", l->sessionless ? " sessionless" : "",
			l->digest_in_mbuf ? " digest-in-mbuf" : "",
			l->negative ? " bad-tag" : "");
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

void
tc_verdict_dump(const struct tc_verdict *v)
{
	if (v->exp == NULL)
		return;
	printf("  first difference at byte %u of %u\n", v->at, v->len);
	hexdump("expected", v->exp, NULL, v->len, v->at);
	hexdump("got", v->got, v->exp, v->len, v->at);
}

int
tc_jobs_run(uint8_t dev, uint16_t qp, struct tc_job **jobs, unsigned int n,
		char *why, size_t wn)
{
	struct rte_crypto_op *ops[TC_MAX_BURST];
	struct tc_verdict v;
	char desc[256];
	unsigned int i, bad = 0;
	struct tc_run r;
	size_t k;

	for (i = 0; i < n && i < TC_MAX_BURST; i++)
		ops[i] = jobs[i]->op;
	if (tc_run_burst(dev, qp, ops, n, &r, why, wn) != 0)
		return -1;
	for (i = 0; i < n; i++) {
		if (tc_job_check(jobs[i], r.state[i], &v) == 0 || bad++ > 0)
			continue;
		tc_job_describe(jobs[i], desc, sizeof(desc));
		if (v.exp != NULL)
			snprintf(why, wn, "op %u: %s at byte %u: %s", i, v.why, v.at, desc);
		else
			snprintf(why, wn, "op %u: %s: %s", i, v.why, desc);
	}
	if (bad > 1) {
		k = strnlen(why, wn);
		snprintf(why + k, wn - k, " (and %u more ops)", bad - 1);
	}
	return bad == 0 ? 0 : -1;
}
