/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * RSA: known answers (PKCS#1 v1.5 and PSS signatures, CAVP SigVer, PKCS#1
 * v1.5 and OAEP decryption), every padding against OpenSSL with the
 * exponent and the quintuple forms, session and sessionless, malformed
 * keys and ops, and a signature from two lcores at once.
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "bad.h"
#include "fam.h"

#define OK	RTE_CRYPTO_OP_STATUS_SUCCESS
#define ARGS	RTE_CRYPTO_OP_STATUS_INVALID_ARGS
#define ERR	RTE_CRYPTO_OP_STATUS_ERROR

#define PKCS1	RTE_CRYPTO_RSA_PADDING_PKCS1_5
#define PSS	RTE_CRYPTO_RSA_PADDING_PSS
#define OAEP	RTE_CRYPTO_RSA_PADDING_OAEP
#define RAW	RTE_CRYPTO_RSA_PADDING_NONE
#define SIGN	RTE_CRYPTO_ASYM_OP_SIGN
#define VERIFY	RTE_CRYPTO_ASYM_OP_VERIFY
#define ENCRYPT	RTE_CRYPTO_ASYM_OP_ENCRYPT
#define DECRYPT	RTE_CRYPTO_ASYM_OP_DECRYPT
#define SHA256	RTE_CRYPTO_AUTH_SHA256

/* An op's type and padding. */
struct rsa_call {
	int t;
	int pad, hash, mgf1, salt;
};

static const rte_crypto_param nul;

/*
 * One RSA op: on a session made for it from xf (once), on session s, or
 * sessionless (s NULL); *out is the result's room, then the result.
 */
static uint8_t
rsa_run(void *s, struct rte_crypto_asym_xform *xf, bool once, const struct rsa_call *c,
		rte_crypto_param in, rte_crypto_param *out, rte_crypto_param msg)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_rsa_padding *pad;
	uint8_t st;

	if (op == NULL)
		return 0xfc;
	tc_asym_rsa_op(op->asym, c->t, in, *out, msg);
	pad = OP_RSA_PAD(op);
	pad->type = c->pad;
	pad->hash = c->hash;
	pad->mgf1hash = c->mgf1;
	pad->pss_saltlen = c->salt;
	st = once ? op_once(xf, op, false) : op_run(env.devs[0], 0, op, s, xf);
	*out = tc_asym_rsa_result(op->asym, c->t);
	rte_crypto_op_free(op);
	return st;
}

static void
rsa_xform(struct rte_crypto_asym_xform *xf, struct tc_ref_rsa_full *k, bool qt, bool priv)
{
	struct tc_asym_key key;

	tc_asym_key_rsa(&key, k, qt, priv);
	tc_asym_xform_of(RTE_CRYPTO_ASYM_XFORM_RSA, &key, xf);
}

/* --- known answers ------------------------------------------------------- */

/* The vector's key (scratch: static, large). */
static struct tc_ref_rsa_full vk;
static struct tc_bytes msg, sig, out;

static int
kat_key(const struct vec *v, bool priv)
{
	memset(&vk, 0, sizeof(vk));
	if (vec_get(v, "n", &vk.k.n) != 0 || vec_get(v, "e", &vk.k.e) != 0)
		return -1;
	if (priv && (vec_get(v, "d", &vk.k.d) != 0 || vec_get(v, "p", &vk.p) != 0 ||
			vec_get(v, "q", &vk.q) != 0 || vec_get(v, "dp", &vk.dp) != 0 ||
			vec_get(v, "dq", &vk.dq) != 0 || vec_get(v, "qinv", &vk.qinv) != 0))
		return -1;
	return 0;
}

/* One op on a fresh session of the vector's key; out receives the output. */
static uint8_t
kat_op(bool qt, bool priv, const struct rsa_call *c, struct tc_bytes *in)
{
	struct rte_crypto_asym_xform xf;
	rte_crypto_param o;
	uint8_t st;

	rsa_xform(&xf, &vk, qt, priv);
	out.n = sizeof(out.d);
	o = c->t == VERIFY ? nul : prm(&out);
	st = rsa_run(NULL, &xf, true, c, prm(in), &o, prm(&msg));
	if (c->t != VERIFY)
		out.n = o.length;
	return st;
}

