/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * CPU crypto suite: jobs built as for the queue-pair path, described as
 * vectors and run through rte_cryptodev_sym_cpu_crypto_process(), then
 * checked (see test_cpu.c).
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_malloc.h>

#include "test_cpu.h"

/* ---- one call: jobs described as vectors ---- */

struct cpu_call {
	unsigned int n;
	struct tc_job **jobs;
	struct rte_crypto_vec svec[CPU_MAX_NUM][CPU_MAX_VECS + 1];
	struct rte_crypto_vec dvec[CPU_MAX_NUM][CPU_MAX_VECS];
	struct rte_crypto_sgl src[CPU_MAX_NUM];
	struct rte_crypto_sgl dst[CPU_MAX_NUM];
	struct rte_crypto_va_iova_ptr iv[CPU_MAX_NUM];
	struct rte_crypto_va_iova_ptr aad[CPU_MAX_NUM];
	struct rte_crypto_va_iova_ptr digest[CPU_MAX_NUM];
	int32_t status[CPU_MAX_NUM];
	union rte_crypto_sym_ofs ofs;
	struct rte_crypto_sym_vec vec;
	uint32_t ret;
};

/* CPU_MAX_VECS + 1 vectors: one byte each, the last one the rest. */
static const uint16_t ones[CPU_MAX_VECS + 1] = {
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
};

/* head/tail of [off, off + len) in a buffer of total bytes. */
static void
ofs_set(uint16_t *head, uint16_t *tail, uint32_t total, uint32_t off, uint32_t len)
{
	*head = (uint16_t)off;
	*tail = (uint16_t)(total - off - len);
}

static union rte_crypto_sym_ofs
ofs_of(const struct tc_job *j, uint32_t total)
{
	const struct tc_layout *l = &j->lay;
	union rte_crypto_sym_ofs o = { .raw = 0 };

	if (j->cfg->p.chain != TC_CH_AUTH)
		ofs_set(&o.ofs.cipher.head, &o.ofs.cipher.tail, total, l->c_off, l->c_len);
	if (tc_chain_has_digest(j->cfg->p.chain) && j->cfg->p.chain != TC_CH_AEAD)
		ofs_set(&o.ofs.auth.head, &o.ofs.auth.tail, total, l->a_off, l->a_len);
	return o;
}

static void
set_ptr(struct rte_crypto_va_iova_ptr *p, const struct tc_job *j, uint32_t off)
{
	p->va = rte_crypto_op_ctod_offset(j->op, uint8_t *, TC_IV_OFFSET + off);
	p->iova = rte_crypto_op_ctophys_offset(j->op, TC_IV_OFFSET + off);
}

/*
 * IV, AAD and digest of buffer i. The IV of an auth-only session (GMAC) is
 * in vec->iv, as aesni_gcm reads it; the AAD slot holds the AEAD's AAD, else
 * the auth IV (the same union in the API).
 */
static void
describe_ptrs(struct cpu_call *c, unsigned int i, const struct tc_job *j)
{
	uint32_t auth_iv = j->cfg->p.cipher != NULL ? TC_AUTH_IV_SHIFT : 0;

	set_ptr(&c->iv[i], j, 0);
	if (j->cfg->p.chain == TC_CH_AEAD) {
		c->aad[i].va = j->aad;
		c->aad[i].iova = rte_malloc_virt2iova(j->aad);
	} else {
		set_ptr(&c->aad[i], j, auth_iv);
	}
	c->digest[i].va = j->digest_at;
	c->digest[i].iova = 0;
	c->status[i] = -1;
}

/* The source and destination of buffer i as vectors; the source's total length. */
static int
describe_sgls(struct cpu_call *c, unsigned int i, const struct tc_job *j,
		const struct cpu_spec *s, uint32_t *total)
{
	if (s->too_many >> i & 1)
		*total = tc_sgl_split(j->m_src, ones, CPU_MAX_VECS + 1, c->svec[i], &c->src[i]);
	else if (s->nb_svecs > 1 && j->m_src->nb_segs == 1)
		*total = tc_sgl_split(j->m_src, s->svecs, s->nb_svecs, c->svec[i], &c->src[i]);
	else
		*total = tc_sgl_of_mbuf(j->m_src, c->svec[i], TC_MAX_SEGS, &c->src[i]);
	if ((s->too_many >> i & 1) && c->src[i].num != CPU_MAX_VECS + 1)
		return -1;
	if (j->lay.oop && s->nb_dsegs > 1)
		tc_sgl_split(j->m_dst, s->dsegs, s->nb_dsegs, c->dvec[i], &c->dst[i]);
	else if (j->lay.oop)
		tc_sgl_of_mbuf(j->m_dst, c->dvec[i], TC_MAX_SEGS, &c->dst[i]);
	return 0;
}

