/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The OpenSSL calls of one operation, per algorithm of the benchmark matrix.
 * Variant [0] of each algorithm is the floor: the cheapest way known to do
 * the op with non-deprecated OpenSSL calls on contexts keyed once: CBC
 * steered through a chaining context (no IV re-init), HMAC from precomputed
 * inner and outer digest states, CMAC as a steered CBC-MAC with its subkeys
 * applied by hand. The others price the alternatives for the notes (EVP_MAC,
 * re-init, re-key, copy or dup per op ...). floor_setup.c keys each
 * algorithm's contexts once, floor_check.c asserts at start-up that the
 * floor gives what the plain EVP way gives.
 */

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/params.h>

#include "floor.h"

#define GCM_TAG_LEN 16
#define GCM_AAD_LEN 16
#define DES_BLOCK 8

static void
xor_bytes(uint8_t *dst, const uint8_t *src, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		dst[i] ^= src[i];
}

/* --- AES-CBC ----------------------------------------------------------- */

static int
cbc_body(EVP_CIPHER_CTX *ctx, uint8_t *buf, size_t len)
{
	int l, f;

	if (EVP_CipherUpdate(ctx, buf, &l, buf, (int)len) != 1)
		return -1;
	return EVP_CipherFinal_ex(ctx, buf + l, &f) == 1 ? 0 : -1;
}

/* the floor: new IV on the keyed context, update, final */
static int
cbc_reinit(struct floor_state *st, uint8_t *buf, size_t len)
{
	if (EVP_CipherInit_ex(st->cctx, NULL, NULL, NULL, st->iv, -1) != 1)
		return -1;
	return cbc_body(st->cctx, buf, len);
}

/* update alone: the context chains on from the previous op's last block (whole
 * blocks in place, the steered paths' EVP way)
 */
static int
cbc_update(struct floor_state *st, uint8_t *buf, size_t len)
{
	int l;

	return EVP_CipherUpdate(st->cctx, buf, &l, buf, (int)len) == 1 ? 0 : -1;
}

/*
 * The steered paths, on whole blocks in place through "blocks" (the keyed EVP
 * context or the provider's), "chain" the chaining block that context
 * carries from op to op.
 */

/* encrypt without re-init: steer the chaining value through the 1st block */
static inline int
steer_enc(struct floor_state *st, floor_op_fn blocks, uint8_t *chain, uint8_t *buf,
	size_t len)
{
	xor_bytes(buf, st->iv, 16);
	xor_bytes(buf, chain, 16);
	if (blocks(st, buf, len) != 0)
		return -1;
	memcpy(chain, buf + len - 16, 16);
	return 0;
}

/* decrypt without re-init: fix the 1st output block up afterwards */
static inline int
steer_dec(struct floor_state *st, floor_op_fn blocks, uint8_t *chain, uint8_t *buf,
	size_t len)
{
	uint8_t next[16];

	memcpy(next, buf + len - 16, 16);
	if (blocks(st, buf, len) != 0)
		return -1;
	xor_bytes(buf, chain, 16);
	xor_bytes(buf, st->iv, 16);
	memcpy(chain, next, 16);
	return 0;
}

/* CMAC as a steered CBC-MAC, one call per op: the message copied into the
 * scratch, its last block padded (10*) and XORed with K1 (complete) or K2
 * (padded), its first block with the context's chaining value (a zero IV in
 * effect); the tag is the last output block, the next chaining value
 */
static inline int
steer_cmac(struct floor_state *st, floor_op_fn blocks, uint8_t *chain, uint8_t *buf,
	size_t len)
{
	size_t nb = len == 0 ? 1 : (len + 15) / 16;
	size_t last = (nb - 1) * 16, rem = len - last;
	uint8_t *s = st->scratch;

	memcpy(s, buf, len);
	if (rem < 16) {
		s[len] = 0x80;
		memset(s + len + 1, 0, 16 - rem - 1);
	}
	xor_bytes(s + last, rem == 16 ? st->k1 : st->k2, 16);
	xor_bytes(s, chain, 16);
	if (blocks(st, s, nb * 16) != 0)
		return -1;
	memcpy(chain, s + last, 16);
	memcpy(buf + len, s + last, st->digest_len);
	return 0;
}

