/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The synchronous CPU crypto API (rte_cryptodev_sym_cpu_crypto_process).
 * Jobs are built as for the queue-pair path (job_prepare/job_build: mbufs,
 * IV, AAD and digest in the op's private area, the expected result from
 * OpenSSL); each mbuf chain is then described as a struct rte_crypto_sgl
 * (one rte_crypto_vec per segment) and several buffers of mixed sizes go
 * in one call. The status of each element becomes the op's status
 * (0: SUCCESS, EBADMSG: AUTH_FAILED, EINVAL: INVALID_ARGS, else ERROR) and
 * job_check compares the output with OpenSSL's.
 *
 *  - cpu/<alg>/<layout>/<dir>: every algorithm of alg_table, both directions,
 *    linear and scattered buffers (mbuf segments, or a linear buffer cut into
 *    up to 32 vectors, some empty), offsets, digest in the buffer, out of
 *    place through dest_sgl (linear or scattered destination), bad tags
 *    (EBADMSG) and 33 vectors (EINVAL, buffer untouched) beside good buffers
 *    of the same call.
 *  - cpu/slots/<alg>/<step>: one lcore slot per EAL lcore, filled on the
 *    lcore's first call; a non-EAL thread takes the per-op path.
 *  - cpu/concurrency/<alg>/<dir>: two lcores on one shared session.
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

#include "test_pmd.h"

#define CPU_NUM 4		/* buffers per call, functional cases */
#define CPU_MAX_NUM 16		/* buffers per call, at most */
#define CPU_CONC_DEADLINE_MIN 0.05
#define CPU_MAX_VECS 32		/* vectors per buffer the driver takes (documented) */

/* ---- one call: jobs described as vectors ---- */

/* Shape of the buffers of one call: the offsets are common (ofs is per call). */
struct cpu_spec {
	unsigned int n;			/* buffers in the call */
	uint32_t off, aoff, tail;	/* see layout_linear() */
	uint32_t len[CPU_MAX_NUM];	/* region length of each buffer */
	uint16_t nb_segs;		/* source mbuf segments (layout_split) */
	uint16_t segs[JOB_MAX_SEGS];
	uint16_t nb_svecs;		/* > 1: a linear source as that many vectors */
	uint16_t svecs[CPU_MAX_VECS];
	bool oop;			/* destination through dest_sgl */
	uint16_t nb_dsegs;		/* destination vectors (0, 1: one) */
	uint16_t dsegs[CPU_MAX_VECS];
	bool digest_in_mbuf;
	uint32_t corrupt;		/* verify: bit i, corrupt the tag of buffer i */
	uint32_t too_many;		/* bit i: buffer i as CPU_MAX_VECS + 1 vectors */
};

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
		c->iv[i].va = pv->iv;
		c->iv[i].iova = priv_iova(j, offsetof(struct op_priv, iv));
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
static int
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
	c->ret = rte_cryptodev_sym_cpu_crypto_process(dev, sess, c->ofs, &c->vec);
	rc = call_check(c, why, wn);
out:
	for (i = 0; i < built; i++)
		job_free(jobs[i]);
	free(c);
	return rc;
}

static struct job **
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

static void
jobs_free(struct job **jobs, unsigned int n)
{
	unsigned int i;

	for (i = 0; jobs != NULL && i < n; i++)
		free(jobs[i]);
	free(jobs);
}

/* ---- 1. functional ---- */

enum cpu_need {
	NEED_NONE,
	NEED_DIGEST,
	NEED_VERIFY,
};

struct cpu_shape {
	const char *name;
	uint32_t off, aoff, len, tail;	/* len: region of the first buffer */
	uint16_t nb_segs;
	uint16_t segs[JOB_MAX_SEGS];
	uint16_t nb_svecs;
	uint16_t svecs[CPU_MAX_VECS];
	bool oop;
	uint16_t nb_dsegs;
	uint16_t dsegs[CPU_MAX_VECS];
	bool digest_in_mbuf;
	uint32_t corrupt;
	uint32_t too_many;
	enum cpu_need need;
};

/* 31 uneven lengths: with the rest, CPU_MAX_VECS vectors. */
#define VECS_31 { 5, 3, 1, 7, 2, 9, 4, 6, 5, 3, 1, 7, 2, 9, 4, 6, \
		  5, 3, 1, 7, 2, 9, 4, 6, 5, 3, 1, 7, 2, 9, 4 }