/* PKCS#1 v1.5 signatures are deterministic: sign with both key forms, compare, verify. */
static void
kat_sign(const struct vec *v)
{
	struct rsa_call c = { SIGN, PKCS1, tc_ref_hash(vec_str(v, "hash")), 0, 0 };
	bool ok = kat_key(v, true) == 0 && vec_get(v, "msg", &msg) == 0 &&
		vec_get(v, "sig", &sig) == 0;
	bool qt;

	c.mgf1 = c.hash;
	for (qt = false; ok; qt = true) {
		ok = kat_op(qt, true, &c, &msg) == OK && out.n == sig.n &&
			memcmp(out.d, sig.d, sig.n) == 0;
		tally("RSA PKCS#1 v1.5 sign", ok);
		tc_check(ok, "rsa-sign %s n=%s", qt ? "QT" : "EXP", hex(vk.k.n.d, 8));
		if (qt)
			break;
	}
	c.t = VERIFY;
	ok = kat_op(false, false, &c, &sig) == OK;
	tally("RSA PKCS#1 v1.5 verify", ok);
	tc_check(ok, "rsa-sign verify n=%s", hex(vk.k.n.d, 8));
}

/* PSS is randomised: verify the vector's signature, sign and verify with OpenSSL. */
static void
kat_pss(const struct vec *v)
{
	int h = tc_ref_hash(vec_str(v, "hash")), salt = vec_int(v, "salt");
	struct rsa_call c = { VERIFY, PSS, h, h, salt };
	bool ok = kat_key(v, true) == 0 && vec_get(v, "msg", &msg) == 0 &&
		vec_get(v, "sig", &sig) == 0;

	ok = ok && kat_op(false, false, &c, &sig) == OK;
	tally("RSA PSS verify", ok);
	tc_check(ok, "rsa-pss verify n=%s", hex(vk.k.n.d, 8));
	c.t = SIGN;
	ok = kat_op(true, true, &c, &msg) == OK &&
		tc_ref_rsa_verify(&vk.k, PSS, h, salt, &msg, &out) == 0;
	tally("RSA PSS sign (OpenSSL verifies)", ok);
	tc_check(ok, "rsa-pss sign n=%s", hex(vk.k.n.d, 8));
}

/* CAVP SigVer: P must verify, F must not (a key the PMD refuses counts as not). */
static void
kat_ver(const struct vec *v)
{
	bool pss = strcmp(vec_str(v, "pad"), "pss") == 0;
	bool want = vec_str(v, "result")[0] == 'P';
	int h = tc_ref_hash(vec_str(v, "hash"));
	struct rsa_call c = { VERIFY, pss ? PSS : PKCS1, h, h, vec_int(v, "salt") };
	uint8_t st;

	if (kat_key(v, false) != 0 || vec_get(v, "msg", &msg) != 0 ||
			vec_get(v, "sig", &sig) != 0) {
		tc_check(false, "rsa-ver: bad vector");
		return;
	}
	st = kat_op(false, false, &c, &sig);
	tally(pss ? "RSA SigVer PSS" : "RSA SigVer PKCS#1 v1.5", (st == OK) == want);
	tc_check((st == OK) == want, "rsa-ver %s n=%s result %c: status %u", pss ? "pss" : "pkcs1",
		hex(vk.k.n.d, 8), want ? 'P' : 'F', st);
}

/* Decrypt with the exponent and the quintuple forms: the vector's message. */
static void
kat_dec(const struct vec *v)
{
	bool oaep = strcmp(vec_str(v, "pad"), "oaep") == 0;
	/* pyca's OAEP vectors have an MGF1 hash of their own */
	struct rsa_call c = { DECRYPT, oaep ? OAEP : PKCS1, tc_ref_hash(vec_str(v, "hash")),
		tc_ref_hash(vec_str(v, "mgf1")), 0 };
	bool ok, qt;

	if (kat_key(v, true) != 0 || vec_get(v, "ct", &sig) != 0 || vec_get(v, "msg", &msg) != 0) {
		tc_check(false, "rsa-dec: bad vector");
		return;
	}
	for (qt = false;; qt = true) {
		ok = kat_op(qt, true, &c, &sig) == OK && out.n == msg.n &&
			memcmp(out.d, msg.d, msg.n) == 0;
		tally(oaep ? "RSA OAEP decrypt" : "RSA PKCS#1 v1.5 decrypt", ok);
		tc_check(ok, "rsa-dec %s %s n=%s", oaep ? "oaep" : "pkcs1", qt ? "QT" : "EXP",
			hex(vk.k.n.d, 8));
		if (qt)
			break;
	}
}

