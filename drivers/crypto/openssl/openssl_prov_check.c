/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Self-checks of the provider-direct path: the same calls the data path
 * makes, on fixed messages, compared bit for bit with EVP's result. Fresh
 * and reused contexts, a clone where the provider can clone, encryption and
 * decryption, a good and a bad tag. A family takes the provider path only
 * if its check passes (openssl_prov_verdict()).
 */

#include <string.h>

#include <openssl/crypto.h>
#include <openssl/err.h>

#include "openssl_sym.h"
#include "openssl_prov.h"
#include "openssl_prov_ccm.h"

#define CHECK_TAG	16
#define CHECK_MAX	80

/* One AEAD message of a check: lengths of its AAD and data. */
static const struct {
	uint16_t aad;
	uint16_t len;
} aead_msgs[] = {
	{ 16, 20 },	/* fresh context */
	{ 0, 64 },	/* the same context again */
	{ 5, 33 },	/* a clone, or the context a third time */
};

/* Fixed, non-trivial bytes. */
static void
check_fill(uint8_t *p, size_t n, uint8_t seed)
{
	size_t i;

	for (i = 0; i < n; i++)
		p[i] = (uint8_t)(seed + i * 29 + (i >> 3));
}

/* The reference: one AEAD encryption through EVP on a fresh context. */
static int
evp_aead_enc(const EVP_CIPHER *evp, const uint8_t *key, const uint8_t *iv, int iv_len,
		const uint8_t *aad, int aad_len, const uint8_t *in, int len, uint8_t *out,
		uint8_t *tag)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	uint8_t tail[EVP_MAX_BLOCK_LENGTH];
	int outl, ret = -1;

	if (ctx != NULL && EVP_EncryptInit_ex(ctx, evp, NULL, NULL, NULL) == 1 &&
			EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_IVLEN, iv_len, NULL) == 1 &&
			EVP_EncryptInit_ex(ctx, NULL, NULL, key, iv) == 1 &&
			(aad_len == 0 || EVP_EncryptUpdate(ctx, NULL, &outl, aad, aad_len) == 1) &&
			EVP_EncryptUpdate(ctx, out, &outl, in, len) == 1 && outl == len &&
			EVP_EncryptFinal_ex(ctx, tail, &outl) == 1 &&
			EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, CHECK_TAG, tag) == 1)
		ret = 0;
	EVP_CIPHER_CTX_free(ctx);
	return ret;
}

/* One op through the provider path: the data path's calls on flat buffers. */
static int
prov_aead(const struct openssl_prov_cipher *pc, void *ctx, bool enc, const uint8_t *iv,
		size_t iv_len, const uint8_t *aad, size_t aad_len, const uint8_t *in, size_t len,
		uint8_t *out, uint8_t *tag)
{
	if (openssl_prov_aead_start(pc, ctx, enc, iv, iv_len, enc ? NULL : tag, CHECK_TAG,
			aad, aad_len) != 0 ||
			openssl_prov_aead_data(pc, ctx, out, in, len) != 0)
		return -1;
	return openssl_prov_aead_finish(pc, ctx, enc, tag, CHECK_TAG);
}

struct aead_check {
	const EVP_CIPHER *evp;
	const struct openssl_prov_cipher *pc;
	uint8_t key[64];
	size_t key_len;
	uint8_t iv[64];
	size_t iv_len;
	uint8_t aad[CHECK_MAX];
	uint8_t pt[RTE_DIM(aead_msgs)][CHECK_MAX];
	uint8_t ct[RTE_DIM(aead_msgs)][CHECK_MAX];
	uint8_t tag[RTE_DIM(aead_msgs)][CHECK_TAG];
};

/* Encrypt message i on ctx: the same ciphertext and tag as EVP's. */
static bool
aead_enc_ok(struct aead_check *c, void *ctx, unsigned int i)
{
	uint8_t out[CHECK_MAX], tag[CHECK_TAG];

	c->iv[0] = (uint8_t)i;
	if (evp_aead_enc(c->evp, c->key, c->iv, (int)c->iv_len, c->aad, aead_msgs[i].aad,
			c->pt[i], aead_msgs[i].len, c->ct[i], c->tag[i]) != 0)
		return false;
	if (prov_aead(c->pc, ctx, true, c->iv, c->iv_len, c->aad, aead_msgs[i].aad, c->pt[i],
			aead_msgs[i].len, out, tag) != 0)
		return false;
	return memcmp(out, c->ct[i], aead_msgs[i].len) == 0 &&
		memcmp(tag, c->tag[i], CHECK_TAG) == 0;
}

