/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TEST_ASYM_ECX_H
#define TEST_ASYM_ECX_H

/*
 * What the ECDH and EdDSA files share (fam_ecdh.c, fam_eddsa.c, ecx_bad.c, ecx.c):
 * xforms, one EdDSA op, and OpenSSL called directly as the reference.
 */

#include <stdbool.h>

#include "asym.h"

#define OK	RTE_CRYPTO_OP_STATUS_SUCCESS
#define ARGS	RTE_CRYPTO_OP_STATUS_INVALID_ARGS
#define ERR	RTE_CRYPTO_OP_STATUS_ERROR

/* ecx.c: said once where the API has neither (the vectors are not run). */
void ecx_not_run(void);
/* the vector kinds ecdh and eddsa (fam_ecdh.c, fam_eddsa.c) */
void kat_ecdh(const struct vec *v);
void kat_eddsa(const struct vec *v);

#if ASYM_HAVE_ECX

/* fam_ecdh.c; c is an index in its curve table (2: P-256, 3: P-384) */
void ecdh_xform(struct rte_crypto_asym_xform *xf, int c, struct tc_bytes *d,
		struct tc_bytes *qx, struct tc_bytes *qy);
/* r = d * (qx, qy), or d * G without a point: 0 or -1. */
int ref_ec_mul(int c, const struct tc_bytes *d, const struct tc_bytes *qx,
		const struct tc_bytes *qy, struct tc_bytes *rx, struct tc_bytes *ry);
void ecdh_functional(void);

/* fam_eddsa.c */
void ed_xform(struct rte_crypto_asym_xform *xf, bool ed448, struct tc_bytes *sk,
		struct tc_bytes *pk);
/* One EdDSA op on session s (or sessionless with xf): its status; a signature in sig. */
uint8_t ed_op(void *s, struct rte_crypto_asym_xform *xf, enum rte_crypto_asym_op_type t,
		int inst, struct tc_bytes *msg, struct tc_bytes *ctx, struct tc_bytes *sig);
void eddsa_functional(void);

/* ecx_bad.c */
void ecdh_badinput(void);
void eddsa_badinput(void);

/* ecx.c: ECDH and Ed25519 sessions from two lcores at once */
void ecx_concurrency(void);

#endif /* ASYM_HAVE_ECX */

#endif /* TEST_ASYM_ECX_H */
