/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * MODEX and MODINV: random and edge operands against BIGNUM, session and
 * sessionless; malformed moduli and outputs; a 2048-bit MODEX from two
 * lcores at once.
 */

#include <errno.h>
#include <string.h>

#include "bad.h"
#include "fam.h"

#define OK	RTE_CRYPTO_OP_STATUS_SUCCESS
#define ARGS	RTE_CRYPTO_OP_STATUS_INVALID_ARGS
#define ERR	RTE_CRYPTO_OP_STATUS_ERROR

static struct tc_bytes m, e, b, want, got;

/* --- functional ---------------------------------------------------------- */

/* Clear the low bit (a nonzero even number). */
static void
make_even(struct tc_bytes *x)
{
	size_t last = x->n > 0 ? x->n - 1 : 0;

	x->d[last] &= 0xfe;
	if (x->n == 1 && x->d[0] == 0)
		x->d[0] = 2;
}

/* One MODEX or MODINV op, session and sessionless, against BN. */
static void
mod_case(bool inv, const char *what)
{
	struct tc_asym_key k = { .v[TC_AP_FP] = prm(&m), .v[TC_AP_G] = prm(&e) };
	int rret = inv ? tc_ref_modinv(&b, &m, &want) : tc_ref_modexp(&b, &e, &m, &want);
	struct rte_crypto_asym_xform xf;
	unsigned int sl;

	tc_asym_xform_of(inv ? RTE_CRYPTO_ASYM_XFORM_MODINV : RTE_CRYPTO_ASYM_XFORM_MODEX, &k,
		&xf);
	for (sl = 0; sl < 2; sl++) {
		struct rte_crypto_op *op = op_new();
		struct rte_crypto_mod_op_param *o = inv ? &op->asym->modinv : &op->asym->modex;
		uint8_t st;
		bool ok;

		o->base = prm(&b);
		got.n = m.n;
		o->result = prm(&got);
		st = op_once(&xf, op, sl == 1);
		if (rret != 0)	/* not invertible: an op error */
			ok = st == RTE_CRYPTO_OP_STATUS_ERROR;
		else
			ok = st == OK && o->result.length == m.n &&
				memcmp(got.d, want.d, m.n) == 0;
		tc_check(ok, "%s %s m=%zu bytes %s: status %u", inv ? "modinv" : "modex", what, m.n,
			sl ? "sessionless" : "session", st);
		rte_crypto_op_free(op);
	}
}

static void
test_mod(void)
{
	static const size_t sizes[] = { 1, 2, 7, 8, 20, 64, 128, 255, 256, 384, 512, 1024 };
	unsigned int i, odd;

	for (i = 0; i < RTE_DIM(sizes) && (!env.quick || sizes[i] <= 256); i++) {
		for (odd = 0; odd < 2; odd++) {
			fam_rand_num(&m, sizes[i], odd);
			if (!odd)
				make_even(&m);
			fam_rand_num(&e, 1 + tc_rng_next(&env.rng) % sizes[i], false);
			fam_rand_num(&b, 1 + tc_rng_next(&env.rng) %
					RTE_MIN(2 * sizes[i], (size_t)TC_BN_MAX), false);
			mod_case(false, odd ? "random odd" : "random even");
			mod_case(true, odd ? "random odd" : "random even");
			/* edges: base 0, 1, m - 1 (as m with the low bit cleared), m */
			b.n = 1;
			b.d[0] = 0;
			mod_case(false, "base 0");
			mod_case(true, "base 0");
			b.d[0] = 1;
			mod_case(false, "base 1");
			mod_case(true, "base 1");
			b = m;
			mod_case(false, "base m");
			b.d[b.n - 1] ^= 1;
			mod_case(false, "base m +- 1");
			mod_case(true, "base m +- 1");
		}
	}
	m.n = 1;
	m.d[0] = 1;
	fam_rand_num(&b, 16, false);
	mod_case(false, "modulus 1");
}

/* --- bad input ----------------------------------------------------------- */

static void
bad_xforms(void)
{
	static const uint8_t one[1] = { 1 }, zero[1] = { 0 };
	static struct tc_bytes big;
	struct rte_crypto_asym_xform xf;

	big.n = 1025;
	memset(big.d, 0xff, big.n);
	memset(&xf, 0, sizeof(xf));
	xf.xform_type = RTE_CRYPTO_ASYM_XFORM_MODEX;
	xf.modex.exponent.data = (uint8_t *)(uintptr_t)one;
	xf.modex.exponent.length = 1;
	bad_refused(&xf, -EINVAL, "MODEX zero-length modulus");
	xf.modex.modulus.data = (uint8_t *)(uintptr_t)zero;
	xf.modex.modulus.length = 1;
	bad_refused(&xf, -EINVAL, "MODEX modulus 0");
	xf.modex.modulus = prm(&big);
	bad_refused(&xf, -ENOTSUP, "MODEX modulus of 1025 bytes");
	xf.modex.modulus.data = (uint8_t *)(uintptr_t)one;
	xf.modex.modulus.length = 1;
	xf.modex.exponent.length = 0;
	bad_refused(&xf, -EINVAL, "MODEX zero-length exponent");
	memset(&xf, 0, sizeof(xf));
	xf.xform_type = RTE_CRYPTO_ASYM_XFORM_MODINV;
	bad_refused(&xf, -EINVAL, "MODINV zero-length modulus");
}

