/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <errno.h>
#include <string.h>

#include <openssl/crypto.h>
#include <openssl/evp.h>

#include <rte_lcore.h>
#include <rte_malloc.h>

#include "openssl_mbuf.h"

#define OPENSSL_BOUNCE_LEN	256

void
openssl_mbuf_read(struct rte_mbuf *m, uint32_t off, uint32_t len, uint8_t *buf)
{
	struct openssl_iter it;
	uint32_t n;
	uint8_t *p;

	openssl_iter_init(&it, m, off, len);
	while ((p = openssl_iter_next(&it, UINT32_MAX, &n)) != NULL) {
		memcpy(buf, p, n);
		buf += n;
	}
}

static uint32_t
iter_write(struct openssl_iter *it, const uint8_t *buf, uint32_t len)
{
	uint32_t done = 0, n;
	uint8_t *p;

	while (done < len && (p = openssl_iter_next(it, len - done, &n)) != NULL) {
		memcpy(p, buf + done, n);
		done += n;
	}
	return done;
}

void
openssl_mbuf_write(struct rte_mbuf *m, uint32_t off, uint32_t len, const uint8_t *buf)
{
	struct openssl_iter it;

	openssl_iter_init(&it, m, off, len);
	iter_write(&it, buf, len);
}

void
openssl_mbuf_zero(struct rte_mbuf *m, uint32_t off, uint32_t len)
{
	struct openssl_iter it;
	uint32_t n;
	uint8_t *p;

	openssl_iter_init(&it, m, off, len);
	while ((p = openssl_iter_next(&it, UINT32_MAX, &n)) != NULL)
		memset(p, 0, n);
}

/*
 * Scatter-gather path: each source piece goes through the transform into a
 * bounce buffer, then out to the destination range. The transform never
 * writes more than it has read so far, so in-place use is safe.
 */
static int
transform_sgl(struct rte_mbuf *src, uint32_t soff, struct rte_mbuf *dst, uint32_t doff,
		uint32_t len, openssl_transform_t fn, void *arg)
{
	uint8_t bounce[OPENSSL_BOUNCE_LEN + 32];
	struct openssl_iter in, out;
	uint32_t n, total = 0;
	const uint8_t *p;
	int outl;

	openssl_iter_init(&in, src, soff, len);
	openssl_iter_init(&out, dst, doff, len);
	while ((p = openssl_iter_next(&in, OPENSSL_BOUNCE_LEN, &n)) != NULL) {
		outl = 0;
		if (fn(arg, bounce, &outl, p, (int)n) != 0 || outl < 0 ||
				total + (uint32_t)outl > len)
			return -1;
		if (iter_write(&out, bounce, outl) != (uint32_t)outl)
			return -1;
		total += outl;
	}
	return (int)total;
}

int
openssl_mbuf_transform(struct rte_mbuf *src, uint32_t soff, struct rte_mbuf *dst,
		uint32_t doff, uint32_t len, openssl_transform_t fn, void *arg)
{
	uint8_t *in, *out;
	int outl = 0;

	if (len == 0)
		return 0;
	in = openssl_mbuf_contig(src, soff, len);
	out = openssl_mbuf_contig(dst, doff, len);
	if (likely(in != NULL && out != NULL)) {
		if (fn(arg, out, &outl, in, (int)len) != 0 || outl < 0 ||
				(uint32_t)outl > len)
			return -1;
		return outl;
	}
	return transform_sgl(src, soff, dst, doff, len, fn, arg);
}

int
openssl_evp_update(void *arg, uint8_t *out, int *outl, const uint8_t *in, int len)
{
	return EVP_CipherUpdate(arg, out, outl, in, len) == 1 ? 0 : -1;
}

int
openssl_copy(void *arg __rte_unused, uint8_t *out, int *outl, const uint8_t *in, int len)
{
	if (out != in)
		memmove(out, in, len);
	*outl = len;
	return 0;
}

uint8_t *
openssl_scratch_get(uint8_t **owner, uint32_t len)
{
	if (owner == NULL || len > OPENSSL_SCRATCH_LEN)
		return NULL;
	if (unlikely(*owner == NULL))
		*owner = rte_malloc_socket("openssl_scratch", OPENSSL_SCRATCH_LEN, 0,
				(int)rte_socket_id());
	return *owner;
}

int
openssl_mbuf_gathered(uint8_t **scratch, struct rte_mbuf *src, struct rte_mbuf *dst,
		uint32_t off, uint32_t len, openssl_transform_t fn, void *arg)
{
	uint8_t *buf = openssl_scratch_get(scratch, len);
	int outl = 0, ret = -1;

	if (buf == NULL)
		return -ENOSPC;
	openssl_mbuf_read(src, off, len, buf);
	if (fn(arg, buf, &outl, buf, (int)len) == 0 && outl == (int)len) {
		openssl_mbuf_write(dst, off, len, buf);
		ret = 0;
	}
	OPENSSL_cleanse(buf, len);
	return ret;
}
