/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#define _GNU_SOURCE	/* dl_iterate_phdr */
#include <dlfcn.h>
#include <link.h>
#include <string.h>

#include <rte_common.h>

#include "tc_pmd.h"

struct lookup {
	const char *name;
	void *addr;
};

static int
find_pmd(struct dl_phdr_info *info, size_t size __rte_unused, void *arg)
{
	const char *base = strrchr(info->dlpi_name, '/');
	struct lookup *l = arg;
	void *h;

	base = base != NULL ? base + 1 : info->dlpi_name;
	if (strcmp(base, TC_PMD_FILE) != 0)
		return 0;
	h = dlopen(info->dlpi_name, RTLD_NOW | RTLD_NOLOAD);
	if (h == NULL)
		return 0;
	l->addr = dlsym(h, l->name);
	dlclose(h);	/* NOLOAD took a reference; EAL keeps its own */
	return l->addr != NULL;
}

void *
tc_pmd_sym(const char *name)
{
	struct lookup l = { .name = name, .addr = NULL };

	dl_iterate_phdr(find_pmd, &l);
	return l.addr;
}
