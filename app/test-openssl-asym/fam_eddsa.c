/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * EdDSA, where the API has it (asym_compat.h): the kat suite's eddsa vectors
 * (RFC 8032) and functional cases against OpenSSL called directly. Ed25519ctx,
 * Ed25519ph, Ed448ph and context strings need an OpenSSL that takes the
 * "instance" parameter: the reference's own probe says which result to
 * expect, success or a refusal.
 */

#include <string.h>

#include "ecx.h"
#include "fam.h"

#if ASYM_HAVE_ECX

static struct tc_bytes sk, pk, msg, ctx, want, sig;

/*
 * Does the driver take EdDSA instances and context strings? It advertises
 * EdDSA only then; its OpenSSL may be newer than this program's (a driver
 * linking OpenSSL 3.5 statically, tests linking the system's 3.0).
 */
static bool
drv_ed_instances(void)
{
	struct rte_cryptodev_asym_capability_idx idx = {
		.type = RTE_CRYPTO_ASYM_XFORM_EDDSA,
	};

	return rte_cryptodev_asym_capability_get(env.devs[0], &idx) != NULL;
}

/* --- ops ---------------------------------------------------------------- */

void
ed_xform(struct rte_crypto_asym_xform *xf, bool ed448, struct tc_bytes *sk, struct tc_bytes *pk)
{
	struct tc_asym_key k = {
		.curve = ed448 ? RTE_CRYPTO_EC_GROUP_ED448 : RTE_CRYPTO_EC_GROUP_ED25519,
	};

	if (sk != NULL)
		k.v[TC_AP_D] = prm(sk);
	if (pk != NULL)
		k.v[TC_AP_QX] = prm(pk);
	tc_asym_xform_of(RTE_CRYPTO_ASYM_XFORM_EDDSA, &k, xf);
}

/* One EdDSA op on session s (or sessionless with xf): its status; a signature in sig. */
uint8_t
ed_op(void *s, struct rte_crypto_asym_xform *xf, enum rte_crypto_asym_op_type t, int inst,
		struct tc_bytes *msg, struct tc_bytes *ctx, struct tc_bytes *sig)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_eddsa_op_param *c = &op->asym->eddsa;
	uint8_t st;

	c->op_type = t;
	c->instance = inst;
	c->message = prm(msg);
	if (ctx != NULL && ctx->n != 0)
		c->context = prm(ctx);
	c->sign = prm(sig);
	if (t == RTE_CRYPTO_ASYM_OP_SIGN)
		c->sign.length = 0;	/* as large as the API says */
	if (s != NULL)
		st = op_run(env.devs[0], 0, op, s, NULL);
	else
		st = op_once(xf, op, true);
	if (t == RTE_CRYPTO_ASYM_OP_SIGN)
		sig->n = c->sign.length;
	rte_crypto_op_free(op);
	return st;
}

void
kat_eddsa(const struct vec *v)
{
	bool ed448 = vec_int(v, "curve") == 448, ok = false, inst;
	struct rte_crypto_asym_xform xf;
	int i = ed448 ? RTE_CRYPTO_EDCURVE_448 : RTE_CRYPTO_EDCURVE_25519;
	void *s = NULL;
	int ret = 0;

	if (vec_get(v, "sk", &sk) == 0 && vec_get(v, "pk", &pk) == 0 &&
			vec_get(v, "msg", &msg) == 0 && vec_get(v, "ctx", &ctx) == 0 &&
			vec_get(v, "sig", &want) == 0) {
		ed_xform(&xf, ed448, &sk, &pk);
		s = sess_new(env.devs[0], &xf, &ret);
	}
	inst = ctx.n == 0 || drv_ed_instances();
	if (s != NULL) {
		sig.n = sizeof(sig.d);
		ok = ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_SIGN, i, &msg, &ctx, &sig) == OK &&
			sig.n == want.n && memcmp(sig.d, want.d, want.n) == 0 &&
			ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_VERIFY, i, &msg, &ctx, &want) == OK;
		if (!inst)	/* a context on an OpenSSL without: refused */
			ok = ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_SIGN, i, &msg, &ctx, &sig) == ARGS &&
				ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_VERIFY, i, &msg, &ctx,
					&want) == ARGS;
	}
	sess_free(env.devs[0], s);
	tally(!inst ? "EdDSA context refused (OpenSSL < 3.2)" :
		ed448 ? "Ed448 sign equal, verify (RFC 8032)" :
		"Ed25519 sign equal, verify (sign.input)", ok);
	tc_check(ok, "eddsa %s msg %zu ctx %zu: session %d", ed448 ? "ed448" : "ed25519", msg.n,
		ctx.n, ret);
}

/* --- functional ---------------------------------------------------------- */