static const struct cpu_shape cpu_shapes[] = {
	{ .name = "linear", .len = 64 },
	{ .name = "offsets", .off = 40, .aoff = 8, .len = 128, .tail = 24 },
	{ .name = "empty-region", .off = 8, .len = 0, .tail = 8 },
	{ .name = "sgl", .off = 24, .aoff = 8, .len = 256, .tail = 16,
	  .nb_segs = 4, .segs = { 7, 100, 33 } },
	{ .name = "sgl-small-segs", .off = 20, .aoff = 4, .len = 256, .tail = 8,
	  .nb_segs = 7, .segs = { 21, 5, 3, 9, 1, 60 } },
	{ .name = "sgl-max-segs", .off = 3, .aoff = 1, .len = 192, .tail = 5,
	  .nb_segs = JOB_MAX_SEGS, .segs = { 1, 2, 3, 5, 8, 13, 21 } },
	{ .name = "digest-in-buffer", .off = 16, .len = 96, .digest_in_mbuf = true,
	  .need = NEED_DIGEST },
	{ .name = "sgl-digest-in-buffer", .off = 16, .aoff = 4, .len = 160,
	  .nb_segs = 3, .segs = { 31, 64 }, .digest_in_mbuf = true, .need = NEED_DIGEST },
	{ .name = "oop", .off = 16, .len = 96, .tail = 8, .oop = true },
	{ .name = "oop-sgl-dst", .off = 16, .aoff = 4, .len = 192, .tail = 8, .oop = true,
	  .nb_dsegs = 4, .dsegs = { 9, 40, 3 } },
	{ .name = "sgl-oop-sgl-dst", .off = 24, .aoff = 8, .len = 256, .tail = 16,
	  .nb_segs = 4, .segs = { 50, 13, 77 }, .oop = true,
	  .nb_dsegs = 5, .dsegs = { 17, 1, 90, 30 } },
	{ .name = "oop-digest-in-buffer", .off = 16, .aoff = 8, .len = 96, .oop = true,
	  .digest_in_mbuf = true, .need = NEED_DIGEST },
	{ .name = "vecs-32", .off = 8, .aoff = 2, .len = 256, .tail = 8,
	  .nb_svecs = CPU_MAX_VECS, .svecs = VECS_31 },
	{ .name = "oop-vecs-32", .off = 8, .aoff = 2, .len = 256, .tail = 8,
	  .nb_svecs = CPU_MAX_VECS, .svecs = VECS_31, .oop = true,
	  .nb_dsegs = CPU_MAX_VECS, .dsegs = VECS_31 },
	{ .name = "zero-length-vecs", .off = 12, .aoff = 4, .len = 128, .tail = 4,
	  .nb_svecs = 7, .svecs = { 0, 10, 0, 0, 40, 0 } },
	{ .name = "oop-zero-length-vecs", .off = 12, .aoff = 4, .len = 128, .tail = 4,
	  .nb_svecs = 4, .svecs = { 0, 30, 0 }, .oop = true,
	  .nb_dsegs = 5, .dsegs = { 0, 3, 0, 50 } },
	{ .name = "too-many-vecs", .off = 8, .aoff = 4, .len = 64, .tail = 8,
	  .too_many = 0x2 },
	{ .name = "bad-tag", .off = 16, .len = 64, .corrupt = 0x5, .need = NEED_VERIFY },
	{ .name = "bad-tag-sgl", .off = 8, .len = 128, .nb_segs = 3, .segs = { 20, 20 },
	  .corrupt = 0xa, .need = NEED_VERIFY },
	{ .name = "bad-tag-oop", .off = 8, .len = 128, .oop = true, .nb_dsegs = 3,
	  .dsegs = { 33, 7 }, .corrupt = 0x9, .need = NEED_VERIFY },
};

static const char *
dir_name(const struct alg_spec *a, bool encrypt)
{
	switch (a->kind) {
	case ALG_AUTH:
		return encrypt ? "generate" : "verify";
	case ALG_CHAIN:
		return encrypt ? "encrypt+generate" : "verify+decrypt";
	case ALG_CIPHER:
	case ALG_AEAD:
		break;
	}
	return encrypt ? "encrypt" : "decrypt";
}

static bool
shape_applies(const struct cpu_shape *s, const struct alg_spec *a, bool encrypt)
{
	switch (s->need) {
	case NEED_NONE:
		return true;
	case NEED_DIGEST:
		return alg_has_digest(a);
	case NEED_VERIFY:
		return alg_has_digest(a) && !encrypt;
	}
	return false;
}

