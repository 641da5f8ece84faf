/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Asymmetric ops per second: through the crypto_openssl device in the
 * process (bursts of BURST ops on one session, enqueue then dequeue), or,
 * with --floor, the bare OpenSSL call of each op on a keyed context made
 * once. With --workers 2 the main lcore and the next one each run the loop,
 * on their own queue pair and the one shared session (the floor: each its
 * own context), and the ops of both are summed. A benchmark, not a test: it
 * prints what it measured.
 *
 *   dpdk-test-openssl-asymbench <EAL args> -- --case NAME [--floor] [--seconds S]
 *                                            [--workers 1|2]
 *   dpdk-test-openssl-asymbench --list
 *
 * Prints "RESULT <case> <pmd|floor> <ops> <seconds> <ops/s>", or
 * "UNSUPPORTED <case>" if the device refuses the session.
 */

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/rsa.h>

#include <rte_cryptodev.h>
#include <rte_cycles.h>
#include <rte_eal.h>
#include <rte_launch.h>
#include <rte_lcore.h>

#include <tc_asym.h>
#include <tc_dev.h>
#include <tc_eal.h>
#include <tc_parse.h>

#define BURST	8
#define BUF	512
#define MAX_WORKERS	2

enum bcase { RSA_SIGN_QT, RSA_SIGN_EXP, RSA_VERIFY, RSA_DECRYPT, ECDSA_SIGN, ECDSA_VERIFY,
	MODEX, DH_SHARED, NB_CASES };

static const char *const names[NB_CASES] = { "rsa2048-sign-qt", "rsa2048-sign-exp",
	"rsa2048-verify", "rsa2048-decrypt", "ecdsa-p256-sign", "ecdsa-p256-verify",
	"modex-2048", "dh-2048-shared" };

static struct {
	EVP_PKEY *rsa, *ec;
	uint8_t n[BUF], e[BUF], d[BUF], p[BUF], q[BUF], dp[BUF], dq[BUF], qi[BUF];
	size_t n_len, e_len, d_len, p_len, q_len, dp_len, dq_len, qi_len;
	uint8_t dig[32], sig[BUF], ct[BUF], ed[66], qx[66], qy[66], r[66], s[66];
	size_t sig_len, ct_len, ed_len, r_len, s_len;
	uint8_t dhp[BUF], dhx[BUF], peer[BUF], base[BUF];
	size_t dhp_len;
} k;

/* One lcore's loop: its queue pair, its ops and outputs, its count. */
struct worker {
	enum bcase c;
	double seconds;
	uint8_t dev;
	uint16_t qp;
	void *sess;
	struct rte_mempool *op_pool;
	uint64_t nb;
	int ret;
	uint8_t out[BURST][2][BUF];
};

static struct worker workers[MAX_WORKERS];

