/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * ML-KEM, where the API has it (the pqc suite): known answers from the
 * OpenSSL source's test data (vectors.py --pqc-out), round trips (random
 * keys, encapsulation against decapsulation, implicit rejection, bad keys,
 * lengths and short outputs) and parameter sets that are not.
 */

#include <errno.h>
#include <string.h>

#include "fam.h"
#include "pqc.h"

#if ASYM_HAVE_PQC

#define MLKEM	RTE_CRYPTO_ASYM_XFORM_ML_KEM

/* Vector fields and outputs (static: too large for the stack). */
static struct big a, b, c, d, o1, o2, o3;

static const char *const kem_names[] = { NULL, "ML-KEM-512", "ML-KEM-768", "ML-KEM-1024" };
static const uint16_t kem_ek[] = { 0, 800, 1184, 1568 };
static const uint16_t kem_dk[] = { 0, 1632, 2400, 3168 };
static const uint16_t kem_ct[] = { 0, 768, 1088, 1568 };

/*
 * Run op of set (sessionless or not), the lengths of outputs p1 and p2 into b1
 * and b2 (NULL: none); the op freed. Its status.
 */
static uint8_t
kem_run(int set, struct rte_crypto_op *op, bool sessionless, const rte_crypto_param *p1,
		struct big *b1, const rte_crypto_param *p2, struct big *b2)
{
	struct rte_crypto_asym_xform x = pqc_xform(MLKEM, set, false, false);
	uint8_t st = op_once(&x, op, sessionless);

	b1->n = st == OK ? p1->length : 0;
	if (b2 != NULL)
		b2->n = st == OK ? p2->length : 0;
	rte_crypto_op_free(op);
	return st;
}

static uint8_t
kem_keygen(int set, const struct big *seed, bool sessionless)
{
	struct rte_crypto_op *op = pqc_op_get();
	struct rte_crypto_ml_kem_keygen_op *k = &op->asym->mlkem.keygen;

	op->asym->mlkem.op = RTE_CRYPTO_ML_KEM_OP_KEYGEN;
	if (seed != NULL) {
		k->d = (rte_crypto_param){ .data = (uint8_t *)(uintptr_t)seed->d, .length = 32 };
		k->z = (rte_crypto_param){ .data = (uint8_t *)(uintptr_t)seed->d + 32,
			.length = 32 };
	}
	k->ek = pqc_out(&o1, 0);
	k->dk = pqc_out(&o2, 0);
	return kem_run(set, op, sessionless, &k->ek, &o1, &k->dk, &o2);
}

/* Encapsulate to ek (m: the message, or NULL): ciphertext in o1, secret in o2. */
static uint8_t
kem_encap(int set, const struct big *ek, const struct big *m, size_t ct_cap, size_t ss_cap)
{
	struct rte_crypto_op *op = pqc_op_get();
	struct rte_crypto_ml_kem_encap_op *k = &op->asym->mlkem.encap;

	op->asym->mlkem.op = RTE_CRYPTO_ML_KEM_OP_ENCAP;
	k->ek = pqc_in(ek);
	if (m != NULL)
		k->message = pqc_in(m);
	k->cipher = pqc_out(&o1, ct_cap);
	k->sk = pqc_out(&o2, ss_cap);
	return kem_run(set, op, false, &k->cipher, &o1, &k->sk, &o2);
}

/* Decapsulate ct with dk: the secret in o3. */
static uint8_t
kem_decap(int set, const struct big *dk, const struct big *ct, size_t ss_cap)
{
	struct rte_crypto_op *op = pqc_op_get();
	struct rte_crypto_ml_kem_decap_op *k = &op->asym->mlkem.decap;

	op->asym->mlkem.op = RTE_CRYPTO_ML_KEM_OP_DECAP;
	k->dk = pqc_in(dk);
	k->cipher = pqc_in(ct);
	k->sk = pqc_out(&o3, ss_cap);
	return kem_run(set, op, false, &k->sk, &o3, NULL, NULL);
}

static uint8_t
kem_keyver(int set, const struct big *key, bool priv)
{
	struct rte_crypto_asym_xform x = pqc_xform(MLKEM, set, false, false);
	struct rte_crypto_op *op = pqc_op_get();
	uint8_t st;

	op->asym->mlkem.op = RTE_CRYPTO_ML_KEM_OP_KEYVER;
	op->asym->mlkem.keyver.op = priv ? RTE_CRYPTO_ML_KEM_OP_DECAP : RTE_CRYPTO_ML_KEM_OP_ENCAP;
	op->asym->mlkem.keyver.key = pqc_in(key);
	st = op_once(&x, op, false);
	rte_crypto_op_free(op);
	return st;
}

static void
kat_kem_keygen(const struct vec *v)
{
	int set = pqc_set_of(v, true);
	bool ok = set != 0 && pqc_big_get(v, "seed", &a) == 0 && a.n == 64 &&
		pqc_big_get(v, "ek", &b) == 0 && pqc_big_get(v, "dk", &c) == 0;

	ok = ok && kem_keygen(set, &a, false) == OK && pqc_eq(&o1, &b) && pqc_eq(&o2, &c);
	tally(set != 0 ? kem_names[set] : "ML-KEM ?", ok);
	tc_check(ok, "mlkem-keygen %s seed=%s", set != 0 ? kem_names[set] : "?", hex(a.d, 8));
}

