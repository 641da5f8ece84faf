/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * ECDH and EdDSA bad input, where the API has them (asym_compat.h): sessions
 * refused with the right error, ops refused (INVALID_ARGS) or failed (ERROR).
 */

#include <string.h>

#include "asym.h"
#include "ecx.h"

#if ASYM_HAVE_ECX

static struct tc_bytes ox, oy, sk, pk, msg, ctx, want, sig;

static void
bad_session(struct rte_crypto_asym_xform *xf, int want_ret, const char *what)
{
	void *s;
	int ret = 0;

	s = sess_new(env.devs[0], xf, &ret);
	tc_check(s == NULL && ret == want_ret, "%s: session refused with %d (got %d)", what,
		want_ret, ret);
	sess_free(env.devs[0], s);
}

static void
bad_ecdh_sessions(void)
{
	struct rte_crypto_asym_xform xf;
	static struct tc_bytes d, x, y;
	const int c = 2;	/* P-256 */

	d.n = 32;
	tc_rng_fill(&env.rng, d.d, 32);
	d.d[0] &= 0x7f;
	ref_ec_mul(c, &d, NULL, NULL, &x, &y);
	ecdh_xform(&xf, c, &d, &x, &y);
	xf.ec.curve_id = RTE_CRYPTO_EC_GROUP_SM2;
	bad_session(&xf, -ENOTSUP, "ecdh on the SM2 curve");
	xf.ec.curve_id = (enum rte_crypto_curve_id)77;
	bad_session(&xf, -ENOTSUP, "ecdh on an unknown curve");
	y.d[31] ^= 1;
	ecdh_xform(&xf, c, &d, &x, &y);
	bad_session(&xf, -EINVAL, "ecdh peer key off the curve");
	y.d[31] ^= 1;
	memset(ox.d, 0xff, 32);
	ox.n = 32;
	ecdh_xform(&xf, c, &ox, &x, &y);
	bad_session(&xf, -EINVAL, "ecdh private key >= n");
	memset(ox.d, 0, 32);
	bad_session(&xf, -EINVAL, "ecdh private key 0");
	ox.n = 33;
	ox.d[0] = 1;
	ecdh_xform(&xf, c, &ox, &x, &y);
	bad_session(&xf, -EINVAL, "ecdh private key longer than the order");
	ox.n = 32;
	memset(ox.d, 0xff, 32);
	ecdh_xform(&xf, c, &d, &ox, &y);
	bad_session(&xf, -EINVAL, "ecdh peer x >= p");
}

static uint8_t
ecdh_raw(struct rte_crypto_asym_xform *xf, int t, rte_crypto_param *a, rte_crypto_param *b)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_ecdh_op_param *c = &op->asym->ecdh;
	uint8_t st;

	c->ke_type = t;
	if (t == RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE) {
		c->priv_key = *a;
	} else if (t == RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE) {
		c->shared_secret.x = *a;
		c->shared_secret.y = *b;
	} else {
		c->pub_key.x = *a;
		c->pub_key.y = *b;
	}
	st = op_once(xf, op, false);
	rte_crypto_op_free(op);
	return st;
}

static void
bad_ecdh_ops(void)
{
	struct rte_crypto_asym_xform xf;
	static struct tc_bytes d, x, y, big;
	rte_crypto_param shortp = { .data = ox.d, .length = 10 };
	rte_crypto_param nul = { .data = NULL, .length = 0 };
	rte_crypto_param full = { .data = ox.d, .length = 0 }, fy = { .data = oy.d, .length = 0 };
	rte_crypto_param px, py, pbig;
	const int c = 3;	/* P-384 */

	d.n = 48;
	tc_rng_fill(&env.rng, d.d, 48);
	d.d[0] &= 0x7f;
	ref_ec_mul(c, &d, NULL, NULL, &x, &y);
	px = prm(&x);
	py = prm(&y);
	big.n = 49;
	memset(big.d, 1, 49);
	pbig = prm(&big);
	ecdh_xform(&xf, c, &d, &x, &y);
	tc_check(ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE, &shortp, &nul) == ARGS &&
		ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE, &nul, &nul) == ARGS,
		"ecdh private key generate: short or NULL output refused");
	tc_check(ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, &shortp, &fy) == ARGS &&
		ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, &full, &nul) == ARGS,
		"ecdh public key generate: short x or NULL y output refused");
	tc_check(ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &shortp, &fy) == ARGS,
		"ecdh shared secret: short output refused");
	tc_check(ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_PUB_KEY_VERIFY, &pbig, &py) == ERR &&
		ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_PUB_KEY_VERIFY, &px, &nul) == ARGS,
		"ecdh public key verify: a too long coordinate fails, a missing one is refused");
	tc_check(ecdh_raw(&xf, 9, &full, &fy) == ARGS, "ecdh unknown ke_type refused");
	ecdh_xform(&xf, c, NULL, &x, &y);
	tc_check(ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, &full, &fy) == ARGS &&
		ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &full, &fy) == ARGS,
		"ecdh without a private key: public key and shared secret refused");
	ecdh_xform(&xf, c, &d, NULL, NULL);
	tc_check(ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &full, &fy) == ARGS,
		"ecdh shared secret without a peer key refused");
}

