/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * One operation: random lengths, offsets, layout and contents; the expected
 * result, computed on flat buffers by the reference models; and the op.
 */

#include <inttypes.h>
#include <string.h>

#include <rte_malloc.h>

#include "diff.h"

#define DIFF_NEGATIVE_PCT	25
#define DIFF_CTR_WRAP_PCT	12

static uint32_t
rand_off(struct diff_rng *rng)
{
	uint32_t p = diff_rng_below(rng, 100);

	if (p < 50)
		return 0;
	return p < 80 ? diff_rng_range(rng, 1, 16) : diff_rng_range(rng, 17, 64);
}

static const struct ref_cipher *
job_cipher_ref(const struct diff_config *c)
{
	return c->cipher != NULL && c->cipher->kind == DIFF_CIPHER ? c->cipher->ref : NULL;
}

static bool
job_ccm(const struct diff_config *c)
{
	return c->chain == DIFF_CH_AEAD &&
		((const struct ref_aead *)c->cipher->ref)->mode == REF_AEAD_CCM;
}

/* A data length: the swept size, or a random one legal for the config. */
static uint32_t
job_size(struct diff_ctx *ctx, const struct diff_config *c, const struct diff_target *t)
{
	const struct ref_cipher *r = job_cipher_ref(c);
	uint32_t p = diff_rng_below(&ctx->rng, 100), size, g;

	if (t->size >= 0)
		return t->size;
	if (p < 45)
		size = diff_rng_range(&ctx->rng, 0, DIFF_SMALL_MAX);
	else if (p < 80)
		size = diff_rng_range(&ctx->rng, DIFF_SMALL_MAX + 1, 2048);
	else
		size = diff_rng_range(&ctx->rng, 2049, DIFF_MAX_DATA);
	if (r == NULL || c->de)
		return size;
	g = diff_config_gran(c);
	size -= size % g;
	if (size < r->min_len)
		size = RTE_ALIGN_CEIL(r->min_len, g);
	if (size < c->unit)
		size = c->unit;
	return size;
}

/* Cipher and auth regions of a chain: auth around the cipher region, or anywhere. */
static void
regions_chain(struct diff_rng *rng, struct diff_job *j, uint32_t size)
{
	uint32_t head, tail, c_end;

	j->c_len = size;
	if (diff_rng_pct(rng, 70)) {
		j->a_off = rand_off(rng);
		head = diff_rng_pct(rng, 30) ? 0 : diff_rng_range(rng, 1, 32);
		tail = diff_rng_pct(rng, 70) ? 0 : diff_rng_range(rng, 1, 32);
		j->c_off = j->a_off + head;
		j->a_len = head + size + tail;
	} else {
		j->c_off = rand_off(rng);
		c_end = j->c_off + size;
		j->a_off = diff_rng_range(rng, 0, c_end + 16);
		j->a_len = diff_rng_range(rng, 0, c_end + 32 - j->a_off);
	}
}

/*
 * Digest encrypted: the digest follows the auth region and the cipher
 * region ends right after it (rte_crypto_sym.h), a legal cipher length that
 * covers the whole digest. size is the auth length.
 */
static void
regions_de(struct diff_rng *rng, struct diff_job *j, const struct diff_config *c,
		uint32_t size)
{
	const struct ref_cipher *r = job_cipher_ref(c);
	uint32_t g = diff_config_gran(c), lo, hi, c_end;

	j->a_off = rand_off(rng);
	j->a_len = size;
	lo = RTE_ALIGN_CEIL(RTE_MAX((uint32_t)c->digest_len, (uint32_t)r->min_len), g);
	c_end = j->a_off + j->a_len + c->digest_len;
	if (c_end < lo) {
		j->a_len += lo - c_end;
		c_end = lo;
	}
	hi = c_end - c_end % g;
	j->c_len = diff_rng_pct(rng, 50) ? hi : lo + g * diff_rng_below(rng, (hi - lo) / g + 1);
	j->c_off = c_end - j->c_len;
}

static void
job_regions(struct diff_ctx *ctx, struct diff_job *j, const struct diff_config *c,
		uint32_t size)
{
	struct diff_rng *rng = &ctx->rng;
	uint32_t end;

	switch (c->chain) {
	case DIFF_CH_CIPHER:
	case DIFF_CH_AEAD:
		j->c_off = rand_off(rng);
		j->c_len = size;
		break;
	case DIFF_CH_AUTH:
		j->a_off = rand_off(rng);
		j->a_len = size;
		break;
	default:
		if (c->de)
			regions_de(rng, j, c, size);
		else
			regions_chain(rng, j, size);
		break;
	}
	end = RTE_MAX(j->c_off + j->c_len, j->a_off + j->a_len);
	if (c->de)
		end = RTE_MAX(end, j->a_off + j->a_len + c->digest_len);
	j->pkt_len = end + (diff_rng_pct(rng, 50) ? 0 : diff_rng_range(rng, 1, 32));
}

