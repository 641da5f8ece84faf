/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Library contexts per device (devargs providers, propq, openssl_conf):
 * bad ones refused at probe, creating nothing; devices of different
 * contexts in one process, each with a session shared by its queue pairs,
 * give OpenSSL's answers, and a session never runs on a device of another
 * context. With FIPS_OPENSSL_CONF (a configuration that activates the FIPS
 * provider), a FIPS device beside a default one advertises and serves only
 * what the FIPS provider does, from the FIPS provider.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <rte_bus_vdev.h>
#include <rte_cryptodev.h>
#include <rte_mbuf.h>

#include <tc_dev.h>
#include <tc_pmd.h>
#include <tc_report.h>
#include <tc_run.h>
#include <tc_xform.h>

#include "test_libctx.h"

#define NB_QPS		2
#define NB_DESC		32
#define DATA_LEN	64
#define DIGEST_LEN	32

typedef int (*provider_fn)(void *sess, char *name, size_t len);

static const uint8_t key[16] = "libctx test key";
static const uint8_t auth_key[32] = "libctx test HMAC key, 32 bytes";
static const uint8_t iv[16] = "libctx test iv.";

/* A device made with its devargs and configured with NB_QPS queue pairs. */
struct ctx_dev {
	const char *name;
	const char *args;
	int id;
};

static struct tc_pools *pools;
static struct rte_mempool *sess_pool;
static provider_fn session_provider;

/* Devargs refused at probe: nothing is created. */
static const char *const bad_ctx_devargs[] = {
	"providers=no_such_provider",
	"providers=default+",
	"providers=+default",
	"providers=default++legacy",
	"openssl_conf=/nonexistent/openssl.cnf",
	"providers=default,propq=provider=no_such_provider",
	"propq=provider=no_such_provider",
	"providers=legacy",	/* none of the driver's algorithms */
	"providers=default,providers=legacy",
	"propq=provider=default,propq=provider=default",
	"propq=[provider=default",
	"propq=[provider=default]x",
	"propq=",
	"propq",
};

static void
test_bad_context(void)
{
	char name[160];
	unsigned int i;

	for (i = 0; i < RTE_DIM(bad_ctx_devargs); i++) {
		snprintf(name, sizeof(name), "libctx: devargs \"%s\" refused, nothing created",
			bad_ctx_devargs[i]);
		tc_check(rte_vdev_init("crypto_openssl_badctx", bad_ctx_devargs[i]) < 0 &&
			rte_cryptodev_get_dev_id("crypto_openssl_badctx") < 0, "%s", name);
	}
}

static int
ctx_dev_open(struct ctx_dev *d)
{
	d->id = -1;
	if (rte_vdev_init(d->name, d->args) != 0)
		return -1;
	d->id = rte_cryptodev_get_dev_id(d->name);
	if (d->id < 0 || tc_dev_configure(d->id, NB_QPS, NB_DESC, sess_pool) != 0)
		return -1;
	return 0;
}

static void
ctx_dev_close(struct ctx_dev *d)
{
	if (d->id >= 0)
		rte_cryptodev_stop(d->id);
	rte_vdev_uninit(d->name);
	d->id = -1;
}

static bool
advertises(int dev, enum rte_crypto_sym_xform_type type, int algo)
{
	const struct rte_cryptodev_capabilities *c;
	struct rte_cryptodev_info info;

	rte_cryptodev_info_get(dev, &info);
	for (c = info.capabilities; c->op != RTE_CRYPTO_OP_TYPE_UNDEFINED; c++) {
		if (c->op != RTE_CRYPTO_OP_TYPE_SYMMETRIC || c->sym.xform_type != type)
			continue;
		if ((type == RTE_CRYPTO_SYM_XFORM_CIPHER && (int)c->sym.cipher.algo == algo) ||
				(type == RTE_CRYPTO_SYM_XFORM_AUTH && (int)c->sym.auth.algo == algo) ||
				(type == RTE_CRYPTO_SYM_XFORM_AEAD && (int)c->sym.aead.algo == algo))
			return true;
	}
	return false;
}

static bool
advertises_asym(int dev, enum rte_crypto_asym_xform_type type)
{
	const struct rte_cryptodev_capabilities *c;
	struct rte_cryptodev_info info;

	rte_cryptodev_info_get(dev, &info);
	for (c = info.capabilities; c->op != RTE_CRYPTO_OP_TYPE_UNDEFINED; c++)
		if (c->op == RTE_CRYPTO_OP_TYPE_ASYMMETRIC &&
				c->asym.xform_capa.xform_type == type)
			return true;
	return false;
}

