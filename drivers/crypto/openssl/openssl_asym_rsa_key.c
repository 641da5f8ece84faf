/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * RSA keys from a transform: read, checked, and built into an EVP_PKEY.
 * The private parts are secure BIGNUMs and the working numbers come from a
 * secure BN_CTX, so that no copy of them goes back to an allocator unwiped
 * (OpenSSL wipes the secure part of the parameters it builds, not the
 * rest). Every key is proven consistent before it is taken:
 *
 *   public      n odd, 512 bits at least; e odd, 3 <= e < n
 *   exponent    1 < d < n, and for a random g, g^(e d - 1) = 1 mod n, that
 *               is (g^e)^d = g. Written e d - 1 = 2^t r, the same squaring
 *               chain g^r, g^2r, ... finds a factor of n when it meets a
 *               square root of 1 other than +-1 (with probability 1/2 at
 *               least for a two-prime n): each try is one check and one
 *               factoring attempt, one exponentiation with a secret
 *               exponent. A failed check refuses the key (-EINVAL). With a
 *               factor, the CRT form below is derived and checked like a
 *               quintuple (a two-prime key is what it must then be). A
 *               session tries at most RSA_TRIES(bits) times, a sessionless
 *               op once: a key whose factors are not found is used without
 *               CRT (three times slower private ops).
 *   quintuple   p, q > 1, p q = n, 0 < dP < p - 1, 0 < dQ < q - 1,
 *               0 < qInv < p, e dP = 1 mod p - 1, e dQ = 1 mod q - 1,
 *               q qInv = 1 mod p, and a random message through m^e and back
 *               with CRT (a composite p or q fails it); d = e^-1 mod
 *               lcm(p - 1, q - 1).
 *
 * Work is bounded by the tries: an inconsistent exponent key costs one
 * exponentiation of n's size, a consistent one whose factors are not found
 * RSA_TRIES of them (8 at 8192 bits, about 1.1 s on one core of the test
 * machine), a quintuple two of half n's size.
 */

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/param_build.h>

#include "openssl_asym.h"

enum { K_N, K_E, K_D, K_P, K_Q, K_DP, K_DQ, K_QINV, K_NB };

/* Factoring tries for a session: fewer for larger moduli (an exponentiation costs ~bits^2.8). */
#define RSA_TRIES(bits)	((bits) > 4096 ? 8 : (bits) > 2048 ? 16 : 32)

struct rsa_key {
	BIGNUM *bn[K_NB];	/* n and e public; the others secure */
	BN_CTX *bc;		/* secure */
	bool crt;		/* p .. qInv set */
};

static const char *const rsa_param_names[K_NB] = {
	OSSL_PKEY_PARAM_RSA_N, OSSL_PKEY_PARAM_RSA_E, OSSL_PKEY_PARAM_RSA_D,
	OSSL_PKEY_PARAM_RSA_FACTOR1, OSSL_PKEY_PARAM_RSA_FACTOR2,
	OSSL_PKEY_PARAM_RSA_EXPONENT1, OSSL_PKEY_PARAM_RSA_EXPONENT2,
	OSSL_PKEY_PARAM_RSA_COEFFICIENT1,
};

/* n and e: n odd, 512 bits at least; e odd, 3 <= e < n. */
static int
rsa_check_pub(const BIGNUM *n, const BIGNUM *e)
{
	if (n == NULL || e == NULL || !BN_is_odd(n) || !BN_is_odd(e) || BN_is_one(e) ||
			BN_cmp(e, n) >= 0)
		return -EINVAL;
	if (BN_num_bytes(n) < OPENSSL_RSA_MIN_MOD_LEN)
		return -ENOTSUP;
	return 0;
}

/* 0 < v < m */
static bool
in_range(const BIGNUM *v, const BIGNUM *m)
{
	return !BN_is_zero(v) && !BN_is_negative(v) && BN_cmp(v, m) < 0;
}

/* 0 < v < m and (a v) mod m == 1; t a scratch number */
static bool
inverse_ok(BIGNUM *t, const BIGNUM *a, const BIGNUM *v, const BIGNUM *m, BN_CTX *bc)
{
	return in_range(v, m) && BN_mod_mul(t, a, v, m, bc) == 1 && BN_is_one(t);
}

