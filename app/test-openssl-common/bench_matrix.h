/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The benchmark matrix: its one definition. app/test-openssl-bench and
 * app/test-openssl-floor include this file with their own BENCH_ROW();
 * devtools/bench-run.py (and through it bench-report.py) reads the rows as
 * text and derives dpdk-test-crypto-perf's arguments from them.
 *
 * BENCH_ROW(name, shape, cipher, op, key, iv, auth, auth_key, digest, aead, aad, block)
 *   shape    CIPHER, AUTH, CHAIN (cipher, then auth over its output) or AEAD
 *   cipher, auth, aead
 *            the algorithm, as the end of DPDK's enum name (AES_CBC for
 *            RTE_CRYPTO_CIPHER_AES_CBC), NONE where the row has none; in
 *            lower case with '-' for '_' it is crypto-perf's name (aes-cbc;
 *            SHA2 names: bench-run.py's PERF_NAMES)
 *   op       ENCRYPT or DECRYPT, of the cipher or AEAD (auth: generate)
 *   key, iv  of the cipher or AEAD
 *   auth_key, digest, aad
 *   block    data lengths must be a multiple of this
 * The NULL rows measure crypto_null, the framework's own cost.
 */

BENCH_ROW("aes-cbc-128-enc", CIPHER, AES_CBC, ENCRYPT, 16, 16, NONE, 0, 0, NONE, 0, 16)
BENCH_ROW("aes-cbc-128-dec", CIPHER, AES_CBC, DECRYPT, 16, 16, NONE, 0, 0, NONE, 0, 16)
BENCH_ROW("3des-ctr-enc", CIPHER, 3DES_CTR, ENCRYPT, 24, 8, NONE, 0, 0, NONE, 0, 1)
BENCH_ROW("sha1-hmac-gen", AUTH, NONE, ENCRYPT, 0, 0, SHA1_HMAC, 64, 20, NONE, 0, 1)
BENCH_ROW("sha256-hmac-gen", AUTH, NONE, ENCRYPT, 0, 0, SHA256_HMAC, 64, 32, NONE, 0, 1)
BENCH_ROW("aes-cmac-gen", AUTH, NONE, ENCRYPT, 0, 0, AES_CMAC, 16, 16, NONE, 0, 1)
BENCH_ROW("aes-gcm-128-enc", AEAD, NONE, ENCRYPT, 16, 12, NONE, 0, 16, AES_GCM, 16, 1)
BENCH_ROW("aes-gcm-128-dec", AEAD, NONE, DECRYPT, 16, 12, NONE, 0, 16, AES_GCM, 16, 1)
BENCH_ROW("aes-cbc-128-sha1-hmac", CHAIN, AES_CBC, ENCRYPT, 16, 16, SHA1_HMAC, 64, 20, NONE, 0,
	16)
BENCH_ROW("null-cipher", CIPHER, NULL, ENCRYPT, 0, 0, NONE, 0, 0, NONE, 0, 1)
BENCH_ROW("null-auth", AUTH, NONE, ENCRYPT, 0, 0, NULL, 0, 0, NONE, 0, 1)
BENCH_ROW("null-chain", CHAIN, NULL, ENCRYPT, 0, 0, NULL, 0, 0, NONE, 0, 1)
