/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* The benchmark matrix as cryptodev transforms, and how an op is laid out. */

#include <stdio.h>
#include <string.h>

#include <rte_common.h>

#include "bench.h"

#define CIPHER(n, algo, op, key, iv, blk) \
	{ .name = n, .shape = SHAPE_CIPHER, .cipher = algo, .cipher_op = op, \
	  .cipher_key_len = key, .iv_len = iv, .block = blk }
#define AUTH(n, algo, key, digest) \
	{ .name = n, .shape = SHAPE_AUTH, .auth = algo, .auth_key_len = key, \
	  .digest_len = digest, .block = 1 }
#define AEAD(n, algo, op, key, iv, aad, digest) \
	{ .name = n, .shape = SHAPE_AEAD, .aead = algo, .aead_op = op, \
	  .cipher_key_len = key, .iv_len = iv, .aad_len = aad, .digest_len = digest, \
	  .block = 1 }

static const struct bench_algo algos[] = {
	CIPHER("aes-cbc-128-enc", RTE_CRYPTO_CIPHER_AES_CBC, RTE_CRYPTO_CIPHER_OP_ENCRYPT,
		16, 16, 16),
	CIPHER("aes-cbc-128-dec", RTE_CRYPTO_CIPHER_AES_CBC, RTE_CRYPTO_CIPHER_OP_DECRYPT,
		16, 16, 16),
	CIPHER("3des-ctr-enc", RTE_CRYPTO_CIPHER_3DES_CTR, RTE_CRYPTO_CIPHER_OP_ENCRYPT,
		24, 8, 1),
	AUTH("sha1-hmac-gen", RTE_CRYPTO_AUTH_SHA1_HMAC, 64, 20),
	AUTH("aes-cmac-gen", RTE_CRYPTO_AUTH_AES_CMAC, 16, 16),
	AEAD("aes-gcm-128-enc", RTE_CRYPTO_AEAD_AES_GCM, RTE_CRYPTO_AEAD_OP_ENCRYPT,
		16, 12, 16, 16),
	AEAD("aes-gcm-128-dec", RTE_CRYPTO_AEAD_AES_GCM, RTE_CRYPTO_AEAD_OP_DECRYPT,
		16, 12, 16, 16),
	{ .name = "aes-cbc-128-sha1-hmac", .shape = SHAPE_CHAIN,
	  .cipher = RTE_CRYPTO_CIPHER_AES_CBC, .cipher_op = RTE_CRYPTO_CIPHER_OP_ENCRYPT,
	  .cipher_key_len = 16, .iv_len = 16, .auth = RTE_CRYPTO_AUTH_SHA1_HMAC,
	  .auth_key_len = 64, .digest_len = 20, .block = 16 },
	/* the framework's own cost, on crypto_null */
	CIPHER("null-cipher", RTE_CRYPTO_CIPHER_NULL, RTE_CRYPTO_CIPHER_OP_ENCRYPT, 0, 0, 1),
	AUTH("null-auth", RTE_CRYPTO_AUTH_NULL, 0, 0),
	{ .name = "null-chain", .shape = SHAPE_CHAIN,
	  .cipher = RTE_CRYPTO_CIPHER_NULL, .cipher_op = RTE_CRYPTO_CIPHER_OP_ENCRYPT,
	  .auth = RTE_CRYPTO_AUTH_NULL, .block = 1 },
};

static const uint8_t key_bytes[64] = {
	0x2b, 0x7e, 0x15, 0x16, 0x28, 0xae, 0xd2, 0xa6, 0xab, 0xf7, 0x15, 0x88,
	0x09, 0xcf, 0x4f, 0x3c, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef,
	0x10, 0x32, 0x54, 0x76, 0x98, 0xba, 0xdc, 0xfe, 0x55, 0xaa, 0x55, 0xaa,
	0x0f, 0x1e, 0x2d, 0x3c, 0x4b, 0x5a, 0x69, 0x78, 0x87, 0x96, 0xa5, 0xb4,
	0xc3, 0xd2, 0xe1, 0xf0, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88,
	0x99, 0xaa, 0xbb, 0xcc,
};

const struct bench_algo *
bench_algo_find(const char *name)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(algos); i++)
		if (strcmp(algos[i].name, name) == 0)
			return &algos[i];
	return NULL;
}

void
bench_algo_list(void)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(algos); i++)
		printf("%s\n", algos[i].name);
}

static int
check_cipher(uint8_t dev_id, const struct bench_algo *a)
{
	const struct rte_cryptodev_symmetric_capability *cap;
	struct rte_cryptodev_sym_capability_idx idx = {
		.type = RTE_CRYPTO_SYM_XFORM_CIPHER,
		.algo.cipher = a->cipher,
	};

	cap = rte_cryptodev_sym_capability_get(dev_id, &idx);
	return cap == NULL ? -1 :
		rte_cryptodev_sym_capability_check_cipher(cap, a->cipher_key_len, a->iv_len);
}

static int
check_auth(uint8_t dev_id, const struct bench_algo *a)
{
	const struct rte_cryptodev_symmetric_capability *cap;
	struct rte_cryptodev_sym_capability_idx idx = {
		.type = RTE_CRYPTO_SYM_XFORM_AUTH,
		.algo.auth = a->auth,
	};

	cap = rte_cryptodev_sym_capability_get(dev_id, &idx);
	return cap == NULL ? -1 :
		rte_cryptodev_sym_capability_check_auth(cap, a->auth_key_len, a->digest_len, 0);
}

