/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The regress suite, session rules: what applications send that the API
 * leaves well defined (AES-CTR declared with the RFC 3686 ESP IV length as
 * DPDK 22.11's ipsec-secgw does, HMAC keys of any length, GCM and GMAC IVs of
 * any length OpenSSL takes) is accepted and computed right; what is not (a key
 * for an unkeyed hash) is refused; a scattered XTS decrypt leaves no
 * plaintext in DPDK's memory. Then the CPU crypto and DOCSIS cases.
 */

#define _GNU_SOURCE	/* memmem */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <rte_errno.h>
#include <rte_memory.h>

#include <tc_run.h>
#include <tc_xform.h>

#include "regress.h"

static const uint8_t key32[32] = "regress key regress key 0123456";

void *
reg_session(uint8_t dev, struct rte_crypto_sym_xform *x, int *err)
{
	void *s = rte_cryptodev_sym_session_create(dev, x, env.pools.sess);

	*err = s == NULL ? rte_errno : 0;
	return s;
}

static void
reg_op_fill(struct rte_crypto_op *op, struct rte_mbuf *m, void *sess, const struct reg_op *o)
{
	struct rte_crypto_sym_op *sym = op->sym;

	if (o->iv_len > 0)
		memcpy(rte_crypto_op_ctod_offset(op, uint8_t *, TC_IV_OFFSET), o->iv, o->iv_len);
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
}

int
reg_run(uint8_t dev, void *sess, struct reg_op *o)
{
	struct rte_crypto_op *op = rte_crypto_op_alloc(env.pools.op,
			RTE_CRYPTO_OP_TYPE_SYMMETRIC);
	struct rte_mbuf *m = tc_mbuf_build(env.pools.mbuf, o->data, o->len, NULL, 1, NULL);
	int rc = -1, st;

	if (op == NULL || m == NULL)
		goto out;
	reg_op_fill(op, m, sess, o);
	st = tc_run_one(dev, 0, op);
	if (st < 0 || tc_mbuf_read(m, o->data, o->len) != 0)
		goto out;
	o->status = st;
	rc = 0;
out:
	rte_pktmbuf_free(m);
	rte_crypto_op_free(op);
	return rc;
}

int
reg_ref_gmac(const uint8_t *key, const uint8_t *iv, uint16_t iv_len, const uint8_t *data,
		uint32_t len, uint8_t *tag)
{
	const struct tc_ref_auth *r = tc_ref_auth_find(RTE_CRYPTO_AUTH_AES_GMAC, 16);

	return r == NULL ? -1 : tc_ref_auth_run(r, key, 16, iv, iv_len, data, len, tag);
}

int
reg_ref_gcm(const uint8_t *key, const uint8_t *iv, uint16_t iv_len, const uint8_t *aad,
		uint32_t aad_len, const uint8_t *in, uint32_t len, uint8_t *out, uint8_t *tag)
{
	const struct tc_ref_aead *r = tc_ref_aead_find(RTE_CRYPTO_AEAD_AES_GCM, 16);

	return r == NULL ? -1 : tc_ref_aead_encrypt(r, key, iv, iv_len, aad, aad_len, in, out,
			len, tag, 16);
}

