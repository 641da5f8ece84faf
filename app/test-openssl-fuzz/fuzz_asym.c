/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Asymmetric inputs (modes FUZZ_ASYM, FUZZ_ASYM_SESSIONLESS): any transform
 * type, key type, curve, op type, padding and hash value, and sixteen
 * numbers of any length (keys, op inputs and output buffers). Every buffer
 * is malloc'd at exactly its length, so ASan sees a byte read or written
 * past it; an output of length 0 gets a buffer as large as the API asks of
 * the application (the driver may fill it). The op must come back with a
 * real status, and a successful op must not report more output than its
 * buffer holds.
 *
 * Layout after the mode byte and qp: u8 xform type, key type, curve, op
 * type, padding, hash, mgf1 hash; u16 salt length, op flags; u16 length of
 * each of the 16 numbers (top bit: NULL data); then the numbers' bytes.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_cryptodev.h>

#include <tc_asym.h>

#include "fuzz.h"

#define NB_NUMS		16
#define NUM_MAX		1100	/* past the driver's 1024-byte limit */
#define OUT_DEFAULT	2048	/* "length 0": room for any output the API allows */

struct asym_in {
	uint8_t type, key_type, curve, op_type, pad, hash, mgf1;
	uint16_t salt, flags;
	uint16_t len[NB_NUMS];
	uint8_t *num[NB_NUMS];
	size_t cap[NB_NUMS];
};

static uint16_t
u16_at(const uint8_t *d, size_t n, size_t *pos)
{
	uint16_t v = 0;

	if (*pos + 2 <= n)
		v = (uint16_t)(d[*pos] | d[*pos + 1] << 8);
	*pos += 2;
	return v;
}

static void
decode(const uint8_t *d, size_t n, struct asym_in *a)
{
	size_t pos = 2, i, l;

	memset(a, 0, sizeof(*a));
	if (n >= 9) {
		a->type = d[2] % 11;
		a->key_type = d[3];
		a->curve = d[4];
		a->op_type = d[5];
		a->pad = d[6];
		a->hash = d[7];
		a->mgf1 = d[8];
	}
	pos = 9;
	a->salt = u16_at(d, n, &pos);
	a->flags = u16_at(d, n, &pos);
	for (i = 0; i < NB_NUMS; i++)
		a->len[i] = u16_at(d, n, &pos);
	for (i = 0; i < NB_NUMS; i++) {
		if (a->len[i] & 0x8000)
			continue;	/* NULL data */
		l = a->len[i] % (NUM_MAX + 1);
		a->cap[i] = l;
		a->num[i] = fuzz_malloc(l == 0 ? OUT_DEFAULT : l);
		memset(a->num[i], 0, l == 0 ? OUT_DEFAULT : l);
		if (pos < n)
			memcpy(a->num[i], d + pos, RTE_MIN(l, n - pos));
		pos += l;
	}
}

static rte_crypto_param
num(const struct asym_in *a, unsigned int i)
{
	rte_crypto_param p = { .data = a->num[i], .length = a->cap[i] };

	return p;
}

/* The numbers' places in the key (tc_asym.h), per transform type; RSA's d is p's. */
static const enum tc_ap rsa_at[] = {
	TC_AP_N, TC_AP_E, TC_AP_P, TC_AP_Q, TC_AP_DP, TC_AP_DQ, TC_AP_QINV,
};
static const enum tc_ap dsa_at[] = { TC_AP_FP, TC_AP_FQ, TC_AP_G, TC_AP_X };
static const enum tc_ap ffc_at[] = { TC_AP_FP, TC_AP_G };	/* MODEX, MODINV, DH */

static void
make_xform(const struct asym_in *a, struct rte_crypto_asym_xform *x)
{
	const enum tc_ap *at = ffc_at;
	unsigned int i, nb = RTE_DIM(ffc_at);
	struct tc_asym_key k;

	memset(&k, 0, sizeof(k));
	k.rsa_key_type = a->key_type % 3;
	k.curve = a->curve % 32;
	if (a->type == RTE_CRYPTO_ASYM_XFORM_RSA) {
		at = rsa_at;
		nb = RTE_DIM(rsa_at);
		k.v[TC_AP_D] = num(a, 2);
	} else if (a->type == RTE_CRYPTO_ASYM_XFORM_DSA) {
		at = dsa_at;
		nb = RTE_DIM(dsa_at);
	}
	for (i = 0; i < nb; i++)
		k.v[at[i]] = num(a, i);
	tc_asym_xform_of(a->type, &k, x);
}

