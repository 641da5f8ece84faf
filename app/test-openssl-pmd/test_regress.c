/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The regress suite, session rules: what applications send that the API
 * leaves well defined (AES-CTR declared with the RFC 3686 ESP IV length as
 * DPDK 22.11's ipsec-secgw does, HMAC keys of any length, GCM and GMAC IVs of
 * any length OpenSSL takes) is accepted and computed right; what is not (a key
 * for an unkeyed hash) is refused. Then the CPU crypto and DOCSIS cases.
 */

#define _GNU_SOURCE	/* memmem */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <openssl/evp.h>

#include <rte_errno.h>
#include <rte_memory.h>

#include "regress.h"

static const uint8_t key32[32] = "regress key regress key 0123456";

void *
reg_session(uint8_t dev, struct rte_crypto_sym_xform *x, int *err)
{
	void *s = rte_cryptodev_sym_session_create(dev, x, env.sess_pool);

	*err = s == NULL ? rte_errno : 0;
	return s;
}

int
reg_run(uint8_t dev, void *sess, struct reg_op *o)
{
	struct rte_crypto_op *op = rte_crypto_op_alloc(env.pools.op,
			RTE_CRYPTO_OP_TYPE_SYMMETRIC);
	struct rte_mbuf *m = rte_pktmbuf_alloc(env.pools.mbuf);
	struct rte_crypto_sym_op *sym;
	struct rte_crypto_op *done = NULL;
	uint8_t *p;
	int rc = -1;

	p = m != NULL ? (uint8_t *)rte_pktmbuf_append(m, o->len) : NULL;
	if (op == NULL || p == NULL)
		goto out;
	memcpy(p, o->data, o->len);
	if (o->iv_len > 0)
		memcpy(rte_crypto_op_ctod_offset(op, uint8_t *, OP_PRIV_OFF), o->iv, o->iv_len);
	sym = op->sym;
	sym->m_src = m;
	rte_crypto_op_attach_sym_session(op, sess);
	if (o->aead) {
		sym->aead.data.length = o->len;
		sym->aead.aad.data = (uint8_t *)(uintptr_t)o->aad;
		sym->aead.digest.data = o->digest;
	} else {
		sym->cipher.data.length = o->len;
		sym->auth.data.length = o->len;
		sym->auth.digest.data = o->digest;
	}
	if (rte_cryptodev_enqueue_burst(dev, 0, &op, 1) != 1)
		goto out;
	while (rte_cryptodev_dequeue_burst(dev, 0, &done, 1) == 0)
		;
	o->status = done->status;
	memcpy(o->data, p, o->len);
	rc = 0;
out:
	rte_pktmbuf_free(m);
	rte_crypto_op_free(op);
	return rc;
}

int
reg_ref_cipher(const char *evp, const uint8_t *key, const uint8_t *iv, const uint8_t *in,
		uint32_t len, uint8_t *out)
{
	EVP_CIPHER *c = EVP_CIPHER_fetch(NULL, evp, NULL);
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	int outl = 0, ok;

	ok = c != NULL && ctx != NULL && EVP_EncryptInit_ex2(ctx, c, key, iv, NULL) == 1 &&
		EVP_CIPHER_CTX_set_padding(ctx, 0) == 1 &&
		EVP_EncryptUpdate(ctx, out, &outl, in, (int)len) == 1 && outl == (int)len;
	EVP_CIPHER_CTX_free(ctx);
	EVP_CIPHER_free(c);
	return ok ? 0 : -1;
}

int
reg_ref_mac(const char *mac, const char *sub, const uint8_t *key, size_t klen,
		const uint8_t *in, uint32_t len, uint8_t *out)
{
	size_t outl = 0;

	/* EVP_Q_mac() takes NULL for no key: an empty key needs a pointer */
	return EVP_Q_mac(NULL, mac, NULL, sub, NULL, klen > 0 ? key : (const uint8_t *)"",
			klen, in, len, out, EVP_MAX_MD_SIZE, &outl) != NULL ? 0 : -1;
}

