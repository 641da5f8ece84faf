/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Built in place of perop_asym.c on DPDK 23.03 and later, whose asymmetric
 * API moved the RSA padding and the ECDSA keys into the transform: the
 * asymmetric cases are written for 22.11's API so far, and say so.
 */

#include <stdio.h>

#include <rte_common.h>

#include "perop.h"

void
perop_asym_run(uint8_t dev __rte_unused, const struct tc_pools *pools __rte_unused)
{
	printf("note asymmetric cases not built: written for DPDK 22.11's API\n");
}
