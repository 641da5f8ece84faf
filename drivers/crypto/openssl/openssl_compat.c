/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/err.h>

#include <rte_spinlock.h>

#include "openssl_asym.h"
#include "openssl_compat.h"
#include "openssl_pmd_private.h"

static struct openssl_lib_info lib_info;
static bool lib_probed;
static rte_spinlock_t lib_lock = RTE_SPINLOCK_INITIALIZER;

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
probe_mac_reinit(const char *mac_name, const char *param, const char *value)
{
	static const uint8_t key[16] = "crypto_openssl!";
	uint8_t a[EVP_MAX_MD_SIZE], b[EVP_MAX_MD_SIZE];
	OSSL_PARAM params[2];
	EVP_MAC_CTX *ctx = NULL;
	EVP_MAC *mac;
	size_t la = 0, lb = 0;
	bool ok = false;

	mac = EVP_MAC_fetch(NULL, mac_name, NULL);
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

/* Which asymmetric families this library can serve (key types, curves). */
static void
probe_asym(struct openssl_lib_info *lib)
{
	unsigned int i;

	RTE_BUILD_BUG_ON(RTE_DIM(lib->asym_ok) < 7);
	for (i = 0; i < openssl_nb_asym_families && i < RTE_DIM(lib->asym_ok); i++) {
		lib->asym_ok[i] = openssl_asym_families[i]->available();
		lib->nb_asym_ok += lib->asym_ok[i];
	}
	ERR_clear_error();
}

int
openssl_lib_init(struct openssl_lib_info *lib)
{
	rte_spinlock_lock(&lib_lock);
	if (!lib_probed) {
		strlcpy(lib_info.version, OpenSSL_version(OPENSSL_VERSION),
			sizeof(lib_info.version));
		lib_info.hmac_reinit_ok = probe_mac_reinit("HMAC", OSSL_MAC_PARAM_DIGEST,
				"SHA256");
		lib_info.cmac_reinit_ok = probe_mac_reinit("CMAC", OSSL_MAC_PARAM_CIPHER,
				"AES-128-CBC");
		probe_asym(&lib_info);
		lib_probed = true;
	}
	*lib = lib_info;
	rte_spinlock_unlock(&lib_lock);
	return 0;
}

const struct openssl_lib_info *
openssl_lib(void)
{
	return &lib_info;
}
