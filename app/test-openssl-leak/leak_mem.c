/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#define _GNU_SOURCE	/* memmem */
#include <malloc.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <rte_malloc.h>

#include <tc_pmd.h>

#include "leak.h"
#include "rte_pmd_openssl.h"

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
	if (rte_malloc_get_socket_stats(tc_dev_socket(dev->id), &st) == 0)
		m->dpdk_heap = st.heap_allocsz_bytes;
	m->pools_in_use = rte_mempool_in_use_count(dev->pools.sess) +
		rte_mempool_in_use_count(dev->pools.op) +
		rte_mempool_in_use_count(dev->pools.mbuf);
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

/*
 * Filled slots of a session, from our driver's own API; -1 when the driver
 * in this process is not ours (EAL loads -d libraries without RTLD_GLOBAL,
 * hence the search by file name).
 */
int
leak_pmd_filled_slots(void *sess)
{
	typedef int (*info_fn)(void *, struct rte_pmd_openssl_sym_session_info *);
	static info_fn fn;
	static bool searched;
	struct rte_pmd_openssl_sym_session_info info;

	if (!searched) {
		fn = (info_fn)(uintptr_t)tc_pmd_sym("rte_pmd_openssl_sym_session_info_get");
		searched = true;
	}
	if (fn == NULL || fn(sess, &info) != 0)
		return -1;
	return info.nb_filled;
}
