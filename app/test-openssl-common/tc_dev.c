/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_bus_vdev.h>
#include <rte_errno.h>
#include <rte_mbuf.h>

#include "tc_dev.h"
#include "tc_eal.h"

static unsigned int pool_seq;

struct rte_mempool *
tc_sess_pool(unsigned int nb, unsigned int elt, int socket)
{
	char name[RTE_MEMPOOL_NAMESIZE];

	snprintf(name, sizeof(name), "tc_sess%u", pool_seq++);
	return rte_cryptodev_sym_session_pool_create(name, nb, elt, 0, 0, socket);
}

int
tc_dev_socket(uint8_t dev)
{
	int s = rte_cryptodev_socket_id(dev);

	return s < 0 ? 0 : s;
}

void
tc_pools_free(struct tc_pools *p)
{
	rte_mempool_free(p->mbuf);
	rte_mempool_free(p->op);
	rte_mempool_free(p->sess);
	rte_mempool_free(p->asym_op);
	rte_mempool_free(p->asym_sess);
	memset(p, 0, sizeof(*p));
}

/* The asymmetric pools of c, if any (sized for every asymmetric session). */
static int
asym_pools_create(struct tc_pools *p, const struct tc_pools_conf *c, unsigned int seq,
		int socket)
{
	char name[RTE_MEMPOOL_NAMESIZE];

	snprintf(name, sizeof(name), "tc_aop%u", seq);
	if (c->nb_asym_ops > 0)
		p->asym_op = rte_crypto_op_pool_create(name, RTE_CRYPTO_OP_TYPE_ASYMMETRIC,
				c->nb_asym_ops, c->cache, c->asym_op_priv, socket);
	snprintf(name, sizeof(name), "tc_asess%u", seq);
	if (c->nb_asym_sess > 0)
		p->asym_sess = rte_cryptodev_asym_session_pool_create(name, c->nb_asym_sess,
				c->cache, 0, socket);
	return (c->nb_asym_ops > 0 && p->asym_op == NULL) ||
		(c->nb_asym_sess > 0 && p->asym_sess == NULL) ? -1 : 0;
}

int
tc_pools_create(struct tc_pools *p, const struct tc_pools_conf *c, uint8_t dev)
{
	int socket = tc_dev_socket(dev);
	unsigned int seq = pool_seq++;
	char name[RTE_MEMPOOL_NAMESIZE];
	unsigned int sess = c->sess_size;

	memset(p, 0, sizeof(*p));
	snprintf(name, sizeof(name), "tc_mbuf%u", seq);
	if (c->nb_mbufs > 0)
		p->mbuf = rte_pktmbuf_pool_create(name, c->nb_mbufs, c->cache, 0,
				RTE_PKTMBUF_HEADROOM + c->mbuf_room, socket);
	snprintf(name, sizeof(name), "tc_op%u", seq);
	if (c->nb_ops > 0)
		p->op = rte_crypto_op_pool_create(name, RTE_CRYPTO_OP_TYPE_SYMMETRIC, c->nb_ops,
				c->cache, c->op_priv, socket);
	if (sess == 0)
		sess = rte_cryptodev_sym_get_private_session_size(dev);
	if (c->nb_sess > 0)
		p->sess = tc_sess_pool(c->nb_sess, sess, socket);
	if ((c->nb_mbufs > 0 && p->mbuf == NULL) || (c->nb_ops > 0 && p->op == NULL) ||
			(c->nb_sess > 0 && p->sess == NULL) ||
			asym_pools_create(p, c, seq, socket) != 0) {
		printf("cannot create pools: %s\n", rte_strerror(rte_errno));
		tc_pools_free(p);
		return -ENOMEM;
	}
	return 0;
}

static int
qps_setup(uint8_t dev, uint16_t nb_qps, uint32_t nb_desc, struct rte_mempool *sess_pool)
{
	struct rte_cryptodev_qp_conf qp_conf = {
		.nb_descriptors = nb_desc,
		.mp_session = sess_pool,
	};
	uint16_t qp;
	int rc;

	for (qp = 0; qp < nb_qps; qp++) {
		rc = rte_cryptodev_queue_pair_setup(dev, qp, &qp_conf, tc_dev_socket(dev));
		if (rc != 0) {
			printf("dev %u: qp %u setup (%u descriptors): %d\n", dev, qp, nb_desc, rc);
			return rc;
		}
	}
	return 0;
}