int
reg_ref_gcm(const char *evp, const uint8_t *key, const uint8_t *iv, uint16_t iv_len,
		const uint8_t *aad, uint32_t aad_len, const uint8_t *in, uint32_t len,
		uint8_t *out, uint8_t *tag)
{
	EVP_CIPHER *c = EVP_CIPHER_fetch(NULL, evp, NULL);
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	uint8_t fin[16];
	int outl = 0, ok;

	ok = c != NULL && ctx != NULL && EVP_EncryptInit_ex2(ctx, c, NULL, NULL, NULL) == 1 &&
		EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_IVLEN, iv_len, NULL) == 1 &&
		EVP_EncryptInit_ex2(ctx, NULL, key, iv, NULL) == 1 &&
		(aad_len == 0 || EVP_EncryptUpdate(ctx, NULL, &outl, aad, (int)aad_len) == 1) &&
		(len == 0 || EVP_EncryptUpdate(ctx, out, &outl, in, (int)len) == 1) &&
		EVP_EncryptFinal_ex(ctx, fin, &outl) == 1 &&
		EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, 16, tag) == 1;
	EVP_CIPHER_CTX_free(ctx);
	EVP_CIPHER_free(c);
	return ok ? 0 : -1;
}

static void
fill(uint8_t *p, size_t n, uint8_t seed)
{
	size_t i;

	for (i = 0; i < n; i++)
		p[i] = (uint8_t)(seed + i * 7);
}

/* AES-CTR declared with iv.length 8: the 16 bytes at the IV offset are the counter block. */
static int
ctr_esp_iv(uint8_t dev, char *why, size_t wn)
{
	struct rte_crypto_sym_xform x = {
		.type = RTE_CRYPTO_SYM_XFORM_CIPHER,
		.cipher = { .algo = RTE_CRYPTO_CIPHER_AES_CTR, .op = RTE_CRYPTO_CIPHER_OP_ENCRYPT,
			.key = { key32, 16 }, .iv = { OP_PRIV_OFF, 8 } },
	};
	/* as ipsec-secgw writes it: salt, ESP IV, block counter 1 */
	uint8_t block[16] = { 0xde, 0xad, 0xbe, 0xef, 1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 1 };
	uint8_t data[REG_DATA], want[REG_DATA];
	struct reg_op o = { .iv = block, .iv_len = 16, .data = data, .len = sizeof(data) };
	void *s;
	int err, rc;

	fill(data, sizeof(data), 3);
	EXPECT(reg_ref_cipher("AES-128-CTR", key32, block, data, sizeof(data), want) == 0,
			"reference failed");
	s = reg_session(dev, &x, &err);
	EXPECT(s != NULL, "session with iv.length 8 refused: %s", strerror(err));
	rc = reg_run(dev, s, &o);
	rte_cryptodev_sym_session_free(dev, s);
	EXPECT(rc == 0 && o.status == RTE_CRYPTO_OP_STATUS_SUCCESS, "status %u", o.status);
	EXPECT(memcmp(data, want, sizeof(data)) == 0, "not AES-CTR of the counter block");
	return 0;
}

static struct rte_crypto_sym_xform
auth_xform(enum rte_crypto_auth_algorithm algo, bool verify, const uint8_t *key,
		uint16_t klen, uint16_t iv_len, uint16_t digest_len)
{
	struct rte_crypto_sym_xform x = {
		.type = RTE_CRYPTO_SYM_XFORM_AUTH,
		.auth = { .algo = algo, .key = { key, klen }, .digest_length = digest_len,
			.op = verify ? RTE_CRYPTO_AUTH_OP_VERIFY : RTE_CRYPTO_AUTH_OP_GENERATE,
			.iv = { OP_PRIV_OFF, iv_len } },
	};

	return x;
}

