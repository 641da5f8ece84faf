/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef FUZZ_H
#define FUZZ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <rte_common.h>
#include <rte_crypto.h>

#include <tc_dev.h>

#define FUZZ_MAX_XFORMS	3	/* one more than any chain the driver takes */
#define FUZZ_MAX_OPS	4
#define FUZZ_MAX_SEGS	4
#define FUZZ_MAX_LEN	4096	/* bytes of an mbuf chain */
#define FUZZ_IV_AREA	96	/* IV bytes in the op, after the xforms */
#define FUZZ_IV_SLACK	48	/* an IV offset lands in the first 48 of them */
#define FUZZ_IV_BYTES	32

/* op private area: the sessionless xforms, then the IV area */
#define FUZZ_XFORM_AREA	(FUZZ_MAX_XFORMS * sizeof(struct rte_crypto_sym_xform))
#define FUZZ_IV_BASE	(sizeof(struct rte_crypto_op) + sizeof(struct rte_crypto_sym_op) + \
			 FUZZ_XFORM_AREA)
#define FUZZ_OP_PRIV	(FUZZ_XFORM_AREA + FUZZ_IV_AREA)

/* How an input's ops refer to their transforms. */
enum fuzz_sess_mode {
	FUZZ_SESSION,		/* a session made from the xforms (NULL if refused) */
	FUZZ_SESSIONLESS,	/* the xforms in the op */
	FUZZ_SECURITY_NULL,	/* sess_type security, no session */
	FUZZ_SESS_TYPE_BAD,	/* a sess_type value that does not exist */
	FUZZ_CPU,		/* the session through rte_cryptodev_sym_cpu_crypto_process() */
	FUZZ_ASYM,		/* an asymmetric session and op (fuzz_asym.c) */
	FUZZ_ASYM_SESSIONLESS,	/* the same, the xform in the op */
};

/* Per-op flags. */
#define FUZZ_OP_SRC_NULL	0x01
#define FUZZ_OP_OOP		0x02
#define FUZZ_OP_DIGEST_NULL	0x04
#define FUZZ_OP_AAD_NULL	0x08
#define FUZZ_OP_TYPE_BAD	0x10

/* Per-xform flags. */
#define FUZZ_XF_KEY_NULL	0x01

struct fuzz_xform_in {
	uint8_t type;		/* raw: values past AEAD do not exist */
	uint8_t algo;		/* raw enum value, valid or not */
	uint8_t op;		/* raw */
	uint8_t flags;
	uint16_t key_len;
	uint16_t iv_off;	/* 0..FUZZ_IV_SLACK-1 past FUZZ_IV_BASE */
	uint16_t iv_len;
	uint16_t digest_len;
	uint16_t aad_len;
};

struct fuzz_buf_in {
	uint16_t len;
	uint8_t nb_segs;
	uint16_t split[FUZZ_MAX_SEGS - 1];	/* sorted cut points */
};

struct fuzz_op_in {
	uint8_t flags;
	struct fuzz_buf_in src;
	struct fuzz_buf_in dst;		/* out of place only */
	uint32_t off[2];		/* cipher (or AEAD), auth */
	uint32_t len[2];
	uint8_t fill;			/* data pattern */
	uint8_t iv[FUZZ_IV_BYTES];
};

struct fuzz_input {
	enum fuzz_sess_mode mode;
	uint8_t qp;
	uint8_t nb_xforms;
	struct fuzz_xform_in x[FUZZ_MAX_XFORMS];
	uint8_t nb_ops;
	struct fuzz_op_in ops[FUZZ_MAX_OPS];
	const uint8_t *key_bytes;	/* the rest of the input: key material */
	size_t key_bytes_len;
};

/* fuzz_input.c: never fails; a short input reads as zeros */
void fuzz_decode(const uint8_t *data, size_t size, struct fuzz_input *in);

struct fuzz_global {
	uint8_t dev;
	bool verbose;		/* env FUZZ_VERBOSE: each op's status */
	bool cpu_crypto;	/* the device has RTE_CRYPTODEV_FF_SYM_CPU_CRYPTO */
	struct tc_pools pools;
};
extern struct fuzz_global fz;

/* Everything one input allocates, freed at its end. */
struct fuzz_case {
	const struct fuzz_input *in;
	struct rte_crypto_sym_xform xf[FUZZ_MAX_XFORMS];
	uint8_t *keys[FUZZ_MAX_XFORMS];
	void *sess;
	struct rte_crypto_op *ops[FUZZ_MAX_OPS];
	uint8_t *digest[FUZZ_MAX_OPS];
	uint8_t *aad[FUZZ_MAX_OPS];
	unsigned int nb_ops;
};

/* fuzz_main.c */
__rte_noreturn void fuzz_fail(const char *fmt, ...) __rte_format_printf(1, 2);
void *fuzz_malloc(size_t n);
const struct fuzz_xform_in *fuzz_first_of(const struct fuzz_input *in, uint8_t type);
bool fuzz_is_aead(const struct fuzz_input *in);
size_t fuzz_aad_size(const struct fuzz_xform_in *x);

/* fuzz_asym.c: an asymmetric input (the whole input, mode byte included) */
void fuzz_asym_run(const uint8_t *data, size_t size, bool sessionless, uint16_t qp);

/* fuzz_cpu.c: the ops of the input through the CPU crypto API */
void fuzz_cpu_run(struct fuzz_case *c);

#endif /* FUZZ_H */
