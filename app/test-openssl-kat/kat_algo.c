/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include <rte_common.h>

#include <tc_names.h>
#include <tc_xform.h>

#include "kat.h"

struct kat_algo kat_algos[KAT_MAX_ALGOS];
unsigned int kat_nb_algos;
struct kat_stats kat_stats[KAT_MAX_ALGOS];
struct kat_counts kat_counts;
bool kat_deriving;

static const enum rte_crypto_sym_xform_type kat_types[] = {
	RTE_CRYPTO_SYM_XFORM_CIPHER,
	RTE_CRYPTO_SYM_XFORM_AUTH,
	RTE_CRYPTO_SYM_XFORM_AEAD,
};

static bool
kat_algo_null(const char *name, struct kat_algo *a)
{
	if (strcmp(name, "null-cipher") == 0) {
		a->type = RTE_CRYPTO_SYM_XFORM_CIPHER;
		a->id = RTE_CRYPTO_CIPHER_NULL;
		return true;
	}
	if (strcmp(name, "null-auth") == 0) {
		a->type = RTE_CRYPTO_SYM_XFORM_AUTH;
		a->id = RTE_CRYPTO_AUTH_NULL;
		return true;
	}
	return false;
}

/*
 * The vector file names an algorithm as DPDK does, except "null-cipher" and
 * "null-auth" (DPDK: "null" for both) and the SHA-2 family without its "2-"
 * ("sha224-hmac" for DPDK's "sha2-224-hmac").
 */
static int
kat_algo_parse(const char *name, struct kat_algo *a)
{
	char dpdk[sizeof(a->name) + 2];
	unsigned int t;

	snprintf(a->name, sizeof(a->name), "%s", name);
	if (kat_algo_null(name, a))
		return 0;
	if (strncmp(name, "sha", 3) == 0 && strchr("2345", name[3]) != NULL &&
			isdigit((unsigned char)name[4]))
		snprintf(dpdk, sizeof(dpdk), "sha2-%s", name + 3);
	else
		snprintf(dpdk, sizeof(dpdk), "%s", name);
	for (t = 0; t < RTE_DIM(kat_types); t++) {
		a->type = kat_types[t];
		a->id = tc_algo_by_name(a->type, dpdk);
		if (a->id >= 0)
			break;
	}
	if (a->id < 0)
		return -1;
	if (a->type == RTE_CRYPTO_SYM_XFORM_AEAD && a->id == RTE_CRYPTO_AEAD_AES_CCM) {
		a->iv_shift = TC_CCM_NONCE_SHIFT;
		a->aad_shift = TC_CCM_AAD_SHIFT;
	}
	return 0;
}

/* Index of the named algorithm; -1 table full, -2 this DPDK has no such algorithm. */
int
kat_algo_find(const char *name)
{
	unsigned int i;

	for (i = 0; i < kat_nb_algos; i++)
		if (strcmp(kat_algos[i].name, name) == 0)
			return i;
	if (kat_nb_algos == KAT_MAX_ALGOS)
		return -1;
	memset(&kat_algos[i], 0, sizeof(kat_algos[i]));
	if (kat_algo_parse(name, &kat_algos[i]) != 0)
		return -2;	/* not an algorithm of this DPDK's API */
	return kat_nb_algos++;
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

void
kat_xform(const struct kat_vec *v, bool encrypt, uint16_t digest_len,
		struct rte_crypto_sym_xform *x)
{
	const struct kat_algo *a = &kat_algos[v->algo];
	const struct tc_xform_params p = {
		.encrypt = encrypt, .verify = !encrypt,
		.cipher_algo = a->id, .auth_algo = a->id,
		.key = v->key.data, .key_len = v->key.len,
		.auth_key = v->key.data, .auth_key_len = v->key.len,
		.iv_offset = KAT_IV_OFFSET, .iv_len = v->iv.len,
		.auth_iv_offset = KAT_IV_OFFSET, .auth_iv_len = v->iv.len,
		.digest_len = digest_len, .aad_len = v->aad.len,
	};

	memset(x, 0, sizeof(*x));
	if (a->type == RTE_CRYPTO_SYM_XFORM_CIPHER)
		tc_xform_cipher(x, &p);
	else if (a->type == RTE_CRYPTO_SYM_XFORM_AUTH)
		tc_xform_auth(x, &p);
	else
		tc_xform_aead(x, &p);
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
	static unsigned int last_line;
	struct kat_stats *st = &kat_stats[v->algo];

	if (last_line != kat_counts.lines && !v->repeat)
		kat_counts.ran++;	/* the first run of this line's vector */
	last_line = kat_counts.lines;
	if (v->repeat)
		kat_counts.repeated++;
	else if (kat_deriving)
		kat_counts.derived++;
	else
		kat_counts.given++;
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