/* Generate gives want; verify of want passes; verify of a flipped want fails. */
static int
mac_both_ways(uint8_t dev, struct rte_crypto_sym_xform *gen, struct rte_crypto_sym_xform *ver,
		const uint8_t *iv, uint16_t iv_len, const uint8_t *want, char *why, size_t wn)
{
	uint8_t data[REG_DATA], digest[64] = { 0 };
	uint16_t dlen = gen->auth.digest_length;
	struct reg_op o = { .iv = iv, .iv_len = iv_len, .digest = digest, .data = data,
		.len = sizeof(data) };
	void *s;
	int err, pass;

	fill(data, sizeof(data), 9);
	s = reg_session(dev, gen, &err);
	EXPECT(s != NULL, "generate session refused: %s", strerror(err));
	pass = reg_run(dev, s, &o) == 0 && o.status == RTE_CRYPTO_OP_STATUS_SUCCESS;
	rte_cryptodev_sym_session_free(dev, s);
	EXPECT(pass, "generate: status %u", o.status);
	EXPECT(memcmp(digest, want, dlen) == 0, "generate: wrong digest");
	s = reg_session(dev, ver, &err);
	EXPECT(s != NULL, "verify session refused: %s", strerror(err));
	pass = reg_run(dev, s, &o) == 0 && o.status == RTE_CRYPTO_OP_STATUS_SUCCESS;
	digest[dlen - 1] ^= 1;
	pass = pass && reg_run(dev, s, &o) == 0 &&
		o.status == RTE_CRYPTO_OP_STATUS_AUTH_FAILED;
	rte_cryptodev_sym_session_free(dev, s);
	EXPECT(pass, "verify: the right digest must pass and a flipped one fail");
	return 0;
}

struct hmac_case {
	enum rte_crypto_auth_algorithm algo;
	const char *md;
	uint16_t digest_len;
};

static const struct hmac_case hmacs[] = {
	{ RTE_CRYPTO_AUTH_SHA1_HMAC, "SHA1", 20 },
	{ RTE_CRYPTO_AUTH_SHA256_HMAC, "SHA256", 32 },
	{ RTE_CRYPTO_AUTH_SHA512_HMAC, "SHA512", 64 },
	{ RTE_CRYPTO_AUTH_SHA3_256_HMAC, "SHA3-256", 32 },
};

/* RFC 2104 keys of any length: empty, longer than 256 bytes, the longest the API holds. */
static const uint16_t hmac_key_lens[] = { 0, 257, 1000, UINT16_MAX };

static int
hmac_key(uint8_t dev, const struct hmac_case *h, uint16_t klen, char *why, size_t wn)
{
	static uint8_t key[UINT16_MAX];
	struct rte_crypto_sym_xform gen, ver;
	uint8_t data[REG_DATA], want[64];

	fill(key, klen, (uint8_t)klen);
	fill(data, sizeof(data), 9);
	EXPECT(reg_ref_mac("HMAC", h->md, key, klen, data, sizeof(data), want) == 0,
			"reference failed");
	gen = auth_xform(h->algo, false, key, klen, 0, h->digest_len);
	ver = auth_xform(h->algo, true, key, klen, 0, h->digest_len);
	return mac_both_ways(dev, &gen, &ver, NULL, 0, want, why, wn);
}

/* SP 800-38D: IVs of any length (OpenSSL: 1..128 bytes). */
static const uint16_t gcm_iv_lens[] = { 1, 8, 13, 16, 64, REG_MAX_IV };

static int
gcm_iv(uint8_t dev, uint16_t iv_len, char *why, size_t wn)
{
	struct rte_crypto_sym_xform x = {
		.type = RTE_CRYPTO_SYM_XFORM_AEAD,
		.aead = { .algo = RTE_CRYPTO_AEAD_AES_GCM, .op = RTE_CRYPTO_AEAD_OP_ENCRYPT,
			.key = { key32, 16 }, .iv = { OP_PRIV_OFF, iv_len },
			.digest_length = 16, .aad_length = 12 },
	};
	uint8_t iv[REG_MAX_IV], aad[12], data[REG_DATA], want[REG_DATA], tag[16], wtag[16];
	struct reg_op o = { .iv = iv, .iv_len = iv_len, .aad = aad, .digest = tag,
		.data = data, .len = sizeof(data), .aead = true };
	void *s;
	int err, rc;

	fill(iv, sizeof(iv), 1);
	fill(aad, sizeof(aad), 2);
	fill(data, sizeof(data), 3);
	EXPECT(reg_ref_gcm("AES-128-GCM", key32, iv, iv_len, aad, sizeof(aad), data,
			sizeof(data), want, wtag) == 0, "reference failed");
	s = reg_session(dev, &x, &err);
	EXPECT(s != NULL, "encrypt session refused: %s", strerror(err));
	rc = reg_run(dev, s, &o);
	rte_cryptodev_sym_session_free(dev, s);
	EXPECT(rc == 0 && o.status == RTE_CRYPTO_OP_STATUS_SUCCESS, "encrypt: status %u",
			o.status);
	EXPECT(memcmp(data, want, sizeof(data)) == 0 && memcmp(tag, wtag, 16) == 0,
			"encrypt: wrong ciphertext or tag");
	x.aead.op = RTE_CRYPTO_AEAD_OP_DECRYPT;
	s = reg_session(dev, &x, &err);
	EXPECT(s != NULL, "decrypt session refused: %s", strerror(err));
	rc = reg_run(dev, s, &o);
	rte_cryptodev_sym_session_free(dev, s);
	fill(want, sizeof(want), 3);
	EXPECT(rc == 0 && o.status == RTE_CRYPTO_OP_STATUS_SUCCESS &&
			memcmp(data, want, sizeof(data)) == 0, "decrypt: status %u or wrong plaintext",
			o.status);
	return 0;
}