static int
dev_config(uint8_t dev, uint16_t nb_qps)
{
	struct rte_cryptodev_config conf = {
		.socket_id = tc_dev_socket(dev),
		.nb_queue_pairs = nb_qps,
	};
	int rc;

	rte_cryptodev_stop(dev);
	rc = rte_cryptodev_configure(dev, &conf);
	if (rc != 0)
		printf("dev %u: configure %u qps: %d\n", dev, nb_qps, rc);
	return rc;
}

static int
dev_start(uint8_t dev)
{
	int rc = rte_cryptodev_start(dev);

	if (rc != 0)
		printf("dev %u: start: %d\n", dev, rc);
	return rc;
}

int
tc_dev_configure(uint8_t dev, uint16_t nb_qps, uint32_t nb_desc,
		struct rte_mempool *sess_pool)
{
	int rc = dev_config(dev, nb_qps);

	if (rc == 0)
		rc = qps_setup(dev, nb_qps, nb_desc, sess_pool);
	if (rc == 0)
		rc = dev_start(dev);
	return rc;
}

int
tc_dev_open(const char *name, uint16_t nb_qps, uint32_t nb_desc,
		const struct tc_pools_conf *pc, struct tc_pools *p, uint8_t *dev)
{
	int id = rte_cryptodev_get_dev_id(name), rc;

	memset(p, 0, sizeof(*p));
	if (id < 0) {
		printf("no crypto device named %s (give --vdev %s)\n", name, name);
		return -ENODEV;
	}
	*dev = (uint8_t)id;
	rc = dev_config(*dev, nb_qps);
	if (rc == 0)
		rc = tc_pools_create(p, pc, *dev);
	if (rc == 0)
		rc = qps_setup(*dev, nb_qps, nb_desc, p->sess);
	if (rc == 0)
		rc = dev_start(*dev);
	if (rc != 0) {
		printf("cannot set up %s: %d\n", name, rc);
		tc_pools_free(p);
	}
	return rc;
}

void
tc_dev_close(uint8_t dev, struct tc_pools *p)
{
	rte_cryptodev_stop(dev);
	rte_cryptodev_close(dev);
	tc_pools_free(p);
}

unsigned int
tc_devs_of(const char *driver, uint8_t *devs, unsigned int max)
{
	struct rte_cryptodev_info info;
	unsigned int n = 0;
	uint8_t id;

	for (id = 0; id < rte_cryptodev_count() && n < max; id++) {
		rte_cryptodev_info_get(id, &info);
		if (info.driver_name != NULL && strcmp(info.driver_name, driver) == 0)
			devs[n++] = id;
	}
	return n;
}

/*
 * *all: args plus the --pmd-devargs (tc_eal.h) when name is one of our
 * driver's vdevs, else NULL (args as they are).
 */
static int
vdev_args(const char *name, const char *args, char **all)
{
	const char *extra = tc_pmd_devargs();

	*all = NULL;
	if (extra == NULL || strncmp(name, "crypto_openssl", strlen("crypto_openssl")) != 0)
		return 0;
	if (args == NULL)
		args = "";
	*all = malloc(strlen(args) + strlen(extra) + 2);
	if (*all == NULL)
		return -ENOMEM;
	sprintf(*all, "%s%s%s", args, args[0] == '\0' ? "" : ",", extra);
	return 0;
}

int
tc_vdev_create(const char *name, const char *args, uint8_t *dev)
{
	char *all;
	int rc = vdev_args(name, args, &all);

	if (rc == 0)
		rc = rte_vdev_init(name, all != NULL ? all : args);
	free(all);
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
tc_vdev_remove(const char *name, uint8_t dev)
{
	rte_cryptodev_stop(dev);
	rte_cryptodev_close(dev);
	rte_vdev_uninit(name);
}
