/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * CPU crypto suite: jobs built as for the queue-pair path, described as
 * vectors and run through rte_cryptodev_sym_cpu_crypto_process(), then
 * checked (see test_cpu.c).
 */

#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/evp.h>

#include <rte_cycles.h>
#include <rte_errno.h>
#include <rte_launch.h>
#include <rte_lcore.h>
#include <rte_pause.h>
#ifndef TEST_NO_PMD_API
#include <rte_pmd_openssl.h>
#endif

#include "test_cpu.h"


/* ---- one call: jobs described as vectors ---- */

struct cpu_call {
	unsigned int n;
	struct job **jobs;
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

static struct op_priv *
priv_of(const struct job *j)
{
	return rte_crypto_op_ctod_offset(j->op, struct op_priv *, OP_PRIV_OFF);
}

static rte_iova_t
priv_iova(const struct job *j, size_t field)
{
	return rte_crypto_op_ctophys_offset(j->op, OP_PRIV_OFF + field);
}

/* One vector per segment of the chain; the total length. */
static uint32_t
sgl_of_mbuf(struct rte_mbuf *m, struct rte_crypto_vec *v, struct rte_crypto_sgl *sgl)
{
	uint32_t total = 0, n = 0;

	for (; m != NULL && n < JOB_MAX_SEGS; m = m->next, n++) {
		v[n].base = rte_pktmbuf_mtod(m, void *);
		v[n].iova = rte_pktmbuf_iova(m);
		v[n].len = m->data_len;
		v[n].tot_len = m->data_len;
		total += m->data_len;
	}
	sgl->vec = v;
	sgl->num = n;
	return total;
}

/*
 * A linear buffer described as uneven vectors: the first nb - 1 take the
 * given lengths (shortened near the end; 0 gives an empty vector), the last
 * one the rest. Returns the total length.
 */
static uint32_t
sgl_split(struct rte_mbuf *m, const uint16_t *segs, uint16_t nb,
		struct rte_crypto_vec *v, struct rte_crypto_sgl *sgl)
{
	uint8_t *p = rte_pktmbuf_mtod(m, uint8_t *);
	rte_iova_t iova = rte_pktmbuf_iova(m);
	uint32_t left = m->data_len, total = m->data_len, k;
	uint16_t i;

