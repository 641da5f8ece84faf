/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_ASYM_H
#define TC_ASYM_H

/*
 * Asymmetric inputs as data: a key form (RSA as exponent or quintuple, DSA,
 * DH, MODEX, ECDSA, ECPM, and ECDH and SM2 where the API has them) is a list
 * of parts, each a big-endian number of struct tc_asym_in. A row of a test
 * makes the parts (tc_asym_gen), changes one if it likes (tc_asym_set and
 * the values of tc_asym_edge), and builds the transform and the op that
 * uses the private part (tc_asym_xform, tc_asym_op). The builders put each
 * part where this DPDK's API wants it: DPDK 22.11 carries the RSA padding
 * and the ECDSA keys in the op, 23.03 and later in the transform.
 */

#include <stdbool.h>
#include <stdint.h>

#include <openssl/types.h>

#include <rte_crypto.h>

#include "tc_compat.h"
#include "tc_ref_asym.h"

/* The parts of an input. */
enum tc_ap {
	TC_AP_N,	/* RSA modulus */
	TC_AP_E,	/* RSA public exponent */
	TC_AP_D,	/* RSA private exponent; EC private key */
	TC_AP_P,	/* RSA first prime */
	TC_AP_Q,	/* RSA second prime */
	TC_AP_DP,
	TC_AP_DQ,
	TC_AP_QINV,
	TC_AP_FP,	/* DSA, DH: field prime p (MODEX: modulus) */
	TC_AP_FQ,	/* DSA: subgroup order q */
	TC_AP_G,	/* DSA, DH: generator (MODEX: exponent) */
	TC_AP_X,	/* DSA, DH: private key */
	TC_AP_Y,	/* DSA, DH: public key (DH: the peer's) */
	TC_AP_QX,	/* EC: public point (ECPM, ECDH: the op's or peer's point) */
	TC_AP_QY,
	TC_AP_K,	/* DSA, ECDSA, SM2: the op's nonce; ECPM: the scalar */
	TC_AP_MSG,	/* digest, message or MODEX base */
	TC_AP_NB,
};

enum tc_asym_form {
	TC_AF_RSA_EXP,
	TC_AF_RSA_QT,
	TC_AF_MODEX,
	TC_AF_DH,
	TC_AF_DSA,
	TC_AF_ECDSA,
	TC_AF_ECPM,
	TC_AF_ECDH,	/* DPDK 24.11 on */
	TC_AF_SM2,	/* DPDK 24.11 on */
	TC_AF_NB,
};

struct tc_asym_in {
	enum tc_asym_form form;
	unsigned int bits;		/* RSA, DSA, DH, MODEX: modulus bits */
	enum rte_crypto_curve_id curve;	/* EC forms */
	struct tc_bytes v[TC_AP_NB];
};

/* What an op writes: two outputs (r and s, x and y, or one of them). */
struct tc_asym_out {
	struct tc_bytes a;
	struct tc_bytes b;
};

/* A form's name ("rsa-exp") and its xform type. */
const char *tc_asym_form_name(enum tc_asym_form f);
enum rte_crypto_asym_xform_type tc_asym_form_type(enum tc_asym_form f);
/* Does this DPDK's API have the form? */
bool tc_asym_form_in_api(enum tc_asym_form f);
/* The parts a form's key consists of (private and public), in order; how many. */
unsigned int tc_asym_key_parts(enum tc_asym_form f, const enum tc_ap **parts);
/* The parts holding secrets: private key, nonce, scalar; how many. */
unsigned int tc_asym_secret_parts(enum tc_asym_form f, const enum tc_ap **parts);
/* Is the part in the op (else in the transform) on this DPDK? */
bool tc_asym_part_in_op(enum tc_asym_form f, enum tc_ap part);
const char *tc_asym_part_name(enum tc_ap part);

/*
 * A fresh valid input of form f: RSA, DSA, DH, MODEX of the given bits,
 * EC on the given curve (bits ignored); a digest, a nonce or a scalar, and
 * a peer's public value where the op needs one. 0, or -1.
 */
int tc_asym_gen(struct tc_asym_in *in, enum tc_asym_form f, unsigned int bits,
		enum rte_crypto_curve_id curve);

/* Public parts again from the private ones (DSA y = g^x, EC Q = d G): 0, or -1. */
int tc_asym_derive(struct tc_asym_in *in);

/*
 * The one builder of asymmetric transforms: a key as the API takes it, each
 * part a parameter (data NULL and length 0: absent), from which
 * tc_asym_xform_of makes the transform of any family (RSA, MODEX, MODINV,
 * DH, DSA, the EC families: ECDSA, ECPM, ECDH, SM2, EdDSA by curve, and
 * ML-KEM and ML-DSA by parameter set where the API has them).
 * rsa_key_type RTE_RSA_KEY_TYPE_QT takes the quintuple, any other value d.
 * Where the API keeps them in the transform (DPDK 23.03 on) the RSA
 * padding and the EC private and public key go there too. The programs
 * that keep their numbers elsewhere (the benchmark's arrays, the fuzzer's
 * input) fill a key the same way.
 */
