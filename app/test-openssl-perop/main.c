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

#include "perop.h"

#define N_OPS		1000
#define WARMUP_OPS	4
#define DATA_LEN	64
#define IV_OFFSET	(sizeof(struct rte_crypto_op) + sizeof(struct rte_crypto_sym_op))

enum kind { K_CIPHER, K_AUTH, K_AEAD, K_CHAIN };
enum base { B_NONE, B_DIGEST, B_HMAC };	/* what OpenSSL allocates on its own per op */

struct perop_case {
	const char *name;
	enum kind kind;
	int algo;		/* cipher, auth or AEAD algorithm */
	int auth_algo;		/* K_CHAIN: the auth part */
	uint16_t key_len;
	uint16_t iv_len;
	uint16_t digest_len;
	enum base base;
	const char *base_md;	/* digest of the baseline */
	uint16_t nb_segs;	/* > 1: the data in that many segments */
};

#define SGL	4

static const struct perop_case cases[] = {
	{ "aes-cbc-128", K_CIPHER, RTE_CRYPTO_CIPHER_AES_CBC, 0, 16, 16, 0, B_NONE, NULL, 1 },
	{ "aes-cbc-128/sgl", K_CIPHER, RTE_CRYPTO_CIPHER_AES_CBC, 0, 16, 16, 0, B_NONE, NULL,
		SGL },
	{ "aes-ctr-128", K_CIPHER, RTE_CRYPTO_CIPHER_AES_CTR, 0, 16, 16, 0, B_NONE, NULL, 1 },
	{ "aes-xts-128", K_CIPHER, RTE_CRYPTO_CIPHER_AES_XTS, 0, 32, 16, 0, B_NONE, NULL, 1 },
	{ "aes-xts-128/sgl", K_CIPHER, RTE_CRYPTO_CIPHER_AES_XTS, 0, 32, 16, 0, B_NONE, NULL,
		SGL },
	{ "3des-ctr", K_CIPHER, RTE_CRYPTO_CIPHER_3DES_CTR, 0, 24, 8, 0, B_NONE, NULL, 1 },
	{ "des-docsisbpi", K_CIPHER, RTE_CRYPTO_CIPHER_DES_DOCSISBPI, 0, 8, 8, 0, B_NONE, NULL,
		1 },
	{ "sha1-hmac", K_AUTH, RTE_CRYPTO_AUTH_SHA1_HMAC, 0, 20, 0, 12, B_HMAC, "SHA1", 1 },
	{ "sha1-hmac/sgl", K_AUTH, RTE_CRYPTO_AUTH_SHA1_HMAC, 0, 20, 0, 12, B_HMAC, "SHA1",
		SGL },
	{ "sha256", K_AUTH, RTE_CRYPTO_AUTH_SHA256, 0, 0, 0, 32, B_DIGEST, "SHA256", 1 },
	{ "aes-cmac-128", K_AUTH, RTE_CRYPTO_AUTH_AES_CMAC, 0, 16, 0, 16, B_NONE, NULL, 1 },
	{ "aes-gmac-128", K_AUTH, RTE_CRYPTO_AUTH_AES_GMAC, 0, 16, 12, 16, B_NONE, NULL, 1 },
	{ "aes-xcbc-mac", K_AUTH, RTE_CRYPTO_AUTH_AES_XCBC_MAC, 0, 16, 0, 12, B_NONE, NULL, 1 },
	{ "aes-gcm-128", K_AEAD, RTE_CRYPTO_AEAD_AES_GCM, 0, 16, 12, 16, B_NONE, NULL, 1 },
	{ "aes-gcm-128/sgl", K_AEAD, RTE_CRYPTO_AEAD_AES_GCM, 0, 16, 12, 16, B_NONE, NULL, SGL },
	{ "aes-ccm-128", K_AEAD, RTE_CRYPTO_AEAD_AES_CCM, 0, 16, 12, 16, B_NONE, NULL, 1 },
	{ "aes-ccm-128/sgl", K_AEAD, RTE_CRYPTO_AEAD_AES_CCM, 0, 16, 12, 16, B_NONE, NULL, SGL },
	{ "chacha20-poly1305", K_AEAD, RTE_CRYPTO_AEAD_CHACHA20_POLY1305, 0, 32, 12, 16,
		B_NONE, NULL, 1 },
	{ "aes-cbc-128+sha1-hmac", K_CHAIN, RTE_CRYPTO_CIPHER_AES_CBC, RTE_CRYPTO_AUTH_SHA1_HMAC,
		16, 16, 12, B_HMAC, "SHA1", 1 },
	{ "aes-cbc-128+sha1-hmac/sgl", K_CHAIN, RTE_CRYPTO_CIPHER_AES_CBC,
		RTE_CRYPTO_AUTH_SHA1_HMAC, 16, 16, 12, B_HMAC, "SHA1", SGL },
};

struct env {
	uint8_t dev;
	struct rte_mempool *mbufs, *ops, *sessions;
	uint8_t key[64];
	uint8_t digest[64];
	uint8_t aad[64];
};

