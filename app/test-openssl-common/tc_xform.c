/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include <rte_cryptodev.h>

#include "tc_xform.h"

void
tc_xform_cipher(struct rte_crypto_sym_xform *x, const struct tc_xform_params *p)
{
	x->type = RTE_CRYPTO_SYM_XFORM_CIPHER;
	x->cipher.algo = p->cipher_algo;
	x->cipher.op = p->encrypt ? RTE_CRYPTO_CIPHER_OP_ENCRYPT : RTE_CRYPTO_CIPHER_OP_DECRYPT;
	x->cipher.key.data = p->key;
	x->cipher.key.length = p->key_len;
	x->cipher.iv.offset = p->iv_offset;
	x->cipher.iv.length = p->iv_len;
	x->cipher.dataunit_len = p->dataunit_len;
}

void
tc_xform_auth(struct rte_crypto_sym_xform *x, const struct tc_xform_params *p)
{
	x->type = RTE_CRYPTO_SYM_XFORM_AUTH;
	x->auth.algo = p->auth_algo;
	x->auth.op = p->verify ? RTE_CRYPTO_AUTH_OP_VERIFY : RTE_CRYPTO_AUTH_OP_GENERATE;
	x->auth.key.data = p->auth_key;
	x->auth.key.length = p->auth_key_len;
	x->auth.iv.offset = p->auth_iv_offset;
	x->auth.iv.length = p->auth_iv_len;
	x->auth.digest_length = p->digest_len;
}

void
tc_xform_aead(struct rte_crypto_sym_xform *x, const struct tc_xform_params *p)
{
	x->type = RTE_CRYPTO_SYM_XFORM_AEAD;
	x->aead.algo = p->cipher_algo;
	x->aead.op = p->encrypt ? RTE_CRYPTO_AEAD_OP_ENCRYPT : RTE_CRYPTO_AEAD_OP_DECRYPT;
	x->aead.key.data = p->key;
	x->aead.key.length = p->key_len;
	x->aead.iv.offset = p->iv_offset;
	x->aead.iv.length = p->iv_len;
	x->aead.digest_length = p->digest_len;
	x->aead.aad_length = p->aad_len;
}

void
tc_xform_build(const struct tc_xform_params *p, struct rte_crypto_sym_xform xf[2])
{
	memset(xf, 0, 2 * sizeof(*xf));
	switch (p->chain) {
	case TC_CH_CIPHER:
		tc_xform_cipher(&xf[0], p);
		return;
	case TC_CH_AUTH:
		tc_xform_auth(&xf[0], p);
		return;
	case TC_CH_AEAD:
		tc_xform_aead(&xf[0], p);
		return;
	case TC_CH_ENC_GEN:
	case TC_CH_DEC_VER:
		tc_xform_cipher(&xf[0], p);
		tc_xform_auth(&xf[1], p);
		break;
	default:
		tc_xform_auth(&xf[0], p);
		tc_xform_cipher(&xf[1], p);
		break;
	}
	xf[0].next = &xf[1];
}

const struct rte_cryptodev_symmetric_capability *
tc_xform_capability(uint8_t dev, const struct rte_crypto_sym_xform *x)
{
	struct rte_cryptodev_sym_capability_idx idx = { .type = x->type };

	if (x->type == RTE_CRYPTO_SYM_XFORM_CIPHER)
		idx.algo.cipher = x->cipher.algo;
	else if (x->type == RTE_CRYPTO_SYM_XFORM_AUTH)
		idx.algo.auth = x->auth.algo;
	else
		idx.algo.aead = x->aead.algo;
	return rte_cryptodev_sym_capability_get(dev, &idx);
}

static bool
one_supported(uint8_t dev, const struct rte_crypto_sym_xform *x)
{
	const struct rte_cryptodev_symmetric_capability *cap = tc_xform_capability(dev, x);

	if (cap == NULL)
		return false;
	if (x->type == RTE_CRYPTO_SYM_XFORM_CIPHER)
		return rte_cryptodev_sym_capability_check_cipher(cap, x->cipher.key.length,
				x->cipher.iv.length) == 0;
	if (x->type == RTE_CRYPTO_SYM_XFORM_AUTH)
		return rte_cryptodev_sym_capability_check_auth(cap, x->auth.key.length,
				x->auth.digest_length, x->auth.iv.length) == 0;
	return rte_cryptodev_sym_capability_check_aead(cap, x->aead.key.length,
			x->aead.digest_length, x->aead.aad_length, x->aead.iv.length) == 0;
}

bool
tc_xform_supported(uint8_t dev, const struct rte_crypto_sym_xform *x)
{
	for (; x != NULL; x = x->next)
		if (!one_supported(dev, x))
			return false;
	return true;
}

enum tc_chain
tc_chain_esp(bool encrypt)
{
	return encrypt ? TC_CH_ENC_GEN : TC_CH_VER_DEC;
}

bool
tc_chain_has_cipher(enum tc_chain ch)
{
	return ch != TC_CH_AUTH;
}

bool
tc_chain_has_digest(enum tc_chain ch)
{
	return ch != TC_CH_CIPHER;
}

const char *
tc_chain_name(enum tc_chain ch)
{
	static const char *const names[TC_CH_MAX] = {
		[TC_CH_CIPHER] = "cipher",
		[TC_CH_AUTH] = "auth",
		[TC_CH_ENC_GEN] = "enc+gen",
		[TC_CH_VER_DEC] = "ver+dec",
		[TC_CH_GEN_ENC] = "gen+enc",
		[TC_CH_DEC_VER] = "dec+ver",
		[TC_CH_AEAD] = "aead",
	};

	return ch < TC_CH_MAX ? names[ch] : "?";
}