/* Decrypt message i on ctx: EVP's plaintext with the good tag, a failure with a bad one. */
static bool
aead_dec_ok(struct aead_check *c, void *ctx, unsigned int i, bool bad)
{
	uint8_t out[CHECK_MAX], tag[CHECK_TAG];
	int ret;

	memcpy(tag, c->tag[i], CHECK_TAG);
	tag[CHECK_TAG - 1] ^= bad ? 1 : 0;
	c->iv[0] = (uint8_t)i;
	ret = prov_aead(c->pc, ctx, false, c->iv, c->iv_len, c->aad, aead_msgs[i].aad,
			c->ct[i], aead_msgs[i].len, out, tag);
	if (bad)
		return ret == -EBADMSG;
	return ret == 0 && memcmp(out, c->pt[i], aead_msgs[i].len) == 0;
}

static void *
aead_ctx(struct aead_check *c, bool enc)
{
	OSSL_PARAM p[2] = {
		OSSL_PARAM_construct_size_t(OSSL_CIPHER_PARAM_AEAD_IVLEN, &c->iv_len),
		OSSL_PARAM_END
	};

	return openssl_prov_cipher_new(c->pc, c->key, c->key_len, enc, p);
}

/* All of the check for one IV length. */
static bool
aead_check_iv(struct aead_check *c)
{
	void *enc = aead_ctx(c, true), *dec = aead_ctx(c, false), *dup = NULL;
	bool ok = enc != NULL && dec != NULL &&
		aead_enc_ok(c, enc, 0) && aead_enc_ok(c, enc, 1);

	if (ok) {
		dup = openssl_prov_cipher_dup(c->pc, enc);
		ok = aead_enc_ok(c, dup != NULL ? dup : enc, 2) && aead_enc_ok(c, enc, 0);
	}
	ok = ok && aead_dec_ok(c, dec, 0, false) && aead_dec_ok(c, dec, 1, true) &&
		aead_dec_ok(c, dec, 2, false) && aead_dec_ok(c, dec, 1, false);
	openssl_prov_cipher_free(c->pc, enc);
	openssl_prov_cipher_free(c->pc, dec);
	openssl_prov_cipher_free(c->pc, dup);
	return ok;
}

/* Can EVP take this IV length (GCM: any; ChaCha20-Poly1305: 12 only)? */
static bool
evp_iv_len_ok(const EVP_CIPHER *evp, int iv_len)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	bool ok = ctx != NULL && EVP_EncryptInit_ex(ctx, evp, NULL, NULL, NULL) == 1 &&
		EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_IVLEN, iv_len, NULL) == 1;

	EVP_CIPHER_CTX_free(ctx);
	ERR_clear_error();
	return ok;
}

bool
openssl_prov_check_aead(const void *cipher, const void *funcs)
{
	const EVP_CIPHER *evp = cipher;
	const struct openssl_prov_cipher *pc = funcs;
	static const uint8_t iv_lens[] = { 12, 60, 1 };
	struct aead_check *c = OPENSSL_zalloc(sizeof(*c));
	unsigned int i, tried = 0;
	bool ok = c != NULL;

	if (c != NULL) {
		c->evp = evp;
		c->pc = pc;
		c->key_len = EVP_CIPHER_get_key_length(evp);
		ok = c->key_len > 0 && c->key_len <= sizeof(c->key);
		check_fill(c->key, sizeof(c->key), 0x4b);
		check_fill(c->iv, sizeof(c->iv), 0x17);
		check_fill(c->aad, sizeof(c->aad), 0xa3);
		for (i = 0; i < RTE_DIM(aead_msgs); i++)
			check_fill(c->pt[i], CHECK_MAX, (uint8_t)(0x61 + i));
	}
	for (i = 0; ok && i < RTE_DIM(iv_lens); i++) {
		if (!evp_iv_len_ok(evp, iv_lens[i]))
			continue;
		c->iv_len = iv_lens[i];
		ok = aead_check_iv(c);
		tried++;
	}
	if (c != NULL)
		OPENSSL_clear_free(c, sizeof(*c));
	ERR_clear_error();
	return ok && tried > 0;
}