static uint8_t *
job_cipher_iv(struct diff_job *j, const struct diff_config *c)
{
	return j->iv_area + (job_ccm(c) ? DIFF_CCM_NONCE_SHIFT : 0);
}

static uint8_t *
job_auth_iv(struct diff_job *j, const struct diff_config *c)
{
	return j->iv_area + (c->cipher != NULL ? DIFF_AUTH_IV_SHIFT : 0);
}

/* Random IVs (and bytes around them); counters that wrap inside the data at times. */
static void
job_iv(struct diff_ctx *ctx, struct diff_job *j, const struct diff_config *c)
{
	const struct ref_cipher *r = job_cipher_ref(c);
	uint32_t k;

	diff_rng_fill(&ctx->rng, j->iv_area, sizeof(j->iv_area));
	if (r == NULL || !(r->mode == REF_CIPHER_3DES_CTR || r->algo == RTE_CRYPTO_CIPHER_AES_CTR) ||
			!diff_rng_pct(&ctx->rng, DIFF_CTR_WRAP_PCT))
		return;
	k = diff_rng_range(&ctx->rng, 1, c->iv_len);
	memset(j->iv_area + c->iv_len - k, 0xff, k);
}

static int
sim_cipher(const struct diff_config *c, struct diff_job *j, bool enc, const uint8_t *in,
		uint8_t *out)
{
	return ref_cipher_run(job_cipher_ref(c), c->key, c->key_len, job_cipher_iv(j, c),
			c->iv_len, enc, c->unit, in + j->c_off, out + j->c_off, j->c_len);
}

static int
sim_auth(const struct diff_config *c, struct diff_job *j, const uint8_t *buf, uint8_t *md)
{
	return ref_auth_run(c->auth->ref, c->auth_key, c->auth_key_len, job_auth_iv(j, c),
			c->auth_iv_len, buf + j->a_off, j->a_len, md);
}

static int
sim_aead(const struct diff_config *c, struct diff_job *j, const uint8_t *in, uint8_t *out,
		uint8_t *tag)
{
	const uint8_t *aad = j->aad + (job_ccm(c) ? DIFF_CCM_AAD_SHIFT : 0);

	return ref_aead_encrypt(c->cipher->ref, c->key, job_cipher_iv(j, c), c->iv_len, aad,
			c->aad_len, in + j->c_off, out + j->c_off, j->c_len, tag, c->digest_len);
}

/* Out of place, cipher then auth: the auth-only bytes are copied to the destination. */
static void
copy_auth_only(const struct diff_job *j, const uint8_t *src, uint8_t *dst)
{
	uint32_t i, c_end = j->c_off + j->c_len;

	for (i = j->a_off; i < j->a_off + j->a_len; i++)
		if (i < j->c_off || i >= c_end)
			dst[i] = src[i];
}

static void
flip(struct diff_rng *rng, uint8_t *p, uint16_t len)
{
	if (len > 0)
		p[diff_rng_below(rng, len)] ^= (uint8_t)diff_rng_range(rng, 1, 255);
}

/* Digest encrypted, generate then encrypt (in place). */
static int
expect_de_gen_enc(const struct diff_config *c, struct diff_job *j)
{
	uint8_t md[REF_MAX_DIGEST];
	int ret = sim_auth(c, j, j->src, md);

	memcpy(j->exp, j->src, j->pkt_len);
	memcpy(j->exp + j->a_off + j->a_len, md, c->digest_len);
	return ret | sim_cipher(c, j, true, j->exp, j->exp);
}

/*
 * Digest encrypted, decrypt then verify (in place): the input is the
 * encryption of a plaintext with its digest appended (a corrupted one for a
 * negative op). The decrypted digest is not compared.
 */
static int
expect_de_dec_ver(struct diff_ctx *ctx, const struct diff_config *c, struct diff_job *j)
{
	uint8_t md[REF_MAX_DIGEST], *dig = j->exp + j->a_off + j->a_len;
	int ret;

	memcpy(j->exp, j->src, j->pkt_len);
	ret = sim_auth(c, j, j->exp, md);
	memcpy(dig, md, c->digest_len);
	if (j->negative)
		flip(&ctx->rng, dig, c->digest_len);
	memcpy(j->src, j->exp, j->pkt_len);
	j->skip_off = j->a_off + j->a_len;
	j->skip_len = c->digest_len;
	return ret | sim_cipher(c, j, true, j->exp, j->src);
}