/* Keys, a signature and a ciphertext, made with OpenSSL. */
static int
keys(void)
{
	EVP_PKEY_CTX *c;
	BIGNUM *v;
	uint8_t pub[65];
	size_t pl = sizeof(pub);
	ECDSA_SIG *es;
	const uint8_t *pp;

	k.rsa = EVP_RSA_gen(2048);
	k.ec = EVP_EC_gen("P-256");
	if (k.rsa == NULL || k.ec == NULL)
		return -1;
	k.n_len = tc_asym_pkey_bn(k.rsa, OSSL_PKEY_PARAM_RSA_N, k.n);
	k.e_len = tc_asym_pkey_bn(k.rsa, OSSL_PKEY_PARAM_RSA_E, k.e);
	k.d_len = tc_asym_pkey_bn(k.rsa, OSSL_PKEY_PARAM_RSA_D, k.d);
	k.p_len = tc_asym_pkey_bn(k.rsa, OSSL_PKEY_PARAM_RSA_FACTOR1, k.p);
	k.q_len = tc_asym_pkey_bn(k.rsa, OSSL_PKEY_PARAM_RSA_FACTOR2, k.q);
	k.dp_len = tc_asym_pkey_bn(k.rsa, OSSL_PKEY_PARAM_RSA_EXPONENT1, k.dp);
	k.dq_len = tc_asym_pkey_bn(k.rsa, OSSL_PKEY_PARAM_RSA_EXPONENT2, k.dq);
	k.qi_len = tc_asym_pkey_bn(k.rsa, OSSL_PKEY_PARAM_RSA_COEFFICIENT1, k.qi);
	memset(k.dig, 0x42, sizeof(k.dig));
	c = EVP_PKEY_CTX_new(k.rsa, NULL);
	k.sig_len = k.ct_len = BUF;
	if (c == NULL || EVP_PKEY_sign_init(c) != 1 ||
			EVP_PKEY_CTX_set_signature_md(c, EVP_sha256()) != 1 ||
			EVP_PKEY_sign(c, k.sig, &k.sig_len, k.dig, 32) != 1 ||
			EVP_PKEY_encrypt_init(c) != 1 ||
			EVP_PKEY_encrypt(c, k.ct, &k.ct_len, k.dig, 32) != 1)
		return -1;
	EVP_PKEY_CTX_free(c);
	k.ed_len = tc_asym_pkey_bn(k.ec, OSSL_PKEY_PARAM_PRIV_KEY, k.ed);
	if (EVP_PKEY_get_octet_string_param(k.ec, OSSL_PKEY_PARAM_PUB_KEY, pub, sizeof(pub),
			&pl) != 1 || pl != 65)
		return -1;
	memcpy(k.qx, pub + 1, 32);
	memcpy(k.qy, pub + 33, 32);
	c = EVP_PKEY_CTX_new(k.ec, NULL);
	pl = BUF;
	if (c == NULL || EVP_PKEY_sign_init(c) != 1 ||
			EVP_PKEY_sign(c, k.sig + 256, &pl, k.dig, 32) != 1)
		return -1;
	EVP_PKEY_CTX_free(c);
	pp = k.sig + 256;
	es = d2i_ECDSA_SIG(NULL, &pp, (long)pl);
	if (es == NULL)
		return -1;
	k.r_len = (size_t)BN_bn2bin(ECDSA_SIG_get0_r(es), k.r);
	k.s_len = (size_t)BN_bn2bin(ECDSA_SIG_get0_s(es), k.s);
	ECDSA_SIG_free(es);
	v = BN_get_rfc3526_prime_2048(NULL);
	k.dhp_len = (size_t)BN_bn2bin(v, k.dhp);
	BN_free(v);
	memset(k.dhx, 0x37, k.dhp_len);
	k.dhx[0] = 0x11;
	memcpy(k.peer, k.dhp, k.dhp_len);
	k.peer[0] >>= 1;
	memcpy(k.base, k.n, k.n_len);
	k.base[0] >>= 1;
	return 0;
}

/* The key of case c, as the test library's builder takes it. */
static void
key_of(enum bcase c, struct tc_asym_key *key)
{
	static const uint8_t two = 2;

	memset(key, 0, sizeof(*key));
	key->curve = RTE_CRYPTO_EC_GROUP_SECP256R1;
	key->rsa_key_type = c == RSA_SIGN_EXP ? RTE_RSA_KEY_TYPE_EXP : RTE_RSA_KEY_TYPE_QT;
	key->v[TC_AP_N] = tc_asym_param(k.n, k.n_len);
	key->v[TC_AP_E] = tc_asym_param(k.e, k.e_len);
	if (c == RSA_SIGN_EXP) {
		key->v[TC_AP_D] = tc_asym_param(k.d, k.d_len);
	} else {
		key->v[TC_AP_P] = tc_asym_param(k.p, k.p_len);
		key->v[TC_AP_Q] = tc_asym_param(k.q, k.q_len);
		key->v[TC_AP_DP] = tc_asym_param(k.dp, k.dp_len);
		key->v[TC_AP_DQ] = tc_asym_param(k.dq, k.dq_len);
		key->v[TC_AP_QINV] = tc_asym_param(k.qi, k.qi_len);
	}
	if (c == MODEX) {
		key->v[TC_AP_FP] = tc_asym_param(k.n, k.n_len);
		key->v[TC_AP_G] = tc_asym_param(k.d, k.d_len);
	} else {
		key->v[TC_AP_FP] = tc_asym_param(k.dhp, k.dhp_len);
		key->v[TC_AP_G] = tc_asym_param((uint8_t *)(uintptr_t)&two, 1);
	}
}

static void
xform_of(enum bcase c, struct rte_crypto_asym_xform *x)
{
	static const enum rte_crypto_asym_xform_type types[NB_CASES] = {
		[RSA_SIGN_QT] = RTE_CRYPTO_ASYM_XFORM_RSA,
		[RSA_SIGN_EXP] = RTE_CRYPTO_ASYM_XFORM_RSA,
		[RSA_VERIFY] = RTE_CRYPTO_ASYM_XFORM_RSA,
		[RSA_DECRYPT] = RTE_CRYPTO_ASYM_XFORM_RSA,
		[ECDSA_SIGN] = RTE_CRYPTO_ASYM_XFORM_ECDSA,
		[ECDSA_VERIFY] = RTE_CRYPTO_ASYM_XFORM_ECDSA,
		[MODEX] = RTE_CRYPTO_ASYM_XFORM_MODEX, [DH_SHARED] = RTE_CRYPTO_ASYM_XFORM_DH,
	};
	struct tc_asym_key key;

	key_of(c, &key);
	tc_asym_xform_of(types[c], &key, x);
}