/* e dX = 1 mod (f - 1), 0 < dX < f - 1; f1 and t scratch numbers */
static bool
crt_exp_ok(BIGNUM *f1, BIGNUM *t, const BIGNUM *e, const BIGNUM *dx, const BIGNUM *f,
	BN_CTX *bc)
{
	return BN_copy(f1, f) != NULL && BN_sub_word(f1, 1) == 1 && inverse_ok(t, e, dx, f1, bc);
}

/* A random m < n through c = m^e mod n and back with CRT: m again? */
static bool
crt_roundtrip(BIGNUM *const *k, BN_CTX *bc)
{
	BIGNUM *m, *c, *m1, *m2;
	bool ok = false;

	BN_CTX_start(bc);
	m = BN_CTX_get(bc);
	c = BN_CTX_get(bc);
	m1 = BN_CTX_get(bc);
	m2 = BN_CTX_get(bc);
	if (m2 != NULL && BN_priv_rand_range_ex(m, k[K_N], 0, bc) == 1 &&
			BN_mod_exp(c, m, k[K_E], k[K_N], bc) == 1 &&
			BN_nnmod(m1, c, k[K_P], bc) == 1 && BN_nnmod(m2, c, k[K_Q], bc) == 1 &&
			BN_mod_exp_mont_consttime(m1, m1, k[K_DP], k[K_P], bc, NULL) == 1 &&
			BN_mod_exp_mont_consttime(m2, m2, k[K_DQ], k[K_Q], bc, NULL) == 1 &&
			/* m1 = qInv (m1 - m2) mod p; m' = m2 + m1 q */
			BN_mod_sub(m1, m1, m2, k[K_P], bc) == 1 &&
			BN_mod_mul(m1, m1, k[K_QINV], k[K_P], bc) == 1 &&
			BN_mul(c, m1, k[K_Q], bc) == 1 && BN_add(c, c, m2) == 1)
		ok = BN_cmp(c, m) == 0;
	BN_CTX_end(bc);
	return ok;
}

/* The CRT form against n and e (p .. qInv set). */
static int
rsa_check_crt(struct rsa_key *k)
{
	BIGNUM **v = k->bn, *t, *f1;
	bool ok;

	BN_CTX_start(k->bc);
	t = BN_CTX_get(k->bc);
	f1 = BN_CTX_get(k->bc);
	ok = f1 != NULL && BN_cmp(v[K_P], BN_value_one()) > 0 &&
		BN_cmp(v[K_Q], BN_value_one()) > 0 &&
		BN_mul(t, v[K_P], v[K_Q], k->bc) == 1 && BN_cmp(t, v[K_N]) == 0 &&
		crt_exp_ok(f1, t, v[K_E], v[K_DP], v[K_P], k->bc) &&
		crt_exp_ok(f1, t, v[K_E], v[K_DQ], v[K_Q], k->bc) &&
		inverse_ok(t, v[K_Q], v[K_QINV], v[K_P], k->bc) &&
		crt_roundtrip(v, k->bc);
	BN_CTX_end(k->bc);
	return ok ? 0 : -EINVAL;
}

/* d = e^-1 mod lcm(p - 1, q - 1), for a key given as quintuple. */
static int
rsa_priv_exp(struct rsa_key *k)
{
	BIGNUM **v = k->bn, *p1, *q1, *g, *l;
	int ret = -EINVAL;

	BN_CTX_start(k->bc);
	p1 = BN_CTX_get(k->bc);
	q1 = BN_CTX_get(k->bc);
	g = BN_CTX_get(k->bc);
	l = BN_CTX_get(k->bc);
	v[K_D] = BN_secure_new();
	if (v[K_D] != NULL && l != NULL && BN_copy(p1, v[K_P]) != NULL &&
			BN_sub_word(p1, 1) == 1 && BN_copy(q1, v[K_Q]) != NULL &&
			BN_sub_word(q1, 1) == 1 && BN_gcd(g, p1, q1, k->bc) == 1 &&
			BN_mul(l, p1, q1, k->bc) == 1 && BN_div(l, NULL, l, g, k->bc) == 1 &&
			BN_mod_inverse(v[K_D], v[K_E], l, k->bc) != NULL)
		ret = 0;
	BN_CTX_end(k->bc);
	return ret;
}

