/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * DH: known answers (public keys and shared secrets), key generation and
 * agreement against BIGNUM on RFC 3526's 2048-bit group, session and
 * sessionless, malformed domains and peer values, and a shared secret from
 * two lcores at once.
 */

#include <errno.h>
#include <string.h>

#include "bad.h"
#include "fam.h"

#define OK	RTE_CRYPTO_OP_STATUS_SUCCESS
#define ARGS	RTE_CRYPTO_OP_STATUS_INVALID_ARGS
#define ERR	RTE_CRYPTO_OP_STATUS_ERROR

/* The transform of the domain (p, g). */
static void
dh_xform(struct rte_crypto_asym_xform *xf, struct tc_bytes *p, struct tc_bytes *g)
{
	struct tc_asym_key k = { .v[TC_AP_FP] = prm(p), .v[TC_AP_G] = prm(g) };

	tc_asym_xform_of(RTE_CRYPTO_ASYM_XFORM_DH, &k, xf);
}

/* --- known answers ------------------------------------------------------- */

static struct tc_bytes p, g, x, y, out;

/* dh: shared = peer^x mod p; dh-pub: pub = g^x mod p. Outputs padded to p. */
static void
kat_dh(const struct vec *v, bool pub)
{
	struct rte_crypto_asym_xform xf;
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_dh_op_param *c = &op->asym->dh;
	struct tc_bytes want;
	size_t plen;
	bool ok = false;

	if (vec_get(v, "p", &p) == 0 && vec_get(v, "g", &g) == 0 && vec_get(v, "x", &x) == 0 &&
			vec_get(v, pub ? "pub" : "shared", &want) == 0 &&
			(pub || vec_get(v, "peer", &y) == 0)) {
		dh_xform(&xf, &p, &g);
		plen = p.n - (p.d[0] == 0);
		c->priv_key = prm(&x);
		out.n = TC_BN_MAX;
		c->ke_type = pub ? RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE :
			RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE;
		if (pub) {
			c->pub_key = prm(&out);
		} else {
			c->pub_key = prm(&y);
			c->shared_secret = prm(&out);
		}
		ok = op_once(&xf, op, false) == OK;
		out.n = pub ? c->pub_key.length : c->shared_secret.length;
		ok = ok && out.n == plen && num_eq(out.d, out.n, want.d, want.n);
	}
	rte_crypto_op_free(op);
	tally(pub ? "DH public key" : "DH shared secret", ok);
	tc_check(ok, "%s p=%s", pub ? "dh-pub" : "dh", hex(p.d, 6));
}


static void
kat_dh_shared(const struct vec *v)
{
	kat_dh(v, false);
}

static void
kat_dh_pub(const struct vec *v)
{
	kat_dh(v, true);
}

static const struct fam_kat dh_kat[] = {
	{ "dh", kat_dh_shared },
	{ "dh-pub", kat_dh_pub },
	{ NULL, NULL },
};

/* --- functional ---------------------------------------------------------- */

/* One DH op: its status; out receives the output. */
static uint8_t
dh_run(struct rte_crypto_asym_xform *xf, bool sl, enum rte_crypto_asym_ke_type t,
		struct tc_bytes *priv, struct tc_bytes *peer, struct tc_bytes *out, uint16_t flags)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_dh_op_param *d = &op->asym->dh;
	uint8_t st;

	d->ke_type = t;
	op->asym->flags = flags;
	out->n = sizeof(out->d);
	if (t == RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE) {
		d->priv_key = prm(out);
	} else if (t == RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE) {
		d->priv_key = prm(priv);
		d->pub_key = prm(out);
	} else {
		d->priv_key = prm(priv);
		d->pub_key = prm(peer);
		d->shared_secret = prm(out);
	}
	st = op_once(xf, op, sl);
	out->n = t == RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE ? d->priv_key.length :
		t == RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE ? d->pub_key.length :
		d->shared_secret.length;
	rte_crypto_op_free(op);
	return st;
}

static void
test_dh(void)
{
	static struct tc_bytes p, g, a, bb, pa, pb, za, zb, ref;
	struct rte_crypto_asym_xform xf;
	unsigned int sl;
	bool ok;

	tc_ref_dh_group(&p, &g);
	dh_xform(&xf, &p, &g);
	for (sl = 0; sl < 2; sl++) {
		ok = dh_run(&xf, sl, RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE, NULL, NULL, &a,
				0) == OK &&
			dh_run(&xf, sl, RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE, NULL, NULL, &bb,
				0) == OK && a.n == p.n && !num_eq(a.d, a.n, bb.d, bb.n);
		tc_check(ok, "dh private keys generated, %zu bytes%s", a.n,
				sl ? " (sessionless)" : "");
		ok = dh_run(&xf, sl, RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, &a, NULL, &pa, 0) == OK &&
			tc_ref_modexp(&g, &a, &p, &ref) == 0 && pa.n == p.n &&
			memcmp(pa.d, ref.d, p.n) == 0;
		tc_check(ok, "dh public key = g^a mod p%s", sl ? " (sessionless)" : "");
		ok = dh_run(&xf, sl, RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, &bb, NULL, &pb,
				0) == OK &&
			dh_run(&xf, sl, RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &a, &pb, &za,
				0) == OK &&
			dh_run(&xf, sl, RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &bb, &pa, &zb,
				0) == OK &&
			tc_ref_modexp(&pb, &a, &p, &ref) == 0 && za.n == p.n && zb.n == p.n &&
			memcmp(za.d, zb.d, p.n) == 0 && memcmp(za.d, ref.d, p.n) == 0;
		tc_check(ok, "dh shared secrets agree and equal B^a mod p%s",
				sl ? " (sessionless)" : "");
	}
	/* no padding asked: the minimal big-endian form */
	a.n = 1;
	a.d[0] = 1;
	ok = dh_run(&xf, false, RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, &a, NULL, &pa,
		RTE_CRYPTO_ASYM_FLAG_PUB_KEY_NO_PADDING) == OK && pa.n == 1 && pa.d[0] == 2;
	tc_check(ok, "dh public key without padding: g^1 is one byte");
	bb.n = 0;
	ok = dh_run(&xf, false, RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, &bb, NULL, &pa, 0) == OK &&
		pa.n == p.n;
	tc_check(ok, "dh public key with a private key generated for the op");
}

