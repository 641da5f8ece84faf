/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef OPENSSL_AUTH_IMPL_H
#define OPENSSL_AUTH_IMPL_H

/*
 * How an auth session computes its algorithm: the contexts a slot holds
 * and the run of one op over the data. openssl_auth.c picks one per session
 * (enum openssl_auth_impl_id).
 */

#include "openssl_mbuf.h"
#include "openssl_sym.h"

struct openssl_auth_impl {
	/* keyed contexts from the session, or clones of the template's */
	int (*ctx_new)(const struct openssl_auth_sess *a, struct openssl_slot *slot);
	int (*ctx_dup)(const struct openssl_auth_sess *a, const struct openssl_slot *tmpl,
		struct openssl_slot *slot);
	void (*ctx_free)(const struct openssl_auth_sess *a, struct openssl_slot *slot);
	/* the full-length MAC or digest of the iterator's bytes into md */
	int (*run)(const struct openssl_auth_sess *a, struct openssl_slot *slot,
		const struct openssl_args *op, struct openssl_iter *it, uint8_t *md);
	/*
	 * optional: run for a message in one piece, no iterator (the shortcuts');
	 * writes exactly the full digest to md (the op's own digest when md_out)
	 */
	int (*flat)(const struct openssl_auth_sess *a, struct openssl_slot *slot,
		const uint8_t *p, uint32_t len, uint8_t *md);
	/* the session's shortcut, if not the auth family's generic one */
	openssl_op_t shortcut;
};

extern const struct openssl_auth_impl openssl_auth_digest;
extern const struct openssl_auth_impl openssl_auth_hmac;
extern const struct openssl_auth_impl openssl_auth_evp_mac;
extern const struct openssl_auth_impl openssl_auth_cbcmac;
extern const struct openssl_auth_impl openssl_auth_gmac;

/* CMAC or XCBC subkeys (and XCBC's K1 in place of the key), at session setup. */
int openssl_cbcmac_derive(struct openssl_auth_sess *a);

#endif /* OPENSSL_AUTH_IMPL_H */
