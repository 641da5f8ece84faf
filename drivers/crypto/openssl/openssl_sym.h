/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef OPENSSL_SYM_H
#define OPENSSL_SYM_H

/*
 * Symmetric crypto: sessions and their per-queue-pair slots, the cipher,
 * auth and AEAD families with their algorithm tables, chains, and the run
 * of one operation. A sibling of openssl_asym.h; device-wide state is in
 * openssl_dev.h.
 */

#include <stdbool.h>
#include <stdint.h>

#include <openssl/core_names.h>
#include <openssl/evp.h>

#include <rte_cryptodev.h>

#include "openssl_compat.h"
#include "openssl_dev.h"
#include "openssl_prov.h"

/* Largest keys: ciphers (AES-256-XTS) and MACs (HMAC keys may exceed the block size). */
#define OPENSSL_MAX_CIPHER_KEY_LEN	64
#define OPENSSL_MAX_KEY_LEN		256
#define OPENSSL_MAX_IV_LEN		16
/* GCM and GMAC IVs: SP 800-38D allows any length; OpenSSL takes up to 128 bytes */
#define OPENSSL_GCM_MAX_IV_LEN		128
#define OPENSSL_MAX_DIGEST_LEN		64
/* SHAKE: the output length is the digest length asked, up to this */
#define OPENSSL_MAX_XOF_LEN		256

/* CCM: the API places the AAD 18 bytes into aad.data, the nonce 1 byte into the IV. */
#define OPENSSL_CCM_AAD_OFFSET		18
#define OPENSSL_CCM_NONCE_OFFSET	1

/*
 * The contexts one queue pair uses for one session. A slot has cache lines
 * of its own: the data path writes cv and mac_cv every op, and two lcores
 * polling two queue pairs of one session must not share those lines.
 * DPDK starts a session's private data (its cacheline1 marker) on
 * RTE_CACHE_LINE_MIN_SIZE (64) bytes, not on RTE_CACHE_LINE_SIZE, which a
 * generic arm64 build makes 128: so the slot is aligned, and padded, to 64
 * bytes, all the alignment the session's memory has. Each slot then has
 * lines of its own wherever lines are 64 bytes (x86, Neoverse); where they
 * are 128 (ThunderX2), two neighbours may share one.
 */
struct __rte_cache_min_aligned openssl_slot {
	EVP_CIPHER_CTX *cipher;	/* cipher or AEAD */
	EVP_CIPHER_CTX *aux;	/* DOCSIS BPI: ECB context for the runt block */
	void *pcipher;		/* provider-direct: the provider's cipher or AEAD context */
	void *auth;		/* what an auth op runs on: EVP_MD_CTX (digest, HMAC),
				 * EVP_MAC_CTX, EVP_CIPHER_CTX (GMAC, CBC-MAC) */
	union {			/* HMAC: the keyed inner state (after K ^ ipad) */
		EVP_MD_CTX *hmac_in;
		void *phmac_in;	/* provider-direct: the provider's digest context */
	};
	union {			/* HMAC: the keyed outer state (after K ^ opad) */
		EVP_MD_CTX *hmac_out;
		void *phmac_out;
	};
	RTE_ATOMIC(uint8_t) ready; /* written once, by the owning queue pair */
	uint8_t cv_ok;		/* CBC: cv holds the context's chaining value */
	uint8_t mac_cv_ok;	/* CBC-MAC: mac_cv holds the auth context's one */
	uint8_t cv[EVP_MAX_BLOCK_LENGTH];
	uint8_t mac_cv[EVP_MAX_BLOCK_LENGTH];
};

struct openssl_args;
struct openssl_session;

/* One operation of a family, or of a chain: sets op->status on failure. */
typedef void (*openssl_process_t)(struct openssl_args *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst);