/* CPU_NUM buffers of the shape, of growing (and so mixed) sizes. */
static void
spec_of_shape(struct cpu_spec *sp, const struct cpu_shape *s, const struct alg_spec *a)
{
	uint32_t step = a->block > 1 ? 5u * a->block : 37u;
	unsigned int i;

	memset(sp, 0, sizeof(*sp));
	sp->n = CPU_NUM;
	sp->off = s->off;
	sp->aoff = s->aoff;
	sp->tail = s->tail;
	for (i = 0; i < sp->n; i++)
		sp->len[i] = s->len + i * step;
	sp->nb_segs = s->nb_segs;
	memcpy(sp->segs, s->segs, sizeof(sp->segs));
	sp->nb_svecs = s->nb_svecs;
	memcpy(sp->svecs, s->svecs, sizeof(sp->svecs));
	sp->oop = s->oop;
	sp->nb_dsegs = s->nb_dsegs;
	memcpy(sp->dsegs, s->dsegs, sizeof(sp->dsegs));
	sp->digest_in_mbuf = s->digest_in_mbuf;
	sp->corrupt = s->corrupt;
	sp->too_many = s->too_many;
}

static int
run_cpu_shape(uint8_t dev, const struct alg_spec *a, bool encrypt, const struct cpu_shape *s,
		struct job **jobs, struct rng *r, char *why, size_t wn)
{
	struct sess_params p;
	struct cpu_spec sp;
	void *sess;
	int rc;

	params_init(&p, a, encrypt, r);
	sess = sess_create(dev, &p, NULL);
	if (sess == NULL) {
		snprintf(why, wn, "session create failed: %s", rte_strerror(rte_errno));
		return -1;
	}
	spec_of_shape(&sp, s, a);
	rc = cpu_batch(dev, sess, &p, &sp, &env.pools, jobs, r, why, wn);
	sess_free(dev, sess);
	return rc;
}

static void
run_cpu_table(uint8_t dev, struct rng *r)
{
	struct job **jobs = jobs_alloc(CPU_NUM);
	char name[160], why[WHY_LEN];
	const struct alg_spec *a;
	const struct cpu_shape *s;
	unsigned int i, k, d;
	bool enc;

	if (jobs == NULL) {
		case_fail("cpu/setup", "out of memory");
		return;
	}
	for (i = 0; i < alg_table_len; i++) {
		a = &alg_table[i];
		for (k = 0; k < RTE_DIM(cpu_shapes); k++) {
			s = &cpu_shapes[k];
			for (d = 0; d < 2; d++) {
				enc = d == 0;
				if (!shape_applies(s, a, enc))
					continue;
				snprintf(name, sizeof(name), "cpu/%s/%s/%s", a->name, s->name,
						dir_name(a, enc));
				report_current(name);
				why[0] = '\0';
				if (!alg_supported(dev, a))
					case_fail(name, "not in the device's capabilities");
				else
					case_result(name, run_cpu_shape(dev, a, enc, s, jobs, r,
							why, sizeof(why)), why);
			}
		}
	}
	report_current(NULL);
	jobs_free(jobs, CPU_NUM);
}

/* ---- shared by the slot and concurrency parts ---- */

/* A random spec: common offsets, mixed lengths, maybe scattered or out of place. */
static void
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
	sp->oop = rng_range(r, 0, 2) == 0;
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

#ifndef TEST_NO_PMD_API

/* ---- 2. lcore slots ---- */

#define EXPECT(cond, ...) do { \
	if (!(cond)) { \
		snprintf(why, wn, __VA_ARGS__); \
		return -1; \
	} \
} while (0)

static const char *const slot_algs[] = {
	"aes-cbc-128+sha1-hmac",
	"aes-gcm-128",
	"sha256-hmac",
	"aes-ccm-128",
	"aes-gmac",
};

struct slot_ctx {
	uint8_t dev;
	void *sess;
	struct sess_params *p;
	unsigned int lcore[2];	/* main, worker */
	struct rte_pmd_openssl_qp_stats st[2];	/* before the step */
	uint64_t seed;
};

/*
 * A call made by another thread (remote lcore or pthread). Start and end
 * are ordered by the go and done flags, which ThreadSanitizer sees (it does
 * not see the EAL's launch and wait).
 */
struct slot_call {
	struct slot_ctx *x;
	unsigned int lcore_id;	/* rte_lcore_id() in that thread */
	int rc;
	uint32_t go;
	uint32_t done;
	char why[WHY_LEN];
};

