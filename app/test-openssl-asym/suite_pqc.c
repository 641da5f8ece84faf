/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The pqc suite: ML-KEM and ML-DSA where the API has them (asym_compat.h).
 * When the device advertises them (the driver runs with OpenSSL 3.5 or
 * later): known answers from the OpenSSL source's test data (NIST ACVP,
 * FIPS 203/204 KATs, Wycheproof; vectors.py --pqc-out), counted per
 * algorithm, then round trips (random keys, encapsulation against
 * decapsulation, signatures against verification, implicit rejection,
 * tampered inputs, sessionless) and bad input (lengths, short outputs,
 * pre-hash, oversized context). When the device does not advertise them,
 * each family's session create must be refused with -ENOTSUP. The families
 * are the rows of fam.c's pqc table (fam_mlkem.c, fam_mldsa.c).
 */

#include <stdio.h>
#include <string.h>

#include <rte_cryptodev.h>

#include "fam.h"
#include "pqc.h"

#if ASYM_HAVE_PQC

static unsigned int
pqc_kat(void)
{
	const struct fam_kat *k;
	unsigned int seen = 0;
	struct vec v;

	if (env.vectors == NULL || vec_open(env.vectors) != 0) {
		tc_check(false, "pqc: cannot read the vector file %s",
			env.vectors != NULL ? env.vectors : "(none)");
		return 0;
	}
	while (vec_next(&v, NULL) == 0) {
		k = fam_kat_in(pqc_families, nb_pqc_families, v.kind);
		if (k == NULL) {
			tc_check(false, "pqc: unknown vector kind %s", v.kind);
			continue;
		}
		k->run(&v);
		seen++;
	}
	return seen;
}

static bool
advertised(enum rte_crypto_asym_xform_type t)
{
	struct rte_cryptodev_asym_capability_idx idx = { .type = t };

	return rte_cryptodev_asym_capability_get(env.devs[0], &idx) != NULL;
}

/* Not advertised: the family must be refused like an unknown one (its second set). */
static void
not_advertised(const struct family *f)
{
	struct rte_crypto_asym_xform x = pqc_xform(f->type, 2, false, false);
	int ret;
	void *s = sess_new(env.devs[0], &x, &ret);

	sess_free(env.devs[0], s);
	printf("SKIP[openssl-lacks] pqc: %s not advertised (the driver's OpenSSL lacks it): "
		"vectors not run\n", f->name);
	tc_check(s == NULL && ret == -ENOTSUP, "%s not advertised: session -ENOTSUP (%d)",
		f->name, ret);
}

static int
suite_pqc(void)
{
	unsigned int i, seen, nb_adv = 0;

	for (i = 0; i < nb_pqc_families; i++) {
		if (advertised(pqc_families[i]->type))
			nb_adv++;
		else
			not_advertised(pqc_families[i]);
	}
	if (nb_adv < nb_pqc_families) {
		tc_check(nb_adv == 0, "ML-KEM and ML-DSA advertised together (OpenSSL 3.5)");
		return 0;
	}
	seen = pqc_kat();
	tally_print();
	tc_check(seen > 0, "pqc: %u vectors run (none: no OpenSSL 3.5 source for vectors.py)",
		seen);
	for (i = 0; i < nb_pqc_families; i++)
		pqc_families[i]->functional();
	for (i = 0; i < nb_pqc_families; i++)
		pqc_families[i]->badinput();
	return 0;
}

TC_SUITE(pqc, suite_pqc)

#endif /* ASYM_HAVE_PQC */