static const struct fam_kat rsa_kat[] = {
	{ "rsa-sign", kat_sign },
	{ "rsa-pss", kat_pss },
	{ "rsa-ver", kat_ver },
	{ "rsa-dec", kat_dec },
	{ NULL, NULL },
};

/* --- functional: the PMD against OpenSSL --------------------------------- */

static struct tc_bytes got, got2, want;

/* A key and a session (NULL: sessionless), the cases' tag. */
struct fcase {
	struct tc_ref_rsa_full *k;
	struct rte_crypto_asym_xform xf;
	void *s;
	char tag[48];
};

static uint8_t
f_run(struct fcase *f, int t, int pad, int hash, struct tc_bytes *in, rte_crypto_param *o)
{
	struct rsa_call c = { t, pad, hash, hash, 32 };

	return rsa_run(f->s, &f->xf, false, &c, prm(in), o, prm(&msg));
}

/* Encrypt with the PMD, decrypt with OpenSSL, and the other way round. */
static void
f_crypt(struct fcase *f, int pad)
{
	struct tc_ref_rsa *k = &f->k->k;
	rte_crypto_param o;
	struct tc_bytes ct;
	bool ok;

	fam_rand_num(&msg, pad == RAW ? k->n.n : 32, false);
	if (pad == RAW)
		msg.d[0] = 0;	/* below n; n bytes as OpenSSL's raw RSA wants */
	got.n = 0;	/* the API's "as large as the modulus" */
	o = prm(&got);
	ok = f_run(f, ENCRYPT, pad, SHA256, &msg, &o) == OK && o.length == k->n.n;
	got.n = o.length;
	ok = ok && tc_ref_rsa_decrypt(k, pad, SHA256, &got, &want) == 0 &&
		num_eq(want.d, want.n, msg.d, msg.n);
	tc_check(ok, "rsa %s encrypt pad %d, OpenSSL decrypts", f->tag, pad);
	ok = tc_ref_rsa_encrypt(k, pad, SHA256, &msg, &ct) == 0;
	got2.n = sizeof(got2.d);
	o = prm(&got2);
	ok = ok && f_run(f, DECRYPT, pad, SHA256, &ct, &o) == OK &&
		num_eq(got2.d, o.length, msg.d, msg.n);
	tc_check(ok, "rsa %s decrypt pad %d of OpenSSL's ciphertext", f->tag, pad);
}

/* Sign with the PMD, verify with OpenSSL and with the PMD; a flipped bit fails. */
static void
f_signv(struct fcase *f, int pad, int hash)
{
	struct tc_ref_rsa *k = &f->k->k;
	rte_crypto_param o;
	uint8_t st;
	bool ok;

	fam_rand_num(&msg, hash == RTE_CRYPTO_AUTH_SHA384 ? 48 : hash == 0 ? 20 : 32, false);
	got.n = k->n.n;
	o = prm(&got);
	ok = f_run(f, SIGN, pad, hash, &msg, &o) == OK && o.length == k->n.n;
	got.n = o.length;
	ok = ok && tc_ref_rsa_verify(k, pad, hash, 32, &msg, &got) == 0;
	tc_check(ok, "rsa %s sign pad %d hash %d, OpenSSL verifies", f->tag, pad, hash);
	got2.n = sizeof(got2.d);
	o = prm(&got2);
	tc_check(f_run(f, VERIFY, pad, hash, &got, &o) == OK, "rsa %s verify pad %d hash %d",
		f->tag, pad, hash);
	got.d[got.n / 2] ^= 0x10;
	st = f_run(f, VERIFY, pad, hash, &got, &o);
	tc_check(st == ERR, "rsa %s verify of a bad signature: status %u", f->tag, st);
}