static uint64_t
fills(const struct rte_pmd_openssl_qp_stats *st)
{
	return st->slot_clones + st->slot_rekeys;
}

static int
slot_call_here(struct slot_ctx *x, char *why, size_t wn)
{
	struct job **jobs = jobs_alloc(CPU_NUM);
	struct cpu_spec sp;
	struct rng r;
	int rc;

	if (jobs == NULL) {
		snprintf(why, wn, "out of memory");
		return -1;
	}
	rng_seed(&r, x->seed++);
	spec_random(&sp, x->p->alg, x->p->encrypt, &r, CPU_NUM);
	rc = cpu_batch(x->dev, x->sess, x->p, &sp, &env.pools, jobs, &r, why, wn);
	jobs_free(jobs, CPU_NUM);
	return rc;
}

static int
slot_lcore_main(void *arg)
{
	struct slot_call *c = arg;

	while (__atomic_load_n(&c->go, __ATOMIC_ACQUIRE) == 0)
		rte_pause();
	c->lcore_id = rte_lcore_id();
	c->rc = slot_call_here(c->x, c->why, sizeof(c->why));
	__atomic_store_n(&c->done, 1, __ATOMIC_RELEASE);
	return 0;
}

static void
slot_call_wait(struct slot_call *c)
{
	while (__atomic_load_n(&c->done, __ATOMIC_ACQUIRE) == 0)
		rte_pause();
}

static void *
slot_thread_main(void *arg)
{
	slot_lcore_main(arg);
	return NULL;
}

static int
stats_snap(struct slot_ctx *x, struct rte_pmd_openssl_qp_stats *st, char *why, size_t wn)
{
	unsigned int i;
	int rc;

	for (i = 0; i < 2; i++) {
		rc = rte_pmd_openssl_cpu_stats_get(x->dev, x->lcore[i], &st[i]);
		EXPECT(rc == 0, "cpu_stats_get(dev %u, lcore %u): %d", x->dev, x->lcore[i], rc);
	}
	return 0;
}

/*
 * After a step: lcore slots filled in all, fills by each lcore since the
 * step began, and no fallback or failure on either lcore.
 */
static int
slot_expect(struct slot_ctx *x, uint16_t filled, const uint64_t *fill_delta,
		char *why, size_t wn)
{
	struct rte_pmd_openssl_sym_session_info in;
	struct rte_pmd_openssl_qp_stats now[2];
	unsigned int i;
	int rc;

	if (stats_snap(x, now, why, wn) != 0)
		return -1;
	rc = rte_pmd_openssl_sym_session_info_get(x->sess, &in);
	EXPECT(rc == 0, "session_info_get: %d", rc);
	EXPECT(in.nb_lcore_slots == rte_lcore_count(), "%u lcore slots for %u lcores",
			in.nb_lcore_slots, rte_lcore_count());
	EXPECT(in.nb_filled == 0 && in.filled_mask == 0,
			"%u queue-pair slots filled by CPU calls (mask 0x%" PRIx64 ")",
			in.nb_filled, in.filled_mask);
	EXPECT(in.nb_lcore_filled == filled, "nb_lcore_filled %u, want %u",
			in.nb_lcore_filled, filled);
	for (i = 0; i < 2; i++) {
		EXPECT(fills(&now[i]) - fills(&x->st[i]) == fill_delta[i],
				"lcore %u: slot_clones+slot_rekeys grew by %" PRIu64 ", want %" PRIu64,
				x->lcore[i], fills(&now[i]) - fills(&x->st[i]), fill_delta[i]);
		EXPECT(now[i].fallback_ops == x->st[i].fallback_ops,
				"lcore %u: fallback_ops grew by %" PRIu64, x->lcore[i],
				now[i].fallback_ops - x->st[i].fallback_ops);
		EXPECT(now[i].slot_failures == x->st[i].slot_failures,
				"lcore %u: slot_failures grew by %" PRIu64, x->lcore[i],
				now[i].slot_failures - x->st[i].slot_failures);
		EXPECT(now[i].sessionless_ops == x->st[i].sessionless_ops,
				"lcore %u: sessionless_ops grew", x->lcore[i]);
	}
	return 0;
}

static int
step_main(struct slot_ctx *x, uint16_t filled, uint64_t fill0, char *why, size_t wn)
{
	uint64_t delta[2] = { fill0, 0 };

	if (stats_snap(x, x->st, why, wn) != 0 || slot_call_here(x, why, wn) != 0)
		return -1;
	return slot_expect(x, filled, delta, why, wn);
}

