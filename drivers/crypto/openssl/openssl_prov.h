/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef OPENSSL_PROV_H
#define OPENSSL_PROV_H

/*
 * Below EVP: the provider's own cipher functions. Every EVP_CIPHER is a
 * table of functions its provider handed to libcrypto; the data path may
 * call them directly on a provider context of its own, skipping EVP's
 * checks and parameter look-ups per call. The table is found from the EVP
 * object the session fetched (its provider, the algorithm of the exact
 * name), so it is whatever provider and library context the session uses.
 * A family uses it only after a bit-exact self-check against EVP on this
 * device (openssl_prov_verdict()); the devarg plain_evp turns it off.
 */

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <openssl/core_dispatch.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/params.h>

#include "openssl_compat.h"

/* A provider's cipher: its context and the functions the driver calls. */
struct openssl_prov_cipher {
	void *provctx;
	OSSL_FUNC_cipher_newctx_fn *newctx;
	OSSL_FUNC_cipher_dupctx_fn *dupctx;	/* may be NULL: then re-key */
	OSSL_FUNC_cipher_freectx_fn *freectx;
	OSSL_FUNC_cipher_encrypt_init_fn *einit;
	OSSL_FUNC_cipher_decrypt_init_fn *dinit;
	OSSL_FUNC_cipher_update_fn *update;
	OSSL_FUNC_cipher_final_fn *final;
	OSSL_FUNC_cipher_cipher_fn *cipher;
	OSSL_FUNC_cipher_get_ctx_params_fn *get_ctx_params;
	OSSL_FUNC_cipher_set_ctx_params_fn *set_ctx_params;
};

/* A provider's digest: the functions HMAC calls on its keyed states. */
struct openssl_prov_digest {
	void *provctx;
	OSSL_FUNC_digest_newctx_fn *newctx;
	OSSL_FUNC_digest_dupctx_fn *dupctx;
	OSSL_FUNC_digest_freectx_fn *freectx;
	OSSL_FUNC_digest_init_fn *init;
	OSSL_FUNC_digest_update_fn *update;
	OSSL_FUNC_digest_final_fn *final;
	OSSL_FUNC_digest_copyctx_fn *copyctx;	/* NULL before OpenSSL 3.5: then dupctx */
};

/* Self-check verdicts a device remembers, per algorithm table row. */
enum openssl_prov_state {
	OPENSSL_PROV_UNKNOWN,
	OPENSSL_PROV_DIRECT,	/* passed: the provider's functions */
	OPENSSL_PROV_EVP,	/* failed, or not available: EVP */
};

#define OPENSSL_PROV_CACHE_LEN	64

struct openssl_prov_cache {
	/* a control-path lock that sleeps: a self-check runs crypto */
	pthread_mutex_t lock;
	unsigned int n;
	struct {
		const void *key;	/* an algorithm table row */
		uint8_t state;		/* enum openssl_prov_state */
	} e[OPENSSL_PROV_CACHE_LEN];
};

/*
 * The functions of evp's implementation in its provider, found by the exact
 * name (one of the colon-separated names of an OSSL_ALGORITHM entry).
 * 0, or -ENOTSUP if the provider does not list it or a needed function lacks.
 */
int openssl_prov_cipher_get(const EVP_CIPHER *evp, const char *name,
		struct openssl_prov_cipher *pc);

/* The same for a digest, found by md's own name. */
int openssl_prov_digest_get(const EVP_MD *md, struct openssl_prov_digest *pd);

/* A new provider context keyed for one direction, params applied (may be NULL). */
void *openssl_prov_cipher_new(const struct openssl_prov_cipher *pc, const uint8_t *key,
		size_t keylen, bool enc, const OSSL_PARAM *params);
/* The same for evp's provider cipher, padding off when evp is a block mode. */
void *openssl_prov_cipher_new_nopad(const struct openssl_prov_cipher *pc, const EVP_CIPHER *evp,
		const uint8_t *key, size_t keylen, bool enc);
