/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * RSA: encrypt, decrypt, sign, verify; padding NONE, PKCS#1 v1.5, OAEP, PSS
 * (22.11 puts the padding in the op); private key as exponent or quintuple.
 *
 * Setup builds the keyed EVP_PKEY once, from a key proven consistent
 * (openssl_asym_rsa_key.c). A queue pair's slot holds its own
 * copy of the key and one EVP_PKEY_CTX per operation, initialised; the
 * padding parameters are set on a context only when an op asks for other
 * ones than the context has. Raw (NONE) sign is a private decrypt without
 * padding, raw verify a public encrypt without padding whose result goes to
 * rsa.cipher, as the API says.
 */

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/param_build.h>
#include <openssl/rsa.h>

#include "openssl_asym.h"
#include "openssl_compat.h"

enum rsa_ctx {
	RSA_CTX_ENC,	/* public encrypt; raw verify */
	RSA_CTX_VERIFY,
	RSA_CTX_DEC,	/* private decrypt; raw sign */
	RSA_CTX_SIGN,
	RSA_NB_CTX,
};

#define RSA_NB_PUB_CTX	2	/* the contexts a public key has */

/* The padding parameters a context has (irrelevant ones zero). */
struct rsa_pad {
	uint8_t type;
	uint8_t hash;
	uint8_t mgf1;
	uint16_t saltlen;
	size_t label_len;
	uint8_t *label;		/* copy of the OAEP label, or NULL */
};

struct rsa_slot {
	EVP_PKEY *pkey;		/* this queue pair's copy of the key */
	EVP_PKEY_CTX *ctx[RSA_NB_CTX];
	struct rsa_pad pad[RSA_NB_CTX];
	uint32_t n_len;
	uint8_t buf[];		/* n_len bytes: raw input, short output buffers */
};

/* The hashes the API allows in RSA padding. */
static const struct {
	enum rte_crypto_auth_algorithm algo;
	const char *name;
} rsa_hashes[] = {
	{ RTE_CRYPTO_AUTH_MD5, "MD5" },
	{ RTE_CRYPTO_AUTH_SHA1, "SHA1" },
	{ RTE_CRYPTO_AUTH_SHA224, "SHA2-224" },
	{ RTE_CRYPTO_AUTH_SHA256, "SHA2-256" },
	{ RTE_CRYPTO_AUTH_SHA384, "SHA2-384" },
	{ RTE_CRYPTO_AUTH_SHA512, "SHA2-512" },
};

static const char *
hash_name(uint8_t algo)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(rsa_hashes); i++)
		if ((uint8_t)rsa_hashes[i].algo == algo)
			return rsa_hashes[i].name;
	return NULL;
}

static const struct rte_cryptodev_capabilities rsa_caps[] = {
	{
		.op = RTE_CRYPTO_OP_TYPE_ASYMMETRIC,
		.asym.xform_capa = {
			.xform_type = RTE_CRYPTO_ASYM_XFORM_RSA,
			.op_types = (1 << RTE_CRYPTO_ASYM_OP_SIGN) |
				(1 << RTE_CRYPTO_ASYM_OP_VERIFY) |
				(1 << RTE_CRYPTO_ASYM_OP_ENCRYPT) |
				(1 << RTE_CRYPTO_ASYM_OP_DECRYPT),
			.modlen = {
				.min = OPENSSL_RSA_MIN_MOD_LEN,
				.max = OPENSSL_ASYM_MAX_MOD_LEN,
				.increment = 1,
			},
		},
	},
};

static bool
rsa_available(const struct openssl_libctx *lc)
{
	return openssl_pkey_type_ok(lc, "RSA");
}