struct rte_crypto_sym_xform
reg_auth_xform(enum rte_crypto_auth_algorithm algo, bool verify, const uint8_t *key,
		uint16_t klen, uint16_t iv_len, uint16_t digest_len)
{
	const struct tc_xform_params p = {
		.auth_algo = algo, .verify = verify, .auth_key = key, .auth_key_len = klen,
		.auth_iv_offset = TC_IV_OFFSET, .auth_iv_len = iv_len, .digest_len = digest_len,
	};
	struct rte_crypto_sym_xform x = { .next = NULL };

	tc_xform_auth(&x, &p);
	return x;
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
			.key = { key32, 16 }, .iv = { TC_IV_OFFSET, 8 } },
	};
	/* as ipsec-secgw writes it: salt, ESP IV, block counter 1 */
	uint8_t block[16] = { 0xde, 0xad, 0xbe, 0xef, 1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 1 };
	uint8_t data[REG_DATA], want[REG_DATA];
	struct reg_op o = { .iv = block, .iv_len = 16, .data = data, .len = sizeof(data) };
	void *s;
	int err, rc;

	fill(data, sizeof(data), 3);
	TC_EXPECT(tc_ref_cipher_run(tc_ref_cipher_find(RTE_CRYPTO_CIPHER_AES_CTR, 16), key32,
			16, block, 16, true, 0, data, want, sizeof(data)) == 0, "reference failed");
	s = reg_session(dev, &x, &err);
	TC_EXPECT(s != NULL, "session with iv.length 8 refused: %s", strerror(err));
	rc = reg_run(dev, s, &o);
	rte_cryptodev_sym_session_free(dev, s);
	TC_EXPECT(rc == 0 && o.status == RTE_CRYPTO_OP_STATUS_SUCCESS, "status %u", o.status);
	TC_EXPECT(memcmp(data, want, sizeof(data)) == 0, "not AES-CTR of the counter block");
	return 0;
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
	TC_EXPECT(s != NULL, "generate session refused: %s", strerror(err));
	pass = reg_run(dev, s, &o) == 0 && o.status == RTE_CRYPTO_OP_STATUS_SUCCESS;
	rte_cryptodev_sym_session_free(dev, s);
	TC_EXPECT(pass, "generate: status %u", o.status);
	TC_EXPECT(memcmp(digest, want, dlen) == 0, "generate: wrong digest");
	s = reg_session(dev, ver, &err);
	TC_EXPECT(s != NULL, "verify session refused: %s", strerror(err));
	pass = reg_run(dev, s, &o) == 0 && o.status == RTE_CRYPTO_OP_STATUS_SUCCESS;
	digest[dlen - 1] ^= 1;
	pass = pass && reg_run(dev, s, &o) == 0 &&
		o.status == RTE_CRYPTO_OP_STATUS_AUTH_FAILED;
	rte_cryptodev_sym_session_free(dev, s);
	TC_EXPECT(pass, "verify: the right digest must pass and a flipped one fail");
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
	TC_EXPECT(tc_ref_auth_run(tc_ref_auth_find(h->algo, klen), key, klen, NULL, 0, data,
			sizeof(data), want) == 0, "reference failed");
	gen = reg_auth_xform(h->algo, false, key, klen, 0, h->digest_len);
	ver = reg_auth_xform(h->algo, true, key, klen, 0, h->digest_len);
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
			.key = { key32, 16 }, .iv = { TC_IV_OFFSET, iv_len },
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
	TC_EXPECT(reg_ref_gcm(key32, iv, iv_len, aad, sizeof(aad), data, sizeof(data), want,
			wtag) == 0, "reference failed");
	s = reg_session(dev, &x, &err);
	TC_EXPECT(s != NULL, "encrypt session refused: %s", strerror(err));
	rc = reg_run(dev, s, &o);
	rte_cryptodev_sym_session_free(dev, s);
	TC_EXPECT(rc == 0 && o.status == RTE_CRYPTO_OP_STATUS_SUCCESS, "encrypt: status %u",
			o.status);
	TC_EXPECT(memcmp(data, want, sizeof(data)) == 0 && memcmp(tag, wtag, 16) == 0,
			"encrypt: wrong ciphertext or tag");
	x.aead.op = RTE_CRYPTO_AEAD_OP_DECRYPT;
	s = reg_session(dev, &x, &err);
	TC_EXPECT(s != NULL, "decrypt session refused: %s", strerror(err));
	rc = reg_run(dev, s, &o);
	rte_cryptodev_sym_session_free(dev, s);
	fill(want, sizeof(want), 3);
	TC_EXPECT(rc == 0 && o.status == RTE_CRYPTO_OP_STATUS_SUCCESS &&
			memcmp(data, want, sizeof(data)) == 0,
			"decrypt: status %u or wrong plaintext", o.status);
	return 0;
}

static int
gmac_iv(uint8_t dev, uint16_t iv_len, char *why, size_t wn)
{
	struct rte_crypto_sym_xform gen, ver;
	uint8_t iv[REG_MAX_IV], data[REG_DATA], want[16];

	fill(iv, sizeof(iv), 1);
	fill(data, sizeof(data), 9);
	TC_EXPECT(reg_ref_gmac(key32, iv, iv_len, data, sizeof(data), want) == 0,
			"reference failed");
	gen = reg_auth_xform(RTE_CRYPTO_AUTH_AES_GMAC, false, key32, 16, iv_len, 16);
	ver = reg_auth_xform(RTE_CRYPTO_AUTH_AES_GMAC, true, key32, 16, iv_len, 16);
	return mac_both_ways(dev, &gen, &ver, iv, iv_len, want, why, wn);
}

/* A key for an unkeyed hash is refused (the key would be ignored: an HMAC meant?). */
static int
hash_with_key(uint8_t dev, char *why, size_t wn)
{
	struct rte_crypto_sym_xform x = reg_auth_xform(RTE_CRYPTO_AUTH_SHA256, false, key32, 32,
			0, 32);
	void *s;
	int err;

	s = reg_session(dev, &x, &err);
	if (s != NULL)
		rte_cryptodev_sym_session_free(dev, s);
	TC_EXPECT(s == NULL && err == ENOTSUP, "SHA256 with a 32-byte key: %s, want ENOTSUP",
			s != NULL ? "accepted" : strerror(err));
	return 0;
}

/* Is the 32-byte marker anywhere in DPDK's memory? */
static int
marker_in_seg(const struct rte_memseg_list *msl __rte_unused, const struct rte_memseg *ms,
		size_t len, void *arg)
{
	return memmem(ms->addr, len, arg, 32) != NULL;
}

