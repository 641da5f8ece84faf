/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* A session's parameters: its transforms, and what they allow. */

#include <stdio.h>
#include <string.h>

#include <rte_cryptodev.h>

#include "tc_job.h"

static const struct tc_ref_cipher *
cfg_cipher_ref(const struct tc_cfg *c)
{
	return c->p.cipher != NULL && c->p.cipher->kind == TC_KIND_CIPHER ?
		c->p.cipher->ref.cipher : NULL;
}

void
tc_cfg_xforms(struct tc_cfg *c)
{
	const struct tc_point *p = &c->p;
	struct tc_xform_params x = {
		.chain = p->chain,
		.encrypt = c->encrypt,
		.verify = c->verify,
		.cipher_algo = p->cipher != NULL ? p->cipher->algo : 0,
		.auth_algo = p->auth != NULL ? p->auth->algo : 0,
		.key = c->key,
		.key_len = p->key_len,
		.auth_key = c->auth_key,
		.auth_key_len = p->auth_key_len,
		.iv_offset = TC_IV_OFFSET,
		.iv_len = p->iv_len,
		.auth_iv_offset = TC_IV_OFFSET + (p->cipher != NULL ? TC_AUTH_IV_SHIFT : 0),
		.auth_iv_len = p->auth_iv_len,
		.digest_len = p->digest_len,
		.aad_len = p->aad_len,
		.dataunit_len = c->unit,
	};

	tc_xform_build(&x, c->xf);
}

void
tc_cfg_init(struct tc_cfg *c, const struct tc_point *p, bool encrypt, struct tc_rng *rng)
{
	const struct tc_ref_cipher *r;

	memset(c, 0, offsetof(struct tc_cfg, key));
	c->p = *p;
	if (p->chain == TC_CH_ENC_GEN)
		c->p.chain = tc_chain_esp(encrypt);
	c->encrypt = encrypt;
	c->verify = !encrypt;
	tc_rng_fill(rng, c->key, p->key_len);
	tc_rng_fill(rng, c->auth_key, p->auth_key_len);
	/* XTS refuses equal key halves */
	r = cfg_cipher_ref(c);
	if (r != NULL && r->mode == TC_REF_CIPHER_XTS &&
			memcmp(c->key, c->key + p->key_len / 2, p->key_len / 2) == 0)
		c->key[0] ^= 1;
	tc_cfg_xforms(c);
}

void *
tc_cfg_session(struct tc_cfg *c, uint8_t dev, struct rte_mempool *mp)
{
	return rte_cryptodev_sym_session_create(dev, c->xf, mp);
}

uint32_t
tc_cfg_gran(const struct tc_cfg *c)
{
	const struct tc_ref_cipher *r = cfg_cipher_ref(c);

	if (r == NULL)
		return 1;
	return c->unit != 0 ? c->unit : r->gran;
}

bool
tc_cfg_size_ok(const struct tc_cfg *c, uint32_t size)
{
	const struct tc_ref_cipher *r = cfg_cipher_ref(c);

	if (r == NULL || c->de)
		return true;
	return size % tc_cfg_gran(c) == 0 && size >= r->min_len &&
		(c->unit == 0 || size >= c->unit);
}

bool
tc_cfg_can_fail(const struct tc_cfg *c)
{
	if (c->p.chain == TC_CH_AEAD)
		return !c->encrypt;
	return c->verify && tc_point_can_fail(&c->p);
}

bool
tc_cfg_generates(const struct tc_cfg *c)
{
	return c->p.chain == TC_CH_AEAD ? c->encrypt : !c->verify;
}

void
tc_cfg_describe(const struct tc_cfg *c, char *buf, size_t len)
{
	const struct tc_point *p = &c->p;
	int n = snprintf(buf, len, "%s%s", tc_chain_name(p->chain), c->de ?
			" digest-encrypted" : "");

	if (p->chain != TC_CH_AEAD && p->cipher != NULL && n >= 0 && (size_t)n < len)
		n += snprintf(buf + n, len - n, " | %s %s key %u iv %u unit %u",
				p->cipher->name, c->encrypt ? "encrypt" : "decrypt",
				p->key_len, p->iv_len, c->unit);
	if (p->chain == TC_CH_AEAD && n >= 0 && (size_t)n < len)
		n += snprintf(buf + n, len - n, " | %s %s key %u iv %u aad %u digest %u",
				p->cipher->name, c->encrypt ? "encrypt" : "decrypt",
				p->key_len, p->iv_len, p->aad_len, p->digest_len);
	if (p->auth != NULL && n >= 0 && (size_t)n < len)
		snprintf(buf + n, len - n, " | %s %s key %u digest %u iv %u",
				p->auth->name, c->verify ? "verify" : "generate",
				p->auth_key_len, p->digest_len, p->auth_iv_len);
}
