/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The per-queue-pair context engine, seen through rte_pmd_openssl.h:
 * session size against the queue-pair count, lazily filled slots, and the
 * fallback path for queue pairs a session has no slot for. Outputs are
 * checked against OpenSSL all along.
 */

#include <errno.h>
#include <stdio.h>

#include <rte_pmd_openssl.h>

#include "test_pmd.h"

#define SIZE_VDEV "crypto_openssl_size"
#define NULL_VDEV "crypto_null_pmdtest"

/* the sessions' parameters: the suite runs on the main lcore alone */
static struct tc_cfg cfgs[2];

static uint64_t
fills(const struct rte_pmd_openssl_qp_stats *st)
{
	return st->slot_clones + st->slot_rekeys;
}

static int
stats(uint8_t dev, uint16_t qp, struct rte_pmd_openssl_qp_stats *st)
{
	return rte_pmd_openssl_qp_stats_get(dev, qp, st);
}

static int
info(void *sess, struct rte_pmd_openssl_sym_session_info *in)
{
	return rte_pmd_openssl_sym_session_info_get(sess, in);
}

static int
driver_is_ours(char *why, size_t wn)
{
	struct rte_pmd_openssl_qp_stats st;
	unsigned int i;
	int rc;

	for (i = 0; i < env.nb_devs; i++) {
		TC_EXPECT(dev_setup(env.devs[i], 1, NB_DESC_DEFAULT) == 0,
				"cannot configure dev %u", env.devs[i]);
		rc = stats(env.devs[i], 0, &st);
		TC_EXPECT(rc == 0, "dev %u: qp_stats_get gives %d: the device is not ours",
				env.devs[i], rc);
	}
	return 0;
}

/* Size before configure is the size for the devarg's maximum; then it follows the qps. */
static int
size_by_qps(uint8_t dev, unsigned int *before, unsigned int *by_qps, char *why, size_t wn)
{
	static const uint16_t qps[] = { 1, 2, 4 };
	unsigned int i;

	*before = rte_cryptodev_sym_get_private_session_size(dev);
	for (i = 0; i < RTE_DIM(qps); i++) {
		TC_EXPECT(dev_setup(dev, qps[i], 64) == 0, "cannot configure %u qps", qps[i]);
		by_qps[i] = rte_cryptodev_sym_get_private_session_size(dev);
	}
	return 0;
}

static int
size_follows_qps(char *why, size_t wn)
{
	unsigned int before4, before8, s[3], s8[3];
	uint8_t dev;
	int rc;

	TC_EXPECT(tc_vdev_create(SIZE_VDEV "4", "max_nb_queue_pairs=4", &dev) == 0,
			"no fresh vdev");
	rc = size_by_qps(dev, &before4, s, why, wn);
	tc_vdev_remove(SIZE_VDEV "4", dev);
	if (rc != 0)
		return rc;
	TC_EXPECT(tc_vdev_create(SIZE_VDEV "8", "max_nb_queue_pairs=8", &dev) == 0,
			"no fresh vdev");
	rc = size_by_qps(dev, &before8, s8, why, wn);
	tc_vdev_remove(SIZE_VDEV "8", dev);
	if (rc != 0)
		return rc;
	TC_EXPECT(s[0] > 0 && s[0] < s[1] && s[1] < s[2],
			"size with 1, 2, 4 qps: %u, %u, %u: not strictly growing",
			s[0], s[1], s[2]);
	TC_EXPECT(before4 == s[2], "size before configure %u, with the max (4) qps %u",
			before4, s[2]);
	TC_EXPECT(before8 > before4, "size before configure: max 8 qps %u, max 4 qps %u",
			before8, before4);
	TC_EXPECT(s8[0] == s[0] && s8[2] == s[2],
			"sizes for 1 and 4 qps depend on the maximum: %u/%u vs %u/%u",
			s8[0], s8[2], s[0], s[2]);
	return 0;
}

struct fill_state {
	struct rte_pmd_openssl_qp_stats q[2];
	struct rte_pmd_openssl_sym_session_info in;
};

static int
snap(uint8_t dev, void *sess, struct fill_state *f, char *why, size_t wn)
{
	TC_EXPECT(stats(dev, 0, &f->q[0]) == 0 && stats(dev, 1, &f->q[1]) == 0,
			"qp_stats_get failed");
	TC_EXPECT(info(sess, &f->in) == 0, "session_info_get failed");
	return 0;
}

