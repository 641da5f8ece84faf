/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include <rte_errno.h>
#include <rte_malloc.h>

#include "openssl_asym.h"
#include "openssl_compat.h"
#include "openssl_dev.h"
#include "openssl_sym.h"

static int
openssl_pmd_config(struct rte_cryptodev *dev, struct rte_cryptodev_config *config)
{
	struct openssl_dev *od = dev->data->dev_private;

	if (config->nb_queue_pairs > od->max_nb_qps) {
		OPENSSL_LOG(ERR, "%s: %u queue pairs asked, %u at most (devarg max_nb_queue_pairs)",
			dev->data->name, config->nb_queue_pairs, od->max_nb_qps);
		return -EINVAL;
	}
	return 0;
}

static int
openssl_pmd_start(struct rte_cryptodev *dev __rte_unused)
{
	return 0;
}

static void
openssl_pmd_stop(struct rte_cryptodev *dev __rte_unused)
{
}

static int
openssl_pmd_qp_release(struct rte_cryptodev *dev, uint16_t qp_id)
{
	struct openssl_qp *qp = dev->data->queue_pairs[qp_id];

	if (qp != NULL) {
		rte_ring_free(qp->ring);
		rte_free(qp->scratch);
		openssl_raw_cq_free(qp);
		rte_free(qp);
		dev->data->queue_pairs[qp_id] = NULL;
	}
	return 0;
}

static int
openssl_pmd_close(struct rte_cryptodev *dev)
{
	uint16_t q;

	for (q = 0; q < dev->data->nb_queue_pairs; q++)
		openssl_pmd_qp_release(dev, q);
	return 0;
}

static void
openssl_pmd_info_get(struct rte_cryptodev *dev, struct rte_cryptodev_info *info)
{
	struct openssl_dev *od = dev->data->dev_private;

	if (info == NULL)
		return;
	info->driver_id = dev->driver_id;
	info->feature_flags = dev->feature_flags;
	info->capabilities = od->caps;
	info->max_nb_queue_pairs = od->max_nb_qps;
	info->sym.max_nb_sessions = 0;	/* no limit */
	info->min_mbuf_headroom_req = 0;
	info->min_mbuf_tailroom_req = 0;
}

static void
openssl_pmd_stats_get(struct rte_cryptodev *dev, struct rte_cryptodev_stats *stats)
{
	const struct openssl_qp *qp;
	uint16_t q;

	memset(stats, 0, sizeof(*stats));
	for (q = 0; q < dev->data->nb_queue_pairs; q++) {
		qp = dev->data->queue_pairs[q];
		if (qp == NULL)
			continue;
		stats->enqueued_count += qp->stats.enqueued_count;
		stats->dequeued_count += qp->stats.dequeued_count;
		stats->enqueue_err_count += qp->stats.enqueue_err_count;
		stats->dequeue_err_count += qp->stats.dequeue_err_count;
	}
}

static void
openssl_pmd_stats_reset(struct rte_cryptodev *dev)
{
	struct openssl_qp *qp;
	uint16_t q;

	for (q = 0; q < dev->data->nb_queue_pairs; q++) {
		qp = dev->data->queue_pairs[q];
		if (qp != NULL)
			memset(&qp->stats, 0, sizeof(qp->stats));
	}
}

static int
openssl_pmd_qp_setup(struct rte_cryptodev *dev, uint16_t qp_id,
		const struct rte_cryptodev_qp_conf *conf, int socket_id)
{
	struct openssl_qp *qp;

	if (qp_id >= dev->data->nb_queue_pairs || conf->nb_descriptors == 0)
		return -EINVAL;
	if (conf->mp_session != NULL && conf->mp_session->elt_size <
			sizeof(struct rte_cryptodev_sym_session) + sizeof(struct openssl_session)) {
		OPENSSL_LOG(ERR, "%s: session pool elements too small", dev->data->name);
		return -EINVAL;
	}
	openssl_pmd_qp_release(dev, qp_id);

	qp = rte_zmalloc_socket("openssl_qp", sizeof(*qp), RTE_CACHE_LINE_SIZE, socket_id);
	if (qp == NULL)
		return -ENOMEM;
	qp->id = qp_id;
	qp->dev_id = dev->data->dev_id;
	qp->od = dev->data->dev_private;
	qp->sess_mp = conf->mp_session;
	snprintf(qp->name, sizeof(qp->name), "openssl_%u_qp_%u", dev->data->dev_id, qp_id);
	qp->ring = rte_ring_create(qp->name, conf->nb_descriptors, socket_id,
			RING_F_SP_ENQ | RING_F_SC_DEQ | RING_F_EXACT_SZ);
	if (qp->ring == NULL) {
		OPENSSL_LOG(ERR, "%s: cannot create ring %s: %s", dev->data->name, qp->name,
			rte_strerror(rte_errno));
		rte_free(qp);
		return -ENOMEM;
	}
	if (qp->od->raw_dp && openssl_raw_cq_create(qp, conf->nb_descriptors, socket_id) != 0) {
		rte_ring_free(qp->ring);
		rte_free(qp);
		return -ENOMEM;
	}
	dev->data->queue_pairs[qp_id] = qp;
	return 0;
}

/*
 * One slot per configured queue pair (the devarg maximum before configure),
 * then one per EAL lcore for the CPU crypto API.
 */
unsigned int
openssl_dev_session_size(struct rte_cryptodev *dev)
{
	struct openssl_dev *od = dev->data->dev_private;
	uint16_t n = dev->data->nb_queue_pairs;

	return openssl_session_size((n > 0 ? n : od->max_nb_qps) + rte_lcore_count());
}

static unsigned int
openssl_pmd_sym_session_get_size(struct rte_cryptodev *dev)
{
	return openssl_dev_session_size(dev);
}

