/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Inputs at the largest advertised size (8192 bits) that are no keys, and
 * the most expensive valid ops: what each gives is checked, the time each
 * takes printed (TIME lines), never asserted: the work must be bounded, and
 * this says by how much on the machine at hand.
 *
 *   RSA exponent form, random odd n and random d (one exponentiation, then
 *       refused); n = 3^k with the d of its unit group (consistent, no
 *       factor to find: every try runs, then either refused or taken
 *       without CRT, as the random bases fall)
 *   RSA quintuple of random numbers with p q = n (refused by arithmetic)
 *   DSA: p = q r + 1 with g not of order q (refused after g^q)
 *   MODEX and DH with an 8192-bit modulus and exponent (one op each)
 */

#include <errno.h>
#include <stdio.h>

#include <openssl/bn.h>
#include <openssl/rand.h>

#include <rte_cycles.h>

#include "bad.h"
#include "fam.h"

#define BIG_BITS	8192
#define BIG_LEN		(BIG_BITS / 8)

static struct tc_asym_in in;

static double
ms_since(uint64_t t0)
{
	return (double)(rte_get_timer_cycles() - t0) * 1e3 / (double)rte_get_timer_hz();
}

static int
rand_num(struct tc_bytes *b, size_t len, bool odd)
{
	if (RAND_bytes(b->d, (int)len) != 1)
		return -1;
	b->n = len;
	b->d[0] |= 0x80;
	if (odd)
		b->d[len - 1] |= 1;
	return 0;
}

/* Session create and a sessionless op of the input, timed; the create's return. */
static int
timed_create(const char *what, bool must_refuse)
{
	struct rte_crypto_asym_xform x;
	struct rte_crypto_op *op = op_new();
	static struct tc_asym_out out;
	uint64_t t0;
	void *s;
	int ret;
	uint8_t st = NO_SESSION;

	if (!fam_dev_runs(tc_asym_form_type(in.form), in.bits / 8, what)) {
		rte_crypto_op_free(op);
		return -ENOTSUP;
	}
	tc_asym_xform(&in, &x);
	t0 = rte_get_timer_cycles();
	s = sess_new(env.devs[0], &x, &ret);
	printf("TIME %s: session create %.1f ms (%d)\n", what, ms_since(t0), ret);
	sess_free(env.devs[0], s);
	if (op != NULL) {
		tc_asym_op(&in, op, &out);
		t0 = rte_get_timer_cycles();
		st = op_run(env.devs[0], 0, op, NULL, &x);
		printf("TIME %s: sessionless op %.1f ms (status %u)\n", what, ms_since(t0), st);
		rte_crypto_op_free(op);
	}
	if (must_refuse)
		tc_check(ret == -EINVAL && st == RTE_CRYPTO_OP_STATUS_INVALID_SESSION,
			"%s: refused (%d), sessionless INVALID_SESSION (%u)", what, ret, st);
	else
		tc_check(ret == 0 || ret == -EINVAL, "%s: answered (%d)", what, ret);
	return ret;
}

static void
rsa_random_d(void)
{
	in.form = TC_AF_RSA_EXP;
	in.v[TC_AP_E].n = 3;
	in.v[TC_AP_E].d[0] = 1;
	in.v[TC_AP_E].d[1] = 0;
	in.v[TC_AP_E].d[2] = 1;
	if (rand_num(&in.v[TC_AP_N], BIG_LEN, true) != 0 ||
			tc_ref_rand_below(&in.v[TC_AP_N], &in.v[TC_AP_D]) != 0) {
		tc_check(false, "rsa 8192 random d: no input");
		return;
	}
	timed_create("rsa-exp 8192-bit random n and d", true);
}

/* n = 3^k below 2^8192, d = e^-1 mod 2 * 3^(k - 1) (the order of its unit group). */
static int
three_power(struct tc_bytes *n, struct tc_bytes *d, const struct tc_bytes *e)
{
	BIGNUM *vn = BN_new(), *l = BN_new(), *ve = BN_bin2bn(e->d, (int)e->n, NULL);
	BIGNUM *vd = BN_new();
	BN_CTX *bc = BN_CTX_new();
	int ret = -1;

	if (vn == NULL || l == NULL || ve == NULL || vd == NULL || bc == NULL ||
			BN_set_word(vn, 1) != 1)
		goto end;
	while (BN_num_bits(vn) + 2 <= BIG_BITS && BN_mul_word(vn, 3) == 1)
		;
	if (BN_div_word(BN_copy(l, vn), 3) == (BN_ULONG)-1 || BN_lshift1(l, l) != 1 ||
			BN_mod_inverse(vd, ve, l, bc) == NULL)
		goto end;
	n->n = BN_bn2bin(vn, n->d);
	d->n = BN_bn2bin(vd, d->d);
	ret = 0;
end:
	BN_free(vn);
	BN_free(l);
	BN_free(ve);
	BN_clear_free(vd);
	BN_CTX_free(bc);
	return ret;
}

