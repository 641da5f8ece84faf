/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <stdlib.h>
#include <string.h>

#include "kat.h"

/* One direction: from -> to, output compared byte for byte. */
static void
kat_cipher_dir(struct kat_dev *dev, const struct kat_vec *v,
		enum rte_crypto_cipher_operation dir, const struct kat_buf *from,
		const struct kat_buf *to)
{
	struct kat_job job = {
		.algo = &kat_algos[v->algo],
		.data = from,
		.iv = &v->iv,
	};
	const char *what = dir == RTE_CRYPTO_CIPHER_OP_ENCRYPT ? "encrypt" : "decrypt";
	int st;

	kat_xform(v, dir == RTE_CRYPTO_CIPHER_OP_ENCRYPT, 0, &job.xform);
	job.out = malloc(from->len + 1);
	st = job.out == NULL ? -1 : kat_dev_run(dev, &job);
	kat_result(dev, v, what, st == RTE_CRYPTO_OP_STATUS_SUCCESS &&
			memcmp(job.out, to->data, to->len) == 0);
	free(job.out);
}

void
kat_cipher_run(struct kat_dev *dev, const struct kat_vec *v)
{
	const struct rte_cryptodev_symmetric_capability *cap;

	cap = kat_algo_cap(dev, &kat_algos[v->algo]);
	if (cap == NULL || v->in.len != v->out.len ||
			rte_cryptodev_sym_capability_check_cipher(cap, v->key.len,
				v->iv.len) != 0) {
		kat_not_advertised(v);
		return;
	}
	kat_ran(v);
	kat_cipher_dir(dev, v, RTE_CRYPTO_CIPHER_OP_ENCRYPT, &v->in, &v->out);
	kat_cipher_dir(dev, v, RTE_CRYPTO_CIPHER_OP_DECRYPT, &v->out, &v->in);
}
