/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * SM2 known answers and bad input, part of the kat suite where the API has
 * SM2 (asym_compat.h). The vector (key, k, id, message, its digest e, r, s
 * and a DER ciphertext of the message) is the one DPDK's own asym autotest
 * uses on the SM2 recommended curve; python3-cryptography-vectors has none.
 */

#include <stdio.h>
#include <string.h>

#include "fam.h"

#if ASYM_HAVE_SM2

#define OK	RTE_CRYPTO_OP_STATUS_SUCCESS
#define ARGS	RTE_CRYPTO_OP_STATUS_INVALID_ARGS
#define ERR	RTE_CRYPTO_OP_STATUS_ERROR

static const char *const sm2_hex[] = {
	/* d, Qx, Qy */
	"778435654c7a6db11e630b41973604f4ec35ee3b76c23408d94a220d7ff6c690",
	"7b24a303cfb222fa4cb38854f930d14de350dabae6a70b914c040d5ce08e86c5",
	"bc39e3194ed229225b372debcc05528db940a3ab3cbe16301ce4e87fba6e0bae",
	/* k, r, s */
	"0104020504060307",
	"752b8c153810f6c028c98a51d062694bf65806ebf1911f158b0809f9880a4424",
	"5a3c963e1cb419f9d778b8ceff9db13177dba0fe84611ad94eff82131cca0475",
	/* id, message ("message digest"), e = SM3(Z || M) */
	"0102030405060708",
	"6d65737361676520646967657374",
	"0fb5cef33cb7d135a93ac7a7892a6d9af31ec538d3651bb9df5f7f4ad88957f1",
	/* the message encrypted to Q (DER: x1, y1, C3, C2) */
	"3078022100abbde8e880933677b644476d00f651c8809c9ed9ec368a608e262d7131b7c138022100e1bf"
	"4c137a874032f5a1e2a13b83bf6b3ffbc81301decfc0f424665289da6d7a04208efd5277c9e790d117"
	"75deeef3e5110c5de13ab62b7260e5d5f30fe244dbbc66040e782dc03d38a242a48e8bf50632fa",
};

enum { V_D, V_QX, V_QY, V_K, V_R, V_S, V_ID, V_MSG, V_E, V_CT, V_NB };
static struct tc_bytes v[V_NB], r, s, out;

static void
hex_in(struct tc_bytes *b, const char *h)
{
	size_t i;

	b->n = strlen(h) / 2;
	for (i = 0; i < b->n; i++) {
		unsigned int x;

		sscanf(h + 2 * i, "%2x", &x);
		b->d[i] = (uint8_t)x;
	}
}

static void
sm2_xform(struct rte_crypto_asym_xform *xf, bool priv)
{
	struct tc_asym_key k = {
		.curve = RTE_CRYPTO_EC_GROUP_SM2,
		.v[TC_AP_QX] = prm(&v[V_QX]), .v[TC_AP_QY] = prm(&v[V_QY]),
	};

	if (priv)
		k.v[TC_AP_D] = prm(&v[V_D]);
	tc_asym_xform_of(RTE_CRYPTO_ASYM_XFORM_SM2, &k, xf);
}

/* One sign or verify op: hash SM3 over message and id, or NULL over e; k if given. */
static uint8_t
sm2_sig(void *sess, enum rte_crypto_asym_op_type t, bool ph, struct tc_bytes *k)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_sm2_op_param *c = &op->asym->sm2;
	uint8_t st;

	c->op_type = t;
	c->hash = ph ? RTE_CRYPTO_AUTH_SM3 : RTE_CRYPTO_AUTH_NULL;
	c->message = prm(ph ? &v[V_MSG] : &v[V_E]);
	if (ph)
		c->id = prm(&v[V_ID]);
	if (k != NULL)
		c->k = prm(k);
	if (t == RTE_CRYPTO_ASYM_OP_SIGN)
		r.n = s.n = 32;
	c->r = prm(&r);
	c->s = prm(&s);
	st = op_run(env.devs[0], 0, op, sess, NULL);
	rte_crypto_op_free(op);
	return st;
}

