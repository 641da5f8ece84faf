/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <stdlib.h>
#include <string.h>

#include "kat.h"

static int
kat_aead_op(struct kat_dev *dev, const struct kat_vec *v, enum rte_crypto_aead_operation op,
		const struct kat_buf *from, const uint8_t *tag, uint8_t *out,
		uint8_t *tag_out)
{
	struct kat_job job = {
		.algo = &kat_algos[v->algo],
		.data = from,
		.iv = &v->iv,
		.aad = &v->aad,
		.digest_in = tag,
		.digest_len = v->tag.len,
		.out = out,
	};
	int st;

	kat_xform(v, op == RTE_CRYPTO_AEAD_OP_ENCRYPT, v->tag.len, &job.xform);
	st = kat_dev_run(dev, &job);
	if (tag_out != NULL)
		memcpy(tag_out, job.digest_out, v->tag.len);
	return st;
}

static void
kat_aead_encrypt(struct kat_dev *dev, const struct kat_vec *v, uint8_t *out)
{
	uint8_t tag[KAT_MAX_DIGEST];
	int st;

	st = kat_aead_op(dev, v, RTE_CRYPTO_AEAD_OP_ENCRYPT, &v->in, NULL, out, tag);
	kat_result(dev, v, "encrypt", st == RTE_CRYPTO_OP_STATUS_SUCCESS &&
			memcmp(out, v->out.data, v->out.len) == 0 &&
			memcmp(tag, v->tag.data, v->tag.len) == 0);
}

/* After a failed tag the buffer (decrypted in place) holds zeros: nothing released. */
static bool
released_nothing(const uint8_t *out, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (out[i] != 0)
			return false;
	return true;
}

/* Decrypt with the right tag, then with a corrupted one. */
static void
kat_aead_decrypt(struct kat_dev *dev, const struct kat_vec *v, uint8_t *out)
{
	uint8_t bad[KAT_MAX_DIGEST];
	int st;

	st = kat_aead_op(dev, v, RTE_CRYPTO_AEAD_OP_DECRYPT, &v->out, v->tag.data, out, NULL);
	if (v->flags & KAT_F_FAIL) {
		kat_result(dev, v, "decrypt-must-fail", st == RTE_CRYPTO_OP_STATUS_AUTH_FAILED &&
				released_nothing(out, v->out.len));
		return;
	}
	kat_result(dev, v, "decrypt", st == RTE_CRYPTO_OP_STATUS_SUCCESS &&
			memcmp(out, v->in.data, v->in.len) == 0);
	memcpy(bad, v->tag.data, v->tag.len);
	bad[v->tag.len - 1] ^= 0x01;
	st = kat_aead_op(dev, v, RTE_CRYPTO_AEAD_OP_DECRYPT, &v->out, bad, out, NULL);
	kat_result(dev, v, "decrypt-corrupted", st == RTE_CRYPTO_OP_STATUS_AUTH_FAILED &&
			released_nothing(out, v->out.len));
}

void
kat_aead_run(struct kat_dev *dev, const struct kat_vec *v)
{
	const struct rte_cryptodev_symmetric_capability *cap;
	uint8_t *out;

	cap = kat_algo_cap(dev, &kat_algos[v->algo]);
	if (cap == NULL || v->tag.len == 0 || v->tag.len > KAT_MAX_DIGEST ||
			v->aad.len > UINT16_MAX ||
			rte_cryptodev_sym_capability_check_aead(cap, v->key.len, v->tag.len,
				v->aad.len, v->iv.len) != 0) {
		kat_not_advertised(v);
		return;
	}
	out = malloc(v->out.len + 1);
	if (out == NULL) {
		kat_result(dev, v, "malloc", false);
		return;
	}
	kat_ran(v);
	if (!(v->flags & KAT_F_FAIL))
		kat_aead_encrypt(dev, v, out);
	kat_aead_decrypt(dev, v, out);
	free(out);
}
