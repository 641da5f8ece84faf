#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
"""Compare what a crypto device advertises with its features .ini.

The JSON comes from app/test-openssl-features (dpdk-test-openssl-features);
the .ini is in DPDK's doc/guides/cryptodevs/features format ([Features],
[Cipher], [Auth], [AEAD], [Asymmetric] sections of "Name = Y" lines).

Each fact is one test case, counted once: every ini entry (claimed and
advertised, or neither), every advertised item (a feature flag, an
algorithm, an algorithm at one key size) that no ini entry names (it must
have a "Y" there, so each is a failure), and the two class flags against
the capability lists. The last line is "N passed, N failed"; the exit code
is 1 if anything failed.

The version facts come with the JSON, from the program's tc_compat.h and
run-time probes, not from tables here. A symmetric ini entry for an
algorithm this DPDK's API does not define (SHAKE on 22.11: the JSON's
"api_algorithms") is said and not counted: no driver of this DPDK can
advertise it. A claimed asymmetric entry outside the API ("api_algorithms"
"asym") is one case that passes.

Flags a device offers only with a device argument (DEVARG_FLAGS: the raw
data-path API instead of CPU crypto, raw_dp=1) are checked on the JSON of a
device given that argument (--alt DEVARGS FILE): the ini claims the flag iff
that device advertises it, and the default device must not (else the flag
does not depend on the argument). Without --alt such an entry fails.

Entries whose algorithm the program's OpenSSL lacks (the JSON's "openssl"
"probes") must not be advertised: claimed, each is one case that passes iff
the device does not advertise it. When the driver runs on another OpenSSL
(--openssl VERSION, from its probe line: a driver linking OpenSSL 3.5
statically) the probes do not describe it, and such entries are checked as
any other.

Usage: check-features.py --json FILE --ini FILE [--alt DEVARGS FILE]...
                         [--openssl VERSION] [--quiet]
"""

import argparse
import configparser
import json
import re
import sys

# [Features] names -> feature flag bit (RTE_CRYPTODEV_FF_*).
FEATURE_BITS = {
    'Symmetric crypto': 0,            # SYMMETRIC_CRYPTO
    'Asymmetric crypto': 1,           # ASYMMETRIC_CRYPTO
    'Sym operation chaining': 2,      # SYM_OPERATION_CHAINING
    'CPU SSE': 3,
    'CPU AVX': 4,
    'CPU AVX2': 5,
    'CPU AESNI': 6,
    'HW Accelerated': 7,
    'CPU AVX512': 8,
    'In Place SGL': 9,
    'OOP SGL In SGL Out': 10,
    'OOP SGL In LB Out': 11,
    'OOP LB In SGL Out': 12,
    'OOP LB In LB Out': 13,
    'CPU NEON': 14,
    'CPU ARM CE': 15,
    'Protocol offload': 16,           # SECURITY
    'RSA PRIV OP KEY EXP': 17,
    'RSA PRIV OP KEY QT': 18,
    'Digest encrypted': 19,
    'Asymmetric sessionless': 20,
    'CPU crypto': 21,                 # SYM_CPU_CRYPTO
    'Symmetric sessionless': 22,
    'Non-Byte aligned data': 23,
    'Sym raw data path API': 24,      # SYM_RAW_DP
    'Cipher multiple data units': 25,
    'Cipher wrapped key': 26,
    'Inner checksum': 27,             # SECURITY_INNER_CSUM
}

