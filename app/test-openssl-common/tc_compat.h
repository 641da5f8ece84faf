/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_COMPAT_H
#define TC_COMPAT_H

/*
 * The version facts of the test programs, all of them, as
 * drivers/crypto/openssl/openssl_compat.h has the driver's: what each DPDK
 * release's API has, and OpenSSL names older headers lack. What the OpenSSL
 * in the process can do is probed at run time, never read from its version
 * (dpdk-test-openssl-features reports both).
 */

#include <openssl/core_names.h>

#include <rte_version.h>

/* 23.03 replaced the exported name arrays with functions (tc_names.c). */
#if RTE_VERSION >= RTE_VERSION_NUM(23, 3, 0, 0)
#define TC_NAME_FUNCS	1
#else
#define TC_NAME_FUNCS	0
#endif

/*
 * 22.11 carries the RSA padding and the ECDSA keys in the op; 23.03 moved
 * them into the transform.
 */
#if RTE_VERSION >= RTE_VERSION_NUM(23, 3, 0, 0)
#define TC_ASYM_KEYS_IN_XFORM	1
#else
#define TC_ASYM_KEYS_IN_XFORM	0
#endif

/* 24.11: SM2, ECDH with keys in the transform, EdDSA. */
#if RTE_VERSION >= RTE_VERSION_NUM(24, 11, 0, 0)
#define TC_ASYM_HAVE_SM2	1
#define TC_ASYM_HAVE_ECX	1
#else
#define TC_ASYM_HAVE_SM2	0
#define TC_ASYM_HAVE_ECX	0
#endif

/* ML-KEM and ML-DSA: 25.11 is the first release built here whose API has them. */
#if RTE_VERSION >= RTE_VERSION_NUM(25, 11, 0, 0)
#define TC_ASYM_HAVE_PQC	1
#else
#define TC_ASYM_HAVE_PQC	0
#endif

/*
 * Symmetric algorithms DPDK's API gained after 22.11 (SHAKE, SM3-HMAC, SM4
 * OFB/CFB/XTS): table rows naming them are wrapped in TC_API_2411(), which
 * drops them before 24.11; SM4-GCM in TC_API_2511(), which drops it before
 * 25.11.
 */
#if RTE_VERSION >= RTE_VERSION_NUM(24, 11, 0, 0)
#define TC_API_2411(...)	__VA_ARGS__
#else
#define TC_API_2411(...)
#endif
#if RTE_VERSION >= RTE_VERSION_NUM(25, 11, 0, 0)
#define TC_API_2511(...)	__VA_ARGS__
#else
#define TC_API_2511(...)
#endif

/* An OpenSSL parameter name newer than 3.0's headers (EdDSA instances: 3.2). */
#ifndef OSSL_SIGNATURE_PARAM_INSTANCE
#define OSSL_SIGNATURE_PARAM_INSTANCE	"instance"
#endif

#endif /* TC_COMPAT_H */
