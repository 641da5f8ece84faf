/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef REGRESS_H
#define REGRESS_H

/*
 * The regress suite: input rules real applications depend on, and defects
 * found from outside, each case written to fail on the driver before its
 * fix. Ops are built by hand (IVs up to 128 bytes, keys up to 64 KiB, the
 * CPU crypto vector's fields one by one) and checked against the test
 * library's reference model.
 */

#include "test_pmd.h"

#define REG_DATA	96	/* bytes of payload per op */
#define REG_MAX_IV	128

/* One linear op: the IV goes to the op's private area, regions cover the data. */
struct reg_op {
	const uint8_t *iv;
	uint16_t iv_len;
	const uint8_t *aad;
	uint8_t *digest;
	uint8_t *data;		/* in: the payload, out: the result */
	uint32_t len;
	bool aead;
	uint8_t status;
};

int reg_run(uint8_t dev, void *sess, struct reg_op *o);
void *reg_session(uint8_t dev, struct rte_crypto_sym_xform *x, int *err);

/* The reference model's GMAC tag (16 bytes) and AES-GCM encryption, key of 16 bytes. */
int reg_ref_gmac(const uint8_t *key, const uint8_t *iv, uint16_t iv_len,
		const uint8_t *data, uint32_t len, uint8_t *tag);
int reg_ref_gcm(const uint8_t *key, const uint8_t *iv, uint16_t iv_len, const uint8_t *aad,
		uint32_t aad_len, const uint8_t *in, uint32_t len, uint8_t *out, uint8_t *tag);
/* An auth transform, its IV at the start of the op's IV area. */
struct rte_crypto_sym_xform reg_auth_xform(enum rte_crypto_auth_algorithm algo, bool verify,
		const uint8_t *key, uint16_t klen, uint16_t iv_len, uint16_t digest_len);

void reg_cpu_cases(uint8_t dev);
void reg_docsis_cases(uint8_t dev);

#endif /* REGRESS_H */
