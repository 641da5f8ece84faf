/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The pqc suite: ML-KEM and ML-DSA where the API has them (asym_compat.h).
 * When the device advertises them (the driver runs with OpenSSL 3.5 or
 * later): known answers from the OpenSSL source's test data (NIST ACVP,
 * FIPS 203/204 KATs, Wycheproof; vectors.py --pqc-out), counted per
 * algorithm, then round trips (random keys, encapsulation against
 * decapsulation, signatures against verification, implicit rejection,
 * tampered inputs, sessionless) and bad input (lengths, short outputs,
 * pre-hash, oversized context). When the device does not advertise them,
 * each family's session create must be refused with -ENOTSUP.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_cryptodev.h>

#include "asym.h"

#if ASYM_HAVE_PQC

#define OK	RTE_CRYPTO_OP_STATUS_SUCCESS
#define ARGS	RTE_CRYPTO_OP_STATUS_INVALID_ARGS
#define BIG_MAX	8192

struct big {
	size_t n;
	uint8_t d[BIG_MAX];
};

/* Vector fields and outputs (static: too large for the stack). */
static struct big a, b, c, d, e, o1, o2, o3;

static const char *const kem_names[] = { NULL, "ML-KEM-512", "ML-KEM-768", "ML-KEM-1024" };
static const char *const dsa_names[] = { NULL, "ML-DSA-44", "ML-DSA-65", "ML-DSA-87" };
static const uint16_t kem_ek[] = { 0, 800, 1184, 1568 };
static const uint16_t kem_dk[] = { 0, 1632, 2400, 3168 };
static const uint16_t kem_ct[] = { 0, 768, 1088, 1568 };
static const uint16_t dsa_pk[] = { 0, 1312, 1952, 2592 };
static const uint16_t dsa_sk[] = { 0, 2560, 4032, 4896 };
static const uint16_t dsa_sig[] = { 0, 2420, 3309, 4627 };

/* A hex field ("-": empty) into b; -1 if missing or malformed. */
static int
big_get(const struct vec *v, const char *key, struct big *out)
{
	const char *h = vec_str(v, key);
	size_t i, n;
	unsigned int x;

	if (h == NULL)
		return -1;
	out->n = 0;
	if (strcmp(h, "-") == 0)
		return 0;
	n = strlen(h);
	if (n % 2 != 0 || n / 2 > sizeof(out->d))
		return -1;
	for (i = 0; i < n / 2; i++) {
		if (sscanf(h + 2 * i, "%2x", &x) != 1)
			return -1;
		out->d[i] = (uint8_t)x;
	}
	out->n = n / 2;
	return 0;
}

static rte_crypto_param
in(const struct big *x)
{
	rte_crypto_param p = { .data = (uint8_t *)(uintptr_t)x->d, .length = x->n };

	if (x->n == 0)
		p.data = NULL;
	return p;
}

/* An output buffer of capacity cap (0: as large as the API says). */
static rte_crypto_param
out(struct big *x, size_t cap)
{
	rte_crypto_param p = { .data = x->d, .length = cap };

	memset(x->d, 0, sizeof(x->d));
	return p;
}

/* The parameter set of a vector: 1..3, or 0. */
static int
set_of(const struct vec *v, bool kem)
{
	int s = vec_int(v, "set");

	if (kem)
		return s == 512 ? RTE_CRYPTO_ML_KEM_512 : s == 768 ? RTE_CRYPTO_ML_KEM_768 :
			s == 1024 ? RTE_CRYPTO_ML_KEM_1024 : 0;
	return s == 44 ? RTE_CRYPTO_ML_DSA_44 : s == 65 ? RTE_CRYPTO_ML_DSA_65 :
		s == 87 ? RTE_CRYPTO_ML_DSA_87 : 0;
}

static struct rte_crypto_asym_xform
kem_xf(int set)
{
	struct rte_crypto_asym_xform x = { .xform_type = RTE_CRYPTO_ASYM_XFORM_ML_KEM };

	x.mlkem.type = set;
	return x;
}

