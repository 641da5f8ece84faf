/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Bad input: every family's malformed xforms are refused at session create
 * (-EINVAL for a malformed key, -ENOTSUP for what the device does not do),
 * its bad ops come back with a clear status (fam.h), and the device keeps
 * working. Then the generators of bad.h: every key form with one part
 * changed, private scalars and EC coordinates at the edges of their
 * ranges, and inputs at the largest advertised size, timed.
 */

#include <errno.h>
#include <string.h>

#include "bad.h"
#include "fam.h"

#define OK	RTE_CRYPTO_OP_STATUS_SUCCESS
#define SESS	RTE_CRYPTO_OP_STATUS_INVALID_SESSION

static struct tc_bytes t1;

/* Transforms of no family this driver offers: refused. */
static void
bad_types(void)
{
	struct rte_crypto_asym_xform xf;

	memset(&xf, 0, sizeof(xf));
	xf.xform_type = RTE_CRYPTO_ASYM_XFORM_UNSPECIFIED;
	bad_refused(&xf, -ENOTSUP, "xform type unspecified");
	xf.xform_type = RTE_CRYPTO_ASYM_XFORM_ECDH;
	bad_refused(&xf, -ENOTSUP, "ECDH (not offered in 22.11's API by this driver)");
	xf.xform_type = 1000;
	bad_refused(&xf, -ENOTSUP, "unknown xform type");
}

/* Sessionless ops with a missing or malformed xform; then a good op still works. */
static void
bad_sessionless(void)
{
	struct rte_crypto_asym_xform xf = { .xform_type = RTE_CRYPTO_ASYM_XFORM_MODINV };
	struct rte_crypto_op *op = op_new();
	uint8_t st, m = 7, b = 3, r = 0;

	st = op_run(env.devs[0], 0, op, NULL, NULL);
	tc_check(st == SESS, "sessionless op without an xform: status %u", st);
	st = op_run(env.devs[0], 0, op, NULL, &xf);
	tc_check(st == SESS, "sessionless op with a malformed xform: status %u", st);
	if (!fam_dev_runs(xf.xform_type, 0, "sessionless modinv after the bad ops")) {
		rte_crypto_op_free(op);
		return;
	}
	xf.modinv.modulus.data = &m;
	xf.modinv.modulus.length = 1;
	op->asym->modinv.base.data = &b;
	op->asym->modinv.base.length = 1;
	op->asym->modinv.result.data = &r;
	op->asym->modinv.result.length = 1;
	st = op_run(env.devs[0], 0, op, NULL, &xf);
	tc_check(st == OK && r == 5, "sessionless modinv 3^-1 mod 7 = 5 after the bad ops: %u", r);
	rte_crypto_op_free(op);
}

/*
 * An op typed asymmetric whose session is a symmetric session of this driver
 * (same driver id): refused, not read as an asymmetric session (a fuzzer
 * found the crash).
 */
static void
bad_session_kind(void)
{
	uint8_t key[16] = { 0 };
	struct rte_crypto_sym_xform sx = {
		.type = RTE_CRYPTO_SYM_XFORM_CIPHER,
		.cipher = { .op = RTE_CRYPTO_CIPHER_OP_ENCRYPT, .algo = RTE_CRYPTO_CIPHER_AES_CBC,
			.key = { .data = key, .length = 16 }, .iv = { .offset = 0, .length = 16 } },
	};
	uint8_t dev = env.devs[0];
	struct rte_mempool *pool;
	struct rte_crypto_op *op = op_new(), *out = NULL;
	void *ss = NULL;

	pool = rte_cryptodev_sym_session_pool_create("asym_bad_sym", 4,
		rte_cryptodev_sym_get_private_session_size(dev), 0, 0, SOCKET_ID_ANY);
	if (pool != NULL)
		ss = rte_cryptodev_sym_session_create(dev, &sx, pool);
	if (ss == NULL || op == NULL) {
		tc_check(false, "symmetric session for the wrong-kind case");
	} else {
		op->sess_type = RTE_CRYPTO_OP_WITH_SESSION;
		op->asym->session = ss;
		op->asym->modex.base = prm(&t1);
		if (rte_cryptodev_enqueue_burst(dev, 0, &op, 1) == 1)
			while (rte_cryptodev_dequeue_burst(dev, 0, &out, 1) == 0)
				;
		tc_check(out == op && op->status == SESS,
			"asymmetric op with a symmetric session of this driver: status %u",
			op->status);
	}
	if (ss != NULL)
		rte_cryptodev_sym_session_free(dev, ss);
	rte_mempool_free(pool);
	rte_crypto_op_free(op);
}

static int
suite_badinput(void)
{
	struct rte_cryptodev_stats st0, st1;
	unsigned int i;

	rte_cryptodev_stats_get(env.devs[0], &st0);
	bad_types();
	for (i = 0; i < nb_families; i++)
		if (families[i]->badinput != NULL && fam_runs(families[i], "badinput"))
			families[i]->badinput();
	bad_sessionless();
	bad_session_kind();
	/* the generators: keys, scalars, points of every family; the largest sizes timed */
	bad_keys();
	bad_scalars();
	bad_points();
	if (env.quick)
		printf("SKIP[reduced-run] bad_sizes: 8192-bit inputs not run with --quick\n");
	else
		bad_sizes();
	rte_cryptodev_stats_get(env.devs[0], &st1);
	tc_check(st1.enqueue_err_count > st0.enqueue_err_count &&
		st1.enqueued_count == st1.dequeued_count,
		"failed ops counted as errors (%llu), every op dequeued",
		(unsigned long long)(st1.enqueue_err_count - st0.enqueue_err_count));
	return 0;
}

TC_SUITE(badinput, suite_badinput)
