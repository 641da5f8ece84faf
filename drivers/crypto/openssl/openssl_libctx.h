/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef OPENSSL_LIBCTX_H
#define OPENSSL_LIBCTX_H

/*
 * A device's OpenSSL library context: the providers and the property query
 * every fetch of the device goes through (devargs providers, propq,
 * openssl_conf). Made at probe, read-only until the device is removed.
 */

#include <stdbool.h>

#include <openssl/crypto.h>
#include <openssl/provider.h>

/* FIPS device: smallest RSA and DSA modulus advertised (2048 bits). */
#define OPENSSL_FIPS_MIN_MOD_LEN	256

/* Providers a device loads at most. */
#define OPENSSL_LIBCTX_MAX_PROV	8

struct openssl_libctx {
	OSSL_LIB_CTX *libctx;	/* the device's own; NULL: the process's default */
	char *propq;		/* property query of every fetch; NULL: none */
	char *providers;	/* devarg providers as given; NULL: none */
	char *conf;		/* devarg openssl_conf as given; NULL: none */
	/*
	 * Every fetch is restricted to the FIPS provider (propq fips=yes, the
	 * context's default properties, or fips the only provider that
	 * computes): the driver then builds nothing of its own on top of the
	 * provider (no BIGNUM or EC arithmetic, HMAC or CMAC, 3DES-CTR, DOCSIS
	 * BPI or XCBC composed by the driver), so that every result comes from
	 * the provider.
	 */
	bool fips;
	/*
	 * libcrypto's own arithmetic (BIGNUM, EC_POINT: MODEX, MODINV, DH,
	 * ECPM, ECDH) may serve ops: not on a FIPS device, and only where the
	 * default provider serves the device's fetches (not on a device of the
	 * legacy or a hardware provider alone).
	 */
	bool native_ok;
	unsigned int nb_prov;
	OSSL_PROVIDER *prov[OPENSSL_LIBCTX_MAX_PROV];
	char desc[160];		/* the providers, for log lines: "fips 3.5.4" */
};

/*
 * The context of a device from its devargs (each may be NULL): a context of
 * its own if providers or conf is given, the configuration file loaded
 * first, then each provider (names joined by '+'), which runs its self-tests
 * as it loads. 0, or -EINVAL / -ENOTSUP / -ENOMEM with a log line naming what
 * failed and nothing left allocated.
 */
int openssl_libctx_init(struct openssl_libctx *lc, const char *dev, const char *providers,
		const char *propq, const char *conf);
void openssl_libctx_fini(struct openssl_libctx *lc);
/*
 * May a session made on a device of context a run on a device of context b?
 * Only if both are the same context, or made from the same devargs (the
 * process's default context, or each its own with the same providers and
 * configuration file) with the same property query: a session of a FIPS
 * device never runs on a device of other providers, nor theirs on it.
 */
bool openssl_libctx_same(const struct openssl_libctx *a, const struct openssl_libctx *b);

#endif /* OPENSSL_LIBCTX_H */