	nb = RTE_MAX(RTE_MIN(nb, (uint16_t)(CPU_MAX_VECS + 1)), (uint16_t)1);
	for (i = 0; i + 1 < nb && left > 1; i++) {
		k = RTE_MIN((uint32_t)segs[i], left - 1);
		v[i] = (struct rte_crypto_vec){ .base = p, .iova = iova, .len = k,
			.tot_len = k };
		p += k;
		iova += k;
		left -= k;
	}
	v[i] = (struct rte_crypto_vec){ .base = p, .iova = iova, .len = left, .tot_len = left };
	sgl->vec = v;
	sgl->num = i + 1;
	return total;
}

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
ofs_of(const struct job *j, uint32_t total)
{
	const struct job_layout *l = &j->lay;
	union rte_crypto_sym_ofs o = { .raw = 0 };

	switch (j->p->alg->kind) {
	case ALG_CIPHER:
	case ALG_AEAD:
		ofs_set(&o.ofs.cipher.head, &o.ofs.cipher.tail, total, l->c_off, l->c_len);
		break;
	case ALG_AUTH:
		ofs_set(&o.ofs.auth.head, &o.ofs.auth.tail, total, l->a_off, l->a_len);
		break;
	case ALG_CHAIN:
		ofs_set(&o.ofs.cipher.head, &o.ofs.cipher.tail, total, l->c_off, l->c_len);
		ofs_set(&o.ofs.auth.head, &o.ofs.auth.tail, total, l->a_off, l->a_len);
		break;
	}
	return o;
}

/* Describe built jobs as a CPU crypto vector; -1 if they cannot share one ofs. */
static int
call_describe(struct cpu_call *c, struct job **jobs, unsigned int n,
		const struct cpu_spec *s, char *why, size_t wn)
{
	const struct alg_spec *a;
	union rte_crypto_sym_ofs o;
	struct op_priv *pv;
	struct job *j;
	uint32_t total;
	unsigned int i;

	memset(&c->vec, 0, sizeof(c->vec));
	c->n = n;
	c->jobs = jobs;
	for (i = 0; i < n; i++) {
		j = jobs[i];
		a = j->p->alg;
		pv = priv_of(j);
		if (s->too_many >> i & 1)
			total = sgl_split(j->src, ones, CPU_MAX_VECS + 1, c->svec[i], &c->src[i]);
		else if (s->nb_svecs > 1 && j->src->nb_segs == 1)
			total = sgl_split(j->src, s->svecs, s->nb_svecs, c->svec[i], &c->src[i]);
		else
			total = sgl_of_mbuf(j->src, c->svec[i], &c->src[i]);
		if ((s->too_many >> i & 1) && c->src[i].num != CPU_MAX_VECS + 1) {
			snprintf(why, wn, "test bug: buffer %u too short for %u vectors", i,
					CPU_MAX_VECS + 1);
			return -1;
		}
		if (j->lay.oop && s->nb_dsegs > 1)
			sgl_split(j->dst, s->dsegs, s->nb_dsegs, c->dvec[i], &c->dst[i]);
		else if (j->lay.oop)
			sgl_of_mbuf(j->dst, c->dvec[i], &c->dst[i]);
		/* an auth-only session's IV (GMAC) is in vec->iv, as aesni_gcm reads it */
		if (a->kind == ALG_AUTH) {
			c->iv[i].va = pv->auth_iv;
			c->iv[i].iova = priv_iova(j, offsetof(struct op_priv, auth_iv));
		} else {
			c->iv[i].va = pv->iv;
			c->iv[i].iova = priv_iova(j, offsetof(struct op_priv, iv));
		}
		/* AEAD: the AAD; chains and MACs: the auth IV (same union slot) */
		if (a->kind == ALG_AEAD) {
			c->aad[i].va = pv->aad;
			c->aad[i].iova = priv_iova(j, offsetof(struct op_priv, aad));
		} else {
			c->aad[i].va = pv->auth_iv;
			c->aad[i].iova = priv_iova(j, offsetof(struct op_priv, auth_iv));
		}
		c->digest[i].va = j->digest_at;
		c->digest[i].iova = 0;
		c->status[i] = -1;
		o = ofs_of(j, total);
		if (i == 0) {
			c->ofs = o;
		} else if (o.raw != c->ofs.raw) {
			snprintf(why, wn, "test bug: buffers %u and 0 need different ofs", i);
			return -1;
		}
	}
	c->vec.num = n;
	c->vec.src_sgl = c->src;
	c->vec.dest_sgl = s->oop ? c->dst : NULL;
	c->vec.iv = c->iv;
	c->vec.digest = c->digest;
	c->vec.aad = c->aad;
	c->vec.status = c->status;
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
	void *ud[CPU_MAX_NUM], *u;
	enum rte_crypto_op_status ost;
	uint32_t i, n = 0, ok = 0;
	int est, dst;

	for (i = 0; i < vec->num; i++)
		ud[i] = (void *)(uintptr_t)(i + 1);
	if (ctx == NULL || rte_cryptodev_configure_raw_dp_ctx(dev, 0, ctx,
			RTE_CRYPTO_OP_WITH_SESSION, sc, 0) != 0)
		goto bad;
	n = rte_cryptodev_raw_enqueue_burst(ctx, vec, ofs, ud, &est);
	if (n != vec->num || est != 1)
		goto bad;
	for (i = 0; i < n; i++) {
		u = rte_cryptodev_raw_dequeue(ctx, &dst, &ost);
		if (dst != 1 || u != ud[i])
			goto bad;
		vec->status[i] = errno_of(ost);
		ok += ost == RTE_CRYPTO_OP_STATUS_SUCCESS;
	}
	if (rte_cryptodev_raw_dequeue(ctx, &dst, &ost) != NULL || dst != 0)
		goto bad;
	free(ctx);
	return ok;
bad:
	free(ctx);
	return UINT32_MAX;
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

/* Statuses into the ops, then every job checked; the return value too. */
static int
call_check(struct cpu_call *c, char *why, size_t wn)
{
	char one[WHY_LEN];
	unsigned int i, ok = 0, bad = 0;
	size_t k;

	for (i = 0; i < c->n; i++) {
		ok += c->status[i] == 0;
		if (c->jobs[i]->want_status == WANT_ERROR) {
			/* refused: EINVAL, and source, destination, digest as they were */
			c->jobs[i]->op->status = RTE_CRYPTO_OP_STATUS_NOT_PROCESSED;
			if (c->status[i] == EINVAL && job_untouched(c->jobs[i]))
				continue;
			job_describe(c->jobs[i], one, sizeof(one));
			if (bad++ == 0)
				snprintf(why, wn, "buffer %u of %u (%u vectors): status %d, want "
						"EINVAL and the buffers untouched: %.120s", i,
						c->n, c->src[i].num, (int)c->status[i], one);
			continue;
		}
		c->jobs[i]->op->status = op_status_of(c->status[i]);
		if (job_check(c->jobs[i], one, sizeof(one)) == 0)
			continue;
		if (bad++ == 0)
			snprintf(why, wn, "buffer %u of %u (status %d, ofs c=%u/%u a=%u/%u): %.160s",
					i, c->n, (int)c->status[i], c->ofs.ofs.cipher.head,
					c->ofs.ofs.cipher.tail, c->ofs.ofs.auth.head,
					c->ofs.ofs.auth.tail, one);
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

/*
 * Build the jobs of a spec, run them in one call on the calling thread,
 * check them, free them. jobs[] holds s->n allocated jobs.
 */
int
cpu_batch(uint8_t dev, void *sess, struct sess_params *p, const struct cpu_spec *s,
		const struct pools *pl, struct job **jobs, struct rng *r, char *why, size_t wn)
{
	const struct alg_spec *a = p->alg;
	struct cpu_call *c = malloc(sizeof(*c));
	struct job_layout l;
	unsigned int i, built = 0;
	int rc = -1;

	if (c == NULL || s->n == 0 || s->n > CPU_MAX_NUM) {
		snprintf(why, wn, "cannot run %u buffers", s->n);
		goto out;
	}
	for (i = 0; i < s->n; i++) {
		layout_linear(&l, a, s->off, s->aoff,
				RTE_MAX(s->len[i], (uint32_t)a->min_len), s->tail);
		if (s->nb_segs > 1)
			layout_split(&l, s->segs, s->nb_segs);
		l.oop = s->oop;
		l.digest_in_mbuf = s->digest_in_mbuf && alg_has_digest(a);
		l.corrupt_tag = !p->encrypt && alg_has_digest(a) && (s->corrupt >> i & 1) &&
				!(s->too_many >> i & 1);
		if (job_prepare(jobs[i], p, &l, r) != 0 || job_build(jobs[i], pl, sess) != 0) {
			snprintf(why, wn, "cannot build buffer %u (len %u)", i, l.len);
			goto out;
		}
		built++;
		if (s->too_many >> i & 1)
			jobs[i]->want_status = WANT_ERROR;
	}
	if (call_describe(c, jobs, s->n, s, why, wn) != 0)
		goto out;
	c->ret = cpu_vec_run(dev, sess, c->ofs, &c->vec);
	if (c->ret == UINT32_MAX) {
		snprintf(why, wn, "the raw data path API misbehaved (enqueue or dequeue)");
		goto out;
	}
	rc = call_check(c, why, wn);
out:
	for (i = 0; i < built; i++)
		job_free(jobs[i]);
	free(c);
	return rc;
}

struct job **
jobs_alloc(unsigned int n)
{
	struct job **jobs = calloc(n, sizeof(*jobs));
	unsigned int i;

	for (i = 0; jobs != NULL && i < n; i++) {
		jobs[i] = calloc(1, sizeof(struct job));
		if (jobs[i] == NULL)
			break;
	}
	if (jobs != NULL && i < n) {
		while (i-- > 0)
			free(jobs[i]);
		free(jobs);
		jobs = NULL;
	}
	return jobs;
}

void
jobs_free(struct job **jobs, unsigned int n)
{
	unsigned int i;

	for (i = 0; jobs != NULL && i < n; i++)
		free(jobs[i]);
	free(jobs);
}

/* ---- shared by the slot and concurrency parts ---- */

/* A random spec: common offsets, mixed lengths, maybe scattered or out of place. */
void
spec_random(struct cpu_spec *sp, const struct alg_spec *a, bool encrypt, struct rng *r,
		unsigned int max_n)
{
	uint32_t blk = a->block > 1 ? a->block : 1;
	uint16_t i;

	memset(sp, 0, sizeof(*sp));
	sp->n = rng_range(r, 2, max_n);
	sp->off = rng_range(r, 0, 64);
	sp->aoff = rng_range(r, 0, sp->off);
	sp->tail = rng_range(r, 0, 48);
	for (i = 0; i < sp->n; i++)
		sp->len[i] = rng_range(r, 0, 1024 / blk) * blk;
	switch (rng_range(r, 0, 2)) {
	case 0:		/* mbuf segments */
		sp->nb_segs = (uint16_t)rng_range(r, 2, JOB_MAX_SEGS);
		for (i = 0; i + 1 < sp->nb_segs; i++)
			sp->segs[i] = (uint16_t)rng_range(r, 1, 300);
		break;
	case 1:		/* a linear mbuf as vectors, some maybe empty */
		sp->nb_svecs = (uint16_t)rng_range(r, 2, CPU_MAX_VECS);
		for (i = 0; i + 1 < sp->nb_svecs; i++)
			sp->svecs[i] = (uint16_t)rng_range(r, 0, 100);
		break;
	default:	/* linear */
		break;
	}
	sp->oop = cpu_oop_ok && rng_range(r, 0, 2) == 0;
	if (sp->oop && (rng_next(r) & 1)) {
		sp->nb_dsegs = (uint16_t)rng_range(r, 2, CPU_MAX_VECS);
		for (i = 0; i + 1 < sp->nb_dsegs; i++)
			sp->dsegs[i] = (uint16_t)rng_range(r, 0, 100);
	}
	sp->digest_in_mbuf = alg_has_digest(a) && (rng_next(r) & 1);
	if (!encrypt)
		for (i = 0; i < sp->n; i++)
			if (rng_range(r, 0, 7) == 0)
				sp->corrupt |= 1u << i;
}