/* Encrypt (in: message, out: ciphertext) or decrypt (in: ciphertext); out in out. */
static uint8_t
sm2_crypt(void *sess, enum rte_crypto_asym_op_type t, struct tc_bytes *in, struct tc_bytes *k)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_sm2_op_param *c = &op->asym->sm2;
	uint8_t st;

	c->op_type = t;
	c->hash = RTE_CRYPTO_AUTH_SM3;
	out.n = sizeof(out.d);
	if (t == RTE_CRYPTO_ASYM_OP_ENCRYPT) {
		c->message = prm(in);
		c->cipher = prm(&out);
	} else {
		c->cipher = prm(in);
		c->message = prm(&out);
	}
	if (k != NULL)
		c->k = prm(k);
	st = op_run(env.devs[0], 0, op, sess, NULL);
	out.n = t == RTE_CRYPTO_ASYM_OP_ENCRYPT ? c->cipher.length : c->message.length;
	rte_crypto_op_free(op);
	return st;
}

static bool
rs_match(void)
{
	return num_eq(r.d, r.n, v[V_R].d, v[V_R].n) && num_eq(s.d, s.n, v[V_S].d, v[V_S].n);
}

static void
sm2_sign_cases(void *sess)
{
	static struct tc_bytes zero = { .n = 32 };
	bool ok;

	ok = sm2_sig(sess, RTE_CRYPTO_ASYM_OP_SIGN, true, &v[V_K]) == OK && rs_match();
	tally("SM2 sign with k (r, s match)", ok);
	tc_check(ok, "sm2 sign, SM3 over id and message, the vector's k: r, s");
	ok = sm2_sig(sess, RTE_CRYPTO_ASYM_OP_SIGN, false, &v[V_K]) == OK && rs_match();
	tally("SM2 sign with k (r, s match)", ok);
	tc_check(ok, "sm2 sign of the digest e, the vector's k: r, s");
	ok = sm2_sig(sess, RTE_CRYPTO_ASYM_OP_VERIFY, true, NULL) == OK &&
		sm2_sig(sess, RTE_CRYPTO_ASYM_OP_VERIFY, false, NULL) == OK;
	tally("SM2 verify", ok);
	tc_check(ok, "sm2 verify of the vector's signature, over message and over e");
	ok = sm2_sig(sess, RTE_CRYPTO_ASYM_OP_SIGN, true, NULL) == OK && !rs_match() &&
		sm2_sig(sess, RTE_CRYPTO_ASYM_OP_VERIFY, true, NULL) == OK;
	tally("SM2 sign, random k (the driver verifies)", ok);
	tc_check(ok, "sm2 sign with a random k, then verify");
	s.d[5] ^= 4;
	ok = sm2_sig(sess, RTE_CRYPTO_ASYM_OP_VERIFY, true, NULL) == ERR;
	tc_check(ok, "sm2 verify of a changed signature fails");
	ok = sm2_sig(sess, RTE_CRYPTO_ASYM_OP_SIGN, true, &zero) == ARGS;
	tc_check(ok, "sm2 sign with k = 0 refused");
}

