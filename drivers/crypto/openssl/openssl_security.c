/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * rte_security lookaside protocol offload for DOCSIS: downlink is CRC
 * generation then DOCSIS BPI encryption, uplink BPI decryption then CRC
 * verification. Sessions are ordinary sessions of this driver (same slots,
 * same cipher code) with a CRC direction.
 */

#include <string.h>

#include <rte_ether.h>
#include <rte_malloc.h>
#include <rte_security_driver.h>

#include "openssl_dev.h"
#include "openssl_mbuf.h"
#include "openssl_sym.h"

static uint32_t crc32_table[256];

/* Ethernet CRC-32 (reflected polynomial 0x04C11DB7), the DOCSIS frame CRC. */
RTE_INIT(openssl_crc32_init)
{
	uint32_t i, j, c;

	for (i = 0; i < 256; i++) {
		c = i;
		for (j = 0; j < 8; j++)
			c = (c & 1) ? (c >> 1) ^ 0xEDB88320 : c >> 1;
		crc32_table[i] = c;
	}
}

static uint32_t
crc32_eth(struct rte_mbuf *m, uint32_t off, uint32_t len)
{
	struct openssl_iter it;
	uint32_t crc = UINT32_MAX, n, i;
	const uint8_t *p;

	openssl_iter_init(&it, m, off, len);
	while ((p = openssl_iter_next(&it, UINT32_MAX, &n)) != NULL)
		for (i = 0; i < n; i++)
			crc = crc32_table[(crc ^ p[i]) & 0xff] ^ (crc >> 8);
	return ~crc;
}

static void
crc_bytes(uint32_t crc, uint8_t *b)
{
	b[0] = crc;
	b[1] = crc >> 8;
	b[2] = crc >> 16;
	b[3] = crc >> 24;
}

/* The CRC region and the CRC after it lie in m (no wrap for any len). */
static bool
crc_region_ok(const struct rte_mbuf *m, uint32_t off, uint32_t len)
{
	return len <= UINT32_MAX - RTE_ETHER_CRC_LEN &&
		openssl_mbuf_range_ok(m, off, len + RTE_ETHER_CRC_LEN);
}

static uint8_t
docsis_downlink(struct openssl_args *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	uint32_t off = op->auth_off, len = op->auth_len;
	uint32_t c0 = op->cipher_off, clen = op->cipher_len;
	uint8_t crc[RTE_ETHER_CRC_LEN];

	if (len > 0) {
		/* the CRC covers the source frame; it is written into dst */
		if (!crc_region_ok(dst, off, len) || !openssl_mbuf_range_ok(src, off, len))
			return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
		crc_bytes(crc32_eth(src, off, len), crc);
		/* out of place: the CRC goes into dst, encrypted there in place */
		if (dst != src) {
			if (!openssl_mbuf_range_ok(src, c0, clen) || openssl_mbuf_transform(src,
					c0, dst, c0, clen, openssl_copy, NULL) < 0)
				return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
			src = dst;
		}
		openssl_mbuf_write(dst, off + len, RTE_ETHER_CRC_LEN, crc);
	}
	openssl_cipher_process(op, s, slot, src, dst);
	return op->status;
}

static uint8_t
docsis_uplink(struct openssl_args *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	uint32_t off = op->auth_off, len = op->auth_len;
	uint8_t want[RTE_ETHER_CRC_LEN], got[RTE_ETHER_CRC_LEN];

	if (len > 0 && !crc_region_ok(dst, off, len))
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	openssl_cipher_process(op, s, slot, src, dst);
	if (op->status != RTE_CRYPTO_OP_STATUS_NOT_PROCESSED || len == 0)
		return op->status;
	crc_bytes(crc32_eth(dst, off, len), want);
	openssl_mbuf_read(dst, off + len, RTE_ETHER_CRC_LEN, got);
	return memcmp(want, got, RTE_ETHER_CRC_LEN) == 0 ?
		RTE_CRYPTO_OP_STATUS_NOT_PROCESSED : RTE_CRYPTO_OP_STATUS_AUTH_FAILED;
}

void
openssl_docsis_process(struct openssl_args *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	if (s->docsis == OPENSSL_DOCSIS_DOWNLINK)
		op->status = docsis_downlink(op, s, slot, src, dst);
	else
		op->status = docsis_uplink(op, s, slot, src, dst);
}

static unsigned int
sec_session_get_size(void *device)
{
	return openssl_dev_session_size(device);
}

static int
sec_session_create(void *device, struct rte_security_session_conf *conf,
		struct rte_security_session *sess)
{
	struct rte_cryptodev *dev = device;
	const struct rte_crypto_sym_xform *x = conf->crypto_xform;
	struct openssl_session *s = (void *)sess->driver_priv_data;
	bool down;
	int ret;

