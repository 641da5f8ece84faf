/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <stdio.h>
#include <stdlib.h>

#include <rte_eal.h>

#include "tc_eal.h"

void
tc_eal_init(int *argc, char ***argv)
{
	char *prog = (*argv)[0];
	int ret = rte_eal_init(*argc, *argv);

	if (ret < 0) {
		printf("EAL init failed\n0 passed, 1 failed\n");
		exit(1);
	}
	*argc -= ret;
	*argv += ret;
	(*argv)[0] = prog;
}
