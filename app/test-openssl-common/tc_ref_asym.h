/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_REF_ASYM_H
#define TC_REF_ASYM_H

/*
 * The reference model's asymmetric side: the computations of the
 * asymmetric ops made with OpenSSL directly (BIGNUM, EC_POINT, EVP_PKEY
 * built from the raw numbers), never through the PMD, and the keys and
 * domains the tests use. Numbers are big-endian byte strings.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <rte_crypto.h>

#define TC_BN_MAX	1100	/* bytes of the largest number (8192 bits and room) */

struct tc_bytes {
	size_t n;
	uint8_t d[TC_BN_MAX];
};

/* A number as a BIGNUM (OpenSSL's), and back padded to pad bytes (0: its own length). */
struct bignum_st;
struct bignum_st *tc_ref_bn(const struct tc_bytes *b);
int tc_ref_bn_out(const struct bignum_st *v, size_t pad, struct tc_bytes *r);

enum rte_crypto_auth_algorithm tc_ref_hash(const char *name);
const char *tc_ref_hash_name(enum rte_crypto_auth_algorithm h);
enum rte_crypto_curve_id tc_ref_curve_id(const char *curve);
const char *tc_ref_curve_name(enum rte_crypto_curve_id id);

int tc_ref_modexp(const struct tc_bytes *b, const struct tc_bytes *e,
		const struct tc_bytes *m, struct tc_bytes *r);
int tc_ref_modinv(const struct tc_bytes *b, const struct tc_bytes *m, struct tc_bytes *r);
/* A random number below m (nonzero when nonzero), length of m. */
int tc_ref_rand_below(const struct tc_bytes *m, struct tc_bytes *r);

/* RSA (pad: RTE_CRYPTO_RSA_PADDING_*): verify, encrypt, decrypt. */
struct tc_ref_rsa {
	struct tc_bytes n, e, d;
};
int tc_ref_rsa_verify(const struct tc_ref_rsa *k, int pad, int hash, int saltlen,
		const struct tc_bytes *msg, const struct tc_bytes *sig);
int tc_ref_rsa_encrypt(const struct tc_ref_rsa *k, int pad, int hash,
		const struct tc_bytes *msg, struct tc_bytes *ct);
int tc_ref_rsa_decrypt(const struct tc_ref_rsa *k, int pad, int hash,
		const struct tc_bytes *ct, struct tc_bytes *msg);
/* A fresh RSA key (bits), with its quintuple. */
struct tc_ref_rsa_full {
	struct tc_ref_rsa k;
	struct tc_bytes p, q, dp, dq, qinv;
};
int tc_ref_rsa_keygen(unsigned int bits, struct tc_ref_rsa_full *k);

int tc_ref_ecdsa_verify(const char *curve, const struct tc_bytes *qx,
		const struct tc_bytes *qy, const struct tc_bytes *msg, const struct tc_bytes *r,
		const struct tc_bytes *s);
int tc_ref_dsa_verify(const struct tc_bytes *p, const struct tc_bytes *q,
		const struct tc_bytes *g, const struct tc_bytes *y, const struct tc_bytes *msg,
		const struct tc_bytes *r, const struct tc_bytes *s);
/*
 * r = k * (x, y) on the curve of OpenSSL's nid, or k G when x and y are
 * NULL, coordinates padded to the field length; -1 if the point is not on
 * the curve or r is the point at infinity.
 */
int tc_ref_ec_mul(int nid, const struct tc_bytes *x, const struct tc_bytes *y,
		const struct tc_bytes *k, struct tc_bytes *rx, struct tc_bytes *ry);
/* r = k * (x, y) on the curve; -1 if the point is not on it. */
int tc_ref_ecpm(const char *curve, const struct tc_bytes *x, const struct tc_bytes *y,
		const struct tc_bytes *k, struct tc_bytes *rx, struct tc_bytes *ry);
/* A fresh key pair on the curve: d, and Q = (qx, qy), padded. */
int tc_ref_ec_keygen(const char *curve, struct tc_bytes *d, struct tc_bytes *qx,
		struct tc_bytes *qy);
/* A DSA domain (p, q, g) from OpenSSL's parameter generation. */
int tc_ref_dsa_params(unsigned int pbits, unsigned int qbits, struct tc_bytes *p,
		struct tc_bytes *q, struct tc_bytes *g);
/* RFC 3526 2048-bit MODP group (generator 2). */
void tc_ref_dh_group(struct tc_bytes *p, struct tc_bytes *g);

/* EdDSA instances, in the order of DPDK's rte_crypto_edward_instance. */
enum { TC_REF_ED25519, TC_REF_ED25519CTX, TC_REF_ED25519PH, TC_REF_ED448, TC_REF_ED448PH };
extern const char *const tc_ref_ed_names[5];
/* Does the OpenSSL in the process take EdDSA instances (3.2 and later)? */
bool tc_ref_ed_instances(void);
/* An EdDSA signature (instance inst, context c) and the public key: 0 or -1. */
int tc_ref_ed_sign(bool ed448, const struct tc_bytes *key, int inst, const struct tc_bytes *m,
		const struct tc_bytes *c, struct tc_bytes *out, struct tc_bytes *pub);

#endif /* TC_REF_ASYM_H */
