/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* Devices, pools, sessions and single ops. */

#include <stdio.h>
#include <string.h>

#include <tc_run.h>

#include "asym.h"

struct env env = { .nb_qps = 2, .seconds = 2 };

int
env_init(void)
{
	const struct tc_pools_conf pc = { .nb_asym_ops = 1023, .nb_asym_sess = 1023 };
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

void *
sess_new(uint8_t dev, struct rte_crypto_asym_xform *x, int *ret)
{
	void *s = NULL;

	*ret = rte_cryptodev_asym_session_create(dev, x, env.pools.asym_sess, &s);
	return *ret == 0 ? s : NULL;
}

void
sess_free(uint8_t dev, void *sess)
{
	if (sess != NULL)
		rte_cryptodev_asym_session_free(dev, sess);
}

struct rte_crypto_op *
op_new(void)
{
	return rte_crypto_op_alloc(env.pools.asym_op, RTE_CRYPTO_OP_TYPE_ASYMMETRIC);
}

uint8_t
op_run(uint8_t dev, uint16_t qp, struct rte_crypto_op *op, void *sess,
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
