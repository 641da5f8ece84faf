/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Devices, pools, sessions and single ops. From DPDK 23.03 on, op_run moves
 * what the suites set per op (asym_compat.h) into the transform.
 */

#include <stdio.h>
#include <string.h>

#include <tc_run.h>

#include "asym.h"

struct env env = { .nb_qps = 2, .seconds = 2 };

int
env_init(void)
{
	const struct tc_pools_conf pc = {
		.nb_asym_ops = 1023, .nb_asym_sess = 1023,
		.asym_op_priv = sizeof(struct op_keys),
	};
	unsigned int i;

	env.nb_devs = tc_devs_of("crypto_openssl", env.devs, MAX_DEVS);
	if (env.nb_devs == 0) {
		printf("no crypto_openssl device: give --vdev crypto_openssl0\n");
		return -1;
	}
	/* sized before configure: the largest a session of these devices needs */
	if (tc_pools_create(&env.pools, &pc, env.devs[0]) != 0)
		return -1;
	for (i = 0; i < env.nb_devs; i++)
		if (tc_dev_configure(env.devs[i], env.nb_qps, 256, NULL) != 0)
			return -1;
	return 0;
}

struct op_keys *
op_keys(struct rte_crypto_op *op)
{
	return __rte_crypto_op_get_priv_data(op, sizeof(struct op_keys));
}

struct op_keys *
op_keys_scratch(void)
{
	static struct op_keys k;

	return &k;
}

#if ASYM_KEYS_IN_XFORM
/*
 * The transform each live session was made from, its key material copied:
 * an op whose values differ gets a session of its own.
 */
#define NB_KNOWN	64
#define KEY_MAX		80
static struct known {
	void *sess;
	struct rte_crypto_asym_xform x;
	uint8_t mat[3][KEY_MAX];
} known[NB_KNOWN];

static void
param_keep(rte_crypto_param *p, uint8_t *mem)
{
	if (p->data != NULL && p->length <= KEY_MAX) {
		memcpy(mem, p->data, p->length);
		p->data = mem;
	}
}

static void
sess_remember(void *s, const struct rte_crypto_asym_xform *x)
{
	unsigned int i;

	for (i = 0; i < NB_KNOWN; i++)
		if (known[i].sess == NULL)
			break;
	if (i == NB_KNOWN)
		return;		/* not known: its ops get sessions of their own */
	known[i].sess = s;
	known[i].x = *x;
	param_keep(&known[i].x.ec.pkey, known[i].mat[0]);
	param_keep(&known[i].x.ec.q.x, known[i].mat[1]);
	param_keep(&known[i].x.ec.q.y, known[i].mat[2]);
}

static void
sess_forget(void *s)
{
	unsigned int i;

	for (i = 0; i < NB_KNOWN; i++)
		if (known[i].sess == s)
			known[i].sess = NULL;
}

static struct known *
sess_known(void *s)
{
	unsigned int i;

	for (i = 0; i < NB_KNOWN; i++)
		if (s != NULL && known[i].sess == s)
			return &known[i];
	return NULL;
}

static bool
param_same(const rte_crypto_param *a, const rte_crypto_param *b)
{
	return a->length == b->length &&
		(a->length == 0 || memcmp(a->data, b->data, a->length) == 0);
}

/* x with the op's values; does it differ from what it was? */
static bool
xform_complete(struct rte_crypto_asym_xform *x, struct rte_crypto_op *op)
{
	struct op_keys *k = op_keys(op);
	struct rte_crypto_asym_xform o = *x;

	if (x->xform_type == RTE_CRYPTO_ASYM_XFORM_RSA && k->pad_set)
		x->rsa.padding = k->pad;
	if (x->xform_type == RTE_CRYPTO_ASYM_XFORM_ECDSA && k->pkey_set)
		x->ec.pkey = k->pkey;
	if (x->xform_type == RTE_CRYPTO_ASYM_XFORM_ECDSA && k->q_set)
		x->ec.q = k->q;
	if (x->xform_type == RTE_CRYPTO_ASYM_XFORM_RSA)
		return memcmp(&o.rsa.padding, &x->rsa.padding, sizeof(o.rsa.padding)) != 0;
	if (x->xform_type == RTE_CRYPTO_ASYM_XFORM_ECDSA)
		return !param_same(&o.ec.pkey, &x->ec.pkey) || !param_same(&o.ec.q.x, &x->ec.q.x) ||
			!param_same(&o.ec.q.y, &x->ec.q.y);
	return false;
}
#else
static void
sess_remember(void *s __rte_unused, const struct rte_crypto_asym_xform *x __rte_unused)
{
}

