/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * One crypto op: random data, its expected result computed by OpenSSL,
 * the mbufs and op that carry it through the driver, and the check of
 * what came back.
 */

#include <stdio.h>
#include <string.h>

#include "test_pmd.h"

static struct op_priv *
op_priv(struct rte_crypto_op *op)
{
	return rte_crypto_op_ctod_offset(op, struct op_priv *, OP_PRIV_OFF);
}

struct job *
job_of(struct rte_crypto_op *op)
{
	return op_priv(op)->job;
}

/*
 * ct: the packet with its region encrypted; digest: the MAC or tag over it.
 * The MAC of a chain covers the ciphertext (encrypt-then-MAC).
 */
static int
reference(struct job *j, const uint8_t *pt, uint8_t *ct, uint8_t *digest)
{
	const struct job_layout *l = &j->lay;
	const struct sess_params *p = j->p;
	const struct alg_spec *a = p->alg;

	memcpy(ct, pt, l->len);
	switch (a->kind) {
	case ALG_CIPHER:
		return ref_cipher(a, true, p->key, j->iv, pt + l->c_off, l->c_len,
				ct + l->c_off);
	case ALG_AUTH:
		return ref_mac(a, p->auth_key, j->auth_iv, pt + l->a_off, l->a_len, digest);
	case ALG_CHAIN:
		if (ref_cipher(a, true, p->key, j->iv, pt + l->c_off, l->c_len,
				ct + l->c_off) != 0)
			return -1;
		return ref_mac(a, p->auth_key, NULL, ct + l->a_off, l->a_len, digest);
	case ALG_AEAD:
		return ref_aead_encrypt(a, p->key, j->iv, j->aad, pt + l->c_off, l->c_len,
				ct + l->c_off, digest);
	}
	return -1;
}

int
job_prepare(struct job *j, struct sess_params *p, const struct job_layout *l,
		struct rng *r)
{
	const struct alg_spec *a = p->alg;
	uint8_t *pt = j->want;

	j->p = p;
	j->lay = *l;
	j->want_status = WANT_SUCCESS;
	j->op = NULL;
	j->src = NULL;
	j->dst = NULL;
	j->digest_at = NULL;
	j->seen = 0;
	if (l->len > JOB_MAX_LEN)
		return -1;
	rng_bytes(r, j->iv, sizeof(j->iv));
	rng_bytes(r, j->auth_iv, sizeof(j->auth_iv));
	rng_bytes(r, j->aad, sizeof(j->aad));
	rng_bytes(r, j->dst0, l->len);
	memset(j->digest, 0, sizeof(j->digest));
	if (p->encrypt) {
		/* src0: plaintext in, want: ciphertext out */
		rng_bytes(r, j->src0, l->len);
		return reference(j, j->src0, j->want, j->digest);
	}
	/* want: plaintext out, src0: ciphertext (and digest) made by OpenSSL */
	rng_bytes(r, pt, l->len);
	if (reference(j, pt, j->src0, j->digest) != 0)
		return -1;
	if (a->kind == ALG_AUTH)
		memcpy(j->want, j->src0, l->len);
	if (l->corrupt_tag && alg_has_digest(a)) {
		j->digest[rng_range(r, 0, a->digest_len - 1)] ^= 1 << rng_range(r, 0, 7);
		j->want_status = WANT_AUTH_FAILED;
	}
	return 0;
}

static struct rte_mbuf *
mbuf_make(struct rte_mempool *mp, const uint8_t *data, const uint16_t *segs,
		uint16_t nb)
{
	struct rte_mbuf *head = NULL, *m;
	uint8_t *p;
	uint16_t i;

	for (i = 0; i < nb; i++) {
		m = rte_pktmbuf_alloc(mp);
		p = m != NULL ? (uint8_t *)rte_pktmbuf_append(m, segs[i]) : NULL;
		if (p == NULL) {
			rte_pktmbuf_free(m);
			goto fail;
		}
		memcpy(p, data, segs[i]);
		data += segs[i];
		if (head == NULL)
			head = m;
		else if (rte_pktmbuf_chain(head, m) != 0) {
			rte_pktmbuf_free(m);
			goto fail;
		}
	}
	return head;
fail:
	rte_pktmbuf_free(head);
	return NULL;
}