/* Keys that are no EdDSA key, or not of the curve: refused. */
static void
bad_eddsa_keys(void)
{
	struct rte_crypto_asym_xform xf;

	sk.n = 32;
	msg.n = 10;
	ctx.n = 0;
	tc_rng_fill(&env.rng, sk.d, 32);
	tc_ref_ed_sign(false, &sk, RTE_CRYPTO_EDCURVE_25519, &msg, NULL, &want, &pk);
	ed_xform(&xf, false, &sk, &pk);
	xf.ec.curve_id = RTE_CRYPTO_EC_GROUP_SECP256R1;
	bad_session(&xf, -ENOTSUP, "eddsa on P-256");
	sk.n = 31;
	ed_xform(&xf, false, &sk, NULL);
	bad_session(&xf, -EINVAL, "eddsa private key of 31 bytes");
	sk.n = 32;
	pk.d[0] ^= 1;
	ed_xform(&xf, false, &sk, &pk);
	bad_session(&xf, -EINVAL, "eddsa public key not the private key's");
	pk.d[0] ^= 1;
	ed_xform(&xf, true, NULL, &pk);
	bad_session(&xf, -EINVAL, "ed448 with a 32-byte public key");
	ed_xform(&xf, false, NULL, NULL);
	bad_session(&xf, -EINVAL, "eddsa without a key");
}

/* Ops on a session of the public key alone. */
static void
bad_eddsa_pub_ops(void)
{
	struct rte_crypto_asym_xform xf;
	void *s;
	int ret;

	ed_xform(&xf, false, NULL, &pk);
	s = sess_new(env.devs[0], &xf, &ret);
	tc_check(s != NULL && ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_SIGN, RTE_CRYPTO_EDCURVE_25519,
		&msg, NULL, &sig) == ARGS, "eddsa sign on a public-key session refused");
	want.n = 63;
	tc_check(s != NULL && ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_VERIFY, RTE_CRYPTO_EDCURVE_25519,
		&msg, NULL, &want) == ARGS, "eddsa verify of a 63-byte signature refused");
	want.n = 64;
	tc_check(s != NULL && ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_VERIFY, RTE_CRYPTO_EDCURVE_448,
		&msg, NULL, &want) == ARGS, "eddsa Ed448 instance on an Ed25519 key refused");
	ctx.n = 4;
	tc_check(s != NULL && ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_VERIFY, RTE_CRYPTO_EDCURVE_25519,
		&msg, &ctx, &want) == ARGS, "eddsa pure Ed25519 with a context refused");
	ctx.n = 256;
	tc_check(s != NULL && ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_VERIFY,
		RTE_CRYPTO_EDCURVE_25519CTX, &msg, &ctx, &want) == ARGS,
		"eddsa context of 256 bytes refused");
	ctx.n = 0;
	tc_check(s != NULL && ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_VERIFY,
		RTE_CRYPTO_EDCURVE_25519CTX, &msg, &ctx, &want) == ARGS,
		"eddsa Ed25519ctx without a context refused");
	tc_check(s != NULL && ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_ENCRYPT, RTE_CRYPTO_EDCURVE_25519,
		&msg, NULL, &want) == ARGS, "eddsa encrypt refused");
	sess_free(env.devs[0], s);
}

/* A signature into a buffer one byte short. */
static void
bad_eddsa_short_sig(void)
{
	struct rte_crypto_asym_xform xf;
	void *s;
	int ret;

	ed_xform(&xf, false, &sk, NULL);
	s = sess_new(env.devs[0], &xf, &ret);
	tc_check(s != NULL, "eddsa session from the private key alone: %d", ret);
	if (s != NULL) {
		struct rte_crypto_op *op = op_new();

		op->asym->eddsa.op_type = RTE_CRYPTO_ASYM_OP_SIGN;
		op->asym->eddsa.message = prm(&msg);
		op->asym->eddsa.sign.data = sig.d;
		op->asym->eddsa.sign.length = 63;
		tc_check(op_run(env.devs[0], 0, op, s, NULL) == ARGS,
			"eddsa sign into 63 bytes refused");
		rte_crypto_op_free(op);
	}
	sess_free(env.devs[0], s);
}

static void
bad_eddsa(void)
{
	bad_eddsa_keys();
	bad_eddsa_pub_ops();
	bad_eddsa_short_sig();
}

void
ecdh_badinput(void)
{
	bad_ecdh_sessions();
	bad_ecdh_ops();
}

void
eddsa_badinput(void)
{
	bad_eddsa();
}

#endif /* ASYM_HAVE_ECX */
