/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * EdDSA (RFC 8032): Ed25519 and Ed448 sign and verify, on DPDK versions whose
 * API has them (openssl_compat.h). The keys are the xform's: a private key
 * (32 or 57 bytes), a public key in q.x, or both, which must then match. A
 * queue pair's slot holds a sign and a verify context keyed once; an op
 * copies one into the slot's working context (EdDSA contexts are one-shot).
 *
 * The pure instances (Ed25519, Ed448 without a context) work with every
 * OpenSSL 3. Ed25519ctx, Ed25519ph, Ed448ph and context strings need an
 * OpenSSL that takes the "instance" signature parameter (3.2 and later),
 * probed once at init: without it such an op is refused (INVALID_ARGS) and
 * the EdDSA capability is not advertised, since it cannot say "pure only"
 * and DPDK's own suite runs every instance once it is advertised.
 */

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>

#include "openssl_asym.h"
#include "openssl_compat.h"

#if OPENSSL_ASYM_HAVE_EDDSA

#define ED25519_LEN	32
#define ED448_LEN	57
#define EDDSA_CTX_MAX	255	/* RFC 8032: context strings of at most 255 bytes */

struct eddsa_slot {
	EVP_MD_CTX *sign;	/* keyed template; NULL without a private key */
	EVP_MD_CTX *verify;	/* keyed template */
	EVP_MD_CTX *work;	/* the op's copy */
};

static const struct rte_cryptodev_capabilities eddsa_caps[] = {
	{
		.op = RTE_CRYPTO_OP_TYPE_ASYMMETRIC,
		.asym.xform_capa = {
			.xform_type = RTE_CRYPTO_ASYM_XFORM_EDDSA,
			.op_types = (1 << RTE_CRYPTO_ASYM_OP_SIGN) |
				(1 << RTE_CRYPTO_ASYM_OP_VERIFY),
		},
	},
};

/* Does the context's signature take instances and context strings? */
static bool
eddsa_sig_has_instances(const struct openssl_libctx *lc, const char *name)
{
	EVP_SIGNATURE *sig = EVP_SIGNATURE_fetch(lc->libctx, name, lc->propq);
	const OSSL_PARAM *p = sig == NULL ? NULL : EVP_SIGNATURE_settable_ctx_params(sig);
	bool ok = p != NULL && OSSL_PARAM_locate_const(p, OSSL_SIGNATURE_PARAM_INSTANCE) != NULL &&
		OSSL_PARAM_locate_const(p, OSSL_SIGNATURE_PARAM_CONTEXT_STRING) != NULL;

	EVP_SIGNATURE_free(sig);
	return ok;
}

/* Both key types and their signatures. */
static bool
eddsa_available(const struct openssl_libctx *lc)
{
	EVP_SIGNATURE *a = EVP_SIGNATURE_fetch(lc->libctx, "ED25519", lc->propq);
	EVP_SIGNATURE *b = EVP_SIGNATURE_fetch(lc->libctx, "ED448", lc->propq);
	bool ok = a != NULL && b != NULL && openssl_pkey_type_ok(lc, "ED25519") &&
		openssl_pkey_type_ok(lc, "ED448");

	EVP_SIGNATURE_free(a);
	EVP_SIGNATURE_free(b);
	return ok;
}

static bool
eddsa_advertised(const struct openssl_libctx *lc)
{
	return eddsa_sig_has_instances(lc, "ED25519") && eddsa_sig_has_instances(lc, "ED448");
}

static void
eddsa_sess_free(struct openssl_asym_session *s)
{
	EVP_PKEY_free(s->eddsa.pkey);	/* OpenSSL wipes the raw key */
	memset(&s->eddsa, 0, sizeof(s->eddsa));
}

/* The key pair from the private key; q.x, if given, must be its public key. */
static int
eddsa_priv_key(const struct openssl_libctx *lc, struct openssl_eddsa_sess *m, const char *type,
		const rte_crypto_param *priv, const rte_crypto_param *pub)
{
	uint8_t own[ED448_LEN];
	size_t len = sizeof(own);

	if (priv->length != m->key_len)
		return -EINVAL;
	m->pkey = EVP_PKEY_new_raw_private_key_ex(lc->libctx, type, lc->propq, priv->data,
			m->key_len);
	if (m->pkey == NULL)
		return -EINVAL;
	m->has_priv = true;
	if (pub->data == NULL || pub->length == 0)
		return 0;
	if (EVP_PKEY_get_raw_public_key(m->pkey, own, &len) != 1 || pub->length != len ||
			CRYPTO_memcmp(own, pub->data, len) != 0)
		return -EINVAL;
	return 0;
}

