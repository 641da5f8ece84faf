/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include <bus_vdev_driver.h>
#include <rte_kvargs.h>
#include <rte_malloc.h>

#include "openssl_dev.h"

#define ARG_MAX_QPS	"max_nb_queue_pairs"
#define ARG_SOCKET_ID	"socket_id"
#define ARG_EVP_MAC	"evp_mac"
#define ARG_RAW_DP	"raw_dp"
#define ARG_CPU_OOP	"cpu_oop"
#define ARG_MODEX_VARTIME	"modex_vartime"
#define ARG_PLAIN_EVP	"plain_evp"
#define ARG_PROVIDERS	"providers"
#define ARG_PROPQ	"propq"
#define ARG_OPENSSL_CONF	"openssl_conf"

/* Longest value of a string devarg (a configuration file's path). */
#define OPENSSL_DEVARG_STR_LEN	4096

/* The standard cryptodev arguments, and this driver's own. */
struct openssl_devargs {
	struct rte_cryptodev_pmd_init_params init;
	bool evp_mac;
	bool raw_dp;
	bool cpu_oop;
	bool modex_vartime;
	/* providers, propq, openssl_conf: empty when not given */
	char providers[256];
	char propq[256];
	char conf[OPENSSL_DEVARG_STR_LEN];
	bool plain_evp;
};

uint8_t openssl_driver_id;

static const char *const valid_args[] = {
	ARG_MAX_QPS,
	ARG_SOCKET_ID,
	ARG_EVP_MAC,
	ARG_RAW_DP,
	ARG_CPU_OOP,
	ARG_MODEX_VARTIME,
	ARG_PLAIN_EVP,
	ARG_PROVIDERS,
	ARG_OPENSSL_CONF,	/* propq: taken out before (propq_take) */
	NULL
};

/* A decimal integer in [min, max], nothing else. */
static int
parse_uint(const char *key, const char *value, void *opaque)
{
	unsigned long *range = opaque;	/* min, max, result */
	unsigned long v;
	char *end;

	errno = 0;
	v = strtoul(value, &end, 10);
	if (errno != 0 || end == value || *end != '\0' || value[0] == '-' ||
			v < range[0] || v > range[1]) {
		OPENSSL_LOG(ERR, "devarg %s=%s: not an integer in [%" PRIu64 ", %" PRIu64 "]",
			key, value, (uint64_t)range[0], (uint64_t)range[1]);
		return -EINVAL;
	}
	range[2] = v;
	return 0;
}

static int
parse_one(struct rte_kvargs *kv, const char *key, unsigned long min, unsigned long max,
		unsigned long *out)
{
	unsigned long range[3] = { min, max, *out };

	if (rte_kvargs_count(kv, key) == 0)
		return 0;
	if (rte_kvargs_count(kv, key) > 1) {
		OPENSSL_LOG(ERR, "devarg %s given more than once", key);
		return -EINVAL;
	}
	if (rte_kvargs_process(kv, key, parse_uint, range) != 0)
		return -EINVAL;
	*out = range[2];
	return 0;
}

/* Where a string devarg goes. */
struct devarg_str {
	char *buf;
	size_t size;
};

/* A string value: not empty, and short enough for its buffer. */
static int
parse_str(const char *key, const char *value, void *opaque)
{
	struct devarg_str *d = opaque;

	if (value == NULL || value[0] == '\0' || strlen(value) >= d->size) {
		OPENSSL_LOG(ERR, "devarg %s: empty, or longer than %zu bytes", key, d->size - 1);
		return -EINVAL;
	}
	strlcpy(d->buf, value, d->size);
	return 0;
}

static int
parse_string(struct rte_kvargs *kv, const char *key, char *buf, size_t size)
{
	struct devarg_str d = { .buf = buf, .size = size };

	if (rte_kvargs_count(kv, key) == 0)
		return 0;
	if (rte_kvargs_count(kv, key) > 1) {
		OPENSSL_LOG(ERR, "devarg %s given more than once", key);
		return -EINVAL;
	}
	return rte_kvargs_process(kv, key, parse_str, &d) != 0 ? -EINVAL : 0;
}

