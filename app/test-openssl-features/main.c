/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * dpdk-test-openssl-features: open a crypto device (by default the
 * crypto_openssl vdev) and print, as JSON, what it advertises: feature flags,
 * symmetric and asymmetric capabilities, and its session sizes, with the
 * facts of this program's DPDK and OpenSSL (facts.c).
 * devtools/check-features.py compares that with the features .ini.
 *
 *   dpdk-test-openssl-features <EAL args> --vdev crypto_openssl -- \
 *           [--name crypto_openssl] [--out FILE]
 *
 * EAL logs go to stderr, the JSON to stdout (or FILE).
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_common.h>
#include <rte_cryptodev.h>
#include <rte_eal.h>
#include <rte_log.h>
#include <rte_version.h>

#include <tc_compat.h>
#include <tc_eal.h>
#include <tc_names.h>
#include <tc_parse.h>

#include "facts.h"

/* Bits of rte_cryptodev_asymmetric_xform_capability.op_types. */
static const char *const asym_op_names[] = {
	[RTE_CRYPTO_ASYM_OP_ENCRYPT] = "encrypt",
	[RTE_CRYPTO_ASYM_OP_DECRYPT] = "decrypt",
	[RTE_CRYPTO_ASYM_OP_SIGN] = "sign",
	[RTE_CRYPTO_ASYM_OP_VERIFY] = "verify",
};

/* Diffie-Hellman's op_types use the key-exchange enum instead. */
static const char *const asym_ke_names[] = {
	[RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE] = "priv_key_generate",
	[RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE] = "pub_key_generate",
	[RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE] = "shared_secret_compute",
	[RTE_CRYPTO_ASYM_KE_PUB_KEY_VERIFY] = "pub_key_verify",
};

/* ML-KEM's and ML-DSA's op_types use their own enums (DPDK 25.11 on). */
#if TC_ASYM_HAVE_PQC
static const char *const mlkem_op_names[] = {
	[RTE_CRYPTO_ML_KEM_OP_KEYGEN] = "keygen",
	[RTE_CRYPTO_ML_KEM_OP_KEYVER] = "keyver",
	[RTE_CRYPTO_ML_KEM_OP_ENCAP] = "encap",
	[RTE_CRYPTO_ML_KEM_OP_DECAP] = "decap",
};

static const char *const mldsa_op_names[] = {
	[RTE_CRYPTO_ML_DSA_OP_KEYGEN] = "keygen",
	[RTE_CRYPTO_ML_DSA_OP_SIGN] = "sign",
	[RTE_CRYPTO_ML_DSA_OP_VERIFY] = "verify",
};
#endif

void
jw_sep(struct jw *w)
{
	if (!w->first)
		fputs(",", w->f);
	w->first = 0;
}

void
json_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; s != NULL && *s != '\0'; s++) {
		if (*s == '"' || *s == '\\')
			fprintf(f, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(f, "\\u%04x", *s);
		else
			fputc(*s, f);
	}
	fputc('"', f);
}

static void
json_name(FILE *f, const char *s, unsigned int id)
{
	char buf[32];

	if (s != NULL) {
		json_str(f, s);
		return;
	}
	snprintf(buf, sizeof(buf), "unknown-%u", id);
	json_str(f, buf);
}

static void
json_range(FILE *f, const char *key, const struct rte_crypto_param_range *r)
{
	fprintf(f, ", \"%s\": {\"min\": %u, \"max\": %u, \"increment\": %u}",
		key, r->min, r->max, r->increment);
}

static void
print_flags(FILE *f, uint64_t flags)
{
	struct jw w = { f, 1 };
	unsigned int bit;

	fprintf(f, "  \"feature_flags_mask\": \"0x%016" PRIx64 "\",\n", flags);
	fputs("  \"feature_flags\": [", f);
	for (bit = 0; bit < 64; bit++) {
		uint64_t flag = UINT64_C(1) << bit;

		if ((flags & flag) == 0)
			continue;
		jw_sep(&w);
		fprintf(f, "\n    {\"bit\": %u, \"name\": ", bit);
		json_name(f, rte_cryptodev_get_feature_name(flag), bit);
		fputs("}", f);
	}
	fputs("\n  ],\n", f);
}