/* AES-128-CBC encrypt, then HMAC-SHA256 over the ciphertext. */
static void *
chain_session(int dev)
{
	const struct tc_xform_params p = {
		.chain = TC_CH_ENC_GEN, .encrypt = true,
		.cipher_algo = RTE_CRYPTO_CIPHER_AES_CBC, .auth_algo = RTE_CRYPTO_AUTH_SHA256_HMAC,
		.key = key, .key_len = sizeof(key), .auth_key = auth_key,
		.auth_key_len = sizeof(auth_key), .iv_offset = TC_IV_OFFSET,
		.iv_len = sizeof(iv), .digest_len = DIGEST_LEN,
	};
	struct rte_crypto_sym_xform x[2];

	tc_xform_build(&p, x);
	return rte_cryptodev_sym_session_create(dev, x, sess_pool);
}

/* A session of one digest algorithm (MD5, refused by a FIPS device). */
static void *
digest_session(int dev, enum rte_crypto_auth_algorithm algo, uint16_t len)
{
	const struct tc_xform_params p = {
		.chain = TC_CH_AUTH, .auth_algo = algo, .digest_len = len,
	};
	struct rte_crypto_sym_xform x[2];

	tc_xform_build(&p, x);
	return rte_cryptodev_sym_session_create(dev, x, sess_pool);
}

/* What the chain must give, from the test's own OpenSSL (default context). */
static int
reference(const uint8_t *pt, uint8_t *ct, uint8_t *digest)
{
	EVP_CIPHER_CTX *c = EVP_CIPHER_CTX_new();
	unsigned int dlen = 0;
	int n = 0, ok;

	ok = c != NULL && EVP_EncryptInit_ex(c, EVP_aes_128_cbc(), NULL, key, iv) == 1 &&
		EVP_CIPHER_CTX_set_padding(c, 0) == 1 &&
		EVP_EncryptUpdate(c, ct, &n, pt, DATA_LEN) == 1 && n == DATA_LEN &&
		HMAC(EVP_sha256(), auth_key, sizeof(auth_key), ct, DATA_LEN, digest, &dlen) !=
			NULL && dlen == DIGEST_LEN;
	EVP_CIPHER_CTX_free(c);
	return ok ? 0 : -1;
}

/* One chain op of sess on (dev, qp): its status; out gets ciphertext and digest. */
static int
run_chain(int dev, uint16_t qp, void *sess, const uint8_t *pt, uint8_t *out)
{
	struct rte_crypto_op *op = rte_crypto_op_alloc(pools->op,
			RTE_CRYPTO_OP_TYPE_SYMMETRIC);
	struct rte_mbuf *m = rte_pktmbuf_alloc(pools->mbuf);
	uint8_t *data = m == NULL ? NULL :
		(uint8_t *)rte_pktmbuf_append(m, DATA_LEN + DIGEST_LEN);
	int st = -1;

	if (op == NULL || data == NULL)
		goto out;
	memcpy(data, pt, DATA_LEN);
	memcpy(rte_crypto_op_ctod_offset(op, uint8_t *, TC_IV_OFFSET), iv, sizeof(iv));
	op->sym->m_src = m;
	op->sym->cipher.data.length = DATA_LEN;
	op->sym->auth.data.length = DATA_LEN;
	op->sym->auth.digest.data = data + DATA_LEN;
	op->sym->auth.digest.phys_addr = rte_pktmbuf_iova_offset(m, DATA_LEN);
	rte_crypto_op_attach_sym_session(op, sess);
	st = tc_run_one(dev, qp, op);
	memcpy(out, data, DATA_LEN + DIGEST_LEN);
out:
	rte_pktmbuf_free(m);
	rte_crypto_op_free(op);
	return st;
}

/* Each queue pair of the device runs the shared session and gets OpenSSL's answer. */
static void
check_answers(const struct ctx_dev *d, void *sess)
{
	uint8_t pt[DATA_LEN], want[DATA_LEN + DIGEST_LEN], got[DATA_LEN + DIGEST_LEN];
	unsigned int i;
	uint16_t qp;

	for (i = 0; i < DATA_LEN; i++)
		pt[i] = (uint8_t)(i * 7 + d->id);
	if (reference(pt, want, want + DATA_LEN) != 0) {
		tc_fail("libctx: reference", "OpenSSL reference computation failed");
		return;
	}
	for (qp = 0; qp < NB_QPS; qp++) {
		memset(got, 0, sizeof(got));
		tc_check(run_chain(d->id, qp, sess, pt, got) == RTE_CRYPTO_OP_STATUS_SUCCESS &&
			memcmp(got, want, sizeof(want)) == 0,
			"libctx: %s (%s) qp %u: shared session gives OpenSSL's answer",
			d->name, d->args, qp);
	}
}

