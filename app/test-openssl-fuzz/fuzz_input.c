/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Input format (little endian; a short input reads as zeros). gen-corpus.py
 * writes seeds in it.
 *
 *   u8  mode (low 3 bits: enum fuzz_sess_mode, 7 as 0)   u8 qp
 *   (modes FUZZ_ASYM and FUZZ_ASYM_SESSIONLESS: see fuzz_asym.c)
 *   u8  nb_xforms (% 4)
 *   per xform: u8 type, algo, op, flags; u16 key_len, iv_off, iv_len,
 *              digest_len, aad_len
 *   u8  nb_ops (% 4 + 1)
 *   per op:    u8 flags; buf src; buf dst; u32 off[2], len[2]; u8 fill;
 *              u8 iv[32]
 *     buf:     u16 len (% 4097); u8 nb_segs (% 4 + 1); u16 cut[3]
 *   the rest:  key bytes, used in turn by the keys
 *
 * Offsets and lengths with the top bit clear are taken modulo the source
 * length + 17 (near the edges, where the bugs are); with it set, as they are.
 */

#include <string.h>

#include "fuzz.h"

struct reader {
	const uint8_t *p;
	size_t n;
};

static uint8_t
rd_u8(struct reader *r)
{
	uint8_t v = 0;

	if (r->n > 0) {
		v = *r->p++;
		r->n--;
	}
	return v;
}

static uint16_t
rd_u16(struct reader *r)
{
	uint16_t lo = rd_u8(r);

	return lo | (uint16_t)(rd_u8(r) << 8);
}

static uint32_t
rd_u32(struct reader *r)
{
	uint32_t lo = rd_u16(r);

	return lo | ((uint32_t)rd_u16(r) << 16);
}

static void
decode_xform(struct reader *r, struct fuzz_xform_in *x)
{
	x->type = rd_u8(r);
	x->algo = rd_u8(r);
	x->op = rd_u8(r);
	x->flags = rd_u8(r);
	x->key_len = rd_u16(r);
	x->iv_off = rd_u16(r) % FUZZ_IV_SLACK;
	x->iv_len = rd_u16(r);
	x->digest_len = rd_u16(r);
	x->aad_len = rd_u16(r);
}

static void
decode_buf(struct reader *r, struct fuzz_buf_in *b)
{
	unsigned int i, j;
	uint16_t t;

	b->len = rd_u16(r) % (FUZZ_MAX_LEN + 1);
	b->nb_segs = rd_u8(r) % FUZZ_MAX_SEGS + 1;
	for (i = 0; i < FUZZ_MAX_SEGS - 1; i++)
		b->split[i] = rd_u16(r) % (b->len + 1);
	/* insertion sort of the cut points in use */
	for (i = 1; i + 1 < b->nb_segs; i++)
		for (j = i; j > 0 && b->split[j - 1] > b->split[j]; j--) {
			t = b->split[j];
			b->split[j] = b->split[j - 1];
			b->split[j - 1] = t;
		}
}

static uint32_t
near_edge(uint32_t v, uint16_t len)
{
	return (v & 0x80000000u) != 0 ? v : v % ((uint32_t)len + 17);
}

static void
decode_op(struct reader *r, struct fuzz_op_in *op)
{
	unsigned int i;

	op->flags = rd_u8(r);
	decode_buf(r, &op->src);
	decode_buf(r, &op->dst);
	for (i = 0; i < 2; i++) {
		op->off[i] = near_edge(rd_u32(r), op->src.len);
		op->len[i] = near_edge(rd_u32(r), op->src.len);
	}
	op->fill = rd_u8(r);
	for (i = 0; i < FUZZ_IV_BYTES; i++)
		op->iv[i] = rd_u8(r);
}

void
fuzz_decode(const uint8_t *data, size_t size, struct fuzz_input *in)
{
	struct reader r = { .p = data, .n = size };
	unsigned int i;

	memset(in, 0, sizeof(*in));
	in->mode = rd_u8(&r) & 7;
	if (in->mode > FUZZ_ASYM_SESSIONLESS)
		in->mode = FUZZ_SESSION;
	in->qp = rd_u8(&r);
	in->nb_xforms = rd_u8(&r) % (FUZZ_MAX_XFORMS + 1);
	for (i = 0; i < in->nb_xforms; i++)
		decode_xform(&r, &in->x[i]);
	in->nb_ops = rd_u8(&r) % FUZZ_MAX_OPS + 1;
	for (i = 0; i < in->nb_ops; i++)
		decode_op(&r, &in->ops[i]);
	in->key_bytes = r.p;
	in->key_bytes_len = r.n;
}