/* Describe built jobs as a CPU crypto vector; -1 if they cannot share one ofs. */
static int
call_describe(struct cpu_call *c, struct tc_job **jobs, unsigned int n,
		const struct cpu_spec *s, char *why, size_t wn)
{
	union rte_crypto_sym_ofs o;
	uint32_t total;
	unsigned int i;

	memset(&c->vec, 0, sizeof(c->vec));
	c->n = n;
	c->jobs = jobs;
	for (i = 0; i < n; i++) {
		if (describe_sgls(c, i, jobs[i], s, &total) != 0) {
			snprintf(why, wn, "test bug: buffer %u too short for %u vectors", i,
					CPU_MAX_VECS + 1);
			return -1;
		}
		describe_ptrs(c, i, jobs[i]);
		o = ofs_of(jobs[i], total);
		if (i == 0) {
			c->ofs = o;
		} else if (o.raw != c->ofs.raw) {
			snprintf(why, wn, "test bug: buffers %u and 0 need different ofs", i);
			return -1;
		}
	}
	c->vec = (struct rte_crypto_sym_vec){ .num = n, .src_sgl = c->src,
		.dest_sgl = s->oop ? c->dst : NULL, .iv = c->iv, .digest = c->digest,
		.aad = c->aad, .status = c->status };
	return 0;
}

static uint8_t
op_status_of(int32_t st)
{
	switch (st) {
	case 0:
		return RTE_CRYPTO_OP_STATUS_SUCCESS;
	case EBADMSG:
		return RTE_CRYPTO_OP_STATUS_AUTH_FAILED;
	case EINVAL:
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	default:
		return RTE_CRYPTO_OP_STATUS_ERROR;
	}
}

/* Which API runs the vectors: CPU crypto, or the raw data path on queue pair 0. */
enum cpu_api cpu_api = CPU_API_CPU;
/* Does the device under test take out-of-place vectors (dest_sgl)? */
bool cpu_oop_ok = true;
/* The table: only its out-of-place shapes (a second device, for them). */
bool cpu_oop_only;

static int32_t
errno_of(enum rte_crypto_op_status st)
{
	switch (st) {
	case RTE_CRYPTO_OP_STATUS_SUCCESS:
		return 0;
	case RTE_CRYPTO_OP_STATUS_AUTH_FAILED:
		return EBADMSG;
	case RTE_CRYPTO_OP_STATUS_INVALID_ARGS:
		return EINVAL;
	default:
		return EIO;
	}
}

/* Every vector dequeued one by one, in order, each user data once; the successes. */
static uint32_t
raw_dequeue_all(struct rte_crypto_raw_dp_ctx *ctx, struct rte_crypto_sym_vec *vec,
		void **ud, uint32_t n)
{
	enum rte_crypto_op_status ost;
	uint32_t i, ok = 0;
	int dst;

	for (i = 0; i < n; i++) {
		if (rte_cryptodev_raw_dequeue(ctx, &dst, &ost) != ud[i] || dst != 1)
			return UINT32_MAX;
		vec->status[i] = errno_of(ost);
		ok += ost == RTE_CRYPTO_OP_STATUS_SUCCESS;
	}
	if (rte_cryptodev_raw_dequeue(ctx, &dst, &ost) != NULL || dst != 0)
		return UINT32_MAX;
	return ok;
}

/*
 * The raw data path with CPU crypto's contract: every vector enqueued at
 * once, then dequeued one by one (the exact status of each), in order, each
 * user data (the index + 1) back exactly once. Returns the successes, or
 * UINT32_MAX when the API itself misbehaved.
 */
