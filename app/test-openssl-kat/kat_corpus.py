# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors

"""Vectors read directly from the corpus files, one function per format."""

import glob
import os
from collections import namedtuple

from kat_records import records, hexbytes

# algo: runner name; key/iv/aad/pt/ct/tag: bytes; flags: 'F' (decrypt or
# verify must fail with AUTH_FAILED), 'T' (also try shorter digests);
# src: where the values come from.
Vec = namedtuple('Vec', 'algo key iv aad pt ct tag flags src')


def vec(algo, src, key=b'', iv=b'', aad=b'', pt=b'', ct=b'', tag=b'', flags=''):
    return Vec(algo, key, iv, aad, pt, ct, tag, flags, src)


def _files(corpus, pattern):
    return sorted(glob.glob(os.path.join(corpus, pattern)))


def _src(corpus, path, rec):
    name = os.path.relpath(path, corpus)
    return '%s#%s' % (name, rec.get('count', rec.get('len', '?')))


def _cases(corpus, pattern):
    for path in _files(corpus, pattern):
        for rec in records(path):
            yield _src(corpus, path, rec), rec


def aes_block(corpus, mode, pattern):
    """NIST AESAVS KAT/MMT files (CBC, ECB) and RFC 3686 CTR."""
    for src, rec in _cases(corpus, pattern):
        yield vec('aes-' + mode, src, key=hexbytes(rec, 'key'),
                  iv=hexbytes(rec, 'iv'), pt=hexbytes(rec, 'plaintext'),
                  ct=hexbytes(rec, 'ciphertext'))


def aes_xts(corpus):
    """XTSGenAES with a 128-bit tweak; bit-granular data units skipped."""
    for src, rec in _cases(corpus, 'ciphers/AES/XTS/tweak-128hexstr/*.rsp'):
        if int(rec['dataunitlen']) % 8:
            continue
        yield vec('aes-xts', src, key=hexbytes(rec, 'key'),
                  iv=hexbytes(rec, 'i'), pt=hexbytes(rec, 'pt'),
                  ct=hexbytes(rec, 'ct'))


def tdes_keys(rec):
    """The three DES keys of a TDES record (KEYs = one key used thrice)."""
    if 'keys' in rec:
        k = hexbytes(rec, 'keys')
        return k, k, k
    return hexbytes(rec, 'key1'), hexbytes(rec, 'key2'), hexbytes(rec, 'key3')


def tdes_cases(corpus, mode):
    """TDES KAT/MMT records (not the interleaved TCBCI files)."""
    pat = 'ciphers/3DES/%s/T%s[!I]*.rsp' % (mode, mode)
    for src, rec in _cases(corpus, pat):
        yield src, tdes_keys(rec), hexbytes(rec, 'iv'), \
            hexbytes(rec, 'plaintext'), hexbytes(rec, 'ciphertext')


def tdes_key_forms(k1, k2, k3):
    """Key encodings of one TDES key bundle, by DPDK key length.

    8 bytes: K1=K2=K3 (EDE with one key is single DES); 16 bytes: K1=K3
    (two-key TDES K1||K2); 24 bytes: K1||K2||K3 always.
    """
    forms = [k1 + k2 + k3]
    if k1 == k3:
        forms.append(k1 + k2)
    if k1 == k2 == k3:
        forms.append(k1)
    return forms


def tdes_block(corpus, mode):
    for src, keys, iv, pt, ct in tdes_cases(corpus, mode.upper()):
        for key in tdes_key_forms(*keys):
            yield vec('3des-' + mode, src, key=key, iv=iv, pt=pt, ct=ct)


def des_cbc(corpus):
    """DES-CBC: the TDES CBC records whose three keys are equal.

    Derivation: EDE with K1=K2=K3=K is E_K(D_K(E_K(x))) = E_K(x), single DES.
    """
    for src, (k1, k2, k3), iv, pt, ct in tdes_cases(corpus, 'CBC'):
        if k1 == k2 == k3:
            yield vec('des-cbc', 'derived(single-key-tdes):' + src,
                      key=k1, iv=iv, pt=pt, ct=ct)


def gcm(corpus):
    """NIST gcmEncryptExtIV / gcmDecrypt; FAIL cases only decrypt."""
    for src, rec in _cases(corpus, 'ciphers/AES/GCM/gcm*.rsp'):
        yield vec('aes-gcm', src, key=hexbytes(rec, 'key'),
                  iv=hexbytes(rec, 'iv'), aad=hexbytes(rec, 'aad'),
                  pt=hexbytes(rec, 'pt'), ct=hexbytes(rec, 'ct'),
                  tag=hexbytes(rec, 'tag'), flags='F' if 'fail' in rec else '')


def gmac(corpus):
    """AES-GMAC: the GCM cases with an empty plaintext.

    Derivation: GCM with P empty is GMAC (SP 800-38D): the tag over the AAD
    alone; the AAD becomes the authenticated data, the IV the auth IV.
    """
    for v in gcm(corpus):
        if not v.ct:
            yield vec('aes-gmac', 'derived(gcm-empty-pt):' + v.src, key=v.key,
                      iv=v.iv, pt=v.aad, tag=v.tag, flags=v.flags)


def _ccm_len(rec, name):
    return int(rec[name])


