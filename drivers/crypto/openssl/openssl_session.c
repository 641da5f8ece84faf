/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include <openssl/crypto.h>
#include <openssl/err.h>

#include <rte_lcore.h>

#include "openssl_compat.h"
#include "openssl_dev.h"
#include "openssl_sym.h"

/* The families of a session's chain, in chain order. */
#define FOREACH_FAMILY(f, i, s) \
	for ((i) = 0; (i) < (s)->nb_steps && ((f) = openssl_families[(s)->step[(i)]]) != NULL; \
			(i)++)

const struct openssl_algo *
openssl_algo_find(const struct openssl_algo *tbl, unsigned int n, int algo,
		uint16_t key_len)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		if (tbl[i].algo == algo && (tbl[i].key_len == 0 || tbl[i].key_len == key_len))
			return &tbl[i];
	return NULL;
}

int
openssl_key_copy(uint8_t *dst, size_t dst_size, uint16_t *dst_len, const uint8_t *key,
		uint16_t len)
{
	if (len > dst_size || (len > 0 && key == NULL))
		return -EINVAL;
	if (len > 0)
		memcpy(dst, key, len);
	*dst_len = len;
	return 0;
}

unsigned int
openssl_session_size(uint16_t nb_slots)
{
	return sizeof(struct openssl_session) + nb_slots * sizeof(struct openssl_slot);
}

/* Does the xform list have exactly the chain's transform types, in its order? */
static bool
chain_matches(const struct openssl_chain *c, const struct rte_crypto_sym_xform *x)
{
	unsigned int i;

	for (i = 0; i < OPENSSL_MAX_CHAIN && c->xforms[i] != RTE_CRYPTO_SYM_XFORM_NOT_SPECIFIED;
			i++, x = x->next)
		if (x == NULL || x->type != c->xforms[i])
			return false;
	return x == NULL;
}

/*
 * The chain row of an xform list, and its families' rows in s->step;
 * -ENOTSUP (and no steps) if no chain has these transforms.
 */
static int
chain_of(struct openssl_session *s, const struct rte_crypto_sym_xform *x)
{
	unsigned int c;
	int f;

	for (c = 0; c < openssl_nb_chains && !chain_matches(&openssl_chains[c], x); c++)
		;
	if (c == openssl_nb_chains)
		return -ENOTSUP;
	s->chain = c;
	for (; x != NULL; x = x->next) {
		f = openssl_family_index(x->type);
		if (f < 0) {
			s->nb_steps = 0;
			return -ENOTSUP;
		}
		s->step[s->nb_steps++] = f;
		s->types |= 1u << x->type;
	}
	return 0;
}

static void
slot_free(const struct openssl_session *s, struct openssl_slot *slot)
{
	const struct openssl_family *f;
	unsigned int i;

	FOREACH_FAMILY(f, i, s)
		f->ctx_free(s, slot);
	rte_atomic_store_explicit(&slot->ready, 0, rte_memory_order_relaxed);
}

/* Key fresh contexts (rekey) or clone the templates into a slot. */
static int
slot_make(const struct openssl_session *s, struct openssl_slot *slot, bool dup)
{
	const struct openssl_family *f;
	unsigned int i;
	int ret = 0;

	FOREACH_FAMILY(f, i, s) {
		ret = dup ? f->ctx_dup(s, &s->tmpl, slot) : f->ctx_new(s, slot);
		if (ret != 0)
			break;
	}
	if (ret != 0) {
		slot_free(s, slot);
		ERR_clear_error();
	}
	return ret;
}

enum openssl_dup {
	OPENSSL_DUP_UNKNOWN,
	OPENSSL_DUP_YES,
	OPENSSL_DUP_NO,
};

/* The row of a family's algorithm table a session uses. */
static const struct openssl_algo *
step_algo(const struct openssl_session *s, const struct openssl_family *f)
{
	switch (f->xform_type) {
	case RTE_CRYPTO_SYM_XFORM_CIPHER:
		return s->cipher.algo;
	case RTE_CRYPTO_SYM_XFORM_AUTH:
		return s->auth.algo;
	default:
		return s->aead.algo;
	}
}

/* Can this OpenSSL copy the contexts of step i (GCM/CCM cannot before 3.2)? */
static enum openssl_dup
step_probe_dup(const struct openssl_session *s, unsigned int i)
{
	const struct openssl_family *f = openssl_families[s->step[i]];
	struct openssl_slot probe = { 0 };
	enum openssl_dup r;

	r = f->ctx_dup(s, &s->tmpl, &probe) == 0 ? OPENSSL_DUP_YES : OPENSSL_DUP_NO;
	f->ctx_free(s, &probe);
	ERR_clear_error();
	return r;
}

