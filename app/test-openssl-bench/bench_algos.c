/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* The benchmark matrix (bench_matrix.h) as cryptodev transforms, and an op's layout. */

#include <stdio.h>
#include <string.h>

#include <rte_common.h>

#include <tc_xform.h>

#include "bench.h"

/* the matrix writes NONE for an algorithm a row does not use */
#define RTE_CRYPTO_CIPHER_NONE 0
#define RTE_CRYPTO_AUTH_NONE 0
#define RTE_CRYPTO_AEAD_NONE 0

#define BENCH_ROW(n, shp, c, op, key, ivl, a, akey, dig, ae, aadl, blk) { \
	.name = (n), .shape = SHAPE_ ## shp, .cipher = RTE_CRYPTO_CIPHER_ ## c, \
	.cipher_op = RTE_CRYPTO_CIPHER_OP_ ## op, .cipher_key_len = (key), .iv_len = (ivl), \
	.auth = RTE_CRYPTO_AUTH_ ## a, .auth_key_len = (akey), .digest_len = (dig), \
	.aead = RTE_CRYPTO_AEAD_ ## ae, .aead_op = RTE_CRYPTO_AEAD_OP_ ## op, \
	.aad_len = (aadl), .block = (blk) },

static const struct bench_algo algos[] = {
#include <bench_matrix.h>
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

static void
xforms_of(const struct bench_algo *a, struct rte_crypto_sym_xform *x)
{
	static const enum tc_chain chains[] = {
		[SHAPE_CIPHER] = TC_CH_CIPHER,
		[SHAPE_AUTH] = TC_CH_AUTH,
		[SHAPE_CHAIN] = TC_CH_ENC_GEN,
		[SHAPE_AEAD] = TC_CH_AEAD,
	};
	const struct tc_xform_params p = {
		.chain = chains[a->shape],
		.encrypt = a->shape == SHAPE_AEAD ? a->aead_op == RTE_CRYPTO_AEAD_OP_ENCRYPT :
			a->cipher_op == RTE_CRYPTO_CIPHER_OP_ENCRYPT,
		.cipher_algo = a->shape == SHAPE_AEAD ? (int)a->aead : (int)a->cipher,
		.auth_algo = a->auth,
		.key = key_bytes,
		.key_len = a->cipher_key_len,
		.auth_key = key_bytes,
		.auth_key_len = a->auth_key_len,
		.iv_offset = BENCH_IV_OFFSET,
		.iv_len = a->iv_len,
		.digest_len = a->digest_len,
		.aad_len = a->aad_len,
	};

	tc_xform_build(&p, x);
}

/* 0 when the device advertises everything the algorithm needs */
int
bench_algo_supported(uint8_t dev_id, const struct bench_algo *a)
{
	struct rte_crypto_sym_xform x[2];

	xforms_of(a, x);
	return tc_xform_supported(dev_id, x) ? 0 : -1;
}

void *
bench_session_create(uint8_t dev_id, const struct bench_algo *a, struct rte_mempool *pool)
{
	struct rte_crypto_sym_xform x[2];

	xforms_of(a, x);
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
