/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Synchronous CPU crypto API (rte_cryptodev_sym_cpu_crypto_process): the
 * vectors (openssl_vec.c) on the calling lcore's slot of the session, an
 * errno per buffer.
 *
 * In place, as DPDK's other CPU crypto drivers do it: librte_ipsec (and so
 * ipsec-secgw's cpu-crypto SAs) leaves vec->dest_sgl uninitialised. With the
 * devarg cpu_oop=1, a non-NULL dest_sgl is the out-of-place destination.
 */

#include <errno.h>

#include <rte_lcore.h>
#include <rte_malloc.h>

#include "openssl_dev.h"
#include "openssl_sym.h"

static int32_t
errno_of(uint8_t status)
{
	switch (status) {
	case RTE_CRYPTO_OP_STATUS_SUCCESS:
		return 0;
	case RTE_CRYPTO_OP_STATUS_AUTH_FAILED:
		return EBADMSG;
	case RTE_CRYPTO_OP_STATUS_INVALID_ARGS:
		return EINVAL;
	default:
		return EIO;
	}
}

/* Every buffer of a call that cannot be processed at all gets err. */
static uint32_t
cpu_refuse(struct rte_crypto_sym_vec *vec, int32_t err)
{
	uint32_t i;

	for (i = 0; i < vec->num; i++)
		vec->status[i] = err;
	return 0;
}

uint32_t
openssl_cpu_process(struct rte_cryptodev *dev, struct rte_cryptodev_sym_session *sess,
		union rte_crypto_sym_ofs ofs, struct rte_crypto_sym_vec *vec)
{
	struct openssl_dev *od = dev->data->dev_private;
	struct rte_pmd_openssl_qp_stats dummy, *st = &dummy;
	uint8_t *call_buf = NULL, **buf = &call_buf;	/* a non-EAL thread's: this call's */
	struct openssl_session *s;
	struct openssl_slot scratch, *slot;
	unsigned int lcore = rte_lcore_id();
	uint32_t i, ok = 0;

	if (unlikely(sess == NULL || sess->driver_id != openssl_driver_id))
		return cpu_refuse(vec, EINVAL);
	s = CRYPTODEV_GET_SYM_SESS_PRIV(sess);
	if (unlikely(s->owner_dev_id != od->dev_id && !openssl_libctx_same(s->lc, &od->lc)))
		return cpu_refuse(vec, EPERM);	/* another library context's session */
	if (lcore < RTE_MAX_LCORE) {
		st = &od->cpu_stats[lcore];
		buf = &od->cpu_scratch[lcore];
	}
	slot = openssl_slot_get_lcore(s, st, &scratch);
	if (unlikely(slot == NULL))
		return cpu_refuse(vec, EIO);
	for (i = 0; i < vec->num; i++) {
		vec->status[i] = errno_of(openssl_vec_process(s, slot, buf, ofs, vec, i,
				od->cpu_oop));
		ok += vec->status[i] == 0;
	}
	openssl_slot_put(slot, &scratch, s);
	rte_free(call_buf);	/* made only by a non-EAL thread, wiped after each use */
	return ok;
}