static int
cbc_steer_enc(struct floor_state *st, uint8_t *buf, size_t len)
{
	return steer_enc(st, cbc_update, st->chain, buf, len);
}

static int
cbc_steer_dec(struct floor_state *st, uint8_t *buf, size_t len)
{
	return steer_dec(st, cbc_update, st->chain, buf, len);
}

/* encrypt with padding left on: Update outputs every full block, and the
 * Final that would add a padding block is not called; OpenSSL 3.0 then has
 * no padding setting to re-apply at the re-init
 */
static int
cbc_padded_nofinal(struct floor_state *st, uint8_t *buf, size_t len)
{
	int l;

	if (EVP_CipherInit_ex(st->cctx, NULL, NULL, NULL, st->iv, -1) != 1)
		return -1;
	return EVP_CipherUpdate(st->cctx, buf, &l, buf, (int)len) == 1 ? 0 : -1;
}

static int
padding_on(struct floor_state *st)
{
	return EVP_CIPHER_CTX_set_padding(st->cctx, 1) == 1 ? 0 : -1;
}

static int
cbc_rekey(struct floor_state *st, uint8_t *buf, size_t len)
{
	if (EVP_CipherInit_ex(st->cctx, NULL, NULL, st->key, st->iv, -1) != 1)
		return -1;
	return cbc_body(st->cctx, buf, len);
}

/* copy the keyed template into the work context per op */
static int
cbc_copy(struct floor_state *st, uint8_t *buf, size_t len)
{
	if (EVP_CIPHER_CTX_copy(st->cctx, st->ctmpl) != 1)
		return -1;
	return cbc_reinit(st, buf, len);
}

/* new + copy + free per op: the per-buffer clone that the seed removed */
static int
cbc_clone(struct floor_state *st, uint8_t *buf, size_t len)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	int ret = -1;

	if (ctx != NULL && EVP_CIPHER_CTX_copy(ctx, st->ctmpl) == 1 &&
			EVP_CipherInit_ex(ctx, NULL, NULL, NULL, st->iv, -1) == 1)
		ret = cbc_body(ctx, buf, len);
	EVP_CIPHER_CTX_free(ctx);
	return ret;
}

/* --- 3DES-CTR: DES-EDE3-ECB over counter blocks, XOR into the data ------ */

static void
ctr_block(uint8_t *dst, const uint8_t *iv, uint64_t add)
{
	uint64_t c = 0;
	int i;

	for (i = 0; i < DES_BLOCK; i++)
		c = (c << 8) | iv[i];
	c += add;
	for (i = DES_BLOCK - 1; i >= 0; i--) {
		dst[i] = (uint8_t)c;
		c >>= 8;
	}
}

/* the floor: all counter blocks of the op in one EVP call */
static int
ctr_onecall(struct floor_state *st, uint8_t *buf, size_t len)
{
	size_t i, nb = (len + DES_BLOCK - 1) / DES_BLOCK;
	int l;

	for (i = 0; i < nb; i++)
		ctr_block(st->scratch + i * DES_BLOCK, st->iv, i);
	if (EVP_EncryptUpdate(st->cctx, st->scratch, &l, st->scratch,
			(int)(nb * DES_BLOCK)) != 1)
		return -1;
	xor_bytes(buf, st->scratch, len);
	return 0;
}

/* one EVP call per counter block */
static int
ctr_perblock(struct floor_state *st, uint8_t *buf, size_t len)
{
	uint8_t ks[DES_BLOCK];
	size_t off, n;
	int l;

	for (off = 0; off < len; off += DES_BLOCK) {
		ctr_block(ks, st->iv, off / DES_BLOCK);
		if (EVP_EncryptUpdate(st->cctx, ks, &l, ks, DES_BLOCK) != 1)
			return -1;
		n = len - off < DES_BLOCK ? len - off : DES_BLOCK;
		xor_bytes(buf + off, ks, n);
	}
	return 0;
}

/* --- HMAC and CMAC through EVP_MAC -------------------------------------- */

static int
mac_body(EVP_MAC_CTX *ctx, const struct floor_state *st, uint8_t *buf, size_t len)
{
	size_t out;

	if (EVP_MAC_update(ctx, buf, len) != 1)
		return -1;
	return EVP_MAC_final(ctx, buf + len, &out, st->digest_len) == 1 ? 0 : -1;
}

