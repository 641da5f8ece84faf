/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The symmetric algorithm families: one row each. Session setup finds a
 * transform's family here by its type, capability building walks the rows.
 * A new family is its own file and one row.
 */

#include "openssl_sym.h"

const struct openssl_family *const openssl_families[] = {
	&openssl_cipher_family,
	&openssl_auth_family,
	&openssl_aead_family,
};

const unsigned int openssl_nb_families = RTE_DIM(openssl_families);

int
openssl_family_index(enum rte_crypto_sym_xform_type type)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(openssl_families); i++)
		if (openssl_families[i]->xform_type == type)
			return (int)i;
	return -1;
}
