/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * One operation of a session, whichever API it came through: the chain
 * order, the out-of-place details that involve both families, and what a
 * failed op leaves: nothing decrypted that was not authenticated.
 */

#include "openssl_mbuf.h"
#include "openssl_sym.h"

/*
 * Out-of-place encrypt-then-MAC: the digest covers the destination, so the
 * authenticated bytes outside the cipher region (headers, trailers) are
 * copied there from the source first.
 */
static int
copy_auth_only(const struct openssl_args *a, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	uint32_t a0 = a->auth_off, a1 = a0 + a->auth_len;
	uint32_t c0 = a->cipher_off, c1 = c0 + a->cipher_len;
	uint32_t end;

	if (!openssl_mbuf_range_ok(src, a0, a1 - a0) ||
			!openssl_mbuf_range_ok(dst, a0, a1 - a0))
		return -1;
	end = RTE_MIN(c0, a1);
	if (a0 < end && openssl_mbuf_transform(src, a0, dst, a0, end - a0,
			openssl_copy, NULL) < 0)
		return -1;
	a0 = RTE_MAX(c1, a0);
	if (a0 < a1 && openssl_mbuf_transform(src, a0, dst, a0, a1 - a0,
			openssl_copy, NULL) < 0)
		return -1;
	return 0;
}

/*
 * Encrypted digest, out of place: the MAC just written into the destination
 * lies inside the region to encrypt. Then the destination gets the source's
 * other bytes and is encrypted in place, digest included.
 */
static bool
digest_in_dst_cipher(const struct openssl_args *a, const struct openssl_session *s,
		const struct rte_mbuf *dst)
{
	int64_t d = openssl_mbuf_offset_of(dst, a->digest);
	int64_t c0 = a->cipher_off, c1 = c0 + a->cipher_len;

	return d >= c0 && d + s->auth.digest_len <= c1;
}

static int
copy_around_digest(const struct openssl_args *a, const struct openssl_session *s,
		struct rte_mbuf *src, struct rte_mbuf *dst)
{
	uint32_t d = openssl_mbuf_offset_of(dst, a->digest);
	uint32_t c0 = a->cipher_off, c1 = c0 + a->cipher_len;
	uint32_t e = d + s->auth.digest_len;

	if (!openssl_mbuf_range_ok(src, c0, c1 - c0))
		return -1;
	if (d > c0 && openssl_mbuf_transform(src, c0, dst, c0, d - c0, openssl_copy,
			NULL) < 0)
		return -1;
	if (c1 > e && openssl_mbuf_transform(src, e, dst, e, c1 - e, openssl_copy,
			NULL) < 0)
		return -1;
	return 0;
}

static inline bool
args_ok(const struct openssl_args *a)
{
	return a->status == RTE_CRYPTO_OP_STATUS_NOT_PROCESSED;
}

static void
cipher_then_auth(struct openssl_args *a, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	openssl_cipher_process(a, s, slot, src, dst);
	if (args_ok(a) && dst != src && copy_auth_only(a, src, dst) != 0)
		a->status = RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (args_ok(a))
		openssl_auth_process(a, s, slot, dst, dst);
}

/* Verify (or MAC) first: nothing is decrypted after a failed verify. */
static void
auth_then_cipher(struct openssl_args *a, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	openssl_auth_process(a, s, slot, src, src);
	if (!args_ok(a))
		return;
	if (dst != src && !s->auth.verify && a->digest != NULL &&
			digest_in_dst_cipher(a, s, dst)) {
		if (copy_around_digest(a, s, src, dst) != 0)
			a->status = RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
		else
			openssl_cipher_process(a, s, slot, dst, dst);
		return;
	}
	openssl_cipher_process(a, s, slot, src, dst);
}

static bool checks_tag(const struct openssl_session *s);

/*
 * The shortcut of a CBC + MAC chain, either order, on the provider's CBC:
 * an op in place whose data lies in one segment runs the two steps in the
 * chain's order on the flat buffer, and a failure releases nothing, as in
 * openssl_process(); any other op takes openssl_run_op().
 */
