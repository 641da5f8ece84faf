# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors

"""Vectors for modes the corpus lacks, derived from corpus vectors only.

Every value written here is a corpus value, a slice of one, or the XOR of
two; each derivation states the identity it relies on.  The 'src' field of
every derived vector names the derivation and the corpus case.
"""

from kat_corpus import vec, tdes_cases, tdes_key_forms, _cases, _files, _src
from kat_records import hexbytes, records

MAX_PER_KIND = 64       # derived runt vectors per (algo, key length, kind)


def xor(a, b):
    return bytes(x ^ y for x, y in zip(a, b))


def blocks(data, bs):
    return [data[i:i + bs] for i in range(0, len(data) - bs + 1, bs)]


class Codebook:
    """Known single-block encryptions E_K(X) = Y, gathered from ECB cases
    (X = P_j) and CBC cases (X = C_{j-1} xor P_j, C_0 = IV)."""

    def __init__(self, bs):
        self.bs = bs
        self.book = {}

    def add_ecb(self, key, pt, ct, src):
        for p, c in zip(blocks(pt, self.bs), blocks(ct, self.bs)):
            self.book.setdefault((key, p), (c, src))

    def add_cbc(self, key, iv, pt, ct, src):
        prev = iv
        for p, c in zip(blocks(pt, self.bs), blocks(ct, self.bs)):
            self.book.setdefault((key, xor(prev, p)), (c, src))
            prev = c

    def get(self, key, x):
        return self.book.get((key, x))

    def items(self):
        for (key, x), (y, src) in sorted(self.book.items()):
            yield key, x, y, src


def docsis(algo, cbc_vecs, book):
    """DOCSIS BPI (DPDK *_DOCSISBPI): full blocks are CBC; a final runt of
    r < bs bytes is XORed with E_K(last full ciphertext block), or with
    E_K(IV) when the message is only a runt.

    - full blocks only: the CBC case as it is;
    - runt only: IV = X, runt D -> D xor E_K(X)[:r] for a codebook entry;
      D = X[:r] (the codebook input itself);
    - blocks + runt: CBC case prefix P_1..P_j whose C_j is itself a codebook
      input (e.g. DES weak-key KATs: invperm encrypts vartext's outputs),
      runt D = P_1[:r] -> D xor E_K(C_j)[:r].
    """
    bs, count = book.bs, {}

    def room(kind, key):
        n = count.get((kind, len(key)), 0)
        count[(kind, len(key))] = n + 1
        return n < MAX_PER_KIND

    for v in cbc_vecs:
        yield vec(algo, 'derived(bpi-full):' + v.src, key=v.key, iv=v.iv,
                  pt=v.pt, ct=v.ct)
    for i, (key, x, y, src) in enumerate(book.items()):
        r = 1 + i % (bs - 1)
        if room('runt', key):
            d = x[:r]
            yield vec(algo, 'derived(bpi-runt):' + src, key=key, iv=x,
                      pt=d, ct=xor(d, y[:r]))
    for v in cbc_vecs:
        cts = blocks(v.ct, bs)
        for j, c in enumerate(cts, 1):
            hit = book.get(v.key, c)
            if hit is None or not room('mixed', v.key):
                continue
            r = 1 + j % (bs - 1)
            d = v.pt[:r]
            yield vec(algo, 'derived(bpi-mixed):%s+%s' % (v.src, hit[1]),
                      key=v.key, iv=v.iv, pt=v.pt[:j * bs] + d,
                      ct=v.ct[:j * bs] + xor(d, hit[0][:r]))


def des_codebook(corpus):
    book = Codebook(8)
    for mode in ('ECB', 'CBC'):
        for src, (k1, k2, k3), iv, pt, ct in tdes_cases(corpus, mode):
            if k1 != k2 or k2 != k3:
                continue
            if mode == 'ECB':
                book.add_ecb(k1, pt, ct, src)
            else:
                book.add_cbc(k1, iv, pt, ct, src)
    return book


def aes_codebook(aes_vecs):
    book = Codebook(16)
    for v in aes_vecs:
        if v.algo == 'aes-ecb':
            book.add_ecb(v.key, v.pt, v.ct, v.src)
        elif v.algo == 'aes-cbc':
            book.add_cbc(v.key, v.iv, v.pt, v.ct, v.src)
    return book


def des_docsis(corpus, des_cbc_vecs):
    return docsis('des-docsisbpi', des_cbc_vecs, des_codebook(corpus))


def aes_docsis(aes_vecs):
    cbc = [v for v in aes_vecs if v.algo == 'aes-cbc']
    return docsis('aes-docsisbpi', cbc, aes_codebook(aes_vecs))


