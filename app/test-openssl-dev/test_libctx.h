/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TEST_LIBCTX_H
#define TEST_LIBCTX_H

#include <tc_dev.h>

/* Library contexts per device: devargs, mixed devices, a FIPS device (test_libctx.c). */
void test_libctx(struct tc_pools *pools);

#endif /* TEST_LIBCTX_H */
