/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef OPENSSL_COMPAT_H
#define OPENSSL_COMPAT_H

/*
 * The one place where OpenSSL and DPDK version differences live. Behaviour
 * that differs between releases of one major version is probed at runtime
 * (openssl_compat.c) and recorded in struct openssl_lib_info; only API that
 * does not exist everywhere is chosen here at compile time.
 */

#include <stdarg.h>
#include <stdint.h>

#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/opensslv.h>

#include <rte_common.h>
#include <rte_log.h>
#include <rte_version.h>

#if OPENSSL_VERSION_NUMBER < 0x30000000L
#error "crypto_openssl needs OpenSSL 3.0 or later"
#endif

/*
 * DPDK. The driver is written against the current API; what an older release
 * lacks is supplied here, chosen by whether the header or macro exists.
 */

/*
 * Exported symbols: from DPDK 25.07 on, the build generates the version map
 * from these markers in the sources (eal_export.h defines them empty); before,
 * it reads version.map and the markers must expand to nothing.
 */
#if __has_include(<eal_export.h>)
#include <eal_export.h>
#endif
#ifndef RTE_EXPORT_EXPERIMENTAL_SYMBOL
#define RTE_EXPORT_EXPERIMENTAL_SYMBOL(symbol, ver)
#endif

/* rte_stdatomic.h (23.11): before it, the same API on C11 atomics. */
#if __has_include(<rte_stdatomic.h>)
#include <rte_stdatomic.h>
#endif
#ifndef RTE_ATOMIC
#include <stdatomic.h>
#define RTE_ATOMIC(type) _Atomic(type)
#define rte_memory_order_relaxed memory_order_relaxed
#define rte_memory_order_acquire memory_order_acquire
#define rte_memory_order_release memory_order_release
#define rte_atomic_load_explicit(ptr, mo) atomic_load_explicit(ptr, mo)
#define rte_atomic_store_explicit(ptr, val, mo) atomic_store_explicit(ptr, val, mo)
#endif

/* RTE_LOG_LINE_PREFIX (24.03): before it, the same line through rte_vlog(). */
#ifndef RTE_LOG_LINE_PREFIX
static inline void __rte_format_printf(3, 4)
openssl_log_line(uint32_t level, uint32_t type, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	rte_vlog(level, type, fmt, ap);
	va_end(ap);
}
#define OPENSSL_LOG_COMMA ,
#define RTE_LOG_LINE_PREFIX(l, t, prefix, args, ...) \
	openssl_log_line(RTE_LOG_ ## l, RTE_LOGTYPE_ ## t, \
		RTE_FMT(prefix RTE_FMT_HEAD(__VA_ARGS__ ,) "\n", \
			args OPENSSL_LOG_COMMA RTE_FMT_TAIL(__VA_ARGS__ ,)))
#endif

/*
 * Algorithms DPDK's API gained after 22.11 (RTE_CRYPTO_AUTH_SHAKE_128/256,
 * RTE_CRYPTO_AUTH_SM3_HMAC, RTE_CRYPTO_CIPHER_SM4_OFB/CFB/XTS): enum values,
 * so the release decides. 24.11 has them all; they may be older, but 24.11 is
 * the first release this project builds against that does. Table rows and
 * cases that name them are wrapped in OPENSSL_API_2411(), which drops them
 * before it. Likewise RTE_CRYPTO_AEAD_SM4_GCM and OPENSSL_API_2511(): 24.11
 * lacks it, 25.11 has it.
 */
#if RTE_VERSION >= RTE_VERSION_NUM(24, 11, 0, 0)
#define OPENSSL_API_2411(...)	__VA_ARGS__
#else
#define OPENSSL_API_2411(...)
#endif
#if RTE_VERSION >= RTE_VERSION_NUM(25, 11, 0, 0)
#define OPENSSL_API_2511(...)	__VA_ARGS__
#else
#define OPENSSL_API_2511(...)
#endif

/*
 * SM4-XTS (OpenSSL 3.2) follows GB/T 17964-2021 unless told "IEEE" through
 * this parameter; the name is not in older headers, and an OpenSSL without
 * SM4-XTS never sees it (the cipher is not advertised there).
 */
#ifndef OSSL_CIPHER_PARAM_XTS_STANDARD
#define OSSL_CIPHER_PARAM_XTS_STANDARD	"xts_standard"
#endif

/*
 * A provider digest's copyctx (OpenSSL 3.5): a state copied into an existing
 * context, no allocation. Older headers lack it; whether the provider in the
 * process has it is seen in its dispatch table (openssl_prov.c).
 */
#ifndef OSSL_FUNC_DIGEST_COPYCTX
#define OSSL_FUNC_DIGEST_COPYCTX	15
typedef void (OSSL_FUNC_digest_copyctx_fn)(void *outctx, void *inctx);
static inline OSSL_FUNC_digest_copyctx_fn *
OSSL_FUNC_digest_copyctx(const OSSL_DISPATCH *opf)
{
	return (OSSL_FUNC_digest_copyctx_fn *)opf->function;
}
#endif

/* EVP_CIPHER_CTX_dup() and EVP_MD_CTX_dup() appeared in 3.1/3.2. */
static inline EVP_CIPHER_CTX *
openssl_cipher_ctx_dup(const EVP_CIPHER_CTX *in)
{
	EVP_CIPHER_CTX *out = EVP_CIPHER_CTX_new();

	if (out != NULL && EVP_CIPHER_CTX_copy(out, in) != 1) {
		EVP_CIPHER_CTX_free(out);
		out = NULL;
	}
	return out;
}