/* One op on qp; then the session has mask filled, and qp filled `fill` slots. */
static int
op_then(uint8_t dev, uint16_t qp, struct tc_cfg *p, void *sess, struct tc_rng *r,
		uint64_t mask, unsigned int fill, char *why, size_t wn)
{
	struct fill_state a, b;
	char err[WHY_LEN];

	if (snap(dev, sess, &a, why, wn) != 0)
		return -1;
	TC_EXPECT(one_op(dev, qp, p, sess, r, false, err, sizeof(err)) == 0, "qp %u: %s", qp, err);
	if (snap(dev, sess, &b, why, wn) != 0)
		return -1;
	TC_EXPECT(b.in.filled_mask == mask && b.in.nb_filled == __builtin_popcountll(mask),
			"after an op on qp %u: mask 0x%" PRIx64 " filled %u, want 0x%" PRIx64,
			qp, b.in.filled_mask, b.in.nb_filled, mask);
	TC_EXPECT(fills(&b.q[qp]) - fills(&a.q[qp]) == fill,
			"op on qp %u filled %" PRIu64 " slots, want %u", qp,
			fills(&b.q[qp]) - fills(&a.q[qp]), fill);
	TC_EXPECT(fills(&b.q[!qp]) == fills(&a.q[!qp]), "op on qp %u filled a slot on qp %u",
			qp, !qp);
	TC_EXPECT(b.q[qp].fallback_ops == a.q[qp].fallback_ops &&
			b.q[qp].slot_failures == a.q[qp].slot_failures,
			"op on qp %u: fallback or slot failure counted", qp);
	return 0;
}

static int
lazy_fill_steps(uint8_t dev, struct tc_cfg *p, void *sess, struct tc_rng *r,
		char *why, size_t wn)
{
	struct rte_pmd_openssl_sym_session_info in;

	TC_EXPECT(info(sess, &in) == 0, "session_info_get failed");
	TC_EXPECT(in.nb_slots == 2 && in.nb_filled == 0 && in.filled_mask == 0 &&
			in.owner_dev_id == dev,
			"new session: %u slots, %u filled, mask 0x%" PRIx64 ", owner %u",
			in.nb_slots, in.nb_filled, in.filled_mask, in.owner_dev_id);
	if (op_then(dev, 1, p, sess, r, 0x2, 1, why, wn) != 0 ||
			op_then(dev, 0, p, sess, r, 0x3, 1, why, wn) != 0 ||
			op_then(dev, 1, p, sess, r, 0x3, 0, why, wn) != 0 ||
			op_then(dev, 0, p, sess, r, 0x3, 0, why, wn) != 0)
		return -1;
	return 0;
}

/*
 * Sessions from a pool sized by rte_cryptodev_sym_get_private_session_size()
 * with two queue pairs configured: two slots.
 */
static struct rte_mempool *lazy_pool;

static int
lazy_fill(const struct tc_point *a, bool enc, struct tc_rng *r, char *why, size_t wn)
{
	uint8_t dev = env.devs[0];
	struct tc_cfg *p = &cfgs[0];
	void *sess;
	int rc;

	tc_cfg_init(p, a, enc, r);
	sess = sess_create(dev, p, lazy_pool);
	TC_EXPECT(sess != NULL, "session create failed");
	rc = lazy_fill_steps(dev, p, sess, r, why, wn);
	sess_free(dev, sess);
	return rc;
}

/* An op on (dev, qp) that must take the fallback path and be right. */
static int
fallback_op(uint8_t dev, uint16_t qp, struct tc_cfg *p, void *sess, struct tc_rng *r,
		char *why, size_t wn)
{
	struct rte_pmd_openssl_qp_stats a, b;
	char err[WHY_LEN];

	TC_EXPECT(stats(dev, qp, &a) == 0, "qp_stats_get failed");
	TC_EXPECT(one_op(dev, qp, p, sess, r, false, err, sizeof(err)) == 0,
			"dev %u qp %u: %s", dev, qp, err);
	TC_EXPECT(stats(dev, qp, &b) == 0, "qp_stats_get failed");
	TC_EXPECT(b.fallback_ops == a.fallback_ops + 1,
			"dev %u qp %u: fallback_ops %" PRIu64 " -> %" PRIu64, dev, qp,
			a.fallback_ops, b.fallback_ops);
	TC_EXPECT(fills(&b) == fills(&a), "dev %u qp %u: fallback op filled a slot", dev, qp);
	return 0;
}

