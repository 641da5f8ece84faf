/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include <rte_mbuf.h>

#include <tc_xform.h>

#include "leak.h"

/* The rotation: a chain, AEADs, MACs, and ciphers with runt and partial blocks. */
const struct leak_family leak_families[] = {
	{ "aes-cbc/16+sha1-hmac", 8, 64 },
	{ "aes-gcm/16", 0, 61 },
	{ "aes-ccm/16", 0, 61 },
	{ "sha2-256-hmac", 0, 61 },
	{ "aes-cmac/16", 0, 61 },
	{ "aes-gmac/16", 0, 61 },
	{ "3des-ctr/24", 0, 61 },
	{ "des-docsisbpi/8", 0, 61 },
};
const unsigned int leak_nb_families = RTE_DIM(leak_families);

/* The family's parameters from the device's table; -1 if it is not advertised. */
int
leak_job_init(struct leak_job *job, const struct leak_family *f, const struct tc_algos *t)
{
	memset(job, 0, sizeof(*job));
	job->fam = f;
	if (tc_point_by_name(t, f->point, &job->p) != 0)
		return -1;
	if (job->p.key_len > LEAK_MAX_KEY || job->p.auth_key_len > LEAK_MAX_KEY ||
			job->p.iv_len > LEAK_MAX_IV || job->p.auth_iv_len > LEAK_MAX_IV ||
			job->p.aad_len > LEAK_AAD_LEN || leak_total_len(job) > LEAK_MAX_DATA)
		return -1;
	return 0;
}

unsigned int
leak_total_len(const struct leak_job *job)
{
	return job->fam->hdr_len + job->fam->data_len + job->p.digest_len;
}

static bool
leak_ccm(const struct leak_job *job)
{
	return job->p.chain == TC_CH_AEAD && job->p.cipher->algo == RTE_CRYPTO_AEAD_AES_CCM;
}

/* Fresh keys, IV, AAD and plaintext for an encrypt (generate) use. */
void
leak_job_prepare(struct leak_job *job, struct tc_rng *rng)
{
	unsigned int n = job->fam->hdr_len + job->fam->data_len;

	tc_rng_fill(rng, job->cipher_key, sizeof(job->cipher_key));
	tc_rng_fill(rng, job->auth_key, sizeof(job->auth_key));
	tc_rng_fill(rng, job->iv, sizeof(job->iv));
	memset(job->aad, 0, sizeof(job->aad));
	tc_rng_fill(rng, job->aad + (leak_ccm(job) ? TC_CCM_AAD_SHIFT : 0), job->p.aad_len);
	tc_rng_fill(rng, job->plain, n);
	memcpy(job->in, job->plain, n);
	memset(job->in + n, 0, job->p.digest_len);
}

/* The transform chain of a job: encrypt-then-MAC, verify-then-decrypt. */
void
leak_job_xforms(struct leak_job *job)
{
	const struct tc_point *p = &job->p;
	struct tc_xform_params x = {
		.chain = p->chain == TC_CH_ENC_GEN ? tc_chain_esp(job->encrypt) : p->chain,
		.encrypt = job->encrypt,
		.verify = !job->encrypt,
		.cipher_algo = p->cipher != NULL ? p->cipher->algo : 0,
		.auth_algo = p->auth != NULL ? p->auth->algo : 0,
		.key = job->cipher_key,
		.key_len = p->key_len,
		.auth_key = job->auth_key,
		.auth_key_len = p->auth_key_len,
		.iv_offset = LEAK_IV_OFFSET,
		.iv_len = p->iv_len,
		.auth_iv_offset = LEAK_IV_OFFSET,
		.auth_iv_len = p->auth_iv_len,
		.digest_len = p->digest_len,
		.aad_len = p->aad_len,
	};

	tc_xform_build(&x, job->xf);
}

/* The op's regions, digest (at the end of the last segment), AAD and IV. */
void
leak_op_fill(const struct leak_job *job, struct rte_crypto_op *op, struct rte_mbuf *m,
		uint8_t *aad_buf)
{
	const struct leak_family *f = job->fam;
	const struct tc_point *p = &job->p;
	struct rte_crypto_sym_op *sym = op->sym;
	struct rte_mbuf *last = rte_pktmbuf_lastseg(m);
	uint32_t dig_off = last->data_len - p->digest_len;
	uint8_t *digest = rte_pktmbuf_mtod_offset(last, uint8_t *, dig_off);
	rte_iova_t digest_iova = rte_pktmbuf_iova_offset(last, dig_off);
	uint16_t iv_len = p->auth != NULL && p->cipher == NULL ? p->auth_iv_len : p->iv_len;

	sym->m_src = m;
	memcpy(rte_crypto_op_ctod_offset(op, uint8_t *, LEAK_IV_OFFSET +
			(leak_ccm(job) ? TC_CCM_NONCE_SHIFT : 0)), job->iv, iv_len);
	if (p->chain == TC_CH_AEAD) {
		sym->aead.data.offset = f->hdr_len;
		sym->aead.data.length = f->data_len;
		sym->aead.digest.data = digest;
		sym->aead.digest.phys_addr = digest_iova;
		sym->aead.aad.data = aad_buf;
		sym->aead.aad.phys_addr = rte_mem_virt2iova(aad_buf);
		return;
	}
	if (p->cipher != NULL) {
		sym->cipher.data.offset = f->hdr_len;
		sym->cipher.data.length = f->data_len;
	}
	if (p->auth != NULL) {
		sym->auth.data.offset = 0;
		sym->auth.data.length = f->hdr_len + f->data_len;
		sym->auth.digest.data = digest;
		sym->auth.digest.phys_addr = digest_iova;
	}
}