/* The reference: one cipher pass through EVP on a fresh context, padding off. */
static int
evp_cipher_once(const EVP_CIPHER *evp, const uint8_t *key, const uint8_t *iv, int enc,
		const uint8_t *in, int len, uint8_t *out)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	uint8_t tail[EVP_MAX_BLOCK_LENGTH];
	int outl = 0, tl = 0, ret = -1;

	if (ctx != NULL && EVP_CipherInit_ex(ctx, evp, NULL, key, iv, enc) == 1 &&
			EVP_CIPHER_CTX_set_padding(ctx, 0) == 1 &&
			EVP_CipherUpdate(ctx, out, &outl, in, len) == 1 && outl == len &&
			EVP_CipherFinal_ex(ctx, tail, &tl) == 1 && tl == 0)
		ret = 0;
	EVP_CIPHER_CTX_free(ctx);
	return ret;
}

/* The data path's calls: the IV (NULL: chain on), then the cipher function. */
static int
prov_cipher_once(const struct openssl_prov_cipher *pc, void *ctx, bool enc, const uint8_t *iv,
		size_t iv_len, const uint8_t *in, size_t len, uint8_t *out)
{
	size_t outl = 0;

	if (iv != NULL && (enc ? pc->einit : pc->dinit)(ctx, NULL, 0, iv, iv_len, NULL) != 1)
		return -1;
	return pc->cipher(ctx, out, &outl, len, in, len) == 1 && outl == len ? 0 : -1;
}

struct cipher_check {
	const EVP_CIPHER *evp;
	const struct openssl_prov_cipher *pc;
	uint8_t key[64];
	uint8_t iv[16];
	size_t iv_len;
	size_t len[3];
	uint8_t pt[2 * CHECK_MAX];
	uint8_t ref[2 * CHECK_MAX];
	uint8_t out[2 * CHECK_MAX];
	bool chains;		/* CBC, CTR: a second call continues the first */
};

/* Message i (the IV changed per message) on ctx, in direction enc, against EVP. */
static bool
cipher_msg_ok(struct cipher_check *c, void *ctx, bool enc, unsigned int i)
{
	size_t len = c->len[i];

	c->iv[0] = (uint8_t)(0x40 + i);
	if (evp_cipher_once(c->evp, c->key, c->iv_len ? c->iv : NULL, enc, c->pt, (int)len,
			c->ref) != 0 ||
			prov_cipher_once(c->pc, ctx, enc, c->iv_len ? c->iv : NULL, c->iv_len,
				c->pt, len, c->out) != 0)
		return false;
	return memcmp(c->out, c->ref, len) == 0;
}

/* Two calls after one IV give what EVP gives for the two messages as one. */
static bool
cipher_chain_ok(struct cipher_check *c, void *ctx, bool enc)
{
	size_t a = c->len[0], b = c->len[1];

	if (!c->chains)
		return true;
	c->iv[0] = 0x33;
	return evp_cipher_once(c->evp, c->key, c->iv, enc, c->pt, (int)(a + b), c->ref) == 0 &&
		prov_cipher_once(c->pc, ctx, enc, c->iv, c->iv_len, c->pt, a, c->out) == 0 &&
		prov_cipher_once(c->pc, ctx, enc, NULL, 0, c->pt + a, b, c->out + a) == 0 &&
		memcmp(c->out, c->ref, a + b) == 0;
}