static struct rte_crypto_asym_xform
dsa_xf(int set, bool det, bool prehash)
{
	struct rte_crypto_asym_xform x = { .xform_type = RTE_CRYPTO_ASYM_XFORM_ML_DSA };

	x.mldsa.type = set;
	x.mldsa.sign_deterministic = det;
	x.mldsa.sign_prehash = prehash;
	return x;
}

static struct rte_crypto_op *
op_get(void)
{
	struct rte_crypto_op *op = op_new();

	if (op == NULL) {
		tc_check(false, "pqc: no op");
		exit(1);
	}
	memset(op->asym, 0, sizeof(*op->asym));
	return op;
}

/* --- ML-KEM ---------------------------------------------------------------- */

static uint8_t
kem_keygen(int set, const struct big *seed, bool sessionless)
{
	struct rte_crypto_asym_xform x = kem_xf(set);
	struct rte_crypto_op *op = op_get();
	struct rte_crypto_ml_kem_keygen_op *k = &op->asym->mlkem.keygen;
	uint8_t st;

	op->asym->mlkem.op = RTE_CRYPTO_ML_KEM_OP_KEYGEN;
	if (seed != NULL) {
		k->d = (rte_crypto_param){ .data = (uint8_t *)(uintptr_t)seed->d, .length = 32 };
		k->z = (rte_crypto_param){ .data = (uint8_t *)(uintptr_t)seed->d + 32,
			.length = 32 };
	}
	k->ek = out(&o1, 0);
	k->dk = out(&o2, 0);
	st = op_once(&x, op, sessionless);
	o1.n = st == OK ? k->ek.length : 0;
	o2.n = st == OK ? k->dk.length : 0;
	rte_crypto_op_free(op);
	return st;
}

/* Encapsulate to ek (m: the message, or NULL): ciphertext in o1, secret in o2. */
static uint8_t
kem_encap(int set, const struct big *ek, const struct big *m, size_t ct_cap, size_t ss_cap)
{
	struct rte_crypto_asym_xform x = kem_xf(set);
	struct rte_crypto_op *op = op_get();
	struct rte_crypto_ml_kem_encap_op *k = &op->asym->mlkem.encap;
	uint8_t st;

	op->asym->mlkem.op = RTE_CRYPTO_ML_KEM_OP_ENCAP;
	k->ek = in(ek);
	if (m != NULL)
		k->message = in(m);
	k->cipher = out(&o1, ct_cap);
	k->sk = out(&o2, ss_cap);
	st = op_once(&x, op, false);
	o1.n = st == OK ? k->cipher.length : 0;
	o2.n = st == OK ? k->sk.length : 0;
	rte_crypto_op_free(op);
	return st;
}

/* Decapsulate ct with dk: the secret in o3. */
static uint8_t
kem_decap(int set, const struct big *dk, const struct big *ct, size_t ss_cap)
{
	struct rte_crypto_asym_xform x = kem_xf(set);
	struct rte_crypto_op *op = op_get();
	struct rte_crypto_ml_kem_decap_op *k = &op->asym->mlkem.decap;
	uint8_t st;

	op->asym->mlkem.op = RTE_CRYPTO_ML_KEM_OP_DECAP;
	k->dk = in(dk);
	k->cipher = in(ct);
	k->sk = out(&o3, ss_cap);
	st = op_once(&x, op, false);
	o3.n = st == OK ? k->sk.length : 0;
	rte_crypto_op_free(op);
	return st;
}

static uint8_t
kem_keyver(int set, const struct big *key, bool priv)
{
	struct rte_crypto_asym_xform x = kem_xf(set);
	struct rte_crypto_op *op = op_get();
	uint8_t st;

	op->asym->mlkem.op = RTE_CRYPTO_ML_KEM_OP_KEYVER;
	op->asym->mlkem.keyver.op = priv ? RTE_CRYPTO_ML_KEM_OP_DECAP : RTE_CRYPTO_ML_KEM_OP_ENCAP;
	op->asym->mlkem.keyver.key = in(key);
	st = op_once(&x, op, false);
	rte_crypto_op_free(op);
	return st;
}

static bool
eq(const struct big *x, const struct big *y)
{
	return x->n == y->n && memcmp(x->d, y->d, x->n) == 0;
}