static int
parse_kvargs(const char *args, struct openssl_devargs *da)
{
	struct rte_cryptodev_pmd_init_params *p = &da->init;
	unsigned long qps = p->max_nb_queue_pairs, socket = (unsigned long)p->socket_id;
	unsigned long evp_mac = da->evp_mac, raw_dp = da->raw_dp, cpu_oop = da->cpu_oop;
	unsigned long vartime = da->modex_vartime, plain_evp = da->plain_evp;
	struct rte_kvargs *kv;
	int ret;

	if (args == NULL || args[0] == '\0')
		return 0;
	kv = rte_kvargs_parse(args, valid_args);
	if (kv == NULL) {
		OPENSSL_LOG(ERR, "bad devargs \"%s\": known keys are %s, %s, %s, %s, %s, %s, "
			"%s, %s, %s, %s", args, ARG_MAX_QPS, ARG_SOCKET_ID, ARG_EVP_MAC, ARG_RAW_DP,
			ARG_CPU_OOP, ARG_MODEX_VARTIME, ARG_PROVIDERS, ARG_PROPQ, ARG_OPENSSL_CONF,
			ARG_PLAIN_EVP);
		return -EINVAL;
	}
	ret = parse_one(kv, ARG_MAX_QPS, 1, OPENSSL_PMD_MAX_QPS, &qps);
	if (ret == 0)
		ret = parse_one(kv, ARG_SOCKET_ID, 0, RTE_MAX_NUMA_NODES - 1, &socket);
	if (ret == 0)
		ret = parse_one(kv, ARG_EVP_MAC, 0, 1, &evp_mac);
	if (ret == 0)
		ret = parse_one(kv, ARG_RAW_DP, 0, 1, &raw_dp);
	if (ret == 0)
		ret = parse_one(kv, ARG_CPU_OOP, 0, 1, &cpu_oop);
	if (ret == 0)
		ret = parse_one(kv, ARG_MODEX_VARTIME, 0, 1, &vartime);
	if (ret == 0)
		ret = parse_one(kv, ARG_PLAIN_EVP, 0, 1, &plain_evp);
	if (ret == 0)
		ret = parse_string(kv, ARG_PROVIDERS, da->providers, sizeof(da->providers));
	if (ret == 0)
		ret = parse_string(kv, ARG_OPENSSL_CONF, da->conf, sizeof(da->conf));
	rte_kvargs_free(kv);
	p->max_nb_queue_pairs = qps;
	p->socket_id = (int)socket;
	da->evp_mac = evp_mac != 0;
	da->raw_dp = raw_dp != 0;
	da->cpu_oop = cpu_oop != 0;
	da->modex_vartime = vartime != 0;
	da->plain_evp = plain_evp != 0;
	return ret;
}

/*
 * The propq pair, taken out of the devargs before rte_kvargs sees them:
 * rte_kvargs (DPDK 22.11 to 26.07) ends a key at every '=', so a value
 * holding one ("propq=fips=yes") would become another key. The value runs
 * to the next ',', or, in brackets, to the matching ']' (a query of several
 * clauses: "propq=[fips=yes,provider=fips]"). The other pairs go to rest.
 */
static int
propq_take(const char *args, char *rest, char *propq, size_t propq_size)
{
	const size_t klen = strlen(ARG_PROPQ "=");
	const char *p = args, *v, *end;
	size_t n = 0, vlen;

	rest[0] = propq[0] = '\0';
	while (*p != '\0') {
		end = p + strcspn(p, ",");
		if (strncmp(p, ARG_PROPQ "=", klen) != 0) {
			if (n > 0)
				rest[n++] = ',';
			memcpy(rest + n, p, end - p);	/* rest is as long as args */
			n += end - p;
			rest[n] = '\0';
		} else {
			if (propq[0] != '\0')
				return -EINVAL;	/* given twice */
			v = p + klen;
			if (*v == '[') {
				end = strchr(v, ']');
				if (end == NULL || (end[1] != ',' && end[1] != '\0'))
					return -EINVAL;
				vlen = end++ - ++v;
			} else {
				vlen = end - v;
			}
			if (vlen == 0 || vlen >= propq_size)
				return -EINVAL;
			memcpy(propq, v, vlen);
			propq[vlen] = '\0';
		}
		p = *end == ',' ? end + 1 : end;
	}
	return 0;
}

static int
parse_devargs(const char *args, struct openssl_devargs *da)
{
	char *rest;
	int ret;

	if (args == NULL || args[0] == '\0')
		return 0;
	rest = malloc(strlen(args) + 1);
	if (rest == NULL)
		return -ENOMEM;
	ret = propq_take(args, rest, da->propq, sizeof(da->propq));
	if (ret != 0)
		OPENSSL_LOG(ERR, "devarg %s: given twice, empty, longer than %zu bytes, or "
			"a '[' without its ']' in \"%s\"", ARG_PROPQ, sizeof(da->propq) - 1, args);
	else
		ret = parse_kvargs(rest, da);
	free(rest);
	return ret;
}

static const char *
devarg_or_null(const char *v)
{
	return v[0] == '\0' ? NULL : v;
}

