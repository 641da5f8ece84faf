/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The regress suite, CPU crypto API: where the IVs are read from (AES-GMAC's
 * from vec->iv, as DPDK's other CPU crypto drivers read it), a missing IV is
 * EINVAL (never a crash, never an IV OpenSSL makes up), and a session of
 * another driver is refused.
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <tc_lcore.h>

#include "regress.h"

#define NULL_VDEV "crypto_null_regress"

static const uint8_t key64[64] = "regress cpu key 0123456789abcdef-regress cpu key fedcba987654321";

/* One buffer through rte_cryptodev_sym_cpu_crypto_process(); the vector as given. */
struct cpu_one {
	struct rte_crypto_vec seg;
	struct rte_crypto_sgl sgl;
	struct rte_crypto_va_iova_ptr iv, aad, digest;
	struct rte_crypto_sym_vec vec;
	int32_t status;
	uint32_t done;
};

static void
cpu_call(uint8_t dev, void *sess, struct cpu_one *c, uint8_t *buf, uint32_t len,
		const uint8_t *iv, const uint8_t *aad, uint8_t *digest)
{
	union rte_crypto_sym_ofs ofs = { .raw = 0 };

	memset(c, 0, sizeof(*c));
	c->seg.base = buf;
	c->seg.len = len;
	c->sgl.vec = &c->seg;
	c->sgl.num = 1;
	c->iv.va = (void *)(uintptr_t)iv;
	c->aad.va = (void *)(uintptr_t)aad;
	c->digest.va = digest;
	c->status = -1;
	c->vec.num = 1;
	c->vec.src_sgl = &c->sgl;
	c->vec.iv = iv != NULL ? &c->iv : NULL;
	c->vec.aad = aad != NULL ? &c->aad : NULL;
	c->vec.digest = digest != NULL ? &c->digest : NULL;
	c->vec.status = &c->status;
	c->done = rte_cryptodev_sym_cpu_crypto_process(dev, sess, ofs, &c->vec);
}

/*
 * AES-GMAC through CPU crypto: the IV in vec->iv, the aad/auth_iv slot NULL
 * or pointing at other bytes; the tag must be the one of vec->iv.
 */
static int
gmac_iv(uint8_t dev, bool aad_elsewhere, char *why, size_t wn)
{
	struct rte_crypto_sym_xform x = {
		.type = RTE_CRYPTO_SYM_XFORM_AUTH,
		.auth = { .algo = RTE_CRYPTO_AUTH_AES_GMAC, .op = RTE_CRYPTO_AUTH_OP_GENERATE,
			.key = { key64, 16 }, .iv = { TC_IV_OFFSET, 12 }, .digest_length = 16 },
	};
	uint8_t iv[12] = "gmac iv 012", other[12] = "not the iv!", data[REG_DATA];
	uint8_t tag[16] = { 0 }, want[16];
	struct cpu_one c;
	void *s;
	int err;

	memset(data, 0x42, sizeof(data));
	TC_EXPECT(reg_ref_gmac(key64, iv, sizeof(iv), data, sizeof(data), want) == 0,
			"reference failed");
	s = reg_session(dev, &x, &err);
	TC_EXPECT(s != NULL, "session refused: %s", strerror(err));
	cpu_call(dev, s, &c, data, sizeof(data), iv, aad_elsewhere ? other : NULL, tag);
	rte_cryptodev_sym_session_free(dev, s);
	TC_EXPECT(c.done == 1 && c.status == 0, "status %d, %u done", c.status, c.done);
	TC_EXPECT(memcmp(tag, want, sizeof(tag)) == 0, "tag not computed under vec->iv");
	return 0;
}

struct iv_null_case {
	const char *name;
	enum rte_crypto_sym_xform_type type;
	int algo;
	uint16_t key_len;
	uint16_t iv_len;
	unsigned int calls;	/* CBC: the second call takes the steered path */
};

static const struct iv_null_case iv_null_cases[] = {
	{ "aes-ctr/iv-12", RTE_CRYPTO_SYM_XFORM_CIPHER, RTE_CRYPTO_CIPHER_AES_CTR, 16, 12, 1 },
	{ "aes-ctr/iv-16", RTE_CRYPTO_SYM_XFORM_CIPHER, RTE_CRYPTO_CIPHER_AES_CTR, 16, 16, 1 },
	{ "3des-ctr", RTE_CRYPTO_SYM_XFORM_CIPHER, RTE_CRYPTO_CIPHER_3DES_CTR, 24, 8, 1 },
	{ "aes-xts-128", RTE_CRYPTO_SYM_XFORM_CIPHER, RTE_CRYPTO_CIPHER_AES_XTS, 32, 16, 1 },
	{ "aes-cbc-128", RTE_CRYPTO_SYM_XFORM_CIPHER, RTE_CRYPTO_CIPHER_AES_CBC, 16, 16, 2 },
	{ "aes-gcm-128", RTE_CRYPTO_SYM_XFORM_AEAD, RTE_CRYPTO_AEAD_AES_GCM, 16, 12, 1 },
	{ "aes-gmac-128", RTE_CRYPTO_SYM_XFORM_AUTH, RTE_CRYPTO_AUTH_AES_GMAC, 16, 12, 1 },
};

static struct rte_crypto_sym_xform
xform_of(const struct iv_null_case *t)
{
	struct rte_crypto_sym_xform x = { .type = t->type };

	if (t->type == RTE_CRYPTO_SYM_XFORM_CIPHER)
		x.cipher = (struct rte_crypto_cipher_xform){ .algo = t->algo,
			.op = RTE_CRYPTO_CIPHER_OP_ENCRYPT, .key = { key64, t->key_len },
			.iv = { TC_IV_OFFSET, t->iv_len } };
	else if (t->type == RTE_CRYPTO_SYM_XFORM_AEAD)
		x.aead = (struct rte_crypto_aead_xform){ .algo = t->algo,
			.op = RTE_CRYPTO_AEAD_OP_ENCRYPT, .key = { key64, t->key_len },
			.iv = { TC_IV_OFFSET, t->iv_len }, .digest_length = 16 };
	else
		x.auth = (struct rte_crypto_auth_xform){ .algo = t->algo,
			.op = RTE_CRYPTO_AUTH_OP_GENERATE, .key = { key64, t->key_len },
			.iv = { TC_IV_OFFSET, t->iv_len }, .digest_length = 16 };
	return x;
}

/* No IV where the session needs one: EINVAL, nothing processed, the buffer untouched. */
static int
iv_null(uint8_t dev, const struct iv_null_case *t, char *why, size_t wn)
{
	struct rte_crypto_sym_xform x = xform_of(t);
	uint8_t data[REG_DATA], before[REG_DATA], tag[16];
	struct cpu_one c;
	unsigned int i;
	void *s;
	int err;

	memset(data, 0x17, sizeof(data));
	memcpy(before, data, sizeof(data));
	s = reg_session(dev, &x, &err);
	TC_EXPECT(s != NULL, "session refused: %s", strerror(err));
	for (i = 0; i < t->calls; i++) {
		cpu_call(dev, s, &c, data, sizeof(data), NULL, NULL, tag);
		if (c.done != 0 || c.status != EINVAL)
			break;
	}
	rte_cryptodev_sym_session_free(dev, s);
	TC_EXPECT(i == t->calls, "call %u: status %d, %u done; want EINVAL", i + 1, c.status,
			c.done);
	TC_EXPECT(memcmp(data, before, sizeof(data)) == 0, "the buffer was changed");
	return 0;
}

/* A crypto_null session given to this driver's CPU crypto entry. */
static int
foreign_session(uint8_t dev, char *why, size_t wn)
{
	struct rte_crypto_sym_xform x = {
		.type = RTE_CRYPTO_SYM_XFORM_CIPHER,
		.cipher = { .algo = RTE_CRYPTO_CIPHER_NULL, .op = RTE_CRYPTO_CIPHER_OP_ENCRYPT },
	};
	uint8_t data[REG_DATA], iv[16] = { 0 };
	struct cpu_one c;
	uint8_t nd;
	void *s;
	int err;

	TC_EXPECT(tc_vdev_create(NULL_VDEV, NULL, &nd) == 0, "cannot create %s", NULL_VDEV);
	if (tc_dev_configure(nd, 1, 64, NULL) != 0) {
		tc_vdev_remove(NULL_VDEV, nd);
		TC_EXPECT(false, "cannot configure %s", NULL_VDEV);
	}
	s = reg_session(nd, &x, &err);
	if (s != NULL)
		cpu_call(dev, s, &c, data, sizeof(data), iv, NULL, NULL);
	if (s != NULL)
		rte_cryptodev_sym_session_free(nd, s);
	tc_vdev_remove(NULL_VDEV, nd);
	TC_EXPECT(s != NULL, "crypto_null session refused: %s", strerror(err));
	TC_EXPECT(c.done == 0 && c.status == EINVAL, "status %d, %u done; want EINVAL", c.status,
			c.done);
	return 0;
}

/*
 * librte_ipsec's CPU crypto path leaves vec->dest_sgl uninitialised (stack
 * garbage): a device without cpu_oop=1 must work in place and never read it.
 */
static int
dest_sgl_ignored(uint8_t dev, char *why, size_t wn)
{
	struct rte_crypto_sym_xform x = {
		.type = RTE_CRYPTO_SYM_XFORM_CIPHER,
		.cipher = { .algo = RTE_CRYPTO_CIPHER_AES_CTR, .op = RTE_CRYPTO_CIPHER_OP_ENCRYPT,
			.key = { key64, 16 }, .iv = { TC_IV_OFFSET, 16 } },
	};
	uint8_t iv[16] = "dest_sgl ignore", data[REG_DATA], want[REG_DATA];
	struct rte_crypto_vec seg = { .base = data, .len = sizeof(data) };
	struct rte_crypto_sgl sgl = { .vec = &seg, .num = 1 };
	struct rte_crypto_va_iova_ptr ivp = { .va = iv };
	int32_t status = -1;
	struct rte_crypto_sym_vec vec = { .num = 1, .src_sgl = &sgl, .iv = &ivp,
		.status = &status,
		.dest_sgl = (struct rte_crypto_sgl *)(uintptr_t)0xdead0000 };
	uint32_t done;
	void *s;
	int err;

	memset(data, 0x5a, sizeof(data));
	TC_EXPECT(tc_ref_cipher_run(tc_ref_cipher_find(RTE_CRYPTO_CIPHER_AES_CTR, 16), key64,
			16, iv, 16, true, 0, data, want, sizeof(data)) == 0, "reference failed");
	s = reg_session(dev, &x, &err);
	TC_EXPECT(s != NULL, "session refused: %s", strerror(err));
	done = rte_cryptodev_sym_cpu_crypto_process(dev, s, (union rte_crypto_sym_ofs){ 0 },
			&vec);
	rte_cryptodev_sym_session_free(dev, s);
	TC_EXPECT(done == 1 && status == 0, "status %d, %u done", status, done);
	TC_EXPECT(memcmp(data, want, sizeof(data)) == 0, "not encrypted in place");
	return 0;
}

struct xts_thread {
	uint8_t dev;
	void *sess;
	uint8_t a[32];		/* one data unit in two vectors, apart in memory */
	uint8_t gap[16];
	uint8_t b[32];
	uint8_t iv[16];
	int32_t status;
	uint32_t done;
};

static int
xts_thread_run(void *arg)
{
	struct xts_thread *t = arg;
	struct rte_crypto_vec segs[2] = {
		{ .base = t->a, .len = sizeof(t->a) }, { .base = t->b, .len = sizeof(t->b) },
	};
	struct rte_crypto_sgl sgl = { .vec = segs, .num = 2 };
	struct rte_crypto_va_iova_ptr iv = { .va = t->iv };
	struct rte_crypto_sym_vec vec = { .num = 1, .src_sgl = &sgl, .iv = &iv,
		.status = &t->status };

	t->done = rte_cryptodev_sym_cpu_crypto_process(t->dev, t->sess,
			(union rte_crypto_sym_ofs){ .raw = 0 }, &vec);
	return 0;
}

/*
 * A thread that is not an EAL lcore has no lcore scratch buffer: a scattered
 * AES-XTS data unit must still be gathered and come out right.
 */
static int
non_eal_scattered_xts(uint8_t dev, char *why, size_t wn)
{
	struct rte_crypto_sym_xform x = {
		.type = RTE_CRYPTO_SYM_XFORM_CIPHER,
		.cipher = { .algo = RTE_CRYPTO_CIPHER_AES_XTS, .op = RTE_CRYPTO_CIPHER_OP_ENCRYPT,
			.key = { key64, 32 }, .iv = { TC_IV_OFFSET, 16 } },
	};
	struct xts_thread t = { .dev = dev, .status = -1 };
	uint8_t in[64], want[64];
	int err, rc;

	memset(t.iv, 0x3c, sizeof(t.iv));
	memset(t.a, 0x11, sizeof(t.a));
	memset(t.b, 0x22, sizeof(t.b));
	memcpy(in, t.a, 32);
	memcpy(in + 32, t.b, 32);
	TC_EXPECT(tc_ref_cipher_run(tc_ref_cipher_find(RTE_CRYPTO_CIPHER_AES_XTS, 32), key64, 32,
			t.iv, 16, true, 0, in, want, sizeof(in)) == 0, "reference failed");
	t.sess = reg_session(dev, &x, &err);
	TC_EXPECT(t.sess != NULL, "session refused: %s", strerror(err));
	rc = tc_thread_run(xts_thread_run, &t);
	rte_cryptodev_sym_session_free(dev, t.sess);
	TC_EXPECT(rc == 0, "cannot start a thread");
	TC_EXPECT(t.done == 1 && t.status == 0, "status %d, %u done", t.status, t.done);
	TC_EXPECT(memcmp(t.a, want, 32) == 0 && memcmp(t.b, want + 32, 32) == 0,
			"wrong ciphertext");
	return 0;
}

void
reg_cpu_cases(uint8_t dev)
{
	char name[96], why[WHY_LEN] = "";
	unsigned int i;

	tc_current("regress/cpu/aes-gmac/iv-in-vec-iv/no-auth-iv");
	tc_result("regress/cpu/aes-gmac/iv-in-vec-iv/no-auth-iv",
			gmac_iv(dev, false, why, sizeof(why)), why);
	tc_current("regress/cpu/aes-gmac/iv-in-vec-iv/auth-iv-elsewhere");
	tc_result("regress/cpu/aes-gmac/iv-in-vec-iv/auth-iv-elsewhere",
			gmac_iv(dev, true, why, sizeof(why)), why);
	for (i = 0; i < RTE_DIM(iv_null_cases); i++) {
		struct rte_crypto_sym_xform x = xform_of(&iv_null_cases[i]);

		snprintf(name, sizeof(name), "regress/cpu/%s/iv-null", iv_null_cases[i].name);
		if (xform_lacked(dev, &x, name))
			continue;
		tc_current(name);
		tc_result(name, iv_null(dev, &iv_null_cases[i], why, sizeof(why)), why);
	}
	tc_current("regress/cpu/non-eal-thread/scattered-xts");
	tc_result("regress/cpu/non-eal-thread/scattered-xts",
			non_eal_scattered_xts(dev, why, sizeof(why)), why);
	tc_current("regress/cpu/dest-sgl-garbage-ignored");
	tc_result("regress/cpu/dest-sgl-garbage-ignored", dest_sgl_ignored(dev, why,
			sizeof(why)), why);
	tc_current("regress/cpu/foreign-session");
	tc_result("regress/cpu/foreign-session", foreign_session(dev, why, sizeof(why)), why);
}