static void
cbc_chain_op(struct openssl_qp *qp, struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	const struct openssl_cipher_sess *c = &s->cipher;
	struct rte_crypto_sym_op *sym = op->sym;
	uint32_t c_off = sym->cipher.data.offset, c_len = sym->cipher.data.length;
	uint32_t a_off = sym->auth.data.offset, a_len = sym->auth.data.length;
	uint8_t *digest = sym->auth.digest.data, *p;
	const uint8_t *iv;
	uint8_t st;

	if (unlikely(dst != src || digest == NULL || !openssl_cipher_cbc_flat_ok(c, slot, c_len) ||
			!openssl_mbuf_flat_ok(src, (uint64_t)c_off + c_len) ||
			!openssl_mbuf_flat_ok(src, (uint64_t)a_off + a_len))) {
		openssl_run_op(qp, op, s, slot, src, dst);
		return;
	}
	p = rte_pktmbuf_mtod_offset(src, uint8_t *, c_off);
	iv = rte_crypto_op_ctod_offset(op, uint8_t *, c->iv_offset);
	if (openssl_chains[s->chain].xforms[0] == RTE_CRYPTO_SYM_XFORM_AUTH) {
		st = openssl_auth_mac(&s->auth, slot, src, a_off, a_len, digest);
		if (st == RTE_CRYPTO_OP_STATUS_NOT_PROCESSED &&
				openssl_cipher_cbc_flat(c, slot, iv, p, p, c_len) != 0)
			st = RTE_CRYPTO_OP_STATUS_ERROR;
	} else {
		st = openssl_cipher_cbc_flat(c, slot, iv, p, p, c_len) != 0 ?
			RTE_CRYPTO_OP_STATUS_ERROR :
			openssl_auth_mac(&s->auth, slot, src, a_off, a_len, digest);
	}
	if (likely(st == RTE_CRYPTO_OP_STATUS_NOT_PROCESSED))
		return;
	op->status = st;
	if (checks_tag(s))
		memset(p, 0, c_len);
}

static openssl_op_t
cbc_chain_shortcut(const struct openssl_session *s)
{
	return s->cipher.cbc && s->cipher.direct && s->docsis == OPENSSL_DOCSIS_NONE &&
		s->auth.impl != OPENSSL_IMPL_NULL && s->auth.impl != OPENSSL_IMPL_GMAC ?
		cbc_chain_op : NULL;
}

#define CIPHER	RTE_CRYPTO_SYM_XFORM_CIPHER
#define AUTH	RTE_CRYPTO_SYM_XFORM_AUTH
#define AEAD	RTE_CRYPTO_SYM_XFORM_AEAD

/*
 * The chains a session may have, as the application orders the transforms.
 * No process entry: the chain's one family processes the op itself.
 */
const struct openssl_chain openssl_chains[] = {
	{ "cipher", { CIPHER }, NULL },
	{ "auth", { AUTH }, NULL },
	{ "aead", { AEAD }, NULL },
	{ "cipher+auth", { CIPHER, AUTH }, cipher_then_auth, cbc_chain_shortcut },
	{ "auth+cipher", { AUTH, CIPHER }, auth_then_cipher, cbc_chain_shortcut },
};

const unsigned int openssl_nb_chains = RTE_DIM(openssl_chains);

/* Does the session check a tag on data it decrypts (AEAD decrypt, cipher with verify)? */
static bool
checks_tag(const struct openssl_session *s)
{
	if (openssl_session_has(s, RTE_CRYPTO_SYM_XFORM_AEAD))
		return !s->aead.encrypt;
	return openssl_session_has(s, RTE_CRYPTO_SYM_XFORM_CIPHER) &&
		openssl_session_has(s, RTE_CRYPTO_SYM_XFORM_AUTH) && s->auth.verify;
}

/*
 * A failed op of a session that checks a tag (AUTH_FAILED, or any error
 * after decryption may have begun) releases nothing: the destination's
 * cipher region, in place or out of place, is zeroed. AES-GCM and
 * ChaCha20-Poly1305 decrypt before the tag is known; a decrypt-then-verify
 * chain has decrypted before it verifies. Only on the failure path.
 */
static void
wipe_failed(const struct openssl_args *a, const struct openssl_session *s, struct rte_mbuf *dst)
{
	if (checks_tag(s) && openssl_mbuf_range_ok(dst, a->cipher_off, a->cipher_len))
		openssl_mbuf_zero(dst, a->cipher_off, a->cipher_len);
}

void
openssl_process(struct openssl_args *a, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	if (unlikely(s->docsis != OPENSSL_DOCSIS_NONE)) {
		openssl_docsis_process(a, s, slot, src, dst);
		return;
	}
	if (unlikely(s->process == NULL))
		a->status = RTE_CRYPTO_OP_STATUS_INVALID_SESSION;
	else
		s->process(a, s, slot, src, dst);
	if (unlikely(a->status != RTE_CRYPTO_OP_STATUS_NOT_PROCESSED))
		wipe_failed(a, s, dst);
}