/* AEAD: encrypt, or decrypt the encryption of the random plaintext. */
static int
expect_aead(const struct diff_config *c, struct diff_job *j, const uint8_t *base,
		uint8_t *md)
{
	memcpy(j->exp, base, j->pkt_len);
	if (c->encrypt)
		return sim_aead(c, j, j->src, j->exp, md);
	memcpy(j->exp + j->c_off, j->src + j->c_off, j->c_len);
	return sim_aead(c, j, j->src, j->src, md);
}

/*
 * The separate digest buffer: guard bytes around either the digest the
 * device generates or the one it checks (corrupted for a negative op).
 */
static void
expect_digest(struct diff_ctx *ctx, const struct diff_config *c, struct diff_job *j,
		const uint8_t *md)
{
	uint8_t *at = j->digest_in + DIFF_DIGEST_AT;
	bool generate = c->chain == DIFF_CH_AEAD ? c->encrypt : !c->verify;

	if (!generate) {
		memcpy(at, md, c->digest_len);
		if (j->negative)
			flip(&ctx->rng, at, c->digest_len);
	}
	memcpy(j->exp_digest, j->digest_in, DIFF_DIGEST_AREA);
	if (generate)
		memcpy(j->exp_digest + DIFF_DIGEST_AT, md, c->digest_len);
}

/*
 * Run the op on flat buffers: src (the input, rewritten for decrypt ops
 * that need a valid tag), exp (the destination afterwards), the digest.
 */
static int
job_expect(struct diff_ctx *ctx, struct diff_job *j, const struct diff_config *c)
{
	const uint8_t *base = diff_layout_oop(j->layout) ? j->dst : j->src;
	uint8_t md[REF_MAX_DIGEST];
	int ret = 0;

	j->exp_status = j->negative ? RTE_CRYPTO_OP_STATUS_AUTH_FAILED :
		RTE_CRYPTO_OP_STATUS_SUCCESS;
	if (c->de)
		return c->chain == DIFF_CH_GEN_ENC ? expect_de_gen_enc(c, j) :
			expect_de_dec_ver(ctx, c, j);
	switch (c->chain) {
	case DIFF_CH_AEAD:
		ret = expect_aead(c, j, base, md);
		break;
	case DIFF_CH_AUTH:
		memcpy(j->exp, j->src, j->pkt_len);
		ret = sim_auth(c, j, j->src, md);
		break;
	case DIFF_CH_ENC_GEN:
	case DIFF_CH_DEC_VER:
		memcpy(j->exp, base, j->pkt_len);
		ret = sim_cipher(c, j, c->encrypt, j->src, j->exp);
		if (diff_layout_oop(j->layout))
			copy_auth_only(j, j->src, j->exp);
		ret |= sim_auth(c, j, j->exp, md);
		break;
	case DIFF_CH_VER_DEC:
	case DIFF_CH_GEN_ENC:
		memcpy(j->exp, base, j->pkt_len);
		ret = sim_auth(c, j, j->src, md);
		ret |= sim_cipher(c, j, c->encrypt, j->src, j->exp);
		break;
	default:
		memcpy(j->exp, base, j->pkt_len);
		return sim_cipher(c, j, c->encrypt, j->src, j->exp);
	}
	expect_digest(ctx, c, j, md);
	return ret;
}

static void
job_op_fields(struct diff_job *j, const struct diff_config *c, uint8_t *digest,
		rte_iova_t digest_iova)
{
	struct rte_crypto_sym_op *sym = j->op->sym;

	sym->m_src = j->m_src;
	sym->m_dst = j->m_dst;
	if (c->chain == DIFF_CH_AEAD) {
		sym->aead.data.offset = j->c_off;
		sym->aead.data.length = j->c_len;
		sym->aead.digest.data = digest;
		sym->aead.digest.phys_addr = digest_iova;
		sym->aead.aad.data = j->aad;
		sym->aead.aad.phys_addr = rte_malloc_virt2iova(j->aad);
		return;
	}
	if (c->cipher != NULL) {
		sym->cipher.data.offset = j->c_off;
		sym->cipher.data.length = j->c_len;
	}
	if (c->auth != NULL) {
		sym->auth.data.offset = j->a_off;
		sym->auth.data.length = j->a_len;
		sym->auth.digest.data = digest;
		sym->auth.digest.phys_addr = digest_iova;
	}
}

