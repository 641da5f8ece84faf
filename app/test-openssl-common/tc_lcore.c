/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <pthread.h>
#include <stdint.h>

#include <rte_pause.h>

#include "tc_lcore.h"

struct call {
	lcore_function_t *fn;
	void *arg;
	uint32_t go;
	uint32_t done;
};

static int
trampoline(void *p)
{
	struct call *c = p;

	while (__atomic_load_n(&c->go, __ATOMIC_ACQUIRE) == 0)
		rte_pause();
	c->fn(c->arg);
	__atomic_store_n(&c->done, 1, __ATOMIC_RELEASE);
	return 0;
}

static void *
thread_main(void *p)
{
	trampoline(p);
	return NULL;
}

static void
wait_done(struct call *c)
{
	while (__atomic_load_n(&c->done, __ATOMIC_ACQUIRE) == 0)
		rte_pause();
}

int
tc_lcore_pair(unsigned int worker, lcore_function_t *fn, void *arg0, void *arg1)
{
	struct call c = { .fn = fn, .arg = arg1 };

	if (rte_eal_remote_launch(trampoline, &c, worker) != 0)
		return -1;
	__atomic_store_n(&c.go, 1, __ATOMIC_RELEASE);
	fn(arg0);
	rte_eal_wait_lcore(worker);
	wait_done(&c);
	return 0;
}

int
tc_lcore_run(unsigned int worker, lcore_function_t *fn, void *arg)
{
	struct call c = { .fn = fn, .arg = arg };

	if (rte_eal_remote_launch(trampoline, &c, worker) != 0)
		return -1;
	__atomic_store_n(&c.go, 1, __ATOMIC_RELEASE);
	rte_eal_wait_lcore(worker);
	wait_done(&c);
	return 0;
}

int
tc_thread_run(lcore_function_t *fn, void *arg)
{
	struct call c = { .fn = fn, .arg = arg };
	pthread_t t;
	int rc = pthread_create(&t, NULL, thread_main, &c);

	if (rc != 0)
		return -1;
	__atomic_store_n(&c.go, 1, __ATOMIC_RELEASE);
	pthread_join(t, NULL);
	wait_done(&c);
	return 0;
}