static void
xforms_of(const struct perop_case *c, struct env *e, int encrypt,
		struct rte_crypto_sym_xform *x)
{
	memset(x, 0, 2 * sizeof(*x));
	if (c->kind == K_AEAD) {
		x[0].type = RTE_CRYPTO_SYM_XFORM_AEAD;
		x[0].aead = (struct rte_crypto_aead_xform){ .algo = c->algo,
			.op = encrypt ? RTE_CRYPTO_AEAD_OP_ENCRYPT : RTE_CRYPTO_AEAD_OP_DECRYPT,
			.key = { e->key, c->key_len }, .iv = { IV_OFFSET, c->iv_len },
			.digest_length = c->digest_len, .aad_length = 16 };
		return;
	}
	if (c->kind == K_CIPHER || c->kind == K_CHAIN) {
		x[0].type = RTE_CRYPTO_SYM_XFORM_CIPHER;
		x[0].cipher = (struct rte_crypto_cipher_xform){ .algo = c->algo,
			.op = encrypt ? RTE_CRYPTO_CIPHER_OP_ENCRYPT : RTE_CRYPTO_CIPHER_OP_DECRYPT,
			.key = { e->key, c->key_len }, .iv = { IV_OFFSET, c->iv_len } };
	}
	if (c->kind == K_AUTH || c->kind == K_CHAIN) {
		struct rte_crypto_sym_xform *a = c->kind == K_CHAIN ? &x[1] : &x[0];

		a->type = RTE_CRYPTO_SYM_XFORM_AUTH;
		a->auth = (struct rte_crypto_auth_xform){
			.algo = c->kind == K_CHAIN ? c->auth_algo : c->algo,
			.op = RTE_CRYPTO_AUTH_OP_GENERATE,
			.key = { e->key, c->kind == K_CHAIN ? 20 : c->key_len },
			.iv = { IV_OFFSET + 16, c->kind == K_AUTH ? c->iv_len : 0 },
			.digest_length = c->digest_len };
		if (c->kind == K_CHAIN)
			x[0].next = a;
	}
}

/* DATA_LEN bytes in nb_segs equal segments (which do not follow each other in memory). */
static struct rte_mbuf *
mbuf_of(struct env *e, uint16_t nb_segs)
{
	struct rte_mbuf *head = NULL, *m;
	uint16_t i;

	for (i = 0; i < nb_segs; i++) {
		m = rte_pktmbuf_alloc(e->mbufs);
		if (m == NULL || rte_pktmbuf_append(m, DATA_LEN / nb_segs) == NULL ||
				(head != NULL && rte_pktmbuf_chain(head, m) != 0)) {
			rte_pktmbuf_free(m);
			rte_pktmbuf_free(head);
			return NULL;
		}
		if (head == NULL)
			head = m;
	}
	return head;
}

