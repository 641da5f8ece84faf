/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef OPENSSL_DEV_H
#define OPENSSL_DEV_H

/*
 * Device-wide state: the driver's identity and logging, what the OpenSSL
 * library can do, the device private data and the queue pair, and the
 * device ops. The symmetric engine is in openssl_sym.h, the asymmetric one
 * in openssl_asym.h.
 */

#include <stdbool.h>
#include <stdint.h>

#include <cryptodev_pmd.h>
#include <rte_cryptodev.h>
#include <rte_log.h>
#include <rte_ring.h>
#include <rte_security.h>

#include "openssl_compat.h"
#include "openssl_libctx.h"
#include "openssl_prov.h"
#include "rte_pmd_openssl.h"

#define OPENSSL_PMD_DRV_NAME		crypto_openssl
#define OPENSSL_PMD_VERSION		"0.1.0"
#define OPENSSL_PMD_DEFAULT_MAX_QPS	8
#define OPENSSL_PMD_MAX_QPS		RTE_MAX_QUEUES_PER_PORT

extern int openssl_logtype;
extern uint8_t openssl_driver_id;

#define RTE_LOGTYPE_OPENSSL openssl_logtype
#define OPENSSL_LOG(level, ...) \
	RTE_LOG_LINE_PREFIX(level, OPENSSL, "%s(): ", __func__, __VA_ARGS__)

/* Rows of the asymmetric family table (openssl_asym_session.c) at most. */
#define OPENSSL_MAX_ASYM_FAMILIES	16
/* Rows of the symmetric family table, and of a family's algorithm table, cached. */
#define OPENSSL_MAX_SYM_FAMILIES	4
#define OPENSSL_MAX_SYM_ALGOS		64

/* What a device's library context can do, probed at device create. */
struct openssl_lib_info {
	char version[64];	/* OpenSSL_version(OPENSSL_VERSION) */
	/* EVP_MAC_init(ctx, NULL, 0, NULL) restarts an HMAC / a CMAC */
	bool hmac_reinit_ok;
	bool cmac_reinit_ok;
	/* a GCM IV is set cheaper by OSSL_PARAM than by EVP_CipherInit_ex */
	bool gcm_iv_param;
	/* row i of openssl_asym_families[] works with this library */
	bool asym_ok[OPENSSL_MAX_ASYM_FAMILIES];
	unsigned int nb_asym_ok;
};

/* Device private data. */
struct openssl_dev {
	unsigned int max_nb_qps;	/* devarg max_nb_queue_pairs */
	uint8_t dev_id;
	bool evp_mac;			/* devarg evp_mac: HMAC and CMAC through EVP_MAC */
	bool raw_dp;			/* devarg raw_dp: raw data-path API, no CPU crypto */
	bool cpu_oop;			/* devarg cpu_oop: CPU crypto reads vec->dest_sgl */
	bool modex_vartime;		/* devarg modex_vartime: MODEX in variable time */
	bool plain_evp;			/* devarg plain_evp: no provider-direct path */
	/* provider-direct self-check verdicts (prov_store; a session reads od as const) */
	struct openssl_prov_cache *prov;
	struct openssl_prov_cache prov_store;
	/* devargs providers, propq, openssl_conf: where every fetch goes */
	struct openssl_libctx lc;
	struct openssl_lib_info lib;	/* what lc can do */
	struct rte_cryptodev_capabilities *caps; /* probed at create, from lc */
	/* rte_security: DOCSIS down- and uplink, then the end marker */
	struct rte_security_capability sec_caps[3];
	struct rte_cryptodev_capabilities *docsis_caps;
	/* CPU crypto API: counters of each lcore, written by that lcore only */
	struct rte_pmd_openssl_qp_stats cpu_stats[RTE_MAX_LCORE];
	/* CPU crypto API: each lcore's scratch buffer, made on its first use */
	uint8_t *cpu_scratch[RTE_MAX_LCORE];
	/*
	 * Session configure: can the contexts of family f, algorithm row a be
	 * copied? 0 not asked yet, else enum openssl_dup (openssl_session.c).
	 */
	RTE_ATOMIC(uint8_t) sym_dup[OPENSSL_MAX_SYM_FAMILIES][OPENSSL_MAX_SYM_ALGOS];
};

struct openssl_raw_cq;

struct __rte_cache_aligned openssl_qp {
	struct rte_ring *ring;		/* completed ops */
	struct openssl_dev *od;		/* the device's private data */
	struct openssl_raw_cq *raw;	/* raw data path: completions (raw_dp devices) */
	uint8_t *scratch;		/* OPENSSL_SCRATCH_LEN bytes, made on first use */
	struct rte_mempool *sess_mp;	/* sessionless ops */
	uint16_t id;
	uint8_t dev_id;
	struct rte_cryptodev_stats stats;
	struct rte_pmd_openssl_qp_stats engine;
	char name[RTE_RING_NAMESIZE];
};

/* openssl_compat.c: what a device's context can do */
int openssl_lib_init(struct openssl_lib_info *lib, const struct openssl_libctx *lc);

/* openssl_security.c */
int openssl_security_init(struct rte_cryptodev *dev, int socket_id);
void openssl_security_fini(struct rte_cryptodev *dev);

/* openssl_pmd_ops.c: session private size for the device's queue-pair count */
unsigned int openssl_dev_session_size(struct rte_cryptodev *dev);

/* openssl_caps.c */
struct rte_cryptodev_capabilities *openssl_caps_build(const struct openssl_libctx *lc,
		const struct openssl_lib_info *lib, int socket_id);

/* openssl_raw.c */
int openssl_raw_cq_create(struct openssl_qp *qp, uint32_t nb_desc, int socket_id);
void openssl_raw_cq_free(struct openssl_qp *qp);
void openssl_raw_ops_set(struct rte_cryptodev_ops *ops);

/* openssl_cpu.c */
uint32_t openssl_cpu_process(struct rte_cryptodev *dev, struct rte_cryptodev_sym_session *sess,
		union rte_crypto_sym_ofs ofs, struct rte_crypto_sym_vec *vec);

/* openssl_datapath.c */
uint16_t openssl_enqueue_burst(void *qp, struct rte_crypto_op **ops, uint16_t nb_ops);
uint16_t openssl_dequeue_burst(void *qp, struct rte_crypto_op **ops, uint16_t nb_ops);

/* Device ops with the CPU crypto API, and with the raw data path in its place. */
extern struct rte_cryptodev_ops openssl_pmd_ops;
extern struct rte_cryptodev_ops openssl_pmd_ops_raw;

#endif /* OPENSSL_DEV_H */
