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

/*
 * A row the driver composes itself from the provider's primitives (3DES-CTR
 * from ECB, DOCSIS BPI's runt block, single DES as 3DES with K1 = K2 = K3,
 * AES-XCBC-MAC from CBC): not on a FIPS device, whose results must all come
 * from the FIPS provider's own algorithms.
 */
static bool
algo_composed(const struct openssl_family *f, const struct openssl_algo *a)
{
	if (f == &openssl_cipher_family)
		return a->mode == OPENSSL_CIPHER_3DES_CTR || a->mode == OPENSSL_CIPHER_DOCSIS ||
			(a->flags & OPENSSL_ALGO_KEY_REPEAT) != 0;
	if (f == &openssl_auth_family)
		return a->mode == OPENSSL_AUTH_XCBC;
	return false;
}

/* Does the cipher take this key, to encrypt and to decrypt? */
static bool
cipher_keys(EVP_CIPHER *evp, uint16_t key_len)
{
	uint8_t key[OPENSSL_MAX_CIPHER_KEY_LEN];
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	bool ok;
	int i;

	for (i = 0; i < key_len && i < (int)sizeof(key); i++)
		key[i] = (uint8_t)(0x5a ^ (i * 29 + 1));	/* XTS: halves differ */
	ok = ctx != NULL && EVP_CIPHER_get_key_length(evp) == key_len &&
		EVP_CipherInit_ex(ctx, evp, NULL, key, NULL, 1) == 1 &&
		EVP_CipherInit_ex(ctx, evp, NULL, key, NULL, 0) == 1;
	EVP_CIPHER_CTX_free(ctx);
	OPENSSL_cleanse(key, sizeof(key));
	return ok;
}

/*
 * On a device with a context of its own or a property query: each key
 * length of a cipher or AEAD capability keys the provider's cipher both
 * ways (a provider may refuse a key size, or to encrypt: the FIPS provider
 * of OpenSSL 3.4 on refuses 3DES encryption). A row whose EVP key length is
 * not the capability's (DES as 3DES) is judged by its own name.
 */
static bool
cap_keys_ok(const struct openssl_libctx *lc, const struct openssl_family *f,
		const struct rte_cryptodev_capabilities *cap)
{
	const struct rte_crypto_param_range *r;
	const struct openssl_algo *a;
	EVP_CIPHER *evp;
	uint16_t len;
	bool ok = true;

	if (f->xform_type == RTE_CRYPTO_SYM_XFORM_CIPHER)
		r = &cap->sym.cipher.key_size;
	else if (f->xform_type == RTE_CRYPTO_SYM_XFORM_AEAD)
		r = &cap->sym.aead.key_size;
	else
		return true;
	for (len = r->min; ok && len <= r->max; len += r->increment) {
		a = openssl_algo_find(f->algos, f->nb_algos, cap_algo(cap), len);
		if (a != NULL && a->evp_name != NULL && (a->flags & OPENSSL_ALGO_KEY_REPEAT) == 0) {
			evp = EVP_CIPHER_fetch(lc->libctx, a->evp_name, lc->propq);
			ok = evp != NULL && cipher_keys(evp, len);
			EVP_CIPHER_free(evp);
		}
		if (r->increment == 0)
			break;
	}
	return ok;
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
				!evp_available(lc, f->algos[i].evp_param) ||
				(lc->fips && algo_composed(f, &f->algos[i])))
			return false;
	}
	if (rows > 0 && (lc->libctx != NULL || lc->propq != NULL))
		return cap_keys_ok(lc, f, cap);
	return rows > 0;
}

/*
 * FIPS device: RSA and DSA keys of at least 2048 bits (SP 800-131A: the
 * FIPS provider refuses smaller keys to sign and encrypt).
 */
static void
asym_cap_fips(struct rte_cryptodev_capabilities *cap)
{
	struct rte_cryptodev_asymmetric_xform_capability *x = &cap->asym.xform_capa;

	if (x->xform_type == RTE_CRYPTO_ASYM_XFORM_RSA || x->xform_type == RTE_CRYPTO_ASYM_XFORM_DSA)
		x->modlen.min = RTE_MAX(x->modlen.min, OPENSSL_FIPS_MIN_MOD_LEN);
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
			OPENSSL_LOG(INFO, "%s not provided by %s%s: not advertised", f->name,
				lc->desc, lc->fips ? " (FIPS device)" : "");
			continue;
		}
		if (f->advertised != NULL && !f->advertised(lc)) {
			OPENSSL_LOG(INFO, "%s: OpenSSL lacks part of what the capability says: "
				"not advertised", f->name);
			continue;
		}
		for (j = 0; j < f->nb_caps; j++) {
			caps[n] = f->caps[j];
			if (lc->fips)
				asym_cap_fips(&caps[n]);
			n++;
		}
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
				OPENSSL_LOG(INFO, "%s algorithm %d not provided by %s: not advertised",
					f->name, cap_algo(&f->caps[j]), lc->desc);
		}
	}
	n = asym_caps_append(lc, lib, caps, n);
	ERR_clear_error();
	caps[n].op = RTE_CRYPTO_OP_TYPE_UNDEFINED;	/* end of list */
	return caps;
}

/* Is there a capability of this transform type and algorithm? */
static bool
caps_have(const struct rte_cryptodev_capabilities *caps, enum rte_crypto_sym_xform_type type,
		int algo)
{
	const struct rte_cryptodev_capabilities *c;

	for (c = caps; c->op != RTE_CRYPTO_OP_TYPE_UNDEFINED; c++)
		if (c->op == RTE_CRYPTO_OP_TYPE_SYMMETRIC && c->sym.xform_type == type &&
				cap_algo(c) == algo)
			return true;
	return false;
}

int
openssl_caps_xform_check(const struct openssl_dev *od, const struct rte_crypto_sym_xform *x)
{
	int algo;

	if (od->lc.libctx == NULL && od->lc.propq == NULL)
		return 0;	/* the process's context: the fetches decide */
	for (; x != NULL; x = x->next) {
		if (x->type == RTE_CRYPTO_SYM_XFORM_CIPHER)
			algo = x->cipher.algo;
		else if (x->type == RTE_CRYPTO_SYM_XFORM_AUTH)
			algo = x->auth.algo;
		else if (x->type == RTE_CRYPTO_SYM_XFORM_AEAD)
			algo = x->aead.algo;
		else
			continue;
		if (!caps_have(od->caps, x->type, algo)) {
			OPENSSL_LOG(ERR, "device %u: transform type %d algorithm %d not advertised "
				"on providers %s%s: refused", od->dev_id, x->type, algo, od->lc.desc,
				od->lc.fips ? " (FIPS device)" : "");
			return -ENOTSUP;
		}
	}
	return 0;
}