/* A call from the worker lcore; fill1: slots it should fill (1 the first time). */
static int
step_worker(struct slot_ctx *x, uint64_t fill1, char *why, size_t wn)
{
	const uint64_t delta[2] = { 0, fill1 };
	struct slot_call c = { .x = x, .rc = -1 };

	if (stats_snap(x, x->st, why, wn) != 0)
		return -1;
	__atomic_store_n(&c.go, 1, __ATOMIC_RELEASE);
	if (rte_eal_remote_launch(slot_lcore_main, &c, x->lcore[1]) != 0) {
		snprintf(why, wn, "cannot launch lcore %u", x->lcore[1]);
		return -1;
	}
	rte_eal_wait_lcore(x->lcore[1]);
	slot_call_wait(&c);
	EXPECT(c.lcore_id == x->lcore[1], "remote call ran on lcore %u", c.lcore_id);
	if (c.rc != 0) {
		snprintf(why, wn, "lcore %u: %.200s", x->lcore[1], c.why);
		return -1;
	}
	return slot_expect(x, 2, delta, why, wn);
}

static int
step_thread(struct slot_ctx *x, char *why, size_t wn)
{
	static const uint64_t delta[2] = { 0, 0 };
	struct slot_call c = { .x = x, .rc = -1 };
	pthread_t t;
	int rc;

	if (stats_snap(x, x->st, why, wn) != 0)
		return -1;
	__atomic_store_n(&c.go, 1, __ATOMIC_RELEASE);
	rc = pthread_create(&t, NULL, slot_thread_main, &c);
	EXPECT(rc == 0, "pthread_create: %d", rc);
	pthread_join(t, NULL);
	slot_call_wait(&c);
	EXPECT(c.lcore_id == LCORE_ID_ANY, "the pthread has lcore id %u", c.lcore_id);
	if (c.rc != 0) {
		snprintf(why, wn, "non-EAL thread: %.200s", c.why);
		return -1;
	}
	return slot_expect(x, 2, delta, why, wn);
}

static void
run_slots_alg(uint8_t dev, const struct alg_spec *a, struct rng *r)
{
	static const char *const steps[] = {
		"lcore0-first-call", "lcore0-second-call", "lcore1-first-call",
		"lcore1-second-call", "non-eal-thread",
	};
	char name[160], why[WHY_LEN];
	struct sess_params p;
	struct slot_ctx x;
	unsigned int k;
	bool broken = false;
	int rc;

	memset(&x, 0, sizeof(x));
	params_init(&p, a, rng_next(r) & 1, r);
	x.dev = dev;
	x.p = &p;
	x.seed = rng_next(r);
	x.lcore[0] = rte_lcore_id();
	x.lcore[1] = env.worker_lcore;
	x.sess = sess_create(dev, &p, NULL);
	for (k = 0; k < RTE_DIM(steps); k++) {
		snprintf(name, sizeof(name), "cpu/slots/%s/%s", a->name, steps[k]);
		report_current(name);
		why[0] = '\0';
		if (!alg_supported(dev, a)) {
			case_fail(name, "not in the device's capabilities");
			continue;
		}
		if (x.sess == NULL) {
			case_fail(name, "session create failed");
			continue;
		}
		if (broken) {
			case_fail(name, "an earlier step failed");
			continue;
		}
		if (env.worker_lcore >= RTE_MAX_LCORE) {
			case_fail(name, "needs two lcores (EAL -l 0,1)");
			continue;
		}
		switch (k) {
		case 0:
			/* a fresh session: no lcore slot filled before the first call */
			rc = stats_snap(&x, x.st, why, sizeof(why));
			if (rc == 0)
				rc = slot_expect(&x, 0, (const uint64_t[2]){ 0, 0 }, why,
						sizeof(why));
			if (rc == 0)
				rc = step_main(&x, 1, 1, why, sizeof(why));
			break;
		case 1:
			rc = step_main(&x, 1, 0, why, sizeof(why));
			break;
		case 2:
			rc = step_worker(&x, 1, why, sizeof(why));
			break;
		case 3:
			rc = step_worker(&x, 0, why, sizeof(why));
			break;
		default:
			rc = step_thread(&x, why, sizeof(why));
			break;
		}
		broken = rc != 0;
		case_result(name, rc, why);
	}
	report_current(NULL);
	sess_free(dev, x.sess);
}