static int
gmac_iv(uint8_t dev, uint16_t iv_len, char *why, size_t wn)
{
	struct rte_crypto_sym_xform gen, ver;
	uint8_t iv[REG_MAX_IV], data[REG_DATA], want[16];

	fill(iv, sizeof(iv), 1);
	fill(data, sizeof(data), 9);
	EXPECT(reg_ref_gcm("AES-128-GCM", key32, iv, iv_len, data, sizeof(data), NULL, 0,
			NULL, want) == 0, "reference failed");
	gen = auth_xform(RTE_CRYPTO_AUTH_AES_GMAC, false, key32, 16, iv_len, 16);
	ver = auth_xform(RTE_CRYPTO_AUTH_AES_GMAC, true, key32, 16, iv_len, 16);
	return mac_both_ways(dev, &gen, &ver, iv, iv_len, want, why, wn);
}

/* A key for an unkeyed hash is refused (the key would be ignored: an HMAC meant?). */
static int
hash_with_key(uint8_t dev, char *why, size_t wn)
{
	struct rte_crypto_sym_xform x = auth_xform(RTE_CRYPTO_AUTH_SHA256, false, key32, 32,
			0, 32);
	void *s;
	int err;

	s = reg_session(dev, &x, &err);
	if (s != NULL)
		rte_cryptodev_sym_session_free(dev, s);
	EXPECT(s == NULL && err == ENOTSUP, "SHA256 with a 32-byte key: %s, want ENOTSUP",
			s != NULL ? "accepted" : strerror(err));
	return 0;
}

/* Is the marker anywhere in DPDK's memory? */
static int
marker_in_seg(const struct rte_memseg_list *msl __rte_unused, const struct rte_memseg *ms,
		size_t len, void *arg)
{
	return memmem(ms->addr, len, arg, 32) != NULL;
}

/*
 * A scattered AES-XTS decrypt goes through the queue pair's scratch buffer,
 * which then holds plaintext: it must be wiped after the op. The plaintext
 * carries a random marker; once the op's mbuf is wiped, no byte of DPDK's
 * memory may hold it.
 */