/* The device's answer for step i of a session, or NULL if out of the table. */
static RTE_ATOMIC(uint8_t) *
dup_known(struct openssl_dev *od, const struct openssl_session *s, unsigned int i)
{
	const struct openssl_family *f = openssl_families[s->step[i]];
	ptrdiff_t a = step_algo(s, f) - f->algos;

	if (s->step[i] >= OPENSSL_MAX_SYM_FAMILIES || a < 0 || a >= OPENSSL_MAX_SYM_ALGOS)
		return NULL;
	return &od->sym_dup[s->step[i]][a];
}

/*
 * Can the templates be copied? The answer depends on the algorithm row and
 * the device (its library, its devargs), not on the key: each device asks
 * once per row of each family and keeps the answer.
 */
static bool
probe_dup(const struct openssl_session *s, struct openssl_dev *od)
{
	RTE_ATOMIC(uint8_t) *known;
	enum openssl_dup r;
	unsigned int i;

	for (i = 0; i < s->nb_steps; i++) {
		known = dup_known(od, s, i);
		r = known != NULL ? rte_atomic_load_explicit(known, rte_memory_order_relaxed) :
			OPENSSL_DUP_UNKNOWN;
		if (r == OPENSSL_DUP_UNKNOWN) {
			r = step_probe_dup(s, i);
			if (known != NULL)
				rte_atomic_store_explicit(known, r, rte_memory_order_relaxed);
		}
		if (r != OPENSSL_DUP_YES)
			return false;
	}
	return true;
}

/* The i-th transform of a list. */
static const struct rte_crypto_sym_xform *
xform_at(const struct rte_crypto_sym_xform *x, unsigned int i)
{
	while (i-- > 0)
		x = x->next;
	return x;
}

int
openssl_session_configure(struct openssl_session *s, size_t priv_size,
		const struct rte_crypto_sym_xform *xform, struct openssl_dev *od)
{
	const struct openssl_family *f;
	unsigned int i;
	int ret;

	if (xform == NULL || priv_size < sizeof(*s))
		return -EINVAL;
	memset(s, 0, sizeof(*s));
	ret = openssl_caps_xform_check(od, xform);
	if (ret < 0)
		return ret;
	ret = chain_of(s, xform);
	if (ret < 0)
		return ret;
	s->owner_dev_id = od->dev_id;
	s->lc = &od->lc;
	s->nb_slots = RTE_MIN((priv_size - sizeof(*s)) / sizeof(struct openssl_slot),
			(size_t)UINT16_MAX);
	/* the last rte_lcore_count() slots are the lcores' (CPU crypto), if room */
	s->nb_qp_slots = s->nb_slots > rte_lcore_count() ?
		s->nb_slots - rte_lcore_count() : s->nb_slots;
	memset(s->slots, 0, s->nb_slots * sizeof(struct openssl_slot));
	FOREACH_FAMILY(f, i, s) {
		ret = f->setup(s, xform_at(xform, i), od);
		if (ret != 0) {
			openssl_session_clear(s);
			ERR_clear_error();
			return ret;
		}
	}
	s->process = openssl_chains[s->chain].process != NULL ?
		openssl_chains[s->chain].process : openssl_families[s->step[0]]->process;
	f = openssl_families[s->step[0]];
	if (s->nb_steps == 1)
		s->run = f->shortcut != NULL ? f->shortcut(s) : NULL;
	else
		s->run = openssl_chains[s->chain].shortcut != NULL ?
			openssl_chains[s->chain].shortcut(s) : NULL;
	if (s->run == NULL)
		s->run = openssl_run_op;
	/* a session without slots (sessionless op) only uses its templates */
	s->can_dup = s->nb_slots > 0 && probe_dup(s, od);
	return 0;
}

void
openssl_session_clear(struct openssl_session *s)
{
	const struct openssl_family *f;
	unsigned int i;
	uint16_t q;

	for (q = 0; q < s->nb_slots; q++)
		if (rte_atomic_load_explicit(&s->slots[q].ready, rte_memory_order_relaxed))
			slot_free(s, &s->slots[q]);
	slot_free(s, &s->tmpl);
	FOREACH_FAMILY(f, i, s)
		f->sess_free(s);
	OPENSSL_cleanse(s, sizeof(*s));
}