/* DPDK >= 23.03: the padding is the session's; keep it, with a copy of the label. */
static int
rsa_keep_padding(struct openssl_rsa_sess *r, const struct rte_crypto_rsa_padding *p)
{
	if (p == NULL)
		return 0;
	r->padding = *p;
	r->padding.oaep_label.data = NULL;
	if (p->oaep_label.data == NULL || p->oaep_label.length == 0)
		return 0;
	r->padding.oaep_label.data = OPENSSL_memdup(p->oaep_label.data, p->oaep_label.length);
	return r->padding.oaep_label.data == NULL ? -ENOMEM : 0;
}

static void *rsa_slot_new(const struct openssl_asym_session *s);
static void rsa_slot_free(const struct openssl_asym_session *s, void *p);

/*
 * A device with a context of its own: the provider must take the key for
 * each operation now (the FIPS provider refuses small keys), so that a key
 * it refuses fails the session, not its ops. A FIPS device takes what it
 * advertises: moduli of 2048 bits and more.
 */
static int
rsa_provider_takes(const struct openssl_asym_session *s)
{
	void *slot;

	if (s->lc->fips && s->rsa.n_len < OPENSSL_FIPS_MIN_MOD_LEN)
		return -ENOTSUP;
	if (s->lc->libctx == NULL || s->one_op)
		return 0;
	slot = rsa_slot_new(s);
	if (slot == NULL)
		return -ENOTSUP;
	rsa_slot_free(s, slot);
	return 0;
}

/* The key (openssl_asym_rsa_key.c), checked; a sessionless op's is only proven, not factored. */
static int
rsa_setup(struct openssl_asym_session *s, const struct rte_crypto_asym_xform *xf)
{
	int ret = openssl_rsa_key(s->lc, &xf->rsa, s->one_op, &s->rsa.pkey, &s->rsa.has_priv);

	if (ret == 0) {
		s->rsa.n_len = EVP_PKEY_get_size(s->rsa.pkey);
		ret = rsa_provider_takes(s);
	}
	if (ret == 0)
		ret = rsa_keep_padding(&s->rsa, OPENSSL_XFORM_RSA_PADDING(xf));
	if (ret != 0) {
		EVP_PKEY_free(s->rsa.pkey);
		s->rsa.pkey = NULL;
	}
	return ret;
}

static void
rsa_sess_free(struct openssl_asym_session *s)
{
	EVP_PKEY_free(s->rsa.pkey);
	s->rsa.pkey = NULL;
	OPENSSL_free(s->rsa.padding.oaep_label.data);
	s->rsa.padding.oaep_label.data = NULL;
}

static int
rsa_ctx_init(EVP_PKEY_CTX *ctx, enum rsa_ctx which)
{
	switch (which) {
	case RSA_CTX_ENC:
		return EVP_PKEY_encrypt_init(ctx);
	case RSA_CTX_DEC:
		return EVP_PKEY_decrypt_init(ctx);
	case RSA_CTX_SIGN:
		return EVP_PKEY_sign_init(ctx);
	default:
		return EVP_PKEY_verify_init(ctx);
	}
}

static void
rsa_slot_free(const struct openssl_asym_session *s __rte_unused, void *p)
{
	struct rsa_slot *sl = p;
	unsigned int i;

	for (i = 0; i < RSA_NB_CTX; i++) {
		EVP_PKEY_CTX_free(sl->ctx[i]);
		OPENSSL_free(sl->pad[i].label);
	}
	EVP_PKEY_free(sl->pkey);
	OPENSSL_clear_free(sl, sizeof(*sl) + sl->n_len);
}

static void *
rsa_slot_new(const struct openssl_asym_session *s)
{
	unsigned int i, n = s->rsa.has_priv ? RSA_NB_CTX : RSA_NB_PUB_CTX;
	struct rsa_slot *sl = OPENSSL_zalloc(sizeof(*sl) + s->rsa.n_len);

	if (sl == NULL)
		return NULL;
	sl->n_len = s->rsa.n_len;
	sl->pkey = EVP_PKEY_dup(s->rsa.pkey);
	for (i = 0; sl->pkey != NULL && i < n; i++) {
		sl->ctx[i] = EVP_PKEY_CTX_new_from_pkey(s->lc->libctx, sl->pkey, s->lc->propq);
		if (sl->ctx[i] == NULL || rsa_ctx_init(sl->ctx[i], i) != 1)
			break;
		/* a fresh context pads PKCS#1 v1.5, without digest */
		sl->pad[i].type = RTE_CRYPTO_RSA_PADDING_PKCS1_5;
	}
	if (i < n) {
		rsa_slot_free(s, sl);
		return NULL;
	}
	return sl;
}