struct openssl_qp;
/*
 * A session op taken from its rte_crypto_op. The generic one,
 * openssl_run_op(), gathers the op's parameters and runs the session's
 * process. A family may have a shortcut for a session (its shortcut entry):
 * the common shape (data in one segment on each side, the provider's
 * functions) in one function, which hands any other op to openssl_run_op().
 * Either leaves op->status at NOT_PROCESSED when the op succeeded.
 */
typedef void (*openssl_op_t)(struct openssl_qp *qp, struct rte_crypto_op *op,
		const struct openssl_session *s, struct openssl_slot *slot,
		struct rte_mbuf *src, struct rte_mbuf *dst);

/* Row of an algorithm table: a DPDK algorithm and key length mapped to OpenSSL. */
struct openssl_algo {
	int algo;		/* enum rte_crypto_{cipher,auth,aead}_algorithm */
	uint16_t key_len;	/* 0: any key length the capability allows */
	uint8_t mode;		/* family-specific processing mode */
	uint8_t flags;		/* OPENSSL_ALGO_* */
	uint8_t iv_len;		/* cipher IV length */
	const char *evp_name;	/* EVP_CIPHER / EVP_MD / EVP_MAC name */
	const char *evp_param;	/* MAC sub-algorithm (digest or cipher name) */
};

/* The key is repeated to the EVP key length (DES as 3DES with K1=K2=K3). */
#define OPENSSL_ALGO_KEY_REPEAT		0x01
/* XTS per IEEE Std 1619 (what DPDK's SM4-XTS means), not OpenSSL's default GB/T 17964. */
#define OPENSSL_ALGO_XTS_IEEE		0x02
/* GCM of a 128-bit block cipher: the IV may go in by OSSL_PARAM (openssl_gcm_start) */
#define OPENSSL_ALGO_GCM		0x04

enum openssl_cipher_mode {
	OPENSSL_CIPHER_PLAIN,	/* one EVP cipher, IV set per op (CBC, CTR, ECB) */
	OPENSSL_CIPHER_CTR12,	/* AES-CTR, 12-byte IV: counter block IV || 1 */
	OPENSSL_CIPHER_XTS,	/* one EVP call per data unit, tweak + 1 per unit */
	OPENSSL_CIPHER_3DES_CTR, /* ECB keystream, 64-bit big-endian counter */
	OPENSSL_CIPHER_DOCSIS,	/* CBC for full blocks, CFB-like runt block */
	OPENSSL_CIPHER_NULL,	/* copy */
};

enum openssl_auth_mode {
	OPENSSL_AUTH_DIGEST,
	OPENSSL_AUTH_HMAC,
	OPENSSL_AUTH_CMAC,
	OPENSSL_AUTH_GMAC,
	OPENSSL_AUTH_XCBC,	/* RFC 3566 */
	OPENSSL_AUTH_NULL,
	OPENSSL_AUTH_XOF,	/* SHAKE: a digest of the asked length */
};

/* How a session computes its auth algorithm (struct openssl_auth_impl). */
enum openssl_auth_impl_id {
	OPENSSL_IMPL_NULL,
	OPENSSL_IMPL_DIGEST,	/* EVP digest */
	OPENSSL_IMPL_HMAC,	/* from keyed inner and outer digest states */
	OPENSSL_IMPL_EVP_MAC,	/* EVP_MAC (HMAC, CMAC): the generic path */
	OPENSSL_IMPL_CBCMAC,	/* CMAC, XCBC: CBC-MAC on a CBC context keyed once */
	OPENSSL_IMPL_GMAC,	/* AES-GCM with the data as AAD */
	OPENSSL_IMPL_MAX,
};

enum openssl_aead_mode {
	OPENSSL_AEAD_GCM,	/* also ChaCha20-Poly1305: IV, AAD, data, tag */
	OPENSSL_AEAD_CCM,
};