static struct tc_bytes t1, t2, t3;

static uint8_t
mod_op(bool inv, struct tc_bytes *m, struct tc_bytes *base, rte_crypto_param res)
{
	static uint8_t three = 3;
	struct tc_asym_key k = {
		.v[TC_AP_FP] = prm(m), .v[TC_AP_G] = { .data = &three, .length = 1 },
	};
	struct rte_crypto_asym_xform xf;
	struct rte_crypto_op *op = op_new();
	uint8_t st;

	tc_asym_xform_of(inv ? RTE_CRYPTO_ASYM_XFORM_MODINV : RTE_CRYPTO_ASYM_XFORM_MODEX, &k,
		&xf);
	if (inv) {
		op->asym->modinv.base = prm(base);
		op->asym->modinv.result = res;
	} else {
		op->asym->modex.base = prm(base);
		op->asym->modex.result = res;
	}
	st = op_once(&xf, op, false);
	rte_crypto_op_free(op);
	return st;
}

static void
bad_mod(void)
{
	rte_crypto_param nul = { 0 }, o = { .data = t3.d, .length = 8 };
	rte_crypto_param shorter = { .data = t3.d, .length = 7 };
	uint8_t st;

	bad_xforms();
	t1.n = 8;	/* even modulus 2^63 + 6 */
	memset(t1.d, 0, 8);
	t1.d[0] = 0x80;
	t1.d[7] = 6;
	t2.n = 1;
	t2.d[0] = 4;
	st = mod_op(false, &t1, &t2, o);
	tc_check(st == OK && t3.d[7] == 64,
		"modex with an even modulus is computed (4^3): status %u", st);
	st = mod_op(true, &t1, &t2, o);
	tc_check(st == ERR, "modinv of 4 modulo an even number: not invertible, status %u", st);
	st = mod_op(false, &t1, &t2, nul);
	tc_check(st == ARGS, "modex with a NULL result: status %u", st);
	st = mod_op(false, &t1, &t2, shorter);
	tc_check(st == ARGS, "modex into a buffer one byte short of the modulus: status %u", st);
	t2.d[0] = 3;	/* invertible modulo 2^63 + 6 */
	st = mod_op(true, &t1, &t2, shorter);
	tc_check(st == ARGS, "modinv into a buffer one byte short: status %u", st);
	t2.n = 0;
	st = mod_op(false, &t1, &t2, o);
	tc_check(st == ARGS, "modex with a zero-length base: status %u", st);
}


/* --- concurrency: MODEX with a 2048-bit modulus and exponent ------------- */

static struct tc_bytes cm, ce, cb, cpow;

static int
conc_prepare(struct rte_crypto_asym_xform *xf)
{
	struct tc_asym_key k;

	fam_rand_num(&cm, 256, true);
	fam_rand_num(&ce, 256, false);
	if (tc_ref_rand_below(&cm, &cb) != 0 || tc_ref_modexp(&cb, &ce, &cm, &cpow) != 0 ||
			tc_bn_pad(&cpow, cm.n) != 0)
		return -1;
	memset(&k, 0, sizeof(k));
	k.v[TC_AP_FP] = prm(&cm);
	k.v[TC_AP_G] = prm(&ce);
	tc_asym_xform_of(RTE_CRYPTO_ASYM_XFORM_MODEX, &k, xf);
	return 0;
}

static bool
conc_run(uint8_t dev, uint16_t qp, struct rte_crypto_op *op, void *sess,
		uint8_t (*o)[TC_BN_MAX])
{
	struct rte_crypto_asym_op *a = op->asym;

	a->modex.base = prm(&cb);
	return fam_conc_number(dev, qp, op, sess, &a->modex.result, o[0], cpow.d, cm.n);
}

static const struct fam_conc mod_conc = { "modex-2048", conc_prepare, NULL, conc_run };

const struct family fam_mod = {
	"modex/modinv", RTE_CRYPTO_ASYM_XFORM_MODEX, NULL, NULL, test_mod, bad_mod,
	&mod_conc, NULL,
};
