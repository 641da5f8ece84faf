/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Device-level bad input and lifecycle of crypto_openssl, through the public
 * API: devargs, configure limits, queue-pair setup twice, a queue pair
 * replaced with ops in flight, close with sessions alive, uninit and
 * re-create, library contexts per device (test_libctx.c). Every case states the behaviour doc/guides/cryptodevs/openssl.rst
 * documents, and checks the device still works after it.
 */

#include <stdio.h>
#include <string.h>

#include <rte_bus_vdev.h>
#include <rte_cryptodev.h>
#include <rte_eal.h>
#include <rte_mbuf.h>

#include <tc_dev.h>
#include <tc_eal.h>
#include <tc_report.h>
#include <tc_run.h>
#include <tc_xform.h>

#include "test_libctx.h"

#define NB_DESC		32

static struct tc_pools pools;

#define CHECK(cond, name) check_line(cond, name, __LINE__)

static void
check_line(bool ok, const char *name, int line)
{
	if (ok)
		tc_pass(name);
	else
		tc_fail(name, "line %d", line);
}

/* Devargs that must be refused, each with a clear error line from the driver. */
static const char *const bad_devargs[] = {
	"max_nb_queue_pairs=abc",
	"max_nb_queue_pairs=0",
	"max_nb_queue_pairs=4x",
	"max_nb_queue_pairs=99999999999",
	"max_nb_queue_pairs=-1",
	"socket_id=-1",
	"socket_id=4096",
	"bogus=1",
	"max_nb_queue_pairs=2,max_nb_queue_pairs=3",
	"evp_mac=2",
	"evp_mac=yes",
	"modex_vartime=2",
	"modex_vartime=-1",
};

static void
test_devargs(void)
{
	struct rte_cryptodev_info info;
	char name[64];
	unsigned int i;
	int id;

	for (i = 0; i < RTE_DIM(bad_devargs); i++) {
		snprintf(name, sizeof(name), "devargs \"%s\" refused", bad_devargs[i]);
		CHECK(rte_vdev_init("crypto_openssl_bad", bad_devargs[i]) < 0 &&
			rte_cryptodev_get_dev_id("crypto_openssl_bad") < 0, name);
	}
	CHECK(rte_vdev_init("crypto_openssl_ok", "max_nb_queue_pairs=3,socket_id=0,evp_mac=1,"
		"modex_vartime=1") == 0,
		"valid devargs accepted");
	id = rte_cryptodev_get_dev_id("crypto_openssl_ok");
	memset(&info, 0, sizeof(info));
	if (id >= 0)
		rte_cryptodev_info_get(id, &info);
	CHECK(id >= 0 && info.max_nb_queue_pairs == 3, "max_nb_queue_pairs=3 reported");
	CHECK(id >= 0 && strcmp(info.driver_name, "crypto_openssl") == 0, "driver name");
	CHECK(rte_vdev_uninit("crypto_openssl_ok") == 0 &&
		rte_cryptodev_get_dev_id("crypto_openssl_ok") < 0, "uninit removes the device");
	CHECK(rte_vdev_init("crypto_openssl_ok", NULL) == 0 &&
		rte_cryptodev_get_dev_id("crypto_openssl_ok") >= 0, "re-created after uninit");
	rte_vdev_uninit("crypto_openssl_ok");
}

static void *
cbc_session(uint8_t dev)
{
	static const uint8_t key[16] = { 1, 2, 3 };
	const struct tc_xform_params p = {
		.chain = TC_CH_CIPHER, .encrypt = true, .cipher_algo = RTE_CRYPTO_CIPHER_AES_CBC,
		.key = key, .key_len = 16, .iv_offset = TC_IV_OFFSET, .iv_len = 16,
	};
	struct rte_crypto_sym_xform x[2];

	tc_xform_build(&p, x);
	return rte_cryptodev_sym_session_create(dev, x, pools.sess);
}

/* Enqueue n one-block ops of sess on qp 0; return how many were accepted. */
static unsigned int
submit(uint8_t dev, void *sess, struct rte_crypto_op **o, unsigned int n)
{
	unsigned int i;

	if (rte_crypto_op_bulk_alloc(pools.op, RTE_CRYPTO_OP_TYPE_SYMMETRIC, o, n) != n)
		return 0;
	for (i = 0; i < n; i++) {
		o[i]->sym->m_src = rte_pktmbuf_alloc(pools.mbuf);
		if (o[i]->sym->m_src == NULL || rte_pktmbuf_append(o[i]->sym->m_src, 16) == NULL)
			return 0;
		o[i]->sym->cipher.data.length = 16;
		rte_crypto_op_attach_sym_session(o[i], sess);
	}
	return rte_cryptodev_enqueue_burst(dev, 0, o, n);
}

