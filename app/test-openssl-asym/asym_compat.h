/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TEST_ASYM_COMPAT_H
#define TEST_ASYM_COMPAT_H

/*
 * The asymmetric API across DPDK versions, for the suites. 22.11 puts the
 * RSA padding and the ECDSA keys in the op; DPDK 23.03 moved them into the
 * xform. The suites are written per op: they set these through OP_RSA_PAD,
 * OP_ECDSA_PKEY and OP_ECDSA_Q. On 22.11 those are the op's fields; from
 * 23.03 on, they are kept beside the op (its private area), and op_run
 * (env.c) moves them into the transform: the op's session is used when its
 * transform already has them, else a session is made for this op from the
 * session's transform with the op's values (sessionless: the op's xform,
 * completed likewise). XF_RSA_PAD and XF_EC_KEYS put them in a transform
 * where the API has them there (nothing on 22.11), so that a suite's
 * long-lived session matches its ops.
 */

#include <rte_crypto_asym.h>

#include <tc_compat.h>

/* The version facts are tc_compat.h's; the suites know them by these names. */
#define ASYM_KEYS_IN_XFORM	TC_ASYM_KEYS_IN_XFORM
#define ASYM_HAVE_SM2		TC_ASYM_HAVE_SM2
#define ASYM_HAVE_ECX		TC_ASYM_HAVE_ECX	/* ECDH with keys in the xform, EdDSA */
#define ASYM_HAVE_PQC		TC_ASYM_HAVE_PQC	/* ML-KEM and ML-DSA */

/* What an op of 22.11 carries and later ones do not (the op's private area). */
struct op_keys {
	bool pad_set;
	bool pkey_set;
	bool q_set;
	struct rte_crypto_rsa_padding pad;
	rte_crypto_param pkey;
	struct rte_crypto_ec_point q;
};

struct rte_crypto_op;
struct op_keys *op_keys(struct rte_crypto_op *op);

#if ASYM_KEYS_IN_XFORM
#define OP_RSA_PAD(op)		(op_keys(op)->pad_set = true, &op_keys(op)->pad)
#define OP_ECDSA_PKEY(op)	(op_keys(op)->pkey_set = true, &op_keys(op)->pkey)
#define OP_ECDSA_Q(op)		(op_keys(op)->q_set = true, &op_keys(op)->q)
#define XF_RSA_PAD(xf)		(&(xf)->rsa.padding)
#define XF_EC_PKEY(xf)		(&(xf)->ec.pkey)
#define XF_EC_Q(xf)		(&(xf)->ec.q)
#else
#define OP_RSA_PAD(op)		(&(op)->asym->rsa.padding)
#define OP_ECDSA_PKEY(op)	(&(op)->asym->ecdsa.pkey)
#define OP_ECDSA_Q(op)		(&(op)->asym->ecdsa.q)
/* 22.11: a transform has no such fields; these write to a scratch copy */
#define XF_RSA_PAD(xf)		(&op_keys_scratch()->pad)
#define XF_EC_PKEY(xf)		(&op_keys_scratch()->pkey)
#define XF_EC_Q(xf)		(&op_keys_scratch()->q)
#endif
struct op_keys *op_keys_scratch(void);

#endif /* TEST_ASYM_COMPAT_H */
