/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TEST_ASYM_BAD_H
#define TEST_ASYM_BAD_H

/*
 * Bad-input generators of the badinput suite, on the test library's
 * asymmetric forms (tc_asym.h): each a table with a row per family (or
 * curve), run by one engine. bad_run.c: what an input must give, as a
 * session and sessionless; bad_keys.c: every key form with one part
 * changed, and the private scalars at the edges of their range;
 * bad_points.c: EC coordinates at the edges of the field for each curve
 * and family; bad_sizes.c: non-keys at the largest advertised size, timed.
 */

#include <tc_asym.h>

#include "asym.h"

enum bad_want {
	WANT_OK,	/* session made; the op succeeds with the reference's result */
	WANT_REFUSED,	/* session create -EINVAL; sessionless INVALID_SESSION */
	WANT_ARGS,	/* the op: INVALID_ARGS */
	WANT_ERROR,	/* the op: ERROR */
};

const char *bad_want_name(enum bad_want w);
/* A session of xf must be refused with want (-EINVAL, -ENOTSUP). */
void bad_refused(struct rte_crypto_asym_xform *xf, int want, const char *what);
/* The input's private op, with a session and sessionless: as wanted? */
void bad_expect(struct tc_asym_in *in, enum bad_want want, const char *what);
/* A verify op of sig (ECDSA, DSA) with the input's public key, both ways. */
void bad_expect_verify(struct tc_asym_in *in, struct tc_asym_out *sig, enum bad_want want,
		const char *what);
/* A fresh input of the row's form, kept for the rows after it that share it. */
struct tc_asym_in *bad_input(enum tc_asym_form f, unsigned int bits,
		enum rte_crypto_curve_id curve);

void bad_keys(void);
void bad_scalars(void);
void bad_points(void);
void bad_sizes(void);

#endif /* TEST_ASYM_BAD_H */
