/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Private asymmetric inputs must not outlive their use: no block the
 * process frees (OpenSSL's allocator, libc's free: leak_hook.c), no element
 * of the session pool after a session is freed, and no stack below the
 * application after a call into the device may hold them.
 *
 * A row is a key form of the test library (tc_asym.h) at one size. Each
 * round makes a fresh input, sets its secrets as needles (every secret part,
 * the DH shared secret, the perturbed secret of the error path), in their
 * big-endian bytes and in the native limb order of a BIGNUM, three windows of
 * 16 bytes each), then runs the paths, each scanned on its own:
 *
 *   create       session create
 *   use          the op that uses the private part on every queue pair
 *                (slots filled; DSA, ECDSA with the op's k and without)
 *   clear        session free, then the session pool scanned
 *   sessionless  the same op without a session
 *   error        a create or op refused after the driver took the secret
 *   close        device close, with every row's secrets (leak_asym_close_*)
 *
 * Every op's result is checked against the reference model too.
 */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/crypto.h>

#include <rte_crypto.h>
#include <rte_cryptodev.h>

#include <tc_asym.h>
#include <tc_report.h>
#include <tc_run.h>

#include "leak.h"
#include "leak_hook.h"

enum asym_path {
	PATH_CREATE,
	PATH_USE,
	PATH_CLEAR,
	PATH_SESSIONLESS,
	PATH_ERROR,
	PATH_NB,
};

static const char *const path_names[PATH_NB] = {
	"create", "use", "clear", "sessionless", "error",
};

struct asym_row {
	enum tc_asym_form form;
	unsigned int bits;
	enum rte_crypto_curve_id curve;
};

static const struct asym_row asym_rows[] = {
	{ TC_AF_RSA_EXP, 2048, 0 },
	{ TC_AF_RSA_QT, 2048, 0 },
	{ TC_AF_MODEX, 2048, 0 },
	{ TC_AF_DH, 2048, 0 },
	{ TC_AF_DSA, 1024, 0 },
	{ TC_AF_ECDSA, 0, RTE_CRYPTO_EC_GROUP_SECP256R1 },
	{ TC_AF_ECDSA, 0, RTE_CRYPTO_EC_GROUP_SECP521R1 },
	{ TC_AF_ECPM, 0, RTE_CRYPTO_EC_GROUP_SECP192R1 },
	{ TC_AF_ECPM, 0, RTE_CRYPTO_EC_GROUP_SECP224R1 },
	{ TC_AF_ECPM, 0, RTE_CRYPTO_EC_GROUP_SECP256R1 },
	{ TC_AF_ECPM, 0, RTE_CRYPTO_EC_GROUP_SECP384R1 },
	{ TC_AF_ECPM, 0, RTE_CRYPTO_EC_GROUP_SECP521R1 },
#if TC_ASYM_HAVE_ECX
	{ TC_AF_ECDH, 0, RTE_CRYPTO_EC_GROUP_SECP256R1 },
	{ TC_AF_SM2, 0, RTE_CRYPTO_EC_GROUP_SM2 },
#endif
};

#define NB_ROWS		RTE_DIM(asym_rows)
#define ROUNDS		3

struct path_stats {
	uint64_t runs;
	uint64_t freed;		/* freed blocks that held a secret */
	uint64_t stack;		/* calls that left one on the stack */
	uint64_t pool;		/* session pool scans that found one */
	uint64_t bad_ops;	/* ops with a wrong status or result */
	char first[200];
};

struct row_state {
	struct tc_asym_in in;
	struct tc_asym_in bad;		/* the error path's input */
	struct leak_needle nd[LEAK_MAX_NEEDLES / 2];
	unsigned int nb_nd;
	struct path_stats st[PATH_NB];
	char label[32];
	bool skipped;
};

static struct row_state rows[NB_ROWS];
static struct leak_needle all_needles[LEAK_MAX_NEEDLES];
static struct tc_asym_out got, want;

/* ---- needles ---- */

static void
needle_add(struct row_state *r, const uint8_t *b, size_t len, const char *what, unsigned int off)
{
	struct leak_needle *n;

	if (r->nb_nd == RTE_DIM(r->nd))
		return;
	n = &r->nd[r->nb_nd++];
	n->len = (uint8_t)RTE_MIN(len, (size_t)LEAK_NEEDLE_LEN);
	memcpy(n->b, b, n->len);
	snprintf(n->what, sizeof(n->what), "%.56s, byte %u", what, off);
}

/* Three windows of a number's big-endian bytes and of its little-endian limbs. */
static void
needles_of(struct row_state *r, const struct tc_bytes *v, const char *part)
{
	uint8_t le[TC_BN_MAX];
	const uint8_t *be = v->d;
	size_t n = v->n, i, w, off[3];
	char what[64];

	while (n > 0 && be[0] == 0) {
		be++;
		n--;
	}
	if (n < 8)
		return;		/* too short to tell from chance */
	for (i = 0; i < n; i++)
		le[i] = be[n - 1 - i];
	w = RTE_MIN(n, (size_t)LEAK_NEEDLE_LEN);
	off[0] = 0;
	off[1] = (n - w) / 2;
	off[2] = n - w;
	for (i = 0; i < 3; i++) {
		if (i > 0 && off[i] == off[i - 1])
			continue;
		snprintf(what, sizeof(what), "%.24s %.24s", r->label, part);
		needle_add(r, be + off[i], w, what, (unsigned int)off[i]);
		snprintf(what, sizeof(what), "%.24s %.24s (limbs)", r->label, part);
		needle_add(r, le + off[i], w, what, (unsigned int)off[i]);
	}
}

static void
needles_build(struct row_state *r)
{
	const enum tc_ap *parts;
	unsigned int i, n = tc_asym_secret_parts(r->in.form, &parts);

	r->nb_nd = 0;
	for (i = 0; i < n; i++)
		needles_of(r, &r->in.v[parts[i]], tc_asym_part_name(parts[i]));
	if (r->in.form == TC_AF_DH && tc_asym_expect(&r->in, &want) == 0)
		needles_of(r, &want.a, "shared secret");
	/* a perturbed private key is a secret too (a nonce made n is not) */
	for (i = 0; i < n; i++)
		if (parts[i] != TC_AP_K && (r->bad.v[parts[i]].n != r->in.v[parts[i]].n ||
				memcmp(r->bad.v[parts[i]].d, r->in.v[parts[i]].d,
					r->in.v[parts[i]].n) != 0))
			needles_of(r, &r->bad.v[parts[i]], "perturbed secret");
}

/* ---- scanning one call ---- */

/* The hits so far; the next one will be described. */
static uint64_t
freed_hits(void)
{
	leak_hook_rearm();
	return leak_hook_hits(LEAK_VIA_OPENSSL) + leak_hook_hits(LEAK_VIA_LIBC);
}

static uint64_t
freed_hits_now(void)
{
	return leak_hook_hits(LEAK_VIA_OPENSSL) + leak_hook_hits(LEAK_VIA_LIBC);
}

static void
note(struct path_stats *s, const char *where, const char *what)
{
	if (s->first[0] == '\0')
		snprintf(s->first, sizeof(s->first), "%s%s", where, what);
}

/* After a call: the frees it made, and its stack. */
static void
account(struct path_stats *s, uint64_t before)
{
	const struct leak_needle *nd = leak_stack_scan();
	uint64_t now = freed_hits_now();

	s->runs++;
	if (now != before) {
		s->freed += now - before;
		note(s, "", leak_hook_first());
	}
	if (nd != NULL) {
		s->stack++;
		note(s, "the stack below the application held ", nd->what);
	}
}

struct pool_scan {
	const struct leak_needle *hit;
};

static void
pool_obj(struct rte_mempool *mp, void *opaque, void *obj, unsigned int idx __rte_unused)
{
	struct pool_scan *p = opaque;
	const struct leak_needle *nd = leak_needle_in(obj, mp->elt_size);

	if (nd != NULL && p->hit == NULL)
		p->hit = nd;
}

static void
pool_check(struct path_stats *s, struct rte_mempool *mp)
{
	struct pool_scan p = { .hit = NULL };

	rte_mempool_obj_iter(mp, pool_obj, &p);
	if (p.hit != NULL) {
		s->pool++;
		note(s, "a session pool element held ", p.hit->what);
	}
}

/* ---- the paths ---- */

static void *
create(struct leak_dev *dev, struct tc_asym_in *in, struct path_stats *s)
{
	struct rte_crypto_asym_xform x;
	uint64_t before = freed_hits();
	void *sess = NULL;
	int ret;

	tc_asym_xform(in, &x);
	leak_stack_wipe();
	ret = rte_cryptodev_asym_session_create(dev->id, &x, dev->pools.asym_sess, &sess);
	account(s, before);
	return ret == 0 ? sess : NULL;
}

static void
release(struct leak_dev *dev, void *sess, struct path_stats *s)
{
	uint64_t before = freed_hits();

	leak_stack_wipe();
	rte_cryptodev_asym_session_free(dev->id, sess);
	account(s, before);
	pool_check(s, dev->pools.asym_sess);
}

/* The private op on queue pair qp (sess NULL: sessionless); its status. */
static int
run_op(struct leak_dev *dev, struct tc_asym_in *in, void *sess, uint16_t qp,
		struct path_stats *s)
{
	struct rte_crypto_op *op = rte_crypto_op_alloc(dev->pools.asym_op,
			RTE_CRYPTO_OP_TYPE_ASYMMETRIC);
	struct rte_crypto_asym_xform x;
	uint64_t before;
	int st;

	if (op == NULL)
		return -1;
	tc_asym_op(in, op, &got);
	if (sess != NULL) {
		rte_crypto_op_attach_asym_session(op, sess);
	} else {
		tc_asym_xform(in, &x);
		op->sess_type = RTE_CRYPTO_OP_SESSIONLESS;
		op->asym->xform = &x;
	}
	before = freed_hits();
	leak_stack_wipe();
	st = tc_run_one(dev->id, qp, op);
	account(s, before);
	rte_crypto_op_free(op);
	return st;
}

/* An op that must succeed with the reference model's result. */
static void
good_op(struct leak_dev *dev, struct tc_asym_in *in, void *sess, uint16_t qp,
		struct path_stats *s)
{
	struct tc_bytes k = in->v[TC_AP_K];
	bool ok;
	int st;

	/* DSA, ECDSA, SM2: the op's k on even queue pairs, OpenSSL's on odd ones */
	if ((qp & 1) && in->form != TC_AF_ECPM)
		in->v[TC_AP_K].n = 0;
	st = run_op(dev, in, sess, qp, s);
	in->v[TC_AP_K] = k;
	ok = st == RTE_CRYPTO_OP_STATUS_SUCCESS && tc_asym_expect(in, &want) == 0 &&
		tc_asym_out_eq(in, &want, &got);
	if (!ok) {
		s->bad_ops++;
		if (s->first[0] == '\0')
			snprintf(s->first, sizeof(s->first), "op on qp %u: status %d%s", qp, st,
				st == RTE_CRYPTO_OP_STATUS_SUCCESS ? ", wrong result" : "");
	}
}

/*
 * The error path's input: one secret made invalid after the driver takes
 * it (session refused, or the op refused once the key is loaded).
 */
static void
bad_input(struct row_state *r)
{
	struct tc_asym_in *b = &r->bad;
	struct tc_curve c;

	*b = r->in;
	switch (b->form) {
	case TC_AF_RSA_EXP:
		tc_bn_add_word(&b->v[TC_AP_D], 2, &b->v[TC_AP_D]);
		break;
	case TC_AF_RSA_QT:
		tc_bn_add_word(&b->v[TC_AP_QINV], 1, &b->v[TC_AP_QINV]);
		break;
	case TC_AF_MODEX:
		b->v[TC_AP_MSG].n = 0;		/* op refused: no base */
		break;
	case TC_AF_DH:
		b->v[TC_AP_Y].n = 1;		/* peer value 1: refused, x loaded */
		b->v[TC_AP_Y].d[0] = 1;
		break;
	case TC_AF_DSA:
		tc_bn_add(&b->v[TC_AP_X], &b->v[TC_AP_FQ], &b->v[TC_AP_X]);
		break;
	case TC_AF_ECPM:
		tc_bn_add_word(&b->v[TC_AP_QY], 1, &b->v[TC_AP_QY]);	/* off the curve */
		break;
	default:
		/* ECDSA, SM2, ECDH: k = n, refused after the key is loaded */
		if (tc_asym_curve(b->curve, &c) == 0)
			b->v[TC_AP_K] = c.n;
		break;
	}
}

static void
error_path(struct leak_dev *dev, struct row_state *r)
{
	struct path_stats *s = &r->st[PATH_ERROR];
	void *sess = create(dev, &r->bad, s);

	if (sess != NULL) {
		run_op(dev, &r->bad, sess, 0, s);
		release(dev, sess, s);
	}
	run_op(dev, &r->bad, NULL, 0, s);
}

static void
round_run(struct leak_dev *dev, struct row_state *r)
{
	void *sess;
	uint16_t q;

	needles_build(r);
	leak_needles_set(r->nd, r->nb_nd);
	sess = create(dev, &r->in, &r->st[PATH_CREATE]);
	if (sess == NULL) {
		r->st[PATH_CREATE].bad_ops++;
		note(&r->st[PATH_CREATE], "", "session create failed");
	} else {
		for (q = 0; q < dev->nb_qps; q++)
			good_op(dev, &r->in, sess, q, &r->st[PATH_USE]);
		release(dev, sess, &r->st[PATH_CLEAR]);
	}
	good_op(dev, &r->in, NULL, 0, &r->st[PATH_SESSIONLESS]);
	error_path(dev, r);
	leak_needles_clear();
}

static void
row_run(struct leak_dev *dev, const struct asym_row *row, struct row_state *r)
{
	unsigned int i;

	snprintf(r->label, sizeof(r->label), "%s/%u", tc_asym_form_name(row->form),
		row->bits);
	for (i = 0; i < ROUNDS; i++) {
		if (tc_asym_gen(&r->in, row->form, row->bits, row->curve) != 0) {
			r->skipped = true;
			return;
		}
		if (i == 0 && row->bits == 0)
			snprintf(r->label, sizeof(r->label), "%s/%s", tc_asym_form_name(row->form),
				tc_ref_curve_name(row->curve) != NULL ?
				tc_ref_curve_name(row->curve) : "SM2");
		bad_input(r);
		round_run(dev, r);
	}
}

static void
row_report(const struct row_state *r)
{
	const struct path_stats *s;
	unsigned int p;

	if (r->skipped) {
		tc_check(false, "secrets %s: no input from the reference model", r->label);
		return;
	}
	for (p = 0; p < PATH_NB; p++) {
		s = &r->st[p];
		tc_check(s->runs > 0 && s->freed == 0 && s->stack == 0 && s->pool == 0 &&
			(p == PATH_ERROR || s->bad_ops == 0),
			"secrets %-14s %-11s %3" PRIu64 " calls: %" PRIu64 " freed blocks, %" PRIu64
			" stacks, %" PRIu64 " pool scans held one; %" PRIu64 " ops wrong%s%s",
			r->label, path_names[p], s->runs, s->freed, s->stack, s->pool,
			p == PATH_ERROR ? 0 : s->bad_ops, s->first[0] ? ": first: " : "",
			s->first);
	}
}

/* A callee's secret: left on the stack, then in a block freed by libc and by OpenSSL. */
static const uint8_t probe[LEAK_NEEDLE_LEN] = "leak-probe-0123";

static __attribute__((noinline)) void
probe_stack(void)
{
	volatile uint8_t buf[4096];
	unsigned int i;

	for (i = 0; i < sizeof(probe); i++)
		buf[100 + i] = probe[i];	/* deep below the caller */
	__asm__ volatile("" : : "r"(buf) : "memory");
}

/* Written through a volatile pointer: a store before free() is otherwise dead. */
static void
probe_free(void *p, bool ossl)
{
	volatile uint8_t *v = p;
	unsigned int i;

	for (i = 0; i < sizeof(probe); i++)
		v[40 + i] = probe[i];
	if (ossl)
		OPENSSL_free(p);
	else
		free(p);
}

/* The scanners see what they are meant to, else their silence means nothing. */
static void
self_test(void)
{
	struct leak_needle n = { .len = sizeof(probe) };
	uint64_t o = leak_hook_hits(LEAK_VIA_OPENSSL), l = leak_hook_hits(LEAK_VIA_LIBC);
	void *a = malloc(100), *b = OPENSSL_malloc(100);
	const struct leak_needle *st;

	memcpy(n.b, probe, sizeof(probe));
	snprintf(n.what, sizeof(n.what), "the probe");
	leak_needles_set(&n, 1);
	leak_stack_wipe();
	probe_stack();
	st = leak_stack_scan();
	if (a != NULL)
		probe_free(a, false);
	if (b != NULL)
		probe_free(b, true);
	leak_needles_clear();
	tc_check(leak_hook_hits(LEAK_VIA_LIBC) == l + 1 && leak_hook_hits(LEAK_VIA_OPENSSL) == o + 1,
		"secrets: a probe freed through libc and through OpenSSL is seen (%" PRIu64
		", %" PRIu64 ")", leak_hook_hits(LEAK_VIA_LIBC) - l,
		leak_hook_hits(LEAK_VIA_OPENSSL) - o);
	if (LEAK_HOOK_STACK)
		tc_check(st != NULL, "secrets: a probe a callee left on the stack is seen");
	else
		printf("SKIP[tool-owns-memory] secrets: the stack is not scanned under ASan\n");
}

int
leak_asym_run(struct leak_dev *dev)
{
	unsigned int i;

	if (!leak_hook_active()) {
		printf("SKIP[tool-owns-memory] secrets: freed blocks are not scanned under "
			"valgrind or TSan\n");
		return 0;
	}
	tc_check(leak_hook_openssl(), "OpenSSL's allocator hooked before its first allocation");
	self_test();
	for (i = 0; i < NB_ROWS; i++) {
		row_run(dev, &asym_rows[i], &rows[i]);
		row_report(&rows[i]);
	}
	return 0;
}

/* Device close: every row's secrets set while it runs. */
static uint64_t close_before;

void
leak_asym_close_arm(void)
{
	unsigned int i, n = 0;

	if (!leak_hook_active())
		return;
	for (i = 0; i < NB_ROWS; i++) {
		if (n + rows[i].nb_nd > RTE_DIM(all_needles))
			break;
		memcpy(all_needles + n, rows[i].nd, rows[i].nb_nd * sizeof(rows[i].nd[0]));
		n += rows[i].nb_nd;
	}
	leak_needles_set(all_needles, n);
	close_before = freed_hits();
	leak_stack_wipe();
}

void
leak_asym_close_check(void)
{
	const struct leak_needle *nd;
	uint64_t freed;

	if (!leak_hook_active())
		return;
	nd = leak_stack_scan();
	freed = freed_hits_now() - close_before;
	leak_needles_clear();
	tc_check(freed == 0 && nd == NULL, "secrets at device close: %" PRIu64
		" freed blocks held one%s%s", freed, nd != NULL ? ", the stack held " : "",
		nd != NULL ? nd->what : "");
}
