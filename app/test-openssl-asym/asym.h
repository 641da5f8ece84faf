/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TEST_ASYM_H
#define TEST_ASYM_H

/*
 * dpdk-test-openssl-asym: the asymmetric side of the crypto_openssl PMD
 * through the public cryptodev API. env.c: devices, pools, sessions, one op
 * at a time; report.c: counted checks; vec.c: the vector file vectors.py
 * writes; ref.c: the same computations made with OpenSSL directly; one file
 * per suite.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <rte_crypto.h>
#include <rte_cryptodev.h>

#define MAX_DEVS	4
#define BN_MAX		1100	/* bytes of the largest number (8192 bits and room) */

/* A big-endian number or byte string. */
struct bytes {
	size_t n;
	uint8_t d[BN_MAX];
};

static inline rte_crypto_param
prm(struct bytes *b)
{
	rte_crypto_param p = { .data = b->d, .length = b->n };

	return p;
}

/* env.c */
struct env {
	uint8_t devs[MAX_DEVS];
	unsigned int nb_devs;
	uint16_t nb_qps;
	struct rte_mempool *op_pool;
	struct rte_mempool *sess_pool;
	unsigned int seconds;
	uint64_t seed;
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
void check(bool ok, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
unsigned int nb_passed(void);
unsigned int nb_failed(void);
/* A counter of checks per label (KAT counts per algorithm). */
void tally(const char *label, bool ok);
void tally_print(void);
/* Bytes as hex into a static buffer (diagnostics). */
const char *hex(const uint8_t *d, size_t n);
/* Equal as numbers (leading zeros ignored). */
bool num_eq(const uint8_t *a, size_t na, const uint8_t *b, size_t nb);
uint64_t rng_next(void);
void rng_bytes(uint8_t *d, size_t n);

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
/* A hex field into b; -1 if missing or too long. */
int vec_get(const struct vec *v, const char *key, struct bytes *b);
int vec_int(const struct vec *v, const char *key);

/* ref.c: OpenSSL called directly */
enum rte_crypto_auth_algorithm ref_hash(const char *name);
const char *ref_hash_name(enum rte_crypto_auth_algorithm h);
int ref_modexp(const struct bytes *b, const struct bytes *e, const struct bytes *m,
		struct bytes *r);
int ref_modinv(const struct bytes *b, const struct bytes *m, struct bytes *r);
/* RSA with OpenSSL: verify (pad: RTE_CRYPTO_RSA_PADDING_*) and encrypt. */
struct ref_rsa {
	struct bytes n, e, d;
};
int ref_rsa_verify(const struct ref_rsa *k, int pad, int hash, int saltlen,
		const struct bytes *msg, const struct bytes *sig);
int ref_rsa_encrypt(const struct ref_rsa *k, int pad, int hash, const struct bytes *msg,
		struct bytes *ct);
int ref_rsa_decrypt(const struct ref_rsa *k, int pad, int hash, const struct bytes *ct,
		struct bytes *msg);
int ref_ecdsa_verify(const char *curve, const struct bytes *qx, const struct bytes *qy,
		const struct bytes *msg, const struct bytes *r, const struct bytes *s);
int ref_dsa_verify(const struct bytes *p, const struct bytes *q, const struct bytes *g,
		const struct bytes *y, const struct bytes *msg, const struct bytes *r,
		const struct bytes *s);
/* r = k * (x, y) on the curve; -1 if the point is not on it. */
int ref_ecpm(const char *curve, const struct bytes *x, const struct bytes *y,
		const struct bytes *k, struct bytes *rx, struct bytes *ry);
/* A fresh key pair on the curve: d, and Q = (qx, qy), padded. */
int ref_ec_keygen(const char *curve, struct bytes *d, struct bytes *qx, struct bytes *qy);
/* A fresh RSA key (bits), with its quintuple. */
struct ref_rsa_full {
	struct ref_rsa k;
	struct bytes p, q, dp, dq, qinv;
};
int ref_rsa_keygen(unsigned int bits, struct ref_rsa_full *k);
enum rte_crypto_curve_id ref_curve_id(const char *curve);
const char *ref_curve_name(enum rte_crypto_curve_id id);
/* A random number below m (nonzero when nonzero), length of m. */
int ref_rand_below(const struct bytes *m, struct bytes *r);

/* A DSA domain (p, q, g) from OpenSSL's parameter generation. */
int ref_dsa_params(unsigned int pbits, unsigned int qbits, struct bytes *p, struct bytes *q,
		struct bytes *g);
/* RFC 3526 2048-bit MODP group (generator 2). */
void ref_dh_group(struct bytes *p, struct bytes *g);

void env_fini(void);

/* suites */
int suite_kat(const char *vectors);
int suite_functional(void);
int suite_badinput(void);
int suite_concurrency(void);

#endif /* TEST_ASYM_H */