static void
rsa_three_power(void)
{
	in.form = TC_AF_RSA_EXP;
	if (three_power(&in.v[TC_AP_N], &in.v[TC_AP_D], &in.v[TC_AP_E]) != 0) {
		tc_check(false, "rsa 3^k: no input");
		return;
	}
	timed_create("rsa-exp n = 3^5167 (8190 bits), consistent d, no factor", false);
}

static void
rsa_random_qt(void)
{
	unsigned int i;

	in.form = TC_AF_RSA_QT;
	for (i = TC_AP_P; i <= TC_AP_QINV; i++)
		if (rand_num(&in.v[i], BIG_LEN / 2, true) != 0)
			return;
	/* n = p q: the first check passes, the exponents' fail */
	if (tc_bn_mul_add(&in.v[TC_AP_P], &in.v[TC_AP_Q], 0, &in.v[TC_AP_N]) != 0) {
		tc_check(false, "rsa-qt 8192: no input");
		return;
	}
	timed_create("rsa-qt 8192-bit, random p, q, dP, dQ, qInv with p q = n", true);
}

/* p = q r + 1 (8192 bits) for a real 160-bit prime q, g random: g^q != 1, refused. */
static void
dsa_no_domain(void)
{
	struct tc_bytes r, g;

	in.form = TC_AF_DSA;
	if (tc_ref_dsa_params(1024, 160, &in.v[TC_AP_FP], &in.v[TC_AP_FQ], &g) != 0 ||
			rand_num(&r, BIG_LEN - in.v[TC_AP_FQ].n, false) != 0) {
		tc_check(false, "dsa 8192: no input");
		return;
	}
	r.d[r.n - 1] &= 0xfe;	/* q odd, r even: p odd */
	if (tc_bn_mul_add(&in.v[TC_AP_FQ], &r, 1, &in.v[TC_AP_FP]) != 0 ||
			rand_num(&in.v[TC_AP_G], BIG_LEN - 1, false) != 0 ||
			rand_num(&in.v[TC_AP_X], in.v[TC_AP_FQ].n - 1, false) != 0 ||
			rand_num(&in.v[TC_AP_K], in.v[TC_AP_FQ].n - 1, false) != 0) {
		tc_check(false, "dsa 8192: no input");
		return;
	}
	timed_create("dsa 8192-bit p = q r + 1, g not of order q", true);
}

/* One op, timed, with a session; checked against the reference. */
static void
timed_op(const char *what)
{
	struct rte_crypto_asym_xform x;
	struct rte_crypto_op *op = op_new();
	static struct tc_asym_out got, want;
	uint64_t t0;
	double ms = 0;
	void *s;
	int ret;
	uint8_t st = NO_SESSION;

	if (!fam_dev_runs(tc_asym_form_type(in.form), in.bits / 8, what)) {
		rte_crypto_op_free(op);
		return;
	}
	tc_asym_xform(&in, &x);
	s = sess_new(env.devs[0], &x, &ret);
	if (s != NULL && op != NULL) {
		tc_asym_op(&in, op, &got);
		t0 = rte_get_timer_cycles();
		st = op_run(env.devs[0], 0, op, s, NULL);
		ms = ms_since(t0);
	}
	printf("TIME %s: op %.1f ms (status %u)\n", what, ms, st);
	tc_check(st == RTE_CRYPTO_OP_STATUS_SUCCESS && tc_asym_expect(&in, &want) == 0 &&
		tc_asym_out_eq(&in, &want, &got), "%s: the reference's result", what);
	sess_free(env.devs[0], s);
	if (op != NULL)
		rte_crypto_op_free(op);
}

static void
big_ops(void)
{
	in.form = TC_AF_MODEX;
	if (rand_num(&in.v[TC_AP_FP], BIG_LEN, true) != 0 ||
			rand_num(&in.v[TC_AP_G], BIG_LEN, false) != 0 ||
			tc_ref_rand_below(&in.v[TC_AP_FP], &in.v[TC_AP_MSG]) != 0)
		return;
	timed_op("modex 8192-bit modulus and exponent");
	/* DH on an 8192-bit odd p taken as given (no primality test) */
	in.form = TC_AF_DH;
	in.v[TC_AP_G].n = 1;
	in.v[TC_AP_G].d[0] = 2;
	if (tc_ref_rand_below(&in.v[TC_AP_FP], &in.v[TC_AP_X]) != 0 ||
			tc_ref_rand_below(&in.v[TC_AP_FP], &in.v[TC_AP_Y]) != 0)
		return;
	in.v[TC_AP_X].d[0] &= 0x7f;	/* below p - 1 */
	in.v[TC_AP_Y].d[0] &= 0x7f;
	in.v[TC_AP_Y].d[1] |= 1;	/* above 1 */
	timed_op("dh 8192-bit p, shared secret");
}

void
bad_sizes(void)
{
	unsigned int i;

	for (i = 0; i < TC_AP_NB; i++)
		in.v[i].n = 0;
	in.bits = BIG_BITS;
	rsa_random_d();
	rsa_three_power();
	rsa_random_qt();
	dsa_no_domain();
	big_ops();
}
