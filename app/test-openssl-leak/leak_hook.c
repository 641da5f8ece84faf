/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Every block this process frees, scanned for secrets (needles) before it
 * goes back to its allocator, from the first allocation to the last:
 *
 *   - OpenSSL's allocator: CRYPTO_set_mem_functions() in a constructor,
 *     before OpenSSL has allocated anything (else it refuses, and the
 *     layer fails); its free marks the block as OpenSSL's and frees it
 *     through libc's free below.
 *   - libc's free (and realloc, which frees the old block): this program
 *     defines them, so every library of the process (the driver, OpenSSL,
 *     DPDK, a static OpenSSL inside the driver) frees through them; they
 *     scan, then hand the block to glibc (__libc_free). Under ASan the
 *     sanitizer owns free: its free hook scans instead.
 *
 * A block is zeroed after its scan, so that what a later block holds was
 * written while it was allocated.
 *
 * Nothing is scanned while no needle is set. LEAK_TRAP=1 raises SIGTRAP at
 * each hit (under gdb: the stack of the free). Under valgrind (its malloc
 * replaces glibc's, and a freed block's bytes may be undefined) and TSan
 * nothing is scanned: leak_hook_active() says so.
 */

#define _GNU_SOURCE	/* memmem */
#include <malloc.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/crypto.h>

#include <rte_common.h>

#include "leak_hook.h"

#if defined(__SANITIZE_ADDRESS__)
#define HOOK_ASAN	1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HOOK_ASAN	1
#endif
#endif
#ifndef HOOK_ASAN
#define HOOK_ASAN	0
#endif

#if defined(__SANITIZE_THREAD__)
#define HOOK_TSAN	1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define HOOK_TSAN	1
#endif
#endif
#ifndef HOOK_TSAN
#define HOOK_TSAN	0
#endif

#if __has_include(<valgrind/valgrind.h>)
#include <valgrind/valgrind.h>
#else
#define RUNNING_ON_VALGRIND	0
#endif

#if HOOK_ASAN && __has_include(<sanitizer/allocator_interface.h>)
#include <sanitizer/allocator_interface.h>
#elif HOOK_ASAN
/* the sanitizer runtime has them; gcc ships no header that declares them */
int __sanitizer_install_malloc_and_free_hooks(void (*malloc_hook)(const volatile void *, size_t),
		void (*free_hook)(const volatile void *));
size_t __sanitizer_get_allocated_size(const volatile void *p);
#endif

static struct leak_needle needles[LEAK_MAX_NEEDLES];
static unsigned int nb_needles;		/* __atomic: read by any thread's free */
static uint64_t hits[LEAK_HOOK_NB_VIA];
static char first_hit[160];
static int described;	/* first_hit written since leak_hook_rearm() */
static bool ossl_hooked;
static bool trap;
static bool active;
static __thread volatile int via_openssl;	/* volatile: free() does not read it, says gcc */

bool
leak_hook_openssl(void)
{
	return ossl_hooked;
}

bool
leak_hook_active(void)
{
	return active;
}

bool
leak_hook_valgrind(void)
{
	return RUNNING_ON_VALGRIND != 0;
}

void
leak_needles_set(const struct leak_needle *n, unsigned int nb)
{
	__atomic_store_n(&nb_needles, 0, __ATOMIC_RELEASE);
	if (nb > LEAK_MAX_NEEDLES)
		nb = LEAK_MAX_NEEDLES;
	memcpy(needles, n, nb * sizeof(*n));
	__atomic_store_n(&nb_needles, nb, __ATOMIC_RELEASE);
}

void
leak_needles_clear(void)
{
	__atomic_store_n(&nb_needles, 0, __ATOMIC_RELEASE);
}

uint64_t
leak_hook_hits(enum leak_via via)
{
	return __atomic_load_n(&hits[via], __ATOMIC_RELAXED);
}

const char *
leak_hook_first(void)
{
	return first_hit;
}

void
leak_hook_rearm(void)
{
	first_hit[0] = '\0';
	__atomic_store_n(&described, 0, __ATOMIC_RELEASE);
}

/* The needle found in mem, or NULL. */
const struct leak_needle *
leak_needle_in(const void *mem, size_t size)
{
	unsigned int n = __atomic_load_n(&nb_needles, __ATOMIC_ACQUIRE), i;

	for (i = 0; i < n; i++)
		if (size >= needles[i].len && memmem(mem, size, needles[i].b, needles[i].len))
			return &needles[i];
	return NULL;
}

/* A hit: counted, and the first described (snprintf of %s and %zu does not allocate). */
static void
record(const struct leak_needle *nd, size_t size, enum leak_via via)
{
	static const char *const names[] = {
		[LEAK_VIA_OPENSSL] = "OpenSSL's free",
		[LEAK_VIA_LIBC] = "libc's free",
	};
	__atomic_fetch_add(&hits[via], 1, __ATOMIC_RELAXED);
	if (trap)
		raise(SIGTRAP);	/* LEAK_TRAP=1 under gdb: the stack of the free */
	if (__atomic_exchange_n(&described, 1, __ATOMIC_ACQ_REL))
		return;
	snprintf(first_hit, sizeof(first_hit), "%s: a block of %zu bytes held %s", names[via],
			size, nd->what);
}