static void
kat_kem_keygen(const struct vec *v)
{
	int set = set_of(v, true);
	bool ok = set != 0 && big_get(v, "seed", &a) == 0 && a.n == 64 &&
		big_get(v, "ek", &b) == 0 && big_get(v, "dk", &c) == 0;

	ok = ok && kem_keygen(set, &a, false) == OK && eq(&o1, &b) && eq(&o2, &c);
	tally(set != 0 ? kem_names[set] : "ML-KEM ?", ok);
	tc_check(ok, "mlkem-keygen %s seed=%s", set != 0 ? kem_names[set] : "?", hex(a.d, 8));
}

static void
kat_kem_encap(const struct vec *v)
{
	int set = set_of(v, true);
	bool reject = strcmp(vec_str(v, "expect"), "reject") == 0;
	bool ok = set != 0 && big_get(v, "ek", &a) == 0 && big_get(v, "m", &b) == 0 &&
		big_get(v, "ct", &c) == 0 && big_get(v, "ss", &d) == 0;
	uint8_t st = ok ? kem_encap(set, &a, &b, 0, 0) : 0xff;

	if (reject)
		ok = ok && st != OK;
	else
		ok = ok && st == OK && eq(&o1, &c) && eq(&o2, &d);
	tally(set != 0 ? kem_names[set] : "ML-KEM ?", ok);
	tc_check(ok, "mlkem-encap %s%s m=%s: status %u", set != 0 ? kem_names[set] : "?",
		reject ? " (bad key)" : "", hex(b.d, 8), st);
}

static void
kat_kem_decap(const struct vec *v)
{
	int set = set_of(v, true);
	bool reject = strcmp(vec_str(v, "expect"), "reject") == 0;
	bool ok = set != 0 && big_get(v, "dk", &a) == 0 && big_get(v, "ct", &b) == 0 &&
		big_get(v, "ss", &c) == 0;
	uint8_t st = ok ? kem_decap(set, &a, &b, 0) : 0xff;

	if (reject)
		ok = ok && st != OK;
	else
		ok = ok && st == OK && eq(&o3, &c);
	tally(set != 0 ? kem_names[set] : "ML-KEM ?", ok);
	tc_check(ok, "mlkem-decap %s%s ct=%s: status %u", set != 0 ? kem_names[set] : "?",
		reject ? " (bad key or ciphertext)" : "", hex(b.d, 8), st);
}

/* --- ML-DSA ---------------------------------------------------------------- */

static uint8_t
dsa_keygen(int set, const struct big *seed)
{
	struct rte_crypto_asym_xform x = dsa_xf(set, false, false);
	struct rte_crypto_op *op = op_get();
	struct rte_crypto_ml_dsa_keygen_op *k = &op->asym->mldsa.keygen;
	uint8_t st;

	op->asym->mldsa.op = RTE_CRYPTO_ML_DSA_OP_KEYGEN;
	if (seed != NULL)
		k->seed = in(seed);
	k->pubkey = out(&o1, 0);
	k->privkey = out(&o2, 0);
	st = op_once(&x, op, false);
	o1.n = st == OK ? k->pubkey.length : 0;
	o2.n = st == OK ? k->privkey.length : 0;
	rte_crypto_op_free(op);
	return st;
}

struct dsa_args {
	int set;
	bool det;
	bool mu;		/* msg is mu */
	const struct big *key;
	const struct big *msg;
	const struct big *ctx;
	const struct big *rnd;	/* sign: the op's seed, or NULL */
	const struct big *sig;	/* verify */
	int hash;
	size_t sig_cap;
	bool sessionless;
};