static void
kat_kem_encap(const struct vec *v)
{
	int set = pqc_set_of(v, true);
	bool reject = strcmp(vec_str(v, "expect"), "reject") == 0;
	bool ok = set != 0 && pqc_big_get(v, "ek", &a) == 0 && pqc_big_get(v, "m", &b) == 0 &&
		pqc_big_get(v, "ct", &c) == 0 && pqc_big_get(v, "ss", &d) == 0;
	uint8_t st = ok ? kem_encap(set, &a, &b, 0, 0) : 0xff;

	if (reject)
		ok = ok && st != OK;
	else
		ok = ok && st == OK && pqc_eq(&o1, &c) && pqc_eq(&o2, &d);
	tally(set != 0 ? kem_names[set] : "ML-KEM ?", ok);
	tc_check(ok, "mlkem-encap %s%s m=%s: status %u", set != 0 ? kem_names[set] : "?",
		reject ? " (bad key)" : "", hex(b.d, 8), st);
}

static void
kat_kem_decap(const struct vec *v)
{
	int set = pqc_set_of(v, true);
	bool reject = strcmp(vec_str(v, "expect"), "reject") == 0;
	bool ok = set != 0 && pqc_big_get(v, "dk", &a) == 0 && pqc_big_get(v, "ct", &b) == 0 &&
		pqc_big_get(v, "ss", &c) == 0;
	uint8_t st = ok ? kem_decap(set, &a, &b, 0) : 0xff;

	if (reject)
		ok = ok && st != OK;
	else
		ok = ok && st == OK && pqc_eq(&o3, &c);
	tally(set != 0 ? kem_names[set] : "ML-KEM ?", ok);
	tc_check(ok, "mlkem-decap %s%s ct=%s: status %u", set != 0 ? kem_names[set] : "?",
		reject ? " (bad key or ciphertext)" : "", hex(b.d, 8), st);
}

static const struct fam_kat mlkem_kat[] = {
	{ "mlkem-keygen", kat_kem_keygen },
	{ "mlkem-encap", kat_kem_encap },
	{ "mlkem-decap", kat_kem_decap },
	{ NULL, NULL },
};

static void
kem_round_trip(int set)
{
	static struct big ek, dk, ct, ss, ek2;
	const char *nm = kem_names[set];

	tc_check(kem_keygen(set, NULL, false) == OK && o1.n == kem_ek[set] &&
		o2.n == kem_dk[set], "%s random keygen: API sizes", nm);
	ek = o1;
	dk = o2;
	tc_check(kem_keygen(set, NULL, true) == OK && !pqc_eq(&o1, &ek),
		"%s sessionless random keygen: another key", nm);
	ek2 = o1;
	tc_check(kem_encap(set, &ek, NULL, 0, 0) == OK && o1.n == kem_ct[set] && o2.n == 32,
		"%s random encap: API sizes", nm);
	ct = o1;
	ss = o2;
	tc_check(kem_decap(set, &dk, &ct, 0) == OK && pqc_eq(&o3, &ss),
		"%s decap of a random encap gives its secret", nm);
	tc_check(kem_encap(set, &ek, NULL, 0, 0) == OK && !pqc_eq(&o2, &ss),
		"%s two random encaps: two secrets", nm);
	ct.d[ct.n / 2] ^= 0x10;
	tc_check(kem_decap(set, &dk, &ct, 0) == OK && o3.n == 32 && !pqc_eq(&o3, &ss),
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
	pqc_fill(&ek2, 31);
	tc_check(kem_encap(set, &ek, &ek2, 0, 0) == ARGS, "%s message m of 31 bytes: invalid", nm);
	ct.n--;
	tc_check(kem_decap(set, &dk, &ct, 0) == ARGS, "%s ciphertext one byte short: invalid", nm);
	ct.n++;
	tc_check(kem_decap(set, &dk, &ct, 31) == ARGS, "%s decap secret buffer of 31: invalid",
		nm);
	tc_check(kem_decap(set, &ek, &ct, 0) == ARGS, "%s ek given as dk: invalid", nm);
	tc_check(kem_decap(set, &dk, &ct, 0) == OK && pqc_eq(&o3, &ss),
		"%s the same key again after bad ops: its secret", nm);
}

static void
mlkem_functional(void)
{
	int set;

	for (set = 1; set <= 3; set++)
		kem_round_trip(set);
}

/* Parameter sets that are none: refused. */
static void
mlkem_badinput(void)
{
	pqc_sets_refused(MLKEM, "ML-KEM");
}

const struct family fam_mlkem = {
	"ML-KEM", MLKEM, mlkem_kat, NULL, mlkem_functional, mlkem_badinput, NULL, NULL,
};

#endif /* ASYM_HAVE_PQC */