static void
release(struct rte_crypto_op **o, unsigned int n)
{
	unsigned int i;

	for (i = 0; i < n; i++) {
		rte_pktmbuf_free(o[i]->sym->m_src);
		rte_crypto_op_free(o[i]);
	}
}

/* One op through qp 0 comes back SUCCESS. */
static int
works(uint8_t dev, void *sess)
{
	struct rte_crypto_op *o[1];
	int ok;

	if (rte_crypto_op_bulk_alloc(pools.op, RTE_CRYPTO_OP_TYPE_SYMMETRIC, o, 1) != 1)
		return 0;
	o[0]->sym->m_src = rte_pktmbuf_alloc(pools.mbuf);
	ok = o[0]->sym->m_src != NULL && rte_pktmbuf_append(o[0]->sym->m_src, 16) != NULL;
	o[0]->sym->cipher.data.length = 16;
	rte_crypto_op_attach_sym_session(o[0], sess);
	ok = ok && tc_run_one(dev, 0, o[0]) == RTE_CRYPTO_OP_STATUS_SUCCESS;
	release(o, 1);
	return ok;
}

static void
test_queue_pairs(void)
{
	struct rte_cryptodev_config conf = { .socket_id = SOCKET_ID_ANY, .nb_queue_pairs = 3 };
	struct rte_cryptodev_qp_conf qp = { .nb_descriptors = NB_DESC, .mp_session = pools.sess };
	struct rte_crypto_op *o[NB_DESC], *d[NB_DESC];
	unsigned int n;
	void *sess;
	int dev;

	rte_vdev_init("crypto_openssl_qp", "max_nb_queue_pairs=2");
	dev = rte_cryptodev_get_dev_id("crypto_openssl_qp");
	CHECK(dev >= 0 && rte_cryptodev_configure(dev, &conf) < 0,
		"configure beyond max_nb_queue_pairs refused");
	CHECK(dev >= 0 && tc_dev_configure(dev, 1, NB_DESC, pools.sess) == 0,
		"configure, qp setup, start");
	rte_cryptodev_stop(dev);
	CHECK(rte_cryptodev_queue_pair_setup(dev, 0, &qp, SOCKET_ID_ANY) == 0 &&
		rte_cryptodev_queue_pair_setup(dev, 0, &qp, SOCKET_ID_ANY) == 0 &&
		rte_cryptodev_start(dev) == 0, "queue pair set up twice");
	sess = cbc_session(dev);
	CHECK(sess != NULL && works(dev, sess), "device works after qp set up twice");

	/* ops accepted, never dequeued: the queue pair is replaced under them */
	n = submit(dev, sess, o, NB_DESC);
	CHECK(n == NB_DESC, "ring filled with ops in flight");
	rte_cryptodev_stop(dev);
	CHECK(rte_cryptodev_queue_pair_setup(dev, 0, &qp, SOCKET_ID_ANY) == 0 &&
		rte_cryptodev_start(dev) == 0, "qp replaced with ops in flight");
	CHECK(rte_cryptodev_dequeue_burst(dev, 0, d, NB_DESC) == 0,
		"a replaced qp's ops are not returned by the new one");
	release(o, NB_DESC);
	CHECK(works(dev, sess), "device works after the replacement");

	/* close with a session alive: the session can still be freed (and cleared) */
	rte_cryptodev_stop(dev);
	CHECK(rte_cryptodev_close(dev) == 0, "close with a session alive");
	CHECK(rte_cryptodev_sym_session_free(dev, sess) == 0,
		"that session is freed after the close");
	CHECK(rte_vdev_uninit("crypto_openssl_qp") == 0, "uninit after close");
}

int
main(int argc, char **argv)
{
	/* sessions large enough for any device here (the maximum: 8 qps; the
	 * provider-direct path keeps its function tables in the session) */
	const struct tc_pools_conf pc = {
		.nb_mbufs = 256,
		.mbuf_room = 2048 - RTE_PKTMBUF_HEADROOM,
		.nb_ops = 256,
		.op_priv = 32,
		.nb_sess = 64,
		.sess_size = 2048,
	};

	tc_eal_init(&argc, &argv);
	if (tc_pools_create(&pools, &pc, 0) != 0) {
		tc_check(false, "pools");
		return tc_summary();
	}
	test_devargs();
	test_queue_pairs();
	test_libctx(&pools);
	tc_pools_free(&pools);
	rte_eal_cleanup();
	return tc_summary();
}
