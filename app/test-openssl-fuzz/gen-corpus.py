#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
"""Write the seed corpus of dpdk-test-openssl-fuzz: one valid op per file,
in the input format described at the top of fuzz_input.c. The fuzzer
mutates from there; valid seeds get it past session create quickly.

    app/test-openssl-fuzz/gen-corpus.py [DIR]   (default: corpus/ beside this)
"""

import os
import struct
import sys

# DPDK 22.11 enum values (rte_crypto_sym.h)
AUTH, CIPHER, AEAD = 1, 2, 3
C_3DES_CTR, C_AES_CBC, C_AES_CTR, C_AES_XTS, C_DES_DOCSIS = 3, 5, 6, 9, 16
A_NULL, A_CMAC, A_GMAC, A_SHA1_HMAC, A_SHA256_HMAC = 1, 3, 4, 10, 14
AEAD_CCM, AEAD_GCM = 1, 2
ENC, DEC = 0, 1               # cipher and AEAD ops
VERIFY, GENERATE = 0, 1       # auth ops
SESSION, SESSIONLESS, CPU = 0, 1, 4
OOP = 0x02


def xform(typ, algo, op, key_len, iv_len=0, digest_len=0, aad_len=0, flags=0):
    return struct.pack('<BBBBHHHHH', typ, algo, op, flags, key_len, 0, iv_len,
                       digest_len, aad_len)


def buf(length, segs=1, cuts=(0, 0, 0)):
    return struct.pack('<HBHHH', length, segs - 1, *cuts)


def op(src, off0, len0, off1=0, len1=0, flags=0, dst=None):
    dst = dst if dst is not None else buf(0)
    return (struct.pack('<B', flags) + src + dst +
            struct.pack('<IIII', off0, len0, off1, len1) +
            struct.pack('<B', 0x5a) + bytes(range(32)))


def case(mode, xforms, ops, key=bytes(range(1, 65))):
    return (struct.pack('<BBB', mode, 0, len(xforms)) + b''.join(xforms) +
            struct.pack('<B', len(ops) - 1) + b''.join(ops) + key)


SEEDS = {
    'aes-cbc-enc': case(SESSION, [xform(CIPHER, C_AES_CBC, ENC, 16, 16)],
                        [op(buf(64), 0, 64)]),
    'aes-ctr-sgl': case(SESSION, [xform(CIPHER, C_AES_CTR, DEC, 32, 16)],
                        [op(buf(100, 3, (10, 47, 0)), 3, 90)]),
    'aes-xts': case(SESSION, [xform(CIPHER, C_AES_XTS, ENC, 32, 16)],
                    [op(buf(48), 0, 48)]),
    'cbc-sha1-chain': case(SESSION, [xform(CIPHER, C_AES_CBC, ENC, 16, 16),
                                     xform(AUTH, A_SHA1_HMAC, GENERATE, 20, 0, 12)],
                           [op(buf(72, 2, (40, 0, 0)), 8, 64, 0, 72)]),
    'sha1-cbc-verify': case(SESSION, [xform(AUTH, A_SHA1_HMAC, VERIFY, 20, 0, 12),
                                      xform(CIPHER, C_AES_CBC, DEC, 16, 16)],
                            [op(buf(72), 8, 64, 0, 72)]),
    'aes-gcm': case(SESSION, [xform(AEAD, AEAD_GCM, ENC, 16, 12, 16, 16)],
                    [op(buf(61), 0, 61), op(buf(61, 2, (30, 0, 0)), 0, 61)]),
    'aes-ccm-oop': case(SESSION, [xform(AEAD, AEAD_CCM, DEC, 16, 11, 8, 16)],
                        [op(buf(61), 0, 61, flags=OOP, dst=buf(61))]),
    'sha256-hmac': case(SESSION, [xform(AUTH, A_SHA256_HMAC, VERIFY, 32, 0, 32)],
                        [op(buf(100), 0, 0, 0, 100)]),
    'aes-cmac': case(SESSION, [xform(AUTH, A_CMAC, GENERATE, 16, 0, 16)],
                     [op(buf(33, 2, (16, 0, 0)), 0, 0, 1, 32)]),
    'aes-gmac': case(SESSION, [xform(AUTH, A_GMAC, GENERATE, 16, 12, 16)],
                     [op(buf(40), 0, 0, 0, 40)]),
    '3des-ctr': case(SESSION, [xform(CIPHER, C_3DES_CTR, ENC, 24, 8)],
                     [op(buf(61), 0, 61)]),
    'des-docsis': case(SESSION, [xform(CIPHER, C_DES_DOCSIS, DEC, 8, 8)],
                       [op(buf(61), 0, 61, flags=OOP, dst=buf(64))]),
    'null-auth': case(SESSION, [xform(AUTH, A_NULL, GENERATE, 0, 0, 0)],
                      [op(buf(16), 0, 0, 0, 16)]),
    'sessionless-gcm': case(SESSIONLESS, [xform(AEAD, AEAD_GCM, DEC, 32, 12, 16, 0)],
                            [op(buf(16), 0, 16)]),
    'sessionless-chain': case(SESSIONLESS, [xform(CIPHER, C_AES_CBC, ENC, 24, 16),
                                            xform(AUTH, A_SHA256_HMAC, GENERATE, 64, 0, 32)],
                              [op(buf(48), 16, 32, 0, 48)]),
    'cpu-aes-cbc': case(CPU, [xform(CIPHER, C_AES_CBC, ENC, 32, 16)],
                        [op(buf(64, 2, (24, 0, 0)), 0, 0)]),
    'cpu-gcm': case(CPU, [xform(AEAD, AEAD_GCM, ENC, 16, 12, 16, 20)],
                    [op(buf(61), 0, 0), op(buf(61, 3, (5, 33, 0)), 0, 0)]),
    'cpu-chain': case(CPU, [xform(CIPHER, C_AES_CBC, ENC, 16, 16),
                            xform(AUTH, A_SHA1_HMAC, GENERATE, 20, 0, 12)],
                      [op(buf(72), 8, 0, 0, 0)]),
    'cpu-gmac': case(CPU, [xform(AUTH, A_GMAC, GENERATE, 16, 12, 16)],
                     [op(buf(40), 0, 0, 0, 0)]),
}


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), 'corpus')
    os.makedirs(out, exist_ok=True)
    for name, data in sorted(SEEDS.items()):
        with open(os.path.join(out, name), 'wb') as f:
            f.write(data)
    print(f'{len(SEEDS)} seeds in {out}')


if __name__ == '__main__':
    main()
