/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */
#include "asym.h"

int
suite_concurrency(void)
{
	return -1;
}
