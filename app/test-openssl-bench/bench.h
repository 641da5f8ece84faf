/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef BENCH_H
#define BENCH_H

#include <stdint.h>

#include <rte_crypto.h>
#include <rte_cryptodev.h>
#include <rte_mbuf.h>

#define BENCH_MAX_WORKERS RTE_MAX_LCORE
#define BENCH_MAX_BURST 128
#define BENCH_DIGEST_ROOM 64

/* op private area, right after the symmetric op: IV, then AAD */
#define BENCH_IV_OFFSET (sizeof(struct rte_crypto_op) + sizeof(struct rte_crypto_sym_op))
#define BENCH_AAD_OFFSET (BENCH_IV_OFFSET + 32)
#define BENCH_OP_PRIV 64

enum bench_shape {
	SHAPE_CIPHER,
	SHAPE_AUTH,
	SHAPE_CHAIN,	/* cipher, then auth over the cipher's output */
	SHAPE_AEAD,
};

/* One algorithm of the matrix (the same parameters as devtools/bench.sh's
 * dpdk-test-crypto-perf cases).
 */
struct bench_algo {
	const char *name;
	enum bench_shape shape;
	enum rte_crypto_cipher_algorithm cipher;
	enum rte_crypto_cipher_operation cipher_op;
	uint16_t cipher_key_len;
	uint16_t iv_len;
	enum rte_crypto_auth_algorithm auth;
	uint16_t auth_key_len;
	uint16_t digest_len;
	enum rte_crypto_aead_algorithm aead;
	enum rte_crypto_aead_operation aead_op;
	uint16_t aad_len;
	uint16_t block;		/* data length must be a multiple of this (1: any) */
};

const struct bench_algo *bench_algo_find(const char *name);
void bench_algo_list(void);
int bench_algo_supported(uint8_t dev_id, const struct bench_algo *a);
void *bench_session_create(uint8_t dev_id, const struct bench_algo *a,
		struct rte_mempool *pool);
void bench_op_prepare(struct rte_crypto_op *op, struct rte_mbuf *m,
		const struct bench_algo *a, uint32_t len);

/* the run phases the main lcore steps the workers through */
enum bench_phase {
	PHASE_WARMUP,
	PHASE_MEASURE,
	PHASE_STOP,
};

struct bench_worker {
	unsigned int lcore;
	uint8_t dev_id;
	uint16_t qp_id;
	uint16_t burst;
	uint32_t nb_ops;		/* ops owned by this worker (power of 2) */
	struct rte_crypto_op **ring;	/* FIFO of the ops not in flight */
	uint64_t target;		/* op-count mode: ops to run, 0 = timed */
	const volatile int *phase;
	/* results */
	uint64_t ops;			/* dequeued in the measured window */
	uint64_t cycles;		/* TSC cycles of the measured window */
	uint64_t failed;		/* status other than success/auth failed */
	uint64_t auth_failed;
	uint64_t lost;			/* in flight when the drain gave up */
	volatile int done;
};

int bench_worker_main(void *arg);

#endif /* BENCH_H */
