/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef LEAK_HOOK_H
#define LEAK_HOOK_H

/*
 * leak_hook.c: every block the process frees, scanned for needles (byte
 * strings of secrets) before it goes back to its allocator; and the stack
 * below a caller scanned likewise.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define LEAK_NEEDLE_LEN		16
#define LEAK_MAX_NEEDLES	512
#define LEAK_STACK_SCAN		(64 * 1024)	/* bytes below the caller scanned */

struct leak_needle {
	uint8_t b[LEAK_NEEDLE_LEN];
	uint8_t len;
	char what[72];		/* "rsa-exp/2048 d (limbs), byte 120" */
};

/* Is the stack scanned (not under ASan)? */
#if defined(__SANITIZE_ADDRESS__)
#define LEAK_HOOK_STACK	0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LEAK_HOOK_STACK	0
#endif
#endif
#ifndef LEAK_HOOK_STACK
#define LEAK_HOOK_STACK	1
#endif

enum leak_via {
	LEAK_VIA_OPENSSL,	/* OPENSSL_free and friends */
	LEAK_VIA_LIBC,		/* free() from anywhere else */
	LEAK_HOOK_NB_VIA,
};

/* Did CRYPTO_set_mem_functions() take the hooks (before any OpenSSL allocation)? */
bool leak_hook_openssl(void);
/* Are blocks scanned at all (not under valgrind or TSan)? */
bool leak_hook_active(void);
/* Does the process run under valgrind (whose allocator keeps freed memory)? */
bool leak_hook_valgrind(void);
void leak_needles_set(const struct leak_needle *n, unsigned int nb);
void leak_needles_clear(void);
/* Freed blocks that held a needle, so far; the first since leak_hook_rearm() described. */
uint64_t leak_hook_hits(enum leak_via via);
const char *leak_hook_first(void);
void leak_hook_rearm(void);
/* The first needle found in mem, or NULL. */
const struct leak_needle *leak_needle_in(const void *mem, size_t size);
/* The first needle on the stack below the caller, or NULL (not active: NULL). */
const struct leak_needle *leak_stack_scan(void);
void leak_stack_wipe(void);

#endif /* LEAK_HOOK_H */