static void
op_of(enum bcase c, struct rte_crypto_asym_op *a, uint8_t (*out)[BUF])
{
	struct rte_crypto_rsa_op_param *r = &a->rsa;

	if (c == RSA_VERIFY) {
		tc_asym_rsa_op(a, RTE_CRYPTO_ASYM_OP_VERIFY, tc_asym_param(k.sig, k.sig_len),
			tc_asym_param(NULL, 0), tc_asym_param(k.dig, 32));
	} else if (c == RSA_DECRYPT) {
		tc_asym_rsa_op(a, RTE_CRYPTO_ASYM_OP_DECRYPT, tc_asym_param(k.ct, k.ct_len),
			tc_asym_param(out[0], k.n_len), tc_asym_param(NULL, 0));
	} else if (c <= RSA_DECRYPT) {
		tc_asym_rsa_op(a, RTE_CRYPTO_ASYM_OP_SIGN, tc_asym_param(k.dig, 32),
			tc_asym_param(out[0], k.n_len), tc_asym_param(NULL, 0));
	}
	if (c <= RSA_DECRYPT) {
		r->padding.type = RTE_CRYPTO_RSA_PADDING_PKCS1_5;
		r->padding.hash = RTE_CRYPTO_AUTH_SHA256;
	} else if (c <= ECDSA_VERIFY) {
		a->ecdsa.op_type = c == ECDSA_SIGN ? RTE_CRYPTO_ASYM_OP_SIGN :
			RTE_CRYPTO_ASYM_OP_VERIFY;
		a->ecdsa.message = tc_asym_param(k.dig, 32);
		a->ecdsa.pkey = tc_asym_param(k.ed, k.ed_len);
		a->ecdsa.q.x = tc_asym_param(k.qx, 32);
		a->ecdsa.q.y = tc_asym_param(k.qy, 32);
		a->ecdsa.r = c == ECDSA_SIGN ? tc_asym_param(out[0], 32) :
			tc_asym_param(k.r, k.r_len);
		a->ecdsa.s = c == ECDSA_SIGN ? tc_asym_param(out[1], 32) :
			tc_asym_param(k.s, k.s_len);
	} else if (c == MODEX) {
		a->modex.base = tc_asym_param(k.base, k.n_len);
		a->modex.result = tc_asym_param(out[0], k.n_len);
	} else {
		a->dh.ke_type = RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE;
		a->dh.priv_key = tc_asym_param(k.dhx, k.dhp_len);
		a->dh.pub_key = tc_asym_param(k.peer, k.dhp_len);
		a->dh.shared_secret = tc_asym_param(out[0], k.dhp_len);
	}
}

static int
pmd_loop(void *arg)
{
	struct worker *w = arg;
	struct rte_crypto_op *ops[BURST], *done[BURST];
	uint64_t end;
	unsigned int i, got;

	w->ret = -1;
	for (i = 0; i < BURST; i++) {
		ops[i] = rte_crypto_op_alloc(w->op_pool, RTE_CRYPTO_OP_TYPE_ASYMMETRIC);
		if (ops[i] == NULL)
			return -1;
		op_of(w->c, ops[i]->asym, w->out[i]);
		rte_crypto_op_attach_asym_session(ops[i], w->sess);
	}
	end = rte_get_timer_cycles() + (uint64_t)(w->seconds * rte_get_timer_hz());
	w->nb = 0;
	while (rte_get_timer_cycles() < end) {
		if (rte_cryptodev_enqueue_burst(w->dev, w->qp, ops, BURST) != BURST)
			return -1;
		for (got = 0; got < BURST; )
			got += rte_cryptodev_dequeue_burst(w->dev, w->qp, done + got, BURST - got);
		for (i = 0; i < BURST; i++)
			if (done[i]->status != RTE_CRYPTO_OP_STATUS_SUCCESS)
				return -1;
		w->nb += BURST;
	}
	w->ret = 0;
	return 0;
}

