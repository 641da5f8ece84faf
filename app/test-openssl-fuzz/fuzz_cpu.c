/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The input's ops as one rte_cryptodev_sym_cpu_crypto_process() call. Every
 * segment, IV, digest and AAD is a malloc'd buffer of exactly its size, so
 * ASan sees any access of the driver outside them (mbufs live in DPDK
 * memory, which ASan does not track). The region offsets of the call come
 * from the first op (the API has one set for all).
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_cryptodev.h>

#include "fuzz.h"

struct cpu_bufs {
	struct rte_crypto_vec src[FUZZ_MAX_OPS][FUZZ_MAX_SEGS];
	struct rte_crypto_vec dst[FUZZ_MAX_OPS][FUZZ_MAX_SEGS];
	struct rte_crypto_sgl src_sgl[FUZZ_MAX_OPS];
	struct rte_crypto_sgl dst_sgl[FUZZ_MAX_OPS];
	struct rte_crypto_va_iova_ptr iv[FUZZ_MAX_OPS];
	struct rte_crypto_va_iova_ptr digest[FUZZ_MAX_OPS];
	struct rte_crypto_va_iova_ptr aad[FUZZ_MAX_OPS];
	int32_t status[FUZZ_MAX_OPS];
};

static void
cpu_sgl(const struct fuzz_buf_in *b, uint8_t fill, struct rte_crypto_vec *v,
		struct rte_crypto_sgl *sgl)
{
	unsigned int i, start = 0, end;

	sgl->vec = v;
	sgl->num = b->nb_segs;
	for (i = 0; i < b->nb_segs; i++) {
		end = i + 1 < b->nb_segs ? b->split[i] : b->len;
		v[i].len = end - start;
		v[i].base = fuzz_malloc(v[i].len);
		memset(v[i].base, fill + i, v[i].len);
		v[i].iova = 0;
		start = end;
	}
}

static void
cpu_sgl_free(struct rte_crypto_sgl *sgl)
{
	uint32_t i;

	for (i = 0; sgl->vec != NULL && i < sgl->num; i++)
		free(sgl->vec[i].base);
}

/* IV bytes the driver may read: CCM's nonce starts 1 byte in (the API's layout). */
static size_t
cpu_iv_size(const struct fuzz_input *in)
{
	const struct fuzz_xform_in *x = fuzz_is_aead(in) ? &in->x[0] :
		fuzz_first_of(in, RTE_CRYPTO_SYM_XFORM_CIPHER);

	/* auth only: GMAC's IV is in vec->iv, as DPDK's other CPU crypto drivers read it */
	if (x == NULL) {
		x = fuzz_first_of(in, RTE_CRYPTO_SYM_XFORM_AUTH);
		return x != NULL ? x->iv_len : 0;
	}
	if (fuzz_is_aead(in) && x->algo == RTE_CRYPTO_AEAD_AES_CCM)
		return 1u + x->iv_len;
	/* AES-CTR declared with 8 bytes (ipsec-secgw 22.11): a 16-byte counter block */
	if (!fuzz_is_aead(in) && x->algo == RTE_CRYPTO_CIPHER_AES_CTR && x->iv_len == 8)
		return 16;
	return x->iv_len;
}

/* The AAD (AEAD), or the auth IV (GMAC) that shares its pointer in the API. */
static size_t
cpu_aad_size(const struct fuzz_input *in)
{
	const struct fuzz_xform_in *a = fuzz_first_of(in, RTE_CRYPTO_SYM_XFORM_AUTH);

	if (fuzz_is_aead(in))
		return fuzz_aad_size(&in->x[0]);
	return a != NULL ? a->iv_len : 0;
}

static void
cpu_fill(const struct fuzz_case *c, struct cpu_bufs *b, unsigned int i, bool oop)
{
	const struct fuzz_input *in = c->in;
	const struct fuzz_op_in *o = &in->ops[i];
	const struct fuzz_xform_in *dx = fuzz_is_aead(in) ? &in->x[0] :
		fuzz_first_of(in, RTE_CRYPTO_SYM_XFORM_AUTH);
	size_t n, j;

	if (o->flags & FUZZ_OP_SRC_NULL)
		b->src_sgl[i] = (struct rte_crypto_sgl){ .vec = NULL, .num = 0 };
	else
		cpu_sgl(&o->src, o->fill, b->src[i], &b->src_sgl[i]);
	if (oop)
		cpu_sgl(&o->dst, (uint8_t)~o->fill, b->dst[i], &b->dst_sgl[i]);
	n = cpu_iv_size(in);
	b->iv[i].va = fuzz_malloc(n);
	for (j = 0; j < n; j++)
		((uint8_t *)b->iv[i].va)[j] = o->iv[j % FUZZ_IV_BYTES];
	if (!(o->flags & FUZZ_OP_DIGEST_NULL)) {
		n = dx != NULL ? dx->digest_len : 0;
		b->digest[i].va = fuzz_malloc(n);
		memset(b->digest[i].va, o->fill, n);
	}
	if (!(o->flags & FUZZ_OP_AAD_NULL)) {
		n = cpu_aad_size(in);
		b->aad[i].va = fuzz_malloc(n);
		memset(b->aad[i].va, o->fill, n);
	}
}

