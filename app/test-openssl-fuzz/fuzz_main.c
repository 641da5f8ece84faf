/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * libFuzzer target: one input is a transform chain (any algorithm value,
 * key, IV, digest and AAD lengths, NULL keys, chains of anything) and a
 * burst of up to four ops on it (offsets and lengths near and past the
 * buffer edges, scattered source and destination, out of place, NULL
 * source, digest or AAD, sessionless, security and unknown session types),
 * or the same through the CPU crypto API (fuzz_cpu.c), or an asymmetric
 * transform and op (fuzz_asym.c).
 *
 * The driver must not crash or trip ASan/UBSan, every op it accepts must
 * come back from dequeue with a real status, and an op that succeeded must
 * have been a valid one (source present, ranges inside the buffers, digest
 * present, a session of at most two transforms). Keys, digests and AADs
 * live in malloc'd buffers of exactly the advertised size, so ASan sees any
 * byte read or written past them.
 *
 * Environment: FUZZ_PMD_SO (our driver, loaded with -d; without it the
 * distribution's crypto_openssl answers), FUZZ_FILE_PREFIX (EAL
 * --file-prefix, default fuzz_<pid>), FUZZ_VERBOSE=1 (print each op's
 * status: to see what a seed or a crash input does).
 */

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <rte_cryptodev.h>
#include <rte_eal.h>
#include <rte_mbuf.h>

#include <tc_dev.h>
#include <tc_mbuf.h>
#include <tc_pmd.h>
#include <tc_report.h>
#include <tc_run.h>

#include "fuzz.h"
#include "rte_pmd_openssl.h"

#define FUZZ_NB_QPS	2
#define FUZZ_POOL	64

struct fuzz_global fz;

/* An invariant broke: report and abort, so libFuzzer keeps the input. */
void
fuzz_fail(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "\nFUZZ INVARIANT BROKEN: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\n");
	abort();
}

void *
fuzz_malloc(size_t n)
{
	void *p = malloc(n > 0 ? n : 1);

	if (p == NULL)
		fuzz_fail("out of memory");
	return p;
}

typedef int (*qp_stats_fn)(uint8_t, uint16_t, struct rte_pmd_openssl_qp_stats *);

/* Our driver answers its own API for the device only if it made it. */
static bool
device_is_ours(uint8_t dev)
{
	qp_stats_fn fn = (qp_stats_fn)(uintptr_t)tc_pmd_sym("rte_pmd_openssl_qp_stats_get");
	struct rte_pmd_openssl_qp_stats st;

	return fn != NULL && fn(dev, 0, &st) == 0;
}