/* The digest goes after the data of the packet it belongs to, or in the op. */
static int
digest_place(struct job *j, struct op_priv *priv, uint8_t **data, rte_iova_t *iova)
{
	const struct alg_spec *a = j->p->alg;
	struct rte_mbuf *m = (j->lay.oop && j->p->encrypt) ? j->dst : j->src;
	struct rte_mbuf *last;
	uint8_t *d;

	if (!j->lay.digest_in_mbuf) {
		d = priv->digest;
		*iova = rte_crypto_op_ctophys_offset(j->op,
				OP_PRIV_OFF + offsetof(struct op_priv, digest));
	} else {
		d = (uint8_t *)rte_pktmbuf_append(m, a->digest_len);
		if (d == NULL)
			return -1;
		last = rte_pktmbuf_lastseg(m);
		*iova = rte_pktmbuf_iova_offset(last, last->data_len - a->digest_len);
	}
	if (j->p->encrypt)
		memset(d, 0, a->digest_len);
	else
		memcpy(d, j->digest, a->digest_len);
	*data = d;
	j->digest_at = d;
	return 0;
}

static void
op_fill_iv(struct job *j, struct op_priv *priv)
{
	const struct alg_spec *a = j->p->alg;
	size_t aad_off = 0;

	memset(priv, 0, offsetof(struct op_priv, job));
	if (a->aead == RTE_CRYPTO_AEAD_AES_CCM && a->kind == ALG_AEAD) {
		memcpy(priv->iv + CCM_NONCE_OFF, j->iv, a->iv_len);
		aad_off = CCM_AAD_OFF;
	} else {
		memcpy(priv->iv, j->iv, a->iv_len);
	}
	memcpy(priv->auth_iv, j->auth_iv, a->auth_iv_len);
	memcpy(priv->aad + aad_off, j->aad, a->aad_len);
	priv->job = j;
}

static int
op_fill(struct job *j, struct op_priv *priv)
{
	const struct job_layout *l = &j->lay;
	struct rte_crypto_sym_op *sym = j->op->sym;
	uint8_t *digest = NULL;
	rte_iova_t iova = 0;

	op_fill_iv(j, priv);
	if (alg_has_digest(j->p->alg) && digest_place(j, priv, &digest, &iova) != 0)
		return -1;
	sym->m_src = j->src;
	sym->m_dst = l->oop ? j->dst : NULL;
	if (j->p->alg->kind == ALG_AEAD) {
		sym->aead.data.offset = l->c_off;
		sym->aead.data.length = l->c_len;
		sym->aead.digest.data = digest;
		sym->aead.digest.phys_addr = iova;
		sym->aead.aad.data = priv->aad;
		sym->aead.aad.phys_addr = rte_crypto_op_ctophys_offset(j->op,
				OP_PRIV_OFF + offsetof(struct op_priv, aad));
		return 0;
	}
	sym->cipher.data.offset = l->c_off;
	sym->cipher.data.length = l->c_len;
	sym->auth.data.offset = l->a_off;
	sym->auth.data.length = l->a_len;
	sym->auth.digest.data = digest;
	sym->auth.digest.phys_addr = iova;
	return 0;
}

int
job_build(struct job *j, const struct pools *pl, void *sess)
{
	const struct job_layout *l = &j->lay;
	uint16_t one = (uint16_t)l->len;

	j->src = l->nb_segs > 1 ? mbuf_make(pl->mbuf, j->src0, l->seg_len, l->nb_segs) :
			mbuf_make(pl->mbuf, j->src0, &one, 1);
	if (l->oop)
		j->dst = mbuf_make(pl->mbuf, j->dst0, &one, 1);
	j->op = rte_crypto_op_alloc(pl->op, RTE_CRYPTO_OP_TYPE_SYMMETRIC);
	if (j->src == NULL || (l->oop && j->dst == NULL) || j->op == NULL)
		goto fail;
	if (op_fill(j, op_priv(j->op)) != 0)
		goto fail;
	if (l->sessionless) {
		j->op->sess_type = RTE_CRYPTO_OP_SESSIONLESS;
		j->op->sym->xform = params_xform(j->p);
	} else if (rte_crypto_op_attach_sym_session(j->op, sess) != 0) {
		goto fail;
	}
	return 0;
fail:
	job_free(j);
	return -1;
}

void
job_free(struct job *j)
{
	rte_crypto_op_free(j->op);
	rte_pktmbuf_free(j->src);
	rte_pktmbuf_free(j->dst);
	j->op = NULL;
	j->src = NULL;
	j->dst = NULL;
}
