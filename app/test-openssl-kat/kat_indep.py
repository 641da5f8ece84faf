# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors

"""Vectors that are not corpus values, each with its own independent check.

- AES-XCBC-MAC: the RFC 3566 section 4.6 test cases, transcribed in
  rfc3566-xcbc.txt.  Every MAC is recomputed here by an XCBC written from
  RFC 3566 section 4 (only the AES block function is borrowed, from
  python3-cryptography) and must agree; a disagreement stops the parser.
- HMAC-SHA3: the corpus has no HMAC-SHA3 vectors.  Derived: RFC 4231
  keys/messages and the NIST SHA3 corpus messages, HMAC per RFC 2104 over
  SHA3 (hashlib's built-in _sha3, not OpenSSL).  On Debian 12,
  hashlib.sha3_* is OpenSSL's (the driver's own library), so the built-in
  module is used explicitly, and HMAC is written out here: the standard
  hmac module hands built-in-function digests to OpenSSL.  Both halves are
  checked first against third-party vectors: the SHA3 against every NIST
  SHA3 corpus case, the HMAC construction (over the built-in SHA-1/SHA-2)
  against RFC 2202/4231.  vectors.py then also compares each result with
  OpenSSL's HMAC.
- HMAC-SM3: no published HMAC-SM3 vectors in the corpus.  Derived: RFC
  4231 keys/messages and the corpus SM3 messages, HMAC per RFC 2104 over an
  SM3 written here from GB/T 32905-2016 (not OpenSSL's), itself checked
  first against every corpus SM3 case (OSCCA examples).
- NULL cipher/auth: an identity and an all-zero digest have no third-party
  vectors.  Corpus messages are run as identity checks (output = input,
  digest = zeros) across the advertised key, IV and digest lengths.
"""

import os
import re

import _sha1
import _sha256
import _sha3
import _sha512

from kat_corpus import vec, hashes, _cases, _files
from kat_records import records, hexbytes

HERE = os.path.dirname(os.path.abspath(__file__))
XCBC_FILE = 'rfc3566-xcbc.txt'


class IndepError(Exception):
    """An independent check disagreed: the vectors cannot be trusted."""


# --- AES-XCBC-MAC (RFC 3566) ---

def _aes_ecb(key):
    try:
        from cryptography.hazmat.primitives.ciphers import (
            Cipher, algorithms, modes)
    except ImportError as e:
        raise IndepError('python3-cryptography is needed to check the RFC 3566 '
                         'vectors: %s' % e) from e
    cipher = Cipher(algorithms.AES(key), modes.ECB())

    def encrypt(block):
        enc = cipher.encryptor()
        return enc.update(block) + enc.finalize()
    return encrypt


def _xor(a, b):
    return bytes(x ^ y for x, y in zip(a, b))


def xcbc_mac(key, msg):
    """RFC 3566 section 4: K1..K3 = E_K(0x01..), E_K(0x02..), E_K(0x03..);
    CBC-MAC under K1; the last block is XORed with K2 when complete, else
    padded with 10* and XORed with K3 (an empty message is one padded block)."""
    ek = _aes_ecb(key)
    k1, k2, k3 = (ek(bytes([i]) * 16) for i in (1, 2, 3))
    ek1 = _aes_ecb(k1)
    blocks = [msg[i:i + 16] for i in range(0, len(msg), 16)] or [b'']
    e = bytes(16)
    for b in blocks[:-1]:
        e = ek1(_xor(e, b))
    last = blocks[-1]
    if len(last) == 16:
        return ek1(_xor(_xor(e, last), k2))
    last += b'\x80' + bytes(15 - len(last))
    return ek1(_xor(_xor(e, last), k3))