static int
slot_fill(struct rte_pmd_openssl_qp_stats *st, const struct openssl_session *s,
		struct openssl_slot *slot)
{
	if (slot_make(s, slot, s->can_dup) != 0) {
		st->slot_failures++;
		return -1;
	}
	if (s->can_dup)
		st->slot_clones++;
	else
		st->slot_rekeys++;
	rte_atomic_store_explicit(&slot->ready, 1, rte_memory_order_release);
	return 0;
}

/* Slot idx (filled on first use), or contexts keyed in scratch for this op alone. */
static struct openssl_slot *
slot_at(struct openssl_session *s, uint32_t idx, struct rte_pmd_openssl_qp_stats *st,
		struct openssl_slot *scratch)
{
	struct openssl_slot *slot;

	if (likely(idx < s->nb_slots)) {
		slot = &s->slots[idx];
		if (likely(rte_atomic_load_explicit(&slot->ready, rte_memory_order_relaxed)) ||
				slot_fill(st, s, slot) == 0)
			return slot;
		return NULL;
	}
	st->fallback_ops++;
	memset(scratch, 0, sizeof(*scratch));
	if (slot_make(s, scratch, false) != 0) {
		st->slot_failures++;
		return NULL;
	}
	return scratch;
}

/*
 * The contexts this queue pair uses for this session. Normally the queue
 * pair's own slot, filled on first use. A session made on another device of
 * this driver, or with fewer slots than the device now has queue pairs, has
 * no slot that only this queue pair writes: then the op gets contexts keyed
 * for it alone in scratch (freed by openssl_slot_put()).
 */
struct openssl_slot *
openssl_slot_get_slow(struct openssl_qp *qp, struct openssl_session *s,
		struct openssl_slot *scratch)
{
	uint32_t idx = UINT32_MAX;

	if (likely(s->owner_dev_id == qp->dev_id && qp->id < s->nb_qp_slots))
		idx = qp->id;
	else if (s->owner_dev_id != qp->dev_id && !openssl_libctx_same(s->lc, &qp->od->lc))
		return NULL;	/* another library context's session: never crossed */
	return slot_at(s, idx, &qp->engine, scratch);
}

/*
 * The CPU crypto API has no queue pair: an EAL lcore uses the session's slot
 * for that lcore (one thread runs on an lcore at a time). Other threads, or a
 * session without lcore slots, take the per-op path.
 */
struct openssl_slot *
openssl_slot_get_lcore(struct openssl_session *s, struct rte_pmd_openssl_qp_stats *st,
		struct openssl_slot *scratch)
{
	int i = rte_lcore_index(rte_lcore_id());
	uint32_t idx = UINT32_MAX;

	if (likely(i >= 0))
		idx = s->nb_qp_slots + (uint32_t)i;
	return slot_at(s, idx, st, scratch);
}

void
openssl_slot_scratch_free(struct openssl_slot *scratch, const struct openssl_session *s)
{
	slot_free(s, scratch);
}

/* Transforms of the session on the provider-direct path. */
static uint8_t
openssl_session_nb_direct(const struct openssl_session *s)
{
	if (openssl_session_has(s, RTE_CRYPTO_SYM_XFORM_AEAD))
		return s->aead.direct;
	return (openssl_session_has(s, RTE_CRYPTO_SYM_XFORM_CIPHER) && s->cipher.direct) +
		(openssl_session_has(s, RTE_CRYPTO_SYM_XFORM_AUTH) && s->auth.direct);
}

RTE_EXPORT_EXPERIMENTAL_SYMBOL(rte_pmd_openssl_sym_session_info_get, 22.11)
int
rte_pmd_openssl_sym_session_info_get(void *sess,
		struct rte_pmd_openssl_sym_session_info *info)
{
	struct rte_cryptodev_sym_session *cs = sess;
	const struct openssl_session *s;
	uint16_t q;

	if (cs == NULL || info == NULL)
		return -EINVAL;
	if (cs->driver_id != openssl_driver_id)
		return -ENOTSUP;
	s = CRYPTODEV_GET_SYM_SESS_PRIV(cs);
	memset(info, 0, sizeof(*info));
	info->nb_slots = s->nb_qp_slots;
	info->nb_lcore_slots = s->nb_slots - s->nb_qp_slots;
	info->owner_dev_id = s->owner_dev_id;
	info->nb_direct = openssl_session_nb_direct(s);
	for (q = 0; q < s->nb_slots; q++) {
		if (!rte_atomic_load_explicit(&s->slots[q].ready, rte_memory_order_relaxed))
			continue;
		if (q >= s->nb_qp_slots) {
			info->nb_lcore_filled++;
			continue;
		}
		info->nb_filled++;
		if (q < 64)
			info->filled_mask |= UINT64_C(1) << q;
	}
	return 0;
}
