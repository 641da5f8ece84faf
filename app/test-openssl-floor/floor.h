/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef FLOOR_H
#define FLOOR_H

#include <stddef.h>
#include <stdint.h>

#include <openssl/core_dispatch.h>
#include <openssl/evp.h>

#define FLOOR_MAX_SIZE 16384
#define FLOOR_DIGEST_ROOM 64	/* digest/tag space after the data of each buffer */

/* A provider's cipher functions, called below EVP (floor_prov.c). */
struct floor_prov {
	void *provctx;
	OSSL_FUNC_cipher_newctx_fn *newctx;
	OSSL_FUNC_cipher_freectx_fn *freectx;
	OSSL_FUNC_cipher_encrypt_init_fn *einit;
	OSSL_FUNC_cipher_decrypt_init_fn *dinit;
	OSSL_FUNC_cipher_update_fn *update;
	OSSL_FUNC_cipher_final_fn *final;
	OSSL_FUNC_cipher_cipher_fn *cipher;
	OSSL_FUNC_cipher_get_ctx_params_fn *get_ctx_params;
	OSSL_FUNC_cipher_set_ctx_params_fn *set_ctx_params;
};

/* A provider's digest functions, for HMAC below EVP (floor_prov.c). */
struct floor_prov_md {
	void *provctx;
	OSSL_FUNC_digest_newctx_fn *newctx;
	OSSL_FUNC_digest_dupctx_fn *dupctx;
	OSSL_FUNC_digest_freectx_fn *freectx;
	OSSL_FUNC_digest_init_fn *init;
	OSSL_FUNC_digest_update_fn *update;
	OSSL_FUNC_digest_final_fn *final;
	/* copy a state into a context: OpenSSL 3.5's providers, NULL on 3.0 */
	void (*copyctx)(void *out, void *in);
};

/* Everything an algorithm keys once, before the timed loop. */
struct floor_state {
	EVP_CIPHER *cipher;		/* fetched cipher (CBC, GCM, DES-EDE3-ECB) */
	EVP_CIPHER_CTX *cctx;		/* keyed cipher context used per op */
	EVP_CIPHER_CTX *ctmpl;		/* keyed template, for the copy variants */
	EVP_MAC *mac;			/* fetched MAC (HMAC, CMAC) */
	EVP_MAC_CTX *mctx;		/* keyed MAC context used per op */
	EVP_MAC_CTX *mtmpl;		/* keyed template, for the dup variants */
	EVP_MD *md;			/* HMAC's digest, for the digest-copy path */
	EVP_MD_CTX *ipad;		/* digest state after key ^ ipad */
	EVP_MD_CTX *opad;		/* digest state after key ^ opad */
	EVP_MD_CTX *mdctx;		/* work context for the digest-copy variant */
	int enc;			/* 1 encrypt / generate, 0 decrypt */
	size_t key_len;
	size_t digest_len;
	uint8_t key[64];
	uint8_t iv[16];
	uint8_t aad[16];
	uint8_t chain[16];		/* CBC chaining block, for the steered paths */
	struct floor_prov prov;		/* the cipher's provider functions */
	void *pctx;			/* the provider's keyed context (prov- variants) */
	uint8_t pchain[16];		/* its chaining block */
	struct floor_prov_md pmd;	/* HMAC's digest, its provider functions */
	void *pipad;			/* the provider's digest state after key ^ ipad */
	void *popad;			/* ... and after key ^ opad */
	void *pwork;			/* copyctx's target, where the provider has it */
	uint8_t k1[16];			/* CMAC subkeys: complete last block ... */
	uint8_t k2[16];			/* ... and padded one */
	uint8_t scratch[FLOOR_MAX_SIZE];	/* 3DES-CTR counter blocks / keystream */
};

/* One way of doing one operation on buf[0..len) (digest/tag at buf + len). */
typedef int (*floor_op_fn)(struct floor_state *st, uint8_t *buf, size_t len);

struct floor_algo;

struct floor_variant {
	const char *name;
	const char *what;	/* one line for --variants' header */
	floor_op_fn fn;
	int (*prep)(struct floor_state *st);	/* after setup, untimed (or NULL) */
};

/* How the floor computes a row of the benchmark matrix (floor_algos.c). */
struct floor_impl {
	const char *name;	/* the row's */
	int (*setup)(struct floor_state *st, const struct floor_algo *a);
	const char *evp_name;	/* cipher or MAC digest/cipher */
	const struct floor_variant *variants;	/* [0] is the floor, NULL-terminated */
	floor_op_fn ref;	/* the plain EVP way, for the self-check (or NULL) */
};

/* A row of the matrix with its implementation. */
struct floor_algo {
	const char *name;
	int (*setup)(struct floor_state *st, const struct floor_algo *a);
	const char *evp_name;
	size_t key_len;		/* the MAC's key, else the cipher's */
	size_t digest_len;
	size_t block;		/* data lengths are a multiple of this */
	int enc;
	const struct floor_variant *variants;
	floor_op_fn ref;	/* the plain EVP way the floor must equal (or NULL) */
};

#define FLOOR_MAX_ALGOS 32

extern struct floor_algo floor_algos[FLOOR_MAX_ALGOS];
extern unsigned int floor_nb_algos;

/* The matrix's rows (but crypto_null's) with their implementations; -1 if one has none. */
int floor_algos_init(void);

/*
 * The rows' setups (floor_setup.c): the state keyed for algorithm a, its
 * cipher only, HMAC (MAC and digest states), CMAC (MAC, CBC context and
 * subkeys), or AES-CBC then HMAC-SHA1. 0, or -1 if OpenSSL refuses.
 */
int floor_setup_cipher_only(struct floor_state *st, const struct floor_algo *a);
int floor_setup_hmac(struct floor_state *st, const struct floor_algo *a);
int floor_setup_cmac(struct floor_state *st, const struct floor_algo *a);
int floor_setup_cbc_hmac(struct floor_state *st, const struct floor_algo *a);
void floor_state_free(struct floor_state *st);

/*
 * The provider's functions of st->cipher (exactly this name) and a keyed
 * provider context in st->pctx; -1 if the provider does not give them.
 */
int floor_prov_setup(struct floor_state *st, const char *name);
void floor_prov_free(struct floor_state *st);

/*
 * The provider's functions of st->md and its states after the blocks
 * ipad and opad (st->pipad, st->popad); -1 if the provider does not give them.
 */
int floor_prov_md_setup(struct floor_state *st, const uint8_t *ipad, const uint8_t *opad,
		size_t bs);

/*
 * The self-check (floor_check.c): for each algorithm with a reference, the
 * floor's output equals the reference's (EVP_MAC, a re-initialised CBC
 * context) bit for bit, over lengths 0..300 and a few long ones, op after op
 * on one state. Returns the number of comparisons made, -1 on a mismatch.
 */
int floor_selfcheck(const struct floor_algo *a);

#endif /* FLOOR_H */
