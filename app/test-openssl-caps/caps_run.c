/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * One capability: each advertised value in a session and an op each way,
 * checked against the reference; each value just outside refused at
 * session create; then its coverage.
 */

#include <stdio.h>
#include <string.h>

#include <rte_errno.h>

#include <tc_names.h>
#include <tc_report.h>

#include "caps.h"

#define MISSED_LEN	160

/* The data-unit lengths of RTE_CRYPTO_CIPHER_DATA_UNIT_LEN_* bits 0, 1, 2. */
static const uint32_t unit_lens[] = { 512, 4096, 1u << 20 };
/* Lengths no bit stands for: never a data unit. */
static const uint32_t unit_never[] = { 1, 16, 256, 511, 513, 1024, 2048, 8192, 65536 };

struct cap_ctx {
	const struct rte_cryptodev_symmetric_capability *cap;
	enum tc_kind kind;
	const char *name;
	const struct tc_algo *base;	/* the entry of the shortest key */
	unsigned int planned[CAPS_AXES];
	unsigned int ran[CAPS_AXES];
	unsigned int refused;		/* outside values refused as they must be */
	unsigned int ignored;		/* outside values taken and checked to be ignored */
	char missed[MISSED_LEN];	/* the first values not run */
};

static const char *const axis_names[] = {
	[CAPS_KEY] = "key", [CAPS_IV] = "iv", [CAPS_DIGEST] = "digest",
	[CAPS_AAD] = "aad", [CAPS_UNIT] = "unit",
};

const char *
caps_axis_name(enum caps_axis ax)
{
	return axis_names[ax];
}

static const struct rte_crypto_param_range *
auth_range(const struct rte_cryptodev_symmetric_capability *cap, enum caps_axis ax)
{
	switch (ax) {
	case CAPS_KEY:
		return &cap->auth.key_size;
	case CAPS_IV:
		return &cap->auth.iv_size;
	case CAPS_DIGEST:
		return &cap->auth.digest_size;
	default:
		return NULL;
	}
}

static const struct rte_crypto_param_range *
aead_range(const struct rte_cryptodev_symmetric_capability *cap, enum caps_axis ax)
{
	switch (ax) {
	case CAPS_KEY:
		return &cap->aead.key_size;
	case CAPS_IV:
		return &cap->aead.iv_size;
	case CAPS_DIGEST:
		return &cap->aead.digest_size;
	case CAPS_AAD:
		return &cap->aead.aad_size;
	default:
		return NULL;
	}
}

const struct rte_crypto_param_range *
caps_axis_range(const struct rte_cryptodev_symmetric_capability *cap, enum caps_axis ax)
{
	switch (cap->xform_type) {
	case RTE_CRYPTO_SYM_XFORM_CIPHER:
		if (ax == CAPS_KEY)
			return &cap->cipher.key_size;
		return ax == CAPS_IV ? &cap->cipher.iv_size : NULL;
	case RTE_CRYPTO_SYM_XFORM_AUTH:
		return auth_range(cap, ax);
	case RTE_CRYPTO_SYM_XFORM_AEAD:
		return aead_range(cap, ax);
	default:
		return NULL;
	}
}

static bool
unit_has(const struct rte_cryptodev_symmetric_capability *cap, uint32_t len)
{
	unsigned int b;

	if (cap->xform_type != RTE_CRYPTO_SYM_XFORM_CIPHER)
		return false;
	for (b = 0; b < RTE_DIM(unit_lens); b++)
		if (unit_lens[b] == len && (cap->cipher.dataunit_set & (1u << b)))
			return true;
	return false;
}

/* Does another capability of the same algorithm advertise v on this axis? */
static bool
advertised_elsewhere(const struct rte_cryptodev_symmetric_capability *cap,
		enum caps_axis ax, uint32_t v)
{
	const struct rte_cryptodev_capabilities *c;
	const struct rte_crypto_param_range *r;

	for (c = env.caps; c->op != RTE_CRYPTO_OP_TYPE_UNDEFINED; c++) {
		if (c->op != RTE_CRYPTO_OP_TYPE_SYMMETRIC || &c->sym == cap ||
				c->sym.xform_type != cap->xform_type ||
				tc_cap_algo(&c->sym) != tc_cap_algo(cap))
			continue;
		if (ax == CAPS_UNIT ? unit_has(&c->sym, v) :
				((r = caps_axis_range(&c->sym, ax)) != NULL &&
				 tc_range_has(r, v)))
			return true;
	}
	return false;
}