struct openssl_cipher_sess {
	const struct openssl_algo *algo;
	uint8_t mode;		/* enum openssl_cipher_mode */
	EVP_CIPHER *evp;	/* fetched once */
	EVP_CIPHER *aux_evp;	/* DOCSIS: ECB of the same cipher */
	bool encrypt;
	uint8_t block;		/* data must be a multiple of this */
	uint8_t bpi_block;	/* DOCSIS: cipher block size */
	bool cbc;		/* CBC: the IV is steered, not re-initialised */
	uint32_t dataunit_len;	/* XTS: 0 = the whole op is one unit */
	uint16_t iv_offset;
	uint16_t iv_len;
	uint16_t key_len;
	bool direct;		/* provider-direct: prov and slot->pcipher */
	uint8_t prov_iv_len;	/* the IV length the provider's init takes */
	struct openssl_prov_cipher prov;
	uint8_t key[OPENSSL_MAX_CIPHER_KEY_LEN];
};

struct openssl_auth_sess {
	const struct openssl_algo *algo;
	uint8_t impl;		/* enum openssl_auth_impl_id */
	EVP_MD *md;		/* digest (plain, HMAC) */
	EVP_MAC *mac;		/* EVP_MAC path: HMAC, CMAC */
	EVP_CIPHER *cipher;	/* GMAC: AES-GCM; CBC-MAC: AES-CBC */
	/* CBC-MAC: XORed into a complete last block (CMAC K1, XCBC K2) ... */
	uint8_t mac_kc[16];
	/* ... and into a padded one (CMAC K2, XCBC K3) */
	uint8_t mac_kp[16];
	bool verify;
	bool md_out;		/* the flat run writes the whole digest to the op */
	bool mac_reinit_ok;	/* restart with EVP_MAC_init(ctx, NULL...) */
	bool iv_param;		/* GMAC: the IV by OSSL_PARAM (openssl_gcm_start) */
	/*
	 * provider-direct: CBC-MAC on prov (slot->auth its context), HMAC on
	 * pmd (slot->phmac_in and phmac_out its keyed states)
	 */
	bool direct;
	struct openssl_prov_cipher prov;
	struct openssl_prov_digest pmd;
	uint16_t digest_len;
	uint16_t iv_offset;
	uint16_t iv_len;
	uint16_t key_len;
	uint8_t key[OPENSSL_MAX_KEY_LEN];
};

struct openssl_aead_sess {
	const struct openssl_algo *algo;
	EVP_CIPHER *evp;
	bool encrypt;
	uint16_t iv_offset;
	uint16_t iv_len;
	uint16_t aad_len;
	uint16_t digest_len;
	uint16_t key_len;
	bool iv_param;		/* the IV by OSSL_PARAM: openssl_gcm_start */
	bool direct;		/* provider-direct: prov and slot->pcipher */
	struct openssl_prov_cipher prov;
	uint8_t key[OPENSSL_MAX_CIPHER_KEY_LEN];
};

enum openssl_docsis {
	OPENSSL_DOCSIS_NONE,
	OPENSSL_DOCSIS_DOWNLINK,	/* CRC, then encrypt */
	OPENSSL_DOCSIS_UPLINK,		/* decrypt, then check the CRC */
};

/* Transforms in one chain at most (cipher + auth). */
#define OPENSSL_MAX_CHAIN	2

/*
 * Driver private part of a symmetric session. The template contexts are keyed
 * at configure and never used on the data path (except by sessionless ops,
 * whose session is private to the op); slots[] are per-queue-pair clones,
 * filled on the queue pair's first op.
 */
