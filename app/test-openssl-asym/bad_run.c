/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* What an asymmetric input must give, as a session and sessionless (bad.h). */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "bad.h"
#include "fam.h"

static struct tc_asym_out got, want_out;

static const char *const want_names[] = {
	[WANT_OK] = "accepted", [WANT_REFUSED] = "refused",
	[WANT_ARGS] = "INVALID_ARGS", [WANT_ERROR] = "ERROR",
};

const char *
bad_want_name(enum bad_want w)
{
	return want_names[w];
}

void
bad_refused(struct rte_crypto_asym_xform *xf, int want, const char *what)
{
	void *s;
	int ret;

	/* refused for a reason of its own: where the device has the family */
	if (want != -ENOTSUP && !fam_dev_runs(xf->xform_type, 0, what))
		return;
	s = sess_new(env.devs[0], xf, &ret);
	tc_check(s == NULL && ret == want, "session refused: %s (%d, want %d)", what, ret, want);
	sess_free(env.devs[0], s);
}

/* The op's status against the wanted one (OK: and the reference's result, but for a verify). */
static bool
status_ok(struct tc_asym_in *in, bool verify, enum bad_want want, uint8_t st)
{
	switch (want) {
	case WANT_OK:
		return st == RTE_CRYPTO_OP_STATUS_SUCCESS && (verify ||
			(tc_asym_expect(in, &want_out) == 0 &&
			 tc_asym_out_eq(in, &want_out, &got)));
	case WANT_ARGS:
		return st == RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	case WANT_ERROR:
		return st == RTE_CRYPTO_OP_STATUS_ERROR;
	default:
		return st == RTE_CRYPTO_OP_STATUS_INVALID_SESSION;
	}
}

/* verify: NULL for the private op, else the signature to verify */
static uint8_t
run(struct tc_asym_in *in, struct tc_asym_out *verify, void *sess,
		struct rte_crypto_asym_xform *x)
{
	struct rte_crypto_op *op = op_new();
	uint8_t st;

	if (op == NULL)
		return NO_SESSION;
	if (verify != NULL)
		tc_asym_op_verify(in, op, verify);
	else
		tc_asym_op(in, op, &got);
	st = op_run(env.devs[0], 0, op, sess, x);
	rte_crypto_op_free(op);
	return st;
}

/* A restricted device refused a sign op with its own k that should work? */
static bool
k_refused(struct tc_asym_in *in, struct tc_asym_out *verify, enum bad_want want, uint8_t st,
		const char *what)
{
	if (want != WANT_OK || verify != NULL || st != RTE_CRYPTO_OP_STATUS_INVALID_ARGS ||
			in->v[TC_AP_K].n == 0 || !fam_restricted())
		return false;
	printf("SKIP[provider-lacks] %s: %s\n", what, "the op's own k refused (INVALID_ARGS: the provider draws k)");
	return true;
}

static void
expect_both(struct tc_asym_in *in, struct tc_asym_out *verify, enum bad_want want,
		const char *what)
{
	struct rte_crypto_asym_xform x;
	uint8_t st = NO_SESSION;
	void *s;
	int ret;

	if (!fam_dev_runs(tc_asym_form_type(in->form), in->bits / 8, what))
		return;
	if (in->curve != 0 && !fam_curve_has(tc_asym_form_type(in->form), in->curve)) {
		printf("SKIP[provider-lacks] %s: curve %d refused (-ENOTSUP)\n", what, in->curve);
		return;
	}
	tc_asym_xform(in, &x);
	s = sess_new(env.devs[0], &x, &ret);
	if (want == WANT_REFUSED) {
		tc_check(s == NULL && ret == -EINVAL, "%s: session refused (%d)", what, ret);
	} else {
		if (s != NULL)
			st = run(in, verify, s, &x);
		if (k_refused(in, verify, want, st, what)) {
			sess_free(env.devs[0], s);
			return;
		}
		tc_check(s != NULL && status_ok(in, verify != NULL, want, st),
			"%s: session made (%d), op %s "
			"(status %u)", what, ret, bad_want_name(want), st);
	}
	sess_free(env.devs[0], s);
	st = run(in, verify, NULL, &x);
	tc_check(status_ok(in, verify != NULL, want, st), "%s: sessionless op %s (status %u)", what,
		want == WANT_REFUSED ? "INVALID_SESSION" : bad_want_name(want), st);
}

void
bad_expect(struct tc_asym_in *in, enum bad_want want, const char *what)
{
	expect_both(in, NULL, want, what);
}

void
bad_expect_verify(struct tc_asym_in *in, struct tc_asym_out *sig, enum bad_want want,
		const char *what)
{
	expect_both(in, sig, want, what);
}

/* Inputs are costly (RSA and DSA key generation): one per form, size and curve. */
struct tc_asym_in *
bad_input(enum tc_asym_form f, unsigned int bits, enum rte_crypto_curve_id curve)
{
	static struct tc_asym_in cache[8];
	static unsigned int next;
	struct tc_asym_in *in;
	unsigned int i;

	for (i = 0; i < RTE_DIM(cache); i++)
		if (cache[i].bits != 0 && cache[i].form == f && cache[i].curve == curve &&
				(bits == 0 || cache[i].bits == bits))
			return &cache[i];
	in = &cache[next++ % RTE_DIM(cache)];
	if (tc_asym_gen(in, f, bits, curve) != 0) {
		in->bits = 0;
		return NULL;
	}
	return in;
}