static inline EVP_MD_CTX *
openssl_md_ctx_dup(const EVP_MD_CTX *in)
{
	EVP_MD_CTX *out = EVP_MD_CTX_new();

	if (out != NULL && EVP_MD_CTX_copy_ex(out, in) != 1) {
		EVP_MD_CTX_free(out);
		out = NULL;
	}
	return out;
}

/* Bytes of driver private data a DPDK session object holds (22.11 .. 24.11). */
#define OPENSSL_SESS_PRIV_SIZE(sess)	((size_t)(sess)->sess_data_sz)

/*
 * DPDK 23.03 moved the RSA padding and the ECDSA keys from the op to the
 * xform. Before: each op brings them. From then: the session keeps a copy of
 * the xform's (openssl_asym_rsa.c, openssl_asym_ec.c), and the same process
 * code reads them there.
 */
#if RTE_VERSION < RTE_VERSION_NUM(23, 3, 0, 0)
#define OPENSSL_ASYM_KEYS_IN_XFORM	0
#define OPENSSL_RSA_PADDING(op, sess_pad)	(&(op)->rsa.padding)
#define OPENSSL_XFORM_RSA_PADDING(x)		((const struct rte_crypto_rsa_padding *)NULL)
#define OPENSSL_ECDSA_PKEY(op, sess_ec)		(&(op)->ecdsa.pkey)
#define OPENSSL_ECDSA_Q(op, sess_ec)		(&(op)->ecdsa.q)
#define OPENSSL_XFORM_EC_PKEY(x)		((const rte_crypto_param *)NULL)
#define OPENSSL_XFORM_EC_Q(x)			((const struct rte_crypto_ec_point *)NULL)
#else
#define OPENSSL_ASYM_KEYS_IN_XFORM	1
#define OPENSSL_RSA_PADDING(op, sess_pad)	(sess_pad)
#define OPENSSL_XFORM_RSA_PADDING(x)		(&(x)->rsa.padding)
#define OPENSSL_ECDSA_PKEY(op, sess_ec)		(&(sess_ec)->pkey)
#define OPENSSL_ECDSA_Q(op, sess_ec)		(&(sess_ec)->q)
#define OPENSSL_XFORM_EC_PKEY(x)		(&(x)->ec.pkey)
#define OPENSSL_XFORM_EC_Q(x)			(&(x)->ec.q)
#endif

/*
 * Asymmetric transforms newer than 22.11's API: a family whose transform the
 * API lacks is compiled as a stub that is never available, with this type.
 * SM2 (xform, op and curve id): from 24.11 on (its op still changed before).
 */
#define OPENSSL_ASYM_XFORM_NONE	((enum rte_crypto_asym_xform_type)0xff)
#if RTE_VERSION >= RTE_VERSION_NUM(24, 11, 0, 0)
#define OPENSSL_ASYM_HAVE_SM2	1
#else
#define OPENSSL_ASYM_HAVE_SM2	0
#endif
/*
 * ECDH with its keys in the xform, and EdDSA (Ed25519, Ed448): from 24.11 on
 * (22.11 has an ECDH op, but with the keys in the op).
 */
#if RTE_VERSION >= RTE_VERSION_NUM(24, 11, 0, 0)
#define OPENSSL_ASYM_HAVE_ECDH	1
#define OPENSSL_ASYM_HAVE_EDDSA	1
#else
#define OPENSSL_ASYM_HAVE_ECDH	0
#define OPENSSL_ASYM_HAVE_EDDSA	0
#endif

/*
 * OpenSSL 3.2 names the EdDSA instances (Ed25519ctx, Ed25519ph, Ed448ph) and
 * context strings; whether the library takes them is probed at runtime.
 */
#ifndef OSSL_SIGNATURE_PARAM_INSTANCE
#define OSSL_SIGNATURE_PARAM_INSTANCE		"instance"
#endif
#ifndef OSSL_SIGNATURE_PARAM_CONTEXT_STRING
#define OSSL_SIGNATURE_PARAM_CONTEXT_STRING	"context-string"
#endif

/*
 * ML-KEM and ML-DSA (xforms, ops and the mlkem_capa/mldsa_capa capability
 * fields): 25.11 is the first release this project builds against that has
 * them. ML-DSA also needs OpenSSL's message signing calls
 * (EVP_PKEY_sign_message_init, 3.4) in the headers: OpenSSL 3.5, the first
 * with ML-DSA. ML-KEM needs only EVP_PKEY_encapsulate (3.0). Whether the
 * OpenSSL in the process has them is probed at init.
 */
#if RTE_VERSION >= RTE_VERSION_NUM(25, 11, 0, 0)
#define OPENSSL_ASYM_HAVE_MLKEM	1
#else
#define OPENSSL_ASYM_HAVE_MLKEM	0
#endif
#if OPENSSL_ASYM_HAVE_MLKEM && OPENSSL_VERSION_NUMBER >= 0x30500000L
#define OPENSSL_ASYM_HAVE_MLDSA	1
#else
#define OPENSSL_ASYM_HAVE_MLDSA	0
#endif

/* Parameter names ML-KEM uses, absent from OpenSSL 3.0's headers. */
#ifndef OSSL_PKEY_PARAM_ML_KEM_SEED
#define OSSL_PKEY_PARAM_ML_KEM_SEED	"seed"
#endif
#ifndef OSSL_KEM_PARAM_IKME
#define OSSL_KEM_PARAM_IKME	"ikme"
#endif

/* An asymmetric session's driver private data and its size (22.11 .. 24.11). */
#define OPENSSL_ASYM_SESS_PRIV(sess)	((void *)(sess)->sess_private_data)
#define OPENSSL_ASYM_SESS_PRIV_SIZE(sess)	((size_t)(sess)->max_priv_data_sz)

#endif /* OPENSSL_COMPAT_H */