/* A clone of a keyed context, or NULL (also when the provider cannot clone). */
void *openssl_prov_cipher_dup(const struct openssl_prov_cipher *pc, void *ctx);
void openssl_prov_cipher_free(const struct openssl_prov_cipher *pc, void *ctx);

/*
 * Self-check of an algorithm: true when the provider path is bit-exact with
 * EVP. evp is the EVP object (EVP_CIPHER, EVP_MD), funcs the provider's
 * functions found for it (struct openssl_prov_cipher, openssl_prov_digest).
 */
typedef bool (*openssl_prov_check_t)(const void *evp, const void *funcs);

/*
 * Whether a session of this table row may use the provider path: the
 * device's remembered verdict, or the check run now (once per device and
 * row) and logged. what names the algorithm in the log, prov its provider.
 */
bool openssl_prov_verdict(struct openssl_prov_cache *cache, const void *row, const char *what,
		const OSSL_PROVIDER *prov, openssl_prov_check_t check, const void *evp,
		const void *funcs);

/* The self-check of GCM-like AEADs (IV, AAD, data, tag): GCM, ChaCha20-Poly1305. */
bool openssl_prov_check_aead(const void *evp, const void *pc);

/*
 * The self-check of a block or stream cipher (CBC, CTR, ECB, XTS): an IV,
 * then the provider's cipher function, which chains on from call to call.
 */
bool openssl_prov_check_cipher(const void *evp, const void *pc);

/*
 * The self-check of HMAC on the provider's digest (evp an EVP_MD): keyed
 * states started from per message as the data path does (copied into one
 * working context when the provider has copyctx, else cloned), against EVP
 * digests.
 */
bool openssl_prov_check_hmac(const void *md, const void *pd);

/*
 * An AEAD op's IV-only init on the keyed context; to decrypt, the expected
 * tag goes in with it (the provider sets init's params as set_ctx_params
 * does). 0 or -1.
 */
static inline int
openssl_prov_aead_init(const struct openssl_prov_cipher *pc, void *ctx, bool enc,
		const uint8_t *iv, size_t iv_len, uint8_t *tag, size_t tag_len)
{
	if (enc) {
		return pc->einit(ctx, NULL, 0, iv, iv_len, NULL) == 1 ? 0 : -1;
	} else {
		OSSL_PARAM p[2] = {
			{ OSSL_CIPHER_PARAM_AEAD_TAG, OSSL_PARAM_OCTET_STRING, tag, tag_len, 0 },
			OSSL_PARAM_END
		};

		return pc->dinit(ctx, NULL, 0, iv, iv_len, p) == 1 ? 0 : -1;
	}
}

/*
 * One AEAD op of the GCM call sequence, in three steps: start (IV, the
 * expected tag to verify, AAD), data (any number of times), finish (the
 * tag out when encrypting). 0 on success; finish returns -EBADMSG when
 * decryption fails the tag.
 */
static inline int
openssl_prov_aead_start(const struct openssl_prov_cipher *pc, void *ctx, bool enc,
		const uint8_t *iv, size_t iv_len, uint8_t *tag, size_t tag_len,
		const uint8_t *aad, size_t aad_len)
{
	size_t outl;

	if (openssl_prov_aead_init(pc, ctx, enc, iv, iv_len, tag, tag_len) != 0)
		return -1;
	if (aad_len > 0 && pc->update(ctx, NULL, &outl, aad_len, aad, aad_len) != 1)
		return -1;
	return 0;
}

static inline int
openssl_prov_aead_data(const struct openssl_prov_cipher *pc, void *ctx, uint8_t *out,
		const uint8_t *in, size_t len)
{
	size_t outl = 0;

	if (len == 0)
		return 0;
	return pc->update(ctx, out, &outl, len, in, len) == 1 && outl == len ? 0 : -1;
}

