/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <tc_algo.h>
#include <tc_names.h>

#include "kat.h"

/*
 * Coverage rule: every advertised symmetric algorithm, and each key size in
 * its key_size range (the algorithm alone when it takes no key), must have
 * had at least one vector run; otherwise a capability is advertised untested.
 *
 * HMAC is the exception: its key is not a parameter of the cipher but an
 * input, padded or hashed to the block size (RFC 2104), and the corpus holds
 * only a few key lengths. For HMAC the rule is one vector with a key no
 * longer than the block size and one with a longer key (hashed first); key
 * lengths across the advertised range are then checked against OpenSSL's
 * own HMAC by the differential tests (app/test-openssl-diff).
 */

static bool
kat_key_ran(const struct kat_stats *st, unsigned int k)
{
	return k <= KAT_MAX_KEY && st->key_ran[k];
}

static void
kat_print_missing(const char *name, unsigned int first, unsigned int last)
{
	if (first == last)
		printf("FAIL no vector for advertised %s key %u\n", name, first);
	else
		printf("FAIL no vector for advertised %s key %u..%u (%u sizes)\n", name,
				first, last, last - first + 1);
}

/* Each key size without a vector is one failure; runs are printed as one line. */
static unsigned int
kat_cover_keys(const struct kat_stats *st, const struct rte_crypto_param_range *r,
		const char *name)
{
	unsigned int missing = 0, k, step = r->increment ? r->increment : 1;
	unsigned int first = 0, last = 0;
	bool open = false;

	for (k = r->min; k <= r->max; k += step) {
		if (kat_key_ran(st, k)) {
			if (open)
				kat_print_missing(name, first, last);
			open = false;
			continue;
		}
		missing++;
		if (!open)
			first = k;
		last = k;
		open = true;
	}
	if (open)
		kat_print_missing(name, first, last);
	return missing;
}

static bool
kat_is_hmac(const struct rte_cryptodev_symmetric_capability *c)
{
	return c->xform_type == RTE_CRYPTO_SYM_XFORM_AUTH && c->auth.key_size.min <= 1 &&
		c->auth.key_size.increment == 1 && c->auth.key_size.max > 16 &&
		c->auth.algo != RTE_CRYPTO_AUTH_AES_CMAC &&
		c->auth.algo != RTE_CRYPTO_AUTH_AES_GMAC;
}

/* HMAC: a key up to the block size and, if advertised, a longer (hashed) one. */
static unsigned int
kat_cover_hmac(const struct kat_stats *st, const struct rte_cryptodev_symmetric_capability *c,
		const char *name)
{
	const struct rte_crypto_param_range *r = &c->auth.key_size;
	unsigned int k, blk = c->auth.block_size, n_short = 0, n_long = 0, missing = 0;

	for (k = r->min; k <= r->max; k++) {
		if (!kat_key_ran(st, k))
			continue;
		if (k <= blk)
			n_short++;
		else
			n_long++;
	}
	if (n_short == 0) {
		printf("FAIL no vector for advertised %s with a key of 1..%u bytes\n", name, blk);
		missing++;
	}
	if (r->max > blk && n_long == 0) {
		printf("FAIL no vector for advertised %s with a key over %u bytes\n", name, blk);
		missing++;
	}
	printf("INFO %s: %u key lengths <= %u bytes and %u longer ran from vectors; "
		"keys across %u..%u are checked against OpenSSL by app/test-openssl-diff\n",
		name, n_short, blk, n_long, r->min, r->max);
	return missing;
}

static bool
kat_is_null(const struct rte_cryptodev_symmetric_capability *c)
{
	return (c->xform_type == RTE_CRYPTO_SYM_XFORM_CIPHER &&
			c->cipher.algo == RTE_CRYPTO_CIPHER_NULL) ||
		(c->xform_type == RTE_CRYPTO_SYM_XFORM_AUTH &&
			c->auth.algo == RTE_CRYPTO_AUTH_NULL);
}

/* NULL: no vectors exist; the identity checks must have run and passed. */
static unsigned int
kat_cover_null(int i, const struct rte_cryptodev_symmetric_capability *c)
{
	const char *what = c->xform_type == RTE_CRYPTO_SYM_XFORM_CIPHER ?
		"cipher" : "auth";

	if (i < 0 || !kat_stats[i].ran) {
		printf("FAIL null %s: advertised, but no identity check ran\n", what);
		return 1;
	}
	printf("INFO null %s: identity/zero-digest, no vectors exist; covered by "
		"app/test-openssl-diff, app/test-openssl-pmd and the upstream NULL cases "
		"(%u identity checks ran here)\n", what,
		kat_stats[i].passed + kat_stats[i].failed);
	return 0;
}

static unsigned int
kat_cover_one(const struct rte_cryptodev_symmetric_capability *c)
{
	const struct rte_crypto_param_range *r = tc_cap_keys(c);
	const char *name = tc_algo_name(c->xform_type, tc_cap_algo(c));
	int i = kat_algo_find_cap(c->xform_type, tc_cap_algo(c));

	if (name == NULL)
		name = "?";
	if (kat_is_null(c))
		return kat_cover_null(i, c);
	if (i < 0 || !kat_stats[i].ran) {
		printf("FAIL no vector for advertised %s\n", name);
		return 1;
	}
	if (r->max == 0)
		return 0;
	if (kat_is_hmac(c))
		return kat_cover_hmac(&kat_stats[i], c, name);
	return kat_cover_keys(&kat_stats[i], r, name);
}

/* Return the number of coverage failures; print each. */
unsigned int
kat_cover_check(const struct kat_dev *dev)
{
	const struct rte_cryptodev_capabilities *c;
	struct rte_cryptodev_info info;
	unsigned int missing = 0;

	rte_cryptodev_info_get(dev->id, &info);
	for (c = info.capabilities; c->op != RTE_CRYPTO_OP_TYPE_UNDEFINED; c++)
		if (c->op == RTE_CRYPTO_OP_TYPE_SYMMETRIC)
			missing += kat_cover_one(&c->sym);
	return missing;
}
