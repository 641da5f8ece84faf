/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_REF_FETCH_H
#define TC_REF_FETCH_H

/* The reference model's files: an algorithm fetched once into *slot, thread-safe. */

#include <openssl/evp.h>

EVP_CIPHER *tc_ref_cipher_cached(EVP_CIPHER **slot, const char *name);
EVP_MD *tc_ref_md_cached(EVP_MD **slot, const char *name);

#endif /* TC_REF_FETCH_H */