static int
scratch_wiped(uint8_t dev, char *why, size_t wn)
{
	struct rte_crypto_sym_xform x = {
		.type = RTE_CRYPTO_SYM_XFORM_CIPHER,
		.cipher = { .algo = RTE_CRYPTO_CIPHER_AES_XTS, .op = RTE_CRYPTO_CIPHER_OP_DECRYPT,
			.key = { key32, 32 }, .iv = { OP_PRIV_OFF, 16 } },
	};
	struct rte_mbuf *m = NULL, *m2 = NULL;
	struct rte_crypto_op *op = NULL, *done = NULL;
	uint8_t pt[64], ct[64], iv[16] = "xts scratch iv.";
	void *s = NULL;
	int err, found = -1, status = -1;

	rng_bytes(&(struct rng){ .s = env.seed ^ 0x5c7a7c4ULL }, pt, sizeof(pt));
	EXPECT(reg_ref_cipher("AES-128-XTS", key32, iv, pt, sizeof(pt), ct) == 0,
			"reference failed");
	s = reg_session(dev, &x, &err);
	op = rte_crypto_op_alloc(env.pools.op, RTE_CRYPTO_OP_TYPE_SYMMETRIC);
	m = rte_pktmbuf_alloc(env.pools.mbuf);
	if (m != NULL)
		m2 = rte_pktmbuf_alloc(env.pools.mbuf);
	if (s != NULL && op != NULL && m2 != NULL && rte_pktmbuf_append(m, 32) != NULL &&
			rte_pktmbuf_append(m2, 32) != NULL && rte_pktmbuf_chain(m, m2) == 0) {
		m2 = NULL;
		memcpy(rte_pktmbuf_mtod(m, uint8_t *), ct, 32);
		memcpy(rte_pktmbuf_mtod(m->next, uint8_t *), ct + 32, 32);
		memcpy(rte_crypto_op_ctod_offset(op, uint8_t *, OP_PRIV_OFF), iv, 16);
		rte_crypto_op_attach_sym_session(op, s);
		op->sym->m_src = m;
		op->sym->cipher.data.length = 64;
		if (rte_cryptodev_enqueue_burst(dev, 0, &op, 1) == 1) {
			while (rte_cryptodev_dequeue_burst(dev, 0, &done, 1) == 0)
				;
			status = done->status;
		}
		memset(rte_pktmbuf_mtod(m, uint8_t *), 0, 32);
		memset(rte_pktmbuf_mtod(m->next, uint8_t *), 0, 32);
		found = rte_memseg_contig_walk(marker_in_seg, pt);
	}
	rte_pktmbuf_free(m);
	rte_pktmbuf_free(m2);
	rte_crypto_op_free(op);
	if (s != NULL)
		rte_cryptodev_sym_session_free(dev, s);
	EXPECT(status == RTE_CRYPTO_OP_STATUS_SUCCESS, "op failed (status %d)", status);
	EXPECT(found == 0, "plaintext left in DPDK memory after the op (walk %d)", found);
	return 0;
}

static void
session_cases(uint8_t dev)
{
	char name[96], why[WHY_LEN] = "";
	unsigned int i, k;

	report_current("regress/aes-ctr/iv-8-counter-block");
	case_result("regress/aes-ctr/iv-8-counter-block", ctr_esp_iv(dev, why, sizeof(why)),
			why);
	for (i = 0; i < RTE_DIM(hmacs); i++) {
		for (k = 0; k < RTE_DIM(hmac_key_lens); k++) {
			snprintf(name, sizeof(name), "regress/hmac-%s/key-%u", hmacs[i].md,
					hmac_key_lens[k]);
			report_current(name);
			case_result(name, hmac_key(dev, &hmacs[i], hmac_key_lens[k], why,
					sizeof(why)), why);
		}
	}
	for (i = 0; i < RTE_DIM(gcm_iv_lens); i++) {
		snprintf(name, sizeof(name), "regress/aes-gcm/iv-%u", gcm_iv_lens[i]);
		report_current(name);
		case_result(name, gcm_iv(dev, gcm_iv_lens[i], why, sizeof(why)), why);
		snprintf(name, sizeof(name), "regress/aes-gmac/iv-%u", gcm_iv_lens[i]);
		report_current(name);
		case_result(name, gmac_iv(dev, gcm_iv_lens[i], why, sizeof(why)), why);
	}
	report_current("regress/sha256/key-refused");
	case_result("regress/sha256/key-refused", hash_with_key(dev, why, sizeof(why)), why);
	report_current("regress/scratch-wiped/xts-decrypt");
	case_result("regress/scratch-wiped/xts-decrypt", scratch_wiped(dev, why, sizeof(why)),
			why);
}

int
suite_regress(void)
{
	uint8_t dev = env.devs[0];

	if (dev_setup(dev, 1, NB_DESC_DEFAULT) != 0) {
		case_fail("regress/setup", "cannot configure the device");
		return -1;
	}
	session_cases(dev);
	reg_cpu_cases(dev);
	reg_docsis_cases(dev);
	return 0;
}
