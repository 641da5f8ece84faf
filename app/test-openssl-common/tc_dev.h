/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_DEV_H
#define TC_DEV_H

/* Devices, queue pairs, pools and sessions of the test programs. */

#include <stdint.h>

#include <rte_cryptodev.h>
#include <rte_mempool.h>

struct tc_pools {
	struct rte_mempool *mbuf;
	struct rte_mempool *op;
	struct rte_mempool *sess;
	struct rte_mempool *asym_op;
	struct rte_mempool *asym_sess;
};

struct tc_pools_conf {
	unsigned int nb_mbufs;
	unsigned int mbuf_room;		/* data room after the headroom */
	unsigned int nb_ops;
	unsigned int op_priv;		/* private bytes after the symmetric op */
	unsigned int nb_sess;		/* 0: no session pool */
	unsigned int sess_size;		/* 0: the device's for its configuration now */
	unsigned int cache;
	unsigned int nb_asym_ops;	/* 0: no asymmetric op pool */
	unsigned int asym_op_priv;	/* private bytes after the asymmetric op */
	unsigned int nb_asym_sess;	/* 0: no asymmetric session pool */
};

/* Pools with unique names; on failure none is left. */
int tc_pools_create(struct tc_pools *p, const struct tc_pools_conf *c, uint8_t dev);
void tc_pools_free(struct tc_pools *p);
/* A session pool of nb elements of elt private bytes, uniquely named. */
struct rte_mempool *tc_sess_pool(unsigned int nb, unsigned int elt, int socket);

/* The device's socket, 0 when it has none. */
int tc_dev_socket(uint8_t dev);
/* Stop, configure nb_qps, set each up (nb_desc, sess_pool), start. */
int tc_dev_configure(uint8_t dev, uint16_t nb_qps, uint32_t nb_desc,
		struct rte_mempool *sess_pool);
/*
 * Device name: configured with nb_qps first, so that the session pool
 * (sess_size 0) fits the configuration, then its pools, queue pairs and
 * start. On failure the pools are freed and a message printed.
 */
int tc_dev_open(const char *name, uint16_t nb_qps, uint32_t nb_desc,
		const struct tc_pools_conf *pc, struct tc_pools *p, uint8_t *dev);
void tc_dev_close(uint8_t dev, struct tc_pools *p);
/* Ids of the devices of a driver, in id order; how many. */
unsigned int tc_devs_of(const char *driver, uint8_t *devs, unsigned int max);

/* A vdev made now (never configured), and its removal. */
int tc_vdev_create(const char *name, const char *args, uint8_t *dev);
void tc_vdev_remove(const char *name, uint8_t dev);

#endif /* TC_DEV_H */
