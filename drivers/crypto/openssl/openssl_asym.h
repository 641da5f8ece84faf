/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef OPENSSL_ASYM_H
#define OPENSSL_ASYM_H

/*
 * Asymmetric crypto: a sibling of the symmetric family interface. A family
 * serves one asymmetric transform type. Session configure parses and checks
 * the key once (setup) and keeps what every queue pair shares read-only: a
 * keyed EVP_PKEY, or precomputed BIGNUM state. Each queue pair gets its own
 * state (slot), made by slot_new on its first op: EVP_PKEY_CTXs with the
 * operation initialised, BN_CTX and result BIGNUMs. process runs one op.
 */

#include <stdbool.h>
#include <stdint.h>

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/evp.h>

#include <rte_crypto_asym.h>
#include <rte_cryptodev.h>

#include "openssl_libctx.h"

struct openssl_qp;
struct rte_pmd_openssl_qp_stats;

/* Largest modulus a session takes, in bytes (RSA, MODEX, MODINV, DH, DSA). */
#define OPENSSL_ASYM_MAX_MOD_LEN	1024	/* 8192 bits */
#define OPENSSL_RSA_MIN_MOD_LEN		64	/* 512 bits */
/* Largest EC field or order, in bytes (P-521). */
#define OPENSSL_EC_MAX_LEN		66

/* RSA: the keyed key pair (or public key), shared read-only by the slots. */
struct openssl_rsa_sess {
	EVP_PKEY *pkey;
	uint32_t n_len;		/* modulus bytes */
	bool has_priv;
	/* DPDK >= 23.03: the xform's padding, its OAEP label copied */
	struct rte_crypto_rsa_padding padding;
};

/* MODEX and MODINV. */
struct openssl_mod_sess {
	BIGNUM *m;
	BIGNUM *e;		/* MODEX exponent (BN_FLG_CONSTTIME) */
	BN_MONT_CTX *mont;	/* odd modulus only */
	uint32_t m_len;
	bool consttime;		/* odd modulus, and (MODEX) an exponent of over 32 bits */
};

/* DH: group parameters; keys come with each op. */
struct openssl_dh_sess {
	BIGNUM *p;
	BIGNUM *g;
	BIGNUM *p_minus_1;	/* public values lie in [2, p - 2] */
	BIGNUM *p_minus_3;	/* private keys are drawn from [2, p - 2] */
	BN_MONT_CTX *mont;
	uint32_t p_len;
};

/* DSA: domain parameters, private key x and y = g^x mod p. */
struct openssl_dsa_sess {
	BIGNUM *p;
	BIGNUM *q;
	BIGNUM *g;
	BIGNUM *x;		/* private key (signing with an op's k); NULL without */
	EVP_PKEY *pkey;		/* p, q, g, y = g^x mod p and x; NULL without x */
	uint8_t *y;		/* the session's own y, minimal big-endian */
	uint32_t y_len;
	uint32_t p_len;
	uint32_t q_len;
};

/* ECDSA and ECPM: the curve. Keys come with each ECDSA op (22.11). */
struct openssl_ec_sess {
	EC_GROUP *group;
	const char *group_name;	/* OSSL_PKEY_PARAM_GROUP_NAME */
	BIGNUM *p;		/* the field prime: coordinates lie below it */
	uint8_t p_be[OPENSSL_EC_MAX_LEN];	/* p, field_len bytes big-endian */
	uint32_t field_len;	/* coordinate bytes */
	uint32_t order_len;	/* scalar bytes */
	/* DPDK >= 23.03: copies of the xform's keys (one allocation, key_mem) */
	rte_crypto_param pkey;
	struct rte_crypto_ec_point q;
	uint8_t *key_mem;
	size_t key_mem_len;
};

/* SM2 (DPDK >= 24.11): the keyed EVP_PKEY and what Z and signing with k need. */
struct openssl_sm2_sess {
	EC_GROUP *group;
	EVP_PKEY *pkey;		/* key pair, or public key only */
	BIGNUM *d;		/* private key (BN_FLG_CONSTTIME); NULL without */
	EVP_MD *sm3;
	uint8_t zpar[6 * 32];	/* a, b, xG, yG, xA, yA: Z's curve and key part */
};

