/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Functional: every family's cases (fam.h), through sessions and
 * sessionless ops, each result checked against OpenSSL called directly;
 * then the slots and counters of the queue pairs, and a reconfigure.
 */

#include <stdio.h>
#include <string.h>

#include <rte_pmd_openssl.h>

#include "fam.h"

#define OK	RTE_CRYPTO_OP_STATUS_SUCCESS

static struct tc_bytes m, e, b, want, got;

/* MODEX of modulus m and exponent e. */
static void
modex_xform(struct rte_crypto_asym_xform *xf)
{
	struct tc_asym_key k = { .v[TC_AP_FP] = prm(&m), .v[TC_AP_G] = prm(&e) };

	tc_asym_xform_of(RTE_CRYPTO_ASYM_XFORM_MODEX, &k, xf);
}

/* Slots: a queue pair fills its slot once; another device's op takes the per-op path. */
static void
test_slots(void)
{
	struct rte_crypto_asym_xform xf;
	struct rte_pmd_openssl_qp_stats s0, s1, f0, f1;
	uint8_t dev = env.devs[0];
	unsigned int i;
	void *s;
	int ret;

	fam_rand_num(&m, 64, true);
	fam_rand_num(&e, 3, false);
	fam_rand_num(&b, 64, false);
	tc_ref_modexp(&b, &e, &m, &want);
	modex_xform(&xf);
	s = sess_new(dev, &xf, &ret);
	rte_pmd_openssl_qp_stats_get(dev, 1, &s0);
	if (env.nb_devs > 1)
		rte_pmd_openssl_qp_stats_get(env.devs[1], 0, &f0);
	for (i = 0; i < 3; i++) {
		struct rte_crypto_op *op = op_new();

		op->asym->modex.base = prm(&b);
		got.n = m.n;
		op->asym->modex.result = prm(&got);
		tc_check(op_run(dev, 1, op, s, NULL) == OK && memcmp(got.d, want.d, m.n) == 0,
			"modex op %u on queue pair 1", i);
		if (env.nb_devs > 1) {
			tc_check(op_run(env.devs[1], 0, op, s, NULL) == OK &&
				memcmp(got.d, want.d, m.n) == 0,
				"modex op %u of a session of device 0 on device 1", i);
		}
		rte_crypto_op_free(op);
	}
	rte_pmd_openssl_qp_stats_get(dev, 1, &s1);
	tc_check(s1.slot_clones - s0.slot_clones == 1 && s1.fallback_ops == s0.fallback_ops,
		"queue pair 1 filled its slot once for 3 ops (%llu)",
		(unsigned long long)(s1.slot_clones - s0.slot_clones));
	if (env.nb_devs > 1) {
		rte_pmd_openssl_qp_stats_get(env.devs[1], 0, &f1);
		tc_check(f1.fallback_ops - f0.fallback_ops == 3,
			"device 1 ran the other device's session on the per-op path (%llu ops)",
			(unsigned long long)(f1.fallback_ops - f0.fallback_ops));
	}
	rte_pmd_openssl_qp_stats_get(dev, 0, &s0);
	tc_check(s0.sessionless_ops > 0, "sessionless ops counted on queue pair 0 (%llu)",
		(unsigned long long)s0.sessionless_ops);
	sess_free(dev, s);
}

/* Configure dev with nb queue pairs and start it again. */
static int
dev_reconfigure(uint8_t dev, uint16_t nb)
{
	struct rte_cryptodev_config conf = { .socket_id = 0, .nb_queue_pairs = nb };
	struct rte_cryptodev_qp_conf qc = { .nb_descriptors = 256 };
	uint16_t q;

	rte_cryptodev_stop(dev);
	if (rte_cryptodev_configure(dev, &conf) != 0)
		return -1;
	for (q = 0; q < nb; q++)
		if (rte_cryptodev_queue_pair_setup(dev, q, &qc, 0) != 0)
			return -1;
	return rte_cryptodev_start(dev);
}

/*
 * A session from a pool sized while the devices had 2 queue pairs (2 slots),
 * used on queue pair 3 after a reconfigure to 4: no slot of its own, a
 * correct result through the per-op path.
 */
static void
test_reconfigure(void)
{
	struct rte_crypto_asym_xform xf;
	struct rte_pmd_openssl_qp_stats st;
	struct rte_cryptodev_info info;
	uint8_t dev = env.devs[0];
	struct rte_mempool *pool;
	struct rte_crypto_op *op;
	void *s = NULL;

	rte_cryptodev_info_get(dev, &info);
	if (info.max_nb_queue_pairs < 4) {
		tc_check(false, "reconfigure: device 0 needs 4 queue pairs (max_nb_queue_pairs=4)");
		return;
	}
	fam_rand_num(&m, 128, true);
	fam_rand_num(&e, 16, false);
	fam_rand_num(&b, 100, false);
	tc_ref_modexp(&b, &e, &m, &want);
	modex_xform(&xf);
	pool = rte_cryptodev_asym_session_pool_create("asym_sess_2qp", 4, 0, 0, SOCKET_ID_ANY);
	if (pool == NULL || rte_cryptodev_asym_session_create(dev, &xf, pool, &s) != 0 ||
			dev_reconfigure(dev, 4) != 0) {
		tc_check(false, "reconfigure: session or device");
		sess_free(dev, s);
		return;
	}
	op = op_new();
	op->asym->modex.base = prm(&b);
	got.n = m.n;
	op->asym->modex.result = prm(&got);
	tc_check(op_run(dev, 3, op, s, NULL) == OK && memcmp(got.d, want.d, m.n) == 0,
		"modex of a session made before a reconfigure, on the new queue pair 3");
	rte_pmd_openssl_qp_stats_get(dev, 3, &st);
	tc_check(st.fallback_ops == 1 && st.slot_failures == 0,
		"queue pair 3 took the per-op path (%llu)", (unsigned long long)st.fallback_ops);
	rte_crypto_op_free(op);
	sess_free(dev, s);
	rte_mempool_free(pool);
	tc_check(dev_reconfigure(dev, env.nb_qps) == 0, "device 0 back to %u queue pairs",
		env.nb_qps);
}

static int
suite_functional(void)
{
	unsigned int i;

	for (i = 0; i < nb_families; i++)
		if (families[i]->functional != NULL && fam_runs(families[i], "functional"))
			families[i]->functional();
	if (fam_dev_runs(RTE_CRYPTO_ASYM_XFORM_MODEX, 0, "functional: slots and reconfigure")) {
		test_slots();
		test_reconfigure();
	}
	return 0;
}

TC_SUITE(functional, suite_functional)