/* mbufs, IVs, digest and AAD pointers, session or transforms. */
static int
job_op(struct diff_ctx *ctx, struct diff_job *j, const struct diff_config *c)
{
	uint32_t keep = c->de ? j->a_off + j->a_len : 0;
	rte_iova_t iova;
	uint8_t *digest;

	diff_segments(&ctx->rng, j->pkt_len, diff_layout_sgl(j->layout, false), keep,
			c->de ? c->digest_len : 0, j->seg_src, &j->nseg_src);
	j->m_src = diff_mbuf_build(ctx, j->src, j->pkt_len, j->seg_src, j->nseg_src);
	j->nseg_dst = 0;
	if (diff_layout_oop(j->layout)) {
		diff_segments(&ctx->rng, j->pkt_len, diff_layout_sgl(j->layout, true), 0, 0,
				j->seg_dst, &j->nseg_dst);
		j->m_dst = diff_mbuf_build(ctx, j->dst, j->pkt_len, j->seg_dst, j->nseg_dst);
	}
	j->op = rte_crypto_op_alloc(ctx->op_pool, RTE_CRYPTO_OP_TYPE_SYMMETRIC);
	if (j->m_src == NULL || j->op == NULL || (diff_layout_oop(j->layout) && j->m_dst == NULL))
		return -1;
	memcpy(rte_crypto_op_ctod_offset(j->op, uint8_t *, DIFF_IV_OFFSET), j->iv_area,
			DIFF_IV_AREA);
	memcpy(j->digest, j->digest_in, DIFF_DIGEST_AREA);
	if (c->de) {
		digest = diff_mbuf_ptr(j->m_src, keep, &iova);
	} else {
		digest = j->digest + DIFF_DIGEST_AT;
		iova = rte_malloc_virt2iova(j->digest) + DIFF_DIGEST_AT;
	}
	job_op_fields(j, c, digest, iova);
	if (c->sessionless) {
		j->op->sess_type = RTE_CRYPTO_OP_SESSIONLESS;
		j->op->sym->xform = (struct rte_crypto_sym_xform *)(uintptr_t)c->xf;
	} else {
		rte_crypto_op_attach_sym_session(j->op, c->sess);
	}
	return 0;
}

void
diff_job_release(struct diff_job *j)
{
	rte_pktmbuf_free(j->m_src);
	rte_pktmbuf_free(j->m_dst);
	rte_crypto_op_free(j->op);
	j->m_src = NULL;
	j->m_dst = NULL;
	j->op = NULL;
}

/*
 * Make job j for config c (a use of it). Returns 0, or -1 after counting a
 * failure (reference model error, no mbufs).
 */
int
diff_job_make(struct diff_ctx *ctx, struct diff_job *j, struct diff_config *c,
		const struct diff_target *t)
{
	uint32_t size = job_size(ctx, c, t);
	bool can_fail = diff_config_can_fail(c);
	char desc[256];

	j->cfg = c;
	j->index = ctx->next_op++;
	j->phase = ctx->phase;
	j->negative = can_fail && (t->negative >= 0 ? t->negative == 1 :
			diff_rng_pct(&ctx->rng, DIFF_NEGATIVE_PCT));
	j->c_off = j->c_len = j->a_off = j->a_len = j->skip_off = j->skip_len = 0;
	job_regions(ctx, j, c, size);
	j->layout = diff_layout_pick(ctx, c->chain != DIFF_CH_AUTH && !c->de);
	diff_rng_fill(&ctx->rng, j->src, j->pkt_len);
	if (diff_layout_oop(j->layout))
		diff_rng_fill(&ctx->rng, j->dst, j->pkt_len);
	job_iv(ctx, j, c);
	diff_rng_fill(&ctx->rng, j->aad, DIFF_CCM_AAD_SHIFT + c->aad_len + 16);
	diff_rng_fill(&ctx->rng, j->digest_in, DIFF_DIGEST_AREA);
	c->uses_left--;
	if (job_expect(ctx, j, c) != 0) {
		diff_config_describe(c, desc, sizeof(desc));
		diff_fail_setup(ctx, "reference model error, op #%" PRIu64 ": %s, %u bytes",
				j->index, desc, size);
		return -1;
	}
	if (job_op(ctx, j, c) != 0) {
		diff_job_release(j);
		diff_fail_setup(ctx, "cannot build op #%" PRIu64 " (mbufs or ops exhausted)",
				j->index);
		return -1;
	}
	return 0;
}