/* ECDH (DPDK >= 24.11): the curve and the xform's keys. */
struct openssl_ecdh_sess {
	EC_GROUP *group;	/* the named curve: d G (public key generate) */
	EC_GROUP *mul;		/* the ladder's curve: d Q (openssl_ec_group_ladder) */
	BIGNUM *p;		/* the field prime: coordinates lie below it */
	BIGNUM *d;		/* private key (BN_FLG_CONSTTIME); NULL without */
	EC_POINT *q;		/* the peer's public key (on mul); NULL without */
	EVP_PKEY *ed;		/* Ed25519/Ed448 curves: the key pair (public key generate) */
	uint32_t field_len;	/* coordinate bytes (Edwards curves: public key bytes) */
	uint32_t order_len;	/* scalar bytes */
};

/* EdDSA (DPDK >= 24.11): the keyed EVP_PKEY. */
struct openssl_eddsa_sess {
	EVP_PKEY *pkey;		/* key pair, or public key only */
	bool has_priv;
	bool ed448;
	bool instances;		/* OpenSSL takes instances and context strings */
	uint32_t key_len;	/* 32 (Ed25519) or 57 (Ed448) */
};

/*
 * ML-KEM and ML-DSA (DPDK >= 25.11): the parameter set. Keys come with each
 * op; a queue pair's slot keeps contexts for the last keys (openssl_asym_pqc.c).
 */
struct openssl_pqc_sess {
	const char *alg;	/* OpenSSL's name, "ML-KEM-768" */
	uint16_t pub_len;	/* encapsulation / public key bytes */
	uint16_t priv_len;	/* decapsulation / private key bytes */
	uint16_t out_len;	/* ciphertext / signature bytes */
	bool deterministic;	/* ML-DSA: rnd = 0 (FIPS 204) */
};

/*
 * Driver private part of an asymmetric session. magic tells it from whatever
 * else an op's session pointer may point at (a symmetric session of this
 * driver behind an op of the wrong type has the same driver id).
 */
#define OPENSSL_ASYM_MAGIC	UINT64_C(0x4f53534c41535953)

struct openssl_asym_session {
	uint64_t magic;		/* OPENSSL_ASYM_MAGIC while configured */
	uint8_t family;		/* row of openssl_asym_families[] */
	uint8_t owner_dev_id;	/* slots are indexed by this device's qp ids */
	bool vartime;		/* the device's modex_vartime: a public exponent */
	bool one_op;		/* no slots: a sessionless op's session, used once */
	/* the owner device's library context: every fetch and key of the session */
	const struct openssl_libctx *lc;
	uint16_t nb_slots;
	union {
		struct openssl_rsa_sess rsa;
		struct openssl_mod_sess mod;
		struct openssl_dh_sess dh;
		struct openssl_dsa_sess dsa;
		struct openssl_ec_sess ec;
		struct openssl_sm2_sess sm2;
		struct openssl_pqc_sess pqc;
		struct openssl_ecdh_sess ecdh;
		struct openssl_eddsa_sess eddsa;
	};
	void *slots[];		/* per queue pair state, NULL until its first op */
};

/*
 * An asymmetric family. setup may assume a zeroed family part and must leave
 * nothing allocated when it fails; sess_free wipes and frees what setup made.
 * slot_new makes a queue pair's state (NULL on failure), slot_free wipes and
 * frees it. process runs one op and returns its RTE_CRYPTO_OP_STATUS_*.
 */
struct openssl_asym_family {
	const char *name;
	enum rte_crypto_asym_xform_type xform_type;
	const struct rte_cryptodev_capabilities *caps;
	unsigned int nb_caps;
	/* can the device's library context do it */
	bool (*available)(const struct openssl_libctx *lc);
	/* NULL, or false when caps promise more than the context does: not advertised */
	bool (*advertised)(const struct openssl_libctx *lc);
	int (*setup)(struct openssl_asym_session *s, const struct rte_crypto_asym_xform *x);
	void (*sess_free)(struct openssl_asym_session *s);
	void *(*slot_new)(const struct openssl_asym_session *s);
	void (*slot_free)(const struct openssl_asym_session *s, void *slot);
	uint8_t (*process)(struct rte_crypto_asym_op *op, const struct openssl_asym_session *s,
		void *slot);
};

