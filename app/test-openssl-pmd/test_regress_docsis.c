/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The regress suite, DOCSIS protocol offload (rte_security): a CRC region
 * whose length wraps the range check, and, out of place, a CRC region past
 * the end of the source, must give INVALID_ARGS and leave the frames alone.
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <rte_security.h>

#include <tc_run.h>

#include "regress.h"

#define FRAME_LEN	96
#define CIPHER_OFF	12	/* after the Ethernet addresses */

static const uint8_t bpi_key[16] = "docsis bpi key!";

static void *
docsis_session(uint8_t dev, bool downlink, struct rte_crypto_sym_xform *x)
{
	struct rte_security_session_conf conf = {
		.action_type = RTE_SECURITY_ACTION_TYPE_LOOKASIDE_PROTOCOL,
		.protocol = RTE_SECURITY_PROTOCOL_DOCSIS,
		.docsis = { .direction = downlink ? RTE_SECURITY_DOCSIS_DOWNLINK :
			RTE_SECURITY_DOCSIS_UPLINK },
		.crypto_xform = x,
	};
	void *ctx = rte_cryptodev_get_sec_ctx(dev);

	*x = (struct rte_crypto_sym_xform){
		.type = RTE_CRYPTO_SYM_XFORM_CIPHER,
		.cipher = { .algo = RTE_CRYPTO_CIPHER_AES_DOCSISBPI, .key = { bpi_key, 16 },
			.op = downlink ? RTE_CRYPTO_CIPHER_OP_ENCRYPT :
				RTE_CRYPTO_CIPHER_OP_DECRYPT,
			.iv = { TC_IV_OFFSET, 16 } },
	};
	return ctx != NULL ? rte_security_session_create(ctx, &conf, env.pools.sess) : NULL;
}

static struct rte_mbuf *
frame(uint32_t len, uint8_t seed)
{
	struct rte_mbuf *m = rte_pktmbuf_alloc(env.pools.mbuf);
	uint8_t *p = m != NULL ? (uint8_t *)rte_pktmbuf_append(m, len) : NULL;
	uint32_t i;

	if (p == NULL) {
		rte_pktmbuf_free(m);
		return NULL;
	}
	for (i = 0; i < len; i++)
		p[i] = (uint8_t)(seed + i);
	return m;
}

static bool
frame_is(struct rte_mbuf *m, uint32_t len, uint8_t seed)
{
	const uint8_t *p = rte_pktmbuf_mtod(m, const uint8_t *);
	uint32_t i;

	for (i = 0; i < len; i++)
		if (p[i] != (uint8_t)(seed + i))
			return false;
	return true;
}

struct docsis_case {
	const char *name;
	bool downlink;
	uint32_t src_len, dst_len;	/* dst_len 0: in place */
	uint32_t crc_off, crc_len;
	uint32_t cipher_len;
};

static const struct docsis_case docsis_cases[] = {
	/* offset + length + 4 wraps to 0: the old check passed, the CRC went to byte 0 */
	{ "downlink/crc-length-wraps", true, FRAME_LEN, 0, 4, UINT32_MAX - 3, 32 },
	{ "uplink/crc-length-wraps", false, FRAME_LEN, 0, 4, UINT32_MAX - 3, 32 },
	{ "downlink/crc-length-max", true, FRAME_LEN, 0, 0, UINT32_MAX, 32 },
	/* out of place: the CRC region fits the destination, not the source */
	{ "downlink/oop/crc-past-source", true, 64, FRAME_LEN, 0, 80, 32 },
};

static int
docsis_bad(uint8_t dev, const struct docsis_case *t, char *why, size_t wn)
{
	struct rte_crypto_op *op = rte_crypto_op_alloc(env.pools.op,
			RTE_CRYPTO_OP_TYPE_SYMMETRIC);
	struct rte_mbuf *src = frame(t->src_len, 1), *dst = NULL;
	struct rte_crypto_sym_xform x;
	void *s = docsis_session(dev, t->downlink, &x);
	bool sent = false;
	int status = -1;

	if (t->dst_len != 0)
		dst = frame(t->dst_len, 2);
	if (op != NULL && src != NULL && s != NULL && (t->dst_len == 0 || dst != NULL)) {
		memset(rte_crypto_op_ctod_offset(op, uint8_t *, TC_IV_OFFSET), 7, 16);
		rte_security_attach_session(op, s);
		op->sym->m_src = src;
		op->sym->m_dst = dst;
		op->sym->auth.data.offset = t->crc_off;
		op->sym->auth.data.length = t->crc_len;
		op->sym->cipher.data.offset = CIPHER_OFF;
		op->sym->cipher.data.length = t->cipher_len;
		status = tc_run_one(dev, 0, op);
		sent = status >= 0;
	}
	sent = sent && frame_is(src, t->src_len, 1) && (dst == NULL ||
			frame_is(dst, t->dst_len, 2));
	if (s != NULL)
		rte_security_session_destroy(rte_cryptodev_get_sec_ctx(dev), s);
	rte_pktmbuf_free(src);
	rte_pktmbuf_free(dst);
	rte_crypto_op_free(op);
	TC_EXPECT(s != NULL, "no DOCSIS session");
	TC_EXPECT(status == RTE_CRYPTO_OP_STATUS_INVALID_ARGS, "status %d, want INVALID_ARGS",
			status);
	TC_EXPECT(sent, "a frame was changed");
	return 0;
}

void
reg_docsis_cases(uint8_t dev)
{
	struct rte_crypto_sym_xform bpi = { .type = RTE_CRYPTO_SYM_XFORM_CIPHER,
		.cipher.algo = RTE_CRYPTO_CIPHER_AES_DOCSISBPI };
	char name[96], why[WHY_LEN] = "";
	unsigned int i;

	for (i = 0; i < RTE_DIM(docsis_cases); i++) {
		snprintf(name, sizeof(name), "regress/docsis/%s", docsis_cases[i].name);
		if (xform_lacked(dev, &bpi, name))
			continue;
		tc_current(name);
		tc_result(name, docsis_bad(dev, &docsis_cases[i], why, sizeof(why)), why);
	}
}
