/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * ML-DSA (FIPS 204) with parameter sets 44, 65 and 87: key generation,
 * signing and verification, on DPDK versions whose API has it and OpenSSL
 * headers with message signing (openssl_compat.h), when the OpenSSL in the
 * process provides it (3.5 and later). The xform names the parameter set and
 * whether signatures are deterministic; keys come with each op as FIPS 204
 * encodings. A queue pair's slot holds two key generation contexts (random,
 * and seeded per op) and the sign and verify contexts of the last keys.
 *
 * Key generation with the op's seed (32 bytes) is deterministic. Signing
 * draws rnd from the op's seed (32 bytes) when it gives one, is zero in a
 * deterministic session, else random; the op may give a context string (at
 * most 255 bytes). An op with a message signs or verifies it (pure ML-DSA);
 * one with mu and no message signs or verifies mu (external mu). Pre-hash
 * ML-DSA (HashML-DSA) is not in OpenSSL: a session that asks for it is
 * refused (-ENOTSUP), an op that names a hash is an invalid argument.
 */

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/params.h>
#include <openssl/rand.h>

#include "openssl_asym.h"
#include "openssl_compat.h"

#if OPENSSL_ASYM_HAVE_MLDSA

#define MLDSA_SEED_LEN		32	/* key generation seed and rnd */
#define MLDSA_MU_LEN		64
#define MLDSA_MAX_CTX_LEN	255

/* Parameter sets, indexed by enum rte_crypto_ml_dsa_type. */
static const struct {
	const char *alg;
	uint16_t pk_len;
	uint16_t sk_len;
	uint16_t sig_len;
} mldsa_sets[] = {
	[RTE_CRYPTO_ML_DSA_44] = { "ML-DSA-44", 1312, 2560, 2420 },
	[RTE_CRYPTO_ML_DSA_65] = { "ML-DSA-65", 1952, 4032, 3309 },
	[RTE_CRYPTO_ML_DSA_87] = { "ML-DSA-87", 2592, 4896, 4627 },
};

#define MLDSA_ALL_SETS	((1 << RTE_CRYPTO_ML_DSA_44) | (1 << RTE_CRYPTO_ML_DSA_65) | \
	(1 << RTE_CRYPTO_ML_DSA_87))

static const struct rte_cryptodev_capabilities mldsa_caps[] = {
	{
		.op = RTE_CRYPTO_OP_TYPE_ASYMMETRIC,
		.asym.xform_capa = {
			.xform_type = RTE_CRYPTO_ASYM_XFORM_ML_DSA,
			.op_types = (1 << RTE_CRYPTO_ML_DSA_OP_KEYGEN) |
				(1 << RTE_CRYPTO_ML_DSA_OP_SIGN) |
				(1 << RTE_CRYPTO_ML_DSA_OP_VERIFY),
			.mldsa_capa = {
				[RTE_CRYPTO_ML_DSA_OP_KEYGEN] = MLDSA_ALL_SETS,
				[RTE_CRYPTO_ML_DSA_OP_SIGN] = MLDSA_ALL_SETS,
				[RTE_CRYPTO_ML_DSA_OP_VERIFY] = MLDSA_ALL_SETS,
			},
		},
	},
};

struct mldsa_slot {
	EVP_PKEY_CTX *gen;	/* key generation, OpenSSL's randomness */
	EVP_PKEY_CTX *gen_seed;	/* key generation, the op's seed */
	EVP_SIGNATURE *alg;
	struct openssl_key_cache sign;	/* the last private key */
	struct openssl_key_cache verify;	/* the last public key */
	const struct openssl_libctx *lc;	/* the session's: its randomness */
	uint8_t rnd[MLDSA_SEED_LEN];
};

