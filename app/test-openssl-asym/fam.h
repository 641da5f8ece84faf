/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TEST_ASYM_FAM_H
#define TEST_ASYM_FAM_H

/*
 * The asymmetric families, one file each (fam_rsa.c ...), each giving its
 * rows of every suite through one descriptor; the suites (suite_*.c) are
 * loops over the table of fam.c. A family's transforms come from the test
 * library's one builder (tc_asym_xform_of, tc_asym.h), its references from
 * the reference model (tc_ref_asym.h). Adding a family: its fam_NAME.c, its
 * row in fam.c (in pqc_families for the pqc suite), its line in meson.build.
 */

#include <stdbool.h>
#include <stdint.h>

#include <tc_asym.h>

#include "asym.h"

/* A kind of known-answer vector (vectors.py writes the kind) and its run. */
struct fam_kat {
	const char *kind;
	void (*run)(const struct vec *v);
};

/*
 * An op the concurrency suite runs on one shared session from two lcores
 * at once, on two queue pairs and on two devices.
 */
struct fam_conc {
	const char *name;
	/* the session's transform and the answer the ops must give: 0 or -1 */
	int (*prepare)(struct rte_crypto_asym_xform *xf);
	/* with the session made (a signature from the PMD, checked), op to use: 0 or -1 */
	int (*answer)(void *sess, struct rte_crypto_op *op);
	/* one op (reset) on (dev, qp): the known answer? out: room of two numbers */
	bool (*run)(uint8_t dev, uint16_t qp, struct rte_crypto_op *op, void *sess,
			uint8_t (*out)[TC_BN_MAX]);
};

/* A family: the rows are written positionally, in this order. */
struct family {
	const char *name;
	enum rte_crypto_asym_xform_type type;	/* tc_asym_xform_of builds it */
	const struct fam_kat *kat;	/* ends with a NULL kind; NULL: none */
	void (*kat_more)(void);		/* known answers not from the vector file */
	void (*functional)(void);
	void (*badinput)(void);
	const struct fam_conc *conc;	/* NULL: none */
	void (*conc_more)(void);	/* a concurrency case of its own */
};

/* fam.c: the table */
extern const struct family *const families[];
extern const unsigned int nb_families;

/*
 * The pqc suite's table: ML-KEM and ML-DSA where the API has them, run by
 * that suite alone where the device advertises them.
 */
extern const struct family *const pqc_families[];
extern const unsigned int nb_pqc_families;

/* The run of a vector kind among the families of a table, or NULL. */
const struct fam_kat *fam_kat_in(const struct family *const *t, unsigned int nb,
		const char *kind);
/* The same in the table of the families (not the pqc suite's). */
const struct fam_kat *fam_kat_of(const char *kind);
/* The family (of the table) whose vector kind it is, or NULL. */
const struct family *fam_of_kind(const char *kind);
/* A random number of len bytes (env.rng) with its top byte nonzero; odd if asked. */
void fam_rand_num(struct tc_bytes *x, size_t len, bool odd);

/*
 * A fam_conc run's op whose answer is one number: its output set to buf
 * (length bytes), the op run on (dev, qp); true when it gave want.
 */
bool fam_conc_number(uint8_t dev, uint16_t qp, struct rte_crypto_op *op, void *sess,
		rte_crypto_param *out, uint8_t *buf, const uint8_t *want, size_t length);

/* The transform of an EC family on curve id, without keys. */
void fam_ec_xform(struct rte_crypto_asym_xform *xf, enum rte_crypto_asym_xform_type type,
		enum rte_crypto_curve_id id);
/* A session of an EC family on curve id must be refused with -ENOTSUP. */
void fam_curve_refused(enum rte_crypto_asym_xform_type type, enum rte_crypto_curve_id id,
		const char *what);
/* One op of an EC family on curve id, keys in the op: on a session made for it. */
uint8_t fam_ec_once(enum rte_crypto_asym_xform_type type, enum rte_crypto_curve_id id,
		struct rte_crypto_op *op);

/*
 * A signature op whose outputs are the fields pr and ps: given the rooms r
 * and sg, run on session s (NULL: sessionless, xf) on device 0, queue pair
 * 0; r and sg get the lengths written, the op is freed. Its status.
 */
uint8_t fam_run_rs(struct rte_crypto_op *op, void *s, struct rte_crypto_asym_xform *xf,
		rte_crypto_param *pr, rte_crypto_param *ps, struct tc_bytes *r,
		struct tc_bytes *sg);
/* Outputs r and s into a and b, as large as any number (TC_BN_MAX). */
void fam_rs_room(rte_crypto_param *r, rte_crypto_param *s, struct tc_bytes *a,
		struct tc_bytes *b);
/*
 * The verdict on a signature made with a vector's k (name: its vectors,
 * label: its tally), status st and outputs pr and ps: 1 when they are the
 * vector's r and s, 0 when not (both tallied), -1 when a restricted device
 * refused the op's own k (its provider draws k): lacked, not counted.
 * Called before the op is freed.
 */
int fam_rs_with_k(uint8_t st, const rte_crypto_param *pr, const rte_crypto_param *ps,
		const struct tc_bytes *r, const struct tc_bytes *s, const char *name,
		const char *label);
/* fn(curve, sessionless) on each NIST curve, with a session then sessionless. */
void fam_nist_curves(void (*fn)(enum rte_crypto_curve_id id, bool sl));

/*
 * Does device 0 advertise transform type t and, modlen > 0, RSA or DSA keys
 * of modlen bytes (a FIPS device: not under 2048 bits)? Asked of a
 * restricted device only (fam_restricted): a default one has everything,
 * what it refuses fails the cases.
 */
bool fam_dev_has(enum rte_crypto_asym_xform_type t, size_t modlen);
/* The same; if not, a line SKIP[provider-lacks] what, and false: not run, not counted. */
bool fam_dev_runs(enum rte_crypto_asym_xform_type t, size_t modlen, const char *what);
/* Does the suite run family f (fam_dev_runs on its type)? */
bool fam_runs(const struct family *f, const char *suite);
/* Is device 0 restricted (--pmd-devargs: its providers, query or configuration)? */
bool fam_restricted(void);
/*
 * Does device 0 make sessions of type t on curve id? A restricted device
 * that refuses them (-ENOTSUP) lacks the curve; any other device has it
 * (what it refuses then fails the cases).
 */
bool fam_curve_has(enum rte_crypto_asym_xform_type t, enum rte_crypto_curve_id id);
/* An item not run, the device lacking it: counted by what, one SKIP line each. */
void fam_lacked(const char *what);
/* The SKIP[provider-lacks] lines of the items not run, the counts reset. */
void fam_lacked_print(void);

#endif /* TEST_ASYM_FAM_H */