static int
run_ops(struct env *e, void *sess, const struct perop_case *c, unsigned int n)
{
	struct rte_crypto_op *op, *done;
	struct rte_mbuf *m;
	unsigned int i;
	int ret = 0;

	op = rte_crypto_op_alloc(e->ops, RTE_CRYPTO_OP_TYPE_SYMMETRIC);
	m = mbuf_of(e, c->nb_segs);
	if (op == NULL || m == NULL)
		return -1;
	for (i = 0; i < n && ret == 0; i++) {
		memset(rte_crypto_op_ctod_offset(op, uint8_t *, IV_OFFSET), (int)i, 32);
		op->status = RTE_CRYPTO_OP_STATUS_NOT_PROCESSED;
		op->sym->m_src = m;
		op->sym->m_dst = NULL;
		rte_crypto_op_attach_sym_session(op, sess);
		op->sym->cipher.data.length = DATA_LEN;
		op->sym->cipher.data.offset = 0;
		op->sym->auth.data.length = DATA_LEN;
		op->sym->auth.data.offset = 0;
		op->sym->auth.digest.data = e->digest;
		if (c->kind == K_AEAD) {
			op->sym->aead.data.length = DATA_LEN;
			op->sym->aead.data.offset = 0;
			op->sym->aead.aad.data = e->aad;
			op->sym->aead.digest.data = e->digest;
		}
		if (rte_cryptodev_enqueue_burst(e->dev, 0, &op, 1) != 1 ||
				rte_cryptodev_dequeue_burst(e->dev, 0, &done, 1) != 1 ||
				done->status != RTE_CRYPTO_OP_STATUS_SUCCESS)
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
	p[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST, (char *)(uintptr_t)c->base_md, 0);
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
gathers(const struct perop_case *c)
{
	return c->nb_segs > 1 && ((c->kind == K_AEAD && c->algo == RTE_CRYPTO_AEAD_AES_CCM) ||
		(c->kind == K_CIPHER && c->algo == RTE_CRYPTO_CIPHER_AES_XTS));
}

static int
check_case(struct env *e, const struct perop_case *c)
{
	static bool scratch_made;
	struct rte_crypto_sym_xform x[2];
	struct perop_counts warm, per, base;
	void *sess;
	int ok;

	xforms_of(c, e, 1, x);
	sess = rte_cryptodev_sym_session_create(e->dev, x, e->sessions);
	if (sess == NULL) {
		printf("FAIL %s: session not created\n", c->name);
		return 0;
	}
	memset(&perop_counts, 0, sizeof(perop_counts));
	if (run_ops(e, sess, c, WARMUP_OPS) != 0)
		goto op_failed;
	warm = perop_counts;
	memset(&perop_counts, 0, sizeof(perop_counts));
	if (run_ops(e, sess, c, N_OPS) != 0)
		goto op_failed;
	per = perop_counts;
	rte_cryptodev_sym_session_free(e->dev, sess);
	base = baseline(c, e);
	/*
	 * Nothing beyond OpenSSL's own per-op calls, no allocation of the
	 * driver's own; the warm-up must show the slot fill, else the driver's
	 * calls are not being observed.
	 */
	ok = warm.ctx_news + warm.copies > 0 && per.fetches <= base.fetches &&
		/* the first scattered CCM/XTS op makes the queue pair's scratch buffer */
		(!gathers(c) || scratch_made || warm.rte_allocs > 0) &&
		per.ctx_news <= base.ctx_news && per.copies <= base.copies &&
		per.keyings <= base.keyings && per.allocs <= base.allocs &&
		per.sys_allocs - per.allocs == 0 && per.rte_allocs == 0;
	scratch_made |= gathers(c);
	printf("%s %s: per op (OpenSSL's own calls in brackets): allocs %.3f (%.3f), "
		"fetches %.3f (%.3f), ctx_new %.3f (%.3f), copies %.3f (%.3f), "
		"keyings %.3f (%.3f); allocations outside OpenSSL %.3f, rte_malloc %.3f; "
		"IV-only inits %.3f; slot fill: ctx_new %lu, copies %lu\n",
		ok ? "PASS" : "FAIL", c->name, PER_OP(per.allocs), PER_OP(base.allocs),
		PER_OP(per.fetches), PER_OP(base.fetches), PER_OP(per.ctx_news),
		PER_OP(base.ctx_news), PER_OP(per.copies), PER_OP(base.copies),
		PER_OP(per.keyings), PER_OP(base.keyings),
		PER_OP(per.sys_allocs - per.allocs), PER_OP(per.rte_allocs),
		PER_OP(per.iv_inits), (unsigned long)warm.ctx_news, (unsigned long)warm.copies);
	return ok;
op_failed:
	printf("FAIL %s: an op did not succeed\n", c->name);
	rte_cryptodev_sym_session_free(e->dev, sess);
	return 0;
}

static int
env_init(struct env *e)
{
	struct rte_cryptodev_config conf = { .socket_id = SOCKET_ID_ANY, .nb_queue_pairs = 1 };
	struct rte_cryptodev_qp_conf qp = { .nb_descriptors = 64 };
	int id = rte_cryptodev_get_dev_id("crypto_openssl");

	if (id < 0)
		return -1;
	e->dev = id;
	e->mbufs = rte_pktmbuf_pool_create("perop_mbufs", 64, 0, 0, 2048, SOCKET_ID_ANY);
	/* scattered segments must not follow each other in memory */
	e->ops = rte_crypto_op_pool_create("perop_ops", RTE_CRYPTO_OP_TYPE_SYMMETRIC, 64, 0,
			64, SOCKET_ID_ANY);
	if (rte_cryptodev_configure(e->dev, &conf) != 0)
		return -1;
	e->sessions = rte_cryptodev_sym_session_pool_create("perop_sess", 16,
			rte_cryptodev_sym_get_private_session_size(e->dev), 0, 0, SOCKET_ID_ANY);
	qp.mp_session = e->sessions;
	if (e->mbufs == NULL || e->ops == NULL || e->sessions == NULL ||
			rte_cryptodev_queue_pair_setup(e->dev, 0, &qp, SOCKET_ID_ANY) != 0 ||
			rte_cryptodev_start(e->dev) != 0)
		return -1;
	memset(e->key, 0x5a, sizeof(e->key));
	e->key[16] = 0xa5;	/* AES-XTS: the two key halves differ */
	return 0;
}

int
main(int argc, char **argv)
{
	struct env e = { 0 };
	unsigned int i, passed = 0, total, nb_asym = 0;

	if (perop_hooks_init() != 0) {
		printf("OpenSSL allocated before main: allocations cannot be counted\n");
		printf("0 passed, 1 failed\n");
		return 1;
	}
	if (perop_hooks_selftest() != 0) {
		printf("FAIL the malloc hooks do not see allocations in libraries\n");
		printf("0 passed, 1 failed\n");
		return 1;
	}
	if (rte_eal_init(argc, argv) < 0 || env_init(&e) != 0) {
		printf("no crypto_openssl device\n0 passed, 1 failed\n");
		return 1;
	}
	for (i = 0; i < RTE_DIM(cases); i++)
		passed += check_case(&e, &cases[i]);
	total = RTE_DIM(cases);
	passed += perop_asym_run(e.dev, &nb_asym);
	total += nb_asym;
	printf("%u passed, %u failed\n", passed, total - passed);
	rte_cryptodev_stop(e.dev);
	rte_eal_cleanup();
	return passed == total ? 0 : 1;
}
