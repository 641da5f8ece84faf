/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_eal.h>

#include "tc_eal.h"

#define DEVARGS_OPT "--pmd-devargs"
#define VDEV_OPT "--vdev"
#define OUR_DRIVER "crypto_openssl"

static const char *pmd_devargs;

const char *
tc_pmd_devargs(void)
{
	return pmd_devargs;
}

/* "--pmd-devargs STR" or "--pmd-devargs=STR" at argv[i]: its value, and how many words. */
static const char *
devargs_opt(int argc, char **argv, int i, int *words)
{
	size_t n = strlen(DEVARGS_OPT);

	if (strncmp(argv[i], DEVARGS_OPT, n) != 0)
		return NULL;
	if (argv[i][n] == '=') {
		*words = 1;
		return argv[i] + n + 1;
	}
	if (argv[i][n] != '\0')
		return NULL;
	if (i + 1 >= argc) {
		printf(DEVARGS_OPT " needs a value\n0 passed, 1 failed\n");
		exit(1);
	}
	*words = 2;
	return argv[i + 1];
}

/* Take --pmd-devargs out of the application's arguments (after "--"). */
static void
devargs_take(int *argc, char **argv)
{
	int i, j, words;
	const char *v;

	for (i = 1; i < *argc && strcmp(argv[i], "--") != 0; i++)
		;
	while (++i < *argc) {
		v = devargs_opt(*argc, argv, i, &words);
		if (v == NULL)
			continue;
		pmd_devargs = v;
		for (j = i; j + words <= *argc; j++)
			argv[j] = argv[j + words];
		*argc -= words;
		i--;
	}
}

/*
 * PREFIX NAME[,ARGS] followed by ",<pmd devargs>" when NAME is one of our
 * driver's vdevs, else NULL.
 */
static char *
vdev_with_devargs(const char *prefix, const char *vdev)
{
	char *s;

	if (strncmp(vdev, OUR_DRIVER, strlen(OUR_DRIVER)) != 0)
		return NULL;
	s = malloc(strlen(prefix) + strlen(vdev) + strlen(pmd_devargs) + 2);
	if (s == NULL) {
		printf("out of memory\n0 passed, 1 failed\n");
		exit(1);
	}
	sprintf(s, "%s%s,%s", prefix, vdev, pmd_devargs);
	return s;
}

/* Every --vdev crypto_openssl... of the EAL arguments gets the pmd devargs. */
static void
devargs_apply(int argc, char **argv)
{
	size_t n = strlen(VDEV_OPT "=");
	char *s;
	int i;

	for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++) {
		s = NULL;
		if (strcmp(argv[i], VDEV_OPT) == 0 && i + 1 < argc)
			s = vdev_with_devargs("", argv[++i]);
		else if (strncmp(argv[i], VDEV_OPT "=", n) == 0)
			s = vdev_with_devargs(VDEV_OPT "=", argv[i] + n);
		if (s != NULL)
			argv[i] = s;
	}
}

void
tc_eal_init(int *argc, char ***argv)
{
	char *prog = (*argv)[0];
	int ret;

	devargs_take(argc, *argv);
	if (pmd_devargs != NULL) {
		devargs_apply(*argc, *argv);
		printf("pmd devargs: %s (added to each " OUR_DRIVER " vdev)\n", pmd_devargs);
	}
	ret = rte_eal_init(*argc, *argv);
	if (ret < 0) {
		printf("EAL init failed\n0 passed, 1 failed\n");
		exit(1);
	}
	*argc -= ret;
	*argv += ret;
	(*argv)[0] = prog;
}