struct openssl_session {
	uint8_t chain;		/* row of openssl_chains[] */
	uint8_t types;		/* bit (1 << xform type) for each transform */
	uint8_t nb_steps;	/* transforms in the chain */
	uint8_t step[OPENSSL_MAX_CHAIN];	/* rows of openssl_families[], in chain order */
	uint8_t owner_dev_id;	/* slots are indexed by this device's qp ids */
	const struct openssl_libctx *lc;	/* the owner device's library context */
	uint8_t docsis;		/* enum openssl_docsis: rte_security sessions */
	bool can_dup;		/* templates can be copied (else re-key) */
	/* what runs an op: the chain's process, or its one family's (configure) */
	openssl_process_t process;
	/* what runs a session op: a family's shortcut, or openssl_run_op (configure) */
	openssl_op_t run;
	uint16_t nb_slots;	/* all slots: queue pairs first, then lcores */
	uint16_t nb_qp_slots;
	struct openssl_cipher_sess cipher;
	union {
		struct openssl_auth_sess auth;
		struct openssl_aead_sess aead;
	};
	struct openssl_slot tmpl;
	struct openssl_slot slots[];
};


/*
 * A symmetric algorithm family: the transform type it serves, its
 * capabilities and algorithm table, session setup, contexts and processing.
 * ctx_new keys fresh contexts from the session's key; ctx_dup clones the
 * template. process reads src and writes dst (an auth family reads src only).
 */
struct openssl_family {
	const char *name;
	enum rte_crypto_sym_xform_type xform_type;
	const struct rte_cryptodev_capabilities *caps;
	unsigned int nb_caps;
	const struct openssl_algo *algos;
	unsigned int nb_algos;
	int (*setup)(struct openssl_session *s, const struct rte_crypto_sym_xform *x,
		const struct openssl_dev *od);
	int (*ctx_new)(const struct openssl_session *s, struct openssl_slot *slot);
	int (*ctx_dup)(const struct openssl_session *s, const struct openssl_slot *tmpl,
		struct openssl_slot *slot);
	void (*ctx_free)(const struct openssl_session *s, struct openssl_slot *slot);
	void (*sess_free)(struct openssl_session *s);
	openssl_process_t process;
	/* a shortcut for a session of this family alone, or NULL (optional) */
	openssl_op_t (*shortcut)(const struct openssl_session *s);
};

extern const struct openssl_family openssl_cipher_family;
extern const struct openssl_family openssl_auth_family;
extern const struct openssl_family openssl_aead_family;

/* Every symmetric family, in capability order (openssl_family.c). */
extern const struct openssl_family *const openssl_families[];
extern const unsigned int openssl_nb_families;
/* The row of openssl_families[] serving a transform type, or -1. */
int openssl_family_index(enum rte_crypto_sym_xform_type type);

/*
 * A chain of transforms a session may have, as the application orders them,
 * and how one operation runs through it (openssl_process.c).
 */
struct openssl_chain {
	const char *name;
	enum rte_crypto_sym_xform_type xforms[OPENSSL_MAX_CHAIN];	/* NOT_SPECIFIED: end */
	openssl_process_t process;	/* NULL: the one family's own */
	/* a shortcut for a session of this chain, or NULL (optional) */
	openssl_op_t (*shortcut)(const struct openssl_session *s);
};

extern const struct openssl_chain openssl_chains[];
extern const unsigned int openssl_nb_chains;

/* Does the session have a transform of this type? */
static inline bool
openssl_session_has(const struct openssl_session *s, enum rte_crypto_sym_xform_type type)
{
	return (s->types >> type) & 1;
}

/*
 * What one operation asks for, whichever API it came through (crypto op,
 * CPU crypto, raw data path): the families only see this.
 */
struct openssl_args {
	const uint8_t *iv;	/* cipher or AEAD IV (CCM: flags byte, then nonce) */
	const uint8_t *auth_iv;	/* GMAC */
	const uint8_t *aad;	/* AEAD (CCM: the AAD starts 18 bytes in) */
	uint8_t *digest;	/* digest or tag */
	uint32_t cipher_off;	/* cipher or AEAD data */
	uint32_t cipher_len;
	uint32_t auth_off;
	uint32_t auth_len;
	uint8_t status;		/* RTE_CRYPTO_OP_STATUS_*, NOT_PROCESSED while fine */
	/* gather buffer of the queue pair or lcore (made on first use), or NULL */
	uint8_t **scratch;
};