static void
run_slots(uint8_t dev, struct rng *r)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(slot_algs); i++)
		run_slots_alg(dev, alg_find(slot_algs[i]), r);
}

#endif /* TEST_NO_PMD_API */

/* ---- 3. two lcores, one session ---- */

static const char *const conc_algs[] = {
	"aes-cbc-128+sha1-hmac",
	"aes-gcm-128",
	"sha256-hmac",
};

struct conc_lcore {
	uint8_t dev;
	void *sess;
	struct sess_params *p;
	struct pools pools;	/* this lcore's own */
	uint64_t seed;
	uint64_t deadline;
	uint64_t max_calls;
	uint64_t calls;
	uint64_t bufs;
	int rc;
	uint32_t go;
	uint32_t done;
	char why[WHY_LEN];
};

static struct conc_lcore conc[2];

static int
conc_main(void *arg)
{
	struct conc_lcore *c = arg;
	struct job **jobs;
	struct cpu_spec sp;
	struct rng r;

	while (__atomic_load_n(&c->go, __ATOMIC_ACQUIRE) == 0)
		rte_pause();
	rng_seed(&r, c->seed);
	jobs = jobs_alloc(CPU_MAX_NUM);
	c->rc = jobs == NULL ? -1 : 0;
	snprintf(c->why, sizeof(c->why), "out of memory");
	while (c->rc == 0 && rte_get_timer_cycles() < c->deadline &&
			(c->max_calls == 0 || c->bufs < c->max_calls)) {
		spec_random(&sp, c->p->alg, c->p->encrypt, &r, CPU_MAX_NUM);
		c->rc = cpu_batch(c->dev, c->sess, c->p, &sp, &c->pools, jobs, &r, c->why,
				sizeof(c->why));
		c->calls++;
		c->bufs += sp.n;
	}
	jobs_free(jobs, CPU_MAX_NUM);
	__atomic_store_n(&c->done, 1, __ATOMIC_RELEASE);
	return 0;
}

static int
conc_pools(struct pools *pl, unsigned int i)
{
	char name[RTE_MEMPOOL_NAMESIZE];

	if (pl->mbuf != NULL)
		return 0;
	snprintf(name, sizeof(name), "cpu_mbuf_%u", i);
	pl->mbuf = rte_pktmbuf_pool_create(name, 511, 0, 0,
			RTE_PKTMBUF_HEADROOM + JOB_MAX_LEN + MAX_DIGEST, SOCKET_ID_ANY);
	snprintf(name, sizeof(name), "cpu_op_%u", i);
	pl->op = rte_crypto_op_pool_create(name, RTE_CRYPTO_OP_TYPE_SYMMETRIC, 127, 0,
			sizeof(struct op_priv), SOCKET_ID_ANY);
	return pl->mbuf != NULL && pl->op != NULL ? 0 : -1;
}