static int
fuzz_dev_setup(void)
{
	const struct tc_pools_conf pc = {
		.nb_mbufs = FUZZ_POOL,
		.mbuf_room = FUZZ_MAX_LEN,
		.nb_ops = FUZZ_POOL,
		.op_priv = FUZZ_OP_PRIV,
		.nb_sess = FUZZ_POOL,
		.nb_asym_ops = FUZZ_POOL,
		.nb_asym_sess = FUZZ_POOL,
	};
	struct rte_cryptodev_info info;

	if (tc_dev_open("crypto_openssl", FUZZ_NB_QPS, 64, &pc, &fz.pools, &fz.dev) != 0)
		return -1;
	rte_cryptodev_info_get(fz.dev, &info);
	fz.cpu_crypto = (info.feature_flags & RTE_CRYPTODEV_FF_SYM_CPU_CRYPTO) != 0;
	return 0;
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize(int *argc __rte_unused, char ***argv __rte_unused)
{
	static char prefix[64];
	const char *pmd = getenv("FUZZ_PMD_SO");
	const char *p = getenv("FUZZ_FILE_PREFIX");
	char *eal[20];
	int n = 0;

	if (p != NULL)
		snprintf(prefix, sizeof(prefix), "%s", p);
	else
		snprintf(prefix, sizeof(prefix), "fuzz_%d", (int)getpid());
	eal[n++] = (char *)(uintptr_t)"dpdk-test-openssl-fuzz";
	eal[n++] = (char *)(uintptr_t)"--no-huge";
	eal[n++] = (char *)(uintptr_t)"--no-pci";
	eal[n++] = (char *)(uintptr_t)"-m";
	eal[n++] = (char *)(uintptr_t)"256";
	eal[n++] = (char *)(uintptr_t)"-l";
	eal[n++] = (char *)(uintptr_t)"0";
	eal[n++] = (char *)(uintptr_t)"--file-prefix";
	eal[n++] = prefix;
	eal[n++] = (char *)(uintptr_t)"--vdev";
	/* cpu_oop=1: CPU crypto takes dest_sgl (in place otherwise) */
	eal[n++] = (char *)(uintptr_t)"crypto_openssl,max_nb_queue_pairs=2,cpu_oop=1";
	/* refused sessions are the common case here: do not log each */
	eal[n++] = (char *)(uintptr_t)"--log-level=pmd.crypto.openssl:crit";
	eal[n++] = (char *)(uintptr_t)"--log-level=lib.cryptodev:crit";
	if (pmd != NULL && pmd[0] != '\0') {
		eal[n++] = (char *)(uintptr_t)"-d";
		eal[n++] = (char *)(uintptr_t)pmd;
	}
	eal[n] = NULL;
	if (rte_eal_init(n, eal) < 0 || fuzz_dev_setup() != 0) {
		fprintf(stderr, "fuzz: EAL or device setup failed\n");
		exit(1);
	}
	if (pmd != NULL && pmd[0] != '\0' && !device_is_ours(fz.dev)) {
		fprintf(stderr, "fuzz: %s did not take the vdev crypto_openssl\n", pmd);
		exit(1);
	}
	fz.verbose = getenv("FUZZ_VERBOSE") != NULL;
	fprintf(stderr, "fuzz: device %u is %s\n", fz.dev,
		device_is_ours(fz.dev) ? "this driver" : "the distribution's driver");
	return 0;
}

/* ---- building the transforms and the ops ---- */

static uint8_t *
make_key(const struct fuzz_input *in, const struct fuzz_xform_in *x, size_t *pos)
{
	uint8_t *k;
	size_t i;

	if (x->flags & FUZZ_XF_KEY_NULL)
		return NULL;
	k = fuzz_malloc(x->key_len);
	for (i = 0; i < x->key_len; i++, (*pos)++)
		k[i] = in->key_bytes_len > 0 ? in->key_bytes[*pos % in->key_bytes_len] :
			(uint8_t)i;
	return k;
}

static void
make_xforms(struct fuzz_case *c)
{
	const struct fuzz_input *in = c->in;
	size_t pos = 0;
	unsigned int i;

	for (i = 0; i < in->nb_xforms; i++) {
		const struct fuzz_xform_in *fx = &in->x[i];
		struct rte_crypto_sym_xform *x = &c->xf[i];
		uint16_t iv_off = FUZZ_IV_BASE + fx->iv_off;

		c->keys[i] = make_key(in, fx, &pos);
		x->next = i + 1 < in->nb_xforms ? &c->xf[i + 1] : NULL;
		x->type = fx->type;
		switch (fx->type) {
		case RTE_CRYPTO_SYM_XFORM_AUTH:
			x->auth = (struct rte_crypto_auth_xform){ .op = fx->op, .algo = fx->algo,
				.key = { c->keys[i], fx->key_len },
				.iv = { iv_off, fx->iv_len }, .digest_length = fx->digest_len };
			break;
		case RTE_CRYPTO_SYM_XFORM_AEAD:
			x->aead = (struct rte_crypto_aead_xform){ .op = fx->op, .algo = fx->algo,
				.key = { c->keys[i], fx->key_len },
				.iv = { iv_off, fx->iv_len }, .digest_length = fx->digest_len,
				.aad_length = fx->aad_len };
			break;
		default:	/* cipher, and the types that do not exist */
			x->cipher = (struct rte_crypto_cipher_xform){ .op = fx->op,
				.algo = fx->algo, .key = { c->keys[i], fx->key_len },
				.iv = { iv_off, fx->iv_len } };
			break;
		}
	}
}

bool
fuzz_is_aead(const struct fuzz_input *in)
{
	return in->nb_xforms > 0 && in->x[0].type == RTE_CRYPTO_SYM_XFORM_AEAD;
}

/* The first transform of a type among the two a chain may have, or NULL. */
const struct fuzz_xform_in *
fuzz_first_of(const struct fuzz_input *in, uint8_t type)
{
	unsigned int i;

	for (i = 0; i < in->nb_xforms && i < 2; i++)
		if (in->x[i].type == type)
			return &in->x[i];
	return NULL;
}

static struct rte_mbuf *
make_mbuf(const struct fuzz_buf_in *b, uint8_t fill)
{
	uint8_t flat[FUZZ_MAX_LEN];
	uint32_t segs[FUZZ_MAX_SEGS];
	struct rte_mbuf *m;
	unsigned int i, start = 0, end;

	for (i = 0; i < b->len && i < sizeof(flat); i++)
		flat[i] = (uint8_t)(fill + i);
	for (i = 0; i < b->nb_segs; i++) {
		end = i + 1 < b->nb_segs ? b->split[i] : b->len;
		segs[i] = end - start;
		start = end;
	}
	m = tc_mbuf_build(fz.pools.mbuf, flat, b->len, segs, b->nb_segs, NULL);
	if (m == NULL && b->nb_segs > 0)
		fuzz_fail("mbuf pool empty, or %u bytes over %u segments", b->len, b->nb_segs);
	return m;
}

/* CCM's AAD starts 18 bytes in, in a buffer padded to 16 (the API's layout). */
size_t
fuzz_aad_size(const struct fuzz_xform_in *x)
{
	if (x->algo == RTE_CRYPTO_AEAD_AES_CCM)
		return RTE_ALIGN_CEIL(18u + x->aad_len, 16u);
	return x->aad_len;
}

static void
attach(struct fuzz_case *c, struct rte_crypto_op *op)
{
	struct rte_crypto_sym_xform *x;
	unsigned int i;

	switch (c->in->mode) {
	case FUZZ_SESSION:
		rte_crypto_op_attach_sym_session(op, c->sess);
		break;
	case FUZZ_SESSIONLESS:
		if (c->in->nb_xforms == 0) {
			op->sym->xform = NULL;
			break;
		}
		x = rte_crypto_op_sym_xforms_alloc(op, c->in->nb_xforms);
		if (x == NULL)
			fuzz_fail("xforms alloc");
		for (i = 0; i < c->in->nb_xforms; i++) {
			x[i] = c->xf[i];
			x[i].next = i + 1 < c->in->nb_xforms ? &x[i + 1] : NULL;
		}
		break;
	case FUZZ_SECURITY_NULL:
		op->sess_type = RTE_CRYPTO_OP_SECURITY_SESSION;
		op->sym->session = NULL;
		break;
	default:
		op->sess_type = 0x7f;
		op->sym->session = NULL;
		break;
	}
}

static struct rte_crypto_op *
make_op(struct fuzz_case *c, unsigned int i)
{
	const struct fuzz_op_in *o = &c->in->ops[i];
	const struct fuzz_xform_in *dx = fuzz_is_aead(c->in) ? &c->in->x[0] :
		fuzz_first_of(c->in, RTE_CRYPTO_SYM_XFORM_AUTH);
	struct rte_crypto_op *op = rte_crypto_op_alloc(fz.pools.op, RTE_CRYPTO_OP_TYPE_SYMMETRIC);
	struct rte_crypto_sym_op *sym;
	unsigned int j;

	if (op == NULL)
		fuzz_fail("op pool empty");
	sym = op->sym;
	for (j = 0; j < FUZZ_IV_AREA; j++)
		*rte_crypto_op_ctod_offset(op, uint8_t *, FUZZ_IV_BASE + j) =
			o->iv[j % FUZZ_IV_BYTES];
	if (!(o->flags & FUZZ_OP_SRC_NULL))
		sym->m_src = make_mbuf(&o->src, o->fill);
	if (o->flags & FUZZ_OP_OOP)
		sym->m_dst = make_mbuf(&o->dst, (uint8_t)~o->fill);
	if (!(o->flags & FUZZ_OP_DIGEST_NULL))
		c->digest[i] = fuzz_malloc(dx != NULL ? dx->digest_len : 0);
	if (fuzz_is_aead(c->in)) {
		if (!(o->flags & FUZZ_OP_AAD_NULL)) {
			c->aad[i] = fuzz_malloc(fuzz_aad_size(dx));
			memset(c->aad[i], o->fill, fuzz_aad_size(dx));
		}
		sym->aead.data.offset = o->off[0];
		sym->aead.data.length = o->len[0];
		sym->aead.digest.data = c->digest[i];
		sym->aead.aad.data = c->aad[i];
	} else {
		sym->cipher.data.offset = o->off[0];
		sym->cipher.data.length = o->len[0];
		sym->auth.data.offset = o->off[1];
		sym->auth.data.length = o->len[1];
		sym->auth.digest.data = c->digest[i];
	}
	if (c->digest[i] != NULL && dx != NULL)
		memset(c->digest[i], o->fill, dx->digest_len);
	attach(c, op);
	if (o->flags & FUZZ_OP_TYPE_BAD)
		op->type = RTE_CRYPTO_OP_TYPE_ASYMMETRIC;
	return op;
}

/* ---- checking what came back ---- */

static bool
inside(const struct rte_mbuf *m, uint32_t off, uint32_t len)
{
	return m != NULL && (uint64_t)off + len <= rte_pktmbuf_pkt_len(m);
}

/* An op that succeeded must have been a valid one. */
static void
check_success(const struct fuzz_case *c, unsigned int i, const struct rte_crypto_op *op)
{
	const struct fuzz_input *in = c->in;
	const struct fuzz_op_in *o = &in->ops[i];
	const struct rte_crypto_sym_op *sym = op->sym;
	const struct rte_mbuf *src = sym->m_src;
	const struct rte_mbuf *dst = sym->m_dst != NULL ? sym->m_dst : src;
	const struct fuzz_xform_in *a;

	if (src == NULL || (o->flags & FUZZ_OP_TYPE_BAD))
		fuzz_fail("op %u: success without a source mbuf or with a bad op type", i);
	if (in->mode == FUZZ_SECURITY_NULL || in->mode == FUZZ_SESS_TYPE_BAD ||
			(in->mode == FUZZ_SESSION && c->sess == NULL) || in->nb_xforms == 0)
		fuzz_fail("op %u: success without a session (mode %d)", i, in->mode);
	if (in->nb_xforms > 2)
		fuzz_fail("op %u: success with a chain of %u transforms", i, in->nb_xforms);
	if (fuzz_is_aead(in)) {
		if (!inside(src, o->off[0], o->len[0]) || !inside(dst, o->off[0], o->len[0]))
			fuzz_fail("op %u: AEAD success with data %u+%u outside the buffers",
				i, o->off[0], o->len[0]);
		if (sym->aead.digest.data == NULL ||
				(in->x[0].aad_len > 0 && sym->aead.aad.data == NULL))
			fuzz_fail("op %u: AEAD success without digest or AAD", i);
		return;
	}
	if (fuzz_first_of(in, RTE_CRYPTO_SYM_XFORM_CIPHER) != NULL &&
			(!inside(src, o->off[0], o->len[0]) || !inside(dst, o->off[0], o->len[0])))
		fuzz_fail("op %u: cipher success with data %u+%u outside the buffers",
			i, o->off[0], o->len[0]);
	a = fuzz_first_of(in, RTE_CRYPTO_SYM_XFORM_AUTH);
	if (a == NULL)
		return;
	if (!inside(src, o->off[1], o->len[1]) && !inside(dst, o->off[1], o->len[1]))
		fuzz_fail("op %u: auth success with data %u+%u outside the buffers",
			i, o->off[1], o->len[1]);
	if (sym->auth.digest.data == NULL && a->algo != RTE_CRYPTO_AUTH_NULL)
		fuzz_fail("op %u: auth success without a digest", i);
}

static void
check_op(const struct fuzz_case *c, const struct rte_crypto_op *op)
{
	unsigned int i;

	for (i = 0; i < c->nb_ops && c->ops[i] != op; i++)
		;
	if (i == c->nb_ops)
		fuzz_fail("dequeued an op that was not enqueued");
	if (fz.verbose)
		fprintf(stderr, "fuzz: mode %d, %u xforms, session %s, op %u: status %u\n",
			c->in->mode, c->in->nb_xforms, c->sess != NULL ? "made" : "none", i,
			op->status);
	switch (op->status) {
	case RTE_CRYPTO_OP_STATUS_SUCCESS:
		check_success(c, i, op);
		break;
	case RTE_CRYPTO_OP_STATUS_AUTH_FAILED:
	case RTE_CRYPTO_OP_STATUS_INVALID_SESSION:
	case RTE_CRYPTO_OP_STATUS_INVALID_ARGS:
	case RTE_CRYPTO_OP_STATUS_ERROR:
		break;
	default:
		fuzz_fail("op %u came back with status %u", i, op->status);
	}
}

static void
run_burst(struct fuzz_case *c, uint16_t qp)
{
	char why[TC_WHY_LEN];
	struct tc_run r;
	unsigned int i;

	if (tc_run_burst(fz.dev, qp, c->ops, c->nb_ops, &r, why, sizeof(why)) != 0)
		fuzz_fail("%s", why);
	for (i = 0; i < c->nb_ops; i++)
		if (r.state[i] == TC_OP_RETURNED)
			check_op(c, c->ops[i]);
}

static void
fuzz_case_free(struct fuzz_case *c)
{
	unsigned int i;

	for (i = 0; i < c->nb_ops; i++) {
		rte_pktmbuf_free(c->ops[i]->sym->m_src);
		rte_pktmbuf_free(c->ops[i]->sym->m_dst);
		c->ops[i]->type = RTE_CRYPTO_OP_TYPE_SYMMETRIC;
		rte_crypto_op_free(c->ops[i]);
		free(c->digest[i]);
		free(c->aad[i]);
	}
	if (c->sess != NULL && rte_cryptodev_sym_session_free(fz.dev, c->sess) != 0)
		fuzz_fail("session free failed");
	for (i = 0; i < FUZZ_MAX_XFORMS; i++)
		free(c->keys[i]);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fuzz_input in;
	struct fuzz_case c;
	unsigned int i;

	fuzz_decode(data, size, &in);
	if (in.mode == FUZZ_ASYM || in.mode == FUZZ_ASYM_SESSIONLESS) {
		fuzz_asym_run(data, size, in.mode == FUZZ_ASYM_SESSIONLESS, in.qp % FUZZ_NB_QPS);
		return 0;
	}
	memset(&c, 0, sizeof(c));
	c.in = &in;
	make_xforms(&c);
	if ((in.mode == FUZZ_SESSION || in.mode == FUZZ_CPU) && in.nb_xforms > 0)
		c.sess = rte_cryptodev_sym_session_create(fz.dev, &c.xf[0], fz.pools.sess);
	if (in.mode == FUZZ_CPU) {
		fuzz_cpu_run(&c);
		fuzz_case_free(&c);
		return 0;
	}
	for (i = 0; i < in.nb_ops; i++) {
		c.ops[i] = make_op(&c, i);
		c.nb_ops++;
	}
	run_burst(&c, in.qp % FUZZ_NB_QPS);
	fuzz_case_free(&c);
	return 0;
}
