/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * ML-KEM (FIPS 203) with parameter sets 512, 768 and 1024: key generation,
 * key check, encapsulation and decapsulation, on DPDK versions whose API has
 * it (openssl_compat.h) and when the OpenSSL in the process provides it
 * (3.5 and later). The xform names only the parameter set: keys come with
 * each op as FIPS 203 encodings. A queue pair's slot holds a key generation
 * context and the encapsulation and decapsulation contexts of the last keys.
 *
 * Key generation with the op's seeds d and z (32 bytes each) is
 * deterministic; without them OpenSSL draws its own. Encapsulation with the
 * op's message m (32 bytes) is deterministic; without it OpenSSL draws m.
 * Decapsulation of a ciphertext that was not made for the key succeeds with
 * the implicit-rejection secret, as FIPS 203 says. Outputs have their exact
 * sizes; a zero length means the buffer is as large as the API says.
 */

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/params.h>

#include "openssl_asym.h"
#include "openssl_compat.h"

#if OPENSSL_ASYM_HAVE_MLKEM

#define MLKEM_SEED_LEN		32	/* d, z and m */
#define MLKEM_SS_LEN		32	/* shared secret */

/* Parameter sets, indexed by enum rte_crypto_ml_kem_type. */
static const struct {
	const char *alg;
	uint16_t ek_len;
	uint16_t dk_len;
	uint16_t ct_len;
} mlkem_sets[] = {
	[RTE_CRYPTO_ML_KEM_512] = { "ML-KEM-512", 800, 1632, 768 },
	[RTE_CRYPTO_ML_KEM_768] = { "ML-KEM-768", 1184, 2400, 1088 },
	[RTE_CRYPTO_ML_KEM_1024] = { "ML-KEM-1024", 1568, 3168, 1568 },
};

#define MLKEM_ALL_SETS	((1 << RTE_CRYPTO_ML_KEM_512) | (1 << RTE_CRYPTO_ML_KEM_768) | \
	(1 << RTE_CRYPTO_ML_KEM_1024))

static const struct rte_cryptodev_capabilities mlkem_caps[] = {
	{
		.op = RTE_CRYPTO_OP_TYPE_ASYMMETRIC,
		.asym.xform_capa = {
			.xform_type = RTE_CRYPTO_ASYM_XFORM_ML_KEM,
			.op_types = (1 << RTE_CRYPTO_ML_KEM_OP_KEYGEN) |
				(1 << RTE_CRYPTO_ML_KEM_OP_KEYVER) |
				(1 << RTE_CRYPTO_ML_KEM_OP_ENCAP) |
				(1 << RTE_CRYPTO_ML_KEM_OP_DECAP),
			.mlkem_capa = {
				[RTE_CRYPTO_ML_KEM_OP_KEYGEN] = MLKEM_ALL_SETS,
				[RTE_CRYPTO_ML_KEM_OP_KEYVER] = MLKEM_ALL_SETS,
				[RTE_CRYPTO_ML_KEM_OP_ENCAP] = MLKEM_ALL_SETS,
				[RTE_CRYPTO_ML_KEM_OP_DECAP] = MLKEM_ALL_SETS,
			},
		},
	},
};

struct mlkem_slot {
	EVP_PKEY_CTX *gen;	/* key generation initialised */
	struct openssl_key_cache enc;	/* the last encapsulation key */
	struct openssl_key_cache dec;	/* the last decapsulation key */
	uint8_t seed[2 * MLKEM_SEED_LEN];
};

/* Every parameter set, as a key type and a KEM. */
static bool
mlkem_available(const struct openssl_libctx *lc)
{
	unsigned int i;
	EVP_KEM *kem;

	for (i = RTE_CRYPTO_ML_KEM_512; i < RTE_DIM(mlkem_sets); i++) {
		kem = EVP_KEM_fetch(lc->libctx, mlkem_sets[i].alg, lc->propq);
		EVP_KEM_free(kem);
		if (kem == NULL || !openssl_pkey_type_ok(lc, mlkem_sets[i].alg))
			return false;
	}
	return true;
}

static int
mlkem_setup(struct openssl_asym_session *s, const struct rte_crypto_asym_xform *x)
{
	struct openssl_pqc_sess *m = &s->pqc;
	unsigned int t = x->mlkem.type;

	if (t < RTE_CRYPTO_ML_KEM_512 || t >= RTE_DIM(mlkem_sets))
		return -EINVAL;
	m->alg = mlkem_sets[t].alg;
	m->pub_len = mlkem_sets[t].ek_len;
	m->priv_len = mlkem_sets[t].dk_len;
	m->out_len = mlkem_sets[t].ct_len;
	return 0;
}