/* Sign (signature in o3) or verify. */
static uint8_t
dsa_op(const struct dsa_args *g, bool sign)
{
	struct rte_crypto_asym_xform x = dsa_xf(g->set, g->det, false);
	struct rte_crypto_op *op = op_get();
	struct rte_crypto_ml_dsa_siggen_op *s = &op->asym->mldsa.siggen;
	struct rte_crypto_ml_dsa_sigver_op *vr = &op->asym->mldsa.sigver;
	uint8_t st;

	op->asym->mldsa.op = sign ? RTE_CRYPTO_ML_DSA_OP_SIGN : RTE_CRYPTO_ML_DSA_OP_VERIFY;
	if (sign) {
		s->privkey = in(g->key);
		s->message = g->mu ? (rte_crypto_param){ 0 } : in(g->msg);
		s->mu = g->mu ? in(g->msg) : (rte_crypto_param){ 0 };
		s->ctx = g->ctx != NULL ? in(g->ctx) : (rte_crypto_param){ 0 };
		s->seed = g->rnd != NULL ? in(g->rnd) : (rte_crypto_param){ 0 };
		s->hash = g->hash;
		s->sign = out(&o3, g->sig_cap);
	} else {
		vr->pubkey = in(g->key);
		vr->message = g->mu ? (rte_crypto_param){ 0 } : in(g->msg);
		vr->mu = g->mu ? in(g->msg) : (rte_crypto_param){ 0 };
		vr->ctx = g->ctx != NULL ? in(g->ctx) : (rte_crypto_param){ 0 };
		vr->sign = in(g->sig);
		vr->hash = g->hash;
	}
	st = op_once(&x, op, g->sessionless);
	if (sign)
		o3.n = st == OK ? s->sign.length : 0;
	rte_crypto_op_free(op);
	return st;
}

static void
kat_dsa_keygen(const struct vec *v)
{
	int set = set_of(v, false);
	bool ok = set != 0 && big_get(v, "seed", &a) == 0 && a.n == 32 &&
		big_get(v, "pk", &b) == 0 && big_get(v, "sk", &c) == 0;

	ok = ok && dsa_keygen(set, &a) == OK && eq(&o1, &b) && eq(&o2, &c);
	tally(set != 0 ? dsa_names[set] : "ML-DSA ?", ok);
	tc_check(ok, "mldsa-keygen %s seed=%s", set != 0 ? dsa_names[set] : "?", hex(a.d, 8));
}

static void
kat_dsa_sign(const struct vec *v)
{
	struct dsa_args g = { .set = set_of(v, false), .det = vec_int(v, "det") == 1,
		.mu = vec_int(v, "mu") == 1, .key = &a, .msg = &b, .ctx = &c };
	bool reject = strcmp(vec_str(v, "expect"), "reject") == 0;
	bool ok = g.set != 0 && big_get(v, "sk", &a) == 0 && big_get(v, "msg", &b) == 0 &&
		big_get(v, "ctx", &c) == 0 && big_get(v, "rnd", &d) == 0 &&
		big_get(v, "sig", &e) == 0;
	uint8_t st;

	if (!g.det)
		g.rnd = &d;
	st = ok ? dsa_op(&g, true) : 0xff;
	if (reject)
		ok = ok && st != OK;
	else
		ok = ok && st == OK && eq(&o3, &e);
	tally(g.set != 0 ? dsa_names[g.set] : "ML-DSA ?", ok);
	tc_check(ok, "mldsa-sign %s%s%s msg=%s: status %u", g.set != 0 ? dsa_names[g.set] : "?",
		g.det ? " deterministic" : " rnd", g.mu ? " external mu" : "", hex(b.d, 8), st);
}

static void
kat_dsa_ver(const struct vec *v)
{
	struct dsa_args g = { .set = set_of(v, false), .mu = vec_int(v, "mu") == 1,
		.key = &a, .msg = &b, .ctx = &c, .sig = &d };
	const char *expect = vec_str(v, "expect");
	bool ok = g.set != 0 && big_get(v, "pk", &a) == 0 && big_get(v, "msg", &b) == 0 &&
		big_get(v, "ctx", &c) == 0 && big_get(v, "sig", &d) == 0;
	uint8_t st = ok ? dsa_op(&g, false) : 0xff;

	ok = ok && (strcmp(expect, "ok") == 0) == (st == OK);
	tally(g.set != 0 ? dsa_names[g.set] : "ML-DSA ?", ok);
	tc_check(ok, "mldsa-ver %s%s (expect %s) msg=%s: status %u",
		g.set != 0 ? dsa_names[g.set] : "?", g.mu ? " external mu" : "", expect,
		hex(b.d, 8), st);
}

static const struct {
	const char *kind;
	void (*run)(const struct vec *v);
} pqc_kinds[] = {
	{ "mlkem-keygen", kat_kem_keygen },
	{ "mlkem-encap", kat_kem_encap },
	{ "mlkem-decap", kat_kem_decap },
	{ "mldsa-keygen", kat_dsa_keygen },
	{ "mldsa-sign", kat_dsa_sign },
	{ "mldsa-ver", kat_dsa_ver },
};