/* p .. qInv of (n, d) from a factor p: q = n / p exactly. */
static int
rsa_crt_of(struct rsa_key *k)
{
	BIGNUM **v = k->bn, *t, *rem;
	unsigned int i;
	int ret = -EINVAL;

	for (i = K_Q; i <= K_QINV; i++)
		v[i] = BN_secure_new();
	BN_CTX_start(k->bc);
	t = BN_CTX_get(k->bc);
	rem = BN_CTX_get(k->bc);
	if (rem != NULL && v[K_QINV] != NULL && v[K_DQ] != NULL && v[K_DP] != NULL &&
			v[K_Q] != NULL &&
			BN_div(v[K_Q], rem, v[K_N], v[K_P], k->bc) == 1 && BN_is_zero(rem) &&
			BN_copy(t, v[K_P]) != NULL && BN_sub_word(t, 1) == 1 &&
			BN_mod(v[K_DP], v[K_D], t, k->bc) == 1 &&
			BN_copy(t, v[K_Q]) != NULL && BN_sub_word(t, 1) == 1 &&
			BN_mod(v[K_DQ], v[K_D], t, k->bc) == 1 &&
			BN_mod_inverse(v[K_QINV], v[K_Q], v[K_P], k->bc) != NULL)
		ret = 0;
	BN_CTX_end(k->bc);
	return ret;
}

/*
 * One try, y = g^r for a random g, squared up to t times: it must reach 1,
 * else -EINVAL (g^(e d - 1) != 1: the key is inconsistent). 1 when the last
 * value before 1 is a square root of 1 other than +-1, whose gcd with n
 * went to p; else 0.
 */
static int
rsa_try(struct rsa_key *k, const BIGNUM *r, int t, const BIGNUM *n1)
{
	BIGNUM *g, *y, *n = k->bn[K_N];
	int i, ret = -ENOMEM;

	BN_CTX_start(k->bc);
	g = BN_CTX_get(k->bc);
	y = BN_CTX_get(k->bc);
	if (y == NULL || BN_priv_rand_range_ex(g, n1, 0, k->bc) != 1 || BN_add_word(g, 1) != 1 ||
			BN_mod_exp_mont_consttime(y, g, r, n, k->bc, NULL) != 1)
		goto end;
	ret = BN_is_one(y) ? 0 : -EINVAL;
	for (i = 1; i <= t && ret == -EINVAL; i++) {
		if (BN_mod_sqr(g, y, n, k->bc) != 1) {
			ret = -ENOMEM;
		} else if (BN_is_one(g)) {
			ret = 0;
			if (BN_cmp(y, n1) != 0 && BN_sub_word(y, 1) == 1 &&
					BN_gcd(k->bn[K_P], y, n, k->bc) == 1 &&
					!BN_is_one(k->bn[K_P]) && BN_cmp(k->bn[K_P], n) < 0)
				ret = 1;
		} else if (BN_copy(y, g) == NULL) {
			ret = -ENOMEM;
		}
	}
end:
	BN_CTX_end(k->bc);
	return ret;
}

/* (n, e, d): consistent (else -EINVAL); p set (return 1) if a factor was found. */
static int
rsa_prove_exp(struct rsa_key *k, unsigned int tries)
{
	BIGNUM *r, *n1;
	int t = 0, ret = -ENOMEM;
	unsigned int i;

	BN_CTX_start(k->bc);
	r = BN_CTX_get(k->bc);
	n1 = BN_CTX_get(k->bc);
	k->bn[K_P] = BN_secure_new();
	if (k->bn[K_P] == NULL || n1 == NULL || BN_mul(r, k->bn[K_D], k->bn[K_E], k->bc) != 1 ||
			BN_sub_word(r, 1) != 1 || BN_copy(n1, k->bn[K_N]) == NULL ||
			BN_sub_word(n1, 1) != 1)
		goto end;
	ret = -EINVAL;	/* e d = 1: not a key */
	if (BN_is_zero(r))
		goto end;
	while (!BN_is_odd(r) && BN_rshift1(r, r) == 1)
		t++;
	BN_set_flags(r, BN_FLG_CONSTTIME);
	for (i = 0; i < tries; i++) {
		ret = rsa_try(k, r, t, n1);
		if (ret != 0)
			break;
	}
end:
	BN_CTX_end(k->bc);
	return ret;
}