static void
mbuf_wipe(struct rte_mbuf *m)
{
	for (; m != NULL; m = m->next)
		memset(rte_pktmbuf_mtod(m, uint8_t *), 0, m->data_len);
}

/*
 * A scattered AES-XTS decrypt goes through the queue pair's scratch buffer,
 * which then holds plaintext: it must be wiped after the op. The plaintext
 * is random; once the op's mbuf is wiped, no byte of DPDK's memory may hold it.
 */
static int
scratch_wiped(uint8_t dev, char *why, size_t wn)
{
	struct rte_crypto_sym_xform x = {
		.type = RTE_CRYPTO_SYM_XFORM_CIPHER,
		.cipher = { .algo = RTE_CRYPTO_CIPHER_AES_XTS, .op = RTE_CRYPTO_CIPHER_OP_DECRYPT,
			.key = { key32, 32 }, .iv = { TC_IV_OFFSET, 16 } },
	};
	static const uint32_t segs[] = { 32, 32 };
	uint8_t pt[64], ct[64], iv[16] = "xts scratch iv.";
	struct reg_op o = { .iv = iv, .iv_len = 16, .data = ct, .len = sizeof(ct) };
	struct tc_rng rng;
	struct rte_crypto_op *op = rte_crypto_op_alloc(env.pools.op,
			RTE_CRYPTO_OP_TYPE_SYMMETRIC);
	struct rte_mbuf *m = NULL;
	void *s;
	int err, st = -1, found = -1;

	tc_rng_seed(&rng, env.seed ^ 0x5c7a7c4ULL);
	tc_rng_fill(&rng, pt, sizeof(pt));
	TC_EXPECT(tc_ref_cipher_run(tc_ref_cipher_find(RTE_CRYPTO_CIPHER_AES_XTS, 32), key32,
			32, iv, 16, true, 0, pt, ct, sizeof(pt)) == 0, "reference failed");
	s = reg_session(dev, &x, &err);
	m = tc_mbuf_build(env.pools.mbuf, ct, sizeof(ct), segs, RTE_DIM(segs), NULL);
	if (s != NULL && op != NULL && m != NULL) {
		reg_op_fill(op, m, s, &o);
		st = tc_run_one(dev, 0, op);
		mbuf_wipe(m);
		found = rte_memseg_contig_walk(marker_in_seg, pt);
	}
	rte_pktmbuf_free(m);
	rte_crypto_op_free(op);
	if (s != NULL)
		rte_cryptodev_sym_session_free(dev, s);
	TC_EXPECT(s != NULL, "session refused: %s", strerror(err));
	TC_EXPECT(st == RTE_CRYPTO_OP_STATUS_SUCCESS, "op failed (status %d)", st);
	TC_EXPECT(found == 0, "plaintext left in DPDK memory after the op (walk %d)", found);
	return 0;
}

static void
session_cases(uint8_t dev)
{
	char name[96], why[WHY_LEN] = "";
	unsigned int i, k;

	tc_current("regress/aes-ctr/iv-8-counter-block");
	tc_result("regress/aes-ctr/iv-8-counter-block", ctr_esp_iv(dev, why, sizeof(why)),
			why);
	for (i = 0; i < RTE_DIM(hmacs); i++) {
		for (k = 0; k < RTE_DIM(hmac_key_lens); k++) {
			snprintf(name, sizeof(name), "regress/hmac-%s/key-%u", hmacs[i].md,
					hmac_key_lens[k]);
			tc_current(name);
			tc_result(name, hmac_key(dev, &hmacs[i], hmac_key_lens[k], why,
					sizeof(why)), why);
		}
	}
	for (i = 0; i < RTE_DIM(gcm_iv_lens); i++) {
		snprintf(name, sizeof(name), "regress/aes-gcm/iv-%u", gcm_iv_lens[i]);
		tc_current(name);
		tc_result(name, gcm_iv(dev, gcm_iv_lens[i], why, sizeof(why)), why);
		snprintf(name, sizeof(name), "regress/aes-gmac/iv-%u", gcm_iv_lens[i]);
		tc_current(name);
		tc_result(name, gmac_iv(dev, gcm_iv_lens[i], why, sizeof(why)), why);
	}
	tc_current("regress/sha256/key-refused");
	tc_result("regress/sha256/key-refused", hash_with_key(dev, why, sizeof(why)), why);
	tc_current("regress/scratch-wiped/xts-decrypt");
	tc_result("regress/scratch-wiped/xts-decrypt", scratch_wiped(dev, why, sizeof(why)),
			why);
}

static int
suite_regress(void)
{
	uint8_t dev = env.devs[0];

	if (dev_setup(dev, 1, NB_DESC_DEFAULT) != 0) {
		tc_fail("regress/setup", "cannot configure the device");
		return -1;
	}
	session_cases(dev);
	reg_cpu_cases(dev);
	reg_docsis_cases(dev);
	return 0;
}

TC_SUITE(regress, suite_regress)