static bool
cipher_dir_ok(struct cipher_check *c, bool enc)
{
	void *ctx = openssl_prov_cipher_new_nopad(c->pc, c->evp, c->key,
			EVP_CIPHER_get_key_length(c->evp), enc);
	void *dup = NULL;
	bool ok = ctx != NULL && cipher_msg_ok(c, ctx, enc, 0) && cipher_msg_ok(c, ctx, enc, 1) &&
		cipher_chain_ok(c, ctx, enc);

	if (ok) {
		dup = openssl_prov_cipher_dup(c->pc, ctx);
		ok = cipher_msg_ok(c, dup != NULL ? dup : ctx, enc, 2) &&
			cipher_msg_ok(c, ctx, enc, 0);
	}
	openssl_prov_cipher_free(c->pc, ctx);
	openssl_prov_cipher_free(c->pc, dup);
	return ok;
}

bool
openssl_prov_check_cipher(const void *cipher, const void *funcs)
{
	const EVP_CIPHER *evp = cipher;
	const struct openssl_prov_cipher *pc = funcs;
	struct cipher_check *c = OPENSSL_zalloc(sizeof(*c));
	int mode = EVP_CIPHER_get_mode(evp);
	size_t bs = EVP_CIPHER_get_block_size(evp);
	bool ok;

	if (c == NULL)
		return false;
	c->evp = evp;
	c->pc = pc;
	c->iv_len = EVP_CIPHER_get_iv_length(evp);
	c->chains = mode == EVP_CIPH_CBC_MODE || mode == EVP_CIPH_CTR_MODE;
	/* whole blocks; a stream mode also gets a length that is not */
	c->len[0] = bs > 1 ? 4 * bs : 64;
	c->len[1] = bs > 1 ? bs : (mode == EVP_CIPH_XTS_MODE ? 16 : 48);
	c->len[2] = bs > 1 ? 3 * bs : 37;
	check_fill(c->key, sizeof(c->key), 0x2d);
	check_fill(c->iv, sizeof(c->iv), 0x09);
	check_fill(c->pt, sizeof(c->pt), 0x77);
	ok = pc->cipher != NULL && EVP_CIPHER_get_key_length(evp) <= (int)sizeof(c->key) &&
		c->iv_len <= sizeof(c->iv) && cipher_dir_ok(c, true) && cipher_dir_ok(c, false);
	OPENSSL_clear_free(c, sizeof(*c));
	ERR_clear_error();
	return ok;
}

#define CHECK_HMAC_BLOCK	144	/* the largest digest block (SHA3-224) */

/* The reference: H(block_out || H(block_in || m)) by EVP digests on md. */
static int
evp_hmac(const EVP_MD *md, const uint8_t *block_in, const uint8_t *block_out, size_t bs,
		const uint8_t *m, size_t len, uint8_t *out, unsigned int *outlen)
{
	EVP_MD_CTX *ctx = EVP_MD_CTX_new();
	uint8_t inner[EVP_MAX_MD_SIZE];
	unsigned int n = 0;
	int ret = -1;

	if (ctx != NULL && EVP_DigestInit_ex(ctx, md, NULL) == 1 &&
			EVP_DigestUpdate(ctx, block_in, bs) == 1 &&
			EVP_DigestUpdate(ctx, m, len) == 1 &&
			EVP_DigestFinal_ex(ctx, inner, &n) == 1 &&
			EVP_DigestInit_ex(ctx, md, NULL) == 1 &&
			EVP_DigestUpdate(ctx, block_out, bs) == 1 &&
			EVP_DigestUpdate(ctx, inner, n) == 1 &&
			EVP_DigestFinal_ex(ctx, out, outlen) == 1)
		ret = 0;
	EVP_MD_CTX_free(ctx);
	return ret;
}

/*
 * One message through keyed states in and out, fed in two pieces, against
 * EVP; on work, the working context, as the data path does.
 */
static bool
hmac_check_one(const EVP_MD *md, const struct openssl_prov_digest *pd, void *work, void *in,
		void *out, const uint8_t *bin, const uint8_t *bout, size_t bs, size_t len,
		uint8_t seed)
{
	uint8_t msg[CHECK_MAX], got[EVP_MAX_MD_SIZE], want[EVP_MAX_MD_SIZE];
	void *ctx = openssl_prov_hmac_start(pd, work, in);
	unsigned int wlen = 0;
	bool fed;

	if (ctx == NULL)
		return false;
	check_fill(msg, len, seed);
	fed = pd->update(ctx, msg, len / 2) == 1 &&
		pd->update(ctx, msg + len / 2, len - len / 2) == 1;
	/* finish is done with ctx whatever happened (frees it when a clone) */
	return openssl_prov_hmac_finish(pd, ctx, out, got) == 0 && fed &&
		evp_hmac(md, bin, bout, bs, msg, len, want, &wlen) == 0 &&
		wlen == (unsigned int)EVP_MD_get_size(md) && CRYPTO_memcmp(got, want, wlen) == 0;
}