/* The entry of this capability that covers key length k. */
static const struct tc_algo *
entry_of(const struct cap_ctx *x, uint32_t k)
{
	unsigned int i;

	for (i = 0; i < env.algos.n; i++)
		if (env.algos.v[i].cap == x->cap && tc_range_has(&env.algos.v[i].keys, k))
			return &env.algos.v[i];
	return NULL;
}

static void
missed(struct cap_ctx *x, enum caps_axis ax, uint32_t v)
{
	size_t n = strlen(x->missed);

	if (n + 24 < sizeof(x->missed))
		snprintf(x->missed + n, sizeof(x->missed) - n, "%s%s %u", n ? ", " : "",
				axis_names[ax], v);
	else if (n + 5 < sizeof(x->missed) && strcmp(x->missed + n - 3, "...") != 0)
		snprintf(x->missed + n, sizeof(x->missed) - n, ", ...");
}

/* The typical point of entry a with the axis at v. */
static void
point_at(const struct cap_ctx *x, const struct tc_algo *a, enum caps_axis ax, uint32_t v,
		struct tc_point *p)
{
	bool auth = x->kind == TC_KIND_AUTH;

	tc_point_single(a, TC_POINT_TYPICAL, p);
	switch (ax) {
	case CAPS_KEY:
		*(auth ? &p->auth_key_len : &p->key_len) = v;
		break;
	case CAPS_IV:
		*(auth ? &p->auth_iv_len : &p->iv_len) = v;
		break;
	case CAPS_DIGEST:
		p->digest_len = v;
		break;
	case CAPS_AAD:
		p->aad_len = v;
		break;
	default:
		break;
	}
}

static void
layout_of(const struct tc_cfg *c, struct tc_layout *l)
{
	uint32_t g = tc_cfg_gran(c), len = RTE_MAX(CAPS_DATA_LEN, g);

	if (c->unit != 0)
		len = 2 * c->unit;	/* two units: the tweak goes on */
	else if (c->p.cipher != NULL && c->p.cipher->kind == TC_KIND_CIPHER)
		len = RTE_MAX(len, tc_algo_min_len(c->p.cipher));
	len = (len + g - 1) / g * g;
	memset(l, 0, sizeof(*l));
	l->c_off = l->a_off = 8;
	l->c_len = l->a_len = len;
	l->pkt_len = len + 16;
}

/*
 * A session of p (one direction) and one op through it, checked. *ran:
 * the op went through the device and was compared. 0 or -1 and why.
 */
static int
run_dir(const struct tc_point *p, uint32_t unit, uint32_t xf_unit, bool encrypt, bool *ran,
		char *why, size_t wn)
{
	struct tc_cfg c;
	struct tc_layout l;
	void *sess;
	int rc;

	tc_cfg_init(&c, p, encrypt, &env.rng);
	c.unit = unit;
	tc_cfg_xforms(&c);
	if (xf_unit != 0)	/* in the transform only: the op must ignore it */
		c.xf[0].cipher.dataunit_len = xf_unit;
	sess = tc_cfg_session(&c, env.dev, env.pools.sess);
	if (sess == NULL) {
		snprintf(why, wn, "%s: refused at session create (%s)",
				tc_point_dir(p, encrypt), rte_strerror(rte_errno));
		return -1;
	}
	layout_of(&c, &l);
	rc = tc_job_prepare(env.job, &c, &l, &env.rng);
	if (rc == 0)
		rc = tc_job_build(env.job, &env.pools, sess, NULL);
	if (rc != 0) {
		snprintf(why, wn, "%s: the op cannot be built (%u bytes)",
				tc_point_dir(p, encrypt), l.pkt_len);
	} else {
		*ran = true;
		rc = tc_jobs_run(env.dev, 0, &env.job, 1, why, wn);
	}
	tc_job_release(env.job);
	rte_cryptodev_sym_session_free(env.dev, sess);
	return rc;
}

/*
 * Lengths the driver takes though they are not advertised, and ignores
 * (doc/guides/cryptodevs/openssl.rst, "Differences from the upstream
 * driver"): an IV length given to an auth algorithm without IV, as DPDK's
 * own autotest gives chained HMACs, and a data-unit length given to a
 * cipher without data units, which dpdk-test-crypto-perf leaves
 * uninitialised. Such an op must give the result of no IV or no data
 * unit, which is what the reference computes.
 */
static bool
taken_ignored(const struct cap_ctx *x, enum caps_axis ax)
{
	if (ax == CAPS_UNIT)
		return x->kind == TC_KIND_CIPHER && x->cap->cipher.dataunit_set == 0;
	return x->kind == TC_KIND_AUTH && ax == CAPS_IV && x->cap->auth.iv_size.max == 0;
}

