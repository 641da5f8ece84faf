/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_LCORE_H
#define TC_LCORE_H

/*
 * Work on other lcores and threads, waited for. Start and end are ordered
 * by flags that ThreadSanitizer sees (it does not see EAL's launch and
 * wait), so what the caller wrote before is seen by fn and what fn wrote is
 * seen by the caller after.
 */

#include <rte_launch.h>

/* fn(arg) on lcore worker. -1 when it cannot be launched. */
int tc_lcore_run(unsigned int worker, lcore_function_t *fn, void *arg);
/* fn(arg0) here and fn(arg1) on lcore worker at the same time. -1: nothing run. */
int tc_lcore_pair(unsigned int worker, lcore_function_t *fn, void *arg0, void *arg1);
/* fn(arg) on a new thread that is not an EAL lcore. */
int tc_thread_run(lcore_function_t *fn, void *arg);

#endif /* TC_LCORE_H */
