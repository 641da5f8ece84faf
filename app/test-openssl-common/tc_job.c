/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * One op's input and what it must leave: random bytes, then the expected
 * destination and digest computed on flat buffers by the reference model.
 */

#include <stdlib.h>
#include <string.h>

#include <rte_malloc.h>

#include "tc_job.h"

#define CTR_WRAP_PCT	12	/* counters that wrap inside the data */

struct tc_job *
tc_job_alloc(uint32_t max_pkt, uint32_t max_aad)
{
	struct tc_job *j = calloc(1, sizeof(*j));

	if (j == NULL)
		return NULL;
	j->max_pkt = max_pkt;
	j->max_aad = max_aad;
	j->src = malloc(max_pkt);
	j->dst = malloc(max_pkt);
	j->exp = malloc(max_pkt);
	/* room for a digest that follows the data in the mbuf */
	j->got = malloc(max_pkt + TC_REF_MAX_DIGEST);
	j->aad = rte_malloc("tc_aad", TC_CCM_AAD_SHIFT + max_aad + 16, 64);
	j->digest = rte_malloc("tc_digest", TC_DIGEST_AREA, 64);
	if (j->src == NULL || j->dst == NULL || j->exp == NULL || j->got == NULL ||
			j->aad == NULL || j->digest == NULL) {
		tc_job_free(j);
		return NULL;
	}
	return j;
}

void
tc_job_free(struct tc_job *j)
{
	if (j == NULL)
		return;
	tc_job_release(j);
	free(j->src);
	free(j->dst);
	free(j->exp);
	free(j->got);
	rte_free(j->aad);
	rte_free(j->digest);
	free(j);
}

static bool
job_ccm(const struct tc_cfg *c)
{
	return c->p.chain == TC_CH_AEAD && c->p.cipher->ref.aead->mode == TC_REF_AEAD_CCM;
}

static uint8_t *
cipher_iv(struct tc_job *j)
{
	return j->iv_area + (job_ccm(j->cfg) ? TC_CCM_NONCE_SHIFT : 0);
}

static uint8_t *
auth_iv(struct tc_job *j)
{
	return j->iv_area + (j->cfg->p.cipher != NULL ? TC_AUTH_IV_SHIFT : 0);
}

/* Random IVs (and bytes around them); counters that wrap inside the data at times. */
static void
job_iv(struct tc_job *j, struct tc_rng *rng)
{
	const struct tc_point *p = &j->cfg->p;
	const struct tc_ref_cipher *r;
	uint32_t k;

	tc_rng_fill(rng, j->iv_area, sizeof(j->iv_area));
	if (p->chain == TC_CH_AEAD || p->cipher == NULL || p->iv_len == 0)
		return;
	r = p->cipher->ref.cipher;
	if (!(r->mode == TC_REF_CIPHER_3DES_CTR || r->algo == RTE_CRYPTO_CIPHER_AES_CTR) ||
			!tc_rng_pct(rng, CTR_WRAP_PCT))
		return;
	k = tc_rng_range(rng, 1, p->iv_len);
	memset(j->iv_area + p->iv_len - k, 0xff, k);
}

static int
sim_cipher(struct tc_job *j, bool enc, const uint8_t *in, uint8_t *out)
{
	const struct tc_cfg *c = j->cfg;
	const struct tc_layout *l = &j->lay;

	return tc_ref_cipher_run(c->p.cipher->ref.cipher, c->key, c->p.key_len, cipher_iv(j),
			c->p.iv_len, enc, c->unit, in + l->c_off, out + l->c_off, l->c_len);
}

static int
sim_auth(struct tc_job *j, const uint8_t *buf, uint8_t *md)
{
	const struct tc_cfg *c = j->cfg;

	return tc_ref_auth_run(c->p.auth->ref.auth, c->auth_key, c->p.auth_key_len, auth_iv(j),
			c->p.auth_iv_len, buf + j->lay.a_off, j->lay.a_len, md);
}

static int
sim_aead(struct tc_job *j, const uint8_t *in, uint8_t *out, uint8_t *tag)
{
	const struct tc_cfg *c = j->cfg;
	const uint8_t *aad = j->aad + (job_ccm(c) ? TC_CCM_AAD_SHIFT : 0);

	return tc_ref_aead_encrypt(c->p.cipher->ref.aead, c->key, cipher_iv(j), c->p.iv_len,
			aad, c->p.aad_len, in + j->lay.c_off, out + j->lay.c_off, j->lay.c_len,
			tag, c->p.digest_len);
}

/* Out of place, cipher then auth: the auth-only bytes are copied to the destination. */
static void
copy_auth_only(const struct tc_layout *l, const uint8_t *src, uint8_t *dst)
{
	uint32_t i, c_end = l->c_off + l->c_len;

	for (i = l->a_off; i < l->a_off + l->a_len; i++)
		if (i < l->c_off || i >= c_end)
			dst[i] = src[i];
}

static void
flip(struct tc_rng *rng, uint8_t *p, uint16_t len)
{
	if (len > 0)
		p[tc_rng_below(rng, len)] ^= (uint8_t)tc_rng_range(rng, 1, 255);
}

/* Digest encrypted, generate then encrypt (in place). */
static int
expect_de_gen_enc(struct tc_job *j)
{
	uint8_t md[TC_REF_MAX_DIGEST];
	int ret = sim_auth(j, j->src, md);

	memcpy(j->exp, j->src, j->lay.pkt_len);
	memcpy(j->exp + j->lay.a_off + j->lay.a_len, md, j->cfg->p.digest_len);
	return ret | sim_cipher(j, true, j->exp, j->exp);
}

