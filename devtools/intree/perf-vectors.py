#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
"""dpdk-test-crypto-perf --ptest verify runs over a DPDK tree's vectors.

    intree-perf-vectors.py DATA_DIR OUT_DIR

Reads app/test-crypto-perf/data/*.data of a DPDK tree and prints one line per
run, "NAME ARG...", the crypto-perf arguments after "--" (encrypt and decrypt
of every vector). In verify mode crypto-perf wants the global plaintext exactly
as long as the buffer, while each [section] of these files gives only the
digest for its buffer size: the vector of size N is written to OUT_DIR with the
global plaintext and ciphertext cut to N bytes (a prefix of a CBC or GCM
ciphertext is the ciphertext of the prefix; the tag or HMAC is the section's).
The HMAC digests were made with the first block-size bytes of auth_key (64 for
SHA-1/224/256, 128 for SHA-384/512): that is the key size asked for.
"""

import glob
import hashlib
import os
import re
import sys


def parse(text):
    """[(section or None, key, [byte...])] in file order"""
    fields, section, key = [], None, None
    for line in text.splitlines():
        line = line.split('#', 1)[0].strip()
        if not line:
            key = None
        elif line.startswith('['):
            section, key = line.strip('[]'), None
        elif line.endswith('='):
            key = line[:-1].strip()
            fields.append((section, key, []))
        elif key is not None:
            fields[-1][2].extend(int(b, 16) for b in re.findall(r'0x[0-9a-fA-F]{2}', line))
    return fields


def dump(key, data):
    rows = [', '.join('0x%02x' % b for b in data[i:i + 16]) for i in range(0, len(data), 16)]
    return '%s =\n%s\n\n' % (key, ',\n'.join(rows))


def block_size(name):
    """The files' HMAC digests take the first block-size bytes of auth_key."""
    return hashlib.new(name.split('_')[0]).block_size


def runs(base, name, glob_f, sec, out):
    n = int(re.search(r'_(\d+)$', name).group(1))
    common = ['--test-file', out, '--test-name', name, '--buffer-sz', str(n),
              '--digest-sz', str(len(sec['digest']))]
    if re.match(r'aes_cbc_\d+_sha$', base) and re.match(r'sha\d+_hmac_buff_\d+$', name):
        c = ['--cipher-algo', 'aes-cbc', '--cipher-key-sz', str(len(glob_f['cipher_key'])),
             '--cipher-iv-sz', str(len(glob_f['cipher_iv'])),
             '--auth-algo', re.sub(r'^sha(2\d\d|3\d\d|5\d\d)$', r'sha2-\1', name.split('_')[0])
             + '-hmac',
             '--auth-key-sz', str(min(len(glob_f['auth_key']), block_size(name)))]
        yield 'enc', common + ['--optype', 'cipher-then-auth', '--cipher-op', 'encrypt',
                               '--auth-op', 'generate'] + c
        yield 'dec', common + ['--optype', 'auth-then-cipher', '--cipher-op', 'decrypt',
                               '--auth-op', 'verify'] + c
    elif re.match(r'aes_gcm_\d+$', base):
        a = ['--aead-algo', 'aes-gcm', '--aead-key-sz', str(len(glob_f['aead_key'])),
             '--aead-iv-sz', str(len(glob_f['aead_iv'])), '--aead-aad-sz', str(len(glob_f['aad']))]
        for op in ('encrypt', 'decrypt'):
            yield op[:3], common + ['--optype', 'aead', '--aead-op', op] + a


def main():
    for path in sorted(glob.glob(os.path.join(sys.argv[1], '*.data'))):
        base = os.path.basename(path)[:-5]
        fields = parse(open(path).read())
        glob_f = {k: v for s, k, v in fields if s is None}
        names = sorted({s for s, _, _ in fields if s}, key=lambda x: (len(x), x))
        for name in names:
            sec = {k: v for s, k, v in fields if s == name}
            size = re.search(r'_(\d+)$', name)
            if size is None or 'digest' not in sec:
                continue
            n = int(size.group(1))
            have = min(len(glob_f.get('plaintext', [])), len(glob_f.get('ciphertext', [])))
            if have < n:
                print('SKIP[bad-vector] %s [%s]: not run, the file has %d bytes of plaintext'
                      ' and ciphertext' % (base, name, have), file=sys.stderr)
                continue
            out = os.path.join(sys.argv[2], '%s-%s.data' % (base, name))
            with open(out, 'w') as f:
                for k, v in glob_f.items():
                    f.write(dump(k, v[:n] if k in ('plaintext', 'ciphertext') else v))
                f.write('[%s]\n' % name)
                for k, v in sec.items():
                    f.write(dump(k, v))
            for op, args in runs(base, name, glob_f, sec, out):
                print('%s:%s:%s' % (base, name, op), *args)


if __name__ == '__main__':
    main()