static int
run_conc(uint8_t dev, const struct alg_spec *a, bool encrypt, double secs, struct rng *r,
		char *why, size_t wn)
{
	uint64_t deadline = rte_get_timer_cycles() + (uint64_t)(secs * rte_get_timer_hz());
	struct sess_params p;
	void *sess;
	unsigned int i, lc[2] = { rte_lcore_id(), env.worker_lcore };
	int rc = 0;
#ifndef TEST_NO_PMD_API
	struct rte_pmd_openssl_qp_stats st0[2], st1[2];
	struct rte_pmd_openssl_sym_session_info in = { 0 };
#endif

	params_init(&p, a, encrypt, r);
	sess = sess_create(dev, &p, NULL);
	if (sess == NULL) {
		snprintf(why, wn, "session create failed: %s", rte_strerror(rte_errno));
		return -1;
	}
	if (env.ops != 0)
		deadline = UINT64_MAX;
#ifndef TEST_NO_PMD_API
	for (i = 0; i < 2; i++)
		rte_pmd_openssl_cpu_stats_get(dev, lc[i], &st0[i]);
#endif
	for (i = 0; i < 2; i++) {
		if (conc_pools(&conc[i].pools, i) != 0) {
			snprintf(why, wn, "cannot create the lcores' pools");
			sess_free(dev, sess);
			return -1;
		}
		conc[i].dev = dev;
		conc[i].sess = sess;
		conc[i].p = &p;
		conc[i].seed = rng_next(r);
		conc[i].deadline = deadline;
		conc[i].max_calls = env.ops;
		conc[i].calls = conc[i].bufs = 0;
		conc[i].rc = 0;
		conc[i].done = 0;
		__atomic_store_n(&conc[i].go, 1, __ATOMIC_RELEASE);
	}
	if (rte_eal_remote_launch(conc_main, &conc[1], lc[1]) != 0) {
		snprintf(why, wn, "cannot launch lcore %u", lc[1]);
		sess_free(dev, sess);
		return -1;
	}
	conc_main(&conc[0]);
	rte_eal_wait_lcore(lc[1]);
	while (__atomic_load_n(&conc[1].done, __ATOMIC_ACQUIRE) == 0)
		rte_pause();
	for (i = 0; i < 2 && rc == 0; i++) {
		if (conc[i].rc != 0) {
			snprintf(why, wn, "lcore %u after %" PRIu64 " calls (%" PRIu64
					" buffers): %s", lc[i], conc[i].calls, conc[i].bufs,
					conc[i].why);
			rc = -1;
		} else if (conc[i].calls == 0) {
			snprintf(why, wn, "lcore %u made no call", lc[i]);
			rc = -1;
		}
	}
#ifndef TEST_NO_PMD_API
	/* each lcore filled its own slot once, none took the per-op path */
	for (i = 0; i < 2 && rc == 0; i++) {
		rte_pmd_openssl_cpu_stats_get(dev, lc[i], &st1[i]);
		if (st1[i].slot_clones + st1[i].slot_rekeys !=
				st0[i].slot_clones + st0[i].slot_rekeys + 1 ||
				st1[i].fallback_ops != st0[i].fallback_ops ||
				st1[i].slot_failures != st0[i].slot_failures) {
			snprintf(why, wn, "lcore %u: %" PRIu64 " slot fills, %" PRIu64
					" fallbacks, %" PRIu64 " failures (want 1, 0, 0)", lc[i],
					st1[i].slot_clones + st1[i].slot_rekeys -
					st0[i].slot_clones - st0[i].slot_rekeys,
					st1[i].fallback_ops - st0[i].fallback_ops,
					st1[i].slot_failures - st0[i].slot_failures);
			rc = -1;
		}
	}
	if (rc == 0 && (rte_pmd_openssl_sym_session_info_get(sess, &in) != 0 ||
			in.nb_lcore_filled != 2)) {
		snprintf(why, wn, "session has %u lcore slots filled, want 2",
				in.nb_lcore_filled);
		rc = -1;
	}
#endif
	if (rc == 0 && env.verbose)
		printf("info: cpu/concurrency/%s/%s: %" PRIu64 " + %" PRIu64 " buffers\n",
				a->name, dir_name(a, encrypt), conc[0].bufs, conc[1].bufs);
	sess_free(dev, sess);
	return rc;
}

static void
run_concurrency(uint8_t dev, struct rng *r)
{
	unsigned int nb = RTE_DIM(conc_algs) * 2, i, d;
	double secs = RTE_MAX(env.seconds / nb, CPU_CONC_DEADLINE_MIN);
	char name[160], why[WHY_LEN];
	const struct alg_spec *a;

	for (i = 0; i < RTE_DIM(conc_algs); i++) {
		a = alg_find(conc_algs[i]);
		for (d = 0; d < 2; d++) {
			snprintf(name, sizeof(name), "cpu/concurrency/%s/%s", a->name,
					dir_name(a, d == 0));
			report_current(name);
			why[0] = '\0';
			if (env.worker_lcore >= RTE_MAX_LCORE)
				case_fail(name, "needs two lcores (EAL -l 0,1)");
			else if (!alg_supported(dev, a))
				case_fail(name, "not in the device's capabilities");
			else
				case_result(name, run_conc(dev, a, d == 0, secs, r, why,
						sizeof(why)), why);
		}
	}
	report_current(NULL);
}

/*
 * Vectors longer than an mbuf segment can describe (64 KiB): a 70000-byte
 * hash, and an out-of-place cipher into a 65540-byte first vector.
 */
static int
big_vector_run(uint8_t dev, struct rte_crypto_sym_xform *x, struct rte_crypto_sgl *src,
		struct rte_crypto_sgl *dst, void *iv, void *digest, int32_t *st)
{
	struct rte_crypto_va_iova_ptr d = { .va = digest }, ivp = { .va = iv };
	struct rte_crypto_sym_vec vec = { .num = 1, .src_sgl = src, .dest_sgl = dst,
		.iv = &ivp, .digest = &d, .status = st };
	union rte_crypto_sym_ofs ofs = { .raw = 0 };
	void *sess = rte_cryptodev_sym_session_create(dev, x, env.sess_pool);
	uint32_t ok;