/*
 * Digest encrypted, decrypt then verify (in place): the input is the
 * encryption of a plaintext with its digest appended (a corrupted one for a
 * negative op). The decrypted digest is not compared.
 */
static int
expect_de_dec_ver(struct tc_job *j, struct tc_rng *rng)
{
	const struct tc_layout *l = &j->lay;
	uint16_t dlen = j->cfg->p.digest_len;
	uint8_t md[TC_REF_MAX_DIGEST], *dig = j->exp + l->a_off + l->a_len;
	int ret;

	memcpy(j->exp, j->src, l->pkt_len);
	ret = sim_auth(j, j->exp, md);
	memcpy(dig, md, dlen);
	if (l->negative)
		flip(rng, dig, dlen);
	memcpy(j->src, j->exp, l->pkt_len);
	j->skip_off = l->a_off + l->a_len;
	j->skip_len = dlen;
	return ret | sim_cipher(j, true, j->exp, j->src);
}

/* AEAD: encrypt, or decrypt the encryption of the random plaintext. */
static int
expect_aead(struct tc_job *j, const uint8_t *base, uint8_t *md)
{
	const struct tc_layout *l = &j->lay;

	memcpy(j->exp, base, l->pkt_len);
	if (j->cfg->encrypt)
		return sim_aead(j, j->src, j->exp, md);
	memcpy(j->exp + l->c_off, j->src + l->c_off, l->c_len);
	return sim_aead(j, j->src, j->src, md);
}

/*
 * The digest buffer: guard bytes around either the digest the device
 * generates or the one it checks (corrupted for a negative op).
 */
static void
expect_digest(struct tc_job *j, const uint8_t *md, struct tc_rng *rng)
{
	uint8_t *at = j->digest_in + TC_DIGEST_AT;
	uint16_t dlen = j->cfg->p.digest_len;
	bool generate = tc_cfg_generates(j->cfg);

	if (!generate) {
		memcpy(at, md, dlen);
		if (j->lay.negative)
			flip(rng, at, dlen);
	}
	memcpy(j->exp_digest, j->digest_in, TC_DIGEST_AREA);
	if (generate)
		memcpy(j->exp_digest + TC_DIGEST_AT, md, dlen);
}

/* Cipher and auth in the chain's order, on flat buffers. */
static int
expect_chain(struct tc_job *j, const uint8_t *base, uint8_t *md)
{
	const struct tc_cfg *c = j->cfg;
	int ret;

	memcpy(j->exp, base, j->lay.pkt_len);
	if (c->p.chain == TC_CH_ENC_GEN || c->p.chain == TC_CH_DEC_VER) {
		ret = sim_cipher(j, c->encrypt, j->src, j->exp);
		if (j->lay.oop)
			copy_auth_only(&j->lay, j->src, j->exp);
		return ret | sim_auth(j, j->exp, md);
	}
	ret = sim_auth(j, j->src, md);
	return ret | sim_cipher(j, c->encrypt, j->src, j->exp);
}

/*
 * Run the op on flat buffers: src (the input, rewritten for decrypt ops
 * that need a valid tag), exp (the destination afterwards), the digest.
 */
static int
job_expect(struct tc_job *j, struct tc_rng *rng)
{
	const struct tc_cfg *c = j->cfg;
	const uint8_t *base = j->lay.oop ? j->dst : j->src;
	uint8_t md[TC_REF_MAX_DIGEST];
	int ret;

	if (c->de)
		return c->p.chain == TC_CH_GEN_ENC ? expect_de_gen_enc(j) :
			expect_de_dec_ver(j, rng);
	switch (c->p.chain) {
	case TC_CH_CIPHER:
		memcpy(j->exp, base, j->lay.pkt_len);
		return sim_cipher(j, c->encrypt, j->src, j->exp);
	case TC_CH_AEAD:
		ret = expect_aead(j, base, md);
		break;
	case TC_CH_AUTH:
		memcpy(j->exp, base, j->lay.pkt_len);
		ret = sim_auth(j, j->src, md);
		break;
	default:
		ret = expect_chain(j, base, md);
		break;
	}
	expect_digest(j, md, rng);
	return ret;
}

/*
 * A failed verify releases nothing: the destination as it was (in place: the
 * source), its cipher or AEAD region zeroed.
 */
static void
expect_failed(struct tc_job *j)
{
	const struct tc_layout *l = &j->lay;

	memcpy(j->exp, l->oop ? j->dst : j->src, l->pkt_len);
	if (l->c_len > 0 && l->c_off + l->c_len <= l->pkt_len)
		memset(j->exp + l->c_off, 0, l->c_len);
}

int
tc_job_prepare(struct tc_job *j, struct tc_cfg *c, const struct tc_layout *l,
		struct tc_rng *rng)
{
	int ret;

	tc_job_release(j);
	j->cfg = c;
	j->lay = *l;
	j->skip_off = j->skip_len = 0;
	j->want_error = false;
	j->lay.negative = l->negative && tc_cfg_can_fail(c);
	j->exp_status = j->lay.negative ? RTE_CRYPTO_OP_STATUS_AUTH_FAILED :
		RTE_CRYPTO_OP_STATUS_SUCCESS;
	if (l->pkt_len > j->max_pkt || c->p.aad_len > j->max_aad)
		return -1;
	tc_rng_fill(rng, j->src, l->pkt_len);
	if (l->oop)
		tc_rng_fill(rng, j->dst, l->pkt_len);
	job_iv(j, rng);
	tc_rng_fill(rng, j->aad, TC_CCM_AAD_SHIFT + c->p.aad_len + 16);
	tc_rng_fill(rng, j->digest_in, TC_DIGEST_AREA);
	ret = job_expect(j, rng);
	if (ret == 0 && j->lay.negative)
		expect_failed(j);
	return ret;
}