static int
other_device_steps(struct tc_cfg *p, void **sess, struct tc_rng *r, char *why, size_t wn)
{
	uint8_t d0 = env.devs[0], d1 = env.devs[1];
	struct rte_pmd_openssl_sym_session_info in;

	/* sess[0] and sess[1]: same algorithm, different keys, both from d0 */
	if (fallback_op(d1, 0, &p[0], sess[0], r, why, wn) != 0 ||
			fallback_op(d1, 0, &p[1], sess[1], r, why, wn) != 0 ||
			fallback_op(d1, 0, &p[0], sess[0], r, why, wn) != 0 ||
			fallback_op(d1, 0, &p[0], sess[0], r, why, wn) != 0)
		return -1;
	TC_EXPECT(info(sess[0], &in) == 0 && in.nb_filled == 0 && in.owner_dev_id == d0,
			"another device's ops changed the session: %u filled, owner %u",
			in.nb_filled, in.owner_dev_id);
	return op_then(d0, 0, &p[0], sess[0], r, 0x1, 1, why, wn);
}

static int
fallback_other_device(const struct tc_point *a, struct tc_rng *r, char *why, size_t wn)
{
	struct tc_cfg *p = cfgs;
	void *sess[2];
	int rc;

	TC_EXPECT(env.nb_devs >= 2, "needs two devices (--vdev crypto_openssl1)");
	TC_EXPECT(dev_setup(env.devs[0], 2, NB_DESC_DEFAULT) == 0 &&
			dev_setup(env.devs[1], 1, NB_DESC_DEFAULT) == 0, "cannot configure");
	tc_cfg_init(&p[0], a, true, r);
	tc_cfg_init(&p[1], a, true, r);
	sess[0] = sess_create(env.devs[0], &p[0], NULL);
	sess[1] = sess_create(env.devs[0], &p[1], NULL);
	rc = sess[0] != NULL && sess[1] != NULL ? 0 : -1;
	if (rc != 0)
		snprintf(why, wn, "session create failed");
	else
		rc = other_device_steps(p, sess, r, why, wn);
	sess_free(env.devs[0], sess[0]);
	sess_free(env.devs[0], sess[1]);
	return rc;
}

static int
reconfigured_steps(uint8_t dev, struct tc_cfg *p, void *sess, struct tc_rng *r,
		char *why, size_t wn)
{
	struct rte_pmd_openssl_sym_session_info in;

	TC_EXPECT(info(sess, &in) == 0 && in.nb_slots == 1 && in.nb_filled == 0,
			"session made with 1 qp: %u slots, %u filled", in.nb_slots, in.nb_filled);
	TC_EXPECT(dev_setup(dev, 2, NB_DESC_DEFAULT) == 0, "cannot reconfigure with 2 qps");
	if (fallback_op(dev, 1, p, sess, r, why, wn) != 0 ||
			op_then(dev, 0, p, sess, r, 0x1, 1, why, wn) != 0 ||
			fallback_op(dev, 1, p, sess, r, why, wn) != 0 ||
			op_then(dev, 0, p, sess, r, 0x1, 0, why, wn) != 0)
		return -1;
	return 0;
}

static int
fallback_reconfigured(const struct tc_point *a, struct tc_rng *r, char *why, size_t wn)
{
	uint8_t dev = env.devs[0];
	struct rte_mempool *mp;
	struct tc_cfg *p = &cfgs[0];
	void *sess;
	int rc;

	TC_EXPECT(dev_setup(dev, 1, NB_DESC_DEFAULT) == 0, "cannot configure 1 qp");
	mp = tc_sess_pool(2, rte_cryptodev_sym_get_private_session_size(dev), 0);
	TC_EXPECT(mp != NULL, "no session pool");
	tc_cfg_init(p, a, false, r);
	sess = sess_create(dev, p, mp);
	rc = sess != NULL ? reconfigured_steps(dev, p, sess, r, why, wn) : -1;
	if (sess == NULL)
		snprintf(why, wn, "session create failed");
	sess_free(dev, sess);
	rte_mempool_free(mp);
	return rc;
}

/*
 * A session freed and another made in the same memory (a one-element
 * pool): neither its slots nor a queue pair's fallback contexts may keep
 * the old key.
 */