	if (sess == NULL)
		return -1;
	*st = -1;
	ok = rte_cryptodev_sym_cpu_crypto_process(dev, sess, ofs, &vec);
	sess_free(dev, sess);
	return ok == 1 && *st == 0 ? 0 : -1;
}

static void
run_big_vectors(uint8_t dev)
{
	static uint8_t key[16] = { 1, 2, 3 }, iv[16] = { 9, 8, 7 };
	struct rte_crypto_sym_xform hx = { .type = RTE_CRYPTO_SYM_XFORM_AUTH,
		.auth = { .op = RTE_CRYPTO_AUTH_OP_GENERATE, .algo = RTE_CRYPTO_AUTH_SHA256,
			.digest_length = 32 } };
	struct rte_crypto_sym_xform cx = { .type = RTE_CRYPTO_SYM_XFORM_CIPHER,
		.cipher = { .op = RTE_CRYPTO_CIPHER_OP_ENCRYPT, .algo = RTE_CRYPTO_CIPHER_AES_CTR,
			.key = { key, 16 }, .iv = { OP_PRIV_OFF, 16 } } };
	uint8_t *big = malloc(70000), *dst0 = calloc(1, 65540);
	uint8_t digest[32], want[32], src[64], ct[64], dst1[64] = { 0 }, zero[64] = { 0 };
	struct rte_crypto_vec v[1], dv[2];
	struct rte_crypto_sgl sgl = { .vec = v, .num = 1 }, dsgl = { .vec = dv, .num = 2 };
	unsigned int i, wl;
	int32_t st;
	int outl;
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();

	if (big == NULL || dst0 == NULL || ctx == NULL) {
		case_fail("cpu/big-vector/setup", "out of memory");
		goto out;
	}
	for (i = 0; i < 70000; i++)
		big[i] = (uint8_t)(i * 7 + 1);
	v[0] = (struct rte_crypto_vec){ .base = big, .len = 70000, .tot_len = 70000 };
	EVP_Digest(big, 70000, want, &wl, EVP_sha256(), NULL);
	case_result("cpu/big-vector/sha256-70000B",
		big_vector_run(dev, &hx, &sgl, NULL, iv, digest, &st) == 0 &&
		memcmp(digest, want, 32) == 0 ? 0 : -1, "wrong digest or status");
	for (i = 0; i < 64; i++)
		src[i] = (uint8_t)i;
	EVP_EncryptInit_ex(ctx, EVP_aes_128_ctr(), NULL, key, iv);
	EVP_EncryptUpdate(ctx, ct, &outl, src, 64);
	v[0] = (struct rte_crypto_vec){ .base = src, .len = 64, .tot_len = 64 };
	dv[0] = (struct rte_crypto_vec){ .base = dst0, .len = 65540, .tot_len = 65540 };
	dv[1] = (struct rte_crypto_vec){ .base = dst1, .len = 64, .tot_len = 64 };
	case_result("cpu/big-vector/aes-ctr-oop-into-65540B",
		big_vector_run(dev, &cx, &sgl, &dsgl, iv, NULL, &st) == 0 &&
		memcmp(dst0, ct, 64) == 0 && memcmp(dst1, zero, 64) == 0 ? 0 : -1,
		"ciphertext not at the start of the destination, or status");
out:
	EVP_CIPHER_CTX_free(ctx);
	free(big);
	free(dst0);
}

int
suite_cpu(void)
{
	struct rte_cryptodev_info info;
	uint8_t dev = env.devs[0];
	struct rng r;

	rng_seed(&r, env.seed ^ 0x63707563ULL);
	if (dev_setup(dev, 2, NB_DESC_DEFAULT) != 0) {
		case_fail("cpu/setup", "cannot configure device %u", dev);
		return -1;
	}
	rte_cryptodev_info_get(dev, &info);
	if (!(info.feature_flags & RTE_CRYPTODEV_FF_SYM_CPU_CRYPTO)) {
		case_fail("cpu/setup", "RTE_CRYPTODEV_FF_SYM_CPU_CRYPTO not advertised");
		return -1;
	}
	run_cpu_table(dev, &r);
	run_big_vectors(dev);
#ifndef TEST_NO_PMD_API
	run_slots(dev, &r);
#endif
	run_concurrency(dev, &r);
	return 0;
}
