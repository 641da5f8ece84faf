/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TEST_PMD_H
#define TEST_PMD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <rte_crypto.h>
#include <rte_cryptodev.h>
#include <rte_mbuf.h>

#define JOB_MAX_LEN 4096	/* packet bytes, digest excluded */
#define JOB_MAX_SEGS 8
#define MAX_KEY 128
#define MAX_IV 16
#define MAX_AAD 64
#define MAX_DIGEST 64
#define CCM_AAD_OFF 18		/* CCM: AAD starts 18 bytes into aad.data */
#define CCM_NONCE_OFF 1		/* CCM: nonce starts 1 byte into the IV area */
#define MAX_BURST 128
#define WHY_LEN 256

/* Where the IV, AAD and digest of an op live: right after the sym op. */
#define OP_PRIV_OFF (sizeof(struct rte_crypto_op) + sizeof(struct rte_crypto_sym_op))

struct job;

struct op_priv {
	uint8_t iv[MAX_IV + CCM_NONCE_OFF];
	uint8_t auth_iv[MAX_IV];
	uint8_t aad[CCM_AAD_OFF + MAX_AAD];
	uint8_t digest[MAX_DIGEST];
	struct job *job;
};

/* ---- random numbers (one state per thread) ---- */

struct rng {
	uint64_t s;
};

void rng_seed(struct rng *r, uint64_t seed);
uint64_t rng_next(struct rng *r);
uint32_t rng_range(struct rng *r, uint32_t lo, uint32_t hi);	/* lo..hi inclusive */
void rng_bytes(struct rng *r, uint8_t *p, size_t n);

/* ---- algorithms under test (algs.c) ---- */

enum alg_kind {
	ALG_CIPHER,
	ALG_AUTH,
	ALG_CHAIN,	/* cipher + auth: encrypt-then-MAC */
	ALG_AEAD,
};

enum mac_kind {
	MAC_NONE,
	MAC_HASH,
	MAC_HMAC,
	MAC_CMAC,
	MAC_GMAC,
};

struct alg_spec {
	const char *name;
	enum alg_kind kind;
	enum rte_crypto_cipher_algorithm cipher;
	enum rte_crypto_auth_algorithm auth;
	enum rte_crypto_aead_algorithm aead;
	const char *evp_cipher;	/* OpenSSL name of the cipher, AEAD or MAC cipher */
	const char *evp_md;	/* OpenSSL name of the (HMAC) digest */
	enum mac_kind mac;
	uint16_t key_len;	/* cipher or AEAD key */
	uint16_t iv_len;	/* cipher or AEAD IV (CCM: nonce) */
	uint16_t block;		/* cipher lengths must be a multiple of this */
	uint16_t min_len;	/* shortest cipher region (XTS: one block) */
	uint16_t auth_key_len;
	uint16_t auth_iv_len;	/* GMAC */
	uint16_t digest_len;
	uint16_t aad_len;
};

extern const struct alg_spec alg_table[];
extern const unsigned int alg_table_len;

const struct alg_spec *alg_find(const char *name);
bool alg_has_digest(const struct alg_spec *a);
bool alg_has_cipher(const struct alg_spec *a);
bool alg_supported(uint8_t dev_id, const struct alg_spec *a);
/* "encrypt", "generate", "verify+decrypt" ...: the direction in a case name */
const char *dir_name(const struct alg_spec *a, bool encrypt);

/* What a buffer shape of a test table needs of the algorithm. */
enum shape_need {
	NEED_NONE,
	NEED_DIGEST,	/* an algorithm with a digest */
	NEED_VERIFY,	/* and the verify direction (bad tags) */
};

bool shape_need_met(enum shape_need need, const struct alg_spec *a, bool encrypt);

/* Keys and xforms of one session (or of sessionless ops). */
struct sess_params {
	const struct alg_spec *alg;
	bool encrypt;		/* encrypt/generate, else decrypt/verify */
	uint8_t key[MAX_KEY];
	uint8_t auth_key[MAX_KEY];
	struct rte_crypto_sym_xform xf[2];
};

void params_init(struct sess_params *p, const struct alg_spec *a, bool encrypt,
		struct rng *r);
struct rte_crypto_sym_xform *params_xform(struct sess_params *p);

/* ---- OpenSSL reference (ref.c) ---- */

int ref_cipher(const struct alg_spec *a, bool enc, const uint8_t *key, const uint8_t *iv,
		const uint8_t *in, uint32_t len, uint8_t *out);
int ref_mac(const struct alg_spec *a, const uint8_t *key, const uint8_t *iv,
		const uint8_t *in, uint32_t len, uint8_t *digest);
int ref_aead_encrypt(const struct alg_spec *a, const uint8_t *key, const uint8_t *iv,
		const uint8_t *aad, const uint8_t *in, uint32_t len, uint8_t *out,
		uint8_t *tag);

/* ---- one operation: layout, data, expected result (job.c) ---- */