/* Processing of one op of a family (their process entries). */
void openssl_cipher_process(struct openssl_args *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst);
void openssl_auth_process(struct openssl_args *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst);
void openssl_aead_process(struct openssl_args *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst);
/*
 * CBC on the provider's functions, one flat buffer, the IV steered in
 * (openssl_cipher.c): what the shortcuts of CBC sessions and chains run
 * once openssl_cipher_cbc_flat_ok() holds. 0, or -1 (the slot then
 * forgets its chaining value).
 */
int openssl_cipher_cbc_flat(const struct openssl_cipher_sess *c, struct openssl_slot *slot,
		const uint8_t *iv, uint8_t *in, uint8_t *out, uint32_t len);

static inline bool
openssl_cipher_cbc_flat_ok(const struct openssl_cipher_sess *c, const struct openssl_slot *slot,
		uint32_t len)
{
	return slot->cv_ok && len != 0 && (len & (c->block - 1u)) == 0;
}

/*
 * The digest of [off, off + len) of m, a range in its first segment, written
 * to or checked against digest (openssl_auth.c), for a session whose auth
 * reads no per-op parameter (not GMAC): NOT_PROCESSED when fine, else the
 * op status.
 */
uint8_t openssl_auth_mac(const struct openssl_auth_sess *a, struct openssl_slot *slot,
		struct rte_mbuf *m, uint32_t off, uint32_t len, uint8_t *digest);

/* A session op the generic way (openssl_datapath.c; openssl_op_t). */
void openssl_run_op(struct openssl_qp *qp, struct rte_crypto_op *op,
		const struct openssl_session *s, struct openssl_slot *slot,
		struct rte_mbuf *src, struct rte_mbuf *dst);
/* A whole operation of a session (its chain, or the DOCSIS protocol). */
void openssl_process(struct openssl_args *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst);

/* DOCSIS protocol (rte_security) op: CRC and BPI cipher in the session's direction. */
void openssl_docsis_process(struct openssl_args *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst);

/*
 * Read or write an AEAD tag with one parameter: cheaper per op than
 * EVP_CIPHER_CTX_ctrl(), which builds the same parameter internally.
 */
static inline int
openssl_evp_tag(EVP_CIPHER_CTX *ctx, uint8_t *tag, size_t len, bool set)
{
	OSSL_PARAM p[2] = {
		OSSL_PARAM_construct_octet_string(OSSL_CIPHER_PARAM_AEAD_TAG, tag, len),
		OSSL_PARAM_construct_end(),
	};

	return (set ? EVP_CIPHER_CTX_set_params(ctx, p) : EVP_CIPHER_CTX_get_params(ctx, p)) == 1 ?
		0 : -1;
}

/*
 * Start a GCM operation on a keyed context: the IV and, to verify, the
 * expected tag (NULL otherwise). OpenSSL 3.0's EVP_CipherInit_ex asks the
 * provider for the IV length through OSSL_PARAM on every call (3.1 caches
 * it), a quarter of a 64-byte GCM op. With iv_param (openssl_gcm_iv_param())
 * the IV goes in by one EVP_CIPHER_CTX_set_params instead, with the tag:
 * OSSL_CIPHER_PARAM_AEAD_TLS1_IV_FIXED of length (size_t)-1, which OpenSSL's
 * GCM takes as the whole IV (the length set at setup).
 */
static inline int
openssl_gcm_start(EVP_CIPHER_CTX *ctx, const uint8_t *iv, bool iv_param, uint8_t *tag,
		size_t tag_len)
{
	OSSL_PARAM p[3];

	if (!iv_param)
		return EVP_CipherInit_ex(ctx, NULL, NULL, NULL, iv, -1) == 1 &&
			(tag == NULL || openssl_evp_tag(ctx, tag, tag_len, true) == 0) ? 0 : -1;
	p[0] = OSSL_PARAM_construct_octet_string(OSSL_CIPHER_PARAM_AEAD_TLS1_IV_FIXED,
			(void *)(uintptr_t)iv, SIZE_MAX);
	p[1] = tag == NULL ? OSSL_PARAM_construct_end() :
		OSSL_PARAM_construct_octet_string(OSSL_CIPHER_PARAM_AEAD_TAG, tag, tag_len);
	p[2] = OSSL_PARAM_construct_end();
	return EVP_CIPHER_CTX_set_params(ctx, p) == 1 ? 0 : -1;
}

