/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * A device's library context (struct openssl_libctx): made at probe from
 * the devargs, freed when the device is removed. Loading a provider runs its
 * self-tests (the FIPS provider's power-on tests); a provider that does not
 * load, or fails OSSL_PROVIDER_self_test(), fails the probe.
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/err.h>
#include <openssl/evp.h>

#include "openssl_libctx.h"
#include "openssl_sym.h"

/* The last OpenSSL error as text, the queue cleared. */
static const char *
last_error(char *buf, size_t len)
{
	unsigned long e = ERR_peek_last_error();

	if (e == 0)
		snprintf(buf, len, "no OpenSSL error recorded");
	else
		ERR_error_string_n(e, buf, len);
	ERR_clear_error();
	return buf;
}

/* Append a provider's name and version to the description. */
static int
desc_add(OSSL_PROVIDER *prov, void *arg)
{
	struct openssl_libctx *lc = arg;
	char *version = NULL;
	OSSL_PARAM p[] = {
		OSSL_PARAM_construct_utf8_ptr(OSSL_PROV_PARAM_VERSION, &version, 0),
		OSSL_PARAM_construct_end(),
	};
	size_t used = strlen(lc->desc);

	if (OSSL_PROVIDER_get_params(prov, p) != 1)
		version = NULL;
	snprintf(lc->desc + used, sizeof(lc->desc) - used, "%s%s%s%s", used > 0 ? ", " : "",
		OSSL_PROVIDER_get0_name(prov), version != NULL ? " " : "",
		version != NULL ? version : "");
	return 1;
}

/* Is any provider other than fips and base available? */
static int
other_than_fips(OSSL_PROVIDER *prov, void *arg)
{
	const char *name = OSSL_PROVIDER_get0_name(prov);

	if (strcmp(name, "fips") != 0 && strcmp(name, "base") != 0)
		*(bool *)arg = true;
	return 1;
}

/* Does the property query ask for the FIPS provider (a clause fips, fips=yes or provider=fips)? */
static bool
propq_fips(const char *propq)
{
	const char *c = propq;
	size_t n;

	while (c != NULL && *c != '\0') {
		n = strcspn(c, ",");
		while (n > 0 && c[0] == ' ') {
			c++;
			n--;
		}
		if ((n == 4 && strncmp(c, "fips", 4) == 0) ||
				(n == 8 && strncmp(c, "fips=yes", 8) == 0) ||
				(n == 13 && strncmp(c, "provider=fips", 13) == 0))
			return true;
		c += n;
		if (*c == ',')
			c++;
	}
	return false;
}

/* Does the default provider serve the device's fetches (a SHA-256 as the probe)? */
static bool
default_serves(const struct openssl_libctx *lc)
{
	EVP_MD *md = EVP_MD_fetch(lc->libctx, "SHA2-256", lc->propq);
	bool ok = md != NULL && EVP_MD_get0_provider(md) != NULL &&
		strcmp(OSSL_PROVIDER_get0_name(EVP_MD_get0_provider(md)), "default") == 0;

	EVP_MD_free(md);
	return ok;
}

static void
fips_detect(struct openssl_libctx *lc)
{
	bool other = false;

	if (lc->libctx != NULL)
		OSSL_PROVIDER_do_all(lc->libctx, other_than_fips, &other);
	lc->fips = propq_fips(lc->propq) || EVP_default_properties_is_fips_enabled(lc->libctx) ||
		(lc->libctx != NULL && !other && lc->nb_prov > 0);
	lc->native_ok = !lc->fips && default_serves(lc);
}

/* Load and self-test one provider by name. */
static int
provider_load(struct openssl_libctx *lc, const char *dev, const char *name)
{
	char err[256];
	OSSL_PROVIDER *prov;

	if (lc->nb_prov == OPENSSL_LIBCTX_MAX_PROV) {
		OPENSSL_LOG(ERR, "%s: more than %d providers", dev, OPENSSL_LIBCTX_MAX_PROV);
		return -EINVAL;
	}
	prov = OSSL_PROVIDER_load(lc->libctx, name);
	if (prov == NULL) {
		OPENSSL_LOG(ERR, "%s: provider \"%s\" failed to load (or its self-tests failed): %s",
			dev, name, last_error(err, sizeof(err)));
		return -ENOTSUP;
	}
	lc->prov[lc->nb_prov++] = prov;
	if (OSSL_PROVIDER_self_test(prov) != 1) {
		OPENSSL_LOG(ERR, "%s: provider \"%s\" failed its self-tests: %s",
			dev, name, last_error(err, sizeof(err)));
		return -ENOTSUP;
	}
	return 0;
}

/* Providers named "a+b+c", loaded in that order. */
static int
providers_load(struct openssl_libctx *lc, const char *dev, const char *providers)
{
	char name[64];
	const char *p = providers;
	size_t n;
	int ret;

	while (*p != '\0') {
		n = strcspn(p, "+");
		if (n == 0 || n >= sizeof(name)) {
			OPENSSL_LOG(ERR, "%s: devarg providers=%s: bad provider name", dev,
				providers);
			return -EINVAL;
		}
		memcpy(name, p, n);
		name[n] = '\0';
		ret = provider_load(lc, dev, name);
		if (ret != 0)
			return ret;
		p += n;
		if (*p == '+' && *++p == '\0') {
			OPENSSL_LOG(ERR, "%s: devarg providers=%s ends with '+'", dev, providers);
			return -EINVAL;
		}
	}
	return 0;
}

/* The property query of every fetch, and the default properties of an own context. */
static int
propq_set(struct openssl_libctx *lc, const char *dev, const char *propq)
{
	lc->propq = strdup(propq);
	if (lc->propq == NULL)
		return -ENOMEM;
	if (lc->libctx != NULL && EVP_set_default_properties(lc->libctx, lc->propq) != 1) {
		OPENSSL_LOG(ERR, "%s: devarg propq=%s: not a property query", dev, lc->propq);
		return -EINVAL;
	}
	return 0;
}

static int
libctx_make(struct openssl_libctx *lc, const char *dev, const char *providers,
		const char *propq, const char *conf)
{
	char err[256];
	int ret;

	if (providers != NULL || conf != NULL) {
		lc->libctx = OSSL_LIB_CTX_new();
		lc->providers = providers == NULL ? NULL : strdup(providers);
		lc->conf = conf == NULL ? NULL : strdup(conf);
		if (lc->libctx == NULL || (providers != NULL && lc->providers == NULL) ||
				(conf != NULL && lc->conf == NULL))
			return -ENOMEM;
	}
	if (conf != NULL && OSSL_LIB_CTX_load_config(lc->libctx, conf) != 1) {
		OPENSSL_LOG(ERR, "%s: devarg openssl_conf=%s: not loaded: %s", dev, conf,
			last_error(err, sizeof(err)));
		return -EINVAL;
	}
	if (providers != NULL) {
		ret = providers_load(lc, dev, providers);
		if (ret != 0)
			return ret;
	}
	if (propq != NULL) {
		ret = propq_set(lc, dev, propq);
		if (ret != 0)
			return ret;
	}
	fips_detect(lc);
	if (lc->libctx == NULL)
		snprintf(lc->desc, sizeof(lc->desc), "the process's default context");
	else
		OSSL_PROVIDER_do_all(lc->libctx, desc_add, lc);
	if (lc->desc[0] == '\0')
		snprintf(lc->desc, sizeof(lc->desc), "no provider activated (default on demand)");
	return 0;
}

int
openssl_libctx_init(struct openssl_libctx *lc, const char *dev, const char *providers,
		const char *propq, const char *conf)
{
	int ret;

	memset(lc, 0, sizeof(*lc));
	ret = libctx_make(lc, dev, providers, propq, conf);
	if (ret != 0)
		openssl_libctx_fini(lc);
	ERR_clear_error();
	return ret;
}

void
openssl_libctx_fini(struct openssl_libctx *lc)
{
	while (lc->nb_prov > 0)
		OSSL_PROVIDER_unload(lc->prov[--lc->nb_prov]);
	OSSL_LIB_CTX_free(lc->libctx);
	free(lc->propq);
	free(lc->providers);
	free(lc->conf);
	memset(lc, 0, sizeof(*lc));
}

/* Two devargs strings, each maybe absent, equal? */
static bool
str_same(const char *a, const char *b)
{
	return a == NULL || b == NULL ? a == b : strcmp(a, b) == 0;
}

bool
openssl_libctx_same(const struct openssl_libctx *a, const struct openssl_libctx *b)
{
	return a == b || ((a->libctx == NULL) == (b->libctx == NULL) &&
		str_same(a->providers, b->providers) && str_same(a->conf, b->conf) &&
		str_same(a->propq, b->propq));
}

/* The provider of the session's first algorithm object, or NULL. */
static const OSSL_PROVIDER *
session_provider(const struct openssl_session *s)
{
	if (openssl_session_has(s, RTE_CRYPTO_SYM_XFORM_AEAD))
		return s->aead.evp == NULL ? NULL : EVP_CIPHER_get0_provider(s->aead.evp);
	if (openssl_session_has(s, RTE_CRYPTO_SYM_XFORM_CIPHER) && s->cipher.evp != NULL)
		return EVP_CIPHER_get0_provider(s->cipher.evp);
	if (!openssl_session_has(s, RTE_CRYPTO_SYM_XFORM_AUTH))
		return NULL;
	if (s->auth.mac != NULL)
		return EVP_MAC_get0_provider(s->auth.mac);
	if (s->auth.md != NULL)
		return EVP_MD_get0_provider(s->auth.md);
	return s->auth.cipher == NULL ? NULL : EVP_CIPHER_get0_provider(s->auth.cipher);
}

RTE_EXPORT_EXPERIMENTAL_SYMBOL(rte_pmd_openssl_sym_session_provider, 22.11)
int
rte_pmd_openssl_sym_session_provider(void *sess, char *name, size_t len)
{
	struct rte_cryptodev_sym_session *cs = sess;
	const OSSL_PROVIDER *prov;

	if (cs == NULL || name == NULL || len == 0)
		return -EINVAL;
	if (cs->driver_id != openssl_driver_id)
		return -ENOTSUP;
	prov = session_provider(CRYPTODEV_GET_SYM_SESS_PRIV(cs));
	if (prov == NULL)
		return -ENOENT;
	return strlcpy(name, OSSL_PROVIDER_get0_name(prov), len) < len ? 0 : -ENOSPC;
}
