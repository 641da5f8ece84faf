/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#define _GNU_SOURCE	/* memmem, dl_iterate_phdr */
#include <dlfcn.h>
#include <link.h>
#include <malloc.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <rte_malloc.h>

#include "leak.h"
#include "rte_pmd_openssl.h"

#define LEAK_PMD_FILE	"librte_crypto_openssl3.so"

static uint64_t
leak_rss(void)
{
	unsigned long size = 0, resident = 0;
	FILE *f = fopen("/proc/self/statm", "r");

	if (f == NULL)
		return 0;
	if (fscanf(f, "%lu %lu", &size, &resident) != 2)
		resident = 0;
	fclose(f);
	return (uint64_t)resident * (uint64_t)sysconf(_SC_PAGESIZE);
}

void
leak_mem_sample(const struct leak_dev *dev, struct leak_mem *m)
{
	struct rte_malloc_socket_stats st;
	struct mallinfo2 mi = mallinfo2();

	m->rss = leak_rss();
	/* in use: arena chunks plus chunks of their own mmap */
	m->malloc_used = mi.uordblks + mi.hblkhd;
	m->dpdk_heap = 0;
	if (rte_malloc_get_socket_stats(dev->socket, &st) == 0)
		m->dpdk_heap = st.heap_allocsz_bytes;
	m->pools_in_use = rte_mempool_in_use_count(dev->sess_pool) +
		rte_mempool_in_use_count(dev->op_pool) +
		rte_mempool_in_use_count(dev->mbuf_pool);
}

bool
leak_scan_mem(const void *mem, size_t size, const uint8_t *needle, unsigned int len)
{
	return len > 0 && memmem(mem, size, needle, len) != NULL;
}

struct leak_scan {
	const uint8_t *needle;
	unsigned int len;
	unsigned int hits;
};

static void
leak_scan_obj(struct rte_mempool *mp, void *opaque, void *obj, unsigned int idx __rte_unused)
{
	struct leak_scan *s = opaque;

	if (leak_scan_mem(obj, mp->elt_size, s->needle, s->len))
		s->hits++;
}

/* Elements of the pool (in use or not) whose bytes contain the needle. */
unsigned int
leak_scan_pool(struct rte_mempool *mp, const uint8_t *needle, unsigned int len)
{
	struct leak_scan s = { .needle = needle, .len = len, .hits = 0 };

	if (len > 0)
		rte_mempool_obj_iter(mp, leak_scan_obj, &s);
	return s.hits;
}

typedef int (*leak_info_fn)(void *, struct rte_pmd_openssl_sym_session_info *);

static int
leak_find_pmd(struct dl_phdr_info *info, size_t size __rte_unused, void *arg)
{
	const char *base = strrchr(info->dlpi_name, '/');
	leak_info_fn *fn = arg;
	void *h;

	base = base != NULL ? base + 1 : info->dlpi_name;
	if (strcmp(base, LEAK_PMD_FILE) != 0)
		return 0;
	h = dlopen(info->dlpi_name, RTLD_NOW | RTLD_NOLOAD);
	if (h == NULL)
		return 0;
	*fn = (leak_info_fn)(uintptr_t)dlsym(h, "rte_pmd_openssl_sym_session_info_get");
	dlclose(h);	/* NOLOAD took a reference; EAL keeps its own */
	return *fn != NULL;
}

/*
 * Filled slots of a session, from our driver's own API; -1 when the driver
 * in this process is not ours (EAL loads -d libraries without RTLD_GLOBAL,
 * hence the search by file name).
 */
int
leak_pmd_filled_slots(void *sess)
{
	static leak_info_fn fn;
	static bool searched;
	struct rte_pmd_openssl_sym_session_info info;

	if (!searched) {
		dl_iterate_phdr(leak_find_pmd, &fn);
		searched = true;
	}
	if (fn == NULL || fn(sess, &info) != 0)
		return -1;
	return info.nb_filled;
}
