/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Modular exponentiation and inverse on OpenSSL's BIGNUM. Setup keeps the
 * modulus, the exponent and (odd modulus) its Montgomery context; a queue
 * pair's slot holds a BN_CTX and its operand and result numbers.
 *
 * An odd modulus exponentiates in constant time (BN_mod_exp_mont_consttime),
 * unless the exponent has 32 bits or fewer: such an exponent is a public one
 * (RSA's 3 or 65537, the one dpdk-test-crypto-perf uses) or too short to be
 * a secret anyway, and the sliding-window BN_mod_exp_mont on the session's
 * Montgomery context is twice as fast for it. A device created with
 * modex_vartime=1 takes every exponent as public (sliding window, as
 * upstream's driver does: 7% fewer instructions at 2048 bits). An even modulus is accepted,
 * as DPDK's own MODEX vectors use some, and computed with BN_mod_exp, which
 * is not constant time: the exponent of an even-modulus session is not
 * protected against timing.
 */

/* Exponents up to this many bits are not secrets worth constant time. */
#define MOD_PUBLIC_EXP_BITS	32

#include <openssl/crypto.h>

#include "openssl_asym.h"

/* A base may be longer than the modulus (it is reduced first). */
#define MOD_MAX_BASE_LEN	(2 * OPENSSL_ASYM_MAX_MOD_LEN)

struct mod_slot {
	BN_CTX *bc;
	BIGNUM *b;	/* base */
	BIGNUM *r;	/* result */
};

#define MOD_CAP(type) { \
	.op = RTE_CRYPTO_OP_TYPE_ASYMMETRIC, \
	.asym.xform_capa = { \
		.xform_type = (type), \
		.op_types = 0, \
		.modlen = { .min = 1, .max = OPENSSL_ASYM_MAX_MOD_LEN, .increment = 1 }, \
	}, \
}

static const struct rte_cryptodev_capabilities modex_caps[] = {
	MOD_CAP(RTE_CRYPTO_ASYM_XFORM_MODEX),
};

static const struct rte_cryptodev_capabilities modinv_caps[] = {
	MOD_CAP(RTE_CRYPTO_ASYM_XFORM_MODINV),
};

/* BIGNUM arithmetic, libcrypto's own, not a provider's (openssl_libctx.h, native_ok). */
static bool
mod_available(const struct openssl_libctx *lc)
{
	return lc->native_ok;
}

static void
mod_sess_free(struct openssl_asym_session *s)
{
	BN_MONT_CTX_free(s->mod.mont);
	s->mod.mont = NULL;
	openssl_bn_wipe(&s->mod.m);
	openssl_bn_wipe(&s->mod.e);
}

/* The modulus: -EINVAL if absent or zero, -ENOTSUP if longer than advertised. */
static int
mod_modulus(struct openssl_mod_sess *m, const rte_crypto_param *p)
{
	if (p->data == NULL || p->length == 0)
		return -EINVAL;
	if (p->length > OPENSSL_ASYM_MAX_MOD_LEN)
		return -ENOTSUP;
	m->m = openssl_bn_from_param(p, OPENSSL_ASYM_MAX_MOD_LEN);
	if (m->m == NULL)
		return -ENOMEM;
	if (BN_is_zero(m->m))
		return -EINVAL;
	m->m_len = BN_num_bytes(m->m);
	return 0;
}

static int
mod_mont(struct openssl_mod_sess *m)
{
	BN_CTX *bc;
	int ret = 0;

	if (!BN_is_odd(m->m) || BN_is_one(m->m))
		return 0;
	bc = BN_CTX_new();
	m->mont = BN_MONT_CTX_new();
	if (bc == NULL || m->mont == NULL || BN_MONT_CTX_set(m->mont, m->m, bc) != 1)
		ret = -ENOMEM;
	BN_CTX_free(bc);
	return ret;
}

static int
modex_setup(struct openssl_asym_session *s, const struct rte_crypto_asym_xform *xf)
{
	struct openssl_mod_sess *m = &s->mod;
	int ret = mod_modulus(m, &xf->modex.modulus);

	if (ret == 0 && (xf->modex.exponent.data == NULL || xf->modex.exponent.length == 0))
		ret = -EINVAL;
	else if (ret == 0 && xf->modex.exponent.length > OPENSSL_ASYM_MAX_MOD_LEN)
		ret = -ENOTSUP;
	if (ret == 0) {
		m->e = openssl_bn_secret(&xf->modex.exponent, OPENSSL_ASYM_MAX_MOD_LEN);
		ret = m->e == NULL ? -ENOMEM : mod_mont(m);
	}
	m->consttime = ret == 0 && m->mont != NULL && !s->vartime &&
		BN_num_bits(m->e) > MOD_PUBLIC_EXP_BITS;
	if (m->consttime)
		BN_set_flags(m->e, BN_FLG_CONSTTIME);
	if (ret != 0)
		mod_sess_free(s);
	return ret;
}

static int
modinv_setup(struct openssl_asym_session *s, const struct rte_crypto_asym_xform *xf)
{
	int ret = mod_modulus(&s->mod, &xf->modinv.modulus);

	s->mod.consttime = ret == 0 && BN_is_odd(s->mod.m);
	if (ret != 0)
		mod_sess_free(s);
	return ret;
}

static void
mod_slot_free(const struct openssl_asym_session *s __rte_unused, void *p)
{
	struct mod_slot *sl = p;

	BN_clear_free(sl->b);
	BN_clear_free(sl->r);
	BN_CTX_free(sl->bc);
	OPENSSL_free(sl);
}

static void *
mod_slot_new(const struct openssl_asym_session *s)
{
	struct mod_slot *sl = OPENSSL_zalloc(sizeof(*sl));

	if (sl == NULL)
		return NULL;
	sl->bc = openssl_bn_ctx(s->lc);
	sl->b = BN_new();
	sl->r = BN_new();
	if (sl->bc == NULL || sl->b == NULL || sl->r == NULL) {
		mod_slot_free(s, sl);
		return NULL;
	}
	/* constant-time paths exist for an odd modulus only */
	if (s->mod.consttime)
		BN_set_flags(sl->b, BN_FLG_CONSTTIME);
	return sl;
}

/* Load the base, reduced modulo m. */
static int
mod_base(struct mod_slot *sl, const struct openssl_mod_sess *m, const rte_crypto_param *p)
{
	if (openssl_bn_load(sl->b, p, MOD_MAX_BASE_LEN) != 0)
		return -1;
	if (BN_ucmp(sl->b, m->m) >= 0 && BN_nnmod(sl->b, sl->b, m->m, sl->bc) != 1)
		return -1;
	return 0;
}

static uint8_t
modex_run(struct rte_crypto_asym_op *op, const struct openssl_mod_sess *m, struct mod_slot *sl)
{
	int ok;

	if (mod_base(sl, m, &op->modex.base) != 0 || op->modex.result.data == NULL)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (BN_is_one(m->m)) {
		BN_zero(sl->r);
		ok = 1;
	} else if (m->consttime) {
		ok = BN_mod_exp_mont_consttime(sl->r, sl->b, m->e, m->m, sl->bc, m->mont);
	} else if (m->mont != NULL) {
		ok = BN_mod_exp_mont(sl->r, sl->b, m->e, m->m, sl->bc, m->mont);
	} else {
		ok = BN_mod_exp(sl->r, sl->b, m->e, m->m, sl->bc);
	}
	if (ok != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	if (openssl_bn_store(sl->r, &op->modex.result, m->m_len) != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

/* With a secret exponent the result may be a secret (a DH shared value): not kept in the slot. */
static uint8_t
modex_process(struct rte_crypto_asym_op *op, const struct openssl_asym_session *s, void *p)
{
	struct mod_slot *sl = p;
	uint8_t st = modex_run(op, &s->mod, sl);

	BN_clear(sl->r);
	return st;
}

/* A base with no inverse (not coprime with the modulus) is an op error. */
static uint8_t
modinv_process(struct rte_crypto_asym_op *op, const struct openssl_asym_session *s, void *p)
{
	const struct openssl_mod_sess *m = &s->mod;
	struct mod_slot *sl = p;

	if (mod_base(sl, m, &op->modinv.base) != 0 || op->modinv.result.data == NULL)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (BN_mod_inverse(sl->r, sl->b, m->m, sl->bc) == NULL)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	if (openssl_bn_store(sl->r, &op->modinv.result, m->m_len) != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

const struct openssl_asym_family openssl_modex_family = {
	.name = "modex",
	.xform_type = RTE_CRYPTO_ASYM_XFORM_MODEX,
	.caps = modex_caps,
	.nb_caps = RTE_DIM(modex_caps),
	.available = mod_available,
	.setup = modex_setup,
	.sess_free = mod_sess_free,
	.slot_new = mod_slot_new,
	.slot_free = mod_slot_free,
	.process = modex_process,
};

const struct openssl_asym_family openssl_modinv_family = {
	.name = "modinv",
	.xform_type = RTE_CRYPTO_ASYM_XFORM_MODINV,
	.caps = modinv_caps,
	.nb_caps = RTE_DIM(modinv_caps),
	.available = mod_available,
	.setup = modinv_setup,
	.sess_free = mod_sess_free,
	.slot_new = mod_slot_new,
	.slot_free = mod_slot_free,
	.process = modinv_process,
};