static void
mlkem_sess_free(struct openssl_asym_session *s)
{
	memset(&s->pqc, 0, sizeof(s->pqc));
}

static void
mlkem_slot_free(const struct openssl_asym_session *s __rte_unused, void *slot)
{
	struct mlkem_slot *sl = slot;

	EVP_PKEY_CTX_free(sl->gen);
	openssl_key_cache_free(&sl->enc);
	openssl_key_cache_free(&sl->dec);
	OPENSSL_clear_free(sl, sizeof(*sl));
}

static void *
mlkem_slot_new(const struct openssl_asym_session *s)
{
	struct mlkem_slot *sl = OPENSSL_zalloc(sizeof(*sl));

	if (sl == NULL)
		return NULL;
	sl->gen = EVP_PKEY_CTX_new_from_name(s->lc->libctx, s->pqc.alg, s->lc->propq);
	if (sl->gen == NULL || EVP_PKEY_keygen_init(sl->gen) != 1 ||
			openssl_key_cache_init(&sl->enc, s->pqc.pub_len, s->lc) != 0 ||
			openssl_key_cache_init(&sl->dec, s->pqc.priv_len, s->lc) != 0) {
		mlkem_slot_free(s, sl);
		return NULL;
	}
	return sl;
}

/* Is p absent (no data or no length)? */
static inline bool
param_absent(const rte_crypto_param *p)
{
	return p->data == NULL || p->length == 0;
}

static uint8_t
mlkem_keygen(struct rte_crypto_ml_kem_keygen_op *op, const struct openssl_pqc_sess *m,
		struct mlkem_slot *sl)
{
	OSSL_PARAM params[2] = { OSSL_PARAM_END, OSSL_PARAM_END };
	EVP_PKEY *pkey = NULL;
	uint8_t status = RTE_CRYPTO_OP_STATUS_SUCCESS;

	if (param_absent(&op->d) != param_absent(&op->z))
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (!param_absent(&op->d)) {
		if (op->d.length != MLKEM_SEED_LEN || op->z.length != MLKEM_SEED_LEN)
			return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
		memcpy(sl->seed, op->d.data, MLKEM_SEED_LEN);
		memcpy(sl->seed + MLKEM_SEED_LEN, op->z.data, MLKEM_SEED_LEN);
		params[0] = OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_ML_KEM_SEED,
			sl->seed, sizeof(sl->seed));
	}
	if (op->ek.data == NULL || openssl_out_cap(&op->ek, m->pub_len) < m->pub_len ||
			op->dk.data == NULL || openssl_out_cap(&op->dk, m->priv_len) < m->priv_len)
		status = RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	else if (EVP_PKEY_CTX_set_params(sl->gen, params) != 1 ||
			EVP_PKEY_generate(sl->gen, &pkey) != 1 ||
			openssl_pqc_key_out(pkey, false, &op->ek, m->pub_len) != 0 ||
			openssl_pqc_key_out(pkey, true, &op->dk, m->priv_len) != 0)
		status = RTE_CRYPTO_OP_STATUS_ERROR;
	EVP_PKEY_free(pkey);
	OPENSSL_cleanse(sl->seed, sizeof(sl->seed));
	return status;
}

/* A key is valid if OpenSSL imports it (FIPS 203's input checks). */
static uint8_t
mlkem_keyver(const struct rte_crypto_ml_kem_keyver_op *op, const struct openssl_asym_session *s)
{
	const struct openssl_pqc_sess *m = &s->pqc;
	bool priv = op->op == RTE_CRYPTO_ML_KEM_OP_DECAP;
	uint32_t len = priv ? m->priv_len : m->pub_len;
	EVP_PKEY *pkey;

	if ((!priv && op->op != RTE_CRYPTO_ML_KEM_OP_ENCAP) || param_absent(&op->key))
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (op->key.length != len)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	pkey = openssl_pqc_pkey(s->lc, m->alg, priv, op->key.data, len);
	EVP_PKEY_free(pkey);
	return pkey != NULL ? RTE_CRYPTO_OP_STATUS_SUCCESS : RTE_CRYPTO_OP_STATUS_ERROR;
}