def tdes_ctr(corpus):
    """3DES-CTR from TDES-ECB: one counter block X gives keystream E_K(X).

    Counter block = first ECB plaintext block X, keystream = its ECB
    ciphertext Y: plaintext of zeros -> Y; and a runt of r bytes of X itself
    -> X[:r] xor Y[:r] (no counter increment is involved in either).
    """
    for i, (src, keys, _, pt, ct) in enumerate(tdes_cases(corpus, 'ECB')):
        x, y = pt[:8], ct[:8]
        r = 1 + i % 7
        for key in tdes_key_forms(*keys):
            if len(key) == 8:
                continue
            yield vec('3des-ctr', 'derived(ecb-keystream):' + src, key=key,
                      iv=x, pt=bytes(8), ct=y)
            yield vec('3des-ctr', 'derived(ecb-keystream-runt):' + src,
                      key=key, iv=x, pt=x[:r], ct=xor(x[:r], y[:r]))


CTR_COUNTER_ONE = b'\x00\x00\x00\x01'


def aes_ctr_iv12(ctr_vecs):
    """AES-CTR with a 12-byte IV: the driver's counter block is
    IV || 00000001 (the RFC 3686 layout).  Every corpus CTR case whose
    16-byte counter block ends in 00000001 (all of RFC 3686's: nonce || IV
    || 1) is the same case with its first 12 bytes as the IV."""
    for v in ctr_vecs:
        if len(v.iv) == 16 and v.iv[12:] == CTR_COUNTER_ONE:
            yield vec(v.algo, 'derived(ctr-iv12,block=iv||00000001):' + v.src,
                      key=v.key, iv=v.iv[:12], pt=v.pt, ct=v.ct)


HMAC_BLOCK = {'md5-hmac': 64, 'sha1-hmac': 64, 'sha224-hmac': 64,
              'sha256-hmac': 64, 'sha384-hmac': 128, 'sha512-hmac': 128}


def hmac_key_lengths(hmac_vecs):
    """HMAC for every key length up to the block size B.

    RFC 2104 section 2: a key shorter than B is padded with zero bytes to B,
    so HMAC(K) = HMAC(K || 00..00) for any padded length up to B, and a key
    ending in zero bytes equals its shorter prefix.  For each length that
    no case has, the case with the shortest zero-stripped key is re-keyed.
    """
    by_algo = {}
    for v in hmac_vecs:
        by_algo.setdefault(v.algo, []).append(v)
    for algo, vecs in sorted(by_algo.items()):
        blk = HMAC_BLOCK[algo]
        have = {len(v.key) for v in vecs}
        short = [v for v in vecs if len(v.key) <= blk]
        best = min(short, key=lambda v: len(v.key.rstrip(b'\0')))
        core = best.key.rstrip(b'\0')
        for n in range(max(1, len(core)), blk + 1):
            if n not in have:
                yield vec(algo, 'derived(hmac-zero-pad):' + best.src,
                          key=core + bytes(n - len(core)), pt=best.pt,
                          tag=best.tag)


KBKDF_PRF = {'HMAC_SHA1': ('sha1-hmac', 20), 'HMAC_SHA224': ('sha224-hmac', 28),
             'HMAC_SHA256': ('sha256-hmac', 32),
             'HMAC_SHA384': ('sha384-hmac', 48),
             'HMAC_SHA512': ('sha512-hmac', 64),
             'CMAC_AES128': ('aes-cmac', 16), 'CMAC_AES192': ('aes-cmac', 16),
             'CMAC_AES256': ('aes-cmac', 16)}


def kbkdf(corpus):
    """SP 800-108 counter-mode KDF: the first output block is
    PRF(KI, instring_1), the file's first 'instring'; KO's first
    min(L, h) bits are that PRF output (MSB-truncated when L < h)."""
    for src, rec in _cases(corpus, 'KDF/nist-800-108-KBKDF-CTR.txt'):
        prf = KBKDF_PRF.get(rec['prf'])
        if prf is None or 'instring' not in rec:
            continue
        n = min(int(rec['l']) // 8, prf[1])
        yield vec(prf[0], 'derived(kbkdf-block1):' + src,
                  key=hexbytes(rec, 'ki'), pt=hexbytes(rec, 'instring'),
                  tag=hexbytes(rec, 'ko', n))


HKDF_HASH = {'SHA-1': ('sha1-hmac', 20), 'SHA-256': ('sha256-hmac', 32)}


def hkdf(corpus):
    """RFC 5869: PRK = HMAC(salt, IKM) and T(1) = HMAC(PRK, info || 0x01)
    = OKM[:HashLen].  An absent salt is HashLen zero bytes (RFC 5869 2.2);
    an empty salt is the same key (RFC 2104 zero padding, see above)."""
    for path in _files(corpus, 'KDF/rfc-5869-HKDF-*.txt'):
        for rec in records(path, blank_splits=False):
            yield from _hkdf_case(_src(corpus, path, rec), rec)


def _hkdf_case(src, rec):
    algo, hlen = HKDF_HASH[rec['hash']]
    salt = rec.get('salt')
    salt = bytes.fromhex(salt) if salt else bytes(hlen)
    prk = hexbytes(rec, 'prk')
    yield vec(algo, 'derived(hkdf-extract):' + src, key=salt,
              pt=hexbytes(rec, 'ikm'), tag=prk)
    yield vec(algo, 'derived(hkdf-expand-t1):' + src, key=prk,
              pt=hexbytes(rec, 'info') + b'\x01',
              tag=hexbytes(rec, 'okm', hlen))