/* --- bad input ----------------------------------------------------------- */

static struct tc_bytes t1, t2, t3;

static void
bad_xforms(void)
{
	static const uint8_t even[1] = { 4 }, one[1] = { 1 };
	struct rte_crypto_asym_xform xf;

	tc_ref_dh_group(&t1, &t2);
	dh_xform(&xf, &t1, &t2);
	xf.dh.g.data = (uint8_t *)(uintptr_t)one;
	xf.dh.g.length = 1;
	bad_refused(&xf, -EINVAL, "DH generator 1");
	xf.dh.g = prm(&t2);
	xf.dh.p.data = (uint8_t *)(uintptr_t)even;
	xf.dh.p.length = 1;
	bad_refused(&xf, -EINVAL, "DH even p");
	xf.dh.p.length = 0;
	bad_refused(&xf, -EINVAL, "DH zero-length p");
}

static uint8_t
dh_op(enum rte_crypto_asym_ke_type t, struct tc_bytes *priv, struct tc_bytes *peer,
		rte_crypto_param out)
{
	struct rte_crypto_asym_xform xf;
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_dh_op_param *d = &op->asym->dh;
	static struct tc_bytes p, g;
	uint8_t st;

	tc_ref_dh_group(&p, &g);
	dh_xform(&xf, &p, &g);
	d->ke_type = t;
	d->priv_key = priv != NULL ? prm(priv) : out;
	d->pub_key = peer != NULL ? prm(peer) : out;
	d->shared_secret = out;
	st = op_once(&xf, op, false);
	rte_crypto_op_free(op);
	return st;
}

static void
bad_dh(void)
{
	rte_crypto_param o = { .data = t3.d, .length = 256 }, nul = { 0 };
	rte_crypto_param shorter = { .data = t3.d, .length = 255 };
	static struct tc_bytes x, peer, p, g;
	uint8_t st;

	bad_xforms();
	tc_ref_dh_group(&p, &g);
	x.n = 1;
	x.d[0] = 5;
	peer.n = 1;
	peer.d[0] = 1;
	st = dh_op(RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &x, &peer, o);
	tc_check(st == ERR, "dh peer value 1: status %u", st);
	peer = p;
	peer.d[peer.n - 1] -= 1;
	st = dh_op(RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &x, &peer, o);
	tc_check(st == ERR, "dh peer value p - 1: status %u", st);
	st = dh_op(RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &x, &p, o);
	tc_check(st == ERR, "dh peer value p: status %u", st);
	peer.n = 1;
	peer.d[0] = 2;
	st = dh_op(RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &x, &peer, shorter);
	tc_check(st == ARGS, "dh shared secret into a buffer one byte short: status %u", st);
	st = dh_op(RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &x, &peer, nul);
	tc_check(st == ARGS, "dh shared secret with a NULL output: status %u", st);
	x.d[0] = 0;
	st = dh_op(RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, &x, NULL, o);
	tc_check(st == ARGS, "dh private key 0: status %u", st);
	st = dh_op(RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE, NULL, NULL, shorter);
	tc_check(st == ARGS, "dh private key into a buffer one byte short: status %u", st);
	st = dh_op(RTE_CRYPTO_ASYM_KE_PUB_KEY_VERIFY, &x, &peer, o);
	tc_check(st == ARGS, "dh key exchange type not offered: status %u", st);
}


/* --- concurrency: a 2048-bit shared secret ------------------------------- */

static struct tc_bytes cp, cg, cx, cpeer, cz;

static int
conc_prepare(struct rte_crypto_asym_xform *xf)
{
	tc_ref_dh_group(&cp, &cg);
	if (tc_ref_rand_below(&cp, &cx) != 0 || tc_ref_rand_below(&cp, &cpeer) != 0 ||
			tc_ref_modexp(&cpeer, &cx, &cp, &cz) != 0)
		return -1;
	dh_xform(xf, &cp, &cg);
	return 0;
}

static bool
conc_run(uint8_t dev, uint16_t qp, struct rte_crypto_op *op, void *sess,
		uint8_t (*o)[TC_BN_MAX])
{
	struct rte_crypto_asym_op *a = op->asym;

	a->dh.ke_type = RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE;
	a->dh.priv_key = prm(&cx);
	a->dh.pub_key = prm(&cpeer);
	return fam_conc_number(dev, qp, op, sess, &a->dh.shared_secret, o[0], cz.d, cp.n);
}

static const struct fam_conc dh_conc = { "dh-2048 shared", conc_prepare, NULL, conc_run };

const struct family fam_dh = {
	"dh", RTE_CRYPTO_ASYM_XFORM_DH, dh_kat, NULL, test_dh, bad_dh, &dh_conc, NULL,
};