static uint32_t
sgl_len(const struct rte_crypto_sgl *sgl)
{
	uint32_t i, n = 0;

	for (i = 0; sgl->vec != NULL && i < sgl->num; i++)
		n += sgl->vec[i].len;
	return n;
}

/* A success must have had its buffers, digest and regions. */
static void
cpu_check(const struct fuzz_case *c, const struct cpu_bufs *b, const struct rte_crypto_sym_vec *vec,
		union rte_crypto_sym_ofs ofs, unsigned int i)
{
	const struct fuzz_input *in = c->in;
	const struct fuzz_xform_in *a = fuzz_first_of(in, RTE_CRYPTO_SYM_XFORM_AUTH);
	uint32_t total = sgl_len(&b->src_sgl[i]);
	uint32_t dtotal = vec->dest_sgl != NULL ? sgl_len(&b->dst_sgl[i]) : total;
	uint32_t head = ofs.ofs.cipher.head, tail = ofs.ofs.cipher.tail;

	if (fz.verbose)
		fprintf(stderr, "fuzz: cpu crypto, %u xforms, op %u: status %d\n",
			in->nb_xforms, i, b->status[i]);
	if (b->status[i] != 0)
		return;
	if (b->src_sgl[i].num == 0 || in->nb_xforms > 2)
		fuzz_fail("cpu op %u: success without a source or with %u transforms", i,
			in->nb_xforms);
	/* [head, total - tail) of the source, written at the same offset out of place */
	if ((fuzz_is_aead(in) || fuzz_first_of(in, RTE_CRYPTO_SYM_XFORM_CIPHER) != NULL) &&
			(head + tail > total || total - tail > dtotal))
		fuzz_fail("cpu op %u: success with cipher head %u, tail %u over %u/%u bytes",
			i, head, tail, total, dtotal);
	if (fuzz_is_aead(in) && (b->digest[i].va == NULL ||
			(in->x[0].aad_len > 0 && b->aad[i].va == NULL)))
		fuzz_fail("cpu op %u: AEAD success without digest or AAD", i);
	if (!fuzz_is_aead(in) && a != NULL && a->algo != RTE_CRYPTO_AUTH_NULL &&
			b->digest[i].va == NULL)
		fuzz_fail("cpu op %u: auth success without a digest", i);
}

void
fuzz_cpu_run(struct fuzz_case *c)
{
	const struct fuzz_input *in = c->in;
	bool oop = (in->ops[0].flags & FUZZ_OP_OOP) != 0;
	struct cpu_bufs b;
	struct rte_crypto_sym_vec vec;
	union rte_crypto_sym_ofs ofs = { .raw = 0 };
	unsigned int i, ok = 0;
	uint32_t ret;

	if (!fz.cpu_crypto || c->sess == NULL)
		return;
	memset(&b, 0, sizeof(b));
	for (i = 0; i < in->nb_ops; i++)
		cpu_fill(c, &b, i, oop);
	vec = (struct rte_crypto_sym_vec){ .num = in->nb_ops, .src_sgl = b.src_sgl,
		.dest_sgl = oop ? b.dst_sgl : NULL, .iv = b.iv, .digest = b.digest,
		.aad = b.aad, .status = b.status };
	ofs.ofs.cipher.head = (uint16_t)in->ops[0].off[0];
	ofs.ofs.cipher.tail = (uint16_t)in->ops[0].len[0];
	ofs.ofs.auth.head = (uint16_t)in->ops[0].off[1];
	ofs.ofs.auth.tail = (uint16_t)in->ops[0].len[1];
	for (i = 0; i < in->nb_ops; i++)
		b.status[i] = -12345;	/* the driver must set every status */
	ret = rte_cryptodev_sym_cpu_crypto_process(fz.dev, c->sess, ofs, &vec);
	for (i = 0; i < in->nb_ops; i++) {
		if (b.status[i] == -12345)
			fuzz_fail("cpu op %u: no status set", i);
		ok += b.status[i] == 0;
		cpu_check(c, &b, &vec, ofs, i);
	}
	if (ret != ok)
		fuzz_fail("cpu crypto returned %u, %u statuses are 0", ret, ok);
	for (i = 0; i < in->nb_ops; i++) {
		cpu_sgl_free(&b.src_sgl[i]);
		if (oop)
			cpu_sgl_free(&b.dst_sgl[i]);
		free(b.iv[i].va);
		free(b.digest[i].va);
		free(b.aad[i].va);
	}
}