/* Every parameter set, as a key type and a signature algorithm. */
static bool
mldsa_available(const struct openssl_libctx *lc)
{
	unsigned int i;
	EVP_SIGNATURE *sig;

	for (i = RTE_CRYPTO_ML_DSA_44; i < RTE_DIM(mldsa_sets); i++) {
		sig = EVP_SIGNATURE_fetch(lc->libctx, mldsa_sets[i].alg, lc->propq);
		EVP_SIGNATURE_free(sig);
		if (sig == NULL || !openssl_pkey_type_ok(lc, mldsa_sets[i].alg))
			return false;
	}
	return true;
}

static int
mldsa_setup(struct openssl_asym_session *s, const struct rte_crypto_asym_xform *x)
{
	struct openssl_pqc_sess *m = &s->pqc;
	unsigned int t = x->mldsa.type;

	if (t < RTE_CRYPTO_ML_DSA_44 || t >= RTE_DIM(mldsa_sets))
		return -EINVAL;
	if (x->mldsa.sign_prehash)
		return -ENOTSUP;
	m->alg = mldsa_sets[t].alg;
	m->pub_len = mldsa_sets[t].pk_len;
	m->priv_len = mldsa_sets[t].sk_len;
	m->out_len = mldsa_sets[t].sig_len;
	m->deterministic = x->mldsa.sign_deterministic;
	return 0;
}

static void
mldsa_sess_free(struct openssl_asym_session *s)
{
	memset(&s->pqc, 0, sizeof(s->pqc));
}

static void
mldsa_slot_free(const struct openssl_asym_session *s __rte_unused, void *slot)
{
	struct mldsa_slot *sl = slot;

	EVP_PKEY_CTX_free(sl->gen);
	EVP_PKEY_CTX_free(sl->gen_seed);
	EVP_SIGNATURE_free(sl->alg);
	openssl_key_cache_free(&sl->sign);
	openssl_key_cache_free(&sl->verify);
	OPENSSL_clear_free(sl, sizeof(*sl));
}

static EVP_PKEY_CTX *
mldsa_gen_ctx(const struct openssl_libctx *lc, const char *alg)
{
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(lc->libctx, alg, lc->propq);

	if (ctx != NULL && EVP_PKEY_keygen_init(ctx) != 1) {
		EVP_PKEY_CTX_free(ctx);
		ctx = NULL;
	}
	return ctx;
}

static void *
mldsa_slot_new(const struct openssl_asym_session *s)
{
	struct mldsa_slot *sl = OPENSSL_zalloc(sizeof(*sl));

	if (sl == NULL)
		return NULL;
	sl->lc = s->lc;
	sl->gen = mldsa_gen_ctx(s->lc, s->pqc.alg);
	sl->gen_seed = mldsa_gen_ctx(s->lc, s->pqc.alg);
	sl->alg = EVP_SIGNATURE_fetch(s->lc->libctx, s->pqc.alg, s->lc->propq);
	if (sl->gen == NULL || sl->gen_seed == NULL || sl->alg == NULL ||
			openssl_key_cache_init(&sl->sign, s->pqc.priv_len, s->lc) != 0 ||
			openssl_key_cache_init(&sl->verify, s->pqc.pub_len, s->lc) != 0) {
		mldsa_slot_free(s, sl);
		return NULL;
	}
	return sl;
}

static inline bool
param_absent(const rte_crypto_param *p)
{
	return p->data == NULL || p->length == 0;
}

static uint8_t
mldsa_keygen(struct rte_crypto_ml_dsa_keygen_op *op, const struct openssl_pqc_sess *m,
		struct mldsa_slot *sl)
{
	OSSL_PARAM params[2] = { OSSL_PARAM_END, OSSL_PARAM_END };
	EVP_PKEY_CTX *ctx = sl->gen;
	EVP_PKEY *pkey = NULL;
	uint8_t status = RTE_CRYPTO_OP_STATUS_SUCCESS;