/* The provider of the session's fetches, or "" (hook missing or error). */
static const char *
provider_of(void *sess, char *buf, size_t len)
{
	buf[0] = '\0';
	if (session_provider == NULL || sess == NULL || session_provider(sess, buf, len) != 0)
		buf[0] = '\0';
	return buf;
}

/* A session's op on another device: run only if both are of one context. */
static void
check_crossing(const struct ctx_dev *from, void *sess, const struct ctx_dev *on, bool allowed)
{
	uint8_t pt[DATA_LEN] = { 0 }, out[DATA_LEN + DIGEST_LEN];
	int st = run_chain(on->id, 0, sess, pt, out);

	tc_check(allowed ? st == RTE_CRYPTO_OP_STATUS_SUCCESS :
		(st != RTE_CRYPTO_OP_STATUS_SUCCESS && st >= 0),
		"libctx: a session of %s (%s) on %s (%s) %s", from->name, from->args,
		on->name, on->args, allowed ? "runs (one context)" : "is refused (another context)");
}

static void
test_devices(struct ctx_dev *devs, unsigned int n)
{
	void *sess[8] = { NULL };
	char prov[32];
	unsigned int i;

	if (n > RTE_DIM(sess))
		n = RTE_DIM(sess);
	for (i = 0; i < n; i++) {
		tc_check(ctx_dev_open(&devs[i]) == 0, "libctx: %s (%s) created and configured",
			devs[i].name, devs[i].args);
		if (devs[i].id < 0)
			return;
	}
	for (i = 0; i < n; i++) {
		sess[i] = chain_session(devs[i].id);
		tc_check(sess[i] != NULL, "libctx: %s: AES-CBC + SHA256-HMAC session",
			devs[i].name);
		if (sess[i] == NULL)
			continue;
		check_answers(&devs[i], sess[i]);
		tc_check(strcmp(provider_of(sess[i], prov, sizeof(prov)), "default") == 0,
			"libctx: %s: the session's provider is \"default\" (got \"%s\")",
			devs[i].name, prov);
	}
	/*
	 * devs[0], devs[1]: the process's context; devs[4] that context with a
	 * property query; devs[2], devs[3], devs[5] each a context of its own,
	 * devs[2] and devs[5] from the same devargs
	 */
	if (sess[0] != NULL && n > 1)
		check_crossing(&devs[0], sess[0], &devs[1], true);
	if (sess[2] != NULL && n > 5) {
		check_crossing(&devs[2], sess[2], &devs[3], false);
		check_crossing(&devs[2], sess[2], &devs[0], false);
		check_crossing(&devs[2], sess[2], &devs[5], true);	/* same devargs */
	}
	if (sess[0] != NULL && n > 4) {
		check_crossing(&devs[0], sess[0], &devs[2], false);
		check_crossing(&devs[0], sess[0], &devs[4], false);	/* another query */
	}
	/* after all that, each device's own session still gives the right answers */
	for (i = 0; i < n; i++)
		if (sess[i] != NULL)
			check_answers(&devs[i], sess[i]);
	for (i = 0; i < n; i++)
		if (sess[i] != NULL)
			rte_cryptodev_sym_session_free(devs[i].id, sess[i]);
}

/*
 * A FIPS device beside a default one: what each advertises and refuses,
 * which provider serves it, and that neither runs the other's session.
 */
