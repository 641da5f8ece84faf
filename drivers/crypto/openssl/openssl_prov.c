/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The provider-direct machinery: finding a provider's cipher functions from
 * an EVP object, its contexts, and the per-device verdict of the self-check
 * that lets a family use them (openssl_prov_check.c has the checks).
 */

#include <string.h>
#include <strings.h>

#include <openssl/core.h>
#include <openssl/err.h>
#include <openssl/provider.h>

#include "openssl_sym.h"
#include "openssl_prov.h"

/* Is name one of the colon-separated names of list (case-insensitive, whole)? */
static bool
name_listed(const char *list, const char *name)
{
	size_t n = strlen(name);
	const char *p = list, *end;

	while (p != NULL && *p != '\0') {
		end = strchr(p, ':');
		if ((size_t)(end != NULL ? end - p : (ptrdiff_t)strlen(p)) == n &&
				strncasecmp(p, name, n) == 0)
			return true;
		p = end != NULL ? end + 1 : NULL;
	}
	return false;
}

/* Fill pc from a cipher dispatch table; true if the driver has all it needs. */
static bool
cipher_table(const OSSL_DISPATCH *d, struct openssl_prov_cipher *pc)
{
	for (; d->function_id != 0; d++) {
		switch (d->function_id) {
		case OSSL_FUNC_CIPHER_NEWCTX:
			pc->newctx = OSSL_FUNC_cipher_newctx(d);
			break;
		case OSSL_FUNC_CIPHER_DUPCTX:
			pc->dupctx = OSSL_FUNC_cipher_dupctx(d);
			break;
		case OSSL_FUNC_CIPHER_FREECTX:
			pc->freectx = OSSL_FUNC_cipher_freectx(d);
			break;
		case OSSL_FUNC_CIPHER_ENCRYPT_INIT:
			pc->einit = OSSL_FUNC_cipher_encrypt_init(d);
			break;
		case OSSL_FUNC_CIPHER_DECRYPT_INIT:
			pc->dinit = OSSL_FUNC_cipher_decrypt_init(d);
			break;
		case OSSL_FUNC_CIPHER_UPDATE:
			pc->update = OSSL_FUNC_cipher_update(d);
			break;
		case OSSL_FUNC_CIPHER_FINAL:
			pc->final = OSSL_FUNC_cipher_final(d);
			break;
		case OSSL_FUNC_CIPHER_CIPHER:
			pc->cipher = OSSL_FUNC_cipher_cipher(d);
			break;
		case OSSL_FUNC_CIPHER_GET_CTX_PARAMS:
			pc->get_ctx_params = OSSL_FUNC_cipher_get_ctx_params(d);
			break;
		case OSSL_FUNC_CIPHER_SET_CTX_PARAMS:
			pc->set_ctx_params = OSSL_FUNC_cipher_set_ctx_params(d);
			break;
		default:
			break;
		}
	}
	return pc->newctx != NULL && pc->freectx != NULL && pc->einit != NULL &&
		pc->dinit != NULL && pc->update != NULL && pc->final != NULL &&
		pc->get_ctx_params != NULL && pc->set_ctx_params != NULL;
}

/*
 * The implementation named name among the provider's algorithms of
 * operation op: its dispatch table given to fill(), which says whether it
 * has what the driver needs. 0, or -ENOTSUP.
 */
static int
prov_find(const OSSL_PROVIDER *prov, int op, const char *name,
		bool (*fill)(const OSSL_DISPATCH *d, void *funcs), void *funcs)
{
	const OSSL_ALGORITHM *algs, *a;
	int no_store = 0, ret = -ENOTSUP;

	if (prov == NULL || name == NULL || OSSL_PROVIDER_get0_provider_ctx(prov) == NULL)
		return -ENOTSUP;
	algs = OSSL_PROVIDER_query_operation(prov, op, &no_store);
	for (a = algs; a != NULL && a->algorithm_names != NULL; a++) {
		/* exact: "AES-128-GCM" must not find AES-128-GCM-SIV */
		if (!name_listed(a->algorithm_names, name))
			continue;
		if (fill(a->implementation, funcs))
			ret = 0;
		break;
	}
	if (algs != NULL)
		OSSL_PROVIDER_unquery_operation(prov, op, algs);
	return ret;
}

static bool
cipher_fill(const OSSL_DISPATCH *d, void *funcs)
{
	return cipher_table(d, funcs);
}

int
openssl_prov_cipher_get(const EVP_CIPHER *evp, const char *name,
		struct openssl_prov_cipher *pc)
{
	const OSSL_PROVIDER *prov = evp != NULL ? EVP_CIPHER_get0_provider(evp) : NULL;

	memset(pc, 0, sizeof(*pc));
	if (prov_find(prov, OSSL_OP_CIPHER, name, cipher_fill, pc) != 0) {
		memset(pc, 0, sizeof(*pc));
		return -ENOTSUP;
	}
	pc->provctx = OSSL_PROVIDER_get0_provider_ctx(prov);
	return 0;
}

/*
 * Fill pd from a digest dispatch table; true if HMAC has all it needs.
 * copyctx is optional (OpenSSL 3.5): left NULL when the table lacks it.
 */