/* Is there a capability other than the NULL cipher and the NULL auth? */
static bool
caps_useful(const struct rte_cryptodev_capabilities *c)
{
	for (; c->op != RTE_CRYPTO_OP_TYPE_UNDEFINED; c++) {
		if (c->op != RTE_CRYPTO_OP_TYPE_SYMMETRIC)
			return true;
		if (!(c->sym.xform_type == RTE_CRYPTO_SYM_XFORM_CIPHER &&
				c->sym.cipher.algo == RTE_CRYPTO_CIPHER_NULL) &&
				!(c->sym.xform_type == RTE_CRYPTO_SYM_XFORM_AUTH &&
				c->sym.auth.algo == RTE_CRYPTO_AUTH_NULL))
			return true;
	}
	return false;
}

/*
 * The device's library context, what it can do and its capabilities, made
 * before the device: a provider that does not load or fails its self-tests,
 * or a context that can do nothing, creates nothing.
 */
static int
openssl_context(const char *name, const struct openssl_devargs *da, struct openssl_libctx *lc,
		struct openssl_lib_info *lib, struct rte_cryptodev_capabilities **caps)
{
	int ret;

	ret = openssl_libctx_init(lc, name, devarg_or_null(da->providers),
			devarg_or_null(da->propq), devarg_or_null(da->conf));
	if (ret != 0)
		return ret;
	if (openssl_lib_init(lib, lc) != 0) {
		openssl_libctx_fini(lc);
		return -ENOTSUP;
	}
	*caps = openssl_caps_build(lc, lib, da->init.socket_id);
	if (*caps == NULL) {
		openssl_libctx_fini(lc);
		return -ENOMEM;
	}
	if (!caps_useful(*caps)) {
		OPENSSL_LOG(ERR, "%s: not created: providers %s with property query \"%s\" "
			"offer no algorithm the driver serves", name, lc->desc,
			lc->propq != NULL ? lc->propq : "");
		rte_free(*caps);
		openssl_libctx_fini(lc);
		return -ENOTSUP;
	}
	return 0;
}

static int
openssl_create(const char *name, struct rte_vdev_device *vdev, struct openssl_devargs *da)
{
	struct rte_cryptodev_pmd_init_params *params = &da->init;
	struct rte_cryptodev_capabilities *caps;
	struct openssl_lib_info lib;
	struct openssl_libctx lc;
	struct rte_cryptodev *dev;
	struct openssl_dev *od;
	int ret;

	ret = openssl_context(name, da, &lc, &lib, &caps);
	if (ret != 0)
		return ret;
	dev = rte_cryptodev_pmd_create(name, &vdev->device, params);
	if (dev == NULL) {
		rte_free(caps);
		openssl_libctx_fini(&lc);
		return -ENODEV;
	}
	od = dev->data->dev_private;
	od->max_nb_qps = params->max_nb_queue_pairs;
	od->dev_id = dev->data->dev_id;
	/* FIPS device: HMAC and CMAC are the provider's (EVP_MAC), not the driver's */
	od->evp_mac = da->evp_mac || lc.fips;
	od->raw_dp = da->raw_dp;
	od->cpu_oop = da->cpu_oop;
	od->modex_vartime = da->modex_vartime;
	od->lc = lc;
	od->lib = lib;
	od->caps = caps;
	od->plain_evp = da->plain_evp;
	pthread_mutex_init(&od->prov_store.lock, NULL);
	od->prov = &od->prov_store;
	dev->driver_id = openssl_driver_id;
	dev->dev_ops = od->raw_dp ? &openssl_pmd_ops_raw : &openssl_pmd_ops;
	dev->enqueue_burst = openssl_enqueue_burst;
	dev->dequeue_burst = openssl_dequeue_burst;
	dev->feature_flags = RTE_CRYPTODEV_FF_SYMMETRIC_CRYPTO |
		RTE_CRYPTODEV_FF_SYM_OPERATION_CHAINING |
		RTE_CRYPTODEV_FF_IN_PLACE_SGL |
		RTE_CRYPTODEV_FF_OOP_SGL_IN_SGL_OUT |
		RTE_CRYPTODEV_FF_OOP_SGL_IN_LB_OUT |
		RTE_CRYPTODEV_FF_OOP_LB_IN_SGL_OUT |
		RTE_CRYPTODEV_FF_OOP_LB_IN_LB_OUT |
		RTE_CRYPTODEV_FF_DIGEST_ENCRYPTED |
		RTE_CRYPTODEV_FF_CIPHER_MULTIPLE_DATA_UNITS |
		(od->raw_dp ? RTE_CRYPTODEV_FF_SYM_RAW_DP : RTE_CRYPTODEV_FF_SYM_CPU_CRYPTO) |
		RTE_CRYPTODEV_FF_SYM_SESSIONLESS;
	if (lib.nb_asym_ok > 0)
		dev->feature_flags |= RTE_CRYPTODEV_FF_ASYMMETRIC_CRYPTO |
			RTE_CRYPTODEV_FF_ASYM_SESSIONLESS;
	if (lib.asym_ok[0])	/* RSA */
		dev->feature_flags |= RTE_CRYPTODEV_FF_RSA_PRIV_OP_KEY_EXP |
			RTE_CRYPTODEV_FF_RSA_PRIV_OP_KEY_QT;
	if (openssl_security_init(dev, params->socket_id) != 0) {
		pthread_mutex_destroy(&od->prov_store.lock);
		rte_free(od->caps);
		openssl_libctx_fini(&od->lc);
		rte_cryptodev_pmd_destroy(dev);
		return -ENOMEM;
	}
	rte_cryptodev_pmd_probing_finish(dev);

	OPENSSL_LOG(INFO, "crypto_openssl per-qp EVP PMD v%s: %s on %s "
		"(max_nb_queue_pairs=%u, socket_id=%d, evp_mac=%d, raw_dp=%d, cpu_oop=%d, "
		"modex_vartime=%d, plain_evp=%d, "
		"MAC restart: HMAC %s, CMAC %s; GCM IV by %s)",
		OPENSSL_PMD_VERSION, name, lib.version, od->max_nb_qps, params->socket_id,
		od->evp_mac, od->raw_dp, od->cpu_oop, od->modex_vartime, od->plain_evp,
		lib.hmac_reinit_ok ? "in place" : "with key",
		lib.cmac_reinit_ok ? "in place" : "with key",
		lib.gcm_iv_param ? "OSSL_PARAM" : "EVP_CipherInit_ex");
	OPENSSL_LOG(INFO, "%s: providers: %s; property query: %s%s%s", name, od->lc.desc,
		od->lc.propq != NULL ? od->lc.propq : "none",
		da->conf[0] != '\0' ? "; configuration: " : "", da->conf);
	if (od->lc.fips)
		OPENSSL_LOG(INFO, "%s: FIPS device: every algorithm from the FIPS provider, "
			"nothing computed by the driver or libcrypto outside it", name);
	return 0;
}