	if (conf->action_type != RTE_SECURITY_ACTION_TYPE_LOOKASIDE_PROTOCOL ||
			conf->protocol != RTE_SECURITY_PROTOCOL_DOCSIS)
		return -ENOTSUP;
	if (x == NULL || x->type != RTE_CRYPTO_SYM_XFORM_CIPHER || x->next != NULL ||
			(x->cipher.algo != RTE_CRYPTO_CIPHER_AES_DOCSISBPI &&
			 x->cipher.algo != RTE_CRYPTO_CIPHER_DES_DOCSISBPI))
		return -ENOTSUP;
	down = conf->docsis.direction == RTE_SECURITY_DOCSIS_DOWNLINK;
	if (down != (x->cipher.op == RTE_CRYPTO_CIPHER_OP_ENCRYPT))
		return -EINVAL;
	ret = openssl_session_configure(s, openssl_dev_session_size(dev), x,
			dev->data->dev_private);
	if (ret == 0)
		s->docsis = down ? OPENSSL_DOCSIS_DOWNLINK : OPENSSL_DOCSIS_UPLINK;
	return ret;
}

static int
sec_session_destroy(void *device __rte_unused, struct rte_security_session *sess)
{
	openssl_session_clear((void *)sess->driver_priv_data);
	return 0;
}

static const struct rte_security_capability *
sec_capabilities_get(void *device)
{
	struct rte_cryptodev *dev = device;
	struct openssl_dev *od = dev->data->dev_private;

	return od->sec_caps;
}

static const struct rte_security_ops sec_ops = {
	.session_create = sec_session_create,
	.session_get_size = sec_session_get_size,
	.session_destroy = sec_session_destroy,
	.capabilities_get = sec_capabilities_get,
};

static bool
is_docsis_cap(const struct rte_cryptodev_capabilities *c)
{
	return c->op == RTE_CRYPTO_OP_TYPE_SYMMETRIC &&
		c->sym.xform_type == RTE_CRYPTO_SYM_XFORM_CIPHER &&
		(c->sym.cipher.algo == RTE_CRYPTO_CIPHER_AES_DOCSISBPI ||
		 c->sym.cipher.algo == RTE_CRYPTO_CIPHER_DES_DOCSISBPI);
}

/* The DOCSIS protocol in both directions, over the advertised BPI ciphers. */
int
openssl_security_init(struct rte_cryptodev *dev, int socket_id)
{
	struct openssl_dev *od = dev->data->dev_private;
	const struct rte_cryptodev_capabilities *c;
	struct rte_security_ctx *ctx;
	unsigned int n = 0, i;

	for (c = od->caps; c->op != RTE_CRYPTO_OP_TYPE_UNDEFINED; c++)
		n += is_docsis_cap(c);
	if (n == 0)
		return 0;	/* no BPI cipher: no DOCSIS protocol */
	od->docsis_caps = rte_zmalloc_socket("openssl_docsis_caps",
			(n + 1) * sizeof(*c), 0, socket_id);
	ctx = rte_zmalloc_socket("openssl_sec_ctx", sizeof(*ctx), 0, socket_id);
	if (od->docsis_caps == NULL || ctx == NULL) {
		rte_free(od->docsis_caps);
		rte_free(ctx);
		od->docsis_caps = NULL;
		return -ENOMEM;
	}
	n = 0;
	for (c = od->caps; c->op != RTE_CRYPTO_OP_TYPE_UNDEFINED; c++)
		if (is_docsis_cap(c))
			od->docsis_caps[n++] = *c;
	for (i = 0; i < 2; i++) {
		od->sec_caps[i].action = RTE_SECURITY_ACTION_TYPE_LOOKASIDE_PROTOCOL;
		od->sec_caps[i].protocol = RTE_SECURITY_PROTOCOL_DOCSIS;
		od->sec_caps[i].docsis.direction = i == 0 ? RTE_SECURITY_DOCSIS_DOWNLINK :
			RTE_SECURITY_DOCSIS_UPLINK;
		od->sec_caps[i].crypto_capabilities = od->docsis_caps;
	}
	od->sec_caps[2].action = RTE_SECURITY_ACTION_TYPE_NONE;
	ctx->device = dev;
	ctx->ops = &sec_ops;
	dev->security_ctx = ctx;
	dev->feature_flags |= RTE_CRYPTODEV_FF_SECURITY;
	return 0;
}

void
openssl_security_fini(struct rte_cryptodev *dev)
{
	struct openssl_dev *od = dev->data->dev_private;

	rte_free(dev->security_ctx);
	dev->security_ctx = NULL;
	rte_free(od->docsis_caps);
	od->docsis_caps = NULL;
}