/* An exponent key: proven, and with its CRT form if the factors were found. */
static int
rsa_load_exp(struct rsa_key *k, const struct rte_crypto_rsa_xform *x, unsigned int tries)
{
	int ret;

	k->bn[K_D] = openssl_bn_secret(&x->d, OPENSSL_ASYM_MAX_MOD_LEN);
	if (k->bn[K_D] == NULL || BN_cmp(k->bn[K_D], BN_value_one()) <= 0 ||
			BN_cmp(k->bn[K_D], k->bn[K_N]) >= 0)
		return -EINVAL;
	ret = rsa_prove_exp(k, tries);
	if (ret <= 0)
		return ret;
	if (rsa_crt_of(k) != 0 || rsa_check_crt(k) != 0)
		return -EINVAL;	/* not a two-prime key */
	k->crt = true;
	return 0;
}

static int
rsa_load_qt(struct rsa_key *k, const struct rte_crypto_rsa_xform *x)
{
	const rte_crypto_param *qt[] = { &x->qt.p, &x->qt.q, &x->qt.dP, &x->qt.dQ, &x->qt.qInv };
	unsigned int i;

	for (i = 0; i < RTE_DIM(qt); i++) {
		k->bn[K_P + i] = openssl_bn_secret(qt[i], OPENSSL_ASYM_MAX_MOD_LEN);
		if (k->bn[K_P + i] == NULL)
			return -EINVAL;
	}
	k->crt = true;
	return rsa_check_crt(k) == 0 ? rsa_priv_exp(k) : -EINVAL;
}

static EVP_PKEY *
rsa_pkey(const struct openssl_libctx *lc, const struct rsa_key *k, bool priv)
{
	OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
	unsigned int i, n = !priv ? K_D : k->crt ? K_NB : K_D + 1;
	EVP_PKEY *pkey = NULL;

	for (i = 0; bld != NULL && i < n; i++)
		if (OSSL_PARAM_BLD_push_BN(bld, rsa_param_names[i], k->bn[i]) != 1)
			break;
	if (bld != NULL && i == n)
		pkey = openssl_pkey_fromdata(lc, "RSA", bld, priv);
	OSSL_PARAM_BLD_free(bld);
	return pkey;
}

static int
rsa_key_read(struct rsa_key *k, const struct rte_crypto_rsa_xform *x, bool one_op,
		bool *priv)
{
	int ret;

	k->bn[K_N] = openssl_bn_from_param(&x->n, OPENSSL_ASYM_MAX_MOD_LEN);
	k->bn[K_E] = openssl_bn_from_param(&x->e, OPENSSL_ASYM_MAX_MOD_LEN);
	ret = rsa_check_pub(k->bn[K_N], k->bn[K_E]);
	if (ret != 0)
		return ret;
	*priv = true;
	if (x->key_type == RTE_RSA_KEY_TYPE_EXP && x->d.length > 0)
		return rsa_load_exp(k, x, one_op ? 1 : RSA_TRIES(BN_num_bits(k->bn[K_N])));
	if (x->key_type == RTE_RSA_KEY_TYPE_QT && x->qt.p.length > 0)
		return rsa_load_qt(k, x);
	*priv = false;
	return x->key_type == RTE_RSA_KEY_TYPE_EXP || x->key_type == RTE_RSA_KEY_TYPE_QT ?
		0 : -EINVAL;
}

int
openssl_rsa_key(const struct openssl_libctx *lc, const struct rte_crypto_rsa_xform *x,
		bool one_op, EVP_PKEY **pkey, bool *priv)
{
	struct rsa_key k = { .bc = BN_CTX_secure_new_ex(lc->libctx) };
	unsigned int i;
	int ret = -ENOMEM;

	*pkey = NULL;
	if (x->n.data == NULL || x->n.length == 0 || x->e.data == NULL || x->e.length == 0)
		ret = -EINVAL;
	else if (x->n.length > OPENSSL_ASYM_MAX_MOD_LEN)
		ret = -ENOTSUP;
	else if (k.bc != NULL)
		ret = rsa_key_read(&k, x, one_op, priv);
	if (ret == 0) {
		*pkey = rsa_pkey(lc, &k, *priv);
		ret = *pkey == NULL ? -EINVAL : 0;
	}
	for (i = 0; i < K_NB; i++)
		BN_clear_free(k.bn[i]);
	BN_CTX_free(k.bc);
	return ret;
}