static inline int
openssl_prov_aead_finish(const struct openssl_prov_cipher *pc, void *ctx, bool enc,
		uint8_t *tag, size_t tag_len)
{
	uint8_t tail[EVP_MAX_BLOCK_LENGTH];
	size_t outl = 0;

	if (pc->final(ctx, tail, &outl, sizeof(tail)) != 1)
		return enc ? -1 : -EBADMSG;
	if (enc) {
		OSSL_PARAM p[2] = {
			{ OSSL_CIPHER_PARAM_AEAD_TAG, OSSL_PARAM_OCTET_STRING, tag, tag_len, 0 },
			OSSL_PARAM_END
		};

		if (pc->get_ctx_params(ctx, p) != 1)
			return -1;
	}
	return 0;
}

/*
 * HMAC (RFC 2104) on a provider's digest. The keyed states are the
 * digest's contexts after one block of K ^ ipad and of K ^ opad
 * (openssl_prov_hmac_state(), made once); an op starts from the inner
 * state (openssl_prov_hmac_start()), feeds it the message with pd->update,
 * and openssl_prov_hmac_finish() ends it from the outer state. Where the
 * provider has copyctx, the states are copied into a working context the
 * caller keeps (openssl_prov_hmac_work()): no allocation per op. Without
 * it, each step works on a clone (dupctx) that finish frees.
 */
void *openssl_prov_hmac_state(const struct openssl_prov_digest *pd, const uint8_t *block,
		size_t bs);

/* The working context an op needs (with copyctx), or NULL when none is needed. */
static inline void *
openssl_prov_hmac_work(const struct openssl_prov_digest *pd)
{
	return pd->copyctx != NULL ? pd->newctx(pd->provctx) : NULL;
}

/* The context to feed the message to (work itself with copyctx), or NULL. */
static inline void *
openssl_prov_hmac_start(const struct openssl_prov_digest *pd, void *work, void *in_state)
{
	if (pd->copyctx == NULL)
		return pd->dupctx(in_state);
	pd->copyctx(work, in_state);
	return work;
}

/* An op done with ctx (finish, or given up before it): freed when it is a clone. */
static inline void
openssl_prov_hmac_end(const struct openssl_prov_digest *pd, void *ctx)
{
	if (pd->copyctx == NULL)
		pd->freectx(ctx);
}

/*
 * Zero a small per-op buffer for good: a memset the compiler must keep (the
 * empty asm reads the buffer). OPENSSL_cleanse() does the same a byte at a
 * time, about 35 instructions for a 20-byte digest.
 */
static inline void
openssl_prov_wipe(void *p, size_t len)
{
	memset(p, 0, len);
	__asm__ __volatile__("" : : "r"(p) : "memory");
}

/* md gets the full digest (EVP_MAX_MD_SIZE bytes of room); ctx is done with. 0 or -1. */
static inline int
openssl_prov_hmac_finish(const struct openssl_prov_digest *pd, void *ctx, void *out_state,
		uint8_t *md)
{
	uint8_t inner[EVP_MAX_MD_SIZE];
	size_t len = 0, mdlen = 0;
	int ret = -1;

	if (pd->final(ctx, inner, &len, sizeof(inner)) == 1 && len <= sizeof(inner)) {
		if (pd->copyctx != NULL) {
			pd->copyctx(ctx, out_state);
		} else {
			pd->freectx(ctx);
			ctx = pd->dupctx(out_state);
		}
		if (ctx != NULL && pd->update(ctx, inner, len) == 1 &&
				pd->final(ctx, md, &mdlen, EVP_MAX_MD_SIZE) == 1)
			ret = 0;
		/* all of it: a constant length is a few stores, no call */
		openssl_prov_wipe(inner, sizeof(inner));
	}
	if (ctx != NULL)
		openssl_prov_hmac_end(pd, ctx);
	return ret;
}

/* An openssl_transform_t over a provider context (struct openssl_prov_op). */
struct openssl_prov_op {
	const struct openssl_prov_cipher *pc;
	void *ctx;
};
int openssl_prov_update(void *arg, uint8_t *out, int *outl, const uint8_t *in, int len);

#endif /* OPENSSL_PROV_H */