extern const struct openssl_asym_family openssl_rsa_family;
extern const struct openssl_asym_family openssl_modex_family;
extern const struct openssl_asym_family openssl_modinv_family;
extern const struct openssl_asym_family openssl_dh_family;
extern const struct openssl_asym_family openssl_dsa_family;
extern const struct openssl_asym_family openssl_ecdsa_family;
extern const struct openssl_asym_family openssl_ecpm_family;
extern const struct openssl_asym_family openssl_sm2_family;
extern const struct openssl_asym_family openssl_mlkem_family;
extern const struct openssl_asym_family openssl_mldsa_family;
extern const struct openssl_asym_family openssl_ecdh_family;
extern const struct openssl_asym_family openssl_eddsa_family;

/* Every asymmetric family, in capability order (openssl_asym_session.c). */
extern const struct openssl_asym_family *const openssl_asym_families[];
extern const unsigned int openssl_nb_asym_families;

/* openssl_asym_session.c */
unsigned int openssl_asym_session_size(uint16_t nb_slots);
int openssl_asym_session_configure(struct openssl_asym_session *s, size_t priv_size,
		const struct rte_crypto_asym_xform *xform, uint8_t owner_dev_id);
void openssl_asym_session_clear(struct openssl_asym_session *s);
/* One asymmetric op on a queue pair: sets op->status. */
void openssl_asym_process_op(struct openssl_qp *qp, struct rte_crypto_op *op);

/*
 * openssl_asym_rsa_key.c: the RSA key of a transform, proven consistent
 * (one_op: a sessionless op's, not factored); -EINVAL if it is not a key,
 * -ENOTSUP if too small or too large. *priv: it has the private part.
 */
int openssl_rsa_key(const struct openssl_libctx *lc, const struct rte_crypto_rsa_xform *x,
		bool one_op, EVP_PKEY **pkey, bool *priv);

/* openssl_asym_util.c: big-endian numbers in op and xform parameters. */
/*
 * A number of at most max_len bytes, leading zero bytes not counted: NULL if
 * absent (NULL data or zero length) or too long.
 */
BIGNUM *openssl_bn_from_param(const rte_crypto_param *p, uint32_t max_len);
/*
 * The same for a private value: a secure BIGNUM. OpenSSL wipes its digits
 * when it is freed or grows, and a parameter built from it goes to the
 * secure part of an OSSL_PARAM array, which OSSL_PARAM_free() wipes (the
 * other part it frees as it is). Free it with BN_clear_free().
 */
BIGNUM *openssl_bn_secret(const rte_crypto_param *p, uint32_t max_len);
/* The same into an existing BIGNUM (no allocation once it is large enough). */
int openssl_bn_load(BIGNUM *bn, const rte_crypto_param *p, uint32_t max_len);
/*
 * Write bn to an output parameter, left-padded with zeros to pad_len bytes
 * (pad_len 0: minimal length). -1 if data is NULL or the buffer is too short;
 * length (in: capacity, 0 = as large as the API says; out: bytes written).
 */
int openssl_bn_store(const BIGNUM *bn, rte_crypto_param *p, uint32_t pad_len);
/* Output capacity: length if nonzero, else what the API guarantees (dflt). */
static inline size_t
openssl_out_cap(const rte_crypto_param *p, size_t dflt)
{
	return p->length != 0 ? p->length : dflt;
}
/* A DER ECDSA/DSA signature SEQUENCE { r, s } from two numbers; its length or 0. */
size_t openssl_sig_der_encode(uint8_t *out, size_t cap, const rte_crypto_param *r,
		const rte_crypto_param *s);
/* r and s of a DER signature, written left-padded to len bytes each; 0 or -1. */
int openssl_sig_der_decode(const uint8_t *der, size_t der_len, rte_crypto_param *r,
		rte_crypto_param *s, uint32_t len);
/* A copy of param p in mem (at *off), or an empty param: the session's own copy. */
rte_crypto_param openssl_param_copy(const rte_crypto_param *p, uint8_t *mem, size_t *off);

/*
 * openssl_asym_nonce.c: signatures with the k an op gives. A queue pair's
 * working numbers: the caller loads k and the private key d, calls a sign
 * function (0, or -1 on bad input), reads r and s, then wipes.
 */
