/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Diffie-Hellman over a prime field on OpenSSL's BIGNUM: private key
 * generation, public key generation and shared secret, with the private key
 * in the op (22.11). Setup keeps p, g and p's Montgomery context; a queue
 * pair's slot holds a BN_CTX and its numbers, so an op allocates nothing.
 * Both exponentiations are constant time in the private key.
 *
 * Private keys are drawn uniformly from [2, p - 2]; an op's private key
 * must lie in [1, p - 2] (an invalid argument else). A peer public value
 * outside [2, p - 2] is an op error. Outputs are left-padded to the length
 * of p unless the op's flags ask for no padding. The private key and the
 * result are wiped from the slot after every op.
 */

#include <openssl/crypto.h>
#include <openssl/rand.h>

#include "openssl_asym.h"

struct dh_slot {
	BN_CTX *bc;
	BIGNUM *x;	/* private key (BN_FLG_CONSTTIME) */
	BIGNUM *y;	/* peer's public value */
	BIGNUM *r;	/* result */
};

static const struct rte_cryptodev_capabilities dh_caps[] = {
	{
		.op = RTE_CRYPTO_OP_TYPE_ASYMMETRIC,
		.asym.xform_capa = {
			.xform_type = RTE_CRYPTO_ASYM_XFORM_DH,
			.op_types = (1 << RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE) |
				(1 << RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE) |
				(1 << RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE),
			.modlen = { .min = 1, .max = OPENSSL_ASYM_MAX_MOD_LEN, .increment = 1 },
		},
	},
};

/* BIGNUM arithmetic, libcrypto's own, not a provider's (openssl_libctx.h, native_ok). */
static bool
dh_available(const struct openssl_libctx *lc)
{
	return lc->native_ok;
}

static void
dh_sess_free(struct openssl_asym_session *s)
{
	BN_MONT_CTX_free(s->dh.mont);
	s->dh.mont = NULL;
	BN_free(s->dh.p);
	BN_free(s->dh.g);
	BN_free(s->dh.p_minus_1);
	BN_free(s->dh.p_minus_3);
	s->dh.p = s->dh.g = s->dh.p_minus_1 = s->dh.p_minus_3 = NULL;
}

/* p odd and above 5, 2 <= g <= p - 2. */
static int
dh_check(struct openssl_dh_sess *d, BN_CTX *bc)
{
	if (!BN_is_odd(d->p) || BN_cmp(d->p, BN_value_one()) <= 0)
		return -EINVAL;
	if (BN_copy(d->p_minus_1, d->p) == NULL || BN_sub_word(d->p_minus_1, 1) != 1 ||
			BN_copy(d->p_minus_3, d->p) == NULL || BN_sub_word(d->p_minus_3, 3) != 1)
		return -ENOMEM;
	if (BN_cmp(d->p_minus_3, BN_value_one()) <= 0)
		return -EINVAL;	/* p <= 4: no private key in [2, p - 2] */
	if (BN_cmp(d->g, BN_value_one()) <= 0 || BN_cmp(d->g, d->p_minus_1) >= 0)
		return -EINVAL;
	return BN_MONT_CTX_set(d->mont, d->p, bc) == 1 ? 0 : -ENOMEM;
}

static int
dh_setup(struct openssl_asym_session *s, const struct rte_crypto_asym_xform *xf)
{
	struct openssl_dh_sess *d = &s->dh;
	BN_CTX *bc;
	int ret;

	if (xf->dh.p.length > OPENSSL_ASYM_MAX_MOD_LEN)
		return -ENOTSUP;
	d->p = openssl_bn_from_param(&xf->dh.p, OPENSSL_ASYM_MAX_MOD_LEN);
	d->g = openssl_bn_from_param(&xf->dh.g, OPENSSL_ASYM_MAX_MOD_LEN);
	if (d->p == NULL || d->g == NULL) {
		dh_sess_free(s);
		return -EINVAL;
	}
	d->p_len = BN_num_bytes(d->p);
	d->p_minus_1 = BN_new();
	d->p_minus_3 = BN_new();
	d->mont = BN_MONT_CTX_new();
	bc = openssl_bn_ctx(s->lc);
	ret = d->p_minus_1 == NULL || d->p_minus_3 == NULL || d->mont == NULL || bc == NULL ?
		-ENOMEM : dh_check(d, bc);
	BN_CTX_free(bc);
	if (ret != 0)
		dh_sess_free(s);
	return ret;
}

static void
dh_slot_free(const struct openssl_asym_session *s __rte_unused, void *p)
{
	struct dh_slot *sl = p;

	BN_clear_free(sl->x);
	BN_clear_free(sl->y);
	BN_clear_free(sl->r);
	BN_CTX_free(sl->bc);
	OPENSSL_free(sl);
}

