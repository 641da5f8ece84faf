/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef REGRESS_H
#define REGRESS_H

/*
 * The regress suite: input rules real applications depend on, and defects
 * found from outside, each case written to fail on the driver before its
 * fix. Ops are built by hand (IVs up to 128 bytes, keys up to 64 KiB, the
 * CPU crypto vector's fields one by one) and checked against OpenSSL's
 * one-shot calls.
 */

#include "test_pmd.h"

#define REG_DATA	96	/* bytes of payload per op */
#define REG_MAX_IV	128

#define EXPECT(cond, ...) do { \
	if (!(cond)) { \
		snprintf(why, wn, __VA_ARGS__); \
		return -1; \
	} \
} while (0)

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

/* OpenSSL one-shot references; 0 on success. */
int reg_ref_cipher(const char *evp, const uint8_t *key, const uint8_t *iv, const uint8_t *in,
		uint32_t len, uint8_t *out);
int reg_ref_mac(const char *mac, const char *sub, const uint8_t *key, size_t klen,
		const uint8_t *in, uint32_t len, uint8_t *out);
int reg_ref_gcm(const char *evp, const uint8_t *key, const uint8_t *iv, uint16_t iv_len,
		const uint8_t *aad, uint32_t aad_len, const uint8_t *in, uint32_t len,
		uint8_t *out, uint8_t *tag);

void reg_cpu_cases(uint8_t dev);
void reg_docsis_cases(uint8_t dev);

#endif /* REGRESS_H */
