/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The auth family: capabilities, the algorithm table, session setup (which
 * implementation computes the session's algorithm, see openssl_auth_impl.h)
 * and the processing of an op: digest or MAC, then generate or verify.
 */

#include <string.h>

#include <openssl/crypto.h>

#include "openssl_auth_impl.h"
#include "openssl_compat.h"

#define MAC_TAG_LEN	16	/* CMAC, XCBC, GMAC */

#define AUTH_CAP(a, blk, kmin, kmax, kinc, dmin, dmax, imin, imax) { \
	.op = RTE_CRYPTO_OP_TYPE_SYMMETRIC, \
	.sym = { \
		.xform_type = RTE_CRYPTO_SYM_XFORM_AUTH, \
		.auth = { \
			.algo = (a), \
			.block_size = (blk), \
			.key_size = { .min = (kmin), .max = (kmax), .increment = (kinc) }, \
			.digest_size = { .min = (dmin), .max = (dmax), .increment = 1 }, \
			.aad_size = { 0 }, \
			.iv_size = { .min = (imin), .max = (imax), \
				.increment = (imax) > (imin) ? 1 : 0 }, \
		}, \
	}, \
}

#define DIGEST_CAP(a, blk, d)	AUTH_CAP(a, blk, 0, 0, 0, 1, d, 0, 0)
/* HMAC: any key length (RFC 2104: a key longer than the block is hashed first) */
#define HMAC_CAP(a, blk, d)	AUTH_CAP(a, blk, 0, UINT16_MAX, 1, 1, d, 0, 0)

static const struct rte_cryptodev_capabilities auth_caps[] = {
	/* NULL: any key (ignored), a digest of zeros of any length up to 64 */
	AUTH_CAP(RTE_CRYPTO_AUTH_NULL, 1, 0, OPENSSL_MAX_DIGEST_LEN, 1, 0, OPENSSL_MAX_DIGEST_LEN,
		0, 0),
	DIGEST_CAP(RTE_CRYPTO_AUTH_MD5, 64, 16),
	HMAC_CAP(RTE_CRYPTO_AUTH_MD5_HMAC, 64, 16),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SHA1, 64, 20),
	HMAC_CAP(RTE_CRYPTO_AUTH_SHA1_HMAC, 64, 20),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SHA224, 64, 28),
	HMAC_CAP(RTE_CRYPTO_AUTH_SHA224_HMAC, 64, 28),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SHA256, 64, 32),
	HMAC_CAP(RTE_CRYPTO_AUTH_SHA256_HMAC, 64, 32),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SHA384, 128, 48),
	HMAC_CAP(RTE_CRYPTO_AUTH_SHA384_HMAC, 128, 48),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SHA512, 128, 64),
	HMAC_CAP(RTE_CRYPTO_AUTH_SHA512_HMAC, 128, 64),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SHA3_224, 144, 28),
	HMAC_CAP(RTE_CRYPTO_AUTH_SHA3_224_HMAC, 144, 28),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SHA3_256, 136, 32),
	HMAC_CAP(RTE_CRYPTO_AUTH_SHA3_256_HMAC, 136, 32),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SHA3_384, 104, 48),
	HMAC_CAP(RTE_CRYPTO_AUTH_SHA3_384_HMAC, 104, 48),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SHA3_512, 72, 64),
	HMAC_CAP(RTE_CRYPTO_AUTH_SHA3_512_HMAC, 72, 64),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SM3, 64, 32),
	OPENSSL_API_2411(HMAC_CAP(RTE_CRYPTO_AUTH_SM3_HMAC, 64, 32),)
	OPENSSL_API_2411(DIGEST_CAP(RTE_CRYPTO_AUTH_SHAKE_128, 168, OPENSSL_MAX_XOF_LEN),)
	OPENSSL_API_2411(DIGEST_CAP(RTE_CRYPTO_AUTH_SHAKE_256, 136, OPENSSL_MAX_XOF_LEN),)
	AUTH_CAP(RTE_CRYPTO_AUTH_AES_CMAC, 16, 16, 32, 8, 1, 16, 0, 0),
	AUTH_CAP(RTE_CRYPTO_AUTH_AES_GMAC, 16, 16, 32, 8, 4, 16, 1, OPENSSL_GCM_MAX_IV_LEN),
	AUTH_CAP(RTE_CRYPTO_AUTH_AES_XCBC_MAC, 16, 16, 16, 0, 1, 16, 0, 0),
};

