/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * ECDH and EdDSA, where the API has them (asym_compat.h): one session of
 * each from two lcores at once (the ECDH family's concurrency case). The
 * families are fam_ecdh.c and fam_eddsa.c, their bad input in ecx_bad.c.
 */

#include <stdio.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_launch.h>
#include <rte_lcore.h>

#include "asym.h"
#include "ecx.h"

#if ASYM_HAVE_ECX

/* --- concurrency --------------------------------------------------------- */

static struct {
	void *ecdh, *ed;
	struct tc_bytes d, qx, qy, rx, ry;	/* ECDH P-256: d * Q = (rx, ry) */
	struct tc_bytes sk, msg, sig, pk;	/* Ed25519: the signature (and key) */
} cw;

struct ecx_worker {
	uint16_t qp;
	uint64_t deadline;
	uint64_t ops, bad;
	uint32_t done;
	uint8_t x[66], y[66];
};

static bool
ecx_conc_op(struct ecx_worker *wk, struct rte_crypto_op *op, bool ed)
{
	struct rte_crypto_asym_op *a = op->asym;

	__rte_crypto_op_reset(op, RTE_CRYPTO_OP_TYPE_ASYMMETRIC);
	if (ed) {
		a->eddsa.op_type = RTE_CRYPTO_ASYM_OP_SIGN;
		a->eddsa.instance = RTE_CRYPTO_EDCURVE_25519;
		a->eddsa.message = prm(&cw.msg);
		a->eddsa.sign.data = wk->x;
		return op_run(env.devs[0], wk->qp, op, cw.ed, NULL) == OK &&
			a->eddsa.sign.length == 64 && memcmp(wk->x, cw.sig.d, 64) == 0;
	}
	a->ecdh.ke_type = RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE;
	a->ecdh.shared_secret.x.data = wk->x;
	a->ecdh.shared_secret.y.data = wk->y;
	return op_run(env.devs[0], wk->qp, op, cw.ecdh, NULL) == OK &&
		memcmp(wk->x, cw.rx.d, 32) == 0 && memcmp(wk->y, cw.ry.d, 32) == 0;
}

static int
ecx_worker_main(void *arg)
{
	struct ecx_worker *wk = arg;
	struct rte_crypto_op *op = op_new();

	if (op == NULL)
		return -1;
	/* both kinds once at least: on a loaded machine the window may pass first */
	while (wk->ops < 2 || rte_get_timer_cycles() < wk->deadline) {
		wk->bad += !ecx_conc_op(wk, op, wk->ops % 2 == 1);
		wk->ops++;
	}
	rte_crypto_op_free(op);
	__atomic_store_n(&wk->done, 1, __ATOMIC_RELEASE);
	return 0;
}

static int
ecx_conc_prepare(void)
{
	struct rte_crypto_asym_xform xf;
	int ret;

	cw.d.n = 32;
	tc_rng_fill(&env.rng, cw.d.d, 32);
	cw.d.d[0] &= 0x7f;
	cw.sk.n = 32;
	tc_rng_fill(&env.rng, cw.sk.d, 32);
	cw.msg.n = 100;
	tc_rng_fill(&env.rng, cw.msg.d, 100);
	if (ref_ec_mul(2, &cw.sk, NULL, NULL, &cw.qx, &cw.qy) != 0 ||
			ref_ec_mul(2, &cw.d, &cw.qx, &cw.qy, &cw.rx, &cw.ry) != 0 ||
			tc_ref_ed_sign(false, &cw.sk, RTE_CRYPTO_EDCURVE_25519, &cw.msg, NULL, &cw.sig,
				&cw.pk) != 0)
		return -1;
	ecdh_xform(&xf, 2, &cw.d, &cw.qx, &cw.qy);
	cw.ecdh = sess_new(env.devs[0], &xf, &ret);
	ed_xform(&xf, false, &cw.sk, NULL);
	cw.ed = sess_new(env.devs[0], &xf, &ret);
	return cw.ecdh != NULL && cw.ed != NULL ? 0 : -1;
}

void
ecx_concurrency(void)
{
	static struct ecx_worker a, b;
	unsigned int lc = rte_get_next_lcore(-1, 1, 0);

	if (ecx_conc_prepare() != 0) {
		tc_check(false, "ecdh/eddsa concurrency: sessions and known answers");
		return;
	}
	a.qp = 0;
	b.qp = 1;
	a.deadline = b.deadline = rte_get_timer_cycles() + rte_get_timer_hz() * env.seconds / 2;
	rte_eal_remote_launch(ecx_worker_main, &b, lc);
	ecx_worker_main(&a);
	rte_eal_wait_lcore(lc);
	while (__atomic_load_n(&b.done, __ATOMIC_ACQUIRE) == 0)
		;
	tc_check(a.ops > 1 && a.bad == 0 && b.ops > 1 && b.bad == 0,
		"ecdh P-256 shared secret and Ed25519 sign, one session each, qp 0 and 1 at "
		"once: %llu + %llu ops, %llu + %llu wrong", (unsigned long long)a.ops,
		(unsigned long long)b.ops, (unsigned long long)a.bad, (unsigned long long)b.bad);
	sess_free(env.devs[0], cw.ecdh);
	sess_free(env.devs[0], cw.ed);
}

#endif /* ASYM_HAVE_ECX */

/* Said once: the vectors are in the file, this API cannot run them (not counted). */
void
ecx_not_run(void)
{
	static bool said;

	if (!said)
		printf("SKIP[dpdk-api] ECDH and EdDSA vectors: not in this DPDK's API (24.11 on)\n");
	said = true;
}
