#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
"""What a device on a restricted provider advertises, checked from outside.

The fips layer (devtools/test-fips.sh) gives the JSON that
dpdk-test-openssl-features wrote for a device on the default provider and
for a device on another (--json-default, --json-dev); the items are named
as in the features .ini (devtools/check-features.py reads them).

--mode fips: an independent check of the driver's FIPS device
  * every algorithm FIPS does not approve (NOT_APPROVED: DES, MD5,
    ChaCha20-Poly1305, SM2, SM3, SM4, by .ini name and by DPDK algorithm
    name) is one case: it passes iff the device does not advertise it;
  * each advertised item is one case: it passes iff the default device
    advertises it too (a provider restricts, never adds).
--mode legacy: the device advertises DES CBC (one case), and everything the
  default device does (one case per item: legacy+default adds, never loses).

In either mode, what the default device advertises and this one does not
is printed as a deliberate skip, "SKIP[provider-lacks] ..." (the test
programs run what a device advertises: these are the algorithms they leave
out on it), and with --ini-in/--ini-out the features .ini less those
entries is written, for the features layer on this device.

Usage: fips-caps.py --mode fips|legacy --json-default FILE --json-dev FILE
                    [--ini-in FILE --ini-out FILE]
Last line: "N passed, N failed"; exit 1 if anything failed.
"""

import argparse
import importlib.util
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# .ini names of what a FIPS device must not advertise
NOT_APPROVED = [
    ('Cipher', 'DES CBC'), ('Cipher', 'DES DOCSIS BPI'),
    ('Auth', 'MD5'), ('Auth', 'MD5 HMAC'),
    ('AEAD', 'CHACHA20-POLY1305'),
    ('Asymmetric', 'SM2'),
    ('Auth', 'SM3'), ('Auth', 'SM3 HMAC'),
    ('Cipher', 'SM4 ECB'), ('Cipher', 'SM4 CBC'), ('Cipher', 'SM4 CTR'),
    ('Cipher', 'SM4 OFB'), ('Cipher', 'SM4 CFB'), ('Cipher', 'SM4 XTS'),
    ('AEAD', 'SM4 GCM'),
]
# the same by DPDK algorithm name (an item the .ini has no name for)
NOT_APPROVED_ALGO = re.compile(r'^(des-|md5|chacha20|sm2|sm3|sm4)')


def load_check_features():
    spec = importlib.util.spec_from_file_location(
        'check_features', os.path.join(HERE, 'check-features.py'))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


class Counts:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def case(self, ok, what):
        print('%s %s' % ('PASS' if ok else 'FAIL', what))
        if ok:
            self.passed += 1
        else:
            self.failed += 1


def algorithms(cf, path):
    """{(section, .ini name or description): DPDK algorithm name of an item
    the .ini has no name for, else None}: what the device of a JSON
    advertises (its algorithms and its feature flags)."""
    with open(path, encoding='utf-8') as f:
        dev = cf.Device(json.load(f))
    out = {}
    for sec, name, desc in dev.items():
        if sec == 'Features':
            out[(sec, name if name is not None else desc)] = None
        else:
            # a description starts "cipher aes-cbc key ..." or "rsa ops ..."
            words = desc.split(' ')
            algo = words[1] if words[0] in ('cipher', 'auth', 'aead') else words[0]
            out[(sec, name if name is not None else desc)] = None if name else algo
    return out


def check_fips(default, dev, cnt):
    for sec, name in NOT_APPROVED:
        cnt.case((sec, name) not in dev,
                 'fips: [%s] %s not approved: %s' % (
                     sec, name, 'advertised' if (sec, name) in dev else 'not advertised'))
    for (sec, name), algo in sorted(dev.items()):
        if algo is not None and NOT_APPROVED_ALGO.match(algo):
            cnt.case(False, 'fips: [%s] %s not approved: advertised' % (sec, name))
        cnt.case((sec, name) in default,
                 'fips: [%s] %s advertised, and by the default device' % (sec, name))


def check_legacy(default, dev, cnt):
    cnt.case(('Cipher', 'DES CBC') in dev,
             'legacy: [Cipher] DES CBC %s' % (
                 'advertised' if ('Cipher', 'DES CBC') in dev else 'not advertised'))
    for sec, name in sorted(default):
        cnt.case((sec, name) in dev,
                 'legacy: [%s] %s of the default device advertised' % (sec, name))


def write_ini(src, dst, lacks):
    """src less the "NAME = Y" lines of the entries in lacks."""
    section = ''
    out = []
    with open(src, encoding='utf-8') as f:
        for line in f:
            m = re.match(r'^\[(.*)\]\s*$', line)
            if m:
                section = m.group(1)
            m = re.match(r'^([^;=][^=]*?)\s*=', line)
            if m and (section, re.sub(r'\s+', ' ', m.group(1).strip())) in lacks:
                continue
            out.append(line)
    with open(dst, 'w', encoding='utf-8') as f:
        f.writelines(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--mode', choices=('fips', 'legacy'), required=True)
    ap.add_argument('--json-default', required=True)
    ap.add_argument('--json-dev', required=True)
    ap.add_argument('--ini-in')
    ap.add_argument('--ini-out')
    args = ap.parse_args()
    cf = load_check_features()
    default = algorithms(cf, args.json_default)
    dev = algorithms(cf, args.json_dev)
    cnt = Counts()
    cnt.case(bool(dev), '%s: the device advertises %d algorithm items (the default device %d)'
             % (args.mode, len(dev), len(default)))
    if args.mode == 'fips':
        check_fips(default, dev, cnt)
    else:
        check_legacy(default, dev, cnt)
    lacks = set(default) - set(dev)
    for sec, name in sorted(lacks):
        print('SKIP[provider-lacks] [%s] %s: the %s device does not advertise it; '
              'the programs do not run it there' % (sec, name, args.mode))
    if args.ini_in and args.ini_out:
        write_ini(args.ini_in, args.ini_out, lacks)
    print('%d passed, %d failed' % (cnt.passed, cnt.failed))
    return 1 if cnt.failed else 0


if __name__ == '__main__':
    sys.exit(main())