static int
address_reuse(const struct tc_point *a, struct tc_rng *r, char *why, size_t wn)
{
	uint8_t dev = env.devs[0], other = env.devs[env.nb_devs > 1 ? 1 : 0];
	struct rte_mempool *mp;
	struct tc_cfg *p = &cfgs[0];
	char err[WHY_LEN / 2];
	unsigned int i;
	void *sess;
	int rc = 0;

	TC_EXPECT(dev_setup(dev, 2, NB_DESC_DEFAULT) == 0, "cannot configure");
	mp = tc_sess_pool(1, rte_cryptodev_sym_get_private_session_size(dev), 0);
	TC_EXPECT(mp != NULL, "no session pool");
	for (i = 0; i < 4 && rc == 0; i++) {
		tc_cfg_init(p, a, i & 1, r);
		sess = sess_create(dev, p, mp);
		if (sess == NULL) {
			snprintf(why, wn, "session %u create failed", i);
			rc = -1;
			break;
		}
		rc = one_op(dev, 0, p, sess, r, false, err, sizeof(err));
		if (rc == 0 && other != dev)
			rc = one_op(other, 0, p, sess, r, false, err, sizeof(err));
		if (rc != 0)
			snprintf(why, wn, "session %u (same memory as before): %s", i, err);
		sess_free(dev, sess);
	}
	rte_mempool_free(mp);
	return rc;
}

static int
sessionless_counted(struct tc_rng *r, char *why, size_t wn)
{
	uint8_t dev = env.devs[0];
	struct rte_pmd_openssl_qp_stats a, b;
	struct tc_cfg *p = &cfgs[0];
	char err[WHY_LEN];

	TC_EXPECT(dev_setup(dev, 2, NB_DESC_DEFAULT) == 0, "cannot configure");
	TC_EXPECT(point_find("aes-cbc/16+sha1-hmac") != NULL, "not advertised");
	tc_cfg_init(p, point_find("aes-cbc/16+sha1-hmac"), true, r);
	TC_EXPECT(stats(dev, 1, &a) == 0, "qp_stats_get failed");
	TC_EXPECT(one_op(dev, 1, p, NULL, r, true, err, sizeof(err)) == 0, "%s", err);
	TC_EXPECT(stats(dev, 1, &b) == 0, "qp_stats_get failed");
	TC_EXPECT(b.sessionless_ops == a.sessionless_ops + 1, "sessionless_ops %" PRIu64
			" -> %" PRIu64, a.sessionless_ops, b.sessionless_ops);
	return 0;
}

/* A session of crypto_null: not ours. */
static int
foreign_session(uint8_t nd, char *why, size_t wn)
{
	struct rte_crypto_sym_xform x = {
		.type = RTE_CRYPTO_SYM_XFORM_CIPHER,
		.cipher = { .algo = RTE_CRYPTO_CIPHER_NULL, .op = RTE_CRYPTO_CIPHER_OP_ENCRYPT },
	};
	struct rte_pmd_openssl_sym_session_info in;
	struct rte_pmd_openssl_qp_stats st;
	struct rte_mempool *mp;
	void *sess;
	int rc;

	TC_EXPECT(tc_dev_configure(nd, 1, 64, NULL) == 0, "cannot configure crypto_null");
	rc = stats(nd, 0, &st);
	TC_EXPECT(rc == -ENODEV, "qp_stats_get on crypto_null: %d, want -ENODEV", rc);
	mp = tc_sess_pool(2, rte_cryptodev_sym_get_private_session_size(nd), 0);
	TC_EXPECT(mp != NULL, "no session pool");
	sess = rte_cryptodev_sym_session_create(nd, &x, mp);
	rc = sess != NULL ? info(sess, &in) : 0;
	if (sess != NULL)
		rte_cryptodev_sym_session_free(nd, sess);
	rte_mempool_free(mp);
	TC_EXPECT(sess != NULL, "crypto_null session create failed");
	TC_EXPECT(rc == -ENOTSUP, "session_info_get on a crypto_null session: %d, want -ENOTSUP",
			rc);
	return 0;
}