/* the floor: restart the keyed context (no key given), update, final */
static int
mac_reinit(struct floor_state *st, uint8_t *buf, size_t len)
{
	if (EVP_MAC_init(st->mctx, NULL, 0, NULL) != 1)
		return -1;
	return mac_body(st->mctx, st, buf, len);
}

static int
mac_rekey(struct floor_state *st, uint8_t *buf, size_t len)
{
	if (EVP_MAC_init(st->mctx, st->key, st->key_len, NULL) != 1)
		return -1;
	return mac_body(st->mctx, st, buf, len);
}

/* dup the keyed template per op and free it (the OpenSSL < 3.0.3 way) */
static int
mac_dup(struct floor_state *st, uint8_t *buf, size_t len)
{
	EVP_MAC_CTX *ctx = EVP_MAC_CTX_dup(st->mtmpl);
	int ret = -1;

	if (ctx != NULL)
		ret = mac_body(ctx, st, buf, len);
	EVP_MAC_CTX_free(ctx);
	return ret;
}

/* HMAC by hand: copy the precomputed inner and outer digest states */
static int
hmac_mdcopy(struct floor_state *st, uint8_t *buf, size_t len)
{
	uint8_t inner[EVP_MAX_MD_SIZE];
	unsigned int n;

	if (EVP_MD_CTX_copy_ex(st->mdctx, st->ipad) != 1 ||
			EVP_DigestUpdate(st->mdctx, buf, len) != 1 ||
			EVP_DigestFinal_ex(st->mdctx, inner, &n) != 1 ||
			EVP_MD_CTX_copy_ex(st->mdctx, st->opad) != 1 ||
			EVP_DigestUpdate(st->mdctx, inner, n) != 1)
		return -1;
	return EVP_DigestFinal_ex(st->mdctx, buf + len, NULL) == 1 ? 0 : -1;
}

/* below EVP: clones of the provider's keyed digest states */
static inline __attribute__((always_inline)) int
hmac_prov_dup(struct floor_state *st, uint8_t *buf, size_t len)
{
	const struct floor_prov_md *pm = &st->pmd;
	uint8_t inner[EVP_MAX_MD_SIZE];
	void *c = pm->dupctx(st->pipad);
	size_t n = 0, m = 0;
	int ret = -1;

	if (c != NULL && pm->update(c, buf, len) == 1 &&
			pm->final(c, inner, &n, sizeof(inner)) == 1) {
		pm->freectx(c);
		c = pm->dupctx(st->popad);
		if (c != NULL && pm->update(c, inner, n) == 1 &&
				pm->final(c, buf + len, &m, FLOOR_DIGEST_ROOM) == 1)
			ret = 0;
	}
	if (c != NULL)
		pm->freectx(c);
	return ret;
}

/* below EVP: the keyed states copied into one work context (copyctx, 3.5) */
static inline __attribute__((always_inline)) int
hmac_prov_copy(struct floor_state *st, uint8_t *buf, size_t len)
{
	const struct floor_prov_md *pm = &st->pmd;
	uint8_t inner[EVP_MAX_MD_SIZE];
	size_t n = 0, m = 0;

	if (pm->copyctx == NULL)
		return -1;
	pm->copyctx(st->pwork, st->pipad);
	if (pm->update(st->pwork, buf, len) != 1 ||
			pm->final(st->pwork, inner, &n, sizeof(inner)) != 1)
		return -1;
	pm->copyctx(st->pwork, st->popad);
	return pm->update(st->pwork, inner, n) == 1 &&
		pm->final(st->pwork, buf + len, &m, FLOOR_DIGEST_ROOM) == 1 ? 0 : -1;
}

/* the HMAC floor: copyctx where the provider has it, else clones */
static int
hmac_prov(struct floor_state *st, uint8_t *buf, size_t len)
{
	return st->pmd.copyctx != NULL ? hmac_prov_copy(st, buf, len) :
		hmac_prov_dup(st, buf, len);
}

/* the steered CBC-MAC on the keyed EVP context */
static int
cmac_steered(struct floor_state *st, uint8_t *buf, size_t len)
{
	return steer_cmac(st, cbc_update, st->chain, buf, len);
}

/* --- AES-GCM ------------------------------------------------------------ */