/* Raw RSA: sign NONE, then verify NONE gives the message back in cipher. */
static void
f_raw(struct fcase *f)
{
	size_t n = f->k->k.n.n;
	rte_crypto_param o;
	bool ok;

	fam_rand_num(&msg, n - 1, false);
	got.n = n;
	o = prm(&got);
	ok = f_run(f, SIGN, RAW, 0, &msg, &o) == OK;
	got.n = o.length;
	got2.n = n;
	o = prm(&got2);
	ok = ok && f_run(f, VERIFY, RAW, 0, &got, &o) == OK && o.length == n &&
		num_eq(got2.d, o.length, msg.d, msg.n);
	tc_check(ok, "rsa %s raw sign / raw verify recovers the message", f->tag);
}

static void
f_key_cases(struct tc_ref_rsa_full *k, bool qt, bool sessionless)
{
	static struct fcase f;
	int ret;

	f.k = k;
	f.s = NULL;
	rsa_xform(&f.xf, k, qt, true);
	snprintf(f.tag, sizeof(f.tag), "%zu-bit %s%s", 8 * k->k.n.n, qt ? "QT" : "EXP",
		sessionless ? " sessionless" : "");
	if (!sessionless) {
		f.s = sess_new(env.devs[0], &f.xf, &ret);
		tc_check(f.s != NULL, "rsa %s session: %d", f.tag, ret);
		if (f.s == NULL)
			return;
	}
	f_crypt(&f, PKCS1);
	f_crypt(&f, OAEP);
	f_crypt(&f, RAW);
	f_signv(&f, PKCS1, SHA256);
	f_signv(&f, PSS, SHA256);
	f_signv(&f, PKCS1, 0);
	/* back to a padding the contexts had before: set again on change */
	f_signv(&f, PSS, RTE_CRYPTO_AUTH_SHA384);
	f_crypt(&f, OAEP);
	f_raw(&f);
	sess_free(env.devs[0], f.s);
}

static void
rsa_functional(void)
{
	static const unsigned int bits[] = { 1024, 2048, 4096 };
	static struct tc_ref_rsa_full k;
	unsigned int i;
	char what[48];

	for (i = 0; i < RTE_DIM(bits) && (!env.quick || bits[i] <= 2048); i++) {
		snprintf(what, sizeof(what), "functional: rsa %u-bit keys", bits[i]);
		if (!fam_dev_runs(RTE_CRYPTO_ASYM_XFORM_RSA, bits[i] / 8, what))
			continue;
		if (tc_ref_rsa_keygen(bits[i], &k) != 0) {
			tc_check(false, "OpenSSL RSA key generation (%u bits)", bits[i]);
			continue;
		}
		f_key_cases(&k, false, false);
		f_key_cases(&k, true, false);
		if (i == 1) {
			f_key_cases(&k, false, true);
			f_key_cases(&k, true, true);
		}
	}
}

/* --- bad input ----------------------------------------------------------- */

static struct tc_ref_rsa_full rk;
static struct tc_bytes t1, t3, t4;
static uint8_t t2[TC_BN_MAX];