/* The parameters of padding p that matter for a context, the others zero. */
static int
rsa_pad_norm(struct rsa_pad *k, const struct rte_crypto_rsa_padding *p, enum rsa_ctx which)
{
	bool sig = which == RSA_CTX_SIGN || which == RSA_CTX_VERIFY;

	memset(k, 0, sizeof(*k));
	k->type = (uint8_t)p->type;
	switch (p->type) {
	case RTE_CRYPTO_RSA_PADDING_NONE:
		return sig ? -1 : 0;
	case RTE_CRYPTO_RSA_PADDING_PKCS1_5:
		if (sig && p->hash != 0 && p->hash != RTE_CRYPTO_AUTH_NULL) {
			k->hash = (uint8_t)p->hash;
			return hash_name(k->hash) == NULL ? -1 : 0;
		}
		return 0;
	case RTE_CRYPTO_RSA_PADDING_OAEP:
	case RTE_CRYPTO_RSA_PADDING_PSS:
		if (sig != (p->type == RTE_CRYPTO_RSA_PADDING_PSS))
			return -1;
		k->hash = (uint8_t)p->hash;
		k->mgf1 = (uint8_t)(p->mgf1hash != 0 ? p->mgf1hash : p->hash);
		k->saltlen = sig ? p->pss_saltlen : 0;
		k->label_len = sig || p->oaep_label.data == NULL ? 0 : p->oaep_label.length;
		k->label = k->label_len > 0 ? p->oaep_label.data : NULL;
		return hash_name(k->hash) == NULL || hash_name(k->mgf1) == NULL ? -1 : 0;
	default:
		return -1;
	}
}

static bool
rsa_pad_same(const struct rsa_pad *a, const struct rsa_pad *b)
{
	return a->type == b->type && a->hash == b->hash && a->mgf1 == b->mgf1 &&
		a->saltlen == b->saltlen && a->label_len == b->label_len &&
		(a->label_len == 0 || memcmp(a->label, b->label, a->label_len) == 0);
}

static const int rsa_pad_modes[] = {
	[RTE_CRYPTO_RSA_PADDING_NONE] = RSA_NO_PADDING,
	[RTE_CRYPTO_RSA_PADDING_PKCS1_5] = RSA_PKCS1_PADDING,
	[RTE_CRYPTO_RSA_PADDING_OAEP] = RSA_PKCS1_OAEP_PADDING,
	[RTE_CRYPTO_RSA_PADDING_PSS] = RSA_PKCS1_PSS_PADDING,
};

/* Set padding k on a freshly initialised context. */
static int
rsa_pad_apply(EVP_PKEY_CTX *ctx, const struct rsa_pad *k)
{
	OSSL_PARAM prm[6], *p = prm;
	int mode = rsa_pad_modes[k->type], salt = k->saltlen;

	if (k->hash != 0)
		*p++ = OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_DIGEST,
			(char *)(uintptr_t)hash_name(k->hash), 0);
	*p++ = OSSL_PARAM_construct_int(OSSL_PKEY_PARAM_PAD_MODE, &mode);
	if (k->mgf1 != 0)
		*p++ = OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_MGF1_DIGEST,
			(char *)(uintptr_t)hash_name(k->mgf1), 0);
	if (k->type == RTE_CRYPTO_RSA_PADDING_PSS)
		*p++ = OSSL_PARAM_construct_int(OSSL_SIGNATURE_PARAM_PSS_SALTLEN, &salt);
	if (k->label_len > 0)
		*p++ = OSSL_PARAM_construct_octet_string(OSSL_ASYM_CIPHER_PARAM_OAEP_LABEL,
			k->label, k->label_len);
	*p = OSSL_PARAM_construct_end();
	return EVP_PKEY_CTX_set_params(ctx, prm) == 1 ? 0 : -1;
}