static void
print_sym_cap(FILE *f, const struct rte_cryptodev_symmetric_capability *c)
{
	switch (c->xform_type) {
	case RTE_CRYPTO_SYM_XFORM_CIPHER:
		fputs("{\"xform\": \"cipher\", \"algo\": ", f);
		json_name(f, tc_cipher_name(c->cipher.algo), c->cipher.algo);
		fprintf(f, ", \"algo_id\": %d, \"block_size\": %u",
			c->cipher.algo, c->cipher.block_size);
		json_range(f, "key_size", &c->cipher.key_size);
		json_range(f, "iv_size", &c->cipher.iv_size);
		fprintf(f, ", \"dataunit_set\": %u}", c->cipher.dataunit_set);
		break;
	case RTE_CRYPTO_SYM_XFORM_AUTH:
		fputs("{\"xform\": \"auth\", \"algo\": ", f);
		json_name(f, tc_auth_name(c->auth.algo), c->auth.algo);
		fprintf(f, ", \"algo_id\": %d, \"block_size\": %u",
			c->auth.algo, c->auth.block_size);
		json_range(f, "key_size", &c->auth.key_size);
		json_range(f, "digest_size", &c->auth.digest_size);
		json_range(f, "aad_size", &c->auth.aad_size);
		json_range(f, "iv_size", &c->auth.iv_size);
		fputs("}", f);
		break;
	case RTE_CRYPTO_SYM_XFORM_AEAD:
		fputs("{\"xform\": \"aead\", \"algo\": ", f);
		json_name(f, tc_aead_name(c->aead.algo), c->aead.algo);
		fprintf(f, ", \"algo_id\": %d, \"block_size\": %u",
			c->aead.algo, c->aead.block_size);
		json_range(f, "key_size", &c->aead.key_size);
		json_range(f, "digest_size", &c->aead.digest_size);
		json_range(f, "aad_size", &c->aead.aad_size);
		json_range(f, "iv_size", &c->aead.iv_size);
		fputs("}", f);
		break;
	default:
		fprintf(f, "{\"xform\": \"unknown-%d\"}", c->xform_type);
		break;
	}
}

/*
 * A transform's name; 24.11 names neither ECDH nor EdDSA, 25.11 has ML-KEM
 * and ML-DSA without naming them.
 */
static const char *
asym_name(int type)
{
	const char *name = tc_asym_name(type);

	if (name == NULL && type == RTE_CRYPTO_ASYM_XFORM_ECDH)
		name = "ecdh";
#if TC_ASYM_HAVE_ECX
	if (name == NULL && type == RTE_CRYPTO_ASYM_XFORM_EDDSA)
		name = "eddsa";
#endif
#if TC_ASYM_HAVE_PQC
	if (name == NULL && type == RTE_CRYPTO_ASYM_XFORM_ML_KEM)
		name = "ml-kem";
	if (name == NULL && type == RTE_CRYPTO_ASYM_XFORM_ML_DSA)
		name = "ml-dsa";
#endif
	return name;
}

static void
print_asym_cap(FILE *f, const struct rte_cryptodev_asymmetric_xform_capability *c)
{
	const char *const *names = asym_op_names;
	unsigned int nb_names = RTE_DIM(asym_op_names);
	struct jw w = { f, 1 };
	unsigned int bit;

	if (c->xform_type == RTE_CRYPTO_ASYM_XFORM_DH ||
			c->xform_type == RTE_CRYPTO_ASYM_XFORM_ECDH) {
		names = asym_ke_names;
		nb_names = RTE_DIM(asym_ke_names);
	}
#if TC_ASYM_HAVE_PQC
	if (c->xform_type == RTE_CRYPTO_ASYM_XFORM_ML_KEM) {
		names = mlkem_op_names;
		nb_names = RTE_DIM(mlkem_op_names);
	} else if (c->xform_type == RTE_CRYPTO_ASYM_XFORM_ML_DSA) {
		names = mldsa_op_names;
		nb_names = RTE_DIM(mldsa_op_names);
	}
#endif
	fputs("{\"xform\": ", f);
	json_name(f, asym_name(c->xform_type), c->xform_type);
	fprintf(f, ", \"xform_id\": %d, \"op_types_mask\": %u, \"op_types\": [",
		c->xform_type, c->op_types);
	for (bit = 0; bit < 32; bit++) {
		if ((c->op_types & (UINT32_C(1) << bit)) == 0)
			continue;
		jw_sep(&w);
		json_name(f, bit < nb_names ? names[bit] : NULL, bit);
	}
	fputs("]", f);
	json_range(f, "modlen", &c->modlen);
	fputs("}", f);
}