/*
 * Both directions: 0, or -1 and why; *ran: both went through the device.
 * unit: the data unit of the session and the reference; xf_unit: of the
 * transform only.
 */
static int
run_both(const struct tc_point *p, uint32_t unit, uint32_t xf_unit, bool *ran, char *why,
		size_t wn)
{
	bool ran_enc = false, ran_dec = false;
	int rc;

	tc_current(p->name);
	rc = run_dir(p, unit, xf_unit, true, &ran_enc, why, wn);
	if (rc == 0)
		rc = run_dir(p, unit, xf_unit, false, &ran_dec, why, wn);
	tc_current(NULL);
	*ran = ran_enc && ran_dec;
	return rc;
}

/* A length taken though not advertised: the op checked to ignore it. */
static void
check_ignored(struct cap_ctx *x, enum caps_axis ax, uint32_t v)
{
	char why[TC_WHY_LEN] = "";
	struct tc_point p;
	bool ran;
	int rc;

	point_at(x, x->base, ax, v, &p);
	snprintf(p.name, sizeof(p.name), "caps/%s/%s/%u/ignored", x->name, axis_names[ax], v);
	rc = run_both(&p, 0, ax == CAPS_UNIT ? v : 0, &ran, why, sizeof(why));
	x->ignored += rc == 0;
	tc_check(rc == 0, "%s%s%s", p.name, rc == 0 ? "" : ": ", rc == 0 ? "" : why);
}

/* An advertised value: both directions. */
static void
run_value(struct cap_ctx *x, const struct tc_algo *a, enum caps_axis ax, uint32_t v,
		uint32_t unit)
{
	char why[TC_WHY_LEN] = "", name[sizeof(((struct tc_point *)0)->name)];
	struct tc_point p;
	bool ran;
	int rc;

	if (unit != 0)
		snprintf(name, sizeof(name), "caps/%s/unit/%u/key/%u", x->name, unit,
				a->keys.min);
	else
		snprintf(name, sizeof(name), "caps/%s/%s/%u", x->name, axis_names[ax], v);
	x->planned[ax]++;
	if (a == NULL) {
		tc_fail(name, "advertised, no entry in the algorithm table (no reference)");
		missed(x, ax, v);
		return;
	}
	point_at(x, a, ax, v, &p);
	memcpy(p.name, name, sizeof(p.name));
	rc = run_both(&p, unit, 0, &ran, why, sizeof(why));
	if (ran)
		x->ran[ax]++;
	else
		missed(x, ax, v);
	tc_check(rc == 0, "%s%s%s", name, rc == 0 ? "" : ": ", rc == 0 ? "" : why);
}

/* The base point's transform with the axis at v: session create must refuse it. */
static void
check_refused(struct cap_ctx *x, enum caps_axis ax, uint32_t v)
{
	static uint8_t big_key[UINT16_MAX + 1];
	struct rte_crypto_sym_xform *xf;
	struct tc_point p;
	struct tc_cfg c;
	void *sess;

	if (advertised_elsewhere(x->cap, ax, v))
		return;
	if (taken_ignored(x, ax)) {
		check_ignored(x, ax, v);
		return;
	}
	tc_point_single(x->base, TC_POINT_TYPICAL, &p);
	tc_cfg_init(&c, &p, true, &env.rng);
	xf = &c.xf[0];
	switch (ax) {
	case CAPS_KEY:
		tc_rng_fill(&env.rng, big_key, v);
		if (x->kind == TC_KIND_CIPHER) {
			xf->cipher.key.data = big_key;
			xf->cipher.key.length = v;
		} else if (x->kind == TC_KIND_AUTH) {
			xf->auth.key.data = big_key;
			xf->auth.key.length = v;
		} else {
			xf->aead.key.data = big_key;
			xf->aead.key.length = v;
		}
		break;
	case CAPS_IV:
		*(x->kind == TC_KIND_CIPHER ? &xf->cipher.iv.length :
			x->kind == TC_KIND_AUTH ? &xf->auth.iv.length : &xf->aead.iv.length) = v;
		break;
	case CAPS_DIGEST:
		*(x->kind == TC_KIND_AUTH ? &xf->auth.digest_length :
			&xf->aead.digest_length) = v;
		break;
	case CAPS_AAD:
		xf->aead.aad_length = v;
		break;
	case CAPS_UNIT:
		xf->cipher.dataunit_len = v;
		break;
	default:
		return;
	}
	sess = rte_cryptodev_sym_session_create(env.dev, c.xf, env.pools.sess);
	if (sess != NULL)
		rte_cryptodev_sym_session_free(env.dev, sess);
	else
		x->refused++;
	tc_check(sess == NULL, "caps/%s/%s/%u/refused%s", x->name, axis_names[ax], v,
			sess == NULL ? "" : ": not advertised, taken by session create");
}