bool
openssl_prov_check_hmac(const void *digest, const void *funcs)
{
	const EVP_MD *md = digest;
	const struct openssl_prov_digest *pd = funcs;
	uint8_t bin[CHECK_HMAC_BLOCK], bout[CHECK_HMAC_BLOCK];
	int bs = EVP_MD_get_block_size(md);
	void *in, *out, *in2 = NULL, *out2 = NULL, *work;
	bool ok;

	if (bs <= 0 || bs > CHECK_HMAC_BLOCK)
		return false;
	check_fill(bin, bs, 0x36);
	check_fill(bout, bs, 0x5c);
	in = openssl_prov_hmac_state(pd, bin, bs);
	out = openssl_prov_hmac_state(pd, bout, bs);
	/* a slot's working context (copyctx), one for all the messages below */
	work = openssl_prov_hmac_work(pd);
	/* fresh states, the same again, then clones of them (a slot's) */
	ok = in != NULL && out != NULL && (pd->copyctx == NULL || work != NULL) &&
		hmac_check_one(md, pd, work, in, out, bin, bout, bs, 20, 1) &&
		hmac_check_one(md, pd, work, in, out, bin, bout, bs, CHECK_MAX, 2);
	if (ok) {
		in2 = pd->dupctx(in);
		out2 = pd->dupctx(out);
		ok = in2 != NULL && out2 != NULL &&
			hmac_check_one(md, pd, work, in2, out2, bin, bout, bs, 0, 3) &&
			hmac_check_one(md, pd, work, in2, out2, bin, bout, bs, 20, 4);
	}
	if (in != NULL)
		pd->freectx(in);
	if (out != NULL)
		pd->freectx(out);
	if (in2 != NULL)
		pd->freectx(in2);
	if (out2 != NULL)
		pd->freectx(out2);
	if (work != NULL)
		pd->freectx(work);
	return ok;
}

/*
 * AES-CCM: the reference through EVP on a fresh context (nonce length and
 * tag length, key and nonce, payload length, AAD, payload, tag).
 */
static int
evp_ccm_enc(const EVP_CIPHER *evp, const uint8_t *key, const uint8_t *nonce, int nonce_len,
		int tag_len, const uint8_t *aad, int aad_len, const uint8_t *in, int len,
		uint8_t *out, uint8_t *tag)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	uint8_t tail[EVP_MAX_BLOCK_LENGTH];
	int outl, ret = -1;

	if (ctx != NULL && EVP_EncryptInit_ex(ctx, evp, NULL, NULL, NULL) == 1 &&
			EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_IVLEN, nonce_len, NULL) == 1 &&
			EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, tag_len, NULL) == 1 &&
			EVP_EncryptInit_ex(ctx, NULL, NULL, key, nonce) == 1 &&
			EVP_EncryptUpdate(ctx, NULL, &outl, NULL, len) == 1 &&
			(aad_len == 0 || EVP_EncryptUpdate(ctx, NULL, &outl, aad, aad_len) == 1) &&
			EVP_EncryptUpdate(ctx, out, &outl, in, len) == 1 && outl == len &&
			EVP_EncryptFinal_ex(ctx, tail, &outl) == 1 &&
			EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, tag_len, tag) == 1)
		ret = 0;
	EVP_CIPHER_CTX_free(ctx);
	return ret;
}

/* One op of the data path's calls on flat buffers (tag: out, or the one to verify). */
static int
prov_ccm(const struct openssl_prov_cipher *pc, void *ctx, bool enc, const uint8_t *nonce,
		size_t nonce_len, const uint8_t *aad, size_t aad_len, const uint8_t *in,
		size_t len, uint8_t *out, uint8_t *tag, size_t tag_len)
{
	if (openssl_prov_ccm_start(pc, ctx, enc, nonce, nonce_len, tag, tag_len, aad, aad_len,
			len) != 0)
		return -1;
	return openssl_prov_ccm_finish(pc, ctx, enc, out, in, len, tag, tag_len);
}