static void
make_op(const struct asym_in *a, struct rte_crypto_asym_op *o)
{
	o->flags = a->flags;
	switch (a->type) {
	case RTE_CRYPTO_ASYM_XFORM_RSA:
		o->rsa.op_type = a->op_type % 6;
		o->rsa.message = num(a, 8);
		o->rsa.cipher = num(a, 9);
		o->rsa.sign = num(a, 10);
		o->rsa.padding.type = a->pad % 6;
		o->rsa.padding.hash = a->hash % 24;
		o->rsa.padding.mgf1hash = a->mgf1 % 24;
		o->rsa.padding.pss_saltlen = a->salt;
		o->rsa.padding.oaep_label = num(a, 11);
		break;
	case RTE_CRYPTO_ASYM_XFORM_MODEX:
	case RTE_CRYPTO_ASYM_XFORM_MODINV:
		o->modex.base = num(a, 8);
		o->modex.result = num(a, 9);
		break;
	case RTE_CRYPTO_ASYM_XFORM_DH:
		o->dh.ke_type = a->op_type % 6;
		o->dh.priv_key = num(a, 8);
		o->dh.pub_key = num(a, 9);
		o->dh.shared_secret = num(a, 10);
		break;
	case RTE_CRYPTO_ASYM_XFORM_DSA:
		o->dsa.op_type = a->op_type % 6;
		o->dsa.message = num(a, 8);
		o->dsa.r = num(a, 9);
		o->dsa.s = num(a, 10);
		o->dsa.y = num(a, 11);
		o->dsa.k = num(a, 12);
		break;
	case RTE_CRYPTO_ASYM_XFORM_ECPM:
		o->ecpm.p.x = num(a, 8);
		o->ecpm.p.y = num(a, 9);
		o->ecpm.scalar = num(a, 10);
		o->ecpm.r.x = num(a, 11);
		o->ecpm.r.y = num(a, 12);
		break;
	default:
		o->ecdsa.op_type = a->op_type % 6;
		o->ecdsa.pkey = num(a, 8);
		o->ecdsa.q.x = num(a, 9);
		o->ecdsa.q.y = num(a, 10);
		o->ecdsa.message = num(a, 11);
		o->ecdsa.r = num(a, 12);
		o->ecdsa.s = num(a, 13);
		break;
	}
}

/* An output that reports more than its buffer holds (0: the default buffer). */
static void
check_len(const struct asym_in *a, unsigned int i, size_t reported)
{
	size_t cap = a->cap[i] != 0 ? a->cap[i] : OUT_DEFAULT;

	if (a->num[i] != NULL && reported > cap)
		fuzz_fail("asym output %u: length %zu for a %zu-byte buffer", i, reported, cap);
}

static void
check_outputs(const struct asym_in *a, const struct rte_crypto_asym_op *o)
{
	unsigned int i;

	for (i = 8; i < 14; i++) {
		const rte_crypto_param *p = NULL;

		if (a->type == RTE_CRYPTO_ASYM_XFORM_RSA && i >= 8 && i <= 10)
			p = i == 8 ? &o->rsa.message : i == 9 ? &o->rsa.cipher : &o->rsa.sign;
		else if ((a->type == RTE_CRYPTO_ASYM_XFORM_MODEX ||
				a->type == RTE_CRYPTO_ASYM_XFORM_MODINV) && i == 9)
			p = &o->modex.result;
		else if (a->type == RTE_CRYPTO_ASYM_XFORM_DH && i >= 8 && i <= 10)
			p = i == 8 ? &o->dh.priv_key : i == 9 ? &o->dh.pub_key :
				&o->dh.shared_secret;
		else if (a->type == RTE_CRYPTO_ASYM_XFORM_ECPM && (i == 11 || i == 12))
			p = i == 11 ? &o->ecpm.r.x : &o->ecpm.r.y;
		if (p != NULL)
			check_len(a, i, p->length);
	}
}

void
fuzz_asym_run(const uint8_t *data, size_t size, bool sessionless, uint16_t qp)
{
	struct rte_crypto_asym_xform x;
	struct rte_crypto_op *op, *done = NULL;
	struct asym_in a;
	void *sess = NULL;
	unsigned int i, tries;

	decode(data, size, &a);
	make_xform(&a, &x);
	op = rte_crypto_op_alloc(fz.pools.asym_op, RTE_CRYPTO_OP_TYPE_ASYMMETRIC);
	if (op == NULL)
		fuzz_fail("no asymmetric op");
	if (!sessionless && rte_cryptodev_asym_session_create(fz.dev, &x, fz.pools.asym_sess,
			&sess) != 0)
		sess = NULL;
	make_op(&a, op->asym);
	if (sess != NULL) {
		rte_crypto_op_attach_asym_session(op, sess);
	} else {
		op->sess_type = RTE_CRYPTO_OP_SESSIONLESS;
		op->asym->xform = &x;
	}
	op->status = RTE_CRYPTO_OP_STATUS_NOT_PROCESSED;
	if (rte_cryptodev_enqueue_burst(fz.dev, qp, &op, 1) != 1)
		fuzz_fail("asym op not accepted");
	for (tries = 0; tries < 1000 && done == NULL; tries++)
		rte_cryptodev_dequeue_burst(fz.dev, qp, &done, 1);
	if (done != op)
		fuzz_fail("asym op not returned");
	if (op->status == RTE_CRYPTO_OP_STATUS_NOT_PROCESSED)
		fuzz_fail("asym op returned without a status");
	if (op->status == RTE_CRYPTO_OP_STATUS_SUCCESS)
		check_outputs(&a, op->asym);
	if (fz.verbose)
		fprintf(stderr, "asym type %u op %u: session %s, status %u\n", a.type, a.op_type,
			sess != NULL ? "yes" : "no", op->status);
	rte_crypto_op_free(op);
	if (sess != NULL && rte_cryptodev_asym_session_free(fz.dev, sess) != 0)
		fuzz_fail("asym session free failed");
	for (i = 0; i < NB_NUMS; i++)
		free(a.num[i]);
}
