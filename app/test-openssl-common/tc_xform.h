/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_XFORM_H
#define TC_XFORM_H

/* Transform chains from their parameters. */

#include <stdbool.h>
#include <stdint.h>

#include <rte_crypto.h>

/* The IV area an op carries after its symmetric op (cipher/AEAD IV first). */
#define TC_IV_OFFSET (sizeof(struct rte_crypto_op) + sizeof(struct rte_crypto_sym_op))

/* What runs, in which order. */
enum tc_chain {
	TC_CH_CIPHER,		/* cipher only, either direction */
	TC_CH_AUTH,		/* auth only, generate or verify */
	TC_CH_ENC_GEN,		/* encrypt, then generate over the result */
	TC_CH_VER_DEC,		/* verify, then decrypt */
	TC_CH_GEN_ENC,		/* generate, then encrypt */
	TC_CH_DEC_VER,		/* decrypt, then verify over the result */
	TC_CH_AEAD,
	TC_CH_MAX,
};

struct tc_xform_params {
	enum tc_chain chain;
	bool encrypt;		/* cipher or AEAD part */
	bool verify;		/* auth part */
	int cipher_algo;	/* or the AEAD algorithm */
	int auth_algo;
	const uint8_t *key;	/* cipher or AEAD key */
	uint16_t key_len;
	const uint8_t *auth_key;
	uint16_t auth_key_len;
	uint16_t iv_offset;
	uint16_t iv_len;
	uint16_t auth_iv_offset;
	uint16_t auth_iv_len;
	uint16_t digest_len;
	uint16_t aad_len;
	uint32_t dataunit_len;
};

void tc_xform_cipher(struct rte_crypto_sym_xform *x, const struct tc_xform_params *p);
void tc_xform_auth(struct rte_crypto_sym_xform *x, const struct tc_xform_params *p);
void tc_xform_aead(struct rte_crypto_sym_xform *x, const struct tc_xform_params *p);
/* xf[0] (and xf[1] for a chain, linked from xf[0]) in the chain's order. */
void tc_xform_build(const struct tc_xform_params *p, struct rte_crypto_sym_xform xf[2]);
/* Does the device advertise every transform of the chain, with its lengths? */
bool tc_xform_supported(uint8_t dev, const struct rte_crypto_sym_xform *x);
/* The device's capability for one transform's algorithm (no chain walk), or NULL. */
const struct rte_cryptodev_symmetric_capability *
tc_xform_capability(uint8_t dev, const struct rte_crypto_sym_xform *x);
/* Encrypt-then-MAC (ENC_GEN) or verify-then-decrypt (VER_DEC) for a direction. */
enum tc_chain tc_chain_esp(bool encrypt);
bool tc_chain_has_cipher(enum tc_chain ch);
bool tc_chain_has_digest(enum tc_chain ch);
const char *tc_chain_name(enum tc_chain ch);

#endif /* TC_XFORM_H */