static void *
dh_slot_new(const struct openssl_asym_session *s)
{
	struct dh_slot *sl = OPENSSL_zalloc(sizeof(*sl));

	if (sl == NULL)
		return NULL;
	sl->bc = openssl_bn_ctx(s->lc);
	sl->x = BN_secure_new();
	sl->y = BN_new();
	sl->r = BN_secure_new();
	if (sl->bc == NULL || sl->x == NULL || sl->y == NULL || sl->r == NULL) {
		dh_slot_free(s, sl);
		return NULL;
	}
	BN_set_flags(sl->x, BN_FLG_CONSTTIME);
	return sl;
}

/* A fresh private key in [2, p - 2]. */
static int
dh_gen_priv(const struct openssl_dh_sess *d, struct dh_slot *sl)
{
	if (BN_priv_rand_range_ex(sl->x, d->p_minus_3, 0, sl->bc) != 1 || BN_add_word(sl->x, 2) != 1)
		return -1;
	return 0;
}

/* The op's private key, 1 <= x <= p - 2. */
static int
dh_load_priv(const struct openssl_dh_sess *d, struct dh_slot *sl, const rte_crypto_param *p)
{
	if (openssl_bn_load(sl->x, p, OPENSSL_ASYM_MAX_MOD_LEN) != 0 || BN_is_zero(sl->x) ||
			BN_cmp(sl->x, d->p_minus_1) >= 0)
		return -1;
	return 0;
}

static uint32_t
dh_pad(const struct rte_crypto_asym_op *op, uint16_t flag, uint32_t p_len)
{
	return (op->flags & flag) != 0 ? 0 : p_len;
}

static uint8_t
dh_priv_gen(struct rte_crypto_asym_op *op, const struct openssl_dh_sess *d,
		struct dh_slot *sl)
{
	if (op->dh.priv_key.data == NULL)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (dh_gen_priv(d, sl) != 0)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	if (openssl_bn_store(sl->x, &op->dh.priv_key, d->p_len) != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

/* With priv_key.length 0 a private key is generated for this op and not returned. */
static uint8_t
dh_pub_gen(struct rte_crypto_asym_op *op, const struct openssl_dh_sess *d,
		struct dh_slot *sl)
{
	int ret;

	if (op->dh.pub_key.data == NULL)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (op->dh.priv_key.length == 0)
		ret = dh_gen_priv(d, sl);
	else
		ret = dh_load_priv(d, sl, &op->dh.priv_key);
	if (ret != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (BN_mod_exp_mont_consttime(sl->r, d->g, sl->x, d->p, sl->bc, d->mont) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	if (openssl_bn_store(sl->r, &op->dh.pub_key,
			dh_pad(op, RTE_CRYPTO_ASYM_FLAG_PUB_KEY_NO_PADDING, d->p_len)) != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

static uint8_t
dh_shared(struct rte_crypto_asym_op *op, const struct openssl_dh_sess *d,
		struct dh_slot *sl)
{
	if (op->dh.shared_secret.data == NULL || dh_load_priv(d, sl, &op->dh.priv_key) != 0 ||
			openssl_bn_load(sl->y, &op->dh.pub_key, OPENSSL_ASYM_MAX_MOD_LEN) != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	/* the peer's value must lie in [2, p - 2] */
	if (BN_cmp(sl->y, BN_value_one()) <= 0 || BN_cmp(sl->y, d->p_minus_1) >= 0)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	if (BN_mod_exp_mont_consttime(sl->r, sl->y, sl->x, d->p, sl->bc, d->mont) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	if (openssl_bn_store(sl->r, &op->dh.shared_secret,
			dh_pad(op, RTE_CRYPTO_ASYM_FLAG_SHARED_KEY_NO_PADDING, d->p_len)) != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

static uint8_t
dh_run(struct rte_crypto_asym_op *op, const struct openssl_dh_sess *d, struct dh_slot *sl)
{
	switch (op->dh.ke_type) {
	case RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE:
		return dh_priv_gen(op, d, sl);
	case RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE:
		return dh_pub_gen(op, d, sl);
	case RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE:
		return dh_shared(op, d, sl);
	default:
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	}
}

/* One op; the private key and the result (a shared secret) do not stay in the slot. */
static uint8_t
dh_process(struct rte_crypto_asym_op *op, const struct openssl_asym_session *s, void *slot)
{
	struct dh_slot *sl = slot;
	uint8_t st = dh_run(op, &s->dh, sl);

	BN_clear(sl->x);
	BN_clear(sl->r);
	return st;
}

const struct openssl_asym_family openssl_dh_family = {
	.name = "dh",
	.xform_type = RTE_CRYPTO_ASYM_XFORM_DH,
	.caps = dh_caps,
	.nb_caps = RTE_DIM(dh_caps),
	.available = dh_available,
	.setup = dh_setup,
	.sess_free = dh_sess_free,
	.slot_new = dh_slot_new,
	.slot_free = dh_slot_free,
	.process = dh_process,
};