static unsigned int
pqc_kat(void)
{
	struct vec v;
	unsigned int i, seen = 0;

	if (env.vectors == NULL || vec_open(env.vectors) != 0) {
		tc_check(false, "pqc: cannot read the vector file %s",
			env.vectors != NULL ? env.vectors : "(none)");
		return 0;
	}
	while (vec_next(&v, NULL) == 0) {
		for (i = 0; i < RTE_DIM(pqc_kinds); i++)
			if (strcmp(pqc_kinds[i].kind, v.kind) == 0)
				break;
		if (i == RTE_DIM(pqc_kinds)) {
			tc_check(false, "pqc: unknown vector kind %s", v.kind);
			continue;
		}
		pqc_kinds[i].run(&v);
		seen++;
	}
	return seen;
}

/* --- round trips and bad input -------------------------------------------- */

static void
fill(struct big *x, size_t n)
{
	tc_rng_fill(&env.rng, x->d, n);
	x->n = n;
}

static void
kem_round_trip(int set)
{
	static struct big ek, dk, ct, ss, ek2;
	const char *nm = kem_names[set];

	tc_check(kem_keygen(set, NULL, false) == OK && o1.n == kem_ek[set] &&
		o2.n == kem_dk[set], "%s random keygen: API sizes", nm);
	ek = o1;
	dk = o2;
	tc_check(kem_keygen(set, NULL, true) == OK && !eq(&o1, &ek),
		"%s sessionless random keygen: another key", nm);
	ek2 = o1;
	tc_check(kem_encap(set, &ek, NULL, 0, 0) == OK && o1.n == kem_ct[set] && o2.n == 32,
		"%s random encap: API sizes", nm);
	ct = o1;
	ss = o2;
	tc_check(kem_decap(set, &dk, &ct, 0) == OK && eq(&o3, &ss),
		"%s decap of a random encap gives its secret", nm);
	tc_check(kem_encap(set, &ek, NULL, 0, 0) == OK && !eq(&o2, &ss),
		"%s two random encaps: two secrets", nm);
	ct.d[ct.n / 2] ^= 0x10;
	tc_check(kem_decap(set, &dk, &ct, 0) == OK && o3.n == 32 && !eq(&o3, &ss),
		"%s tampered ciphertext: implicit rejection (another secret, status OK)", nm);
	ct.d[ct.n / 2] ^= 0x10;
	tc_check(kem_keyver(set, &ek, false) == OK && kem_keyver(set, &dk, true) == OK,
		"%s keyver of a generated ek and dk", nm);
	ek2 = ek;
	ek2.d[0] = 0xff;
	ek2.d[1] |= 0x0f;	/* first coefficient 0xfff >= q */
	tc_check(kem_keyver(set, &ek2, false) != OK && kem_encap(set, &ek2, NULL, 0, 0) != OK,
		"%s ek with a coefficient >= q: keyver and encap refuse it", nm);
	dk.d[dk.n - 40] ^= 1;	/* H(ek) inside dk no longer matches */
	tc_check(kem_keyver(set, &dk, true) != OK, "%s dk with a wrong H(ek): keyver refuses",
		nm);
	dk.d[dk.n - 40] ^= 1;
	/* lengths and short outputs */
	ek2 = ek;
	ek2.n--;
	tc_check(kem_encap(set, &ek2, NULL, 0, 0) == ARGS, "%s ek one byte short: invalid", nm);
	tc_check(kem_encap(set, &ek, NULL, kem_ct[set] - 1, 0) == ARGS,
		"%s ciphertext buffer one byte short: invalid", nm);
	tc_check(kem_encap(set, &ek, NULL, 0, 31) == ARGS,
		"%s secret buffer of 31 bytes: invalid", nm);
	fill(&ek2, 31);
	tc_check(kem_encap(set, &ek, &ek2, 0, 0) == ARGS, "%s message m of 31 bytes: invalid", nm);
	ct.n--;
	tc_check(kem_decap(set, &dk, &ct, 0) == ARGS, "%s ciphertext one byte short: invalid", nm);
	ct.n++;
	tc_check(kem_decap(set, &dk, &ct, 31) == ARGS, "%s decap secret buffer of 31: invalid",
		nm);
	tc_check(kem_decap(set, &ek, &ct, 0) == ARGS, "%s ek given as dk: invalid", nm);
	tc_check(kem_decap(set, &dk, &ct, 0) == OK && eq(&o3, &ss),
		"%s the same key again after bad ops: its secret", nm);
}

