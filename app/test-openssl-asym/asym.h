/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TEST_ASYM_H
#define TEST_ASYM_H

/*
 * dpdk-test-openssl-asym: the asymmetric side of the crypto_openssl PMD
 * through the public cryptodev API, on the test library (devices and pools,
 * checks and their counts, the random generator, and the reference model's
 * asymmetric side, tc_ref_asym.h: the same computations made with OpenSSL
 * directly). env.c: sessions, one op at a time; report.c: per-algorithm
 * tallies; vec.c: the vector file vectors.py writes; one file per family
 * (fam.h) and one per suite, a loop over the families.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <rte_crypto.h>
#include <rte_cryptodev.h>

#include <tc_dev.h>
#include <tc_ref_asym.h>
#include <tc_report.h>
#include <tc_rng.h>
#include <tc_suite.h>

#include "asym_compat.h"

#define MAX_DEVS	4

static inline rte_crypto_param
prm(struct tc_bytes *b)
{
	rte_crypto_param p = { .data = b->d, .length = b->n };

	return p;
}

/* env.c */
struct env {
	uint8_t devs[MAX_DEVS];
	unsigned int nb_devs;
	uint16_t nb_qps;
	struct tc_pools pools;	/* asym_op, asym_sess */
	double seconds;
	uint64_t seed;
	struct tc_rng rng;
	const char *vectors;	/* the kat suite's vector file */
	bool verbose;
	bool quick;	/* smaller keys and fewer sizes (valgrind, sanitizers) */
};
extern struct env env;

int env_init(void);
/* A session on dev, or NULL with *ret the error. */
void *sess_new(uint8_t dev, struct rte_crypto_asym_xform *x, int *ret);
void sess_free(uint8_t dev, void *sess);
struct rte_crypto_op *op_new(void);
/* One op with a session (sess) or sessionless (sess NULL: xform x) on dev/qp: its status. */
uint8_t op_run(uint8_t dev, uint16_t qp, struct rte_crypto_op *op, void *sess,
		struct rte_crypto_asym_xform *x);
/* A session on dev 0, one op on qp 0, the session freed: the op's status or 0xff (no session). */
#define NO_SESSION	0xff
uint8_t op_once(struct rte_crypto_asym_xform *x, struct rte_crypto_op *op, bool sessionless);

/* report.c */
/* A counter of checks per label (KAT counts per algorithm). */
void tally(const char *label, bool ok);
void tally_print(void);
/* Bytes as hex into a static buffer (diagnostics). */
const char *hex(const uint8_t *d, size_t n);
/* Equal as numbers (leading zeros ignored). */
bool num_eq(const uint8_t *a, size_t na, const uint8_t *b, size_t nb);

/* vec.c */
#define VEC_MAX_FIELDS	16
struct vec {
	char kind[16];
	unsigned int nb;
	char *key[VEC_MAX_FIELDS];
	char *val[VEC_MAX_FIELDS];
};
int vec_open(const char *path);
/* The next vector of this kind (NULL kind: any); 0, or -1 at the end. */
int vec_next(struct vec *v, const char *kind);
void vec_rewind(void);
const char *vec_str(const struct vec *v, const char *key);
/* A hex field into d (cap bytes), its length in *len; -1 if missing or too long. */
int vec_hex(const struct vec *v, const char *key, uint8_t *d, size_t cap, size_t *len);
/* A hex field into b; -1 if missing or too long. */
int vec_get(const struct vec *v, const char *key, struct tc_bytes *b);
int vec_int(const struct vec *v, const char *key);

void env_fini(void);

/* suites: one a file, each registered with TC_SUITE (tc_suite.h) */

#endif /* TEST_ASYM_H */