/*
 * Scan a block being freed, then zero it: a secret is reported by the free
 * that gives it back, never again by a later free of a block the allocator
 * made from the same memory (the test's own reference model frees keys
 * before the needles are set).
 */
static void
scan(void *p, size_t size)
{
	const struct leak_needle *nd;

	if (p == NULL || !active)
		return;
	if (__atomic_load_n(&nb_needles, __ATOMIC_ACQUIRE) != 0) {
		nd = leak_needle_in(p, size);
		if (nd != NULL)
			record(nd, size, via_openssl ? LEAK_VIA_OPENSSL : LEAK_VIA_LIBC);
	}
	memset(p, 0, size);
}

static void *
ossl_malloc(size_t n, const char *file __rte_unused, int line __rte_unused)
{
	return malloc(n);
}

/* A free by OpenSSL: the block scanned, the finding counted as OpenSSL's. */
static void
ossl_release(void *p)
{
	via_openssl = 1;
	free(p);
	via_openssl = 0;
}

static void
ossl_free(void *p, const char *file __rte_unused, int line __rte_unused)
{
	ossl_release(p);
}

/*
 * realloc as a new block from get, the contents copied, and the old block
 * given to put (which scans it): a block that moves is never left unscanned.
 */
static void *
realloc_by(void *p, size_t n, void *(*get)(size_t), void (*put)(void *))
{
	size_t old;
	void *q;

	if (p == NULL)
		return get(n);
	if (n == 0) {
		put(p);
		return NULL;
	}
	q = get(n);
	if (q == NULL)
		return NULL;
	old = malloc_usable_size(p);
	memcpy(q, p, old < n ? old : n);
	put(p);
	return q;
}

/* OpenSSL's realloc. */
static void *
ossl_realloc(void *p, size_t n, const char *file __rte_unused, int line __rte_unused)
{
	return realloc_by(p, n, malloc, ossl_release);
}

#if HOOK_ASAN
/* The sanitizer installs a pair of hooks or none: a malloc hook that does nothing. */
static void
asan_malloc_hook(const volatile void *p __rte_unused, size_t n __rte_unused)
{
}

static void
asan_free_hook(const volatile void *p)
{
	void *q = (void *)(uintptr_t)p;

	scan(q, __sanitizer_get_allocated_size(q));
}
#elif !HOOK_TSAN
extern void __libc_free(void *p);
extern void *__libc_malloc(size_t n);

void
free(void *p)
{
	if (p != NULL)
		scan(p, malloc_usable_size(p));
	__libc_free(p);
}

void *
realloc(void *p, size_t n)
{
	return realloc_by(p, n, __libc_malloc, free);
}
#endif

/* First constructor of the program: before anything asks OpenSSL for memory. */
static void __attribute__((constructor(101)))
leak_hook_init(void)
{
	ossl_hooked = CRYPTO_set_mem_functions(ossl_malloc, ossl_realloc, ossl_free) == 1;
#if HOOK_ASAN
	__sanitizer_install_malloc_and_free_hooks(asan_malloc_hook, asan_free_hook);
#endif
	active = !HOOK_TSAN && !RUNNING_ON_VALGRIND;
	trap = getenv("LEAK_TRAP") != NULL && getenv("LEAK_TRAP")[0] == '1';
}

/*
 * The stack below the caller: what the calls it just made left there, copied
 * out word by word (read below the stack pointer on purpose: not
 * instrumented, no library call on that stack while copying) and scanned.
 * Not under ASan: its shadow of dead frames is not ours to read.
 */
static uint64_t stack_copy[LEAK_STACK_SCAN / 8];

__attribute__((noinline, no_sanitize_address)) const struct leak_needle *
leak_stack_scan(void)
{
	const volatile uint64_t *sp = __builtin_frame_address(0);
	size_t i, n = (LEAK_STACK_SCAN - 256) / 8;

	if (!active || HOOK_ASAN)
		return NULL;
	for (i = 0; i < n; i++)
		stack_copy[i] = sp[-(ptrdiff_t)(LEAK_STACK_SCAN / 8) + (ptrdiff_t)i];
	return leak_needle_in(stack_copy, n * 8);
}

/* Zero the stack below the caller, so that a scan sees only what comes after. */
__attribute__((noinline)) void
leak_stack_wipe(void)
{
	volatile uint8_t area[LEAK_STACK_SCAN + 4096];

	memset((uint8_t *)(uintptr_t)area, 0, sizeof(area));
	__asm__ volatile("" : : "r"(area) : "memory");
}