static uint32_t
raw_run(uint8_t dev, void *sess, union rte_crypto_sym_ofs ofs,
		struct rte_crypto_sym_vec *vec)
{
	union rte_cryptodev_session_ctx sc = { .crypto_sess = sess };
	int size = rte_cryptodev_get_raw_dp_ctx_size(dev);
	struct rte_crypto_raw_dp_ctx *ctx = size > 0 ? calloc(1, size) : NULL;
	uint32_t i, ok = UINT32_MAX;
	void *ud[CPU_MAX_NUM];
	int est;

	for (i = 0; i < vec->num; i++)
		ud[i] = (void *)(uintptr_t)(i + 1);
	if (ctx != NULL && rte_cryptodev_configure_raw_dp_ctx(dev, 0, ctx,
			RTE_CRYPTO_OP_WITH_SESSION, sc, 0) == 0 &&
			rte_cryptodev_raw_enqueue_burst(ctx, vec, ofs, ud, &est) == vec->num &&
			est == 1)
		ok = raw_dequeue_all(ctx, vec, ud, vec->num);
	free(ctx);
	return ok;
}

uint32_t
cpu_vec_run(uint8_t dev, void *sess, union rte_crypto_sym_ofs ofs,
		struct rte_crypto_sym_vec *vec)
{
	if (cpu_api == CPU_API_RAW)
		return raw_run(dev, sess, ofs, vec);
	return rte_cryptodev_sym_cpu_crypto_process(dev, sess, ofs, vec);
}

const char *
cpu_api_name(void)
{
	return cpu_api == CPU_API_RAW ? "raw" : "cpu";
}

/* A refused buffer: EINVAL, and source, destination, digest as they were. */
static int
check_refused(struct cpu_call *c, unsigned int i, char *why, size_t wn)
{
	char one[TC_WHY_LEN];

	c->jobs[i]->op->status = RTE_CRYPTO_OP_STATUS_NOT_PROCESSED;
	if (c->status[i] == EINVAL && tc_job_untouched(c->jobs[i]))
		return 0;
	tc_job_describe(c->jobs[i], one, sizeof(one));
	snprintf(why, wn, "buffer %u of %u (%u vectors): status %d, want EINVAL and the "
			"buffers untouched: %.120s", i, c->n, c->src[i].num, (int)c->status[i],
			one);
	return -1;
}

static int
check_one(struct cpu_call *c, unsigned int i, char *why, size_t wn)
{
	struct tc_verdict v;
	char one[TC_WHY_LEN];

	if (c->jobs[i]->want_error)
		return check_refused(c, i, why, wn);
	c->jobs[i]->op->status = op_status_of(c->status[i]);
	if (tc_job_check(c->jobs[i], TC_OP_RETURNED, &v) == 0)
		return 0;
	tc_job_describe(c->jobs[i], one, sizeof(one));
	snprintf(why, wn, "buffer %u of %u (status %d, ofs c=%u/%u a=%u/%u): %s: %.120s", i,
			c->n, (int)c->status[i], c->ofs.ofs.cipher.head, c->ofs.ofs.cipher.tail,
			c->ofs.ofs.auth.head, c->ofs.ofs.auth.tail, v.why, one);
	return -1;
}

/* Statuses into the ops, then every job checked; the return value too. */
static int
call_check(struct cpu_call *c, char *why, size_t wn)
{
	unsigned int i, ok = 0, bad = 0;
	char one[TC_WHY_LEN];
	size_t k;

	for (i = 0; i < c->n; i++) {
		ok += c->status[i] == 0;
		if (check_one(c, i, bad == 0 ? why : one, bad == 0 ? wn : sizeof(one)) != 0)
			bad++;
	}
	if (bad > 1) {
		k = strnlen(why, wn);
		snprintf(why + k, wn - k, " (and %u more buffers)", bad - 1);
	}
	if (bad == 0 && c->ret != ok) {
		snprintf(why, wn, "call returned %u, but %u statuses are 0", c->ret, ok);
		bad++;
	}
	return bad == 0 ? 0 : -1;
}