static void
test_fips(struct ctx_dev *dflt)
{
	static char args[600];
	const char *conf = getenv("FIPS_OPENSSL_CONF");
	struct ctx_dev f = { .name = "crypto_openssl_fips", .args = args };
	void *s_fips, *s_md5;
	char prov[32];

	if (conf == NULL || conf[0] == '\0') {
		printf("SKIP[no-fips-module] libctx: FIPS device (FIPS_OPENSSL_CONF not set)\n");
		return;
	}
	snprintf(args, sizeof(args), "providers=fips+base,propq=fips=yes,openssl_conf=%s",
		conf);
	tc_check(ctx_dev_open(&f) == 0, "libctx: FIPS device (%s) created", args);
	if (f.id < 0)
		return;
	tc_check(!advertises(f.id, RTE_CRYPTO_SYM_XFORM_AUTH, RTE_CRYPTO_AUTH_MD5) &&
		advertises(dflt->id, RTE_CRYPTO_SYM_XFORM_AUTH, RTE_CRYPTO_AUTH_MD5),
		"libctx: MD5 advertised by the default device only");
	tc_check(!advertises(f.id, RTE_CRYPTO_SYM_XFORM_CIPHER, RTE_CRYPTO_CIPHER_DES_CBC) &&
		!advertises(f.id, RTE_CRYPTO_SYM_XFORM_CIPHER, RTE_CRYPTO_CIPHER_3DES_CTR) &&
		!advertises(f.id, RTE_CRYPTO_SYM_XFORM_AUTH, RTE_CRYPTO_AUTH_AES_XCBC_MAC) &&
		!advertises(f.id, RTE_CRYPTO_SYM_XFORM_AEAD, RTE_CRYPTO_AEAD_CHACHA20_POLY1305) &&
		!advertises(f.id, RTE_CRYPTO_SYM_XFORM_CIPHER, RTE_CRYPTO_CIPHER_SM4_CBC),
		"libctx: FIPS device advertises no DES, 3DES-CTR, XCBC, ChaCha20-Poly1305, SM4");
	tc_check(!advertises_asym(f.id, RTE_CRYPTO_ASYM_XFORM_MODEX) &&
		!advertises_asym(f.id, RTE_CRYPTO_ASYM_XFORM_DH) &&
		advertises_asym(dflt->id, RTE_CRYPTO_ASYM_XFORM_MODEX),
		"libctx: MODEX and DH (libcrypto arithmetic) advertised by the default device only");
	tc_check(advertises(f.id, RTE_CRYPTO_SYM_XFORM_CIPHER, RTE_CRYPTO_CIPHER_AES_CBC) &&
		advertises(f.id, RTE_CRYPTO_SYM_XFORM_AEAD, RTE_CRYPTO_AEAD_AES_GCM),
		"libctx: FIPS device advertises AES-CBC and AES-GCM");
	s_md5 = digest_session(f.id, RTE_CRYPTO_AUTH_MD5, 16);
	tc_check(s_md5 == NULL, "libctx: FIPS device refuses an MD5 session at create");
	if (s_md5 != NULL)
		rte_cryptodev_sym_session_free(f.id, s_md5);
	s_md5 = digest_session(dflt->id, RTE_CRYPTO_AUTH_MD5, 16);
	tc_check(s_md5 != NULL, "libctx: the default device makes that MD5 session");
	if (s_md5 != NULL)
		rte_cryptodev_sym_session_free(dflt->id, s_md5);
	s_fips = chain_session(f.id);
	tc_check(s_fips != NULL, "libctx: FIPS device: AES-CBC + SHA256-HMAC session");
	if (s_fips != NULL) {
		tc_check(strcmp(provider_of(s_fips, prov, sizeof(prov)), "fips") == 0,
			"libctx: the FIPS session's provider is \"fips\" (got \"%s\")", prov);
		check_answers(&f, s_fips);
		check_crossing(&f, s_fips, dflt, false);
		rte_cryptodev_sym_session_free(f.id, s_fips);
	}
	ctx_dev_close(&f);
}

void
test_libctx(struct tc_pools *p)
{
	struct ctx_dev devs[] = {
		{ .name = "crypto_openssl_ctx0", .args = "max_nb_queue_pairs=2" },
		{ .name = "crypto_openssl_ctx1", .args = "max_nb_queue_pairs=2" },
		{ .name = "crypto_openssl_ctx2", .args = "max_nb_queue_pairs=2,providers=default" },
		{ .name = "crypto_openssl_ctx3",
			.args = "max_nb_queue_pairs=2,providers=legacy+default,"
				"propq=[provider=default,?fips=no],evp_mac=1" },
		{ .name = "crypto_openssl_ctx4", .args = "max_nb_queue_pairs=2,propq=provider=default" },
		{ .name = "crypto_openssl_ctx5", .args = "max_nb_queue_pairs=2,providers=default" },
	};
	unsigned int i;

	session_provider = (provider_fn)tc_pmd_sym("rte_pmd_openssl_sym_session_provider");
	tc_check(session_provider != NULL, "libctx: rte_pmd_openssl_sym_session_provider found");
	pools = p;
	sess_pool = p->sess;
	test_bad_context();
	test_devices(devs, RTE_DIM(devs));
	if (devs[2].id >= 0)
		test_fips(&devs[2]);
	for (i = 0; i < RTE_DIM(devs); i++)
		ctx_dev_close(&devs[i]);
}
