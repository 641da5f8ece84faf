/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include <openssl/err.h>
#include <openssl/evp.h>

#include <rte_malloc.h>

#include "openssl_asym.h"
#include "openssl_dev.h"
#include "openssl_sym.h"

/* Does the device's context provide this name as a cipher, digest or MAC? */
static bool
evp_available(const struct openssl_libctx *lc, const char *name)
{
	EVP_CIPHER *c;
	EVP_MD *md;
	EVP_MAC *mac;

	if (name == NULL)
		return true;
	c = EVP_CIPHER_fetch(lc->libctx, name, lc->propq);
	if (c != NULL) {
		EVP_CIPHER_free(c);
		return true;
	}
	md = EVP_MD_fetch(lc->libctx, name, lc->propq);
	if (md != NULL) {
		EVP_MD_free(md);
		return true;
	}
	mac = EVP_MAC_fetch(lc->libctx, name, lc->propq);
	if (mac != NULL) {
		EVP_MAC_free(mac);
		return true;
	}
	return false;
}

static int
cap_algo(const struct rte_cryptodev_capabilities *cap)
{
	switch (cap->sym.xform_type) {
	case RTE_CRYPTO_SYM_XFORM_CIPHER:
		return cap->sym.cipher.algo;
	case RTE_CRYPTO_SYM_XFORM_AUTH:
		return cap->sym.auth.algo;
	default:
		return cap->sym.aead.algo;
	}
}

/* A capability is advertised only if every table row behind it is available. */
static bool
family_cap_ok(const struct openssl_libctx *lc, const struct openssl_family *f,
		const struct rte_cryptodev_capabilities *cap)
{
	unsigned int i, rows = 0;
	int algo = cap_algo(cap);

	for (i = 0; i < f->nb_algos; i++) {
		if (f->algos[i].algo != algo)
			continue;
		rows++;
		if (!evp_available(lc, f->algos[i].evp_name) ||
				!evp_available(lc, f->algos[i].evp_param))
			return false;
	}
	return rows > 0;
}

/* The asymmetric families the context serves (probed at create), appended at n. */
static unsigned int
asym_caps_append(const struct openssl_libctx *lc, const struct openssl_lib_info *lib,
		struct rte_cryptodev_capabilities *caps, unsigned int n)
{
	const struct openssl_asym_family *f;
	unsigned int i, j;

	for (i = 0; i < openssl_nb_asym_families; i++) {
		f = openssl_asym_families[i];
		if (!lib->asym_ok[i]) {
			OPENSSL_LOG(INFO, "%s not provided by OpenSSL: not advertised", f->name);
			continue;
		}
		if (f->advertised != NULL && !f->advertised(lc)) {
			OPENSSL_LOG(INFO, "%s: OpenSSL lacks part of what the capability says: "
				"not advertised", f->name);
			continue;
		}
		for (j = 0; j < f->nb_caps; j++)
			caps[n++] = f->caps[j];
	}
	return n;
}

struct rte_cryptodev_capabilities *
openssl_caps_build(const struct openssl_libctx *lc, const struct openssl_lib_info *lib,
		int socket_id)
{
	struct rte_cryptodev_capabilities *caps;
	const struct openssl_family *f;
	unsigned int i, j, n = 0;

	for (i = 0; i < openssl_nb_families; i++)
		n += openssl_families[i]->nb_caps;
	for (i = 0; i < openssl_nb_asym_families; i++)
		n += openssl_asym_families[i]->nb_caps;
	caps = rte_zmalloc_socket("openssl_caps", (n + 1) * sizeof(*caps), 0, socket_id);
	if (caps == NULL)
		return NULL;
	n = 0;
	for (i = 0; i < openssl_nb_families; i++) {
		f = openssl_families[i];
		for (j = 0; j < f->nb_caps; j++) {
			if (family_cap_ok(lc, f, &f->caps[j]))
				caps[n++] = f->caps[j];
			else
				OPENSSL_LOG(INFO, "%s algorithm %d not provided by OpenSSL: not advertised",
					f->name, cap_algo(&f->caps[j]));
		}
	}
	n = asym_caps_append(lc, lib, caps, n);
	ERR_clear_error();
	caps[n].op = RTE_CRYPTO_OP_TYPE_UNDEFINED;	/* end of list */
	return caps;
}
