/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TEST_ASYM_PQC_H
#define TEST_ASYM_PQC_H

/*
 * What the ML-KEM and ML-DSA families share (fam_mlkem.c, fam_mldsa.c,
 * pqc.c), where the API has them (asym_compat.h): numbers too large for
 * struct tc_bytes, the vectors' fields and the ops' parameters.
 */

#include <stdbool.h>
#include <stdint.h>

#include "asym.h"

#if ASYM_HAVE_PQC

#define OK	RTE_CRYPTO_OP_STATUS_SUCCESS
#define ARGS	RTE_CRYPTO_OP_STATUS_INVALID_ARGS
#define BIG_MAX	8192

struct big {
	size_t n;
	uint8_t d[BIG_MAX];
};

/* A hex field ("-": empty) into b; -1 if missing or malformed. */
int pqc_big_get(const struct vec *v, const char *key, struct big *out);
/* An input (length 0: NULL data). */
rte_crypto_param pqc_in(const struct big *x);
/* An output buffer of capacity cap (0: as large as the API says). */
rte_crypto_param pqc_out(struct big *x, size_t cap);
/* The parameter set of a vector: 1..3, or 0. */
int pqc_set_of(const struct vec *v, bool kem);
/* The transform of family type t with parameter set set (tc_asym_xform_of). */
struct rte_crypto_asym_xform pqc_xform(enum rte_crypto_asym_xform_type t, int set, bool det,
		bool prehash);
/* Sessions of family type t with parameter sets 0 and 4 (none): -EINVAL. */
void pqc_sets_refused(enum rte_crypto_asym_xform_type t, const char *name);
/* An op, its asymmetric part zeroed; the program ends if there is none. */
struct rte_crypto_op *pqc_op_get(void);
bool pqc_eq(const struct big *x, const struct big *y);
/* n random bytes. */
void pqc_fill(struct big *x, size_t n);

#endif /* ASYM_HAVE_PQC */

#endif /* TEST_ASYM_PQC_H */
