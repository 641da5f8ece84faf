/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The provider-direct path: sessions of the algorithms it serves run on the
 * provider's own functions on a default device (their self-check passed),
 * on plain EVP with the devarg plain_evp=1, and give OpenSSL's result both
 * ways (one_op checks each op against the reference). A self-check that
 * wrongly fails leaves the driver correct but slower: this suite is what
 * notices it.
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <rte_pmd_openssl.h>

#include "test_pmd.h"

#define PLAIN_VDEV "crypto_openssl_plainevp"

/* Every algorithm the provider path serves. */
static const struct {
	const char *point;
	uint8_t nb_direct;	/* transforms on the provider path, on a default device */
	uint8_t nb_cmac;	/* of them AES-CMAC or HMAC: EVP_MAC on a FIPS device */
} direct_algs[] = {
	{ "aes-gcm/16", 1 },
	{ "aes-gcm/32", 1 },
	{ "chacha20-poly1305/32", 1 },
	{ "aes-cbc/16", 1 },
	{ "aes-ctr/16", 1 },
	{ "aes-ecb/16", 1 },
	{ "aes-xts/32", 1 },
	{ "3des-cbc/24", 1 },
	{ "aes-cmac/16", 1, 1 },
	{ "aes-xcbc-mac/16", 1 },
	{ "aes-gmac/16", 1 },
	{ "aes-gmac/32", 1 },
	{ "aes-cbc/16+aes-cmac/16", 2, 1 },
	{ "aes-cbc/16+sha1-hmac", 2, 1 },
	{ "aes-ccm/16", 1 },
	{ "aes-ccm/32", 1 },
	{ "sha1-hmac", 1, 1 },
	{ "sha2-256-hmac", 1, 1 },
};

static struct tc_cfg cfg;

/* Sessions on dev in both directions: nb_direct as wanted, and right ops on two qps. */
static int
direct_on(uint8_t dev, const struct tc_point *a, uint8_t want, uint8_t cmac, struct tc_rng *r,
		char *why, size_t wn)
{
	char prov[32];
	struct rte_pmd_openssl_sym_session_info in = { 0 };
	struct rte_mempool *mp;
	char err[WHY_LEN / 2];
	unsigned int d, q;
	void *sess;
	int rc;

	TC_EXPECT(dev_setup(dev, 2, NB_DESC_DEFAULT) == 0, "cannot configure dev %u", dev);
	mp = tc_sess_pool(2, rte_cryptodev_sym_get_private_session_size(dev), 0);
	TC_EXPECT(mp != NULL, "no session pool");
	for (d = 0, rc = 0; d < 2 && rc == 0; d++) {
		tc_cfg_init(&cfg, a, d == 0, r);
		sess = sess_create(dev, &cfg, mp);
		if (sess == NULL) {
			snprintf(why, wn, "dev %u: session create failed", dev);
			rc = -1;
			break;
		}
		rc = rte_pmd_openssl_sym_session_info_get(sess, &in);
		/* a session of the FIPS provider: CMAC is its EVP_MAC, not composed */
		if (rc == 0 && rte_pmd_openssl_sym_session_provider(sess, prov, sizeof(prov)) == 0 &&
				strcmp(prov, "fips") == 0)
			want -= cmac;
		cmac = 0;
		if (rc != 0 || in.nb_direct != want) {
			snprintf(why, wn, "dev %u %s: session_info %d, nb_direct %u, want %u", dev,
				d == 0 ? "enc" : "dec", rc, in.nb_direct, want);
			rc = -1;
		}
		/* each qp twice: a cloned or re-keyed slot, fresh then reused */
		for (q = 0; q < 4 && rc == 0; q++) {
			rc = one_op(dev, q & 1, &cfg, sess, r, false, err, sizeof(err));
			if (rc != 0)
				snprintf(why, wn, "dev %u qp %u: %s", dev, q & 1, err);
		}
		sess_free(dev, sess);
	}
	rte_mempool_free(mp);
	return rc;
}

static int
direct_alg(const struct tc_point *a, uint8_t want, uint8_t cmac, uint8_t plain,
		struct tc_rng *r, char *why, size_t wn)
{
	if (direct_on(env.devs[0], a, want, cmac, r, why, wn) != 0)
		return -1;
	return direct_on(plain, a, 0, 0, r, why, wn);
}

static int
suite_provider(void)
{
	char name[192], why[WHY_LEN];
	struct tc_rng r;
	uint8_t plain;
	unsigned int i;
	int made;

	tc_rng_seed(&r, env.seed ^ 0x70726f76ULL);
	made = tc_vdev_create(PLAIN_VDEV, "plain_evp=1", &plain);
	for (i = 0; i < RTE_DIM(direct_algs); i++) {
		snprintf(name, sizeof(name), "provider/direct/%s", direct_algs[i].point);
		tc_current(name);
		why[0] = '\0';
		if (made != 0)
			tc_fail(name, "cannot create " PLAIN_VDEV ",plain_evp=1");
		else if (point_lacked(direct_algs[i].point, name))
			continue;
		else if (point_find(direct_algs[i].point) == NULL)
			tc_fail(name, "not advertised");
		else
			tc_result(name, direct_alg(point_find(direct_algs[i].point),
					direct_algs[i].nb_direct, direct_algs[i].nb_cmac, plain,
					&r, why, sizeof(why)),
					why);
	}
	tc_current(NULL);
	if (made == 0)
		tc_vdev_remove(PLAIN_VDEV, plain);
	dev_setup(env.devs[0], 2, NB_DESC_DEFAULT);
	return 0;
}

#ifndef TEST_NO_PMD_API
TC_SUITE(provider, suite_provider)
#endif
