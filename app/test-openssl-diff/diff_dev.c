/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_mbuf.h>

#include "diff.h"

#define DIFF_NB_DESC	(2 * DIFF_MAX_BURST)
#define DIFF_NB_SESS	256
#define DIFF_NB_OPS	(2 * DIFF_MAX_BURST)
#define DIFF_NB_MBUFS	(2 * DIFF_MAX_BURST * DIFF_MAX_SEGS + 64)
#define DIFF_MBUF_ROOM	(RTE_PKTMBUF_HEADROOM + DIFF_MAX_PKT)
#define DIFF_TIMEOUT_S	10

/* Session pool sized for the configured device; it also serves sessionless ops. */
static int
diff_dev_pools(struct diff_ctx *ctx)
{
	unsigned int priv = rte_cryptodev_sym_get_private_session_size(ctx->dev_id);

	ctx->sess_pool = rte_cryptodev_sym_session_pool_create("diff_sess", DIFF_NB_SESS,
			priv, 0, 0, ctx->socket);
	ctx->op_pool = rte_crypto_op_pool_create("diff_op", RTE_CRYPTO_OP_TYPE_SYMMETRIC,
			DIFF_NB_OPS, 0, DIFF_IV_AREA, ctx->socket);
	ctx->mbuf_pool = rte_pktmbuf_pool_create("diff_mbuf", DIFF_NB_MBUFS, 0, 0,
			DIFF_MBUF_ROOM, ctx->socket);
	if (ctx->sess_pool == NULL || ctx->op_pool == NULL || ctx->mbuf_pool == NULL)
		return -ENOMEM;
	return 0;
}

int
diff_dev_open(struct diff_ctx *ctx)
{
	struct rte_cryptodev_config conf = { .nb_queue_pairs = 1 };
	struct rte_cryptodev_qp_conf qp_conf = { .nb_descriptors = DIFF_NB_DESC };
	int id = rte_cryptodev_get_dev_id(ctx->opts.dev_name), ret;

	if (id < 0) {
		fprintf(stderr, "no cryptodev named %s\n", ctx->opts.dev_name);
		return -ENODEV;
	}
	ctx->dev_id = id;
	ctx->socket = rte_cryptodev_socket_id(ctx->dev_id);
	if (ctx->socket < 0)
		ctx->socket = 0;
	conf.socket_id = ctx->socket;
	ret = rte_cryptodev_configure(ctx->dev_id, &conf);
	if (ret == 0)
		ret = diff_dev_pools(ctx);
	if (ret == 0) {
		qp_conf.mp_session = ctx->sess_pool;
		ret = rte_cryptodev_queue_pair_setup(ctx->dev_id, 0, &qp_conf, ctx->socket);
	}
	if (ret == 0)
		ret = rte_cryptodev_start(ctx->dev_id);
	if (ret < 0)
		fprintf(stderr, "cannot set up %s: %d\n", ctx->opts.dev_name, ret);
	return ret;
}

void
diff_dev_close(struct diff_ctx *ctx)
{
	rte_cryptodev_stop(ctx->dev_id);
	rte_cryptodev_close(ctx->dev_id);
	rte_mempool_free(ctx->mbuf_pool);
	rte_mempool_free(ctx->op_pool);
	rte_mempool_free(ctx->sess_pool);
}

/*
 * Enqueue n ops (again, as long as the device takes only some) and dequeue
 * until all are back or the timeout. An op the device will not take while
 * nothing is in flight is refused: refused[i] is set and it is skipped.
 * Returns the ops dequeued, in done[].
 */
unsigned int
diff_dev_run(struct diff_ctx *ctx, struct rte_crypto_op **ops, unsigned int n,
		struct rte_crypto_op **done, bool *refused)
{
	uint64_t end = rte_get_timer_cycles() + DIFF_TIMEOUT_S * rte_get_timer_hz();
	unsigned int sent = 0, got = 0, nb_refused = 0, in, out;

	memset(refused, 0, n * sizeof(*refused));
	while (got + nb_refused < n && rte_get_timer_cycles() < end) {
		in = 0;
		if (sent < n)
			in = rte_cryptodev_enqueue_burst(ctx->dev_id, 0, ops + sent, n - sent);
		sent += in;
		out = rte_cryptodev_dequeue_burst(ctx->dev_id, 0, done + got, n - got);
		got += out;
		if (sent < n && in == 0 && out == 0 && got + nb_refused == sent) {
			refused[sent++] = true;
			nb_refused++;
		}
	}
	return got;
}
