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
 *  - cpu/<point>/<layout>/<dir>: every point of the table, both directions,
 *    linear and scattered buffers (mbuf segments, or a linear buffer cut into
 *    up to 32 vectors, some empty), offsets, digest in the buffer, out of
 *    place through dest_sgl (linear or scattered destination), bad tags
 *    (EBADMSG) and 33 vectors (EINVAL, buffer untouched) beside good buffers
 *    of the same call. CPU crypto is in place by default: the out-of-place
 *    shapes run on a second device, created with cpu_oop=1.
 *  - cpu/slots/<alg>/<step>: one lcore slot per EAL lcore, filled on the
 *    lcore's first call; a non-EAL thread takes the per-op path.
 *  - cpu/concurrency/<alg>/<dir>: two lcores on one shared session.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_errno.h>

#include "test_cpu.h"

#define OOP_VDEV	"crypto_openssl_cpu_oop"

/* ---- 1. functional ---- */

struct cpu_shape {
	const char *name;
	uint32_t off, aoff, len, tail;	/* len: region of the first buffer */
	uint16_t nb_segs;
	uint16_t segs[TC_MAX_SEGS];
	uint16_t nb_svecs;
	uint16_t svecs[CPU_MAX_VECS];
	bool oop;
	uint16_t nb_dsegs;
	uint16_t dsegs[CPU_MAX_VECS];
	bool digest_in_mbuf;
	uint32_t corrupt;
	uint32_t too_many;
	enum shape_need need;
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
	  .nb_segs = 8, .segs = { 1, 2, 3, 5, 8, 13, 21 } },
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