/* Keys that are no keys: refused at session create. */
static void
bad_keys_refused(void)
{
	static struct tc_bytes big, small;
	static const uint8_t even[1] = { 4 };
	struct rte_crypto_asym_xform xf;
	struct tc_asym_key k;

	tc_asym_key_rsa(&k, &rk, false, true);
	k.v[TC_AP_N].length = 0;
	tc_asym_xform_of(RTE_CRYPTO_ASYM_XFORM_RSA, &k, &xf);
	bad_refused(&xf, -EINVAL, "RSA zero-length modulus");
	big.n = 1025;
	memset(big.d, 0xff, big.n);
	k.v[TC_AP_N] = prm(&big);
	tc_asym_xform_of(RTE_CRYPTO_ASYM_XFORM_RSA, &k, &xf);
	bad_refused(&xf, -ENOTSUP, "RSA modulus of 1025 bytes");
	small = rk.k.n;	/* a copy: the key stays intact for the op cases */
	small.n = 32;	/* 256 bits, odd: below the advertised minimum */
	small.d[31] |= 1;
	k.v[TC_AP_N] = prm(&small);
	tc_asym_xform_of(RTE_CRYPTO_ASYM_XFORM_RSA, &k, &xf);
	bad_refused(&xf, -ENOTSUP, "RSA 256-bit modulus");
	tc_asym_key_rsa(&k, &rk, false, true);
	k.v[TC_AP_E].data = (uint8_t *)(uintptr_t)even;
	k.v[TC_AP_E].length = 1;
	tc_asym_xform_of(RTE_CRYPTO_ASYM_XFORM_RSA, &k, &xf);
	bad_refused(&xf, -EINVAL, "RSA even public exponent");
	tc_asym_key_rsa(&k, &rk, true, true);
	k.v[TC_AP_Q] = k.v[TC_AP_P];	/* p * p != n */
	tc_asym_xform_of(RTE_CRYPTO_ASYM_XFORM_RSA, &k, &xf);
	bad_refused(&xf, -EINVAL, "RSA quintuple whose p * q is not n");
	tc_asym_key_rsa(&k, &rk, false, true);
	k.rsa_key_type = 7;
	tc_asym_xform_of(RTE_CRYPTO_ASYM_XFORM_RSA, &k, &xf);
	bad_refused(&xf, -EINVAL, "RSA unknown key type");
}

/* One op on a session with or without the private key: its status. */
static uint8_t
bad_op(bool priv, int t, int pad, int hash, struct tc_bytes *in, size_t room)
{
	struct rte_crypto_asym_xform xf;
	struct rsa_call c = { t, pad, hash, 0, 0 };
	rte_crypto_param o = { .data = room > 0 ? t2 : NULL, .length = room };

	rsa_xform(&xf, &rk, false, priv);
	return rsa_run(NULL, &xf, true, &c, prm(in), &o, prm(&t4));
}

/* A bad op: its status as wanted? */
struct bad_op_row {
	bool priv;
	int t, pad, hash;
	struct tc_bytes *in;
	int room;	/* bytes of the output: n + room (-n: none) */
	uint8_t want;
	const char *what;
};

static const struct bad_op_row bad_op_rows[] = {
	{ true, ENCRYPT, PKCS1, 0, &t1, -1024, ARGS, "encrypt with a NULL output" },
	{ true, ENCRYPT, PKCS1, 0, &t1, -1, ARGS, "encrypt into a buffer one byte short" },
	{ true, SIGN, PKCS1, 0, &t1, -1, ARGS, "sign into a buffer one byte short" },
	{ false, SIGN, PKCS1, 0, &t1, 0, ARGS, "sign on a public-key session" },
	{ false, DECRYPT, PKCS1, 0, &rk.k.n, 0, ARGS, "decrypt on a public-key session" },
	{ true, SIGN, 99, 0, &t1, 0, ARGS, "unknown padding type" },
	{ true, SIGN, PSS, 0, &t1, 0, ARGS, "PSS without a hash" },
	{ true, SIGN, OAEP, SHA256, &t1, 0, ARGS, "OAEP padding on a signature" },
	{ true, SIGN, PKCS1, SHA256, &t1, 0, ERR, "PKCS#1 sign with SHA-256 of a 16-byte digest" },
	{ true, SIGN, PKCS1, RTE_CRYPTO_AUTH_AES_CMAC, &t1, 0, ARGS,
		"PKCS#1 sign with a hash the API does not list" },
	{ true, VERIFY, PKCS1, 0, &t3, 0, ERR, "verify of a signature one byte short" },
	{ true, DECRYPT, OAEP, RTE_CRYPTO_AUTH_SHA1, &t4, 0, ERR,
		"OAEP decrypt of a zero ciphertext" },
	{ true, 77, PKCS1, 0, &t1, 0, ARGS, "unknown op type" },
};