static void
check_axis(struct cap_ctx *x, enum caps_axis ax)
{
	const struct rte_crypto_param_range *r = caps_axis_range(x->cap, ax);
	struct caps_vals in = { 0 }, out = { 0 };
	unsigned int i;

	if (r == NULL)
		return;
	caps_vals_inside(r, &in);
	for (i = 0; i < in.n; i++)
		run_value(x, ax == CAPS_KEY ? entry_of(x, in.v[i]) : x->base, ax, in.v[i], 0);
	caps_vals_outside(r, &out);
	for (i = 0; i < out.n; i++)
		check_refused(x, ax, out.v[i]);
	caps_vals_free(&in);
	caps_vals_free(&out);
}

/* Each advertised data unit with each key; the lengths not advertised refused. */
static void
check_units(struct cap_ctx *x)
{
	uint32_t set = x->cap->cipher.dataunit_set;
	unsigned int b, i;

	for (b = 0; b < 32; b++) {
		if (!(set & (1u << b)))
			continue;
		if (b >= RTE_DIM(unit_lens)) {
			x->planned[CAPS_UNIT]++;
			tc_fail("caps/units", "%s: data-unit bit %u unknown to this test",
					x->name, b);
			missed(x, CAPS_UNIT, 1u << b);
			continue;
		}
		for (i = 0; i < env.algos.n; i++)
			if (env.algos.v[i].cap == x->cap)
				run_value(x, &env.algos.v[i], CAPS_UNIT, unit_lens[b],
						unit_lens[b]);
	}
	for (b = 0; b < RTE_DIM(unit_lens); b++)
		if (!(set & (1u << b)))
			check_refused(x, CAPS_UNIT, unit_lens[b]);
	for (i = 0; i < RTE_DIM(unit_never); i++)
		check_refused(x, CAPS_UNIT, unit_never[i]);
}

static void
coverage(struct cap_ctx *x)
{
	char line[160];
	unsigned int ax, planned = 0, ran = 0;
	int n = 0;

	for (ax = 0; ax < CAPS_AXES; ax++) {
		planned += x->planned[ax];
		ran += x->ran[ax];
		if (x->planned[ax] != 0 && n >= 0 && (size_t)n < sizeof(line))
			n += snprintf(line + n, sizeof(line) - n, " %s %u/%u", axis_names[ax],
					x->ran[ax], x->planned[ax]);
	}
	printf("caps %s:%s run, %u outside refused", x->name, line, x->refused);
	if (x->ignored != 0)
		printf(", %u outside taken and ignored", x->ignored);
	printf("\n");
	if (planned == 0)
		tc_fail("caps/coverage", "%s: no value run", x->name);
	else if (ran != planned)
		tc_fail("caps/coverage", "%s: advertised, never run: %s", x->name, x->missed);
	else
		tc_check(true, "caps/%s/coverage", x->name);
}

void
caps_check_one(const struct rte_cryptodev_symmetric_capability *cap, unsigned int idx)
{
	static const enum tc_kind kinds[] = {
		[RTE_CRYPTO_SYM_XFORM_AUTH] = TC_KIND_AUTH,
		[RTE_CRYPTO_SYM_XFORM_CIPHER] = TC_KIND_CIPHER,
		[RTE_CRYPTO_SYM_XFORM_AEAD] = TC_KIND_AEAD,
	};
	struct cap_ctx x = { .cap = cap };
	const char *name = tc_algo_name(cap->xform_type, tc_cap_algo(cap));
	unsigned int ax;

	if (cap->xform_type < RTE_CRYPTO_SYM_XFORM_AUTH ||
			cap->xform_type > RTE_CRYPTO_SYM_XFORM_AEAD) {
		tc_fail("caps/coverage", "capability %u: transform type %d unknown to this test",
				idx, cap->xform_type);
		return;
	}
	x.kind = kinds[cap->xform_type];
	x.name = name != NULL ? name : "unknown";
	x.base = entry_of(&x, tc_cap_keys(cap)->min);
	if (x.base == NULL) {
		tc_fail("caps/coverage", "%s (capability %u): no entry in the algorithm table: "
				"no reference model for it (tc_ref_*.c)", x.name, idx);
		return;
	}
	for (ax = 0; ax < CAPS_UNIT; ax++)
		check_axis(&x, ax);
	if (x.kind == TC_KIND_CIPHER)
		check_units(&x);
	coverage(&x);
}