/* AAD, data, final and tag; decrypt checks the tag, which fails on the
 * benchmark's garbage (as with crypto-perf): OpenSSL does the same work.
 * tag_set: the expected tag went in with the IV.
 */
static int
gcm_body(EVP_CIPHER_CTX *ctx, const struct floor_state *st, uint8_t *buf, size_t len,
	bool tag_set)
{
	int l, f;

	if (EVP_CipherUpdate(ctx, NULL, &l, st->aad, GCM_AAD_LEN) != 1 ||
			EVP_CipherUpdate(ctx, buf, &l, buf, (int)len) != 1)
		return -1;
	if (st->enc) {
		if (EVP_CipherFinal_ex(ctx, buf + l, &f) != 1)
			return -1;
		return EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_GET_TAG, GCM_TAG_LEN,
				buf + len) == 1 ? 0 : -1;
	}
	if (!tag_set && EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_SET_TAG, GCM_TAG_LEN,
			buf + len) != 1)
		return -1;
	(void)EVP_CipherFinal_ex(ctx, buf + l, &f);
	return 0;
}

/* new IV on the keyed context by EVP_CipherInit_ex, AAD, data, final, tag */
static int
gcm_reinit(struct floor_state *st, uint8_t *buf, size_t len)
{
	if (EVP_CipherInit_ex(st->cctx, NULL, NULL, NULL, st->iv, -1) != 1)
		return -1;
	return gcm_body(st->cctx, st, buf, len, false);
}

/*
 * The IV (and, to decrypt, the tag) by one EVP_CIPHER_CTX_set_params: GCM's
 * "tlsivfixed" of length (size_t)-1 is the whole IV. OpenSSL 3.0's
 * EVP_CipherInit_ex asks the provider for the IV length on every call.
 */
static int
gcm_param(struct floor_state *st, uint8_t *buf, size_t len)
{
	OSSL_PARAM p[3];

	p[0] = OSSL_PARAM_construct_octet_string(OSSL_CIPHER_PARAM_AEAD_TLS1_IV_FIXED, st->iv,
			SIZE_MAX);
	p[1] = st->enc ? OSSL_PARAM_construct_end() :
		OSSL_PARAM_construct_octet_string(OSSL_CIPHER_PARAM_AEAD_TAG, buf + len,
			GCM_TAG_LEN);
	p[2] = OSSL_PARAM_construct_end();
	if (EVP_CIPHER_CTX_set_params(st->cctx, p) != 1)
		return -1;
	return gcm_body(st->cctx, st, buf, len, !st->enc);
}

/* the floor: the cheaper of the two (the driver's choice; 3.1 caches the IV length) */
static int
gcm_floor(struct floor_state *st, uint8_t *buf, size_t len)
{
	static int by_param = -1;	/* asked once: the choice costs nothing per op */

	if (by_param < 0)
		by_param = OpenSSL_version_num() < 0x30100000L;
	return by_param ? gcm_param(st, buf, len) : gcm_reinit(st, buf, len);
}

static int
gcm_rekey(struct floor_state *st, uint8_t *buf, size_t len)
{
	if (EVP_CipherInit_ex(st->cctx, NULL, NULL, st->key, st->iv, -1) != 1)
		return -1;
	return gcm_body(st->cctx, st, buf, len, false);
}

/* new + key + free per op: where a GCM context cannot be copied (< 3.2) */
static int
gcm_fresh(struct floor_state *st, uint8_t *buf, size_t len)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	int ret = -1;

	if (ctx != NULL && EVP_CipherInit_ex(ctx, st->cipher, NULL, st->key, st->iv,
			st->enc) == 1)
		ret = gcm_body(ctx, st, buf, len, false);
	EVP_CIPHER_CTX_free(ctx);
	return ret;
}

/* --- AES-CBC then HMAC-SHA1 over the ciphertext ------------------------- */

static int
cbc_hmac(struct floor_state *st, uint8_t *buf, size_t len)
{
	if (cbc_reinit(st, buf, len) != 0)
		return -1;
	return mac_reinit(st, buf, len);
}

static int
cbc_hmac_mdcopy(struct floor_state *st, uint8_t *buf, size_t len)
{
	if (cbc_reinit(st, buf, len) != 0)
		return -1;
	return hmac_mdcopy(st, buf, len);
}