static bool
digest_fill(const OSSL_DISPATCH *d, void *funcs)
{
	struct openssl_prov_digest *pd = funcs;

	for (; d->function_id != 0; d++) {
		switch (d->function_id) {
		case OSSL_FUNC_DIGEST_NEWCTX:
			pd->newctx = OSSL_FUNC_digest_newctx(d);
			break;
		case OSSL_FUNC_DIGEST_DUPCTX:
			pd->dupctx = OSSL_FUNC_digest_dupctx(d);
			break;
		case OSSL_FUNC_DIGEST_FREECTX:
			pd->freectx = OSSL_FUNC_digest_freectx(d);
			break;
		case OSSL_FUNC_DIGEST_INIT:
			pd->init = OSSL_FUNC_digest_init(d);
			break;
		case OSSL_FUNC_DIGEST_UPDATE:
			pd->update = OSSL_FUNC_digest_update(d);
			break;
		case OSSL_FUNC_DIGEST_FINAL:
			pd->final = OSSL_FUNC_digest_final(d);
			break;
		case OSSL_FUNC_DIGEST_COPYCTX:
			pd->copyctx = OSSL_FUNC_digest_copyctx(d);
			break;
		default:
			break;
		}
	}
	return pd->newctx != NULL && pd->dupctx != NULL && pd->freectx != NULL &&
		pd->init != NULL && pd->update != NULL && pd->final != NULL;
}

int
openssl_prov_digest_get(const EVP_MD *md, struct openssl_prov_digest *pd)
{
	const OSSL_PROVIDER *prov = md != NULL ? EVP_MD_get0_provider(md) : NULL;

	memset(pd, 0, sizeof(*pd));
	if (prov_find(prov, OSSL_OP_DIGEST, md != NULL ? EVP_MD_get0_name(md) : NULL,
			digest_fill, pd) != 0) {
		memset(pd, 0, sizeof(*pd));
		return -ENOTSUP;
	}
	pd->provctx = OSSL_PROVIDER_get0_provider_ctx(prov);
	return 0;
}

void *
openssl_prov_hmac_state(const struct openssl_prov_digest *pd, const uint8_t *block, size_t bs)
{
	void *ctx = pd->newctx(pd->provctx);

	if (ctx != NULL && (pd->init(ctx, NULL) != 1 || pd->update(ctx, block, bs) != 1)) {
		pd->freectx(ctx);
		ERR_clear_error();
		ctx = NULL;
	}
	return ctx;
}

void *
openssl_prov_cipher_new(const struct openssl_prov_cipher *pc, const uint8_t *key,
		size_t keylen, bool enc, const OSSL_PARAM *params)
{
	void *ctx = pc->newctx(pc->provctx);

	if (ctx == NULL)
		return NULL;
	if ((enc ? pc->einit : pc->dinit)(ctx, key, keylen, NULL, 0, params) != 1) {
		pc->freectx(ctx);
		ERR_clear_error();
		return NULL;
	}
	return ctx;
}

void *
openssl_prov_cipher_new_nopad(const struct openssl_prov_cipher *pc, const EVP_CIPHER *evp,
		const uint8_t *key, size_t keylen, bool enc)
{
	unsigned int pad = 0;
	OSSL_PARAM p[2] = {
		OSSL_PARAM_construct_uint(OSSL_CIPHER_PARAM_PADDING, &pad),
		OSSL_PARAM_END
	};

	return openssl_prov_cipher_new(pc, key, keylen, enc,
			EVP_CIPHER_get_block_size(evp) > 1 ? p : NULL);
}

void *
openssl_prov_cipher_dup(const struct openssl_prov_cipher *pc, void *ctx)
{
	if (pc->dupctx == NULL || ctx == NULL)
		return NULL;
	return pc->dupctx(ctx);
}

void
openssl_prov_cipher_free(const struct openssl_prov_cipher *pc, void *ctx)
{
	if (ctx != NULL && pc->freectx != NULL)
		pc->freectx(ctx);
}

int
openssl_prov_update(void *arg, uint8_t *out, int *outl, const uint8_t *in, int len)
{
	struct openssl_prov_op *po = arg;
	size_t n = 0;

	if (len <= 0) {
		*outl = 0;
		return 0;
	}
	/* a block mode may give out what it held back before: out has room for 32 more */
	if (po->pc->update(po->ctx, out, &n, (size_t)len + EVP_MAX_BLOCK_LENGTH, in,
			(size_t)len) != 1 || n > (size_t)len + EVP_MAX_BLOCK_LENGTH)
		return -1;
	*outl = (int)n;
	return 0;
}

bool
openssl_prov_verdict(struct openssl_prov_cache *cache, const void *row, const char *what,
		const OSSL_PROVIDER *prov, openssl_prov_check_t check, const void *evp,
		const void *funcs)
{
	uint8_t state = OPENSSL_PROV_UNKNOWN;
	unsigned int i;

	pthread_mutex_lock(&cache->lock);
	for (i = 0; i < cache->n; i++)
		if (cache->e[i].key == row)
			state = cache->e[i].state;
	if (state == OPENSSL_PROV_UNKNOWN) {
		state = check(evp, funcs) ? OPENSSL_PROV_DIRECT : OPENSSL_PROV_EVP;
		ERR_clear_error();
		if (cache->n < OPENSSL_PROV_CACHE_LEN) {
			cache->e[cache->n].key = row;
			cache->e[cache->n].state = state;
			cache->n++;
		}
		if (state == OPENSSL_PROV_DIRECT)
			OPENSSL_LOG(INFO, "%s: provider %s: self-check passed: provider's functions",
				what, OSSL_PROVIDER_get0_name(prov));
		else
			OPENSSL_LOG(WARNING, "%s: provider %s: self-check failed: EVP",
				what, OSSL_PROVIDER_get0_name(prov));
	}
	pthread_mutex_unlock(&cache->lock);
	return state == OPENSSL_PROV_DIRECT;
}
