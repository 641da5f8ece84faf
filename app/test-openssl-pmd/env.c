/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* Devices, pools and sessions shared by the suites. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_bus_vdev.h>
#include <rte_errno.h>
#include <rte_lcore.h>
#include <rte_mbuf.h>

#include "test_pmd.h"

#define NB_MBUFS 16383
#define NB_OPS 8191
#define NB_SESS 4095
#define POOL_CACHE 128

struct test_env env;

struct rte_mempool *
sess_pool_create(unsigned int nb, unsigned int elt_size)
{
	static unsigned int seq;
	char name[RTE_MEMPOOL_NAMESIZE];

	snprintf(name, sizeof(name), "pmdtest_sess%u", seq++);
	return rte_cryptodev_sym_session_pool_create(name, nb, elt_size, 0, 0, SOCKET_ID_ANY);
}

static int
pools_init(void)
{
	env.pools.mbuf = rte_pktmbuf_pool_create("pmdtest_mbuf", NB_MBUFS, POOL_CACHE, 0,
			RTE_PKTMBUF_HEADROOM + JOB_MAX_LEN + MAX_DIGEST, SOCKET_ID_ANY);
	env.pools.op = rte_crypto_op_pool_create("pmdtest_op", RTE_CRYPTO_OP_TYPE_SYMMETRIC,
			NB_OPS, POOL_CACHE, sizeof(struct op_priv), SOCKET_ID_ANY);
	env.sess_pool = sess_pool_create(NB_SESS, env.sess_elt);
	if (env.pools.mbuf == NULL || env.pools.op == NULL || env.sess_pool == NULL) {
		printf("cannot create pools: %s\n", rte_strerror(rte_errno));
		return -1;
	}
	return 0;
}

/* The crypto_openssl devices given on the EAL command line, in id order. */
int
env_init(void)
{
	struct rte_cryptodev_info info;
	unsigned int size, max = 0;
	uint8_t id;

	for (id = 0; id < rte_cryptodev_count(); id++) {
		rte_cryptodev_info_get(id, &info);
		if (info.driver_name == NULL || strcmp(info.driver_name, "crypto_openssl") != 0)
			continue;
		env.devs[env.nb_devs++] = id;
		size = rte_cryptodev_sym_get_private_session_size(id);
		max = RTE_MAX(max, size);
	}
	if (env.nb_devs == 0) {
		printf("no crypto_openssl device: give --vdev crypto_openssl0\n");
		return -1;
	}
	/* room for fresh devices and reconfigurations made by the tests */
	env.sess_elt = 2 * max;
	return pools_init();
}

int
dev_setup_mp(uint8_t dev, uint16_t nb_qps, uint32_t nb_desc, struct rte_mempool *mp)
{
	struct rte_cryptodev_config conf = {
		.socket_id = rte_cryptodev_socket_id(dev),
		.nb_queue_pairs = nb_qps,
	};
	struct rte_cryptodev_qp_conf qp_conf = {
		.nb_descriptors = nb_desc,
		.mp_session = mp,
	};
	uint16_t qp;
	int rc;

	rte_cryptodev_stop(dev);
	rc = rte_cryptodev_configure(dev, &conf);
	if (rc != 0) {
		printf("dev %u: configure %u qps: %d\n", dev, nb_qps, rc);
		return rc;
	}
	for (qp = 0; qp < nb_qps; qp++) {
		rc = rte_cryptodev_queue_pair_setup(dev, qp, &qp_conf, conf.socket_id);
		if (rc != 0) {
			printf("dev %u: qp %u setup (%u descriptors): %d\n", dev, qp, nb_desc, rc);
			return rc;
		}
	}
	rc = rte_cryptodev_start(dev);
	if (rc != 0)
		printf("dev %u: start: %d\n", dev, rc);
	return rc;
}

int
dev_setup(uint8_t dev, uint16_t nb_qps, uint32_t nb_desc)
{
	return dev_setup_mp(dev, nb_qps, nb_desc, env.sess_pool);
}

/* A device made now, never configured: for the before-configure cases. */
int
vdev_fresh(const char *name, const char *args, uint8_t *dev)
{
	int rc = rte_vdev_init(name, args);

	if (rc != 0) {
		printf("vdev %s: init: %d\n", name, rc);
		return rc;
	}
	rc = rte_cryptodev_get_dev_id(name);
	if (rc < 0) {
		printf("vdev %s: no crypto device\n", name);
		return rc;
	}
	*dev = (uint8_t)rc;
	return 0;
}

void
vdev_remove(const char *name, uint8_t dev)
{
	rte_cryptodev_stop(dev);
	rte_cryptodev_close(dev);
	rte_vdev_uninit(name);
}

void *
sess_create(uint8_t dev, struct sess_params *p, struct rte_mempool *mp)
{
	return rte_cryptodev_sym_session_create(dev, params_xform(p),
			mp != NULL ? mp : env.sess_pool);
}

void
sess_free(uint8_t dev, void *sess)
{
	if (sess != NULL)
		rte_cryptodev_sym_session_free(dev, sess);
}

/* One op with a random linear layout, checked against OpenSSL. */
int
one_op(uint8_t dev, uint16_t qp, struct sess_params *p, void *sess,
		struct rng *r, bool sessionless, char *why, size_t wn)
{
	const struct alg_spec *a = p->alg;
	struct job *j = malloc(sizeof(*j));
	struct job_layout l;
	uint32_t blk = a->block != 0 ? a->block : 1;
	int rc = -1;

	if (j == NULL)
		return -1;
	layout_linear(&l, a, rng_range(r, 0, 32), 0, rng_range(r, 1, 32) * blk * 4, 8);
	l.sessionless = sessionless;
	snprintf(why, wn, "cannot build the op");
	if (job_prepare(j, p, &l, r) == 0 && job_build(j, &env.pools, sess) == 0) {
		rc = burst_run(dev, qp, &j, 1, why, wn);
		if (rc == 0)
			rc = job_check(j, why, wn);
		job_free(j);
	}
	free(j);
	return rc;
}

void
env_fini(void)
{
	unsigned int i;

	for (i = 0; i < env.nb_devs; i++)
		rte_cryptodev_stop(env.devs[i]);
}