/* A key pair, a message, a context, signatures and a seed of the round trips. */
static struct big rt_pk, rt_sk, rt_msg, rt_ctx, rt_sig, rt_sig2, rt_seed;

/* Bad input on the round trip's keys and signature (g as the round trip left it). */
static void
dsa_bad_input(struct dsa_args *gp, int set)
{
	struct dsa_args g = *gp;
	const char *nm = dsa_names[set];

	rt_sig.n--;
	tc_check(dsa_op(&g, false) != OK, "%s signature one byte short: not verified", nm);
	rt_sig.n++;
	g.hash = RTE_CRYPTO_AUTH_SHA3_256;
	tc_check(dsa_op(&g, false) == ARGS, "%s verify with a pre-hash: invalid", nm);
	g.key = &rt_sk;
	tc_check(dsa_op(&g, true) == ARGS, "%s sign with a pre-hash: invalid", nm);
	g.hash = 0;
	fill(&rt_ctx, 256);
	g.ctx = &rt_ctx;
	tc_check(dsa_op(&g, true) == ARGS, "%s context of 256 bytes: invalid", nm);
	g.ctx = NULL;
	g.sig_cap = dsa_sig[set] - 1;
	tc_check(dsa_op(&g, true) == ARGS, "%s signature buffer one byte short: invalid", nm);
	g.sig_cap = 0;
	fill(&rt_seed, 31);
	g.rnd = &rt_seed;
	tc_check(dsa_op(&g, true) == ARGS, "%s rt_seed of 31 bytes: invalid", nm);
	g.rnd = NULL;
	g.mu = true;
	fill(&rt_seed, 63);
	g.msg = &rt_seed;
	tc_check(dsa_op(&g, true) == ARGS, "%s external mu of 63 bytes: invalid", nm);
	g.mu = false;
	g.msg = &rt_msg;
	rt_sk.n--;
	tc_check(dsa_op(&g, true) == ARGS, "%s private key one byte short: invalid", nm);
	g.key = &rt_pk;
	tc_check(dsa_op(&g, true) == ARGS, "%s public key given to sign: invalid", nm);
}

static void
dsa_round_trip(int set)
{
	const char *nm = dsa_names[set];
	struct dsa_args g = {
		.set = set, .key = &rt_sk, .msg = &rt_msg, .ctx = &rt_ctx, .sig = &rt_sig,
	};

	tc_check(dsa_keygen(set, NULL) == OK && o1.n == dsa_pk[set] && o2.n == dsa_sk[set],
		"%s random keygen: API sizes", nm);
	rt_pk = o1;
	rt_sk = o2;
	fill(&rt_msg, tc_rng_range(&env.rng, 1, 500));
	fill(&rt_ctx, tc_rng_range(&env.rng, 1, 255));
	tc_check(dsa_op(&g, true) == OK && o3.n == dsa_sig[set], "%s hedged sign: API size", nm);
	rt_sig = o3;
	g.key = &rt_pk;
	tc_check(dsa_op(&g, false) == OK, "%s verify of a hedged signature", nm);
	g.key = &rt_sk;
	tc_check(dsa_op(&g, true) == OK && !eq(&o3, &rt_sig), "%s two hedged signs differ", nm);
	g.det = true;
	tc_check(dsa_op(&g, true) == OK, "%s deterministic sign", nm);
	rt_sig2 = o3;
	tc_check(dsa_op(&g, true) == OK && eq(&o3, &rt_sig2), "%s deterministic sign repeats", nm);
	g.det = false;
	fill(&rt_seed, 32);
	g.rnd = &rt_seed;
	tc_check(dsa_op(&g, true) == OK && (rt_sig2 = o3, true) && dsa_op(&g, true) == OK &&
		eq(&o3, &rt_sig2), "%s sign with the op's rt_seed repeats", nm);
	g.rnd = NULL;
	g.key = &rt_pk;
	g.sessionless = true;
	tc_check(dsa_op(&g, false) == OK, "%s sessionless verify", nm);
	g.sessionless = false;
	rt_sig.d[7] ^= 4;
	tc_check(dsa_op(&g, false) != OK, "%s tampered signature: not verified", nm);
	rt_sig.d[7] ^= 4;
	rt_ctx.d[0] ^= 1;
	tc_check(dsa_op(&g, false) != OK, "%s other context: not verified", nm);
	rt_ctx.d[0] ^= 1;
	g.ctx = NULL;
	tc_check(dsa_op(&g, false) != OK, "%s no context: not verified", nm);
	g.ctx = &rt_ctx;
	dsa_bad_input(&g, set);
}