static int
batch_build(struct tc_job **jobs, struct tc_cfg *c, const struct cpu_spec *s,
		const struct tc_pools *pl, void *sess, struct tc_rng *r, char *why, size_t wn)
{
	struct tc_layout l;
	unsigned int i;

	for (i = 0; i < s->n; i++) {
		layout_linear(&l, c, s->off, s->aoff, s->len[i], s->tail);
		if (s->nb_segs > 1)
			layout_split(&l, s->segs, s->nb_segs);
		l.oop = s->oop;
		l.digest_in_mbuf = s->digest_in_mbuf && tc_point_has_digest(&c->p);
		l.negative = !c->encrypt && (s->corrupt >> i & 1) && !(s->too_many >> i & 1);
		if (tc_job_prepare(jobs[i], c, &l, r) != 0 ||
				tc_job_build(jobs[i], pl, sess, r) != 0) {
			snprintf(why, wn, "cannot build buffer %u (len %u)", i, l.pkt_len);
			return -1;
		}
		jobs[i]->want_error = s->too_many >> i & 1;
	}
	return 0;
}

/*
 * Build the jobs of a spec, run them in one call on the calling thread,
 * check them, free them. jobs[] holds s->n allocated jobs.
 */
int
cpu_batch(uint8_t dev, void *sess, struct tc_cfg *c, const struct cpu_spec *s,
		const struct tc_pools *pl, struct tc_job **jobs, struct tc_rng *r, char *why,
		size_t wn)
{
	struct cpu_call *call = malloc(sizeof(*call));
	unsigned int i;
	int rc = -1;

	if (call == NULL || s->n == 0 || s->n > CPU_MAX_NUM) {
		snprintf(why, wn, "cannot run %u buffers", s->n);
		goto out;
	}
	if (batch_build(jobs, c, s, pl, sess, r, why, wn) != 0 ||
			call_describe(call, jobs, s->n, s, why, wn) != 0)
		goto out;
	call->ret = cpu_vec_run(dev, sess, call->ofs, &call->vec);
	if (call->ret == UINT32_MAX)
		snprintf(why, wn, "the raw data path API misbehaved (enqueue or dequeue)");
	else
		rc = call_check(call, why, wn);
out:
	for (i = 0; i < s->n && i < CPU_MAX_NUM; i++)
		tc_job_release(jobs[i]);
	free(call);
	return rc;
}

/* ---- shared by the slot and concurrency parts ---- */

static void
spec_segments(struct cpu_spec *sp, struct tc_rng *r)
{
	uint16_t i;

	switch (tc_rng_range(r, 0, 2)) {
	case 0:		/* mbuf segments */
		sp->nb_segs = (uint16_t)tc_rng_range(r, 2, 8);
		for (i = 0; i + 1 < sp->nb_segs; i++)
			sp->segs[i] = (uint16_t)tc_rng_range(r, 1, 300);
		break;
	case 1:		/* a linear mbuf as vectors, some maybe empty */
		sp->nb_svecs = (uint16_t)tc_rng_range(r, 2, CPU_MAX_VECS);
		for (i = 0; i + 1 < sp->nb_svecs; i++)
			sp->svecs[i] = (uint16_t)tc_rng_range(r, 0, 100);
		break;
	default:	/* linear */
		break;
	}
	sp->oop = cpu_oop_ok && tc_rng_range(r, 0, 2) == 0;
	if (sp->oop && (tc_rng_next(r) & 1)) {
		sp->nb_dsegs = (uint16_t)tc_rng_range(r, 2, CPU_MAX_VECS);
		for (i = 0; i + 1 < sp->nb_dsegs; i++)
			sp->dsegs[i] = (uint16_t)tc_rng_range(r, 0, 100);
	}
}

/* A random spec: common offsets, mixed lengths, maybe scattered or out of place. */
void
spec_random(struct cpu_spec *sp, const struct tc_cfg *c, struct tc_rng *r,
		unsigned int max_n)
{
	uint32_t g = tc_cfg_gran(c);
	uint16_t i;

	memset(sp, 0, sizeof(*sp));
	sp->n = tc_rng_range(r, 2, max_n);
	sp->off = tc_rng_range(r, 0, 64);
	sp->aoff = tc_rng_range(r, 0, sp->off);
	sp->tail = tc_rng_range(r, 0, 48);
	for (i = 0; i < sp->n; i++)
		sp->len[i] = tc_rng_range(r, 0, 1024 / g) * g;
	spec_segments(sp, r);
	sp->digest_in_mbuf = tc_point_has_digest(&c->p) && (tc_rng_next(r) & 1);
	if (!c->encrypt)
		for (i = 0; i < sp->n; i++)
			if (tc_rng_range(r, 0, 7) == 0)
				sp->corrupt |= 1u << i;
}
