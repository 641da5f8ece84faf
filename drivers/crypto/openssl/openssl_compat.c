/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/err.h>
#include <openssl/provider.h>

#include "openssl_asym.h"
#include "openssl_compat.h"
#include "openssl_dev.h"
#include "openssl_sym.h"

/* MAC of msg with a fixed key, from a context that may already have done one. */
static int
probe_mac(EVP_MAC_CTX *ctx, const uint8_t *key, size_t klen, const char *msg,
		uint8_t *out, size_t *outl)
{
	if (EVP_MAC_init(ctx, key, klen, NULL) != 1 ||
			EVP_MAC_update(ctx, (const uint8_t *)msg, strlen(msg)) != 1 ||
			EVP_MAC_final(ctx, out, outl, EVP_MAX_MD_SIZE) != 1)
		return -1;
	return 0;
}

/*
 * Some 3.0.x releases did not restart a MAC context on
 * EVP_MAC_init(ctx, NULL, 0, NULL), and the answer may differ between MACs.
 * Ask the library itself, for the MAC and sub-algorithm a session would use:
 * MAC one message, restart without a key, MAC another and compare with a
 * fresh computation.
 */
static bool
probe_mac_reinit(const struct openssl_libctx *lc, const char *mac_name, const char *param,
		const char *value)
{
	static const uint8_t key[16] = "crypto_openssl!";
	uint8_t a[EVP_MAX_MD_SIZE], b[EVP_MAX_MD_SIZE];
	OSSL_PARAM params[2];
	EVP_MAC_CTX *ctx = NULL;
	EVP_MAC *mac;
	size_t la = 0, lb = 0;
	bool ok = false;

	mac = EVP_MAC_fetch(lc->libctx, mac_name, lc->propq);
	if (mac != NULL)
		ctx = EVP_MAC_CTX_new(mac);
	params[0] = OSSL_PARAM_construct_utf8_string(param, (char *)(uintptr_t)value, 0);
	params[1] = OSSL_PARAM_construct_end();
	if (ctx == NULL || EVP_MAC_CTX_set_params(ctx, params) != 1)
		goto out;
	if (probe_mac(ctx, key, sizeof(key), "first", a, &la) != 0 ||
			probe_mac(ctx, NULL, 0, "second", a, &la) != 0 ||
			probe_mac(ctx, key, sizeof(key), "second", b, &lb) != 0)
		goto out;
	ok = la == lb && memcmp(a, b, la) == 0;
out:
	EVP_MAC_CTX_free(ctx);
	EVP_MAC_free(mac);
	ERR_clear_error();
	return ok;
}

/* One AES-128-GCM encryption on ctx: the IV by EVP_CipherInit_ex or by OSSL_PARAM. */
static int
probe_gcm_once(EVP_CIPHER_CTX *ctx, bool iv_param, uint8_t *out)
{
	static const uint8_t iv[12] = "openssl-gcm";
	static const uint8_t msg[20] = "crypto_openssl GCM.";
	uint8_t tail[EVP_MAX_BLOCK_LENGTH];
	int outl;

	if (openssl_gcm_start(ctx, iv, iv_param, NULL, 0) != 0 ||
			EVP_EncryptUpdate(ctx, NULL, &outl, iv, sizeof(iv)) != 1 ||
			EVP_EncryptUpdate(ctx, out, &outl, msg, sizeof(msg)) != 1 ||
			EVP_EncryptFinal_ex(ctx, tail, &outl) != 1 ||
			openssl_evp_tag(ctx, out + sizeof(msg), 16, false) != 0)
		return -1;
	return 0;
}

/*
 * Whether openssl_gcm_start may set a GCM IV by OSSL_PARAM: only where it
 * saves work (OpenSSL 3.0: EVP_CipherInit_ex asks for the IV length on every
 * call; 3.1 caches it), and only if the library gives the same ciphertext and
 * tag both ways, the second time on a context that has done an operation.
 */
static bool
probe_gcm_iv_param(const struct openssl_libctx *lc)
{
	static const uint8_t key[16] = "crypto_openssl!";
	uint8_t a[36], b[36];
	EVP_CIPHER_CTX *ctx;
	EVP_CIPHER *gcm;
	bool ok;

	if (OpenSSL_version_num() >= 0x30100000L)
		return false;
	gcm = EVP_CIPHER_fetch(lc->libctx, "AES-128-GCM", lc->propq);
	ctx = EVP_CIPHER_CTX_new();
	ok = ctx != NULL && gcm != NULL &&
		EVP_EncryptInit_ex(ctx, gcm, NULL, key, NULL) == 1 &&
		probe_gcm_once(ctx, false, a) == 0 && probe_gcm_once(ctx, true, b) == 0 &&
		memcmp(a, b, sizeof(a)) == 0;
	EVP_CIPHER_CTX_free(ctx);
	EVP_CIPHER_free(gcm);
	ERR_clear_error();
	return ok;
}

/*
 * The GCM of a session may take its IV by OSSL_PARAM: the library passed the
 * probe, and the cipher comes from one of OpenSSL's own providers (whose GCM
 * the probe ran), not from a third-party one.
 */
bool
openssl_gcm_iv_param(const struct openssl_lib_info *lib, const EVP_CIPHER *evp)
{
	const char *prov;

	if (!lib->gcm_iv_param || evp == NULL || EVP_CIPHER_get0_provider(evp) == NULL)
		return false;
	prov = OSSL_PROVIDER_get0_name(EVP_CIPHER_get0_provider(evp));
	return strcmp(prov, "default") == 0 || strcmp(prov, "fips") == 0;
}

/* Which asymmetric families the context can serve (key types, curves). */
static void
probe_asym(struct openssl_lib_info *lib, const struct openssl_libctx *lc)
{
	unsigned int i;

	RTE_BUILD_BUG_ON(RTE_DIM(lib->asym_ok) < 7);
	for (i = 0; i < openssl_nb_asym_families && i < RTE_DIM(lib->asym_ok); i++) {
		lib->asym_ok[i] = openssl_asym_families[i]->available(lc);
		lib->nb_asym_ok += lib->asym_ok[i];
	}
	ERR_clear_error();
}

int
openssl_lib_init(struct openssl_lib_info *lib, const struct openssl_libctx *lc)
{
	memset(lib, 0, sizeof(*lib));
	strlcpy(lib->version, OpenSSL_version(OPENSSL_VERSION), sizeof(lib->version));
	lib->hmac_reinit_ok = probe_mac_reinit(lc, "HMAC", OSSL_MAC_PARAM_DIGEST, "SHA256");
	lib->cmac_reinit_ok = probe_mac_reinit(lc, "CMAC", OSSL_MAC_PARAM_CIPHER,
			"AES-128-CBC");
	lib->gcm_iv_param = probe_gcm_iv_param(lc);
	probe_asym(lib, lc);
	return 0;
}