static int
openssl_probe(struct rte_vdev_device *vdev)
{
	struct openssl_devargs da = {
		.init = {
			.name = "",
			.private_data_size = sizeof(struct openssl_dev),
			.socket_id = (int)rte_socket_id(),
			.max_nb_queue_pairs = OPENSSL_PMD_DEFAULT_MAX_QPS,
		},
		.evp_mac = false,
	};
	const char *name = rte_vdev_device_name(vdev);
	int ret;

	if (name == NULL)
		return -EINVAL;
	ret = parse_devargs(rte_vdev_device_args(vdev), &da);
	if (ret != 0) {
		OPENSSL_LOG(ERR, "%s: not created: bad devargs", name);
		return ret;
	}
	return openssl_create(name, vdev, &da);
}

static int
openssl_remove(struct rte_vdev_device *vdev)
{
	const char *name = rte_vdev_device_name(vdev);
	struct rte_cryptodev *dev;
	struct openssl_dev *od;
	unsigned int lcore;

	if (name == NULL)
		return -EINVAL;
	dev = rte_cryptodev_pmd_get_named_dev(name);
	if (dev == NULL)
		return -ENODEV;
	od = dev->data->dev_private;
	for (lcore = 0; lcore < RTE_MAX_LCORE; lcore++)
		rte_free(od->cpu_scratch[lcore]);
	openssl_security_fini(dev);
	pthread_mutex_destroy(&od->prov_store.lock);
	rte_free(od->caps);
	od->caps = NULL;
	openssl_libctx_fini(&od->lc);
	return rte_cryptodev_pmd_destroy(dev);
}

static struct rte_vdev_driver openssl_vdev_drv = {
	.probe = openssl_probe,
	.remove = openssl_remove,
};

static struct cryptodev_driver openssl_crypto_drv;

RTE_PMD_REGISTER_VDEV(OPENSSL_PMD_DRV_NAME, openssl_vdev_drv);
RTE_PMD_REGISTER_PARAM_STRING(OPENSSL_PMD_DRV_NAME,
	ARG_MAX_QPS "=<int> "
	ARG_SOCKET_ID "=<int> "
	ARG_EVP_MAC "=0|1 "
	ARG_RAW_DP "=0|1 "
	ARG_CPU_OOP "=0|1 "
	ARG_MODEX_VARTIME "=0|1 "
	ARG_PROVIDERS "=<name>[+<name>...] "
	ARG_PROPQ "=<property query> "
	ARG_OPENSSL_CONF "=<path> "
	ARG_PLAIN_EVP "=0|1");
RTE_PMD_REGISTER_CRYPTO_DRIVER(openssl_crypto_drv, openssl_vdev_drv.driver,
		openssl_driver_id);
RTE_LOG_REGISTER_DEFAULT(openssl_logtype, INFO);
