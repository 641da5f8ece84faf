/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Asymmetric sessions and their per-queue-pair slots, and the asymmetric
 * data path. The same hazards are handled as for symmetric sessions: a
 * session used on another device of this driver, or on a queue pair beyond
 * its slots (device reconfigured, session made before configure), gets
 * state made for that op alone (counted in fallback_ops); a slot that cannot
 * be made is an op error (slot_failures).
 */

#include <string.h>

#include <openssl/crypto.h>
#include <openssl/err.h>

#include "openssl_asym.h"
#include "openssl_compat.h"
#include "openssl_dev.h"

/* Every asymmetric family: session setup finds one here by its xform type. */
const struct openssl_asym_family *const openssl_asym_families[] = {
	&openssl_rsa_family,
	&openssl_modex_family,
	&openssl_modinv_family,
	&openssl_dh_family,
	&openssl_dsa_family,
	&openssl_ecdsa_family,
	&openssl_ecpm_family,
	&openssl_sm2_family,
	&openssl_mlkem_family,
	&openssl_mldsa_family,
	&openssl_ecdh_family,
	&openssl_eddsa_family,
};

const unsigned int openssl_nb_asym_families = RTE_DIM(openssl_asym_families);
/* a row past the probe's array would never be available: refuse to build */
_Static_assert(RTE_DIM(openssl_asym_families) <= OPENSSL_MAX_ASYM_FAMILIES,
	"raise OPENSSL_MAX_ASYM_FAMILIES");

static int
asym_family_index(enum rte_crypto_asym_xform_type type)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(openssl_asym_families); i++)
		if (openssl_asym_families[i]->xform_type == type)
			return (int)i;
	return -1;
}

static inline const struct openssl_asym_family *
family_of(const struct openssl_asym_session *s)
{
	return openssl_asym_families[s->family];
}

unsigned int
openssl_asym_session_size(uint16_t nb_slots)
{
	return sizeof(struct openssl_asym_session) + nb_slots * sizeof(void *);
}

/*
 * Only the first transform is used: the API has no asymmetric chains (a
 * chained xform's next is ignored, as the upstream driver does).
 */
int
openssl_asym_session_configure(struct openssl_asym_session *s, size_t priv_size,
		const struct rte_crypto_asym_xform *xform, uint8_t owner_dev_id)
{
	const struct openssl_dev *od =
		rte_cryptodev_pmd_get_dev(owner_dev_id)->data->dev_private;
	int f, ret;

	if (xform == NULL || priv_size < sizeof(*s))
		return -EINVAL;
	memset(s, 0, sizeof(*s));
	f = asym_family_index(xform->xform_type);
	if (f < 0 || !od->lib.asym_ok[f])
		return -ENOTSUP;
	s->family = (uint8_t)f;
	s->owner_dev_id = owner_dev_id;
	s->lc = &od->lc;
	s->vartime = od->modex_vartime;
	s->nb_slots = RTE_MIN((priv_size - sizeof(*s)) / sizeof(void *), (size_t)UINT16_MAX);
	s->one_op = s->nb_slots == 0;
	memset(s->slots, 0, s->nb_slots * sizeof(void *));
	ret = family_of(s)->setup(s, xform);
	ERR_clear_error();
	if (ret != 0)
		OPENSSL_cleanse(s, sizeof(*s));
	else
		s->magic = OPENSSL_ASYM_MAGIC;
	return ret;
}

void
openssl_asym_session_clear(struct openssl_asym_session *s)
{
	const struct openssl_asym_family *f = family_of(s);
	uint16_t q;

	for (q = 0; q < s->nb_slots; q++) {
		if (s->slots[q] != NULL)
			f->slot_free(s, s->slots[q]);
		s->slots[q] = NULL;
	}
	f->sess_free(s);
	OPENSSL_cleanse(s, sizeof(*s));
}

static void *
slot_make(const struct openssl_asym_session *s, struct rte_pmd_openssl_qp_stats *st)
{
	void *slot = family_of(s)->slot_new(s);

	if (slot == NULL) {
		st->slot_failures++;
		ERR_clear_error();
	}
	return slot;
}

/* This queue pair's slot of the session (made on first use), or NULL. */
static void *
slot_get(struct openssl_qp *qp, struct openssl_asym_session *s, bool *own)
{
	void *slot;

	*own = s->owner_dev_id == qp->dev_id && qp->id < s->nb_slots;
	if (unlikely(s->owner_dev_id != qp->dev_id && !openssl_libctx_same(s->lc, &qp->od->lc)))
		return NULL;	/* another library context's session: never crossed */
	if (unlikely(!*own)) {
		qp->engine.fallback_ops++;
		return slot_make(s, &qp->engine);
	}
	slot = s->slots[qp->id];
	if (likely(slot != NULL))
		return slot;
	slot = slot_make(s, &qp->engine);
	if (slot != NULL) {
		qp->engine.slot_clones++;
		s->slots[qp->id] = slot;
	}
	return slot;
}

static uint8_t
run_session_op(struct openssl_qp *qp, struct rte_crypto_op *op,
		struct openssl_asym_session *s)
{
	bool own;
	void *slot = slot_get(qp, s, &own);
	uint8_t status;

	if (unlikely(slot == NULL))
		return RTE_CRYPTO_OP_STATUS_ERROR;
	status = family_of(s)->process(op->asym, s, slot);
	if (unlikely(!own))
		family_of(s)->slot_free(s, slot);
	ERR_clear_error();
	return status;
}

/* A sessionless op: a session without slots on the stack, for this op alone. */
static uint8_t
run_sessionless_op(struct openssl_qp *qp, struct rte_crypto_op *op)
{
	struct openssl_asym_session s;
	uint8_t status;
	void *slot;

	qp->engine.sessionless_ops++;
	if (op->asym->xform == NULL ||
			openssl_asym_session_configure(&s, sizeof(s), op->asym->xform,
				qp->dev_id) != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_SESSION;
	slot = slot_make(&s, &qp->engine);
	if (slot == NULL) {
		status = RTE_CRYPTO_OP_STATUS_ERROR;
	} else {
		status = family_of(&s)->process(op->asym, &s, slot);
		family_of(&s)->slot_free(&s, slot);
	}
	openssl_asym_session_clear(&s);
	ERR_clear_error();
	return status;
}

void
openssl_asym_process_op(struct openssl_qp *qp, struct rte_crypto_op *op)
{
	struct rte_cryptodev_asym_session *cs;
	struct openssl_asym_session *s;

	if (likely(op->sess_type == RTE_CRYPTO_OP_WITH_SESSION)) {
		cs = op->asym->session;
		s = cs == NULL ? NULL : OPENSSL_ASYM_SESS_PRIV(cs);
		if (unlikely(s == NULL || cs->driver_id != openssl_driver_id ||
				s->magic != OPENSSL_ASYM_MAGIC ||
				s->family >= openssl_nb_asym_families)) {
			op->status = RTE_CRYPTO_OP_STATUS_INVALID_SESSION;
			return;
		}
		op->status = run_session_op(qp, op, s);
	} else if (op->sess_type == RTE_CRYPTO_OP_SESSIONLESS) {
		op->status = run_sessionless_op(qp, op);
	} else {
		op->status = RTE_CRYPTO_OP_STATUS_INVALID_SESSION;
	}
}