/* One nonce and tag length: messages on a fresh, reused and cloned context, both ways. */
static bool
ccm_check_one(struct aead_check *c, size_t tag_len)
{
	void *enc = openssl_prov_ccm_new(c->pc, c->key, c->key_len, true, c->iv_len,
			tag_len);
	void *dec = openssl_prov_ccm_new(c->pc, c->key, c->key_len, false, c->iv_len,
			tag_len);
	void *dup = NULL, *ctx;
	uint8_t out[CHECK_MAX], tag[CHECK_TAG];
	unsigned int i, bad;
	bool ok = enc != NULL && dec != NULL;

	for (i = 0; ok && i < RTE_DIM(aead_msgs); i++) {
		c->iv[0] = (uint8_t)i;
		if (i == 2)
			dup = openssl_prov_cipher_dup(c->pc, enc);
		ctx = dup != NULL ? dup : enc;
		ok = evp_ccm_enc(c->evp, c->key, c->iv, (int)c->iv_len, (int)tag_len, c->aad,
				aead_msgs[i].aad, c->pt[i], aead_msgs[i].len, c->ct[i],
				c->tag[i]) == 0 &&
			prov_ccm(c->pc, ctx, true, c->iv, c->iv_len, c->aad, aead_msgs[i].aad,
				c->pt[i], aead_msgs[i].len, out, tag, tag_len) == 0 &&
			memcmp(out, c->ct[i], aead_msgs[i].len) == 0 &&
			memcmp(tag, c->tag[i], tag_len) == 0;
	}
	/* decrypt: a good tag, a bad one, then a good one again on the same context */
	for (i = 0; ok && i < RTE_DIM(aead_msgs) + 1; i++) {
		bad = i == 1;
		c->iv[0] = (uint8_t)(i % RTE_DIM(aead_msgs));
		memcpy(tag, c->tag[c->iv[0]], tag_len);
		tag[tag_len - 1] ^= (uint8_t)bad;
		ok = prov_ccm(c->pc, dec, false, c->iv, c->iv_len, c->aad,
				aead_msgs[c->iv[0]].aad, c->ct[c->iv[0]], aead_msgs[c->iv[0]].len,
				out, tag, tag_len) == (bad ? -EBADMSG : 0) &&
			(bad || memcmp(out, c->pt[c->iv[0]], aead_msgs[c->iv[0]].len) == 0);
	}
	openssl_prov_cipher_free(c->pc, enc);
	openssl_prov_cipher_free(c->pc, dec);
	openssl_prov_cipher_free(c->pc, dup);
	return ok;
}

bool
openssl_prov_check_ccm(const void *cipher, const void *funcs)
{
	static const uint8_t nonce_lens[] = { 12, 7, 13 };
	static const uint8_t tag_lens[] = { 16, 4 };
	struct aead_check *c = OPENSSL_zalloc(sizeof(*c));
	unsigned int i;
	bool ok = c != NULL;

	if (c != NULL) {
		c->evp = cipher;
		c->pc = funcs;
		c->key_len = EVP_CIPHER_get_key_length(c->evp);
		ok = c->key_len > 0 && c->key_len <= sizeof(c->key);
		check_fill(c->key, sizeof(c->key), 0x4b);
		check_fill(c->iv, sizeof(c->iv), 0x17);
		check_fill(c->aad, sizeof(c->aad), 0xa3);
		for (i = 0; i < RTE_DIM(aead_msgs); i++)
			check_fill(c->pt[i], CHECK_MAX, (uint8_t)(0x61 + i));
	}
	for (i = 0; ok && i < RTE_DIM(nonce_lens); i++) {
		c->iv_len = nonce_lens[i];
		ok = ccm_check_one(c, tag_lens[i % RTE_DIM(tag_lens)]);
	}
	if (c != NULL)
		OPENSSL_clear_free(c, sizeof(*c));
	ERR_clear_error();
	return ok;
}
