/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include <rte_mbuf.h>

#include "leak.h"

/*
 * The rotation. Data lengths that are not a multiple of the block where the
 * algorithm allows it: DOCSIS then has a runt block, CTR a partial one.
 */
const struct leak_family leak_families[] = {
	{ .name = "aes-cbc+sha1-hmac", .shape = LEAK_CHAIN,
	  .cipher_algo = RTE_CRYPTO_CIPHER_AES_CBC, .auth_algo = RTE_CRYPTO_AUTH_SHA1_HMAC,
	  .cipher_key_len = 16, .auth_key_len = 20, .iv_len = 16, .digest_len = 12,
	  .hdr_len = 8, .data_len = 64 },
	{ .name = "aes-gcm", .shape = LEAK_AEAD, .cipher_algo = RTE_CRYPTO_AEAD_AES_GCM,
	  .cipher_key_len = 16, .iv_len = 12, .digest_len = 16, .aad_len = LEAK_AAD_LEN,
	  .data_len = 61 },
	{ .name = "aes-ccm", .shape = LEAK_AEAD, .cipher_algo = RTE_CRYPTO_AEAD_AES_CCM,
	  .cipher_key_len = 16, .iv_len = 11, .iv_shift = 1, .digest_len = 8,
	  .aad_len = LEAK_AAD_LEN, .aad_shift = LEAK_CCM_AAD_SHIFT, .data_len = 61 },
	{ .name = "sha256-hmac", .shape = LEAK_AUTH, .auth_algo = RTE_CRYPTO_AUTH_SHA256_HMAC,
	  .auth_key_len = 32, .digest_len = 32, .data_len = 61 },
	{ .name = "aes-cmac", .shape = LEAK_AUTH, .auth_algo = RTE_CRYPTO_AUTH_AES_CMAC,
	  .auth_key_len = 16, .digest_len = 16, .data_len = 61 },
	{ .name = "aes-gmac", .shape = LEAK_AUTH, .auth_algo = RTE_CRYPTO_AUTH_AES_GMAC,
	  .auth_key_len = 16, .iv_len = 12, .digest_len = 16, .data_len = 61 },
	{ .name = "3des-ctr", .shape = LEAK_CIPHER, .cipher_algo = RTE_CRYPTO_CIPHER_3DES_CTR,
	  .cipher_key_len = 24, .iv_len = 8, .data_len = 61 },
	{ .name = "des-docsisbpi", .shape = LEAK_CIPHER,
	  .cipher_algo = RTE_CRYPTO_CIPHER_DES_DOCSISBPI,
	  .cipher_key_len = 8, .iv_len = 8, .data_len = 61 },
};
const unsigned int leak_nb_families = RTE_DIM(leak_families);

/* xorshift64*: reproducible from the cycle count, good enough for keys here */
uint64_t
leak_rand(uint64_t *state)
{
	uint64_t x = *state;

	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	*state = x;
	return x * UINT64_C(2685821657736338717);
}

static void
leak_fill(uint8_t *buf, unsigned int len, uint64_t *rng)
{
	uint64_t r = 0;
	unsigned int i;

	for (i = 0; i < len; i++) {
		if ((i & 7) == 0)
			r = leak_rand(rng);
		buf[i] = (uint8_t)(r >> (8 * (i & 7)));
	}
}

unsigned int
leak_total_len(const struct leak_family *f)
{
	return f->hdr_len + f->data_len + f->digest_len;
}

/* Fresh keys, IV, AAD and plaintext for an encrypt (generate) use. */
void
leak_job_prepare(struct leak_job *job, uint64_t *rng)
{
	const struct leak_family *f = job->fam;
	unsigned int n = f->hdr_len + f->data_len;

	leak_fill(job->cipher_key, sizeof(job->cipher_key), rng);
	leak_fill(job->auth_key, sizeof(job->auth_key), rng);
	leak_fill(job->iv, sizeof(job->iv), rng);
	memset(job->aad, 0, sizeof(job->aad));
	leak_fill(job->aad + f->aad_shift, f->aad_len, rng);
	leak_fill(job->plain, n, rng);
	memcpy(job->in, job->plain, n);
	memset(job->in + n, 0, f->digest_len);
}

static void
leak_cipher_xform(const struct leak_job *job, struct rte_crypto_sym_xform *x)
{
	const struct leak_family *f = job->fam;

	x->type = RTE_CRYPTO_SYM_XFORM_CIPHER;
	x->cipher.op = job->encrypt ? RTE_CRYPTO_CIPHER_OP_ENCRYPT :
		RTE_CRYPTO_CIPHER_OP_DECRYPT;
	x->cipher.algo = f->cipher_algo;
	x->cipher.key.data = job->cipher_key;
	x->cipher.key.length = f->cipher_key_len;
	x->cipher.iv.offset = LEAK_IV_OFFSET;
	x->cipher.iv.length = f->iv_len;
}

