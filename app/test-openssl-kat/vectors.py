#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors

"""Write the known-answer vectors of the corpus as a flat file for the runner.

Corpus: Debian's python3-cryptography-vectors (NIST CAVP and RFC files),
parsed at test time; nothing is copied into the repository.  Exceptions,
each checked at test time by an independent implementation (kat_indep.py):
the RFC 3566 AES-XCBC-MAC cases (rfc3566-xcbc.txt), HMAC-SHA3 derived over
RFC 4231 and NIST SHA3 messages, and NULL identity checks.  With
--openssl-src: SM4-XTS and SM4-GCM from OpenSSL's own test data (kat_evptest.py);
with DPDK_SRC set: those of that DPDK tree's dpdk-test (kat_dpdksrc.py).

One vector per line, nine space-separated fields, '-' for an empty field:
    algo key iv aad in out tag flags src
in/out: plaintext/ciphertext (in = message for auth); tag: tag or digest;
flags: F = decryption/verification must fail, T = also run shorter digests.
"""

import argparse
import hashlib
import hmac
import os
import sys
import tarfile
from collections import Counter

import kat_corpus as kc
import kat_derive as kd
import kat_dpdksrc as kds
import kat_evptest as ke
import kat_indep as ki

DEFAULT_CORPUS = '/usr/lib/python3/dist-packages/cryptography_vectors'


def cipher_vectors(corpus):
    aes = list(kc.aes_block(corpus, 'cbc', 'ciphers/AES/CBC/*.rsp'))
    aes += kc.aes_block(corpus, 'ecb', 'ciphers/AES/ECB/*.rsp')
    des = list(kc.des_cbc(corpus))
    ctr = list(kc.aes_block(corpus, 'ctr', 'ciphers/AES/CTR/*.txt'))
    yield from aes
    yield from ctr
    yield from kd.aes_ctr_iv12(ctr)
    yield from kc.aes_xts(corpus)
    yield from kd.aes_docsis(aes)
    yield from kc.tdes_block(corpus, 'cbc')
    yield from kc.tdes_block(corpus, 'ecb')
    yield from kd.tdes_ctr(corpus)
    yield from des
    yield from kd.des_docsis(corpus, des)
    yield from kc.sm4(corpus)
    yield from ki.null_identity(corpus)


def auth_vectors(corpus):
    yield from kc.hashes(corpus)
    yield from kc.shake(corpus)
    macs = list(kc.hmac_rfc(corpus)) + list(kd.hkdf(corpus)) + \
        list(kd.kbkdf(corpus))
    yield from macs
    yield from kd.hmac_key_lengths([v for v in macs if v.algo != 'aes-cmac'])
    yield from ki.hmac_sha3(corpus)
    yield from ki.hmac_sm3(corpus)
    yield from kc.cmac_nist(corpus)
    yield from kc.gmac(corpus)
    yield from ki.xcbc_rfc3566()


def aead_vectors(corpus):
    yield from kc.gcm(corpus)
    yield from kc.ccm(corpus)
    yield from kc.chacha_poly(corpus)


def all_vectors(corpus, openssl_src, skipped):
    yield from cipher_vectors(corpus)
    yield from auth_vectors(corpus)
    yield from aead_vectors(corpus)
    if openssl_src:
        yield from ke.sm4(openssl_src, skipped)
    if os.environ.get('DPDK_SRC'):
        yield from kds.sm4(os.environ['DPDK_SRC'])


def field(data):
    return data.hex() if data else '-'


def line(v):
    return ' '.join([v.algo, field(v.key), field(v.iv), field(v.aad),
                     field(v.pt), field(v.ct), field(v.tag), v.flags or '-',
                     v.src.replace(' ', '_')])


# Parser self-check with Python's own hash/HMAC (catches parsing slips;
# the device is what the runner tests).
HASHLIB = {'md5': 'md5', 'sha1': 'sha1', 'sha224': 'sha224',
           'sha256': 'sha256', 'sha384': 'sha384', 'sha512': 'sha512',
           'sha3-224': 'sha3_224', 'sha3-256': 'sha3_256',
           'sha3-384': 'sha3_384', 'sha3-512': 'sha3_512', 'sm3': 'sm3',
           'shake-128': 'shake_128', 'shake-256': 'shake_256'}


def self_check(v):
    base = v.algo[:-5] if v.algo.endswith('-hmac') else v.algo
    name = HASHLIB.get(base)
    if name is None or 'F' in v.flags:
        return True
    if name not in hashlib.algorithms_available:
        return True     # (SM3 where Python's OpenSSL lacks it)
    if v.algo.endswith('-hmac'):
        out = hmac.new(v.key, v.pt, name).digest()
    elif name.startswith('shake'):
        out = hashlib.new(name, v.pt).digest(len(v.tag))
    else:
        out = hashlib.new(name, v.pt).digest()
    return out[:len(v.tag)] == v.tag


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--corpus', default=DEFAULT_CORPUS)
    ap.add_argument('-o', '--output', required=True)
    ap.add_argument('--openssl-src', metavar='TARBALL_OR_DIR',
                    help='OpenSSL source: its SM4-XTS and SM4-GCM test data')
    args = ap.parse_args()
    if not os.path.isdir(args.corpus):
        sys.exit('no corpus at %s (Debian package python3-cryptography-vectors)'
                 % args.corpus)
    counts, skipped, bad = Counter(), Counter(), 0
    try:
        with open(args.output, 'w') as out:
            for v in all_vectors(args.corpus, args.openssl_src, skipped):
                if not self_check(v):
                    print('parser self-check failed: ' + v.src, file=sys.stderr)
                    bad += 1
                    continue
                out.write(line(v) + '\n')
                counts[v.algo] += 1
    except ki.IndepError as e:
        sys.exit('independent check failed: %s' % e)
    except (OSError, tarfile.TarError, ValueError) as e:
        sys.exit('OpenSSL or DPDK test data: %s' % e)
    for algo, n in sorted(counts.items()):
        print('vectors %-18s %6d' % (algo, n))
    for what, n in sorted(skipped.items()):
        print('SKIP[api-cannot-say] %d vectors: %s' % (n, what))
    if bad or not counts:
        sys.exit(1)


if __name__ == '__main__':
    main()