/* Sign (compared with OpenSSL's) and verify, for one instance; or its refusal. */
static void
func_ed_inst(bool ed448, int inst, size_t mlen, size_t clen, bool sl)
{
	struct rte_crypto_asym_xform xf;
	bool ok, variant = clen != 0 || (inst != RTE_CRYPTO_EDCURVE_25519 &&
		inst != RTE_CRYPTO_EDCURVE_448);
	void *s;
	int ret;

	sk.n = ed448 ? 57 : 32;
	msg.n = mlen;
	ctx.n = clen;
	tc_rng_fill(&env.rng, sk.d, sk.n);
	tc_rng_fill(&env.rng, msg.d, msg.n);
	tc_rng_fill(&env.rng, ctx.d, ctx.n);
	if (variant && !drv_ed_instances()) {
		tc_ref_ed_sign(ed448, &sk, ed448 ? RTE_CRYPTO_EDCURVE_448 : RTE_CRYPTO_EDCURVE_25519,
			&msg, NULL, &want, &pk);
		ed_xform(&xf, ed448, &sk, NULL);
		ok = ed_op(NULL, &xf, RTE_CRYPTO_ASYM_OP_SIGN, inst, &msg, &ctx, &sig) == ARGS;
		tc_check(ok, "eddsa %s refused by an OpenSSL without instances", tc_ref_ed_names[inst]);
		tally("EdDSA instance refused (OpenSSL < 3.2)", ok);
		return;
	}
	if (variant && !tc_ref_ed_instances()) {
		/* no reference for it here: the driver's own signature, verified */
		ok = tc_ref_ed_sign(ed448, &sk, ed448 ? RTE_CRYPTO_EDCURVE_448 :
			RTE_CRYPTO_EDCURVE_25519, &msg, NULL, &want, &pk) == 0;
		ed_xform(&xf, ed448, &sk, sl ? &pk : NULL);
		want.n = sizeof(want.d);
		ok = ok && ed_op(NULL, &xf, RTE_CRYPTO_ASYM_OP_SIGN, inst, &msg, &ctx,
			&want) == OK && want.n == (ed448 ? 114u : 64u);
	} else {
		ok = tc_ref_ed_sign(ed448, &sk, inst, &msg, &ctx, &want, &pk) == 0;
		ed_xform(&xf, ed448, &sk, sl ? &pk : NULL);
		ok = ok && ed_op(NULL, &xf, RTE_CRYPTO_ASYM_OP_SIGN, inst, &msg, &ctx,
			&sig) == OK && sig.n == want.n && memcmp(sig.d, want.d, want.n) == 0;
	}
	ed_xform(&xf, ed448, NULL, &pk);
	s = sl ? NULL : sess_new(env.devs[0], &xf, &ret);
	ok = ok && (sl || s != NULL) &&
		ed_op(s, &xf, RTE_CRYPTO_ASYM_OP_VERIFY, inst, &msg, &ctx, &want) == OK;
	want.d[want.n / 2] ^= 0x10;
	ok = ok && ed_op(s, &xf, RTE_CRYPTO_ASYM_OP_VERIFY, inst, &msg, &ctx, &want) == ERR;
	sess_free(env.devs[0], s);
	tc_check(ok, "eddsa %s%s msg %zu ctx %zu: sign = OpenSSL's, verify (public-key "
		"session), changed signature fails", tc_ref_ed_names[inst], sl ? " sessionless" : "",
		mlen, clen);
	tally(variant && !tc_ref_ed_instances() ?
		"EdDSA instance sign/verify round trip (no reference here: OpenSSL < 3.2)" :
		"EdDSA functional (vs OpenSSL)", ok);
}

void
eddsa_functional(void)
{
	static const size_t mlens[] = { 0, 1, 64, 1000 };
	unsigned int i;

	for (i = 0; i < RTE_DIM(mlens); i++) {
		func_ed_inst(false, RTE_CRYPTO_EDCURVE_25519, mlens[i], 0, i % 2 == 1);
		func_ed_inst(true, RTE_CRYPTO_EDCURVE_448, mlens[i], 0, i % 2 == 0);
	}
	func_ed_inst(false, RTE_CRYPTO_EDCURVE_25519CTX, 20, 3, false);
	func_ed_inst(false, RTE_CRYPTO_EDCURVE_25519PH, 20, 0, false);
	func_ed_inst(true, RTE_CRYPTO_EDCURVE_448, 20, 8, false);
	func_ed_inst(true, RTE_CRYPTO_EDCURVE_448PH, 20, 0, false);
	func_ed_inst(true, RTE_CRYPTO_EDCURVE_448PH, 20, 255, true);
}

#else

void
kat_eddsa(const struct vec *v __rte_unused)
{
	ecx_not_run();
}

#endif /* ASYM_HAVE_ECX */

static const struct fam_kat eddsa_kat[] = {
	{ "eddsa", kat_eddsa },
	{ NULL, NULL },
};

#if ASYM_HAVE_ECX
const struct family fam_eddsa = {
	"eddsa", RTE_CRYPTO_ASYM_XFORM_EDDSA, eddsa_kat, NULL, eddsa_functional, eddsa_badinput,
	NULL, NULL,
};
#else
const struct family fam_eddsa = {
	"eddsa", RTE_CRYPTO_ASYM_XFORM_UNSPECIFIED, eddsa_kat, NULL, NULL, NULL, NULL, NULL,
};
#endif