/* the floor: steered CBC, then HMAC from the digest states */
static int
cbc_steer_hmac_mdcopy(struct floor_state *st, uint8_t *buf, size_t len)
{
	if (cbc_steer_enc(st, buf, len) != 0)
		return -1;
	return hmac_mdcopy(st, buf, len);
}

/* the self-check's reference: a fresh CBC context, then EVP_MAC */
static int
cbc_hmac_ref(struct floor_state *st, uint8_t *buf, size_t len)
{
	if (cbc_clone(st, buf, len) != 0)
		return -1;
	return mac_reinit(st, buf, len);
}

/* --- below EVP: the provider's own functions ---------------------------- */

/* whole blocks in place through the provider's cipher function (no buffering, no checks) */
static int
prov_blocks(struct floor_state *st, uint8_t *buf, size_t len)
{
	size_t n = 0;

	if (st->pctx == NULL || st->prov.cipher(st->pctx, buf, &n, len, buf, len) != 1)
		return -1;
	return n == len ? 0 : -1;
}

static int
prov_iv(struct floor_state *st, size_t iv_len)
{
	if (st->pctx == NULL)
		return -1;
	return (st->enc ? st->prov.einit : st->prov.dinit)(st->pctx, NULL, 0, st->iv, iv_len,
			NULL) == 1 ? 0 : -1;
}

/* the floor: steered CBC encrypt on the provider's context */
static int
cbc_prov_steer_enc(struct floor_state *st, uint8_t *buf, size_t len)
{
	return steer_enc(st, prov_blocks, st->pchain, buf, len);
}

static int
cbc_prov_steer_dec(struct floor_state *st, uint8_t *buf, size_t len)
{
	return steer_dec(st, prov_blocks, st->pchain, buf, len);
}

/* IV-only init of the provider's context, then its cipher function */
static int
cbc_prov_reinit(struct floor_state *st, uint8_t *buf, size_t len)
{
	if (prov_iv(st, 16) != 0)
		return -1;
	return prov_blocks(st, buf, len);
}

/* the CMAC floor: the steered CBC-MAC on the provider's context */
static int
cmac_prov_steered(struct floor_state *st, uint8_t *buf, size_t len)
{
	return steer_cmac(st, prov_blocks, st->pchain, buf, len);
}

/* the GCM floor: IV-only init, (tag,) AAD, data, final, tag, all below EVP */
static int
gcm_prov(struct floor_state *st, uint8_t *buf, size_t len)
{
	OSSL_PARAM tag[2] = {
		{ OSSL_CIPHER_PARAM_AEAD_TAG, OSSL_PARAM_OCTET_STRING, buf + len, GCM_TAG_LEN, 0 },
		OSSL_PARAM_END
	};
	uint8_t tail[EVP_MAX_BLOCK_LENGTH];
	size_t n;

	if (prov_iv(st, 12) != 0 || (!st->enc && st->prov.set_ctx_params(st->pctx, tag) != 1))
		return -1;
	if (st->prov.update(st->pctx, NULL, &n, GCM_AAD_LEN, st->aad, GCM_AAD_LEN) != 1 ||
			st->prov.update(st->pctx, buf, &n, len, buf, len) != 1)
		return -1;
	if (!st->enc) {
		(void)st->prov.final(st->pctx, tail, &n, sizeof(tail));
		return 0;
	}
	if (st->prov.final(st->pctx, tail, &n, sizeof(tail)) != 1)
		return -1;
	return st->prov.get_ctx_params(st->pctx, tag) == 1 ? 0 : -1;
}

/* the CBC + HMAC floor: provider-steered CBC, HMAC on the provider's digest */
static int
cbc_prov_hmac_prov(struct floor_state *st, uint8_t *buf, size_t len)
{
	if (cbc_prov_steer_enc(st, buf, len) != 0)
		return -1;
	return hmac_prov(st, buf, len);
}

/* provider-steered CBC, HMAC by EVP digest state copies */
static int
cbc_prov_hmac_mdcopy(struct floor_state *st, uint8_t *buf, size_t len)
{
	if (cbc_prov_steer_enc(st, buf, len) != 0)
		return -1;
	return hmac_mdcopy(st, buf, len);
}

/* --- the matrix ---------------------------------------------------------- */