def ccm(corpus):
    """NIST CCM DVPT (decrypt-verify) and VADT/VNT/VPT/VTT (encrypt).

    CT holds ciphertext||tag; zero-length Adata/Payload are written '00'.
    """
    for src, rec in _cases(corpus, 'ciphers/AES/CCM/*.rsp'):
        alen, plen = _ccm_len(rec, 'alen'), _ccm_len(rec, 'plen')
        tlen = _ccm_len(rec, 'tlen')
        ct = hexbytes(rec, 'ct')
        fail = rec.get('result', 'Pass').startswith('Fail')
        yield vec('aes-ccm', src, key=hexbytes(rec, 'key'),
                  iv=hexbytes(rec, 'nonce'), aad=hexbytes(rec, 'adata', alen),
                  pt=b'' if fail else hexbytes(rec, 'payload', plen),
                  ct=ct[:plen], tag=ct[plen:plen + tlen],
                  flags='F' if fail else '')


def chacha_poly(corpus):
    """ChaCha20-Poly1305: OpenSSL's evpciph cases and BoringSSL's."""
    for src, rec in _cases(corpus, 'ciphers/ChaCha20Poly1305/*.txt'):
        fail = rec.get('result', '') == 'CIPHERFINAL_ERROR'
        yield vec('chacha20-poly1305', src, key=hexbytes(rec, 'key'),
                  iv=hexbytes(rec, 'iv') or hexbytes(rec, 'nonce'),
                  aad=hexbytes(rec, 'aad') or hexbytes(rec, 'ad'),
                  pt=b'' if fail else
                  (hexbytes(rec, 'plaintext') or hexbytes(rec, 'in')),
                  ct=hexbytes(rec, 'ciphertext') or hexbytes(rec, 'ct'),
                  tag=hexbytes(rec, 'tag'), flags='F' if fail else '')


# hash name -> (runner name, file pattern)
HASH_FILES = (
    ('md5', 'hashes/MD5/rfc-1321.txt'),
    ('sha1', 'hashes/SHA1/SHA1*Msg.rsp'),
    ('sha224', 'hashes/SHA2/SHA224[SL]*Msg.rsp'),
    ('sha256', 'hashes/SHA2/SHA256[SL]*Msg.rsp'),
    ('sha384', 'hashes/SHA2/SHA384[SL]*Msg.rsp'),
    ('sha512', 'hashes/SHA2/SHA512[SL]*Msg.rsp'),
    ('sha3-224', 'hashes/SHA3/SHA3_224*Msg.rsp'),
    ('sha3-256', 'hashes/SHA3/SHA3_256*Msg.rsp'),
    ('sha3-384', 'hashes/SHA3/SHA3_384*Msg.rsp'),
    ('sha3-512', 'hashes/SHA3/SHA3_512*Msg.rsp'),
    ('sm3', 'hashes/SM3/oscca.txt'),
)
TRUNC_PER_FILE = 4      # hash cases per file also run with shorter digests


def hashes(corpus):
    for algo, pattern in HASH_FILES:
        for path in _files(corpus, pattern):
            for i, rec in enumerate(records(path)):
                msg = hexbytes(rec, 'msg', int(rec['len']) // 8)
                yield vec(algo, _src(corpus, path, rec), pt=msg,
                          tag=hexbytes(rec, 'md'),
                          flags='T' if i < TRUNC_PER_FILE else '')


def shake(corpus):
    """NIST SHAKE128/256 ShortMsg, LongMsg (output 128/256 bits) and
    VariableOut (16 to 2000 bits): the XOF output length is the digest
    length asked.  Monte Carlo files are not used.  On a DPDK without SHAKE
    (22.11) the runner skips these lines."""
    for bits in ('128', '256'):
        algo = 'shake-' + bits
        for path in _files(corpus, 'hashes/SHAKE/SHAKE%s[SLV]*.rsp' % bits):
            for i, rec in enumerate(records(path)):
                n = int(rec['len']) // 8 if 'len' in rec else None
                yield vec(algo, _src(corpus, path, rec),
                          pt=hexbytes(rec, 'msg', n), tag=hexbytes(rec, 'output'),
                          flags='T' if i < TRUNC_PER_FILE else '')


def sm4(corpus):
    """SM4 ECB/CBC/CTR/OFB/CFB: draft-ribose-cfrg-sm4-10 (GB/T 32907-2016)."""
    for mode in ('ecb', 'cbc', 'ctr', 'ofb', 'cfb'):
        pattern = 'ciphers/SM4/draft-ribose-cfrg-sm4-10-%s.txt' % mode
        for src, rec in _cases(corpus, pattern):
            yield vec('sm4-' + mode, src, key=hexbytes(rec, 'key'),
                      iv=hexbytes(rec, 'iv'), pt=hexbytes(rec, 'plaintext'),
                      ct=hexbytes(rec, 'ciphertext'))


HMAC_FILES = (
    ('md5-hmac', 'HMAC/rfc-2202-md5.txt'),
    ('sha1-hmac', 'HMAC/rfc-2202-sha1.txt'),
    ('sha224-hmac', 'HMAC/rfc-4231-sha224.txt'),
    ('sha256-hmac', 'HMAC/rfc-4231-sha256.txt'),
    ('sha384-hmac', 'HMAC/rfc-4231-sha384.txt'),
    ('sha512-hmac', 'HMAC/rfc-4231-sha512.txt'),
)


def hmac_rfc(corpus):
    """RFC 2202 / 4231 (the files carry full digests, even for the
    truncation case: shorter digests are tried by the runner, 'T')."""
    for algo, pattern in HMAC_FILES:
        for src, rec in _cases(corpus, pattern):
            yield vec(algo, src, key=hexbytes(rec, 'key'),
                      pt=hexbytes(rec, 'msg'), tag=hexbytes(rec, 'md'),
                      flags='T')


def cmac_nist(corpus):
    for src, rec in _cases(corpus, 'CMAC/nist-800-38b-aes*.txt'):
        yield vec('aes-cmac', src, key=hexbytes(rec, 'key'),
                  pt=hexbytes(rec, 'message'), tag=hexbytes(rec, 'output'),
                  flags='T')