def _dpdk_xcbc_check(dpdk_src):
    """Cross-check xcbc_mac() with dpdk-test's aes_xcbc_mac_test_vector."""
    path = os.path.join(dpdk_src, 'app/test/test_cryptodev_hash_test_vectors.h')
    try:
        with open(path, encoding='utf-8') as f:
            text = f.read()
        body = text[text.index('plaintext_hash[] = {'):]
        body = body[:body.index('};')]
        plain = ''.join(re.findall(r'"((?:[^"\\]|\\.)*)"', body))
        tv = text[text.index('aes_xcbc_mac_test_vector = {'):]
        tv = tv[:tv.index('\n};')]
        mlen = int(re.search(r'\.ciphertext = \{\s*\.data = plaintext_hash,'
                             r'\s*\.len = (\d+)', tv).group(1))

        def member(name):
            m = re.search(r'\.%s = \{\s*\.data = \{([^}]*)\},\s*\.len = (\d+)'
                          % name, tv)
            hexs = re.findall(r'0x([0-9a-fA-F]{2})', m.group(1))
            data = bytes.fromhex(''.join(hexs))
            return data[:int(m.group(2))]
        key, digest = member('auth_key'), member('digest')
    except (OSError, ValueError, AttributeError) as e:
        raise IndepError('XCBC: cannot read dpdk-test vector from %s: %s'
                         % (path, e)) from e
    got = xcbc_mac(key, plain.encode()[:mlen])[:len(digest)]
    if got != digest:
        raise IndepError('XCBC: %s: RFC 3566 XCBC gives %s, dpdk-test has %s'
                         % (path, got.hex(), digest.hex()))
    print('xcbc: RFC 3566 XCBC reproduces dpdk-test aes_xcbc_mac_test_vector '
          '(%s, %u-byte digest over %u bytes)' % (path, len(digest), mlen))


def xcbc_rfc3566():
    path = os.path.join(HERE, XCBC_FILE)
    bad = []
    for rec in records(path):
        key, msg = hexbytes(rec, 'key'), hexbytes(rec, 'msg')
        mac = hexbytes(rec, 'mac')
        got = xcbc_mac(key, msg)
        if got != mac:
            bad.append('%s#%s: file %s, RFC 3566 XCBC %s'
                       % (XCBC_FILE, rec['count'], mac.hex(), got.hex()))
            continue
        src = 'RFC3566-4.6:%s#%s' % (XCBC_FILE, rec['count'])
        yield vec('aes-xcbc-mac', src, key=key, pt=msg, tag=mac, flags='T')
    if bad:
        raise IndepError('AES-XCBC-MAC vectors disagree:\n  '
                         + '\n  '.join(bad))
    if os.environ.get('DPDK_SRC'):
        _dpdk_xcbc_check(os.environ['DPDK_SRC'])


# --- HMAC-SHA3 (derived) ---

SHA3_IMPL = getattr(_sha3, 'implementation', 'built-in')
SHA3 = (('sha3-224', _sha3.sha3_224), ('sha3-256', _sha3.sha3_256),
        ('sha3-384', _sha3.sha3_384), ('sha3-512', _sha3.sha3_512))
HMAC_SHA3_SRC = 'derived(hmac-rfc2104-over-sha3,hashlib-_sha3-%s):' % SHA3_IMPL
# key lengths besides the block size B and B +- 1 (RFC 4231 has 4, 20, 25, 131)
HMAC_KEY_LENS = (1, 4, 16, 20, 25, 32, 64, 131, 200, 256)
MAX_HMAC_KEY = 256      # the driver's advertised HMAC key maximum


def hmac_rfc2104(cons, key, msg):
    """RFC 2104: H((K' ^ opad) || H((K' ^ ipad) || m)), K' = K (hashed
    first when longer than the block size B) zero-padded to B."""
    blk = cons().block_size
    if len(key) > blk:
        key = cons(key).digest()
    key += bytes(blk - len(key))
    inner = cons(bytes(b ^ 0x36 for b in key) + msg).digest()
    return cons(bytes(b ^ 0x5c for b in key) + inner).digest()


# RFC 2202/4231 corpus files checking hmac_rfc2104 with built-in hashes
HMAC_SELF_TEST = (('HMAC/rfc-2202-sha1.txt', _sha1.sha1),
                  ('HMAC/rfc-4231-sha224.txt', _sha256.sha224),
                  ('HMAC/rfc-4231-sha256.txt', _sha256.sha256),
                  ('HMAC/rfc-4231-sha384.txt', _sha512.sha384),
                  ('HMAC/rfc-4231-sha512.txt', _sha512.sha512))