/* Give context `which` of the slot padding p, unless it has it already. */
static int
rsa_pad_set(struct rsa_slot *sl, enum rsa_ctx which, const struct rte_crypto_rsa_padding *p)
{
	struct rsa_pad k, *cur = &sl->pad[which];

	if (rsa_pad_norm(&k, p, which) != 0)
		return -1;
	if (likely(rsa_pad_same(&k, cur)))
		return 0;
	OPENSSL_free(cur->label);
	memset(cur, 0, sizeof(*cur));
	cur->type = UINT8_MAX;	/* unknown until applied */
	if (rsa_ctx_init(sl->ctx[which], which) != 1 || rsa_pad_apply(sl->ctx[which], &k) != 0)
		return -1;
	if (k.label_len > 0) {
		k.label = OPENSSL_memdup(k.label, k.label_len);
		if (k.label == NULL)
			return -1;
	}
	*cur = k;
	return 0;
}

/* A raw (unpadded) input as n_len bytes: left-padded into the slot buffer if shorter. */
static const uint8_t *
rsa_raw_in(struct rsa_slot *sl, const rte_crypto_param *in)
{
	if (in->data == NULL || in->length == 0 || in->length > sl->n_len)
		return NULL;
	if (in->length == sl->n_len)
		return in->data;
	memset(sl->buf, 0, sl->n_len - in->length);
	memcpy(sl->buf + sl->n_len - in->length, in->data, in->length);
	return sl->buf;
}