static int
openssl_pmd_sym_session_configure(struct rte_cryptodev *dev,
		struct rte_crypto_sym_xform *xform, struct rte_cryptodev_sym_session *sess)
{
	struct openssl_dev *od = dev->data->dev_private;
	int ret;

	if (xform == NULL || sess == NULL)
		return -EINVAL;
	ret = openssl_session_configure(CRYPTODEV_GET_SYM_SESS_PRIV(sess),
			OPENSSL_SESS_PRIV_SIZE(sess), xform, od);
	if (ret != 0)
		OPENSSL_LOG(ERR, "%s: session not configured: %s (providers: %s; propq: %s)",
			dev->data->name, strerror(-ret), od->lc.desc,
			od->lc.propq != NULL ? od->lc.propq : "none");
	return ret;
}

static void
openssl_pmd_sym_session_clear(struct rte_cryptodev *dev __rte_unused,
		struct rte_cryptodev_sym_session *sess)
{
	openssl_session_clear(CRYPTODEV_GET_SYM_SESS_PRIV(sess));
}

/* One slot per configured queue pair (the devarg maximum before configure). */
static unsigned int
openssl_pmd_asym_session_get_size(struct rte_cryptodev *dev)
{
	struct openssl_dev *od = dev->data->dev_private;
	uint16_t n = dev->data->nb_queue_pairs;

	return openssl_asym_session_size(n > 0 ? n : od->max_nb_qps);
}

static int
openssl_pmd_asym_session_configure(struct rte_cryptodev *dev,
		struct rte_crypto_asym_xform *xform, struct rte_cryptodev_asym_session *sess)
{
	const struct openssl_dev *od = dev->data->dev_private;
	int ret;

	if (xform == NULL || sess == NULL)
		return -EINVAL;
	ret = openssl_asym_session_configure(OPENSSL_ASYM_SESS_PRIV(sess),
			OPENSSL_ASYM_SESS_PRIV_SIZE(sess), xform, dev->data->dev_id);
	if (ret != 0)
		OPENSSL_LOG(ERR, "%s: asymmetric session not configured: %s "
			"(providers: %s; propq: %s)", dev->data->name, strerror(-ret),
			od->lc.desc, od->lc.propq != NULL ? od->lc.propq : "none");
	return ret;
}

static void
openssl_pmd_asym_session_clear(struct rte_cryptodev *dev __rte_unused,
		struct rte_cryptodev_asym_session *sess)
{
	openssl_asym_session_clear(OPENSSL_ASYM_SESS_PRIV(sess));
}

struct rte_cryptodev_ops openssl_pmd_ops = {
	.dev_configure = openssl_pmd_config,
	.dev_start = openssl_pmd_start,
	.dev_stop = openssl_pmd_stop,
	.dev_close = openssl_pmd_close,
	.dev_infos_get = openssl_pmd_info_get,
	.stats_get = openssl_pmd_stats_get,
	.stats_reset = openssl_pmd_stats_reset,
	.queue_pair_setup = openssl_pmd_qp_setup,
	.queue_pair_release = openssl_pmd_qp_release,
	.sym_session_get_size = openssl_pmd_sym_session_get_size,
	.sym_session_configure = openssl_pmd_sym_session_configure,
	.sym_session_clear = openssl_pmd_sym_session_clear,
	.sym_cpu_process = openssl_cpu_process,
	.asym_session_get_size = openssl_pmd_asym_session_get_size,
	.asym_session_configure = openssl_pmd_asym_session_configure,
	.asym_session_clear = openssl_pmd_asym_session_clear,
};

/* The same, with the raw data path where the union holds sym_cpu_process. */
struct rte_cryptodev_ops openssl_pmd_ops_raw;

RTE_INIT(openssl_pmd_ops_raw_init)
{
	openssl_pmd_ops_raw = openssl_pmd_ops;
	openssl_raw_ops_set(&openssl_pmd_ops_raw);
}

/* A device of this driver, or NULL. */
static struct rte_cryptodev *
openssl_dev_get(uint8_t dev_id)
{
	struct rte_cryptodev *dev;

	if (!rte_cryptodev_is_valid_dev(dev_id))
		return NULL;
	dev = rte_cryptodev_pmd_get_dev(dev_id);
	return dev->driver_id == openssl_driver_id ? dev : NULL;
}

RTE_EXPORT_EXPERIMENTAL_SYMBOL(rte_pmd_openssl_cpu_stats_get, 22.11)
int
rte_pmd_openssl_cpu_stats_get(uint8_t dev_id, unsigned int lcore_id,
		struct rte_pmd_openssl_qp_stats *stats)
{
	struct rte_cryptodev *dev = openssl_dev_get(dev_id);
	const struct openssl_dev *od;

	if (dev == NULL)
		return -ENODEV;
	if (stats == NULL || lcore_id >= RTE_MAX_LCORE)
		return -EINVAL;
	od = dev->data->dev_private;
	*stats = od->cpu_stats[lcore_id];
	return 0;
}

RTE_EXPORT_EXPERIMENTAL_SYMBOL(rte_pmd_openssl_qp_stats_get, 22.11)
int
rte_pmd_openssl_qp_stats_get(uint8_t dev_id, uint16_t qp_id,
		struct rte_pmd_openssl_qp_stats *stats)
{
	struct rte_cryptodev *dev = openssl_dev_get(dev_id);
	const struct openssl_qp *qp;

	if (dev == NULL)
		return -ENODEV;
	if (stats == NULL || qp_id >= dev->data->nb_queue_pairs)
		return -EINVAL;
	qp = dev->data->queue_pairs[qp_id];
	if (qp == NULL)
		return -EINVAL;
	*stats = qp->engine;
	return 0;
}