/* CPU_NUM buffers of the shape, of growing (and so mixed) sizes. */
static void
spec_of_shape(struct cpu_spec *sp, const struct cpu_shape *s, const struct tc_cfg *c)
{
	uint32_t g = tc_cfg_gran(c), step = g > 1 ? 5u * g : 37u;
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
run_cpu_shape(uint8_t dev, const struct tc_point *p, bool encrypt, const struct cpu_shape *s,
		struct tc_job **jobs, struct tc_rng *r, char *why, size_t wn)
{
	struct tc_cfg *c = malloc(sizeof(*c));
	struct cpu_spec sp;
	void *sess;
	int rc;

	if (c == NULL)
		return -1;
	tc_cfg_init(c, p, encrypt, r);
	sess = sess_create(dev, c, NULL);
	if (sess == NULL) {
		snprintf(why, wn, "session create failed: %s", rte_strerror(rte_errno));
		free(c);
		return -1;
	}
	spec_of_shape(&sp, s, c);
	rc = cpu_batch(dev, sess, c, &sp, &env.pools, jobs, r, why, wn);
	sess_free(dev, sess);
	free(c);
	return rc;
}

static void
run_cpu_point(uint8_t dev, const struct tc_point *p, struct tc_job **jobs, struct tc_rng *r)
{
	char name[192], why[WHY_LEN];
	const struct cpu_shape *s;
	unsigned int k, d;
	bool enc;

	for (k = 0; k < RTE_DIM(cpu_shapes); k++) {
		s = &cpu_shapes[k];
		if ((s->oop && !cpu_oop_ok) || (!s->oop && cpu_oop_only))
			continue;
		for (d = 0; d < 2; d++) {
			enc = d == 0;
			if (!shape_need_met(s->need, p, enc))
				continue;
			snprintf(name, sizeof(name), "%s/%s/%s/%s", cpu_api_name(), p->name,
					s->name, tc_point_dir(p, enc));
			tc_current(name);
			why[0] = '\0';
			tc_result(name, run_cpu_shape(dev, p, enc, s, jobs, r, why, sizeof(why)),
					why);
		}
	}
}

void
run_cpu_table(uint8_t dev, struct tc_rng *r)
{
	struct tc_job **jobs = jobs_alloc(CPU_NUM);
	unsigned int i;

	if (jobs == NULL) {
		tc_fail("cpu/setup", "out of memory");
		return;
	}
	for (i = 0; i < env.nb_points; i++)
		run_cpu_point(dev, &env.points[i], jobs, r);
	tc_current(NULL);
	jobs_free(jobs, CPU_NUM);
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
	void *sess = rte_cryptodev_sym_session_create(dev, x, env.pools.sess);
	uint32_t ok;

	if (sess == NULL)
		return -1;
	*st = -1;
	ok = cpu_vec_run(dev, sess, ofs, &vec);
	sess_free(dev, sess);
	return ok == 1 && *st == 0 ? 0 : -1;
}

void
run_big_vectors(uint8_t dev)
{
	static uint8_t key[16] = { 1, 2, 3 }, iv[16] = { 9, 8, 7 };
	struct rte_crypto_sym_xform hx = { .type = RTE_CRYPTO_SYM_XFORM_AUTH,
		.auth = { .op = RTE_CRYPTO_AUTH_OP_GENERATE, .algo = RTE_CRYPTO_AUTH_SHA256,
			.digest_length = 32 } };
	struct rte_crypto_sym_xform cx = { .type = RTE_CRYPTO_SYM_XFORM_CIPHER,
		.cipher = { .op = RTE_CRYPTO_CIPHER_OP_ENCRYPT, .algo = RTE_CRYPTO_CIPHER_AES_CTR,
			.key = { key, 16 }, .iv = { TC_IV_OFFSET, 16 } } };
	uint8_t *big = malloc(70000), *dst0 = calloc(1, 65540);
	uint8_t digest[32], want[32], src[64], ct[64], dst1[64] = { 0 }, zero[64] = { 0 };
	struct rte_crypto_vec v[1], dv[2];
	struct rte_crypto_sgl sgl = { .vec = v, .num = 1 }, dsgl = { .vec = dv, .num = 2 };
	unsigned int i;
	char name[96];
	int32_t st;

	if (big == NULL || dst0 == NULL) {
		tc_fail("big-vector/setup", "out of memory");
		goto out;
	}
	for (i = 0; i < 70000; i++)
		big[i] = (uint8_t)(i * 7 + 1);
	v[0] = (struct rte_crypto_vec){ .base = big, .len = 70000, .tot_len = 70000 };
	tc_ref_auth_run(tc_ref_auth_find(RTE_CRYPTO_AUTH_SHA256, 0), NULL, 0, NULL, 0, big, 70000,
			want);
	snprintf(name, sizeof(name), "%s/big-vector/sha256-70000B", cpu_api_name());
	if (!cpu_oop_only)
		tc_result(name, big_vector_run(dev, &hx, &sgl, NULL, iv, digest, &st) == 0 &&
			memcmp(digest, want, 32) == 0 ? 0 : -1, "wrong digest or status");
	for (i = 0; i < 64; i++)
		src[i] = (uint8_t)i;
	tc_ref_cipher_run(tc_ref_cipher_find(RTE_CRYPTO_CIPHER_AES_CTR, 16), key, 16, iv, 16,
			true, 0, src, ct, 64);
	v[0] = (struct rte_crypto_vec){ .base = src, .len = 64, .tot_len = 64 };
	dv[0] = (struct rte_crypto_vec){ .base = dst0, .len = 65540, .tot_len = 65540 };
	dv[1] = (struct rte_crypto_vec){ .base = dst1, .len = 64, .tot_len = 64 };
	snprintf(name, sizeof(name), "%s/big-vector/aes-ctr-oop-into-65540B", cpu_api_name());
	if (cpu_oop_ok)
		tc_result(name, big_vector_run(dev, &cx, &sgl, &dsgl, iv, NULL, &st) == 0 &&
		memcmp(dst0, ct, 64) == 0 && memcmp(dst1, zero, 64) == 0 ? 0 : -1,
		"ciphertext not at the start of the destination, or status");
out:
	free(big);
	free(dst0);
}

/* The out-of-place shapes, on a device created with cpu_oop=1. */
static void
run_cpu_oop(struct tc_rng *r)
{
	uint8_t dev;

	if (tc_vdev_create(OOP_VDEV, "cpu_oop=1", &dev) != 0 || dev_setup(dev, 1, 64) != 0) {
		tc_fail("cpu/oop/setup", "cannot create and configure %s", OOP_VDEV);
		return;
	}
	cpu_oop_ok = true;
	cpu_oop_only = true;
	run_cpu_table(dev, r);
	run_big_vectors(dev);
	cpu_oop_only = false;
	tc_vdev_remove(OOP_VDEV, dev);
}

static int
suite_cpu(void)
{
	struct rte_cryptodev_info info;
	uint8_t dev = env.devs[0];
	struct tc_rng r;

	tc_rng_seed(&r, env.seed ^ 0x63707563ULL);
	if (dev_setup(dev, 2, NB_DESC_DEFAULT) != 0) {
		tc_fail("cpu/setup", "cannot configure device %u", dev);
		return -1;
	}
	rte_cryptodev_info_get(dev, &info);
	if (!(info.feature_flags & RTE_CRYPTODEV_FF_SYM_CPU_CRYPTO)) {
		tc_fail("cpu/setup", "RTE_CRYPTODEV_FF_SYM_CPU_CRYPTO not advertised");
		return -1;
	}
	cpu_oop_ok = false;	/* the default: in place, dest_sgl ignored */
	run_cpu_table(dev, &r);
	run_big_vectors(dev);
#ifndef TEST_NO_PMD_API
	run_cpu_slots(dev, &r);
#endif
	run_cpu_concurrency(dev, &r);
	run_cpu_oop(&r);
	cpu_oop_ok = true;
	return 0;
}

TC_SUITE(cpu, suite_cpu)
