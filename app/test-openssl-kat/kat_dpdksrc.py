# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors

"""Vectors from a DPDK source tree's own tests (DPDK_SRC), read at test time.

dpdk-test's headers carry SM4 vectors python3-cryptography-vectors lacks:
SM4-GCM (aead_test_data sm4_gcm_case_N, app/test/
test_cryptodev_aead_test_vectors.h, from 25.11 on) and SM4-XTS
(blockcipher_test_data sm4_test_data_xts, test_cryptodev_sm4_test_vectors.h,
IEEE Std 1619 tweaks).  A tree without them gives none.
"""

import os
import re

from kat_corpus import vec

AEAD_H = 'app/test/test_cryptodev_aead_test_vectors.h'
SM4_H = 'app/test/test_cryptodev_sm4_test_vectors.h'
_ARRAY = re.compile(r'static (?:const )?uint8_t (\w+)\[\] = \{([^}]*)\};')
_HEX = re.compile(r'0x([0-9a-fA-F]{2})')


def _read(dpdk_src, rel):
    path = os.path.join(dpdk_src, rel)
    if not os.path.isfile(path):
        return None
    with open(path, encoding='utf-8') as f:
        return f.read()


def _bytes(body):
    return bytes.fromhex(''.join(_HEX.findall(body)))


def _structs(text, kind, pattern):
    """(name, body) of each 'static const struct KIND NAME = {...};'."""
    for m in re.finditer(r'static const struct %s\s+(%s) = \{' % (kind, pattern), text):
        end = text.index('\n};', m.end())
        yield m.group(1), text[m.end():end]


def _member(body, name, arrays):
    """A '.NAME = { .data = {...} or ARRAY or 0, .len = N }' member's bytes."""
    m = re.search(r'\.%s = \{\s*\.data = (\{[^}]*\}|\w+),\s*\.len = (\d+)' % name, body)
    if m is None:
        raise ValueError('no .%s' % name)
    data = m.group(1)
    raw = _bytes(data) if data.startswith('{') else arrays.get(data, b'')
    n = int(m.group(2))
    if len(raw) < n:
        raise ValueError('.%s: %d bytes for .len %d' % (name, len(raw), n))
    return raw[:n]


def sm4(dpdk_src):
    """SM4-GCM and SM4-XTS vectors of DPDK_SRC's dpdk-test."""
    for rel, kind, pattern, algo in (
            (AEAD_H, 'aead_test_data', r'sm4_gcm_case_\d+', 'sm4-gcm'),
            (SM4_H, 'blockcipher_test_data', r'sm4_test_data_xts', 'sm4-xts')):
        text = _read(dpdk_src, rel)
        if text is None:
            continue
        arrays = {m.group(1): _bytes(m.group(2)) for m in _ARRAY.finditer(text)}
        for name, body in _structs(text, kind, pattern):
            src = 'dpdk:%s:%s' % (os.path.basename(rel), name)
            try:
                if algo == 'sm4-gcm':
                    yield vec(algo, src, key=_member(body, 'key', arrays),
                              iv=_member(body, 'iv', arrays),
                              aad=_member(body, 'aad', arrays),
                              pt=_member(body, 'plaintext', arrays),
                              ct=_member(body, 'ciphertext', arrays),
                              tag=_member(body, 'auth_tag', arrays))
                else:
                    yield vec(algo, src, key=_member(body, 'cipher_key', arrays),
                              iv=_member(body, 'iv', arrays),
                              pt=_member(body, 'plaintext', arrays),
                              ct=_member(body, 'ciphertext', arrays))
            except ValueError as e:
                raise ValueError('%s: %s' % (src, e)) from e