static void
pqc_sessions(void)
{
	struct rte_crypto_asym_xform x;
	int ret, set;
	void *s;

	for (set = 0; set <= 4; set += 4) {
		x = kem_xf(set);
		s = sess_new(env.devs[0], &x, &ret);
		sess_free(env.devs[0], s);
		tc_check(s == NULL && ret == -EINVAL, "ML-KEM type %d: session -EINVAL (%d)",
			set, ret);
		x = dsa_xf(set, false, false);
		s = sess_new(env.devs[0], &x, &ret);
		sess_free(env.devs[0], s);
		tc_check(s == NULL && ret == -EINVAL, "ML-DSA type %d: session -EINVAL (%d)",
			set, ret);
	}
	x = dsa_xf(RTE_CRYPTO_ML_DSA_65, false, true);
	s = sess_new(env.devs[0], &x, &ret);
	sess_free(env.devs[0], s);
	tc_check(s == NULL && ret == -ENOTSUP,
		"ML-DSA pre-hash session: -ENOTSUP, OpenSSL has no HashML-DSA (%d)", ret);
}

static bool
advertised(enum rte_crypto_asym_xform_type t)
{
	struct rte_cryptodev_asym_capability_idx idx = { .type = t };

	return rte_cryptodev_asym_capability_get(env.devs[0], &idx) != NULL;
}

/* Not advertised: the family must be refused like an unknown one. */
static void
not_advertised(enum rte_crypto_asym_xform_type t, const char *name)
{
	struct rte_crypto_asym_xform x = t == RTE_CRYPTO_ASYM_XFORM_ML_KEM ?
		kem_xf(RTE_CRYPTO_ML_KEM_768) : dsa_xf(RTE_CRYPTO_ML_DSA_65, false, false);
	int ret;
	void *s = sess_new(env.devs[0], &x, &ret);

	sess_free(env.devs[0], s);
	printf("SKIP[openssl-lacks] pqc: %s not advertised (the driver's OpenSSL lacks it): "
		"vectors not run\n", name);
	tc_check(s == NULL && ret == -ENOTSUP, "%s not advertised: session -ENOTSUP (%d)", name,
		ret);
}

static int
suite_pqc(void)
{
	bool kem = advertised(RTE_CRYPTO_ASYM_XFORM_ML_KEM);
	bool dsa = advertised(RTE_CRYPTO_ASYM_XFORM_ML_DSA);
	unsigned int seen, set;

	if (!kem)
		not_advertised(RTE_CRYPTO_ASYM_XFORM_ML_KEM, "ML-KEM");
	if (!dsa)
		not_advertised(RTE_CRYPTO_ASYM_XFORM_ML_DSA, "ML-DSA");
	if (!kem || !dsa) {
		tc_check(!kem && !dsa, "ML-KEM and ML-DSA advertised together (OpenSSL 3.5)");
		return 0;
	}
	seen = pqc_kat();
	tally_print();
	tc_check(seen > 0, "pqc: %u vectors run (none: no OpenSSL 3.5 source for vectors.py)",
		seen);
	for (set = 1; set <= 3; set++) {
		kem_round_trip(set);
		dsa_round_trip(set);
	}
	pqc_sessions();
	return 0;
}

TC_SUITE(pqc, suite_pqc)

#endif /* ASYM_HAVE_PQC */