static int
mlkem_encap_init(EVP_PKEY_CTX *ctx)
{
	return EVP_PKEY_encapsulate_init(ctx, NULL);
}

static int
mlkem_decap_init(EVP_PKEY_CTX *ctx)
{
	return EVP_PKEY_decapsulate_init(ctx, NULL);
}

static uint8_t
mlkem_encap(struct rte_crypto_ml_kem_encap_op *op, const struct openssl_pqc_sess *m,
		struct mlkem_slot *sl)
{
	OSSL_PARAM params[2] = { OSSL_PARAM_END, OSSL_PARAM_END };
	size_t ct_len = m->out_len, ss_len = MLKEM_SS_LEN;
	EVP_PKEY_CTX *ctx;

	if (op->ek.data == NULL || op->ek.length != m->pub_len ||
			(!param_absent(&op->message) && op->message.length != MLKEM_SEED_LEN) ||
			op->cipher.data == NULL || op->sk.data == NULL ||
			openssl_out_cap(&op->cipher, ct_len) < ct_len ||
			openssl_out_cap(&op->sk, ss_len) < ss_len)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	ctx = openssl_key_cache_get(&sl->enc, op->ek.data, op->ek.length, openssl_pqc_build_pub,
		m->alg, mlkem_encap_init);
	if (ctx == NULL)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (!param_absent(&op->message)) {
		params[0] = OSSL_PARAM_construct_octet_string(OSSL_KEM_PARAM_IKME,
			op->message.data, MLKEM_SEED_LEN);
		if (EVP_PKEY_CTX_set_params(ctx, params) != 1)
			return RTE_CRYPTO_OP_STATUS_ERROR;
	}
	if (EVP_PKEY_encapsulate(ctx, op->cipher.data, &ct_len, op->sk.data, &ss_len) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	op->cipher.length = ct_len;
	op->sk.length = ss_len;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

static uint8_t
mlkem_decap(struct rte_crypto_ml_kem_decap_op *op, const struct openssl_pqc_sess *m,
		struct mlkem_slot *sl)
{
	size_t ss_len = MLKEM_SS_LEN;
	EVP_PKEY_CTX *ctx;

	if (op->dk.data == NULL || op->dk.length != m->priv_len ||
			op->cipher.data == NULL || op->cipher.length != m->out_len ||
			op->sk.data == NULL || openssl_out_cap(&op->sk, ss_len) < ss_len)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	ctx = openssl_key_cache_get(&sl->dec, op->dk.data, op->dk.length, openssl_pqc_build_priv,
		m->alg, mlkem_decap_init);
	if (ctx == NULL)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (EVP_PKEY_decapsulate(ctx, op->sk.data, &ss_len, op->cipher.data,
				op->cipher.length) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	op->sk.length = ss_len;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

static uint8_t
mlkem_process(struct rte_crypto_asym_op *op, const struct openssl_asym_session *s, void *slot)
{
	switch (op->mlkem.op) {
	case RTE_CRYPTO_ML_KEM_OP_KEYGEN:
		return mlkem_keygen(&op->mlkem.keygen, &s->pqc, slot);
	case RTE_CRYPTO_ML_KEM_OP_KEYVER:
		return mlkem_keyver(&op->mlkem.keyver, s);
	case RTE_CRYPTO_ML_KEM_OP_ENCAP:
		return mlkem_encap(&op->mlkem.encap, &s->pqc, slot);
	case RTE_CRYPTO_ML_KEM_OP_DECAP:
		return mlkem_decap(&op->mlkem.decap, &s->pqc, slot);
	default:
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	}
}

const struct openssl_asym_family openssl_mlkem_family = {
	.name = "ml-kem",
	.xform_type = RTE_CRYPTO_ASYM_XFORM_ML_KEM,
	.caps = mlkem_caps,
	.nb_caps = RTE_DIM(mlkem_caps),
	.available = mlkem_available,
	.setup = mlkem_setup,
	.sess_free = mlkem_sess_free,
	.slot_new = mlkem_slot_new,
	.slot_free = mlkem_slot_free,
	.process = mlkem_process,
};

#else /* the API has no ML-KEM */

static bool
mlkem_available(const struct openssl_libctx *lc __rte_unused)
{
	return false;
}

const struct openssl_asym_family openssl_mlkem_family = {
	.name = "ml-kem",
	.xform_type = OPENSSL_ASYM_XFORM_NONE,
	.available = mlkem_available,
};

#endif /* OPENSSL_ASYM_HAVE_MLKEM */