static void
sess_forget(void *s __rte_unused)
{
}
#endif

void *
sess_new(uint8_t dev, struct rte_crypto_asym_xform *x, int *ret)
{
	void *s = NULL;

	*ret = rte_cryptodev_asym_session_create(dev, x, env.pools.asym_sess, &s);
	if (*ret == 0)
		sess_remember(s, x);
	return *ret == 0 ? s : NULL;
}

void
sess_free(uint8_t dev, void *sess)
{
	if (sess != NULL) {
		sess_forget(sess);
		rte_cryptodev_asym_session_free(dev, sess);
	}
}

struct rte_crypto_op *
op_new(void)
{
	struct rte_crypto_op *op = rte_crypto_op_alloc(env.pools.asym_op,
			RTE_CRYPTO_OP_TYPE_ASYMMETRIC);

	if (op != NULL)
		memset(op_keys(op), 0, sizeof(struct op_keys));
	return op;
}

static uint8_t
op_run_as_is(uint8_t dev, uint16_t qp, struct rte_crypto_op *op, void *sess,
		struct rte_crypto_asym_xform *x)
{
	int st;

	if (sess != NULL) {
		rte_crypto_op_attach_asym_session(op, sess);
	} else {
		op->sess_type = RTE_CRYPTO_OP_SESSIONLESS;
		op->asym->xform = x;
	}
	op->status = RTE_CRYPTO_OP_STATUS_NOT_PROCESSED;
	st = tc_run_one(dev, qp, op);
	return st < 0 ? 0xfe : (uint8_t)st;	/* 0xfe: refused, lost or not back in time */
}

#if ASYM_KEYS_IN_XFORM
uint8_t
op_run(uint8_t dev, uint16_t qp, struct rte_crypto_op *op, void *sess,
		struct rte_crypto_asym_xform *x)
{
	struct known *k = sess_known(sess);
	struct rte_crypto_asym_xform own;
	uint8_t st;
	void *s;
	int ret;

	if (sess == NULL && x != NULL) {
		own = *x;
		xform_complete(&own, op);
		return op_run_as_is(dev, qp, op, NULL, &own);
	}
	if (k == NULL)
		return op_run_as_is(dev, qp, op, sess, x);
	own = k->x;
	if (!xform_complete(&own, op))
		return op_run_as_is(dev, qp, op, sess, x);
	/* the op's values differ from its session's: a session for this op */
	if (rte_cryptodev_asym_session_create(dev, &own, env.pools.asym_sess, &s) != 0)
		return NO_SESSION;
	st = op_run_as_is(dev, qp, op, s, NULL);
	ret = rte_cryptodev_asym_session_free(dev, s);
	return ret == 0 ? st : 0xfd;
}
#else
uint8_t
op_run(uint8_t dev, uint16_t qp, struct rte_crypto_op *op, void *sess,
		struct rte_crypto_asym_xform *x)
{
	return op_run_as_is(dev, qp, op, sess, x);
}
#endif

uint8_t
op_once(struct rte_crypto_asym_xform *x, struct rte_crypto_op *op, bool sessionless)
{
	uint8_t dev = env.devs[0], st;
	void *s = NULL;
	int ret;

	if (!sessionless) {
		s = sess_new(dev, x, &ret);
		if (s == NULL)
			return NO_SESSION;
	}
	st = op_run(dev, 0, op, s, x);
	sess_free(dev, s);
	return st;
}

void
env_fini(void)
{
	unsigned int i;

	for (i = 0; i < env.nb_devs; i++) {
		rte_cryptodev_stop(env.devs[i]);
		rte_cryptodev_close(env.devs[i]);
	}
	tc_pools_free(&env.pools);
}