static void
sm2_crypt_cases(void *sess)
{
	static struct tc_bytes msg, ct;
	bool ok;

	ok = sm2_crypt(sess, RTE_CRYPTO_ASYM_OP_DECRYPT, &v[V_CT], NULL) == OK &&
		out.n == v[V_MSG].n && memcmp(out.d, v[V_MSG].d, out.n) == 0;
	tally("SM2 decrypt", ok);
	tc_check(ok, "sm2 decrypt of the vector's ciphertext");
	msg.n = 100;
	tc_rng_fill(&env.rng, msg.d, msg.n);
	ok = sm2_crypt(sess, RTE_CRYPTO_ASYM_OP_ENCRYPT, &msg, NULL) == OK &&
		out.n <= msg.n + 112;
	ct = out;
	ok = ok && sm2_crypt(sess, RTE_CRYPTO_ASYM_OP_DECRYPT, &ct, NULL) == OK &&
		out.n == msg.n && memcmp(out.d, msg.d, msg.n) == 0;
	tally("SM2 encrypt (the driver decrypts)", ok);
	tc_check(ok, "sm2 encrypt of 100 random bytes, then decrypt");
	ct.d[ct.n - 1] ^= 1;
	tc_check(sm2_crypt(sess, RTE_CRYPTO_ASYM_OP_DECRYPT, &ct, NULL) == ERR,
		"sm2 decrypt of a changed ciphertext fails");
	tc_check(sm2_crypt(sess, RTE_CRYPTO_ASYM_OP_ENCRYPT, &msg, &v[V_K]) == ARGS,
		"sm2 encrypt with a given k refused (not supported)");
}

/* Sessions refused: another curve, private key 0, a point off the curve. */
static void
sm2_bad_sessions(void)
{
	struct rte_crypto_asym_xform xf;
	void *sess;
	int ret;

	sm2_xform(&xf, true);
	xf.ec.curve_id = RTE_CRYPTO_EC_GROUP_SECP256R1;
	sess = sess_new(env.devs[0], &xf, &ret);
	tc_check(sess == NULL && ret == -ENOTSUP, "sm2 session on P-256: %d", ret);
	sess_free(env.devs[0], sess);
	sm2_xform(&xf, true);
	v[V_QY].d[31] ^= 1;
	sess = sess_new(env.devs[0], &xf, &ret);
	v[V_QY].d[31] ^= 1;
	tc_check(sess == NULL && ret == -EINVAL, "sm2 session with Q off the curve: %d", ret);
	sess_free(env.devs[0], sess);
	sm2_xform(&xf, false);
	sess = sess_new(env.devs[0], &xf, &ret);
	ret = sess == NULL ? ret : sm2_sig(sess, RTE_CRYPTO_ASYM_OP_SIGN, true, NULL);
	r = v[V_R];
	s = v[V_S];
	tc_check(sess != NULL && ret == ARGS &&
		sm2_sig(sess, RTE_CRYPTO_ASYM_OP_VERIFY, false, NULL) == OK,
		"sm2 public-key session: sign refused (%d), verify works", ret);
	sess_free(env.devs[0], sess);
}

static void
kat_sm2(void)
{
	struct rte_cryptodev_asym_capability_idx idx = { .type = RTE_CRYPTO_ASYM_XFORM_SM2 };
	struct rte_crypto_asym_xform xf;
	unsigned int i;
	void *sess;
	int ret;

	if (rte_cryptodev_asym_capability_get(env.devs[0], &idx) == NULL) {
		printf("SKIP[openssl-lacks] SM2 not advertised (OpenSSL without SM2): "
			"its cases not run\n");
		return;
	}
	for (i = 0; i < V_NB; i++)
		hex_in(&v[i], sm2_hex[i]);
	sm2_xform(&xf, true);
	sess = sess_new(env.devs[0], &xf, &ret);
	tc_check(sess != NULL, "sm2 session: %d", ret);
	if (sess == NULL)
		return;
	sm2_sign_cases(sess);
	sm2_crypt_cases(sess);
	sess_free(env.devs[0], sess);
	sm2_bad_sessions();
}

#else

static void
kat_sm2(void)
{
}

#endif /* ASYM_HAVE_SM2 */

#if ASYM_HAVE_SM2
const struct family fam_sm2 = {
	"sm2", RTE_CRYPTO_ASYM_XFORM_SM2, NULL, kat_sm2, NULL, NULL, NULL, NULL,
};
#else
const struct family fam_sm2 = {
	"sm2", RTE_CRYPTO_ASYM_XFORM_UNSPECIFIED, NULL, kat_sm2, NULL, NULL, NULL, NULL,
};
#endif
