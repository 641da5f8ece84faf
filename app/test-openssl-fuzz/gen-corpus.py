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
# asymmetric (rte_crypto_asym.h): modes, xform types, op types, paddings
ASYM, ASYM_SESSIONLESS = 5, 6
X_RSA, X_DH, X_DSA, X_MODINV, X_MODEX, X_ECDSA, X_ECPM = 2, 3, 4, 5, 6, 7, 9
O_ENC, O_DEC, O_SIGN, O_VERIFY = 0, 1, 2, 3
P_NONE = 0
KE_PUB, KE_SHARED = 1, 2
P256 = 23
P256_GX = bytes.fromhex('6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296')
P256_GY = bytes.fromhex('4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5')


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


def asym(mode, xtype, nums, op_type=0, pad=0, hash_=0, key_type=0, curve=0):
    """An asymmetric input (fuzz_asym.c): nums maps slot (0..15) to bytes."""
    lens = [nums.get(i, b'') for i in range(16)]
    return (struct.pack('<BBBBBBBBBHH', mode, 0, xtype, key_type, curve, op_type, pad, hash_,
                        0, 0, 0) +
            b''.join(struct.pack('<H', len(n)) for n in lens) + b''.join(lens))


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
    # asymmetric: numbers 0..7 the key, 8..15 the op's inputs and outputs
    'asym-modex': asym(ASYM, X_MODEX, {0: bytes([0x6b, 1, 2, 3, 4, 5, 6, 0xfd]), 1: b'\x11',
                                       8: bytes(range(1, 21)), 9: bytes(8)}),
    'asym-modinv': asym(ASYM_SESSIONLESS, X_MODINV, {0: b'\x07', 8: b'\x03', 9: b'\x00'}),
    'asym-dh-shared': asym(ASYM, X_DH, {0: b'\x17', 1: b'\x05', 8: b'\x06', 9: b'\x13',
                                        10: b'\x00'}, op_type=KE_SHARED),
    'asym-dh-pub': asym(ASYM_SESSIONLESS, X_DH, {0: b'\x17', 1: b'\x05', 8: b'\x06',
                                                 9: b'\x00'}, op_type=KE_PUB),
    'asym-ecpm': asym(ASYM, X_ECPM, {8: P256_GX, 9: P256_GY, 10: b'\x03', 11: bytes(32),
                                     12: bytes(32)}, curve=P256),
    'asym-ecdsa-sign': asym(ASYM, X_ECDSA, {8: b'\x01' * 32, 11: bytes(32), 12: bytes(32),
                                            13: bytes(32)}, op_type=O_SIGN, curve=P256),
    'asym-rsa-raw': asym(ASYM_SESSIONLESS, X_RSA, {0: b'\xc5' * 63 + b'\x01', 1: b'\x03',
                                                    2: b'\x35' * 64, 8: b'\x02' * 64,
                                                    9: bytes(64)},
                         op_type=O_ENC, pad=P_NONE),
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