static void
print_caps(FILE *f, const struct rte_cryptodev_capabilities *caps)
{
	const struct rte_cryptodev_capabilities *c;
	struct jw w = { f, 1 };

	fputs("  \"symmetric\": [", f);
	for (c = caps; c != NULL && c->op != RTE_CRYPTO_OP_TYPE_UNDEFINED; c++) {
		if (c->op != RTE_CRYPTO_OP_TYPE_SYMMETRIC)
			continue;
		jw_sep(&w);
		fputs("\n    ", f);
		print_sym_cap(f, &c->sym);
	}
	fputs("\n  ],\n  \"asymmetric\": [", f);
	w.first = 1;
	for (c = caps; c != NULL && c->op != RTE_CRYPTO_OP_TYPE_UNDEFINED; c++) {
		if (c->op != RTE_CRYPTO_OP_TYPE_ASYMMETRIC)
			continue;
		jw_sep(&w);
		fputs("\n    ", f);
		print_asym_cap(f, &c->asym.xform_capa);
	}
	fputs("\n  ],\n", f);
}

/* Session private size for nb_qp configured queue pairs (-1 on error). */
static long
sym_size_with_qps(uint8_t dev_id, int socket, uint16_t nb_qp)
{
	struct rte_cryptodev_config conf = {
		.socket_id = socket,
		.nb_queue_pairs = nb_qp,
	};

	if (rte_cryptodev_configure(dev_id, &conf) != 0)
		return -1;
	return (long)rte_cryptodev_sym_get_private_session_size(dev_id);
}

/*
 * Sizes before any configure, then with 1 and the maximum queue pairs: the
 * driver's session size is expected to follow the configured count.
 */
static void
print_sizes(FILE *f, uint8_t dev_id, const struct rte_cryptodev_info *info)
{
	int socket = rte_cryptodev_socket_id(dev_id);
	unsigned int max_qp = info->max_nb_queue_pairs;

	if (socket < 0)
		socket = 0;
	fprintf(f, "  \"sym_session_private_size\": {\"unconfigured\": %u",
		rte_cryptodev_sym_get_private_session_size(dev_id));
	fprintf(f, ", \"nb_qp_1\": %ld", sym_size_with_qps(dev_id, socket, 1));
	fprintf(f, ", \"nb_qp_max\": %ld},\n",
		max_qp > 0 ? sym_size_with_qps(dev_id, socket, max_qp) : -1L);
	fprintf(f, "  \"asym_session_private_size\": %u\n",
		rte_cryptodev_asym_get_private_session_size(dev_id));
}

static int
parse_args(int argc, char **argv, const char **name, const char **out)
{
	const struct tc_opt opts[] = {
		{ "name", "DEVICE", "the device (default crypto_openssl)",
			TC_OPT_STR, name, 0, NULL },
		{ "out", "FILE", "the JSON to FILE (default stdout)", TC_OPT_STR, out, 0, NULL },
		{ NULL },
	};

	return tc_opts_parse(argc, argv, opts, "<EAL args> -- [OPTION...]");
}

int
main(int argc, char **argv)
{
	const char *name = "crypto_openssl";
	const char *out = NULL;
	struct rte_cryptodev_info info;
	FILE *f = stdout;
	int dev_id, ret;

	/* keep stdout for the JSON */
	rte_openlog_stream(stderr);
	tc_eal_init(&argc, &argv);
	ret = parse_args(argc, argv, &name, &out);
	if (ret != 0) {
		ret = ret < 0 ? 2 : 0;
		goto out;
	}

	dev_id = rte_cryptodev_get_dev_id(name);
	if (dev_id < 0) {
		fprintf(stderr, "no crypto device named %s (give --vdev %s)\n", name, name);
		ret = 1;
		goto out;
	}
	rte_cryptodev_info_get(dev_id, &info);

	if (out != NULL) {
		f = fopen(out, "w");
		if (f == NULL) {
			fprintf(stderr, "cannot write %s: %s\n", out, strerror(errno));
			ret = 1;
			goto out;
		}
	}
	fputs("{\n  \"device\": ", f);
	json_str(f, name);
	fprintf(f, ",\n  \"dev_id\": %d,\n  \"driver_name\": ", dev_id);
	json_str(f, info.driver_name);
	fprintf(f, ",\n  \"driver_id\": %u,\n  \"max_nb_queue_pairs\": %u,\n",
		info.driver_id, info.max_nb_queue_pairs);
	fprintf(f, "  \"max_nb_sessions\": %u,\n", info.sym.max_nb_sessions);
	fprintf(f, "  \"dpdk_version\": \"%d.%d\",\n", RTE_VER_YEAR, RTE_VER_MONTH);
	print_flags(f, info.feature_flags);
	print_facts(f);
	print_caps(f, info.capabilities);
	print_sizes(f, dev_id, &info);
	fputs("}\n", f);
	ret = 0;
	if (f != stdout && fclose(f) != 0)
		ret = 1;
	rte_cryptodev_close(dev_id);
out:
	rte_eal_cleanup();
	return ret;
}
