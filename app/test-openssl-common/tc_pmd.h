/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_PMD_H
#define TC_PMD_H

/*
 * The driver's own API (rte_pmd_openssl.h) from a program that loads the
 * driver with -d instead of linking it: EAL loads -d libraries without
 * RTLD_GLOBAL, so the symbol is looked up in the library of that file name.
 */

#define TC_PMD_FILE "librte_crypto_openssl3.so"

/* The symbol, or NULL when no library of that name is loaded or it lacks it. */
void *tc_pmd_sym(const char *name);

#endif /* TC_PMD_H */