/* Run fn on the main lcore and the next nb - 1 ones; sum their ops. */
static int
run_workers(lcore_function_t *fn, unsigned int nb, uint64_t *total)
{
	unsigned int i, lcore = rte_get_main_lcore();
	int ret = 0;

	for (i = 1; i < nb; i++) {
		lcore = rte_get_next_lcore(lcore, 1, 0);
		if (lcore >= RTE_MAX_LCORE || rte_eal_remote_launch(fn, &workers[i], lcore) != 0)
			return -1;
	}
	fn(&workers[0]);
	rte_eal_mp_wait_lcore();
	*total = 0;
	for (i = 0; i < nb; i++) {
		ret |= workers[i].ret;
		*total += workers[i].nb;
	}
	return ret;
}

static int
run_pmd(enum bcase c, double seconds, unsigned int nb_workers, uint64_t *nb)
{
	const struct tc_pools_conf pc = { .nb_asym_ops = 64, .nb_asym_sess = 4 };
	struct rte_crypto_asym_xform x;
	struct tc_pools pools;
	int dev = rte_cryptodev_get_dev_id("crypto_openssl");
	void *sess = NULL;
	unsigned int i;

	if (dev < 0 || tc_pools_create(&pools, &pc, dev) != 0 ||
			tc_dev_configure(dev, nb_workers, 64, NULL) != 0)
		return -1;
	xform_of(c, &x);
	if (rte_cryptodev_asym_session_create(dev, &x, pools.asym_sess, &sess) != 0)
		return 1;
	for (i = 0; i < nb_workers; i++) {
		workers[i].c = c;
		workers[i].seconds = seconds;
		workers[i].dev = (uint8_t)dev;
		workers[i].qp = (uint16_t)i;
		workers[i].sess = sess;
		workers[i].op_pool = pools.asym_op;
	}
	return run_workers(pmd_loop, nb_workers, nb);
}

/* The floor's keyed context and operands, made once per worker. */
struct floor {
	EVP_PKEY_CTX *ctx;
	BIGNUM *m, *e, *b, *r;
	BN_MONT_CTX *mont;
	BN_CTX *bc;
	uint8_t der[BUF], out[BUF];
	size_t der_len;
};

/* MODEX and DH: the Montgomery context and the numbers of the bare call. */
static void
floor_bn(enum bcase c, struct floor *f)
{
	bool mx = c == MODEX;

	f->m = BN_bin2bn(mx ? k.n : k.dhp, (int)(mx ? k.n_len : k.dhp_len), NULL);
	f->e = BN_bin2bn(mx ? k.d : k.dhx, (int)(mx ? k.d_len : k.dhp_len), NULL);
	f->b = BN_bin2bn(mx ? k.base : k.peer, (int)(mx ? k.n_len : k.dhp_len), NULL);
	BN_set_flags(f->e, BN_FLG_CONSTTIME);
	BN_MONT_CTX_set(f->mont, f->m, f->bc);
}

static int
floor_init(enum bcase c, struct floor *f)
{
	int ok = 1;

	f->ctx = EVP_PKEY_CTX_new(c <= RSA_DECRYPT ? k.rsa : k.ec, NULL);
	f->r = BN_new();
	f->mont = BN_MONT_CTX_new();
	f->bc = BN_CTX_new();
	f->der_len = BUF;
	if (c == RSA_SIGN_QT || c == RSA_SIGN_EXP || c == ECDSA_SIGN)
		ok = EVP_PKEY_sign_init(f->ctx);
	else if (c == RSA_VERIFY || c == ECDSA_VERIFY)
		ok = EVP_PKEY_verify_init(f->ctx);
	else if (c == RSA_DECRYPT)
		ok = EVP_PKEY_decrypt_init(f->ctx);
	if (ok == 1 && (c == RSA_SIGN_QT || c == RSA_SIGN_EXP || c == RSA_VERIFY))
		ok = EVP_PKEY_CTX_set_signature_md(f->ctx, EVP_sha256());
	if (c == ECDSA_VERIFY) {
		EVP_PKEY_CTX *s = EVP_PKEY_CTX_new(k.ec, NULL);

		EVP_PKEY_sign_init(s);
		EVP_PKEY_sign(s, f->der, &f->der_len, k.dig, 32);
		EVP_PKEY_CTX_free(s);
	}
	if (c == MODEX || c == DH_SHARED)
		floor_bn(c, f);
	return ok == 1 ? 0 : -1;
}

