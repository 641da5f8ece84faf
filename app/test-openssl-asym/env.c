/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* Devices, pools, sessions and single ops. */

#include <stdio.h>
#include <string.h>

#include <rte_errno.h>
#include <rte_lcore.h>
#include <rte_pause.h>

#include "asym.h"

struct env env = { .nb_qps = 2, .seconds = 2 };

static int
dev_start(uint8_t dev)
{
	struct rte_cryptodev_config conf = {
		.socket_id = rte_cryptodev_socket_id(dev),
		.nb_queue_pairs = env.nb_qps,
	};
	struct rte_cryptodev_qp_conf qc = { .nb_descriptors = 256 };
	uint16_t q;

	if (conf.socket_id < 0)
		conf.socket_id = 0;
	if (rte_cryptodev_configure(dev, &conf) != 0)
		return -1;
	for (q = 0; q < env.nb_qps; q++)
		if (rte_cryptodev_queue_pair_setup(dev, q, &qc, conf.socket_id) != 0)
			return -1;
	return rte_cryptodev_start(dev);
}

int
env_init(void)
{
	struct rte_cryptodev_info info;
	uint8_t id;

	for (id = 0; id < rte_cryptodev_count() && env.nb_devs < MAX_DEVS; id++) {
		rte_cryptodev_info_get(id, &info);
		if (info.driver_name != NULL && strcmp(info.driver_name, "crypto_openssl") == 0)
			env.devs[env.nb_devs++] = id;
	}
	if (env.nb_devs == 0) {
		printf("no crypto_openssl device: give --vdev crypto_openssl0\n");
		return -1;
	}
	/* sized before configure: the largest a session of these devices needs */
	env.sess_pool = rte_cryptodev_asym_session_pool_create("asym_sess", 1023, 0, 0,
			SOCKET_ID_ANY);
	env.op_pool = rte_crypto_op_pool_create("asym_op", RTE_CRYPTO_OP_TYPE_ASYMMETRIC, 1023,
			0, 0, SOCKET_ID_ANY);
	if (env.sess_pool == NULL || env.op_pool == NULL) {
		printf("cannot create pools: %s\n", rte_strerror(rte_errno));
		return -1;
	}
	for (id = 0; id < env.nb_devs; id++)
		if (dev_start(env.devs[id]) != 0) {
			printf("cannot start device %u\n", env.devs[id]);
			return -1;
		}
	return 0;
}

void *
sess_new(uint8_t dev, struct rte_crypto_asym_xform *x, int *ret)
{
	void *s = NULL;

	*ret = rte_cryptodev_asym_session_create(dev, x, env.sess_pool, &s);
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
	return rte_crypto_op_alloc(env.op_pool, RTE_CRYPTO_OP_TYPE_ASYMMETRIC);
}

uint8_t
op_run(uint8_t dev, uint16_t qp, struct rte_crypto_op *op, void *sess,
		struct rte_crypto_asym_xform *x)
{
	struct rte_crypto_op *out = NULL;

	if (sess != NULL) {
		rte_crypto_op_attach_asym_session(op, sess);
	} else {
		op->sess_type = RTE_CRYPTO_OP_SESSIONLESS;
		op->asym->xform = x;
	}
	op->status = RTE_CRYPTO_OP_STATUS_NOT_PROCESSED;
	if (rte_cryptodev_enqueue_burst(dev, qp, &op, 1) != 1)
		return 0xfe;
	while (rte_cryptodev_dequeue_burst(dev, qp, &out, 1) == 0)
		rte_pause();
	return out == op ? op->status : 0xfd;
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
}