static int
api_errors(struct tc_rng *r, char *why, size_t wn)
{
	struct rte_pmd_openssl_sym_session_info in;
	struct rte_pmd_openssl_qp_stats st;
	uint8_t dev = env.devs[0], nd;
	struct tc_cfg *p = &cfgs[0];
	void *sess;
	int rc, rc2;

	TC_EXPECT(dev_setup(dev, 2, NB_DESC_DEFAULT) == 0, "cannot configure");
	rc = stats(dev, 2, &st);
	TC_EXPECT(rc == -EINVAL, "qp_stats_get(qp 2 of 2): %d, want -EINVAL", rc);
	rc = stats(dev, 0, NULL);
	TC_EXPECT(rc == -EINVAL, "qp_stats_get(NULL stats): %d, want -EINVAL", rc);
	rc = info(NULL, &in);
	TC_EXPECT(rc == -EINVAL, "session_info_get(NULL session): %d, want -EINVAL", rc);
	TC_EXPECT(point_find("aes-gcm/16") != NULL, "not advertised");
	tc_cfg_init(p, point_find("aes-gcm/16"), true, r);
	sess = sess_create(dev, p, NULL);
	TC_EXPECT(sess != NULL, "session create failed");
	rc = info(sess, NULL);
	sess_free(dev, sess);
	TC_EXPECT(rc == -EINVAL, "session_info_get(NULL info): %d, want -EINVAL", rc);
	TC_EXPECT(tc_vdev_create(NULL_VDEV, NULL, &nd) == 0, "cannot create a crypto_null vdev");
	rc2 = foreign_session(nd, why, wn);
	tc_vdev_remove(NULL_VDEV, nd);
	return rc2;
}

static const char *const fallback_algs[] = {
	"aes-cbc/16+sha1-hmac", "aes-gcm/16", "aes-ccm/16", "sha2-256-hmac", "aes-cmac/16",
	"aes-gmac/16", "3des-cbc/24",
};

static void
run_per_alg(const char *what, int (*fn)(const struct tc_point *, struct tc_rng *, char *,
		size_t), struct tc_rng *r)
{
	char name[192], why[WHY_LEN];
	unsigned int i;

	for (i = 0; i < RTE_DIM(fallback_algs); i++) {
		snprintf(name, sizeof(name), "sessions/%s/%s", what, fallback_algs[i]);
		tc_current(name);
		why[0] = '\0';
		if (point_lacked(fallback_algs[i], name))
			continue;
		if (point_find(fallback_algs[i]) == NULL)
			tc_fail(name, "not advertised");
		else
			tc_result(name, fn(point_find(fallback_algs[i]), r, why, sizeof(why)),
					why);
	}
}

static void
run_lazy_fill(struct tc_rng *r)
{
	char name[192], why[WHY_LEN];
	unsigned int i, d;

	lazy_pool = NULL;
	if (dev_setup(env.devs[0], 2, NB_DESC_DEFAULT) == 0)
		lazy_pool = tc_sess_pool(4,
				rte_cryptodev_sym_get_private_session_size(env.devs[0]), 0);
	for (i = 0; i < env.nb_points; i++) {
		for (d = 0; d < 2; d++) {
			snprintf(name, sizeof(name), "sessions/lazy-fill/%s/%s", env.points[i].name,
					d == 0 ? "enc" : "dec");
			tc_current(name);
			if (lazy_pool == NULL) {
				tc_fail(name, "no device with 2 qps or no session pool");
				continue;
			}
			why[0] = '\0';
			tc_result(name, lazy_fill(&env.points[i], d == 0, r, why, sizeof(why)),
					why);
		}
	}
	rte_mempool_free(lazy_pool);
	lazy_pool = NULL;
}

static int
suite_sessions(void)
{
	char why[WHY_LEN] = "";
	struct tc_rng r;

	tc_rng_seed(&r, env.seed ^ 0x73657373ULL);
	tc_current("sessions/driver-is-ours");
	tc_result("sessions/driver-is-ours", driver_is_ours(why, sizeof(why)), why);
	tc_current("sessions/size-follows-qps");
	tc_result("sessions/size-follows-qps", size_follows_qps(why, sizeof(why)), why);
	run_lazy_fill(&r);
	run_per_alg("fallback-other-device", fallback_other_device, &r);
	run_per_alg("fallback-reconfigured", fallback_reconfigured, &r);
	run_per_alg("address-reuse", address_reuse, &r);
	tc_current("sessions/sessionless-counted");
	tc_result("sessions/sessionless-counted", sessionless_counted(&r, why, sizeof(why)),
			why);
	tc_current("sessions/api-errors");
	tc_result("sessions/api-errors", api_errors(&r, why, sizeof(why)), why);
	tc_current(NULL);
	dev_setup(env.devs[0], 2, NB_DESC_DEFAULT);
	return 0;
}

#ifndef TEST_NO_PMD_API
TC_SUITE(sessions, suite_sessions)
#endif