static const struct floor_variant cbc_enc_variants[] = {
	{ "floor", "below EVP: the provider's cipher function, 1st block steered",
		cbc_prov_steer_enc },
	{ "evp-steered", "Update alone, 1st block XORed with IV ^ chaining block (steered)",
		cbc_steer_enc },
	{ "prov-reinit", "below EVP: IV-only init + the provider's cipher function",
		cbc_prov_reinit },
	{ "reinit", "CipherInit_ex(IV) + Update + Final on the keyed context", cbc_reinit },
	{ "update-chained", "Update alone, IV chained from the previous op", cbc_update },
	{ "padded-nofinal", "padding left on: CipherInit_ex(IV) + Update, no Final",
		cbc_padded_nofinal, padding_on },
	{ "rekey", "CipherInit_ex(key, IV) + Update + Final", cbc_rekey },
	{ "copy", "CIPHER_CTX_copy(template) + IV + Update + Final", cbc_copy },
	{ "clone", "CTX_new + copy + IV + Update + Final + free (pre-seed path)", cbc_clone },
	{ NULL, NULL, NULL },
};

static const struct floor_variant cbc_dec_variants[] = {
	{ "floor", "below EVP: the provider's cipher function, 1st block fixed up",
		cbc_prov_steer_dec },
	{ "evp-steered", "Update alone, 1st output block fixed up with IV ^ chain (steered)",
		cbc_steer_dec },
	{ "reinit", "CipherInit_ex(IV) + Update + Final on the keyed context", cbc_reinit },
	{ "update-chained", "Update alone, IV chained from the previous op", cbc_update },
	{ "rekey", "CipherInit_ex(key, IV) + Update + Final", cbc_rekey },
	{ "copy", "CIPHER_CTX_copy(template) + IV + Update + Final", cbc_copy },
	{ "clone", "CTX_new + copy + IV + Update + Final + free (pre-seed path)", cbc_clone },
	{ NULL, NULL, NULL },
};

static const struct floor_variant ctr_variants[] = {
	{ "floor", "counter blocks, one DES-EDE3-ECB Update for all, XOR", ctr_onecall },
	{ "per-block", "one DES-EDE3-ECB Update per 8-byte counter block, XOR",
		ctr_perblock },
	{ NULL, NULL, NULL },
};

static const struct floor_variant hmac_variants[] = {
	{ "floor", "below EVP: the keyed states copied (copyctx) into one work context where "
		"the provider can (3.5), else prov-dupctx",
		hmac_prov },
	{ "prov-dupctx", "the provider's dupctx(ipad state) + update + final, dupctx(opad) + "
		"update + final", hmac_prov_dup },
	{ "evp-md-copy", "MD_CTX_copy_ex(ipad state) + update + final, copy_ex(opad) + "
		"update + final", hmac_mdcopy },
	{ "evp-mac", "MAC_init(NULL key) + update + final on the keyed context", mac_reinit },
	{ "rekey", "MAC_init(key) + update + final", mac_rekey },
	{ "dup", "MAC_CTX_dup(keyed template) + update + final + free", mac_dup },
	{ NULL, NULL, NULL },
};

static const struct floor_variant cmac_variants[] = {
	{ "floor", "below EVP: the steered CBC-MAC on the provider's cipher function",
		cmac_prov_steered },
	{ "evp-steered", "steered CBC-MAC: copy, pad, K1/K2 and chain XORed in, one Update",
		cmac_steered },
	{ "evp-mac", "MAC_init(NULL key) + update + final on the keyed context", mac_reinit },
	{ "rekey", "MAC_init(key) + update + final", mac_rekey },
	{ "dup", "MAC_CTX_dup(keyed template) + update + final + free", mac_dup },
	{ NULL, NULL, NULL },
};

static const struct floor_variant gcm_variants[] = {
	{ "floor", "below EVP: IV-only init + AAD + update + final + tag by parameter",
		gcm_prov },
	{ "evp", "iv-param before OpenSSL 3.1, else iv-init", gcm_floor },
	{ "iv-init", "CipherInit_ex(IV) + AAD + Update + Final + tag", gcm_reinit },
	{ "iv-param", "CTX_set_params(IV [+ tag]) + AAD + Update + Final + tag", gcm_param },
	{ "rekey", "CipherInit_ex(key, IV) + AAD + Update + Final + tag", gcm_rekey },
	{ "fresh", "CTX_new + CipherInit_ex(cipher, key, IV) + ... + free", gcm_fresh },
	{ NULL, NULL, NULL },
};