static void
bad_ops(void)
{
	const struct bad_op_row *r;
	size_t n = rk.k.n.n;
	uint8_t st;

	t1 = rk.k.n;	/* message = n: not below n */
	st = bad_op(true, ENCRYPT, RAW, 0, &t1, n);
	tc_check(st == ERR, "rsa raw encrypt of a message equal to n: status %u", st);
	t1.n = n + 1;
	st = bad_op(true, ENCRYPT, RAW, 0, &t1, n);
	tc_check(st == ARGS, "rsa raw encrypt of a message longer than n: status %u", st);
	t1.n = 16;
	t3.n = n - 1;	/* a signature of the wrong length */
	memset(t3.d, 0x55, t3.n);
	memcpy(&t4, &t1, sizeof(t1));	/* verify: the message; decrypt: zeros */
	for (r = bad_op_rows; r < bad_op_rows + RTE_DIM(bad_op_rows); r++) {
		if (r->t == DECRYPT && r->pad == OAEP) {
			t4.n = n;
			memset(t4.d, 0, n);
		}
		st = bad_op(r->priv, r->t, r->pad, r->hash, r->in,
			r->room < -1 ? 0 : n + r->room);
		tc_check(st == r->want, "rsa %s: status %u", r->what, st);
	}
}

static void
rsa_badinput(void)
{
	/* the smallest key the device takes of 1024 and 2048 bits */
	unsigned int bits = fam_dev_has(RTE_CRYPTO_ASYM_XFORM_RSA, 1024 / 8) ? 1024 : 2048;

	if (tc_ref_rsa_keygen(bits, &rk) != 0) {
		tc_check(false, "OpenSSL RSA key generation");
		return;
	}
	bad_keys_refused();
	bad_ops();
}

/* --- concurrency: a 2048-bit PKCS#1 signature, deterministic ------------- */

static struct {
	struct tc_ref_rsa_full k;
	struct tc_bytes msg, sig;
} cw;

static int
conc_prepare(struct rte_crypto_asym_xform *xf)
{
	struct tc_asym_key key;

	if (tc_ref_rsa_keygen(2048, &cw.k) != 0)
		return -1;
	fam_rand_num(&cw.msg, 32, false);
	tc_asym_key_rsa(&key, &cw.k, false, true);
	key.rsa_pad.type = PKCS1;
	key.rsa_pad.hash = SHA256;
	tc_asym_xform_of(RTE_CRYPTO_ASYM_XFORM_RSA, &key, xf);
	return 0;
}

static uint8_t
conc_sign(uint8_t dev, uint16_t qp, struct rte_crypto_op *op, void *sess, uint8_t *out,
		size_t room)
{
	rte_crypto_param o = { .data = out, .length = room };

	tc_asym_rsa_op(op->asym, SIGN, prm(&cw.msg), o, nul);
	OP_RSA_PAD(op)->type = PKCS1;
	OP_RSA_PAD(op)->hash = SHA256;
	return op_run(dev, qp, op, sess, NULL);
}

/* The signature the workers check against: the PMD's, verified by OpenSSL. */
static int
conc_answer(void *sess, struct rte_crypto_op *op)
{
	if (conc_sign(env.devs[0], 0, op, sess, cw.sig.d, sizeof(cw.sig.d)) != OK)
		return -1;
	cw.sig.n = op->asym->rsa.sign.length;
	return tc_ref_rsa_verify(&cw.k.k, PKCS1, SHA256, 0, &cw.msg, &cw.sig);
}

static bool
conc_run(uint8_t dev, uint16_t qp, struct rte_crypto_op *op, void *sess,
		uint8_t (*o)[TC_BN_MAX])
{
	return conc_sign(dev, qp, op, sess, o[0], cw.sig.n) == OK &&
		op->asym->rsa.sign.length == cw.sig.n && memcmp(o[0], cw.sig.d, cw.sig.n) == 0;
}

static const struct fam_conc rsa_conc = {
	"rsa-2048 sign", conc_prepare, conc_answer, conc_run,
};

const struct family fam_rsa = {
	"rsa", RTE_CRYPTO_ASYM_XFORM_RSA, rsa_kat, NULL, rsa_functional, rsa_badinput,
	&rsa_conc, NULL,
};