	if (!param_absent(&op->seed)) {
		if (op->seed.length != MLDSA_SEED_LEN)
			return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
		params[0] = OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_ML_DSA_SEED,
			op->seed.data, MLDSA_SEED_LEN);
		ctx = sl->gen_seed;
	}
	if (op->pubkey.data == NULL || openssl_out_cap(&op->pubkey, m->pub_len) < m->pub_len ||
			op->privkey.data == NULL ||
			openssl_out_cap(&op->privkey, m->priv_len) < m->priv_len)
		status = RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	else if (EVP_PKEY_CTX_set_params(ctx, params) != 1 ||
			EVP_PKEY_generate(ctx, &pkey) != 1 ||
			openssl_pqc_key_out(pkey, false, &op->pubkey, m->pub_len) != 0 ||
			openssl_pqc_key_out(pkey, true, &op->privkey, m->priv_len) != 0)
		status = RTE_CRYPTO_OP_STATUS_ERROR;
	EVP_PKEY_free(pkey);
	return status;
}

/* Pure ML-DSA only: no hash, or RTE_CRYPTO_AUTH_NULL. */
static inline bool
mldsa_hash_ok(enum rte_crypto_auth_algorithm hash)
{
	return hash == 0 || hash == RTE_CRYPTO_AUTH_NULL;
}

/*
 * What is signed or verified: the message, or mu when the op gives no
 * message. Sets the context string and the mu flag on ctx; -1 on bad input.
 */
static int
mldsa_tbs(EVP_PKEY_CTX *ctx, const rte_crypto_param *msg, const rte_crypto_param *mu,
		const rte_crypto_param *cs, const uint8_t **tbs, size_t *tbs_len,
		OSSL_PARAM *extra)
{
	OSSL_PARAM params[5];
	static const uint8_t empty[1];
	int ext_mu = param_absent(msg) && !param_absent(mu);
	int n = 0;

	if (cs->length > MLDSA_MAX_CTX_LEN || (cs->length != 0 && cs->data == NULL) ||
			(ext_mu && mu->length != MLDSA_MU_LEN) ||
			(!ext_mu && msg->data == NULL))
		return -1;
	params[n++] = OSSL_PARAM_construct_octet_string(OSSL_SIGNATURE_PARAM_CONTEXT_STRING,
		cs->length != 0 ? cs->data : (uint8_t *)(uintptr_t)empty, cs->length);
	params[n++] = OSSL_PARAM_construct_int(OSSL_SIGNATURE_PARAM_MU, &ext_mu);
	if (extra != NULL)
		params[n++] = *extra;
	params[n] = OSSL_PARAM_construct_end();
	*tbs = ext_mu ? mu->data : msg->data;
	*tbs_len = ext_mu ? mu->length : msg->length;
	return EVP_PKEY_CTX_set_params(ctx, params) == 1 ? 0 : -1;
}

static int
mldsa_sign_init(EVP_PKEY_CTX *ctx)
{
	return EVP_PKEY_sign_message_init(ctx, NULL, NULL);
}

static int
mldsa_verify_init(EVP_PKEY_CTX *ctx)
{
	return EVP_PKEY_verify_message_init(ctx, NULL, NULL);
}

/* rnd: the op's seed, zero when deterministic, else random. */
static int
mldsa_rnd(const struct openssl_libctx *lc, uint8_t *rnd, const rte_crypto_param *seed,
		bool deterministic)
{
	if (deterministic) {
		memset(rnd, 0, MLDSA_SEED_LEN);
		return 0;
	}
	if (!param_absent(seed)) {
		if (seed->length != MLDSA_SEED_LEN)
			return -1;
		memcpy(rnd, seed->data, MLDSA_SEED_LEN);
		return 0;
	}
	return RAND_priv_bytes_ex(lc->libctx, rnd, MLDSA_SEED_LEN, 0) == 1 ? 0 : -1;
}

static uint8_t
mldsa_sign(struct rte_crypto_ml_dsa_siggen_op *op, const struct openssl_pqc_sess *m,
		struct mldsa_slot *sl)
{
	size_t sig_len = m->out_len, tbs_len;
	const uint8_t *tbs;
	OSSL_PARAM rnd;
	EVP_PKEY_CTX *ctx;
	uint8_t status = RTE_CRYPTO_OP_STATUS_SUCCESS;

