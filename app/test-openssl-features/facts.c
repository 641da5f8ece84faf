/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <stdbool.h>

#include <openssl/crypto.h>
#include <openssl/evp.h>

#include <rte_common.h>
#include <rte_cryptodev.h>

#include <tc_compat.h>
#include <tc_names.h>

#include "facts.h"

/* The asymmetric transforms of this DPDK's API, as the driver serves them. */
static const char *const asym_api[] = {
	"rsa", "modexp", "modinv", "dh", "dsa", "ecdsa", "ecpm",
#if TC_ASYM_HAVE_SM2
	"sm2",
#endif
#if TC_ASYM_HAVE_ECX
	"ecdh", "eddsa",
#endif
#if TC_ASYM_HAVE_PQC
	"ml-kem", "ml-dsa",
#endif
};

/*
 * The symmetric algorithm names this DPDK's API defines: an ini entry for an
 * algorithm outside them (SHAKE on 22.11) cannot be advertised by any driver.
 */
static void
print_api_algos(FILE *f)
{
	static const struct {
		enum rte_crypto_sym_xform_type type;
		const char *key;
	} kinds[] = {
		{ RTE_CRYPTO_SYM_XFORM_CIPHER, "cipher" },
		{ RTE_CRYPTO_SYM_XFORM_AUTH, "auth" },
		{ RTE_CRYPTO_SYM_XFORM_AEAD, "aead" },
	};
	struct jw w;
	unsigned int k;
	const char *s;
	int algo;

	fputs("  \"api_algorithms\": {", f);
	for (k = 0; k < RTE_DIM(kinds); k++) {
		w = (struct jw){ f, 1 };
		fprintf(f, "\n    \"%s\": [", kinds[k].key);
		for (algo = 1; algo < 256; algo++) {
			s = tc_algo_name(kinds[k].type, algo);
			if (s == NULL)
				continue;
			jw_sep(&w);
			json_str(f, s);
		}
		fputs("],", f);
	}
	w = (struct jw){ f, 1 };
	fputs("\n    \"asym\": [", f);
	for (k = 0; k < RTE_DIM(asym_api); k++) {
		jw_sep(&w);
		json_str(f, asym_api[k]);
	}
	fputs("]\n  },\n", f);
}

enum probe_kind {
	PROBE_CIPHER,		/* EVP_CIPHER_fetch */
	PROBE_KEM,		/* EVP_KEM_fetch */
	PROBE_SIGNATURE,	/* EVP_SIGNATURE_fetch */
	PROBE_SIG_INSTANCES,	/* a signature taking instances (Ed25519ph, Ed448ctx ...) */
};

/* An algorithm the driver serves only where its OpenSSL has what it needs. */
static const struct {
	const char *xform;	/* "cipher", "aead", "asym" */
	const char *algo;	/* DPDK's name */
	const char *needs;	/* what OpenSSL must have, in words */
	enum probe_kind kind;
	const char *names[2];	/* what OpenSSL must fetch, each */
} probes[] = {
	{ "cipher", "sm4-xts", "SM4-XTS", PROBE_CIPHER, { "SM4-XTS" } },
	{ "aead", "sm4-gcm", "SM4-GCM", PROBE_CIPHER, { "SM4-GCM" } },
	{ "asym", "eddsa", "EdDSA instances", PROBE_SIG_INSTANCES,
		{ "ED25519", "ED448" } },
	{ "asym", "ml-kem", "ML-KEM", PROBE_KEM, { "ML-KEM-768" } },
	{ "asym", "ml-dsa", "ML-DSA", PROBE_SIGNATURE, { "ML-DSA-65" } },
};

static bool
sig_has_instances(const EVP_SIGNATURE *sig)
{
	const OSSL_PARAM *p = EVP_SIGNATURE_settable_ctx_params(sig);

	return p != NULL && OSSL_PARAM_locate_const(p, OSSL_SIGNATURE_PARAM_INSTANCE) != NULL;
}

static bool
probe_one(enum probe_kind kind, const char *name)
{
	EVP_SIGNATURE *sig;
	EVP_CIPHER *c;
	EVP_KEM *kem;
	bool ok;

	switch (kind) {
	case PROBE_CIPHER:
		c = EVP_CIPHER_fetch(NULL, name, NULL);
		EVP_CIPHER_free(c);
		return c != NULL;
	case PROBE_KEM:
		kem = EVP_KEM_fetch(NULL, name, NULL);
		EVP_KEM_free(kem);
		return kem != NULL;
	default:
		sig = EVP_SIGNATURE_fetch(NULL, name, NULL);
		ok = sig != NULL && (kind == PROBE_SIGNATURE || sig_has_instances(sig));
		EVP_SIGNATURE_free(sig);
		return ok;
	}
}

static void
print_openssl(FILE *f)
{
	struct jw w = { f, 1 };
	unsigned int i, n;
	bool ok;

	fputs("  \"openssl\": {\"version\": ", f);
	json_str(f, OpenSSL_version(OPENSSL_VERSION_STRING));
	fputs(", \"probes\": [", f);
	for (i = 0; i < RTE_DIM(probes); i++) {
		ok = true;
		for (n = 0; n < RTE_DIM(probes[i].names) && probes[i].names[n] != NULL; n++)
			ok = ok && probe_one(probes[i].kind, probes[i].names[n]);
		jw_sep(&w);
		fprintf(f, "\n    {\"xform\": \"%s\", \"algo\": \"%s\", \"needs\": ",
			probes[i].xform, probes[i].algo);
		json_str(f, probes[i].needs);
		fprintf(f, ", \"present\": %s}", ok ? "true" : "false");
	}
	fputs("\n  ]},\n", f);
}

void
print_facts(FILE *f)
{
	print_api_algos(f);
	print_openssl(f);
}