/* Algorithm table lookup: the row for (algo, key_len), or NULL. */
const struct openssl_algo *openssl_algo_find(const struct openssl_algo *tbl,
		unsigned int n, int algo, uint16_t key_len);
/* Copy a key into a session field; -EINVAL if NULL with a length or too long. */
int openssl_key_copy(uint8_t *dst, size_t dst_size, uint16_t *dst_len,
		const uint8_t *key, uint16_t len);

/* openssl_compat.c: may a GCM IV of this cipher go in by OSSL_PARAM */
bool openssl_gcm_iv_param(const struct openssl_lib_info *lib, const EVP_CIPHER *evp);

/* openssl_session.c */
unsigned int openssl_session_size(uint16_t nb_slots);
int openssl_session_configure(struct openssl_session *s, size_t priv_size,
		const struct rte_crypto_sym_xform *xform, struct openssl_dev *od);
void openssl_session_clear(struct openssl_session *s);
struct openssl_slot *openssl_slot_get_slow(struct openssl_qp *qp, struct openssl_session *s,
		struct openssl_slot *scratch);
struct openssl_slot *openssl_slot_get_lcore(struct openssl_session *s,
		struct rte_pmd_openssl_qp_stats *stats, struct openssl_slot *scratch);
void openssl_slot_scratch_free(struct openssl_slot *scratch, const struct openssl_session *s);

/*
 * The contexts this queue pair uses for this session: inline, the queue
 * pair's own slot once filled (every op but the first); else
 * openssl_slot_get_slow() fills it, or keys contexts for this op alone.
 */
/* This queue pair's slot of the session if filled already, else NULL. */
static inline struct openssl_slot *
openssl_slot_ready(const struct openssl_qp *qp, struct openssl_session *s)
{
	struct openssl_slot *slot;

	if (likely(s->owner_dev_id == qp->dev_id && qp->id < s->nb_qp_slots)) {
		slot = &s->slots[qp->id];
		if (likely(rte_atomic_load_explicit(&slot->ready, rte_memory_order_relaxed)))
			return slot;
	}
	return NULL;
}

static inline struct openssl_slot *
openssl_slot_get(struct openssl_qp *qp, struct openssl_session *s,
		struct openssl_slot *scratch)
{
	struct openssl_slot *slot = openssl_slot_ready(qp, s);

	return slot != NULL ? slot : openssl_slot_get_slow(qp, s, scratch);
}

static inline void
openssl_slot_put(struct openssl_slot *slot, struct openssl_slot *scratch,
		const struct openssl_session *s)
{
	if (unlikely(slot == scratch))
		openssl_slot_scratch_free(scratch, s);
}

/*
 * openssl_caps.c: a device with a context of its own or a property query
 * refuses (-ENOTSUP, with a log line naming its providers) a transform whose
 * algorithm it does not advertise: what it refused at probe, it refuses at
 * session create.
 */
int openssl_caps_xform_check(const struct openssl_dev *od,
		const struct rte_crypto_sym_xform *xform);

/*
 * openssl_vec.c: buffer i of a vector through the session's chain, out of
 * place into vec->dest_sgl when oop and it is set, else in place; the op
 * status (SUCCESS, or why not).
 */
uint8_t openssl_vec_process(const struct openssl_session *s, struct openssl_slot *slot,
		uint8_t **scratch, union rte_crypto_sym_ofs ofs,
		const struct rte_crypto_sym_vec *vec, uint32_t i, bool oop);

#endif /* OPENSSL_SYM_H */