static void
leak_auth_xform(const struct leak_job *job, struct rte_crypto_sym_xform *x)
{
	const struct leak_family *f = job->fam;

	x->type = RTE_CRYPTO_SYM_XFORM_AUTH;
	x->auth.op = job->encrypt ? RTE_CRYPTO_AUTH_OP_GENERATE : RTE_CRYPTO_AUTH_OP_VERIFY;
	x->auth.algo = f->auth_algo;
	x->auth.key.data = job->auth_key;
	x->auth.key.length = f->auth_key_len;
	x->auth.digest_length = f->digest_len;
	if (f->auth_algo == RTE_CRYPTO_AUTH_AES_GMAC) {
		x->auth.iv.offset = LEAK_IV_OFFSET;
		x->auth.iv.length = f->iv_len;
	}
}

static void
leak_aead_xform(const struct leak_job *job, struct rte_crypto_sym_xform *x)
{
	const struct leak_family *f = job->fam;

	x->type = RTE_CRYPTO_SYM_XFORM_AEAD;
	x->aead.op = job->encrypt ? RTE_CRYPTO_AEAD_OP_ENCRYPT : RTE_CRYPTO_AEAD_OP_DECRYPT;
	x->aead.algo = f->cipher_algo;
	x->aead.key.data = job->cipher_key;
	x->aead.key.length = f->cipher_key_len;
	x->aead.iv.offset = LEAK_IV_OFFSET;
	x->aead.iv.length = f->iv_len;
	x->aead.digest_length = f->digest_len;
	x->aead.aad_length = f->aad_len;
}

/* The transform chain of a job: encrypt-then-MAC, verify-then-decrypt. */
void
leak_job_xforms(struct leak_job *job)
{
	struct rte_crypto_sym_xform *x = job->xf;

	memset(job->xf, 0, sizeof(job->xf));
	switch (job->fam->shape) {
	case LEAK_CIPHER:
		leak_cipher_xform(job, &x[0]);
		break;
	case LEAK_AUTH:
		leak_auth_xform(job, &x[0]);
		break;
	case LEAK_AEAD:
		leak_aead_xform(job, &x[0]);
		break;
	case LEAK_CHAIN:
		if (job->encrypt) {
			leak_cipher_xform(job, &x[0]);
			leak_auth_xform(job, &x[1]);
		} else {
			leak_auth_xform(job, &x[0]);
			leak_cipher_xform(job, &x[1]);
		}
		x[0].next = &x[1];
		break;
	}
}

/* The op's regions, digest (at the end of the last segment), AAD and IV. */
void
leak_op_fill(const struct leak_job *job, struct rte_crypto_op *op, struct rte_mbuf *m,
		uint8_t *aad_buf)
{
	const struct leak_family *f = job->fam;
	struct rte_crypto_sym_op *sym = op->sym;
	struct rte_mbuf *last = rte_pktmbuf_lastseg(m);
	uint32_t dig_off = last->data_len - f->digest_len;
	uint8_t *digest = rte_pktmbuf_mtod_offset(last, uint8_t *, dig_off);
	rte_iova_t digest_iova = rte_pktmbuf_iova_offset(last, dig_off);

	sym->m_src = m;
	memcpy(rte_crypto_op_ctod_offset(op, uint8_t *, LEAK_IV_OFFSET + f->iv_shift),
			job->iv, f->iv_len);
	if (f->shape == LEAK_CIPHER || f->shape == LEAK_CHAIN) {
		sym->cipher.data.offset = f->hdr_len;
		sym->cipher.data.length = f->data_len;
	}
	if (f->shape == LEAK_AUTH || f->shape == LEAK_CHAIN) {
		sym->auth.data.offset = 0;
		sym->auth.data.length = f->hdr_len + f->data_len;
		sym->auth.digest.data = digest;
		sym->auth.digest.phys_addr = digest_iova;
	}
	if (f->shape == LEAK_AEAD) {
		sym->aead.data.offset = f->hdr_len;
		sym->aead.data.length = f->data_len;
		sym->aead.digest.data = digest;
		sym->aead.digest.phys_addr = digest_iova;
		sym->aead.aad.data = aad_buf;
		sym->aead.aad.phys_addr = rte_mem_virt2iova(aad_buf);
	}
}