struct openssl_nonce_ctx {
	BN_CTX *bc;
	BIGNUM *k;		/* secret nonce (BN_FLG_CONSTTIME) */
	BIGNUM *d;		/* private key (BN_FLG_CONSTTIME) */
	BIGNUM *e;		/* the message as a number */
	BIGNUM *t;
	BIGNUM *u;
	BIGNUM *r;
	BIGNUM *s;
	EC_POINT *pt;		/* k * G (curves only) */
};

/* g: the curve, or NULL for DSA. */
int openssl_nonce_init(struct openssl_nonce_ctx *c, const EC_GROUP *g);
void openssl_nonce_free(struct openssl_nonce_ctx *c);
void openssl_nonce_wipe(struct openssl_nonce_ctx *c);
int openssl_ecdsa_sign_k(struct openssl_nonce_ctx *c, const EC_GROUP *g, const uint8_t *dgst,
		size_t len);
int openssl_dsa_sign_k(struct openssl_nonce_ctx *c, const BIGNUM *p, const BIGNUM *q,
		const BIGNUM *g, const uint8_t *dgst, size_t len);
/* SM2: e is the digest of Z || M (32 bytes). */
int openssl_sm2_sign_k(struct openssl_nonce_ctx *c, const EC_GROUP *g, const uint8_t *e,
		size_t len);

/*
 * openssl_asym_ecpt.c: the NIST prime curves of ECPM and ECDH, and a queue
 * pair's working set for their point arithmetic.
 */
/* The curve's NID (and in *name, if not NULL, its group name); NID_undef if unknown. */
int openssl_ec_curve_nid(enum rte_crypto_curve_id id, const char **name);
/* Does the context have every one of these curves? */
bool openssl_ec_curves_ok(const struct openssl_libctx *lc);
/* A named curve of the context, or NULL. */
EC_GROUP *openssl_ec_group(const struct openssl_libctx *lc, int nid);
/* The curve on OpenSSL's generic implementation (a secret scalar's multiplications), or NULL. */
EC_GROUP *openssl_ec_group_ladder(const struct openssl_libctx *lc, int nid);

struct openssl_ec_work {
	BN_CTX *bc;
	EC_POINT *p;		/* the op's point */
	EC_POINT *r;		/* the result */
	EC_POINT *gen_r;	/* a multiple of the generator (on another curve), or NULL */
	BIGNUM *x;
	BIGNUM *y;
	BIGNUM *k;		/* a secret scalar (BN_FLG_CONSTTIME) */
};

/* Points p and r on g, gen_r on gen; NULL: none (an Edwards curve ECDH session). */
struct openssl_ec_work *openssl_ec_work_new(const struct openssl_libctx *lc, const EC_GROUP *g,
		const EC_GROUP *gen);
void openssl_ec_work_free(struct openssl_ec_work *w);
/*
 * Point pt from q's coordinates (at most field_len bytes each), through w's x
 * and y: -EINVAL if a coordinate is absent or too long; -EDOM if one is not
 * below the field prime or the point is not on the curve.
 */
int openssl_ec_point_load(struct openssl_ec_work *w, const EC_GROUP *g, const BIGNUM *prime,
		uint32_t field_len, EC_POINT *pt, const struct rte_crypto_ec_point *q);
/* The same from two numbers: 0, or -EDOM. */
int openssl_ec_point_set(const EC_GROUP *g, const BIGNUM *prime, EC_POINT *pt, const BIGNUM *x,
		const BIGNUM *y, BN_CTX *bc);
/* After an op: coordinates, scalar and result (a shared secret, maybe) not kept. */
void openssl_ec_work_wipe(struct openssl_ec_work *w, const EC_GROUP *g);
/*
 * Write pt's coordinates (through w's x and y) to out, field_len bytes each:
 * x, and y unless y_opt and its data is NULL. An op status: at infinity is
 * an error.
 */
uint8_t openssl_ec_point_store(struct openssl_ec_work *w, const EC_GROUP *g, const EC_POINT *pt,
		uint32_t field_len, struct rte_crypto_ec_point *out, bool y_opt);

/* Free a BIGNUM that may hold a secret. */
void openssl_bn_wipe(BIGNUM **bn);

/* Does the context provide key management for this key type ("RSA", "DSA", "EC")? */
bool openssl_pkey_type_ok(const struct openssl_libctx *lc, const char *type);
/* A key of this type from the parameters in bld: key pair if priv, else public. */
EVP_PKEY *openssl_pkey_fromdata(const struct openssl_libctx *lc, const char *type,
		OSSL_PARAM_BLD *bld, bool priv);
