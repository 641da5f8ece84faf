/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef OPENSSL_PROV_CCM_H
#define OPENSSL_PROV_CCM_H

/*
 * AES-CCM on the provider's own functions: EVP's call sequence (SP 800-38C
 * needs the payload length before the AAD) without EVP. Per op: the nonce
 * (and, to decrypt, the expected tag) at init, the payload length as an
 * update with no input and no output, the AAD, then the payload in one
 * update, which checks the tag when decrypting; encryption then ends with
 * final and the tag out. The context was made with the nonce length and
 * the tag length set.
 */

#include "openssl_prov.h"

/*
 * A provider context for one direction: the nonce and tag lengths first,
 * then the key (OpenSSL's CCM fixes both lengths when it takes the key).
 */
static inline void *
openssl_prov_ccm_new(const struct openssl_prov_cipher *pc, const uint8_t *key, size_t key_len,
		bool enc, size_t nonce_len, size_t tag_len)
{
	OSSL_PARAM p[3] = {
		OSSL_PARAM_construct_size_t(OSSL_CIPHER_PARAM_AEAD_IVLEN, &nonce_len),
		{ OSSL_CIPHER_PARAM_AEAD_TAG, OSSL_PARAM_OCTET_STRING, NULL, tag_len, 0 },
		OSSL_PARAM_END
	};
	void *ctx = pc->newctx(pc->provctx);

	if (ctx != NULL && (pc->set_ctx_params(ctx, p) != 1 ||
			(enc ? pc->einit : pc->dinit)(ctx, key, key_len, NULL, 0, NULL) != 1)) {
		pc->freectx(ctx);
		ctx = NULL;
	}
	return ctx;
}

/* The self-check of AES-CCM (evp an EVP_CIPHER, pc its provider's functions). */
bool openssl_prov_check_ccm(const void *evp, const void *pc);

/* Nonce, tag to verify (decrypt), payload length, AAD. 0 or -1. */
static inline int
openssl_prov_ccm_start(const struct openssl_prov_cipher *pc, void *ctx, bool enc,
		const uint8_t *nonce, size_t nonce_len, uint8_t *tag, size_t tag_len,
		const uint8_t *aad, size_t aad_len, size_t len)
{
	size_t outl;

	if (openssl_prov_aead_init(pc, ctx, enc, nonce, nonce_len, tag, tag_len) != 0)
		return -1;
	if (pc->update(ctx, NULL, &outl, len, NULL, len) != 1)
		return -1;
	if (aad_len > 0 && pc->update(ctx, NULL, &outl, aad_len, aad, aad_len) != 1)
		return -1;
	return 0;
}

/*
 * The payload, in one call even when empty (in and out then any valid
 * pointer), and the tag out when encrypting. 0, -1, or -EBADMSG when
 * decryption fails the tag.
 */
static inline int
openssl_prov_ccm_finish(const struct openssl_prov_cipher *pc, void *ctx, bool enc,
		uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag, size_t tag_len)
{
	size_t outl = 0;

	if (pc->update(ctx, out, &outl, len, in, len) != 1)
		return enc ? -1 : -EBADMSG;
	if (!enc)
		return 0;
	return openssl_prov_aead_finish(pc, ctx, true, tag, tag_len);
}

#endif /* OPENSSL_PROV_CCM_H */
