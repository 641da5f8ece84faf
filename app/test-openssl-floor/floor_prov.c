/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Below EVP: the provider's own cipher and digest functions, found from the
 * fetched EVP cipher or digest (its provider, the algorithm of exactly that
 * name), called on provider contexts of the floor's own. The driver's
 * provider-direct path makes the same calls; the floor's variants price them.
 */

#include <string.h>
#include <strings.h>

#include <openssl/core.h>
#include <openssl/core_names.h>
#include <openssl/params.h>
#include <openssl/provider.h>

#include "floor.h"

/* name is one of the colon-separated names of list, whole */
static int
listed(const char *list, const char *name)
{
	size_t n = strlen(name), k;
	const char *p = list, *end;

	for (; p != NULL && *p != '\0'; p = end != NULL ? end + 1 : NULL) {
		end = strchr(p, ':');
		k = end != NULL ? (size_t)(end - p) : strlen(p);
		if (k == n && strncasecmp(p, name, n) == 0)
			return 1;
	}
	return 0;
}

static void
table(const OSSL_DISPATCH *d, struct floor_prov *pv)
{
	for (; d->function_id != 0; d++) {
		switch (d->function_id) {
		case OSSL_FUNC_CIPHER_NEWCTX:
			pv->newctx = OSSL_FUNC_cipher_newctx(d);
			break;
		case OSSL_FUNC_CIPHER_FREECTX:
			pv->freectx = OSSL_FUNC_cipher_freectx(d);
			break;
		case OSSL_FUNC_CIPHER_ENCRYPT_INIT:
			pv->einit = OSSL_FUNC_cipher_encrypt_init(d);
			break;
		case OSSL_FUNC_CIPHER_DECRYPT_INIT:
			pv->dinit = OSSL_FUNC_cipher_decrypt_init(d);
			break;
		case OSSL_FUNC_CIPHER_UPDATE:
			pv->update = OSSL_FUNC_cipher_update(d);
			break;
		case OSSL_FUNC_CIPHER_FINAL:
			pv->final = OSSL_FUNC_cipher_final(d);
			break;
		case OSSL_FUNC_CIPHER_CIPHER:
			pv->cipher = OSSL_FUNC_cipher_cipher(d);
			break;
		case OSSL_FUNC_CIPHER_GET_CTX_PARAMS:
			pv->get_ctx_params = OSSL_FUNC_cipher_get_ctx_params(d);
			break;
		case OSSL_FUNC_CIPHER_SET_CTX_PARAMS:
			pv->set_ctx_params = OSSL_FUNC_cipher_set_ctx_params(d);
			break;
		default:
			break;
		}
	}
}

int
floor_prov_setup(struct floor_state *st, const char *name)
{
	const OSSL_PROVIDER *prov = EVP_CIPHER_get0_provider(st->cipher);
	const OSSL_ALGORITHM *algs, *a;
	struct floor_prov *pv = &st->prov;
	unsigned int pad = 0;
	OSSL_PARAM p[2] = {
		OSSL_PARAM_construct_uint(OSSL_CIPHER_PARAM_PADDING, &pad),
		OSSL_PARAM_END
	};
	int no_store = 0;

	memset(pv, 0, sizeof(*pv));
	if (prov == NULL)
		return -1;
	algs = OSSL_PROVIDER_query_operation(prov, OSSL_OP_CIPHER, &no_store);
	for (a = algs; a != NULL && a->algorithm_names != NULL; a++) {
		if (listed(a->algorithm_names, name)) {
			table(a->implementation, pv);
			break;
		}
	}
	if (algs != NULL)
		OSSL_PROVIDER_unquery_operation(prov, OSSL_OP_CIPHER, algs);
	pv->provctx = OSSL_PROVIDER_get0_provider_ctx(prov);
	if (pv->newctx == NULL || pv->freectx == NULL || pv->einit == NULL ||
			pv->dinit == NULL || pv->update == NULL || pv->final == NULL ||
			pv->cipher == NULL || pv->get_ctx_params == NULL ||
			pv->set_ctx_params == NULL)
		return -1;
	st->pctx = pv->newctx(pv->provctx);
	if (st->pctx == NULL)
		return -1;
	memcpy(st->pchain, st->iv, sizeof(st->pchain));
	/* GCM: the key alone (the IV comes per op); block modes: the IV, no padding */
	if (EVP_CIPHER_get_mode(st->cipher) == EVP_CIPH_GCM_MODE)
		return (st->enc ? pv->einit : pv->dinit)(st->pctx, st->key, st->key_len, NULL, 0,
				NULL) == 1 ? 0 : -1;
	return (st->enc ? pv->einit : pv->dinit)(st->pctx, st->key,
			(size_t)EVP_CIPHER_get_key_length(st->cipher), st->iv,
			(size_t)EVP_CIPHER_get_iv_length(st->cipher),
			EVP_CIPHER_get_block_size(st->cipher) > 1 ? p : NULL) == 1 ? 0 : -1;
}