def _hmac_self_test(corpus, hash_vecs):
    n = 0
    for pattern, cons in HMAC_SELF_TEST:
        for src, rec in _cases(corpus, pattern):
            md = hexbytes(rec, 'md')
            got = hmac_rfc2104(cons, hexbytes(rec, 'key'), hexbytes(rec, 'msg'))
            if got[:len(md)] != md:
                raise IndepError('RFC 2104 HMAC disagrees with ' + src)
            n += 1
    sha3 = dict(SHA3)
    for v in hash_vecs:
        if v.algo in sha3:
            if sha3[v.algo](v.pt).digest() != v.tag:
                raise IndepError('_sha3 (%s) disagrees with %s'
                                 % (SHA3_IMPL, v.src))
            n += 1
    if n == 0:
        raise IndepError('HMAC-SHA3 self-test found no corpus vectors')


def _key_material(corpus):
    """NIST SHA3 LongMsg message bytes: corpus bytes to cut keys from."""
    data = b''
    for path in _files(corpus, 'hashes/SHA3/SHA3_256LongMsg.rsp'):
        for rec in records(path):
            data += hexbytes(rec, 'msg', int(rec['len']) // 8)
            if len(data) >= 4 * MAX_HMAC_KEY:
                return data
    return data


def hmac_sha3(corpus):
    msgs = list(hashes(corpus))
    _hmac_self_test(corpus, msgs)
    rfc4231 = [(src, hexbytes(rec, 'key'), hexbytes(rec, 'msg'))
               for src, rec in _cases(corpus, 'HMAC/rfc-4231-sha256.txt')]
    material = _key_material(corpus)
    if not rfc4231 or len(material) < 2 * MAX_HMAC_KEY:
        raise IndepError('HMAC-SHA3: RFC 4231 keys or SHA3 messages missing')
    for algo, cons in SHA3:
        blk = cons().block_size
        lens = sorted({n for n in HMAC_KEY_LENS + (blk - 1, blk, blk + 1)
                       if n <= MAX_HMAC_KEY})
        for src, key, msg in rfc4231:
            yield vec(algo + '-hmac',
                      HMAC_SHA3_SRC + 'RFC4231-keys/msgs:' + src, key=key,
                      pt=msg, tag=hmac_rfc2104(cons, key, msg), flags='T')
        for i, v in enumerate(m for m in msgs if m.algo == algo):
            n = lens[i % len(lens)]
            off = (i * 37) % (len(material) - n)
            key = material[off:off + n]
            yield vec(algo + '-hmac',
                      HMAC_SHA3_SRC + 'key-from-SHA3LongMsg:' + v.src, key=key,
                      pt=v.pt, tag=hmac_rfc2104(cons, key, v.pt),
                      flags='T' if i < len(lens) else '')


# --- SM3 (GB/T 32905-2016) and HMAC-SM3 ---

_M32 = 0xffffffff
_SM3_IV = (0x7380166f, 0x4914b2b9, 0x172442d7, 0xda8a0600,
           0xa96f30bc, 0x163138aa, 0xe38dee4d, 0xb0fb0e4e)


def _rotl(x, n):
    n %= 32
    return ((x << n) | (x >> (32 - n))) & _M32


def _sm3_expand(block):
    w = [int.from_bytes(block[i:i + 4], 'big') for i in range(0, 64, 4)]
    for j in range(16, 68):
        x = w[j - 16] ^ w[j - 9] ^ _rotl(w[j - 3], 15)
        x ^= _rotl(x, 15) ^ _rotl(x, 23)         # P1
        w.append(x ^ _rotl(w[j - 13], 7) ^ w[j - 6])
    return w, [w[j] ^ w[j + 4] for j in range(64)]


def _sm3_compress(v, block):
    w, w1 = _sm3_expand(block)
    a, b, c, d, e, f, g, h = v
    for j in range(64):
        t = 0x79cc4519 if j < 16 else 0x7a879d8a
        ss1 = _rotl((_rotl(a, 12) + e + _rotl(t, j)) & _M32, 7)
        ss2 = ss1 ^ _rotl(a, 12)
        if j < 16:
            ff, gg = a ^ b ^ c, e ^ f ^ g
        else:
            ff = (a & b) | (a & c) | (b & c)
            gg = (e & f) | (~e & _M32 & g)
        tt1 = (ff + d + ss2 + w1[j]) & _M32
        tt2 = (gg + h + ss1 + w[j]) & _M32
        d, c, b, a = c, _rotl(b, 9), a, tt1
        h, g, f = g, _rotl(f, 19), e
        e = tt2 ^ _rotl(tt2, 9) ^ _rotl(tt2, 17)  # P0
    return tuple(x ^ y for x, y in zip(v, (a, b, c, d, e, f, g, h)))


class Sm3:
    """SM3 with the hashlib interface hmac_rfc2104 uses."""
    block_size = 64

    def __init__(self, data=b''):
        self.data = data

    def digest(self):
        m = self.data + b'\x80'
        m += bytes((56 - len(m)) % 64) + (8 * len(self.data)).to_bytes(8, 'big')
        v = _SM3_IV
        for i in range(0, len(m), 64):
            v = _sm3_compress(v, m[i:i + 64])
        return b''.join(x.to_bytes(4, 'big') for x in v)


HMAC_SM3_SRC = 'derived(hmac-rfc2104-over-sm3,kat_indep.Sm3):'


def hmac_sm3(corpus):
    """HMAC-SM3 over RFC 4231 keys/messages and the SM3 corpus messages."""
    msgs = [v for v in hashes(corpus) if v.algo == 'sm3']
    for v in msgs:
        if Sm3(v.pt).digest() != v.tag:
            raise IndepError('SM3 disagrees with ' + v.src)
    rfc4231 = [(src, hexbytes(rec, 'key'), hexbytes(rec, 'msg'))
               for src, rec in _cases(corpus, 'HMAC/rfc-4231-sha256.txt')]
    material = _key_material(corpus)
    if not msgs or not rfc4231 or len(material) < 2 * MAX_HMAC_KEY:
        raise IndepError('HMAC-SM3: SM3 or RFC 4231 vectors missing')
    for src, key, msg in rfc4231:
        yield vec('sm3-hmac', HMAC_SM3_SRC + 'RFC4231-keys/msgs:' + src, key=key,
                  pt=msg, tag=hmac_rfc2104(Sm3, key, msg), flags='T')
    lens = sorted(set(HMAC_KEY_LENS + (63, 64, 65)))
    for i, n in enumerate(lens):
        v = msgs[i % len(msgs)]
        key = material[i * 41:i * 41 + n]
        yield vec('sm3-hmac', HMAC_SM3_SRC + 'key-from-SHA3LongMsg:' + v.src,
                  key=key, pt=v.pt, tag=hmac_rfc2104(Sm3, key, v.pt))


# --- NULL cipher / NULL auth (identity checks) ---

NULL_CIPHER_KEY, NULL_CIPHER_IV = 32, 16     # advertised maxima
NULL_AUTH_KEY, NULL_AUTH_DIGEST = 64, 64


def null_identity(corpus):
    """NULL cipher: output = input; NULL auth: digest = zeros.  Inputs are
    the SHA-256 corpus messages (0 to 6400 bytes); key, IV and digest
    lengths sweep every advertised value (keys and IVs are ignored)."""
    material = _key_material(corpus)
    inputs = [v for v in hashes(corpus) if v.algo == 'sha256']
    n_cipher = 3 * (NULL_CIPHER_KEY + 1)
    for i in range(n_cipher):
        v = inputs[i % len(inputs)]
        k, n = i % (NULL_CIPHER_KEY + 1), i % (NULL_CIPHER_IV + 1)
        yield vec('null-cipher', 'identity(null-cipher):' + v.src,
                  key=material[i:i + k], iv=material[i + k:i + k + n],
                  pt=v.pt, ct=v.pt)
    n_auth = 2 * (NULL_AUTH_KEY + 1)
    for i in range(n_auth):
        v = inputs[-1 - i % len(inputs)]
        k, d = i % (NULL_AUTH_KEY + 1), (7 * i) % (NULL_AUTH_DIGEST + 1)
        yield vec('null-auth', 'identity(null-auth,zero-digest):' + v.src,
                  key=material[i:i + k], pt=v.pt, tag=bytes(d))
