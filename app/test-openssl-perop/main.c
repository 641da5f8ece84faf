/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Per-op work of the driver, counted: after a session's slot is filled, an
 * op may not fetch, create, copy or key any OpenSSL object, may not allocate
 * anything itself (malloc family or rte_malloc), and OpenSSL may not
 * allocate more than the bare EVP calls of its algorithm allocate inside
 * OpenSSL itself (OpenSSL 3.0's digest and HMAC restarts do). Linear and
 * scattered buffers. Counts, not timings.
 */

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/evp.h>

#include <rte_cryptodev.h>
#include <rte_eal.h>
#include <rte_mbuf.h>

#include <tc_algo.h>
#include <tc_dev.h>
#include <tc_eal.h>
#include <tc_mbuf.h>
#include <tc_point.h>
#include <tc_report.h>
#include <tc_run.h>

#include "perop.h"

#define N_OPS		1000
#define WARMUP_OPS	4
#define DATA_LEN	64
#define AUTH_IV_SHIFT	16

enum base { B_NONE, B_DIGEST, B_HMAC };	/* what OpenSSL allocates on its own per op */

/* A point of the library's table (what the device advertises), and how it is run. */
struct perop_case {
	const char *point;
	enum base base;
	const char *base_md;	/* digest of the baseline */
	uint16_t nb_segs;	/* > 1: the data in that many segments */
};

#define SGL	4

static const struct perop_case cases[] = {
	{ "aes-cbc/16", B_NONE, NULL, 1 },
	{ "aes-cbc/16", B_NONE, NULL, SGL },
	{ "aes-ctr/16", B_NONE, NULL, 1 },
	{ "aes-xts/32", B_NONE, NULL, 1 },
	{ "aes-xts/32", B_NONE, NULL, SGL },
	{ "3des-ctr/24", B_NONE, NULL, 1 },
	{ "des-docsisbpi/8", B_NONE, NULL, 1 },
	{ "sha1-hmac", B_HMAC, "SHA1", 1 },
	{ "sha1-hmac", B_HMAC, "SHA1", SGL },
	{ "sha2-256", B_DIGEST, "SHA256", 1 },
	{ "aes-cmac/16", B_NONE, NULL, 1 },
	{ "aes-gmac/16", B_NONE, NULL, 1 },
	{ "aes-xcbc-mac/16", B_NONE, NULL, 1 },
	{ "aes-gcm/16", B_NONE, NULL, 1 },
	{ "aes-gcm/16", B_NONE, NULL, SGL },
	{ "aes-ccm/16", B_NONE, NULL, 1 },
	{ "aes-ccm/16", B_NONE, NULL, SGL },
	{ "chacha20-poly1305/32", B_NONE, NULL, 1 },
	{ "aes-cbc/16+sha1-hmac", B_HMAC, "SHA1", 1 },
	{ "aes-cbc/16+sha1-hmac", B_HMAC, "SHA1", SGL },
};

struct env {
	uint8_t dev;
	struct tc_pools pools;
	struct tc_algos algos;
	uint8_t key[64];
	uint8_t digest[64];
	uint8_t aad[64];
};

static void
xforms_of(const struct tc_point *p, struct env *e, struct rte_crypto_sym_xform *x)
{
	const struct tc_xform_params xp = {
		.chain = p->chain,
		.encrypt = true,
		.cipher_algo = p->cipher != NULL ? p->cipher->algo : 0,
		.auth_algo = p->auth != NULL ? p->auth->algo : 0,
		.key = e->key,
		.key_len = p->key_len,
		.auth_key = e->key,
		.auth_key_len = p->auth_key_len,
		.iv_offset = TC_IV_OFFSET,
		.iv_len = p->iv_len,
		.auth_iv_offset = TC_IV_OFFSET + AUTH_IV_SHIFT,
		.auth_iv_len = p->auth_iv_len,
		.digest_len = p->digest_len,
		.aad_len = p->aad_len,
	};

	tc_xform_build(&xp, x);
}

/* DATA_LEN bytes in nb_segs equal segments (which do not follow each other in memory). */
static struct rte_mbuf *
mbuf_of(struct env *e, uint16_t nb_segs)
{
	static const uint8_t zero[DATA_LEN];
	uint32_t segs[SGL];
	uint16_t i;

	for (i = 0; i < nb_segs && i < SGL; i++)
		segs[i] = DATA_LEN / nb_segs;
	return tc_mbuf_build(e->pools.mbuf, zero, DATA_LEN, segs, nb_segs, NULL);
}

static void
op_fill(struct rte_crypto_op *op, struct rte_mbuf *m, void *sess, struct env *e,
		unsigned int i)
{
	memset(rte_crypto_op_ctod_offset(op, uint8_t *, TC_IV_OFFSET), (int)i, 32);
	op->status = RTE_CRYPTO_OP_STATUS_NOT_PROCESSED;
	op->sym->m_src = m;
	op->sym->m_dst = NULL;
	rte_crypto_op_attach_sym_session(op, sess);
	/* cipher and AEAD data share their place in the op */
	op->sym->cipher.data.length = DATA_LEN;
	op->sym->cipher.data.offset = 0;
	op->sym->auth.data.length = DATA_LEN;
	op->sym->auth.data.offset = 0;
	op->sym->auth.digest.data = e->digest;
}

static int
run_ops(struct env *e, void *sess, const struct tc_point *p, uint16_t nb_segs,
		unsigned int n)
{
	struct rte_crypto_op *op;
	struct rte_mbuf *m;
	unsigned int i;
	int ret = 0;

	op = rte_crypto_op_alloc(e->pools.op, RTE_CRYPTO_OP_TYPE_SYMMETRIC);
	m = mbuf_of(e, nb_segs);
	if (op == NULL || m == NULL)
		return -1;
	for (i = 0; i < n && ret == 0; i++) {
		op_fill(op, m, sess, e, i);
		if (p->chain == TC_CH_AEAD) {
			op->sym->aead.aad.data = e->aad;
			op->sym->aead.digest.data = e->digest;
		}
		if (tc_run_one(e->dev, 0, op) != RTE_CRYPTO_OP_STATUS_SUCCESS)
			ret = -1;
	}
	rte_pktmbuf_free(m);
	rte_crypto_op_free(op);
	return ret;
}

/*
 * What OpenSSL's own per-op calls for this algorithm do, over N_OPS ops
 * (OpenSSL 3.0's HMAC restart copies digest contexts and allocates inside
 * libcrypto; these calls pass through the hooks too).
 */
static struct perop_counts
baseline(const struct perop_case *c, const struct env *e)
{
	uint8_t buf[DATA_LEN] = { 0 }, md[EVP_MAX_MD_SIZE];
	OSSL_PARAM p[2];
	EVP_MAC_CTX *mc = NULL;
	EVP_MD_CTX *dc = NULL;
	EVP_MAC *mac = NULL;
	EVP_MD *md_alg = NULL;
	struct perop_counts before, n = { 0 };
	unsigned int i, dl;
	size_t ml;

	if (c->base == B_NONE)
		return n;
	p[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST,
			(char *)(uintptr_t)c->base_md, 0);
	p[1] = OSSL_PARAM_construct_end();
	md_alg = EVP_MD_fetch(NULL, c->base_md, NULL);
	mac = EVP_MAC_fetch(NULL, "HMAC", NULL);
	dc = EVP_MD_CTX_new();
	mc = EVP_MAC_CTX_new(mac);
	EVP_DigestInit_ex(dc, md_alg, NULL);
	EVP_MAC_init(mc, e->key, 20, p);
	before = perop_counts;
	for (i = 0; i < N_OPS; i++) {
		if (c->base == B_DIGEST) {
			EVP_DigestInit_ex(dc, md_alg, NULL);
			EVP_DigestUpdate(dc, buf, sizeof(buf));
			EVP_DigestFinal_ex(dc, md, &dl);
		} else {
			EVP_MAC_init(mc, NULL, 0, NULL);
			EVP_MAC_update(mc, buf, sizeof(buf));
			EVP_MAC_final(mc, md, &ml, sizeof(md));
		}
	}
	n.allocs = perop_counts.allocs - before.allocs;
	n.fetches = perop_counts.fetches - before.fetches;
	n.ctx_news = perop_counts.ctx_news - before.ctx_news;
	n.copies = perop_counts.copies - before.copies;
	n.keyings = perop_counts.keyings - before.keyings;
	n.sys_allocs = perop_counts.sys_allocs - before.sys_allocs;
	n.rte_allocs = perop_counts.rte_allocs - before.rte_allocs;
	EVP_MAC_CTX_free(mc);
	EVP_MD_CTX_free(dc);
	EVP_MAC_free(mac);
	EVP_MD_free(md_alg);
	return n;
}

#define PER_OP(x)	((double)(x) / N_OPS)

/* Does the driver gather this case's data into its scratch buffer? */
static bool
gathers(const struct tc_point *p, uint16_t nb_segs)
{
	const struct tc_algo *a = p->cipher;

	if (nb_segs <= 1 || a == NULL)
		return false;
	return (a->kind == TC_KIND_AEAD && a->algo == RTE_CRYPTO_AEAD_AES_CCM) ||
		(a->kind == TC_KIND_CIPHER && a->algo == RTE_CRYPTO_CIPHER_AES_XTS);
}

/*
 * Nothing beyond OpenSSL's own per-op calls, no allocation of the driver's
 * own; the warm-up must show the slot fill, else the driver's calls are not
 * being observed: EVP contexts made or copied or, on the provider-direct
 * path (whose provider calls go through no hookable symbol), the provider
 * contexts' allocations through OpenSSL's allocator. The first scattered CCM/XTS op makes the queue pair's
 * scratch buffer.
 */
static bool
counts_ok(const struct perop_counts *warm, const struct perop_counts *per,
		const struct perop_counts *base, bool gather_first)
{
	return warm->ctx_news + warm->copies + warm->allocs > 0 && per->fetches <= base->fetches &&
		(!gather_first || warm->rte_allocs > 0) &&
		per->ctx_news <= base->ctx_news && per->copies <= base->copies &&
		per->keyings <= base->keyings && per->allocs <= base->allocs &&
		per->sys_allocs - per->allocs == 0 && per->rte_allocs == 0;
}

static void
report(const char *name, bool ok, const struct perop_counts *warm,
		const struct perop_counts *per, const struct perop_counts *base)
{
	tc_check(ok, "%s: per op (OpenSSL's own calls in brackets): allocs %.3f (%.3f), "
		"fetches %.3f (%.3f), ctx_new %.3f (%.3f), copies %.3f (%.3f), "
		"keyings %.3f (%.3f); allocations outside OpenSSL %.3f, rte_malloc %.3f; "
		"IV-only inits %.3f; slot fill: ctx_new %lu, copies %lu",
		name, PER_OP(per->allocs), PER_OP(base->allocs),
		PER_OP(per->fetches), PER_OP(base->fetches), PER_OP(per->ctx_news),
		PER_OP(base->ctx_news), PER_OP(per->copies), PER_OP(base->copies),
		PER_OP(per->keyings), PER_OP(base->keyings),
		PER_OP(per->sys_allocs - per->allocs), PER_OP(per->rte_allocs),
		PER_OP(per->iv_inits), (unsigned long)warm->ctx_news, (unsigned long)warm->copies);
}

/* The counts of a warm-up, then of N_OPS ops, on one session. */
static int
measure(struct env *e, void *sess, const struct tc_point *p, uint16_t nb_segs,
		struct perop_counts *warm, struct perop_counts *per)
{
	memset(&perop_counts, 0, sizeof(perop_counts));
	if (run_ops(e, sess, p, nb_segs, WARMUP_OPS) != 0)
		return -1;
	*warm = perop_counts;
	memset(&perop_counts, 0, sizeof(perop_counts));
	if (run_ops(e, sess, p, nb_segs, N_OPS) != 0)
		return -1;
	*per = perop_counts;
	return 0;
}

static void
check_case(struct env *e, const struct perop_case *c)
{
	static bool scratch_made;
	struct perop_counts warm, per, base;
	struct rte_crypto_sym_xform x[2];
	struct tc_point p;
	char name[128];
	void *sess;

	snprintf(name, sizeof(name), "%s%s", c->point, c->nb_segs > 1 ? "/sgl" : "");
	if (tc_point_by_name(&e->algos, c->point, &p) != 0) {
		tc_check(false, "%s: not advertised", name);
		return;
	}
	xforms_of(&p, e, x);
	sess = rte_cryptodev_sym_session_create(e->dev, x, e->pools.sess);
	if (sess == NULL) {
		tc_check(false, "%s: session not created", name);
		return;
	}
	if (measure(e, sess, &p, c->nb_segs, &warm, &per) != 0) {
		tc_check(false, "%s: an op did not succeed", name);
		rte_cryptodev_sym_session_free(e->dev, sess);
		return;
	}
	rte_cryptodev_sym_session_free(e->dev, sess);
	base = baseline(c, e);
	report(name, counts_ok(&warm, &per, &base, gathers(&p, c->nb_segs) && !scratch_made),
			&warm, &per, &base);
	scratch_made |= gathers(&p, c->nb_segs);
}

static int
env_init(struct env *e)
{
	const struct tc_pools_conf pc = {
		.nb_mbufs = 64,
		.mbuf_room = 2048 - RTE_PKTMBUF_HEADROOM,
		.nb_ops = 64,
		.op_priv = 64,
		.nb_sess = 16,
		.nb_asym_ops = 8,
		.nb_asym_sess = 8,
	};

	if (tc_dev_open("crypto_openssl", 1, 64, &pc, &e->pools, &e->dev) != 0 ||
			tc_algos_load(e->dev, &e->algos) != 0)
		return -1;
	memset(e->key, 0x5a, sizeof(e->key));
	e->key[16] = 0xa5;	/* AES-XTS: the two key halves differ */
	return 0;
}

int
main(int argc, char **argv)
{
	static struct env e;
	unsigned int i;

	if (perop_hooks_init() != 0) {
		printf("OpenSSL allocated before main: allocations cannot be counted\n");
		tc_count(0, 1);
		return tc_summary();
	}
	if (perop_hooks_selftest() != 0) {
		tc_check(false, "the malloc hooks do not see allocations in libraries");
		return tc_summary();
	}
	tc_eal_init(&argc, &argv);
	if (env_init(&e) != 0) {
		tc_check(false, "no crypto_openssl device");
		return tc_summary();
	}
	for (i = 0; i < RTE_DIM(cases); i++)
		check_case(&e, &cases[i]);
	perop_asym_run(e.dev, &e.pools);
	tc_algos_free(&e.algos);
	tc_dev_close(e.dev, &e.pools);
	rte_eal_cleanup();
	return tc_summary();
}