static int
eddsa_setup(struct openssl_asym_session *s, const struct rte_crypto_asym_xform *xf)
{
	struct openssl_eddsa_sess *m = &s->eddsa;
	const rte_crypto_param *priv = &xf->ec.pkey, *pub = &xf->ec.q.x;
	const char *type;
	int ret;

	if (xf->ec.curve_id == RTE_CRYPTO_EC_GROUP_ED25519) {
		type = "ED25519";
		m->key_len = ED25519_LEN;
	} else if (xf->ec.curve_id == RTE_CRYPTO_EC_GROUP_ED448) {
		type = "ED448";
		m->key_len = ED448_LEN;
		m->ed448 = true;
	} else {
		return -ENOTSUP;
	}
	m->instances = eddsa_sig_has_instances(s->lc, type);
	if (priv->data != NULL && priv->length != 0) {
		ret = eddsa_priv_key(s->lc, m, type, priv, pub);
	} else if (pub->data != NULL && pub->length == m->key_len) {
		m->pkey = EVP_PKEY_new_raw_public_key_ex(s->lc->libctx, type, s->lc->propq,
				pub->data, m->key_len);
		ret = m->pkey == NULL ? -EINVAL : 0;
	} else {
		ret = -EINVAL;
	}
	if (ret != 0)
		eddsa_sess_free(s);
	return ret;
}

static void
eddsa_slot_free(const struct openssl_asym_session *s __rte_unused, void *p)
{
	struct eddsa_slot *sl = p;

	EVP_MD_CTX_free(sl->sign);
	EVP_MD_CTX_free(sl->verify);
	EVP_MD_CTX_free(sl->work);
	OPENSSL_free(sl);
}

static void *
eddsa_slot_new(const struct openssl_asym_session *s)
{
	const struct openssl_eddsa_sess *m = &s->eddsa;
	struct eddsa_slot *sl = OPENSSL_zalloc(sizeof(*sl));
	bool ok;

	if (sl == NULL)
		return NULL;
	sl->verify = EVP_MD_CTX_new();
	sl->work = EVP_MD_CTX_new();
	ok = sl->verify != NULL && sl->work != NULL &&
		EVP_DigestVerifyInit_ex(sl->verify, NULL, NULL, s->lc->libctx, s->lc->propq,
			m->pkey, NULL) == 1;
	if (ok && m->has_priv) {
		sl->sign = EVP_MD_CTX_new();
		ok = sl->sign != NULL && EVP_DigestSignInit_ex(sl->sign, NULL, NULL,
				s->lc->libctx, s->lc->propq, m->pkey, NULL) == 1;
	}
	if (!ok) {
		eddsa_slot_free(s, sl);
		return NULL;
	}
	return sl;
}

/*
 * The OpenSSL instance name of the op's instance and context, or NULL when the
 * op is invalid for the session's curve. *pure: the keyed default serves it.
 */
static const char *
eddsa_instance(const struct rte_crypto_eddsa_op_param *op, const struct openssl_eddsa_sess *m,
		bool *pure)
{
	bool has_ctx = op->context.length != 0;

	*pure = false;
	if (has_ctx && (op->context.data == NULL || op->context.length > EDDSA_CTX_MAX))
		return NULL;
	switch (op->instance) {
	case RTE_CRYPTO_EDCURVE_25519:
		*pure = true;
		return m->ed448 || has_ctx ? NULL : "Ed25519";
	case RTE_CRYPTO_EDCURVE_25519CTX:
		return m->ed448 || !has_ctx ? NULL : "Ed25519ctx";
	case RTE_CRYPTO_EDCURVE_25519PH:
		return m->ed448 ? NULL : "Ed25519ph";
	case RTE_CRYPTO_EDCURVE_448:
		*pure = !has_ctx;
		return m->ed448 ? "Ed448" : NULL;
	case RTE_CRYPTO_EDCURVE_448PH:
		return m->ed448 ? "Ed448ph" : NULL;
	default:
		return NULL;
	}
}