struct job_layout {
	uint32_t len;		/* packet data bytes (digest excluded) */
	uint32_t c_off;		/* cipher or AEAD region */
	uint32_t c_len;
	uint32_t a_off;		/* auth region */
	uint32_t a_len;
	uint16_t nb_segs;	/* source segments; 0 or 1: linear */
	uint16_t seg_len[JOB_MAX_SEGS];
	bool oop;		/* out of place, linear destination */
	bool digest_in_mbuf;	/* digest right after the data, else in the op */
	bool sessionless;
	bool corrupt_tag;	/* verify: flip one byte of the tag */
};

enum want_status {
	WANT_SUCCESS,
	WANT_AUTH_FAILED,
	WANT_ERROR,		/* any status but SUCCESS and NOT_PROCESSED */
};

struct job {
	struct sess_params *p;
	struct job_layout lay;
	enum want_status want_status;
	uint8_t iv[MAX_IV];
	uint8_t auth_iv[MAX_IV];
	uint8_t aad[MAX_AAD];
	uint8_t src0[JOB_MAX_LEN];	/* packet before the op */
	uint8_t dst0[JOB_MAX_LEN];	/* OOP destination before the op */
	uint8_t want[JOB_MAX_LEN];	/* packet expected after the op */
	uint8_t digest[MAX_DIGEST];	/* expected or supplied digest */
	uint8_t *digest_at;		/* where the op's digest lives */
	struct rte_crypto_op *op;
	struct rte_mbuf *src;
	struct rte_mbuf *dst;
	unsigned int seen;		/* times dequeued */
};

struct pools {
	struct rte_mempool *mbuf;
	struct rte_mempool *op;
};

void layout_linear(struct job_layout *l, const struct alg_spec *a, uint32_t off,
		uint32_t aoff, uint32_t len, uint32_t tail);
void layout_split(struct job_layout *l, const uint16_t *segs, uint16_t nb);
void layout_random(struct job_layout *l, const struct alg_spec *a, struct rng *r,
		uint32_t max_len, bool sgl);

int job_prepare(struct job *j, struct sess_params *p, const struct job_layout *l,
		struct rng *r);
int job_build(struct job *j, const struct pools *pl, void *sess);
int job_check(const struct job *j, char *why, size_t n);
bool job_untouched(const struct job *j);
int job_describe(const struct job *j, char *buf, size_t n);
const char *status_name(uint8_t status);
void job_free(struct job *j);
struct job *job_of(struct rte_crypto_op *op);

/* Enqueue every job, dequeue them all; checks each op came back once. */
int burst_run(uint8_t dev, uint16_t qp, struct job **jobs, unsigned int n,
		char *why, size_t wn);
int burst_check(struct job **jobs, unsigned int n, char *why, size_t wn);

/* ---- devices, pools, sessions (env.c) ---- */

#define NB_DESC_DEFAULT 2048

struct test_env {
	uint8_t devs[RTE_CRYPTO_MAX_DEVS];
	unsigned int nb_devs;	/* crypto_openssl devices given to EAL */
	struct pools pools;
	struct rte_mempool *sess_pool;	/* large elements: fits every config */
	unsigned int sess_elt;
	double seconds;
	uint64_t ops;		/* concurrency: ops per lcore (0: by time) */
	uint32_t iters;		/* differential ops */
	uint64_t seed;
	unsigned int worker_lcore;
	bool verbose;
};

extern struct test_env env;

int env_init(void);
void env_fini(void);
int dev_setup(uint8_t dev, uint16_t nb_qps, uint32_t nb_desc);
int dev_setup_mp(uint8_t dev, uint16_t nb_qps, uint32_t nb_desc, struct rte_mempool *mp);
int vdev_fresh(const char *name, const char *args, uint8_t *dev);
void vdev_remove(const char *name, uint8_t dev);
struct rte_mempool *sess_pool_create(unsigned int nb, unsigned int elt_size);
void *sess_create(uint8_t dev, struct sess_params *p, struct rte_mempool *mp);
void sess_free(uint8_t dev, void *sess);
int one_op(uint8_t dev, uint16_t qp, struct sess_params *p, void *sess,
		struct rng *r, bool sessionless, char *why, size_t wn);

/* ---- results (report.c) ---- */

void case_pass(const char *name);
void case_fail(const char *name, const char *fmt, ...) __rte_format_printf(2, 3);
void case_result(const char *name, int rc, const char *why);
void report_current(const char *name);
void report_crash_handler(void);
unsigned int report_passed(void);
unsigned int report_failed(void);

/* ---- suites ---- */

int suite_functional(void);
int suite_badinput(void);
int suite_concurrency(void);
int suite_churn(void);
int suite_cpu(void);
int suite_regress(void);
int suite_raw(void);
int suite_sessions(void);
int test_ring_overflow(uint8_t dev, struct rng *r, char *why, size_t wn);
void run_xform_cases(uint8_t dev, struct rng *r);

#endif /* TEST_PMD_H */