/* One bare op: 1 on success. */
static int
floor_op(enum bcase c, struct floor *f)
{
	size_t len = BUF;

	switch (c) {
	case RSA_SIGN_QT:
	case RSA_SIGN_EXP:
	case ECDSA_SIGN:
		return EVP_PKEY_sign(f->ctx, f->out, &len, k.dig, 32);
	case RSA_VERIFY:
		return EVP_PKEY_verify(f->ctx, k.sig, k.sig_len, k.dig, 32);
	case ECDSA_VERIFY:
		return EVP_PKEY_verify(f->ctx, f->der, f->der_len, k.dig, 32);
	case RSA_DECRYPT:
		return EVP_PKEY_decrypt(f->ctx, f->out, &len, k.ct, k.ct_len);
	default:
		return BN_mod_exp_mont_consttime(f->r, f->b, f->e, f->m, f->bc, f->mont);
	}
}

/* The bare OpenSSL call of one op, on contexts keyed before the clock starts. */
static int
run_floor(enum bcase c, double seconds, uint64_t *nb)
{
	struct floor f;
	uint64_t end;

	memset(&f, 0, sizeof(f));
	if (floor_init(c, &f) != 0)
		return -1;
	end = rte_get_timer_cycles() + (uint64_t)(seconds * rte_get_timer_hz());
	for (*nb = 0; rte_get_timer_cycles() < end; (*nb)++)
		if (floor_op(c, &f) != 1)
			return -1;
	return 0;
}

static int
floor_loop(void *arg)
{
	struct worker *w = arg;

	w->ret = run_floor(w->c, w->seconds, &w->nb);
	return w->ret;
}

/* --list alone: the cases, one a line (devtools/bench-asym.sh runs them all) */
static bool
list_cases(int argc, char **argv)
{
	unsigned int i;

	if (argc != 2 || strcmp(argv[1], "--list") != 0)
		return false;
	for (i = 0; i < NB_CASES; i++)
		printf("%s\n", names[i]);
	return true;
}

int
main(int argc, char **argv)
{
	const char *name = NULL;
	double seconds = 2;
	unsigned int nb_workers = 1;
	bool floor_mode = false;
	const struct tc_opt opts[] = {
		{ "case", "NAME", "the case (--list alone names them)", TC_OPT_STR, &name, 0,
			NULL },
		{ "floor", NULL, "the bare OpenSSL calls, not the device", TC_OPT_FLAG,
			&floor_mode, 0, NULL },
		{ "seconds", "S", "measured time (default 2)", TC_OPT_DOUBLE, &seconds, 0, NULL },
		{ "workers", "N", "lcores running the loop, 1 or 2 (default 1)", TC_OPT_UINT,
			&nb_workers, 0, NULL },
		{ NULL },
	};
	enum bcase c = NB_CASES;
	uint64_t nb = 0, t0;
	unsigned int i;
	int ret;

	if (list_cases(argc, argv))
		return 0;
	tc_eal_init(&argc, &argv);
	ret = tc_opts_parse(argc, argv, opts, "<EAL args> -- --case NAME [OPTION...]");
	if (ret != 0)
		return ret < 0 ? 1 : 0;
	for (c = 0; name != NULL && c < NB_CASES && strcmp(names[c], name) != 0; c++)
		;
	if (c == NB_CASES || keys() != 0) {
		printf("no case '%s' (--list), or no keys\n", name != NULL ? name : "");
		return 1;
	}
	if (nb_workers < 1 || nb_workers > MAX_WORKERS || rte_lcore_count() < nb_workers) {
		printf("--workers %u: 1 or 2, and as many lcores (-l)\n", nb_workers);
		return 1;
	}
	for (i = 0; i < nb_workers; i++) {
		workers[i].c = c;
		workers[i].seconds = seconds;
	}
	t0 = rte_get_timer_cycles();
	ret = floor_mode ? run_workers(floor_loop, nb_workers, &nb) :
		run_pmd(c, seconds, nb_workers, &nb);
	if (ret == 1)
		printf("UNSUPPORTED %s\n", names[c]);
	else if (ret != 0)
		printf("ERROR %s: an op failed\n", names[c]);
	else
		printf("RESULT %s %s %llu %.3f %.1f\n", names[c], floor_mode ? "floor" : "pmd",
			(unsigned long long)nb,
			(double)(rte_get_timer_cycles() - t0) / rte_get_timer_hz(),
			nb / ((double)(rte_get_timer_cycles() - t0) / rte_get_timer_hz()));
	rte_eal_cleanup();
	return ret < 0 ? 1 : 0;
}