/* A BN_CTX whose random numbers come from the context. */
static inline BN_CTX *
openssl_bn_ctx(const struct openssl_libctx *lc)
{
	return BN_CTX_new_ex(lc->libctx);
}

/*
 * A slot's context for the key an op brings (22.11 puts ECDSA keys, DSA's y
 * and DH's private key in the op; ML-KEM and ML-DSA keys always come with
 * the op): the context for the last key, kept until an op brings another
 * one, so that a repeated key costs nothing. One cache for every family:
 * the key material is compared in constant time, wiped when replaced and
 * when the slot is freed.
 */
struct openssl_key_cache {
	const struct openssl_libctx *lc;	/* where the contexts are made */
	EVP_PKEY_CTX *ctx;	/* initialised for the operation, or NULL */
	uint32_t len;		/* bytes of key material in mat */
	uint32_t cap;
	uint8_t *mat;		/* the key material ctx was made for */
};

/*
 * Make a key in context lc from key material (NULL if it is not a valid key);
 * arg: the builder's.
 */
typedef EVP_PKEY *(*openssl_key_build_t)(const struct openssl_libctx *lc, const void *arg,
		const uint8_t *mat, uint32_t len);
/* Initialise a context made for a key for its operation: 1 on success. */
typedef int (*openssl_key_init_t)(EVP_PKEY_CTX *ctx);

int openssl_key_cache_init(struct openssl_key_cache *c, uint32_t cap,
		const struct openssl_libctx *lc);
void openssl_key_cache_free(struct openssl_key_cache *c);
/* The context for this key material: made on a change (NULL if it is no valid key). */
EVP_PKEY_CTX *openssl_key_cache_get(struct openssl_key_cache *c, const uint8_t *mat,
		uint32_t len, openssl_key_build_t build, const void *arg, openssl_key_init_t init);
/* Use an existing key for material mat (the session's own key). */
int openssl_key_cache_set(struct openssl_key_cache *c, EVP_PKEY *pkey, const uint8_t *mat,
		uint32_t len, openssl_key_init_t init);

/*
 * DSA and ECDSA, openssl_asym_util.c. Sign msg with ctx through the DER
 * buffer der (cap bytes) and write r and s, len bytes each: ERROR if
 * OpenSSL fails, INVALID_ARGS if r or s has no room.
 */
uint8_t openssl_sig_sign(EVP_PKEY_CTX *ctx, uint8_t *der, size_t cap,
		const rte_crypto_param *msg, rte_crypto_param *r, rte_crypto_param *s,
		uint32_t len);
/*
 * Verify (r, s) over msg with the public key of material mat, its context
 * from cache c (build and arg make the key): INVALID_ARGS if r and s do not
 * fit der (cap bytes), ERROR for a key that is none or a failed verification.
 */
uint8_t openssl_sig_verify(struct openssl_key_cache *c, const uint8_t *mat, uint32_t mat_len,
		openssl_key_build_t build, const void *arg, uint8_t *der, size_t cap,
		const rte_crypto_param *msg, const rte_crypto_param *r, const rte_crypto_param *s);
/* A FIPS device's k comes from the provider, never from the op: is k given on one? */
bool openssl_op_k_refused(const struct openssl_libctx *lc, const rte_crypto_param *k);

/*
 * openssl_asym_pqc.c: ML-KEM and ML-DSA keys from their raw encodings, as
 * key cache builders (arg: OpenSSL's algorithm name).
 */
EVP_PKEY *openssl_pqc_build_pub(const struct openssl_libctx *lc, const void *alg,
		const uint8_t *mat, uint32_t len);
EVP_PKEY *openssl_pqc_build_priv(const struct openssl_libctx *lc, const void *alg,
		const uint8_t *mat, uint32_t len);
/* A key of algorithm alg from its raw encoding (priv: private key), or NULL. */
EVP_PKEY *openssl_pqc_pkey(const struct openssl_libctx *lc, const char *alg, bool priv,
		const uint8_t *mat, uint32_t len);
/* Write a key's raw public or private encoding to out (exactly len bytes): 0 or -1. */
int openssl_pqc_key_out(const EVP_PKEY *pkey, bool priv, rte_crypto_param *out,
		uint32_t len);

#endif /* OPENSSL_ASYM_H */