/* The slot's working context: a copy of tmpl, set to the op's instance. */
static int
eddsa_work(const struct rte_crypto_eddsa_op_param *op, const struct openssl_eddsa_sess *m,
		struct eddsa_slot *sl, const EVP_MD_CTX *tmpl)
{
	OSSL_PARAM prm[3], *p = prm;
	const char *inst;
	bool pure;

	inst = eddsa_instance(op, m, &pure);
	if (inst == NULL || tmpl == NULL || (op->message.data == NULL && op->message.length != 0))
		return -1;
	if (!pure && !m->instances)
		return -1;	/* this OpenSSL signs only the pure instances */
	if (EVP_MD_CTX_copy_ex(sl->work, tmpl) != 1)
		return -2;
	if (pure)
		return 0;
	*p++ = OSSL_PARAM_construct_utf8_string(OSSL_SIGNATURE_PARAM_INSTANCE,
			(char *)(uintptr_t)inst, 0);
	if (op->context.length != 0)
		*p++ = OSSL_PARAM_construct_octet_string(OSSL_SIGNATURE_PARAM_CONTEXT_STRING,
				op->context.data, op->context.length);
	*p = OSSL_PARAM_construct_end();
	return EVP_PKEY_CTX_set_params(EVP_MD_CTX_get_pkey_ctx(sl->work), prm) == 1 ? 0 : -2;
}

static const uint8_t eddsa_empty[1];

static const uint8_t *
eddsa_msg(const struct rte_crypto_eddsa_op_param *op)
{
	return op->message.data != NULL ? op->message.data : eddsa_empty;
}

static uint8_t
eddsa_sign(struct rte_crypto_eddsa_op_param *op, const struct openssl_eddsa_sess *m,
		struct eddsa_slot *sl)
{
	size_t len = 2 * m->key_len;
	int ret;

	if (op->sign.data == NULL || openssl_out_cap(&op->sign, len) < len)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	ret = eddsa_work(op, m, sl, sl->sign);
	if (ret != 0)
		return ret == -1 ? RTE_CRYPTO_OP_STATUS_INVALID_ARGS : RTE_CRYPTO_OP_STATUS_ERROR;
	if (EVP_DigestSign(sl->work, op->sign.data, &len, eddsa_msg(op),
				op->message.length) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	op->sign.length = len;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

static uint8_t
eddsa_verify(struct rte_crypto_eddsa_op_param *op, const struct openssl_eddsa_sess *m,
		struct eddsa_slot *sl)
{
	int ret;

	if (op->sign.data == NULL || op->sign.length != 2 * m->key_len)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	ret = eddsa_work(op, m, sl, sl->verify);
	if (ret != 0)
		return ret == -1 ? RTE_CRYPTO_OP_STATUS_INVALID_ARGS : RTE_CRYPTO_OP_STATUS_ERROR;
	if (EVP_DigestVerify(sl->work, op->sign.data, op->sign.length, eddsa_msg(op),
				op->message.length) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

static uint8_t
eddsa_process(struct rte_crypto_asym_op *op, const struct openssl_asym_session *s, void *slot)
{
	switch (op->eddsa.op_type) {
	case RTE_CRYPTO_ASYM_OP_SIGN:
		return eddsa_sign(&op->eddsa, &s->eddsa, slot);
	case RTE_CRYPTO_ASYM_OP_VERIFY:
		return eddsa_verify(&op->eddsa, &s->eddsa, slot);
	default:
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	}
}

const struct openssl_asym_family openssl_eddsa_family = {
	.name = "eddsa",
	.xform_type = RTE_CRYPTO_ASYM_XFORM_EDDSA,
	.caps = eddsa_caps,
	.nb_caps = RTE_DIM(eddsa_caps),
	.available = eddsa_available,
	.advertised = eddsa_advertised,
	.setup = eddsa_setup,
	.sess_free = eddsa_sess_free,
	.slot_new = eddsa_slot_new,
	.slot_free = eddsa_slot_free,
	.process = eddsa_process,
};

#else /* the API has no EdDSA */

static bool
eddsa_available(const struct openssl_libctx *lc __rte_unused)
{
	return false;
}

const struct openssl_asym_family openssl_eddsa_family = {
	.name = "eddsa",
	.xform_type = OPENSSL_ASYM_XFORM_NONE,
	.available = eddsa_available,
};

#endif /* OPENSSL_ASYM_HAVE_EDDSA */