static int
check_aead(uint8_t dev_id, const struct bench_algo *a)
{
	const struct rte_cryptodev_symmetric_capability *cap;
	struct rte_cryptodev_sym_capability_idx idx = {
		.type = RTE_CRYPTO_SYM_XFORM_AEAD,
		.algo.aead = a->aead,
	};

	cap = rte_cryptodev_sym_capability_get(dev_id, &idx);
	return cap == NULL ? -1 :
		rte_cryptodev_sym_capability_check_aead(cap, a->cipher_key_len,
			a->digest_len, a->aad_len, a->iv_len);
}

/* 0 when the device advertises everything the algorithm needs */
int
bench_algo_supported(uint8_t dev_id, const struct bench_algo *a)
{
	switch (a->shape) {
	case SHAPE_CIPHER:
		return check_cipher(dev_id, a);
	case SHAPE_AUTH:
		return check_auth(dev_id, a);
	case SHAPE_CHAIN:
		return check_cipher(dev_id, a) == 0 ? check_auth(dev_id, a) : -1;
	case SHAPE_AEAD:
		return check_aead(dev_id, a);
	}
	return -1;
}

static void
fill_cipher(struct rte_crypto_sym_xform *x, const struct bench_algo *a)
{
	x->type = RTE_CRYPTO_SYM_XFORM_CIPHER;
	x->cipher.algo = a->cipher;
	x->cipher.op = a->cipher_op;
	x->cipher.key.data = key_bytes;
	x->cipher.key.length = a->cipher_key_len;
	x->cipher.iv.offset = BENCH_IV_OFFSET;
	x->cipher.iv.length = a->iv_len;
}

static void
fill_auth(struct rte_crypto_sym_xform *x, const struct bench_algo *a)
{
	x->type = RTE_CRYPTO_SYM_XFORM_AUTH;
	x->auth.algo = a->auth;
	x->auth.op = RTE_CRYPTO_AUTH_OP_GENERATE;
	x->auth.key.data = key_bytes;
	x->auth.key.length = a->auth_key_len;
	x->auth.digest_length = a->digest_len;
}

static void
fill_aead(struct rte_crypto_sym_xform *x, const struct bench_algo *a)
{
	x->type = RTE_CRYPTO_SYM_XFORM_AEAD;
	x->aead.algo = a->aead;
	x->aead.op = a->aead_op;
	x->aead.key.data = key_bytes;
	x->aead.key.length = a->cipher_key_len;
	x->aead.iv.offset = BENCH_IV_OFFSET;
	x->aead.iv.length = a->iv_len;
	x->aead.digest_length = a->digest_len;
	x->aead.aad_length = a->aad_len;
}

void *
bench_session_create(uint8_t dev_id, const struct bench_algo *a, struct rte_mempool *pool)
{
	struct rte_crypto_sym_xform x[2];

	memset(x, 0, sizeof(x));
	switch (a->shape) {
	case SHAPE_CIPHER:
		fill_cipher(&x[0], a);
		break;
	case SHAPE_AUTH:
		fill_auth(&x[0], a);
		break;
	case SHAPE_CHAIN:
		fill_cipher(&x[0], a);
		fill_auth(&x[1], a);
		x[0].next = &x[1];
		break;
	case SHAPE_AEAD:
		fill_aead(&x[0], a);
		break;
	}
	return rte_cryptodev_sym_session_create(dev_id, x, pool);
}

/* Lay an op out over a fresh mbuf: data [0, len), digest right after it. */
void
bench_op_prepare(struct rte_crypto_op *op, struct rte_mbuf *m, const struct bench_algo *a,
	uint32_t len)
{
	struct rte_crypto_sym_op *sym = op->sym;
	uint8_t *iv = rte_crypto_op_ctod_offset(op, uint8_t *, BENCH_IV_OFFSET);
	uint8_t *aad = rte_crypto_op_ctod_offset(op, uint8_t *, BENCH_AAD_OFFSET);

	rte_pktmbuf_reset(m);
	rte_pktmbuf_append(m, len + BENCH_DIGEST_ROOM);
	op->status = RTE_CRYPTO_OP_STATUS_NOT_PROCESSED;
	sym->m_src = m;
	sym->m_dst = NULL;
	memset(iv, 0xa5, 32);
	memset(aad, 0x5a, 32);
	if (a->shape == SHAPE_AEAD) {
		sym->aead.data.offset = 0;
		sym->aead.data.length = len;
		sym->aead.digest.data = rte_pktmbuf_mtod_offset(m, uint8_t *, len);
		sym->aead.digest.phys_addr = rte_pktmbuf_iova_offset(m, len);
		sym->aead.aad.data = aad;
		sym->aead.aad.phys_addr = rte_crypto_op_ctophys_offset(op, BENCH_AAD_OFFSET);
		return;
	}
	sym->cipher.data.offset = 0;
	sym->cipher.data.length = len;
	sym->auth.data.offset = 0;
	sym->auth.data.length = len;
	sym->auth.digest.data = rte_pktmbuf_mtod_offset(m, uint8_t *, len);
	sym->auth.digest.phys_addr = rte_pktmbuf_iova_offset(m, len);
}
