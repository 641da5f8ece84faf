/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef RTE_PMD_OPENSSL_H
#define RTE_PMD_OPENSSL_H

/**
 * @file
 * Driver-specific API of the OpenSSL 3 crypto PMD (vdev "crypto_openssl").
 *
 * It exposes how the per-queue-pair context engine is used, so that an
 * application (or a test) can see which path its operations took.
 */

#include <stdint.h>

#include <rte_compat.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Per queue pair counters of the context engine. */
struct rte_pmd_openssl_qp_stats {
	/** Session slots this queue pair filled by cloning a template. */
	uint64_t slot_clones;
	/** Session slots filled by re-keying, because OpenSSL could not copy. */
	uint64_t slot_rekeys;
	/** Slot fills that failed (the op got an error status). */
	uint64_t slot_failures;
	/**
	 * Ops run on contexts keyed for that op alone (the slower path),
	 * because the session has no slot for this queue pair: it was made
	 * on another device of this driver, or before the device got more
	 * queue pairs.
	 */
	uint64_t fallback_ops;
	/** Sessionless ops processed. */
	uint64_t sessionless_ops;
};

/** What a symmetric session of this driver holds. */
struct rte_pmd_openssl_sym_session_info {
	uint16_t nb_slots;        /**< per-queue-pair slots in the session */
	uint16_t nb_filled;       /**< queue-pair slots filled so far */
	uint16_t nb_lcore_slots;  /**< per-lcore slots (CPU crypto API) */
	uint16_t nb_lcore_filled; /**< lcore slots filled so far */
	uint8_t owner_dev_id;     /**< device the session was configured on */
	/** transforms running on the provider's own functions, below EVP */
	uint8_t nb_direct;
	uint64_t filled_mask;     /**< bit i set: queue-pair slot i filled (first 64) */
};

/**
 * @warning
 * @b EXPERIMENTAL: this API may change without prior notice.
 *
 * Read a queue pair's context-engine counters.
 *
 * @return 0, -ENODEV (not a crypto_openssl device), -EINVAL (bad queue pair
 * or NULL stats).
 */
__rte_experimental
int rte_pmd_openssl_qp_stats_get(uint8_t dev_id, uint16_t qp_id,
		struct rte_pmd_openssl_qp_stats *stats);

/**
 * @warning
 * @b EXPERIMENTAL: this API may change without prior notice.
 *
 * Read the context-engine counters of the CPU crypto API
 * (rte_cryptodev_sym_cpu_crypto_process()) on one lcore of a device.
 *
 * @return 0, -ENODEV (not a crypto_openssl device), -EINVAL (bad lcore or
 * NULL stats).
 */
__rte_experimental
int rte_pmd_openssl_cpu_stats_get(uint8_t dev_id, unsigned int lcore_id,
		struct rte_pmd_openssl_qp_stats *stats);

/**
 * @warning
 * @b EXPERIMENTAL: this API may change without prior notice.
 *
 * Describe a symmetric session made by this driver.
 *
 * @param sess
 *   A session from rte_cryptodev_sym_session_create() on a crypto_openssl
 *   device.
 * @return 0, -ENOTSUP (not a session of this driver), -EINVAL (NULL).
 */
__rte_experimental
int rte_pmd_openssl_sym_session_info_get(void *sess,
		struct rte_pmd_openssl_sym_session_info *info);

/**
 * The OpenSSL provider that serves a symmetric session of this driver: the
 * provider of its cipher or AEAD algorithm, else of its auth algorithm
 * ("default", "fips", "legacy" ...). It is where the library context and
 * the property query of the session's device (devargs providers, propq,
 * openssl_conf) led the session's fetches: for audits and tests.
 *
 * @param sess
 *   A symmetric session of a crypto_openssl device.
 * @param name
 *   Where the provider's name is written, NUL-terminated.
 * @param len
 *   Size of name.
 * @return
 *   0; -EINVAL if an argument is NULL or 0; -ENOTSUP if sess is not a
 *   session of this driver; -ENOENT if its algorithms are NULL ones; -ENOSPC
 *   if the name does not fit.
 */
__rte_experimental
int rte_pmd_openssl_sym_session_provider(void *sess, char *name, size_t len);

#ifdef __cplusplus
}
#endif

#endif /* RTE_PMD_OPENSSL_H */