# Algorithm families whose ini name carries the key size in bits, e.g.
# "AES CBC (128)": (section, xform, DPDK algorithm string, bits -> key bytes).
SIZED = {
    'AES CBC': ('Cipher', 'cipher', 'aes-cbc', lambda b: b // 8),
    'AES ECB': ('Cipher', 'cipher', 'aes-ecb', lambda b: b // 8),
    'AES CTR': ('Cipher', 'cipher', 'aes-ctr', lambda b: b // 8),
    # XTS takes two keys: "AES XTS (128)" is a 32-byte key
    'AES XTS': ('Cipher', 'cipher', 'aes-xts', lambda b: b // 4),
    'AES CMAC': ('Auth', 'auth', 'aes-cmac', lambda b: b // 8),
    'AES GCM': ('AEAD', 'aead', 'aes-gcm', lambda b: b // 8),
    'AES CCM': ('AEAD', 'aead', 'aes-ccm', lambda b: b // 8),
}
SIZES = (128, 192, 256)

# [Features] names offered only by a device given these devargs.
DEVARG_FLAGS = {'Sym raw data path API': 'raw_dp=1'}

# Ini names without a key size: name -> (section, xform, DPDK string).
PLAIN = {
    'NULL': [('Cipher', 'cipher', 'null'), ('Auth', 'auth', 'null')],
    'AES DOCSIS BPI': [('Cipher', 'cipher', 'aes-docsisbpi')],
    '3DES CBC': [('Cipher', 'cipher', '3des-cbc')],
    '3DES CTR': [('Cipher', 'cipher', '3des-ctr')],
    '3DES ECB': [('Cipher', 'cipher', '3des-ecb')],
    'DES CBC': [('Cipher', 'cipher', 'des-cbc')],
    'DES DOCSIS BPI': [('Cipher', 'cipher', 'des-docsisbpi')],
    'SNOW3G UEA2': [('Cipher', 'cipher', 'snow3g-uea2')],
    'KASUMI F8': [('Cipher', 'cipher', 'kasumi-f8')],
    'ZUC EEA3': [('Cipher', 'cipher', 'zuc-eea3')],
    'SM4 ECB': [('Cipher', 'cipher', 'sm4-ecb')],
    'SM4 CBC': [('Cipher', 'cipher', 'sm4-cbc')],
    'SM4 CTR': [('Cipher', 'cipher', 'sm4-ctr')],
    'SM4 CFB': [('Cipher', 'cipher', 'sm4-cfb')],
    'SM4 OFB': [('Cipher', 'cipher', 'sm4-ofb')],
    'SM4 XTS': [('Cipher', 'cipher', 'sm4-xts')],
    'SM4 GCM': [('AEAD', 'aead', 'sm4-gcm')],
    'MD5': [('Auth', 'auth', 'md5')],
    'MD5 HMAC': [('Auth', 'auth', 'md5-hmac')],
    'SHA1': [('Auth', 'auth', 'sha1')],
    'SHA1 HMAC': [('Auth', 'auth', 'sha1-hmac')],
    'SHA224': [('Auth', 'auth', 'sha2-224')],
    'SHA224 HMAC': [('Auth', 'auth', 'sha2-224-hmac')],
    'SHA256': [('Auth', 'auth', 'sha2-256')],
    'SHA256 HMAC': [('Auth', 'auth', 'sha2-256-hmac')],
    'SHA384': [('Auth', 'auth', 'sha2-384')],
    'SHA384 HMAC': [('Auth', 'auth', 'sha2-384-hmac')],
    'SHA512': [('Auth', 'auth', 'sha2-512')],
    'SHA512 HMAC': [('Auth', 'auth', 'sha2-512-hmac')],
    'SHA3_224': [('Auth', 'auth', 'sha3-224')],
    'SHA3_224 HMAC': [('Auth', 'auth', 'sha3-224-hmac')],
    'SHA3_256': [('Auth', 'auth', 'sha3-256')],
    'SHA3_256 HMAC': [('Auth', 'auth', 'sha3-256-hmac')],
    'SHA3_384': [('Auth', 'auth', 'sha3-384')],
    'SHA3_384 HMAC': [('Auth', 'auth', 'sha3-384-hmac')],
    'SHA3_512': [('Auth', 'auth', 'sha3-512')],
    'SHA3_512 HMAC': [('Auth', 'auth', 'sha3-512-hmac')],
    'AES XCBC MAC': [('Auth', 'auth', 'aes-xcbc-mac')],
    'AES GMAC': [('Auth', 'auth', 'aes-gmac')],
    'SNOW3G UIA2': [('Auth', 'auth', 'snow3g-uia2')],
    'KASUMI F9': [('Auth', 'auth', 'kasumi-f9')],
    'ZUC EIA3': [('Auth', 'auth', 'zuc-eia3')],
    'SM3': [('Auth', 'auth', 'sm3')],
    'SM3 HMAC': [('Auth', 'auth', 'sm3-hmac')],
    'SHAKE_128': [('Auth', 'auth', 'shake-128')],
    'SHAKE_256': [('Auth', 'auth', 'shake-256')],
    'CHACHA20-POLY1305': [('AEAD', 'aead', 'chacha20-poly1305')],
    'RSA': [('Asymmetric', 'asym', 'rsa')],
    'DSA': [('Asymmetric', 'asym', 'dsa')],
    'Modular Exponentiation': [('Asymmetric', 'asym', 'modexp')],
    'Modular Inversion': [('Asymmetric', 'asym', 'modinv')],
    'Diffie-hellman': [('Asymmetric', 'asym', 'dh')],
    'ECDSA': [('Asymmetric', 'asym', 'ecdsa')],
    'ECPM': [('Asymmetric', 'asym', 'ecpm')],
    'ECDH': [('Asymmetric', 'asym', 'ecdh')],
    'SM2': [('Asymmetric', 'asym', 'sm2')],
    'ML-KEM': [('Asymmetric', 'asym', 'ml-kem')],
    'ML-DSA': [('Asymmetric', 'asym', 'ml-dsa')],
    'EdDSA': [('Asymmetric', 'asym', 'eddsa')],
}

ALGO_SECTIONS = ('Cipher', 'Auth', 'AEAD', 'Asymmetric')
CHECKED_SECTIONS = ('Features',) + ALGO_SECTIONS


def norm(name):
    """Ini names differ in spacing ("OOP SGL In LB  Out"): compare collapsed."""
    return re.sub(r'\s+', ' ', name.strip())


def in_range(size, rng):
    lo, hi, inc = rng['min'], rng['max'], rng['increment']
    if inc == 0:
        return size == lo or size == hi
    return lo <= size <= hi and (size - lo) % inc == 0


def fmt_range(rng):
    if rng['min'] == rng['max'] or rng['increment'] == 0:
        return str(rng['min'])
    return '%d..%d/%d' % (rng['min'], rng['max'], rng['increment'])


class Device:
    """What the device advertises, keyed by (section, ini name)."""

    def __init__(self, data):
        self.flags = {f['bit']: f['name'] for f in data['feature_flags']}
        self.caps = {}   # (xform, algo string) -> capability dict
        for c in data['symmetric']:
            self.caps[(c['xform'], c['algo'])] = c
        for c in data['asymmetric']:
            self.caps[('asym', c['xform'])] = c
        self.dpdk = data.get('dpdk_version', '?')
        self.has_sym = bool(data['symmetric'])
        self.has_asym = bool(data['asymmetric'])
        # None: an older JSON without the list (every name taken as defined)
        api = data.get('api_algorithms')
        self.api = None if api is None else \
            {(x, a) for x, names in api.items() for a in names}
        self.api_xforms = set() if api is None else set(api)
        ossl = data.get('openssl', {})
        self.openssl = ossl.get('version')
        # (xform, algo) -> what OpenSSL would need to have
        self.lacks = {(p['xform'], p['algo']): p['needs']
                      for p in ossl.get('probes', ()) if not p['present']}

    @staticmethod
    def keys(section, name):
        """The (xform, DPDK name) pairs behind ini entry (section, name)."""
        m = re.fullmatch(r'(.*) \((\d+)\)', name)
        if m and m.group(1) in SIZED:
            return [(SIZED[m.group(1)][1], SIZED[m.group(1)][2])]
        return [(x, a) for sec, x, a in PLAIN.get(name, ()) if sec == section]

    def in_api(self, section, name):
        """False if every algorithm behind (section, name) is unknown to this DPDK."""
        keys = self.keys(section, name)
        if section == 'Features' or not keys or keys[0][0] not in self.api_xforms:
            return True
        return any(k in self.api for k in keys)

    def lacking(self, section, name):
        """What the program's OpenSSL lacks for (section, name), or None."""
        return next((self.lacks[k] for k in self.keys(section, name) if k in self.lacks),
                    None)

    def describe(self, xform, algo, size=None):
        c = self.caps.get((xform, algo))
        if c is None:
            return None
        if xform == 'asym':
            return '%s ops %s' % (algo, ','.join(c['op_types']) or '-')
        if size is not None and not in_range(size, c['key_size']):
            return None
        return '%s %s key %s' % (xform, algo, fmt_range(c['key_size']))

    def advertised(self, section, name):
        """Description of what backs ini entry (section, name), or None.

        Raises KeyError if the name is not a known ini name."""
        if section == 'Features':
            bit = FEATURE_BITS[name]
            return 'flag %s' % self.flags[bit] if bit in self.flags else None
        m = re.fullmatch(r'(.*) \((\d+)\)', name)
        if m and m.group(1) in SIZED and int(m.group(2)) in SIZES:
            sec, xform, algo, key_bytes = SIZED[m.group(1)]
            if sec != section:
                raise KeyError(name)
            return self.describe(xform, algo, key_bytes(int(m.group(2))))
        for sec, xform, algo in PLAIN[name]:
            if sec == section:
                return self.describe(xform, algo)
        raise KeyError(name)

    def items(self):
        """Every advertised item as (section, ini name or None, description)."""
        bit_names = {bit: n for n, bit in FEATURE_BITS.items()}
        for bit, fname in sorted(self.flags.items()):
            yield 'Features', bit_names.get(bit), 'flag %s (bit %d)' % (fname, bit)
        plain = {(xform, algo): (sec, n)
                 for n, entries in PLAIN.items() for sec, xform, algo in entries}
        sized = {(v[1], v[2]): (v[0], fam, v[3]) for fam, v in SIZED.items()}
        for (xform, algo), c in self.caps.items():
            desc = self.describe(xform, algo)
            if (xform, algo) in sized:
                sec, fam, key_bytes = sized[(xform, algo)]
                hit = False
                for bits in SIZES:
                    if in_range(key_bytes(bits), c['key_size']):
                        hit = True
                        yield sec, '%s (%d)' % (fam, bits), '%s: %d-bit key' % (desc, bits)
                if not hit:
                    yield sec, None, '%s: no standard key size' % desc
            elif (xform, algo) in plain:
                sec, n = plain[(xform, algo)]
                yield sec, n, desc
            else:
                sec = {'cipher': 'Cipher', 'auth': 'Auth', 'aead': 'AEAD'}.get(xform, 'Asymmetric')
                yield sec, None, desc


def read_ini(path):
    cp = configparser.ConfigParser(delimiters=('=',), comment_prefixes=(';', '#'),
                                   inline_comment_prefixes=(';',), strict=False,
                                   interpolation=None)
    cp.optionxform = str     # keep the names' case
    with open(path, encoding='utf-8') as f:
        cp.read_file(f)
    entries = {}             # (section, normalised name) -> value
    for sec in cp.sections():
        for name, value in cp.items(sec):
            entries[(sec, norm(name))] = (value or '').strip()
    return cp.sections(), entries


class Report:
    def __init__(self, quiet):
        self.passed = 0
        self.failed = 0
        self.quiet = quiet

    def case(self, ok, what, why):
        if ok:
            self.passed += 1
            if not self.quiet:
                print('PASS  %s: %s' % (what, why))
        else:
            self.failed += 1
            print('FAIL  %s: %s' % (what, why))


def check_devarg_flag(dev, alts, name, claimed, rep):
    """[Features] entry that needs a devarg: on the device given it."""
    devargs = DEVARG_FLAGS[name]
    what = '[Features] %s (%s)' % (name, devargs)
    alt = alts.get(devargs)
    if alt is None:
        rep.case(False, what, 'needs the JSON of a device with %s (--alt)' % devargs)
        return
    adv = alt.advertised('Features', name)
    if claimed != bool(adv):
        rep.case(False, what, 'ini %s, the %s device %s' % (
            'Y' if claimed else 'not Y', devargs, 'advertises it' if adv else 'does not'))
    else:
        rep.case(True, what, 'ini %s, the %s device agrees' % (
            'Y' if claimed else 'not Y', devargs))
    rep.case(not dev.advertised('Features', name), '[Features] %s (default)' % name,
             'the default device %s it: the flag %s on %s' % (
                 'advertises' if dev.advertised('Features', name) else 'does not advertise',
                 'does not depend' if dev.advertised('Features', name) else 'depends',
                 devargs))


def check_openssl_lacks(dev, sec, name, openssl, rep):
    """A claimed entry the driver's OpenSSL lacks: True if it applied."""
    need = dev.lacking(sec, name)
    if need is None or (openssl is not None and openssl != dev.openssl):
        return False
    adv = dev.advertised(sec, name)
    rep.case(not adv, '[%s] %s' % (sec, name),
             'ini Y, OpenSSL %s has no %s: %s' % (
                 dev.openssl, need, 'yet advertised (%s)' % adv if adv else 'not advertised'))
    return True


def check(dev, sections, entries, rep, alts=None, openssl=None):
    alts = alts or {}
    for sec in sections:
        if sec not in CHECKED_SECTIONS:
            print('note  [%s] not checked (nothing in the device info says it)' % sec)
    # 1. every ini entry
    checked = set()
    for (sec, name), value in entries.items():
        if sec not in CHECKED_SECTIONS:
            continue
        checked.add((sec, name))
        what = '[%s] %s' % (sec, name)
        claimed = value.upper() == 'Y'
        if sec == 'Features' and name in DEVARG_FLAGS:
            check_devarg_flag(dev, alts, name, claimed, rep)
            continue
        in_api = dev.in_api(sec, name)
        if not in_api and sec != 'Asymmetric':
            print('SKIP[dpdk-api] %s: not an algorithm of this DPDK\'s API (not counted)' % what)
            continue
        try:
            adv = dev.advertised(sec, name)
        except KeyError:
            rep.case(False, what, 'not a known %s name of the features ini format' % sec)
            continue
        if claimed and check_openssl_lacks(dev, sec, name, openssl, rep):
            continue
        if claimed and adv:
            rep.case(True, what, 'ini Y, advertised (%s)' % adv)
        elif claimed and not in_api:
            rep.case(True, what, 'ini Y, not in the API of DPDK %s' % dev.dpdk)
        elif claimed:
            rep.case(False, what, 'ini says Y but the device does not advertise it')
        elif adv:
            rep.case(False, what, 'advertised (%s) but the ini says "%s", not Y' % (adv, value))
        else:
            rep.case(True, what, 'not claimed, not advertised')
    # 2. every advertised item the ini does not name (those it names: case 1)
    entries_checked = len(checked)
    ini_cases = rep.passed + rep.failed
    for sec, name, desc in dev.items():
        what = 'advertised %s' % desc
        if name is None:
            rep.case(False, what, 'no [%s] name in the features ini format for it' % sec)
        elif (sec, name) not in checked:
            checked.add((sec, name))
            rep.case(False, what, 'missing from the ini: add "[%s] %s = Y"' % (sec, name))
    # 2b. what a devarg adds: each flag of the alternative device the default lacks
    for devargs, alt in sorted(alts.items()):
        bit_names = {bit: n for n, bit in FEATURE_BITS.items()}
        for bit in sorted(set(alt.flags) - set(dev.flags)):
            sec, name = 'Features', bit_names.get(bit)
            desc = 'flag %s (bit %d)' % (alt.flags[bit], bit)
            what = 'advertised with %s %s' % (devargs, desc)
            if name is None:
                rep.case(False, what, 'no [Features] name in the ini format for it')
            elif entries.get((sec, name), '').upper() == 'Y':
                rep.case(True, what, 'ini [%s] %s = Y' % (sec, name))
            else:
                rep.case(False, what, 'missing from the ini: add "[%s] %s = Y"' % (sec, name))
    # 3. the class flags agree with the capability lists
    for label, bit, has in (('Symmetric', 0, dev.has_sym), ('Asymmetric', 1, dev.has_asym)):
        flag = bit in dev.flags
        rep.case(flag == has, 'consistency %s' % label,
                 'flag %s, %s capabilities listed' % ('set' if flag else 'clear',
                                                      'some' if has else 'no'))
    print('facts: %d ini entries, %d advertised items besides them, '
          '2 class flags' % (entries_checked, rep.passed + rep.failed - ini_cases - 2))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--json', required=True, help='output of dpdk-test-openssl-features')
    ap.add_argument('--ini', required=True, help='doc/guides/cryptodevs/features/*.ini')
    ap.add_argument('--alt', nargs=2, action='append', default=[],
                    metavar=('DEVARGS', 'FILE'),
                    help='JSON of a device given DEVARGS (e.g. raw_dp=1)')
    ap.add_argument('--openssl', metavar='VERSION',
                    help='OpenSSL version the driver runs on (e.g. 3.0.19)')
    ap.add_argument('--quiet', action='store_true', help='print failures only')
    args = ap.parse_args()
    openssl = args.openssl
    rep = Report(args.quiet)
    try:
        with open(args.json, encoding='utf-8') as f:
            dev = Device(json.load(f))
        alts = {}
        for devargs, path in args.alt:
            with open(path, encoding='utf-8') as f:
                alts[devargs] = Device(json.load(f))
        sections, entries = read_ini(args.ini)
    except (OSError, ValueError, KeyError, configparser.Error) as e:
        print('error: %s' % e)
        print('0 passed, 1 failed')
        return 1
    print('ini: %s' % args.ini)
    if openssl is not None:
        print('OpenSSL of the driver: %s' % args.openssl)
    check(dev, sections, entries, rep, alts, openssl)
    print('%d passed, %d failed' % (rep.passed, rep.failed))
    return 1 if rep.failed else 0


if __name__ == '__main__':
    sys.exit(main())