/* A public or private operation without padding: n_len bytes out. */
static uint8_t
rsa_raw(struct rsa_slot *sl, enum rsa_ctx which, const rte_crypto_param *in,
		rte_crypto_param *out)
{
	static const struct rte_crypto_rsa_padding none = {
		.type = RTE_CRYPTO_RSA_PADDING_NONE,
	};
	const uint8_t *src = rsa_raw_in(sl, in);
	size_t len = sl->n_len;
	int ret;

	if (src == NULL || out->data == NULL || openssl_out_cap(out, len) < len)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (rsa_pad_set(sl, which, &none) != 0)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	if (which == RSA_CTX_ENC)
		ret = EVP_PKEY_encrypt(sl->ctx[which], out->data, &len, src, sl->n_len);
	else
		ret = EVP_PKEY_decrypt(sl->ctx[which], out->data, &len, src, sl->n_len);
	if (ret != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	out->length = len;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

static uint8_t
rsa_encrypt(struct rsa_slot *sl, struct rte_crypto_rsa_op_param *r,
		const struct rte_crypto_rsa_padding *pad)
{
	size_t len = sl->n_len;

	if (pad->type == RTE_CRYPTO_RSA_PADDING_NONE)
		return rsa_raw(sl, RSA_CTX_ENC, &r->message, &r->cipher);
	if (r->message.data == NULL || r->cipher.data == NULL ||
			openssl_out_cap(&r->cipher, len) < len)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (rsa_pad_set(sl, RSA_CTX_ENC, pad) != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (EVP_PKEY_encrypt(sl->ctx[RSA_CTX_ENC], r->cipher.data, &len, r->message.data,
			r->message.length) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	r->cipher.length = len;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

/* Decrypt into the message buffer, through the slot buffer if it is shorter than n. */
static uint8_t
rsa_decrypt(struct rsa_slot *sl, struct rte_crypto_rsa_op_param *r,
		const struct rte_crypto_rsa_padding *pad)
{
	size_t cap = openssl_out_cap(&r->message, sl->n_len), len;
	uint8_t *dst = cap >= sl->n_len ? r->message.data : sl->buf;

	if (pad->type == RTE_CRYPTO_RSA_PADDING_NONE)
		return rsa_raw(sl, RSA_CTX_DEC, &r->cipher, &r->message);
	if (r->cipher.data == NULL || r->message.data == NULL)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (rsa_pad_set(sl, RSA_CTX_DEC, pad) != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	len = RTE_MAX(cap, (size_t)sl->n_len);
	if (EVP_PKEY_decrypt(sl->ctx[RSA_CTX_DEC], dst, &len, r->cipher.data,
			r->cipher.length) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	if (len > cap) {
		OPENSSL_cleanse(sl->buf, sl->n_len);
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	}
	if (dst == sl->buf) {
		memcpy(r->message.data, sl->buf, len);
		OPENSSL_cleanse(sl->buf, sl->n_len);
	}
	r->message.length = len;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

static uint8_t
rsa_sign(struct rsa_slot *sl, struct rte_crypto_rsa_op_param *r,
		const struct rte_crypto_rsa_padding *pad)
{
	size_t len = sl->n_len;

	if (pad->type == RTE_CRYPTO_RSA_PADDING_NONE)
		return rsa_raw(sl, RSA_CTX_DEC, &r->message, &r->sign);
	if (r->message.data == NULL || r->sign.data == NULL ||
			openssl_out_cap(&r->sign, len) < len)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (rsa_pad_set(sl, RSA_CTX_SIGN, pad) != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (EVP_PKEY_sign(sl->ctx[RSA_CTX_SIGN], r->sign.data, &len, r->message.data,
			r->message.length) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	r->sign.length = len;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

/* A failed verification is RTE_CRYPTO_OP_STATUS_ERROR (as DPDK's own tests expect). */
static uint8_t
rsa_verify(struct rsa_slot *sl, struct rte_crypto_rsa_op_param *r,
		const struct rte_crypto_rsa_padding *pad)
{
	if (pad->type == RTE_CRYPTO_RSA_PADDING_NONE)
		return rsa_raw(sl, RSA_CTX_ENC, &r->sign, &r->cipher);
	if (r->message.data == NULL || r->sign.data == NULL)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (rsa_pad_set(sl, RSA_CTX_VERIFY, pad) != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (EVP_PKEY_verify(sl->ctx[RSA_CTX_VERIFY], r->sign.data, r->sign.length,
			r->message.data, r->message.length) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

static uint8_t
rsa_process(struct rte_crypto_asym_op *op, const struct openssl_asym_session *s, void *slot)
{
	const struct rte_crypto_rsa_padding *pad = OPENSSL_RSA_PADDING(op, &s->rsa.padding);
	struct rte_crypto_rsa_op_param *r = &op->rsa;

	switch (r->op_type) {
	case RTE_CRYPTO_ASYM_OP_ENCRYPT:
		return rsa_encrypt(slot, r, pad);
	case RTE_CRYPTO_ASYM_OP_VERIFY:
		return rsa_verify(slot, r, pad);
	case RTE_CRYPTO_ASYM_OP_DECRYPT:
		return s->rsa.has_priv ? rsa_decrypt(slot, r, pad) :
			RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	case RTE_CRYPTO_ASYM_OP_SIGN:
		return s->rsa.has_priv ? rsa_sign(slot, r, pad) :
			RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	default:
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	}
}

const struct openssl_asym_family openssl_rsa_family = {
	.name = "rsa",
	.xform_type = RTE_CRYPTO_ASYM_XFORM_RSA,
	.caps = rsa_caps,
	.nb_caps = RTE_DIM(rsa_caps),
	.available = rsa_available,
	.setup = rsa_setup,
	.sess_free = rsa_sess_free,
	.slot_new = rsa_slot_new,
	.slot_free = rsa_slot_free,
	.process = rsa_process,
};