	if (!mldsa_hash_ok(op->hash) || op->privkey.data == NULL ||
			op->privkey.length != m->priv_len || op->sign.data == NULL ||
			openssl_out_cap(&op->sign, sig_len) < sig_len ||
			mldsa_rnd(sl->lc, sl->rnd, &op->seed, m->deterministic) != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	ctx = openssl_key_cache_get(&sl->sign, op->privkey.data, op->privkey.length,
		openssl_pqc_build_priv, m->alg, mldsa_sign_init);
	rnd = OSSL_PARAM_construct_octet_string(OSSL_SIGNATURE_PARAM_TEST_ENTROPY, sl->rnd,
		MLDSA_SEED_LEN);
	if (ctx == NULL ||
			mldsa_tbs(ctx, &op->message, &op->mu, &op->ctx, &tbs, &tbs_len, &rnd) != 0)
		status = RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	else if (EVP_PKEY_sign(ctx, op->sign.data, &sig_len, tbs, tbs_len) != 1)
		status = RTE_CRYPTO_OP_STATUS_ERROR;
	else
		op->sign.length = sig_len;
	OPENSSL_cleanse(sl->rnd, sizeof(sl->rnd));
	return status;
}

static uint8_t
mldsa_verify(struct rte_crypto_ml_dsa_sigver_op *op, const struct openssl_pqc_sess *m,
		struct mldsa_slot *sl)
{
	const uint8_t *tbs;
	size_t tbs_len;
	EVP_PKEY_CTX *ctx;

	if (!mldsa_hash_ok(op->hash) || op->pubkey.data == NULL ||
			op->pubkey.length != m->pub_len || op->sign.data == NULL)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	ctx = openssl_key_cache_get(&sl->verify, op->pubkey.data, op->pubkey.length,
		openssl_pqc_build_pub, m->alg, mldsa_verify_init);
	if (ctx == NULL ||
			mldsa_tbs(ctx, &op->message, &op->mu, &op->ctx, &tbs, &tbs_len, NULL) != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (op->sign.length != m->out_len ||
			EVP_PKEY_verify(ctx, op->sign.data, op->sign.length, tbs, tbs_len) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

static uint8_t
mldsa_process(struct rte_crypto_asym_op *op, const struct openssl_asym_session *s, void *slot)
{
	switch (op->mldsa.op) {
	case RTE_CRYPTO_ML_DSA_OP_KEYGEN:
		return mldsa_keygen(&op->mldsa.keygen, &s->pqc, slot);
	case RTE_CRYPTO_ML_DSA_OP_SIGN:
		return mldsa_sign(&op->mldsa.siggen, &s->pqc, slot);
	case RTE_CRYPTO_ML_DSA_OP_VERIFY:
		return mldsa_verify(&op->mldsa.sigver, &s->pqc, slot);
	default:
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	}
}

const struct openssl_asym_family openssl_mldsa_family = {
	.name = "ml-dsa",
	.xform_type = RTE_CRYPTO_ASYM_XFORM_ML_DSA,
	.caps = mldsa_caps,
	.nb_caps = RTE_DIM(mldsa_caps),
	.available = mldsa_available,
	.setup = mldsa_setup,
	.sess_free = mldsa_sess_free,
	.slot_new = mldsa_slot_new,
	.slot_free = mldsa_slot_free,
	.process = mldsa_process,
};

#else /* no ML-DSA in the API or the OpenSSL headers */

static bool
mldsa_available(const struct openssl_libctx *lc __rte_unused)
{
	return false;
}

const struct openssl_asym_family openssl_mldsa_family = {
	.name = "ml-dsa",
	.xform_type = OPENSSL_ASYM_XFORM_NONE,
	.available = mldsa_available,
};

#endif /* OPENSSL_ASYM_HAVE_MLDSA */
