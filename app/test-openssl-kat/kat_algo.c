/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include <rte_common.h>

#include "kat.h"

#define CIPHER(n, a) { n, RTE_CRYPTO_SYM_XFORM_CIPHER, RTE_CRYPTO_CIPHER_ ## a, 0, 0 }
#define AUTH(n, a) { n, RTE_CRYPTO_SYM_XFORM_AUTH, RTE_CRYPTO_AUTH_ ## a, 0, 0 }
#define AEAD(n, a, ivs, aads) { n, RTE_CRYPTO_SYM_XFORM_AEAD, RTE_CRYPTO_AEAD_ ## a, ivs, aads }

/* Vector-file names of the algorithms; vectors.py writes the same names. */
const struct kat_algo kat_algos[] = {
	CIPHER("null-cipher", NULL),
	CIPHER("aes-cbc", AES_CBC),
	CIPHER("aes-ctr", AES_CTR),
	CIPHER("aes-ecb", AES_ECB),
	CIPHER("aes-xts", AES_XTS),
	CIPHER("aes-docsisbpi", AES_DOCSISBPI),
	CIPHER("3des-cbc", 3DES_CBC),
	CIPHER("3des-ctr", 3DES_CTR),
	CIPHER("3des-ecb", 3DES_ECB),
	CIPHER("des-cbc", DES_CBC),
	CIPHER("des-docsisbpi", DES_DOCSISBPI),
	AUTH("null-auth", NULL),
	AUTH("md5", MD5),
	AUTH("sha1", SHA1),
	AUTH("sha224", SHA224),
	AUTH("sha256", SHA256),
	AUTH("sha384", SHA384),
	AUTH("sha512", SHA512),
	AUTH("sha3-224", SHA3_224),
	AUTH("sha3-256", SHA3_256),
	AUTH("sha3-384", SHA3_384),
	AUTH("sha3-512", SHA3_512),
	AUTH("md5-hmac", MD5_HMAC),
	AUTH("sha1-hmac", SHA1_HMAC),
	AUTH("sha224-hmac", SHA224_HMAC),
	AUTH("sha256-hmac", SHA256_HMAC),
	AUTH("sha384-hmac", SHA384_HMAC),
	AUTH("sha512-hmac", SHA512_HMAC),
	AUTH("sha3-224-hmac", SHA3_224_HMAC),
	AUTH("sha3-256-hmac", SHA3_256_HMAC),
	AUTH("sha3-384-hmac", SHA3_384_HMAC),
	AUTH("sha3-512-hmac", SHA3_512_HMAC),
	AUTH("aes-cmac", AES_CMAC),
	AUTH("aes-gmac", AES_GMAC),
	AUTH("aes-xcbc-mac", AES_XCBC_MAC),
	AEAD("aes-gcm", AES_GCM, 0, 0),
	AEAD("aes-ccm", AES_CCM, KAT_CCM_NONCE_SHIFT, KAT_CCM_AAD_SHIFT),
	AEAD("chacha20-poly1305", CHACHA20_POLY1305, 0, 0),
};

const unsigned int kat_nb_algos = RTE_DIM(kat_algos);
struct kat_stats kat_stats[RTE_DIM(kat_algos)];

int
kat_algo_find(const char *name)
{
	unsigned int i;

	for (i = 0; i < kat_nb_algos; i++)
		if (strcmp(kat_algos[i].name, name) == 0)
			return i;
	return -1;
}

int
kat_algo_find_cap(enum rte_crypto_sym_xform_type type, int id)
{
	unsigned int i;

	for (i = 0; i < kat_nb_algos; i++)
		if (kat_algos[i].type == type && kat_algos[i].id == id)
			return i;
	return -1;
}

const struct rte_cryptodev_symmetric_capability *
kat_algo_cap(const struct kat_dev *dev, const struct kat_algo *algo)
{
	struct rte_cryptodev_sym_capability_idx idx = { .type = algo->type };

	if (algo->type == RTE_CRYPTO_SYM_XFORM_CIPHER)
		idx.algo.cipher = algo->id;
	else if (algo->type == RTE_CRYPTO_SYM_XFORM_AUTH)
		idx.algo.auth = algo->id;
	else
		idx.algo.aead = algo->id;
	return rte_cryptodev_sym_capability_get(dev->id, &idx);
}

/* Count one checked operation; print the first failures of an algorithm. */
void
kat_result(const struct kat_dev *dev, const struct kat_vec *v, const char *what, bool ok)
{
	struct kat_stats *st = &kat_stats[v->algo];

	if (ok) {
		st->passed++;
		return;
	}
	st->failed++;
	if (st->printed++ < dev->max_print)
		printf("FAIL %s %s key %u iv %u aad %u len %u tag %u: %s\n",
			kat_algos[v->algo].name, what, v->key.len, v->iv.len, v->aad.len,
			v->in.len > v->out.len ? v->in.len : v->out.len, v->tag.len, v->src);
}

void
kat_not_advertised(const struct kat_vec *v)
{
	kat_stats[v->algo].not_advertised++;
}

/* A vector ran: its algorithm and key length are covered. */
void
kat_ran(const struct kat_vec *v)
{
	struct kat_stats *st = &kat_stats[v->algo];

	st->ran = true;
	if (v->key.len <= KAT_MAX_KEY)
		st->key_ran[v->key.len] = true;
}
