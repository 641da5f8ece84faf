/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <stdio.h>
#include <string.h>

#include "kat.h"

static int
kat_auth_op(struct kat_dev *dev, const struct kat_vec *v, enum rte_crypto_auth_operation op,
		uint16_t dlen, const uint8_t *digest, uint8_t *out)
{
	struct kat_job job = {
		.algo = &kat_algos[v->algo],
		.data = &v->in,
		.iv = &v->iv,
		.digest_in = digest,
		.digest_len = dlen,
	};
	int st;

	kat_xform(v, op == RTE_CRYPTO_AUTH_OP_GENERATE, dlen, &job.xform);
	st = kat_dev_run(dev, &job);
	if (out != NULL)
		memcpy(out, job.digest_out, dlen);
	return st;
}

/* Generate, verify, and verify a corrupted digest, at digest length dlen. */
static void
kat_auth_len(struct kat_dev *dev, const struct kat_vec *v, uint16_t dlen)
{
	uint8_t out[KAT_MAX_DIGEST], bad[KAT_MAX_DIGEST];
	char what[48];
	int st;

	if (v->flags & KAT_F_FAIL) {
		st = kat_auth_op(dev, v, RTE_CRYPTO_AUTH_OP_VERIFY, dlen, v->tag.data, NULL);
		snprintf(what, sizeof(what), "verify-must-fail/digest %u", dlen);
		kat_result(dev, v, what, st == RTE_CRYPTO_OP_STATUS_AUTH_FAILED);
		return;
	}
	st = kat_auth_op(dev, v, RTE_CRYPTO_AUTH_OP_GENERATE, dlen, NULL, out);
	snprintf(what, sizeof(what), "generate/digest %u", dlen);
	kat_result(dev, v, what, st == RTE_CRYPTO_OP_STATUS_SUCCESS &&
			memcmp(out, v->tag.data, dlen) == 0);
	st = kat_auth_op(dev, v, RTE_CRYPTO_AUTH_OP_VERIFY, dlen, v->tag.data, NULL);
	snprintf(what, sizeof(what), "verify/digest %u", dlen);
	kat_result(dev, v, what, st == RTE_CRYPTO_OP_STATUS_SUCCESS);
	memcpy(bad, v->tag.data, dlen);
	bad[dlen - 1] ^= 0x01;
	st = kat_auth_op(dev, v, RTE_CRYPTO_AUTH_OP_VERIFY, dlen, bad, NULL);
	snprintf(what, sizeof(what), "verify-corrupted/digest %u", dlen);
	kat_result(dev, v, what, st == RTE_CRYPTO_OP_STATUS_AUTH_FAILED);
}

static bool
kat_auth_ok(const struct rte_cryptodev_symmetric_capability *cap, const struct kat_vec *v,
		uint16_t dlen)
{
	return dlen > 0 && dlen <= KAT_MAX_DIGEST &&
		rte_cryptodev_sym_capability_check_auth(cap, v->key.len, dlen,
			v->iv.len) == 0;
}

/* Shorter advertised digest lengths (leftmost bytes of the full one). */
static unsigned int
kat_auth_truncated(struct kat_dev *dev, const struct kat_vec *v,
		const struct rte_cryptodev_symmetric_capability *cap)
{
	const struct rte_crypto_param_range *r = &cap->auth.digest_size;
	unsigned int n = 0, d;

	for (d = r->min; d < v->tag.len && d <= r->max; d += r->increment) {
		if (kat_auth_ok(cap, v, d)) {
			kat_auth_len(dev, v, d);
			n++;
		}
		if (r->increment == 0)
			break;
	}
	return n;
}

/*
 * NULL auth (an identity check, not a third-party vector): the digest is
 * v->tag.len zero bytes, 0 included, and verification passes whatever the
 * digest.  The digest area starts poisoned so that the zeros must be written.
 */
static void
kat_auth_null(struct kat_dev *dev, const struct kat_vec *v,
		const struct rte_cryptodev_symmetric_capability *cap)
{
	uint8_t out[KAT_MAX_DIGEST], poison[KAT_MAX_DIGEST];
	uint16_t dlen = v->tag.len;
	int st;

	if (cap == NULL || dlen > KAT_MAX_DIGEST ||
			rte_cryptodev_sym_capability_check_auth(cap, v->key.len, dlen,
				v->iv.len) != 0) {
		kat_not_advertised(v);
		return;
	}
	kat_ran(v);
	memset(poison, 0xa5, sizeof(poison));
	st = kat_auth_op(dev, v, RTE_CRYPTO_AUTH_OP_GENERATE, dlen, poison, out);
	kat_result(dev, v, "null generate/zero digest", st == RTE_CRYPTO_OP_STATUS_SUCCESS &&
			memcmp(out, v->tag.data, dlen) == 0);
	st = kat_auth_op(dev, v, RTE_CRYPTO_AUTH_OP_VERIFY, dlen, v->tag.data, NULL);
	kat_result(dev, v, "null verify/zero digest", st == RTE_CRYPTO_OP_STATUS_SUCCESS);
	st = kat_auth_op(dev, v, RTE_CRYPTO_AUTH_OP_VERIFY, dlen, poison, NULL);
	kat_result(dev, v, "null verify/any digest", st == RTE_CRYPTO_OP_STATUS_SUCCESS);
}

void
kat_auth_run(struct kat_dev *dev, const struct kat_vec *v)
{
	const struct rte_cryptodev_symmetric_capability *cap;
	unsigned int n = 0;

	cap = kat_algo_cap(dev, &kat_algos[v->algo]);
	if (kat_algos[v->algo].id == RTE_CRYPTO_AUTH_NULL) {
		kat_auth_null(dev, v, cap);
		return;
	}
	if (cap != NULL && kat_auth_ok(cap, v, v->tag.len)) {
		kat_auth_len(dev, v, v->tag.len);
		n++;
	}
	if (cap != NULL && (v->flags & KAT_F_TRUNC) && !(v->flags & KAT_F_FAIL)) {
		kat_deriving = true;
		n += kat_auth_truncated(dev, v, cap);
		kat_deriving = false;
	}
	if (n == 0)
		kat_not_advertised(v);
	else
		kat_ran(v);
}