/* OpenSSL 3.5's digest copyctx: probed by its number, which 3.0's headers lack */
#define FLOOR_FUNC_DIGEST_COPYCTX 15

static void
md_table(const OSSL_DISPATCH *d, struct floor_prov_md *pm)
{
	for (; d->function_id != 0; d++) {
		switch (d->function_id) {
		case OSSL_FUNC_DIGEST_NEWCTX:
			pm->newctx = OSSL_FUNC_digest_newctx(d);
			break;
		case OSSL_FUNC_DIGEST_DUPCTX:
			pm->dupctx = OSSL_FUNC_digest_dupctx(d);
			break;
		case OSSL_FUNC_DIGEST_FREECTX:
			pm->freectx = OSSL_FUNC_digest_freectx(d);
			break;
		case OSSL_FUNC_DIGEST_INIT:
			pm->init = OSSL_FUNC_digest_init(d);
			break;
		case OSSL_FUNC_DIGEST_UPDATE:
			pm->update = OSSL_FUNC_digest_update(d);
			break;
		case OSSL_FUNC_DIGEST_FINAL:
			pm->final = OSSL_FUNC_digest_final(d);
			break;
		case FLOOR_FUNC_DIGEST_COPYCTX:
			pm->copyctx = (void (*)(void *, void *))d->function;
			break;
		default:
			break;
		}
	}
}

static void *
md_state(const struct floor_prov_md *pm, const uint8_t *block, size_t bs)
{
	void *c = pm->newctx(pm->provctx);

	if (c != NULL && (pm->init(c, NULL) != 1 || pm->update(c, block, bs) != 1)) {
		pm->freectx(c);
		c = NULL;
	}
	return c;
}

int
floor_prov_md_setup(struct floor_state *st, const uint8_t *ipad, const uint8_t *opad,
		size_t bs)
{
	const OSSL_PROVIDER *prov = EVP_MD_get0_provider(st->md);
	const OSSL_ALGORITHM *algs, *a;
	struct floor_prov_md *pm = &st->pmd;
	int no_store = 0;

	memset(pm, 0, sizeof(*pm));
	if (prov == NULL)
		return -1;
	algs = OSSL_PROVIDER_query_operation(prov, OSSL_OP_DIGEST, &no_store);
	for (a = algs; a != NULL && a->algorithm_names != NULL; a++) {
		if (listed(a->algorithm_names, EVP_MD_get0_name(st->md))) {
			md_table(a->implementation, pm);
			break;
		}
	}
	if (algs != NULL)
		OSSL_PROVIDER_unquery_operation(prov, OSSL_OP_DIGEST, algs);
	pm->provctx = OSSL_PROVIDER_get0_provider_ctx(prov);
	if (pm->newctx == NULL || pm->dupctx == NULL || pm->freectx == NULL ||
			pm->init == NULL || pm->update == NULL || pm->final == NULL)
		return -1;
	st->pipad = md_state(pm, ipad, bs);
	st->popad = md_state(pm, opad, bs);
	if (pm->copyctx != NULL && (st->pwork = pm->newctx(pm->provctx)) == NULL)
		return -1;
	return st->pipad != NULL && st->popad != NULL ? 0 : -1;
}

void
floor_prov_free(struct floor_state *st)
{
	if (st->pctx != NULL && st->prov.freectx != NULL)
		st->prov.freectx(st->pctx);
	st->pctx = NULL;
	if (st->pipad != NULL)
		st->pmd.freectx(st->pipad);
	if (st->popad != NULL)
		st->pmd.freectx(st->popad);
	if (st->pwork != NULL)
		st->pmd.freectx(st->pwork);
	st->pipad = NULL;
	st->popad = NULL;
	st->pwork = NULL;
}
