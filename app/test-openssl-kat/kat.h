/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef KAT_H
#define KAT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include <rte_crypto.h>
#include <rte_cryptodev.h>

#include <tc_dev.h>
#include <tc_job.h>

#define KAT_MAX_ALGOS 64
#define KAT_MAX_KEY 256		/* key lengths tracked for coverage */
#define KAT_MAX_DIGEST 256	/* SHAKE outputs up to 2000 bits in CAVP */
#define KAT_IV_AREA 256		/* op private area holding the IV */
#define KAT_IV_OFFSET TC_IV_OFFSET

/* vector flags (the flags field of the vector file) */
#define KAT_F_FAIL (1u << 0)	/* decrypt/verify must give AUTH_FAILED */
#define KAT_F_TRUNC (1u << 1)	/* also run each shorter advertised digest */

struct kat_buf {
	uint8_t *data;
	uint32_t len;
};

/* An algorithm of the vector file (DPDK's name, see kat_algo.c). */
struct kat_algo {
	char name[32];
	enum rte_crypto_sym_xform_type type;
	int id;			/* rte_crypto_{cipher,auth,aead}_algorithm */
	uint16_t iv_shift;	/* bytes before the IV in the op's IV area */
	uint16_t aad_shift;	/* bytes before the AAD in the AAD buffer */
};

/* What happened to the vectors of one algorithm. */
struct kat_stats {
	unsigned int passed;
	unsigned int failed;
	unsigned int not_advertised;
	unsigned int printed;
	bool ran;
	bool key_ran[KAT_MAX_KEY + 1];
};

struct kat_vec {
	unsigned int algo;	/* index into kat_algos */
	struct kat_buf key, iv, aad, in, out, tag;
	unsigned int flags;
	char *src;
	char *line;		/* storage of the fields above */
	uint64_t hash;		/* of the fields before src: the same vector, the same hash */
	bool repeat;		/* an earlier line of the file had the same fields */
};

/*
 * What the last line's counts stand for: each check (kat_result) is one
 * run, made on a distinct vector as given, at a shorter advertised digest
 * than the vector's (derived), or again for a line that repeats an earlier
 * one (NIST files list a vector under ENCRYPT and DECRYPT; every line runs
 * both ways anyway).
 */
struct kat_counts {
	unsigned int lines;	/* vector lines read */
	unsigned int distinct;	/* of them, lines with fields not seen before */
	unsigned int ran;	/* distinct vectors that ran (the others are not advertised) */
	unsigned int given;	/* runs of distinct vectors as given */
	unsigned int derived;	/* runs at a derived (shorter) digest length */
	unsigned int repeated;	/* runs of repeated lines */
};

/* One operation to run on the device. */
struct kat_job {
	const struct kat_algo *algo;
	struct rte_crypto_sym_xform xform;
	const struct kat_buf *data;	/* input; the output replaces it */
	const struct kat_buf *iv;
	const struct kat_buf *aad;	/* AEAD only */
	const uint8_t *digest_in;	/* verify/decrypt: digest to check */
	uint16_t digest_len;
	uint8_t *out;			/* data.len bytes of output */
	uint8_t digest_out[KAT_MAX_DIGEST];
};

struct kat_dev {
	uint8_t id;
	struct tc_pools pools;
	uint8_t *aad_buf;
	uint32_t max_data;
	unsigned int max_print;
};

/* kat_algo.c */
extern struct kat_algo kat_algos[];
extern unsigned int kat_nb_algos;
extern struct kat_stats kat_stats[];
extern struct kat_counts kat_counts;
extern bool kat_deriving;	/* runs now are at a derived digest length */
/* The algorithm of a vector-file name (added on first sight), or -1. */
int kat_algo_find(const char *name);
int kat_algo_find_cap(enum rte_crypto_sym_xform_type type, int id);
const struct rte_cryptodev_symmetric_capability *kat_algo_cap(const struct kat_dev *dev,
		const struct kat_algo *algo);
/* The transform of v's algorithm in one direction (auth: generate) and digest length. */
void kat_xform(const struct kat_vec *v, bool encrypt, uint16_t digest_len,
		struct rte_crypto_sym_xform *x);
void kat_result(const struct kat_dev *dev, const struct kat_vec *v, const char *what,
		bool ok);
void kat_not_advertised(const struct kat_vec *v);
void kat_ran(const struct kat_vec *v);

/* kat_vec.c */
int kat_vec_read(FILE *f, struct kat_vec *v);
void kat_vec_free(struct kat_vec *v);

/* kat_dev.c */
int kat_dev_open(struct kat_dev *dev, const char *name);
void kat_dev_close(struct kat_dev *dev);
int kat_dev_run(struct kat_dev *dev, struct kat_job *job);

/* kat_cipher.c, kat_auth.c, kat_aead.c */
void kat_cipher_run(struct kat_dev *dev, const struct kat_vec *v);
void kat_auth_run(struct kat_dev *dev, const struct kat_vec *v);
void kat_aead_run(struct kat_dev *dev, const struct kat_vec *v);

/* kat_cover.c */
unsigned int kat_cover_check(const struct kat_dev *dev);

#endif /* KAT_H */
