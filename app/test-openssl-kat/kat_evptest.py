# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors

"""Vectors from OpenSSL's own test data, read from its source at test time.

OpenSSL's source ships its EVP test files (test/recipes/30-test_evp_data/):
blank-line separated blocks of "Name = value" lines, a test starting with
"Cipher = NAME".  Used here for what Debian's python3-cryptography-vectors
lacks: SM4-XTS (GB/T 17964-2021 and IEEE Std 1619 cases) and SM4-GCM
(RFC 8998).  The source is the tarball devtools/setup-openssl35.sh downloads
(or an unpacked tree).
"""

import os
import tarfile

from kat_corpus import vec

SM4_FILE = 'test/recipes/30-test_evp_data/evpciph_sm4.txt'


def _lines(src, member):
    """The lines of member of an OpenSSL source tarball or tree."""
    if os.path.isdir(src):
        with open(os.path.join(src, member), encoding='ascii') as f:
            return f.read().splitlines()
    with tarfile.open(src) as tar:
        for info in tar:
            if info.isfile() and info.name.endswith('/' + member):
                return tar.extractfile(info).read().decode('ascii').splitlines()
    raise FileNotFoundError('%s: no %s' % (src, member))


def blocks(src, member):
    """One dict per test (lower-case names), with its 1-based first line."""
    block, first = {}, 0
    for n, raw in enumerate(_lines(src, member) + [''], 1):
        line = raw.strip()
        if line.startswith('#'):
            continue
        if not line:
            if 'cipher' in block:
                yield first, block
            block = {}
            continue
        if '=' in line:
            if not block:
                first = n
            name, val = line.split('=', 1)
            block[name.strip().lower()] = val.strip()


def _hex(block, name):
    return bytes.fromhex(block.get(name, ''))


def sm4(src, skipped):
    """SM4-XTS as DPDK means it (IEEE Std 1619 tweaks: OpenSSL's default is
    GB/T 17964, whose cases are counted in skipped) and SM4-GCM.  SM4-CCM
    cases are counted in skipped too: DPDK's API has no SM4-CCM."""
    for line, b in blocks(src, SM4_FILE):
        where = 'openssl:%s#L%d' % (os.path.basename(SM4_FILE), line)
        cipher = b['cipher'].upper()
        if cipher == 'SM4-XTS':
            if b.get('xtsstandard', 'GB').upper() != 'IEEE':
                skipped['sm4-xts GB/T 17964 (not DPDK\'s IEEE XTS)'] += 1
                continue
            yield vec('sm4-xts', where, key=_hex(b, 'key'), iv=_hex(b, 'iv'),
                      pt=_hex(b, 'plaintext'), ct=_hex(b, 'ciphertext'))
        elif cipher == 'SM4-GCM':
            yield vec('sm4-gcm', where, key=_hex(b, 'key'), iv=_hex(b, 'iv'),
                      aad=_hex(b, 'aad'), pt=_hex(b, 'plaintext'),
                      ct=_hex(b, 'ciphertext'), tag=_hex(b, 'tag'),
                      flags='F' if b.get('result') == 'CIPHERFINAL_ERROR' else '')
        elif cipher == 'SM4-CCM':
            skipped['sm4-ccm (no DPDK API)'] += 1