/*
 * key_len 0: any key the capability allows. HMAC: the EVP_MAC and the digest;
 * CMAC: the EVP_MAC and the CBC cipher of the CBC-MAC; XCBC: the CBC cipher.
 */
static const struct openssl_algo auth_algos[] = {
	{ RTE_CRYPTO_AUTH_NULL, 0, OPENSSL_AUTH_NULL, 0, 0, NULL, NULL },
	{ RTE_CRYPTO_AUTH_MD5, 0, OPENSSL_AUTH_DIGEST, 0, 0, "MD5", NULL },
	{ RTE_CRYPTO_AUTH_SHA1, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SHA1", NULL },
	{ RTE_CRYPTO_AUTH_SHA224, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SHA224", NULL },
	{ RTE_CRYPTO_AUTH_SHA256, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SHA256", NULL },
	{ RTE_CRYPTO_AUTH_SHA384, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SHA384", NULL },
	{ RTE_CRYPTO_AUTH_SHA512, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SHA512", NULL },
	{ RTE_CRYPTO_AUTH_MD5_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "MD5" },
	{ RTE_CRYPTO_AUTH_SHA1_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SHA1" },
	{ RTE_CRYPTO_AUTH_SHA224_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SHA224" },
	{ RTE_CRYPTO_AUTH_SHA256_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SHA256" },
	{ RTE_CRYPTO_AUTH_SHA384_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SHA384" },
	{ RTE_CRYPTO_AUTH_SHA512_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SHA512" },
	{ RTE_CRYPTO_AUTH_SHA3_224, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SHA3-224", NULL },
	{ RTE_CRYPTO_AUTH_SHA3_256, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SHA3-256", NULL },
	{ RTE_CRYPTO_AUTH_SHA3_384, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SHA3-384", NULL },
	{ RTE_CRYPTO_AUTH_SHA3_512, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SHA3-512", NULL },
	{ RTE_CRYPTO_AUTH_SHA3_224_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SHA3-224" },
	{ RTE_CRYPTO_AUTH_SHA3_256_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SHA3-256" },
	{ RTE_CRYPTO_AUTH_SHA3_384_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SHA3-384" },
	{ RTE_CRYPTO_AUTH_SHA3_512_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SHA3-512" },
	{ RTE_CRYPTO_AUTH_SM3, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SM3", NULL },
	OPENSSL_API_2411({ RTE_CRYPTO_AUTH_SM3_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SM3" },)
	OPENSSL_API_2411({ RTE_CRYPTO_AUTH_SHAKE_128, 0, OPENSSL_AUTH_XOF, 0, 0, "SHAKE128",
		NULL },)
	OPENSSL_API_2411({ RTE_CRYPTO_AUTH_SHAKE_256, 0, OPENSSL_AUTH_XOF, 0, 0, "SHAKE256",
		NULL },)
	{ RTE_CRYPTO_AUTH_AES_CMAC, 16, OPENSSL_AUTH_CMAC, 0, 0, "CMAC", "AES-128-CBC" },
	{ RTE_CRYPTO_AUTH_AES_CMAC, 24, OPENSSL_AUTH_CMAC, 0, 0, "CMAC", "AES-192-CBC" },
	{ RTE_CRYPTO_AUTH_AES_CMAC, 32, OPENSSL_AUTH_CMAC, 0, 0, "CMAC", "AES-256-CBC" },
	{ RTE_CRYPTO_AUTH_AES_GMAC, 16, OPENSSL_AUTH_GMAC, 0, 0, "AES-128-GCM", NULL },
	{ RTE_CRYPTO_AUTH_AES_GMAC, 24, OPENSSL_AUTH_GMAC, 0, 0, "AES-192-GCM", NULL },
	{ RTE_CRYPTO_AUTH_AES_GMAC, 32, OPENSSL_AUTH_GMAC, 0, 0, "AES-256-GCM", NULL },
	{ RTE_CRYPTO_AUTH_AES_XCBC_MAC, 16, OPENSSL_AUTH_XCBC, 0, 0, "AES-128-CBC",
		"AES-128-CBC" },
};

static const struct openssl_auth_impl *const auth_impls[OPENSSL_IMPL_MAX] = {
	[OPENSSL_IMPL_NULL] = NULL,
	[OPENSSL_IMPL_DIGEST] = &openssl_auth_digest,
	[OPENSSL_IMPL_HMAC] = &openssl_auth_hmac,
	[OPENSSL_IMPL_EVP_MAC] = &openssl_auth_evp_mac,
	[OPENSSL_IMPL_CBCMAC] = &openssl_auth_cbcmac,
	[OPENSSL_IMPL_GMAC] = &openssl_auth_gmac,
};

static void
auth_ctx_free(const struct openssl_session *s, struct openssl_slot *slot)
{
	const struct openssl_auth_impl *impl = auth_impls[s->auth.impl];

	if (impl != NULL)
		impl->ctx_free(&s->auth, slot);
}

static int
auth_ctx_new(const struct openssl_session *s, struct openssl_slot *slot)
{
	const struct openssl_auth_impl *impl = auth_impls[s->auth.impl];

	return impl != NULL ? impl->ctx_new(&s->auth, slot) : 0;
}

static int
auth_ctx_dup(const struct openssl_session *s, const struct openssl_slot *tmpl,
		struct openssl_slot *slot)
{
	const struct openssl_auth_impl *impl = auth_impls[s->auth.impl];

	return impl != NULL ? impl->ctx_dup(&s->auth, tmpl, slot) : 0;
}

static void
auth_sess_free(struct openssl_session *s)
{
	EVP_MD_free(s->auth.md);
	EVP_MAC_free(s->auth.mac);
	EVP_CIPHER_free(s->auth.cipher);
	s->auth.md = NULL;
	s->auth.mac = NULL;
	s->auth.cipher = NULL;
}

/* The implementation of a session's algorithm; evp_mac: HMAC and CMAC by EVP_MAC. */
static uint8_t
auth_impl_of(const struct openssl_algo *algo, bool evp_mac)
{
	switch (algo->mode) {
	case OPENSSL_AUTH_DIGEST:
	case OPENSSL_AUTH_XOF:
		return OPENSSL_IMPL_DIGEST;
	case OPENSSL_AUTH_HMAC:
		return evp_mac ? OPENSSL_IMPL_EVP_MAC : OPENSSL_IMPL_HMAC;
	case OPENSSL_AUTH_CMAC:
		return evp_mac ? OPENSSL_IMPL_EVP_MAC : OPENSSL_IMPL_CBCMAC;
	case OPENSSL_AUTH_XCBC:
		return OPENSSL_IMPL_CBCMAC;
	case OPENSSL_AUTH_GMAC:
		return OPENSSL_IMPL_GMAC;
	default:
		return OPENSSL_IMPL_NULL;
	}
}

/* Fetch what the implementation needs; the full digest length, or -ENOTSUP. */
static int
auth_fetch(struct openssl_auth_sess *a, const struct openssl_libctx *lc)
{
	const char *md = a->algo->mode == OPENSSL_AUTH_HMAC ? a->algo->evp_param :
		a->algo->evp_name;

	switch (a->algo->mode) {
	case OPENSSL_AUTH_XOF:
		a->md = EVP_MD_fetch(lc->libctx, md, lc->propq);
		return a->md != NULL ? OPENSSL_MAX_XOF_LEN : -ENOTSUP;
	case OPENSSL_AUTH_DIGEST:
	case OPENSSL_AUTH_HMAC:
		a->md = EVP_MD_fetch(lc->libctx, md, lc->propq);
		break;
	case OPENSSL_AUTH_GMAC:
		a->cipher = EVP_CIPHER_fetch(lc->libctx, a->algo->evp_name, lc->propq);
		break;
	case OPENSSL_AUTH_CMAC:
	case OPENSSL_AUTH_XCBC:
		a->cipher = EVP_CIPHER_fetch(lc->libctx, a->algo->evp_param, lc->propq);
		break;
	default:
		return OPENSSL_MAX_DIGEST_LEN;	/* NULL */
	}
	if (a->impl == OPENSSL_IMPL_EVP_MAC)
		a->mac = EVP_MAC_fetch(lc->libctx, a->algo->evp_name, lc->propq);
	if ((a->md == NULL && a->cipher == NULL) ||
			(a->impl == OPENSSL_IMPL_EVP_MAC && a->mac == NULL))
		return -ENOTSUP;
	return a->md != NULL ? EVP_MD_get_size(a->md) : MAC_TAG_LEN;
}

/* Key length the mode accepts: none for digests, any for HMAC, exact otherwise. */
static int
auth_key_check(const struct openssl_algo *algo, uint16_t len)
{
	switch (algo->mode) {
	case OPENSSL_AUTH_DIGEST:
	case OPENSSL_AUTH_XOF:
		if (len == 0)
			return 0;
		OPENSSL_LOG(ERR, "%s is an unkeyed hash, a %u-byte key was given (an HMAC?)",
			algo->evp_name, len);
		return -ENOTSUP;
	case OPENSSL_AUTH_NULL:
		return len <= OPENSSL_MAX_DIGEST_LEN ? 0 : -ENOTSUP;
	case OPENSSL_AUTH_HMAC:
		return 0;
	default:
		return len == algo->key_len ? 0 : -ENOTSUP;
	}
}

/*
 * The HMAC key as the session keeps it: RFC 2104 replaces a key longer than
 * the digest's block by its hash, as OpenSSL's HMAC does itself, so any key
 * length gives the same MAC and the session holds at most one block.
 */
static int
hmac_key_copy(struct openssl_auth_sess *a, const uint8_t *key, uint16_t len)
{
	unsigned int mdlen = 0;

	if (len > 0 && key == NULL)
		return -EINVAL;
	if (len <= EVP_MD_get_block_size(a->md))
		return openssl_key_copy(a->key, sizeof(a->key), &a->key_len, key, len);
	if (EVP_Digest(key, len, a->key, &mdlen, a->md, NULL) != 1)
		return -ENOMEM;
	a->key_len = mdlen;
	return 0;
}

/*
 * CMAC and XCBC: the CBC-MAC on the provider's own CBC functions; HMAC on
 * the provider's digest; GMAC on the provider's GCM (the AEAD family's
 * self-check): when the device allows it and they pass the self-check
 * against EVP.
 */
static bool
auth_direct(struct openssl_auth_sess *a, const struct openssl_dev *od)
{
	if (od->plain_evp)
		return false;
	if (a->impl == OPENSSL_IMPL_HMAC)
		return openssl_prov_digest_get(a->md, &a->pmd) == 0 &&
			openssl_prov_verdict(od->prov, a->algo, EVP_MD_get0_name(a->md),
				EVP_MD_get0_provider(a->md), openssl_prov_check_hmac, a->md,
				&a->pmd);
	if (a->impl == OPENSSL_IMPL_GMAC)
		return openssl_prov_cipher_get(a->cipher, a->algo->evp_name, &a->prov) == 0 &&
			openssl_prov_verdict(od->prov, a->algo, a->algo->evp_name,
				EVP_CIPHER_get0_provider(a->cipher), openssl_prov_check_aead,
				a->cipher, &a->prov);
	if (a->impl != OPENSSL_IMPL_CBCMAC ||
			openssl_prov_cipher_get(a->cipher, a->algo->evp_param, &a->prov) != 0 ||
			a->prov.cipher == NULL)
		return false;
	return openssl_prov_verdict(od->prov, a->algo, a->algo->evp_param,
			EVP_CIPHER_get0_provider(a->cipher), openssl_prov_check_cipher, a->cipher,
			&a->prov);
}

static int
auth_setup(struct openssl_session *s, const struct rte_crypto_sym_xform *x,
		const struct openssl_dev *od)
{
	const struct openssl_lib_info *lib = &od->lib;
	const struct rte_crypto_auth_xform *ax = &x->auth;
	struct openssl_auth_sess *a = &s->auth;
	int max_digest, ret;

	a->algo = openssl_algo_find(auth_algos, RTE_DIM(auth_algos), ax->algo,
			ax->key.length);
	if (a->algo == NULL)
		return -ENOTSUP;
	ret = auth_key_check(a->algo, ax->key.length);
	if (ret != 0)
		return ret;
	a->impl = auth_impl_of(a->algo, od->evp_mac);
	max_digest = auth_fetch(a, &od->lc);
	if (max_digest < 0)
		return max_digest;
	if (a->algo->mode == OPENSSL_AUTH_HMAC)
		ret = hmac_key_copy(a, ax->key.data, ax->key.length);
	else
		ret = openssl_key_copy(a->key, sizeof(a->key), &a->key_len, ax->key.data,
				ax->key.length);
	if (ret != 0)
		return ret;
	if ((ax->digest_length == 0 && a->algo->mode != OPENSSL_AUTH_NULL) ||
			ax->digest_length > max_digest)
		return -ENOTSUP;
	if (a->impl == OPENSSL_IMPL_CBCMAC && openssl_cbcmac_derive(a) != 0)
		return -ENOMEM;
	a->direct = auth_direct(a, od);
	/* the IV is only read by GMAC; other algorithms ignore it, as upstream does */
	if (a->algo->mode == OPENSSL_AUTH_GMAC && (ax->iv.length < 1 ||
			ax->iv.length > OPENSSL_GCM_MAX_IV_LEN || ax->digest_length < 4))
		return -ENOTSUP;
	a->verify = ax->op == RTE_CRYPTO_AUTH_OP_VERIFY;
	a->mac_reinit_ok = a->algo->mode == OPENSSL_AUTH_HMAC ? lib->hmac_reinit_ok :
		lib->cmac_reinit_ok;
	a->digest_len = ax->digest_length;
	/* a generate of the untruncated digest needs no copy of it */
	a->md_out = !a->verify && a->digest_len == max_digest &&
		auth_impls[a->impl] != NULL && auth_impls[a->impl]->flat != NULL;
	if (a->algo->mode == OPENSSL_AUTH_GMAC) {
		a->iv_offset = ax->iv.offset;
		a->iv_len = ax->iv.length;
		a->iv_param = openssl_gcm_iv_param(lib, a->cipher);
	}
	return auth_ctx_new(s, &s->tmpl);
}

/* The MAC md written to digest, or compared with it: NOT_PROCESSED when fine. */
static inline uint8_t
auth_verdict(const struct openssl_auth_sess *a, const uint8_t *md, uint8_t *digest)
{
	if (!a->verify)
		memcpy(digest, md, a->digest_len);
	else if (CRYPTO_memcmp(md, digest, a->digest_len) != 0)
		return RTE_CRYPTO_OP_STATUS_AUTH_FAILED;
	return RTE_CRYPTO_OP_STATUS_NOT_PROCESSED;
}

/* The digest of [off, off + len) of m, written or verified: NOT_PROCESSED when fine. */
static inline uint8_t
auth_digest(const struct openssl_auth_sess *a, struct openssl_slot *slot,
		const struct openssl_args *op, struct rte_mbuf *m, uint32_t off, uint32_t len,
		uint8_t *digest)
{
	uint8_t md[OPENSSL_MAX_XOF_LEN];	/* a SHAKE output or any digest */
	struct openssl_iter it;

	RTE_BUILD_BUG_ON(EVP_MAX_MD_SIZE > OPENSSL_MAX_XOF_LEN);

	openssl_iter_init(&it, m, off, len);
	if (unlikely(auth_impls[a->impl]->run(a, slot, op, &it, md) != 0))
		return RTE_CRYPTO_OP_STATUS_ERROR;
	return auth_verdict(a, md, digest);
}

/* auth_digest() of a range known to lie in m's first segment, and no per-op parameter. */
static __rte_always_inline uint8_t
auth_digest_flat(const struct openssl_auth_sess *a, struct openssl_slot *slot,
		struct rte_mbuf *m, uint32_t off, uint32_t len, uint8_t *digest)
{
	const struct openssl_auth_impl *impl = auth_impls[a->impl];
	uint8_t md[OPENSSL_MAX_XOF_LEN];

	if (impl->flat == NULL)
		return auth_digest(a, slot, NULL, m, off, len, digest);
	if (unlikely(impl->flat(a, slot, rte_pktmbuf_mtod_offset(m, const uint8_t *, off), len,
			a->md_out ? digest : md) != 0))
		return RTE_CRYPTO_OP_STATUS_ERROR;
	if (a->md_out)
		return RTE_CRYPTO_OP_STATUS_NOT_PROCESSED;
	return auth_verdict(a, md, digest);
}

uint8_t
openssl_auth_mac(const struct openssl_auth_sess *a, struct openssl_slot *slot,
		struct rte_mbuf *m, uint32_t off, uint32_t len, uint8_t *digest)
{
	return auth_digest_flat(a, slot, m, off, len, digest);
}

void
openssl_auth_process(struct openssl_args *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *m, struct rte_mbuf *dst __rte_unused)
{
	const struct openssl_auth_sess *a = &s->auth;
	uint8_t *digest = op->digest;
	uint8_t st;

	if (unlikely((digest == NULL && a->digest_len > 0) ||
			!openssl_mbuf_range_ok(m, op->auth_off, op->auth_len))) {
		op->status = RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
		return;
	}
	if (a->impl == OPENSSL_IMPL_NULL) {
		/* no authentication: a digest of zeros, and every verify passes */
		if (!a->verify && a->digest_len > 0)
			memset(digest, 0, a->digest_len);
		return;
	}
	st = auth_digest(a, slot, op, m, op->auth_off, op->auth_len, digest);
	if (unlikely(st != RTE_CRYPTO_OP_STATUS_NOT_PROCESSED))
		op->status = st;
}

/*
 * The shortcut of an auth session whose implementation reads no per-op
 * parameter (all but GMAC's IV and the NULL algorithm; a provider-direct
 * GMAC session has a shortcut of its own): a session op whose
 * data lies in one segment is the digest without the generic layers; any
 * other op takes openssl_run_op().
 */
static void
auth_op(struct openssl_qp *qp, struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	uint32_t off = op->sym->auth.data.offset, len = op->sym->auth.data.length;
	uint8_t *digest = op->sym->auth.digest.data;
	uint8_t st;

	if (unlikely(digest == NULL || !openssl_mbuf_flat_ok(src, (uint64_t)off + len))) {
		openssl_run_op(qp, op, s, slot, src, dst);
		return;
	}
	st = auth_digest_flat(&s->auth, slot, src, off, len, digest);
	if (unlikely(st != RTE_CRYPTO_OP_STATUS_NOT_PROCESSED))
		op->status = st;
}

static openssl_op_t
auth_shortcut(const struct openssl_session *s)
{
	const struct openssl_auth_impl *impl = auth_impls[s->auth.impl];

	if (s->auth.impl == OPENSSL_IMPL_NULL ||
			(s->auth.impl == OPENSSL_IMPL_GMAC && !s->auth.direct))
		return NULL;
	return impl->shortcut != NULL ? impl->shortcut : auth_op;
}

const struct openssl_family openssl_auth_family = {
	.name = "auth",
	.xform_type = RTE_CRYPTO_SYM_XFORM_AUTH,
	.caps = auth_caps,
	.nb_caps = RTE_DIM(auth_caps),
	.algos = auth_algos,
	.nb_algos = RTE_DIM(auth_algos),
	.setup = auth_setup,
	.ctx_new = auth_ctx_new,
	.ctx_dup = auth_ctx_dup,
	.ctx_free = auth_ctx_free,
	.process = openssl_auth_process,
	.shortcut = auth_shortcut,
	.sess_free = auth_sess_free,
};