static const struct floor_variant cbc_hmac_variants[] = {
	{ "floor", "provider-steered AES-CBC, then HMAC on the provider's SHA1 states",
		cbc_prov_hmac_prov },
	{ "prov-md-copy", "provider-steered AES-CBC, then HMAC by SHA1 state copies",
		cbc_prov_hmac_mdcopy },
	{ "evp-steered", "steered AES-CBC, then HMAC by SHA1 state copies over the ciphertext",
		cbc_steer_hmac_mdcopy },
	{ "evp-mac", "AES-CBC re-init, then HMAC by EVP_MAC restart", cbc_hmac },
	{ "reinit-md-copy", "AES-CBC re-init, then HMAC by SHA1 state copies",
		cbc_hmac_mdcopy },
	{ NULL, NULL, NULL },
};

/* A row of the matrix: its algorithms as their enum names, "NONE" where it has none. */
struct floor_row {
	const char *name;
	const char *cipher, *auth, *aead, *op;
	size_t key_len, auth_key_len, digest_len, block;
};

#define BENCH_ROW(n, shp, c, op, key, ivl, a, akey, dig, ae, aadl, blk) \
	{ (n), #c, #a, #ae, #op, (key), (akey), (dig), (blk) },

static const struct floor_row rows[] = {
#include <bench_matrix.h>
};

static const struct floor_impl impls[] = {
	{ "aes-cbc-128-enc", floor_setup_cipher_only, "AES-128-CBC", cbc_enc_variants, cbc_clone },
	{ "aes-cbc-128-dec", floor_setup_cipher_only, "AES-128-CBC", cbc_dec_variants, cbc_clone },
	{ "3des-ctr-enc", floor_setup_cipher_only, "DES-EDE3-ECB", ctr_variants, NULL },
	{ "sha1-hmac-gen", floor_setup_hmac, "SHA1", hmac_variants, mac_reinit },
	{ "sha256-hmac-gen", floor_setup_hmac, "SHA2-256", hmac_variants, mac_reinit },
	{ "aes-cmac-gen", floor_setup_cmac, "AES-128-CBC", cmac_variants, mac_reinit },
	{ "aes-gcm-128-enc", floor_setup_cipher_only, "AES-128-GCM", gcm_variants, gcm_fresh },
	{ "aes-gcm-128-dec", floor_setup_cipher_only, "AES-128-GCM", gcm_variants, gcm_fresh },
	{ "aes-cbc-128-sha1-hmac", floor_setup_cbc_hmac, "AES-128-CBC", cbc_hmac_variants,
		cbc_hmac_ref },
};

struct floor_algo floor_algos[FLOOR_MAX_ALGOS];
unsigned int floor_nb_algos;

static const struct floor_impl *
impl_of(const char *name)
{
	unsigned int i;

	for (i = 0; i < sizeof(impls) / sizeof(impls[0]); i++)
		if (strcmp(impls[i].name, name) == 0)
			return &impls[i];
	return NULL;
}

int
floor_algos_init(void)
{
	const struct floor_impl *im;
	const struct floor_row *r;
	unsigned int i;

	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		r = &rows[i];
		if (strcmp(r->cipher, "NULL") == 0 || strcmp(r->auth, "NULL") == 0)
			continue;	/* crypto_null's: no OpenSSL call to price */
		im = impl_of(r->name);
		if (im == NULL || floor_nb_algos == FLOOR_MAX_ALGOS) {
			fprintf(stderr, "matrix row %s: no floor implementation\n", r->name);
			return -1;
		}
		floor_algos[floor_nb_algos++] = (struct floor_algo){ .name = r->name,
			.setup = im->setup, .evp_name = im->evp_name,
			.key_len = strcmp(r->auth, "NONE") != 0 ? r->auth_key_len : r->key_len,
			.digest_len = r->digest_len, .block = r->block,
			.enc = strcmp(r->op, "ENCRYPT") == 0, .variants = im->variants,
			.ref = im->ref };
	}
	return 0;
}
