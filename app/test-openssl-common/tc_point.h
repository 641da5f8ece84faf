/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_POINT_H
#define TC_POINT_H

/*
 * Points: the parameters a session is made with (key, IV, digest and AAD
 * lengths), taken from an entry of the algorithm table. Each entry has a
 * typical point and, where its capability has ranges, an edge point (the
 * shortest IV and tag, an odd AAD, an HMAC key longer than the block) and,
 * for AEAD, a wide one (the longest IV, no AAD). A chain pairs a cipher
 * point with an auth point.
 */

#include "tc_algo.h"
#include "tc_xform.h"

enum tc_point_form {
	TC_POINT_TYPICAL,
	TC_POINT_EDGE,
	TC_POINT_WIDE,
	TC_POINT_FORMS,
};

struct tc_point {
	const struct tc_algo *cipher;	/* cipher or AEAD entry, or NULL */
	const struct tc_algo *auth;	/* auth entry, or NULL */
	enum tc_chain chain;		/* CIPHER, AUTH, AEAD; ENC_GEN for a chain */
	uint16_t key_len;
	uint16_t auth_key_len;
	uint16_t iv_len;		/* cipher or AEAD IV */
	uint16_t auth_iv_len;		/* GMAC */
	uint16_t digest_len;
	uint16_t aad_len;
	char name[96];			/* "aes-gcm/16", "aes-gcm/16:iv1,tag4,aad5" ... */
};

/* A form of an entry; -1 when the entry has no such form apart from the typical one. */
int tc_point_single(const struct tc_algo *a, enum tc_point_form form, struct tc_point *p);
/* Cipher point c then auth point a (encrypt-then-MAC; decrypt: verify first). */
void tc_point_chain(const struct tc_point *c, const struct tc_point *a, struct tc_point *p);
/*
 * Every form of every entry, then a chain of each cipher entry with an
 * auth entry in turn (typical points). Returns how many; at most max are
 * written.
 */
unsigned int tc_points_all(const struct tc_algos *t, struct tc_point *out, unsigned int max);
/*
 * A point by name: "ENTRY", "ENTRY:edge", "ENTRY:wide", or "CIPHER+AUTH"
 * with such parts, ENTRY an entry's name ("aes-cbc/16", "sha1-hmac").
 * -1 when the table has no such entry (the device does not advertise it).
 */
int tc_point_by_name(const struct tc_algos *t, const char *name, struct tc_point *p);
/* Has the point a digest (auth or AEAD), and can a corrupted one fail a verify? */
bool tc_point_has_digest(const struct tc_point *p);
bool tc_point_can_fail(const struct tc_point *p);
/* "encrypt", "generate", "verify+decrypt" ...: a direction of the point. */
const char *tc_point_dir(const struct tc_point *p, bool encrypt);

#endif /* TC_POINT_H */