struct tc_asym_key {
	rte_crypto_param v[TC_AP_NB];
	int rsa_key_type;
	struct rte_crypto_rsa_padding rsa_pad;
	enum rte_crypto_curve_id curve;
	int set;		/* ML-KEM, ML-DSA: the parameter set */
	bool det;		/* ML-DSA: deterministic signatures */
	bool prehash;		/* ML-DSA: HashML-DSA */
};
/* A key whose parts point into v[TC_AP_NB] (a part of length 0: absent). */
void tc_asym_key_of(struct tc_asym_key *k, struct tc_bytes *v);
/* An RSA key of the reference's: the quintuple (qt) or d, without them if !priv. */
void tc_asym_key_rsa(struct tc_asym_key *k, struct tc_ref_rsa_full *r, bool qt, bool priv);
void tc_asym_xform_of(enum rte_crypto_asym_xform_type t, const struct tc_asym_key *k,
		struct rte_crypto_asym_xform *x);
/* The parameter of the n bytes at d, for such a key or an op. */
rte_crypto_param tc_asym_param(uint8_t *d, size_t n);
/*
 * The number name (OSSL_PKEY_PARAM_*) of the OpenSSL key pk, big-endian
 * and minimal into out (room enough for it): its length, 0 if pk has none.
 */
size_t tc_asym_pkey_bn(EVP_PKEY *pk, const char *name, uint8_t *out);

/*
 * The RSA op of type t: in is the message (sign, encrypt), the ciphertext
 * (decrypt) or the signature (verify, of message msg); out receives the
 * result (verify: the recovered message, padding NONE). The padding is the
 * caller's (in the op on DPDK 22.11, in the transform later).
 */
void tc_asym_rsa_op(struct rte_crypto_asym_op *a, enum rte_crypto_asym_op_type t,
		rte_crypto_param in, rte_crypto_param out, rte_crypto_param msg);
/* Where an RSA op of type t wrote its result. */
rte_crypto_param tc_asym_rsa_result(const struct rte_crypto_asym_op *a,
		enum rte_crypto_asym_op_type t);

/* The transform of the input; its parameters point into in. */
void tc_asym_xform(struct tc_asym_in *in, struct rte_crypto_asym_xform *x);
/*
 * The op that uses the private part (RSA sign, MODEX, DH shared secret,
 * DSA and ECDSA sign with the input's k, ECPM, ECDH shared secret, SM2
 * sign), its outputs in out; on 22.11 with the parts the op carries.
 */
void tc_asym_op(struct tc_asym_in *in, struct rte_crypto_op *op, struct tc_asym_out *out);
/* ECDSA and DSA: the verify op of signature sig (a, b: r, s) with the input's public key. */
void tc_asym_op_verify(struct tc_asym_in *in, struct rte_crypto_op *op, struct tc_asym_out *sig);
/* What the op must give (the reference model): 0, or -1 if it must fail. */
int tc_asym_expect(const struct tc_asym_in *in, struct tc_asym_out *want);
/* Does what came back match? */
bool tc_asym_out_eq(const struct tc_asym_in *in, const struct tc_asym_out *want,
		const struct tc_asym_out *got);

/* A curve's numbers: field prime p, order n, generator (gx, gy), field bytes. */
struct tc_curve {
	const char *name;
	struct tc_bytes p, n, gx, gy;
	unsigned int field_len;
	unsigned int order_len;
};
int tc_asym_curve(enum rte_crypto_curve_id id, struct tc_curve *c);
/* (x, y) = k G on the curve, coordinates padded to the field length: 0, or -1. */
int tc_asym_ec_mul_g(enum rte_crypto_curve_id id, const struct tc_bytes *k, struct tc_bytes *x,
		struct tc_bytes *y);
/* k against the curve's order n: < 0, 0 or > 0 as k < n, k = n, k > n (-2: no curve). */
int tc_asym_cmp_order(enum rte_crypto_curve_id id, const struct tc_bytes *k);
/* Is (x, y), both below p, on the curve? */
bool tc_asym_on_curve(enum rte_crypto_curve_id id, const struct tc_bytes *x,
		const struct tc_bytes *y);

/*
 * Edge values of a number below a bound m (a field prime, an order):
 * 0, 1, m - 1, m, m + 1, 2^bits - 1 (bits of m's byte length), and v + m
 * (v given: the same number mod m, when it fits the length). 0, or -1 when
 * the value does not exist (v + m too long).
 */
enum tc_edge {
	TC_EDGE_0,
	TC_EDGE_1,
	TC_EDGE_M_1,
	TC_EDGE_M,
	TC_EDGE_M_P1,
	TC_EDGE_ONES,
	TC_EDGE_V_PLUS_M,
	TC_EDGE_NB,
};
const char *tc_asym_edge_name(enum tc_edge e);
int tc_asym_edge(enum tc_edge e, const struct tc_bytes *m, const struct tc_bytes *v,
		size_t len, struct tc_bytes *out);

/* out = a + b (as numbers, minimal length) and out = a + small (small may be negative). */
int tc_bn_add(const struct tc_bytes *a, const struct tc_bytes *b, struct tc_bytes *out);
int tc_bn_add_word(const struct tc_bytes *a, long w, struct tc_bytes *out);
/* out = a * b + w */
int tc_bn_mul_add(const struct tc_bytes *a, const struct tc_bytes *b, unsigned long w,
		struct tc_bytes *out);
/* Left-pad (or strip leading zeros) to exactly len bytes; -1 if it does not fit. */
int tc_bn_pad(struct tc_bytes *b, size_t len);

#endif /* TC_ASYM_H */
