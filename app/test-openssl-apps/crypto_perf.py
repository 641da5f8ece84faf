# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors

"""dpdk-test-crypto-perf --ptest verify with our driver, on the test vector
files of DPDK's source tree (app/test-crypto-perf/data/*.data).

Every section of every file is first recomputed here with
python3-cryptography (the file's ciphertext and digest from its plaintext,
keys and IV); a section the file itself gets wrong cannot pass on any
driver and is reported, not run. crypto-perf's verify test then runs each
section with our driver: encrypt direction (cipher-then-auth generate, or
AEAD encrypt: it compares ciphertext and digest) for every section, and the
decrypt direction (auth-then-cipher verify, or AEAD decrypt: the digest
must verify and the plaintext come back) for the smallest and largest
buffer of each file (TEST_LONG=1: every section).

crypto-perf 22.11 wants the global plaintext exactly as long as the buffer
(verify mode), so each section runs from a copy of the file cut to that
section and to its buffer size; the data are the file's own.

Usage: crypto_perf.py BINARY DATA_DIR
"""

import glob
import hmac
import os
import re
import signal
import sys

from cryptography.hazmat.primitives.ciphers import Cipher, aead, algorithms, modes

import appslib

# file name prefix: what the file's sections are (crypto-perf algorithm names)
FILES = {
    'aes_cbc_': dict(kind='chain', cipher='aes-cbc'),
    'aes_gcm_': dict(kind='aead', aead='aes-gcm'),
}
# section name prefix: (crypto-perf algorithm, HMAC block size = the key size used)
HASHES = {'sha1': ('sha1-hmac', 64), 'sha224': ('sha2-224-hmac', 64),
          'sha256': ('sha2-256-hmac', 64), 'sha384': ('sha2-384-hmac', 128),
          'sha512': ('sha2-512-hmac', 128)}
TOTAL_OPS = '64'


def parse(path):
    """(global fields, {section: fields}); fields are name -> bytes."""
    glob_f, secs, d, key = {}, {}, None, None
    d = glob_f
    with open(path) as f:
        for ln in f:
            ln = ln.strip()
            if not ln or ln.startswith('#'):
                continue
            m = re.match(r'^\[(.*)\]$', ln)
            if m:
                d = secs.setdefault(m.group(1), {})
                continue
            m = re.match(r'^(\w+)\s*=\s*(.*)$', ln)
            if m:
                key, ln = m.group(1), m.group(2)
                d[key] = b''
            d[key] += bytes(int(x, 16) for x in re.findall(r'0x([0-9a-fA-F]{2})', ln))
    return glob_f, secs


def _fmt(data):
    rows = [', '.join('0x%02x' % b for b in data[i:i + 16]) for i in range(0, len(data), 16)]
    return ',\n'.join(rows)


def derived_file(path, g, name, sec, size, out_dir):
    """The file cut to one section and its buffer size."""
    lines = []
    for k, v in g.items():
        if k in ('plaintext', 'ciphertext'):
            v = v[:size]
        lines += ['%s =' % k, _fmt(v), '']
    lines += ['[%s]' % name]
    for k, v in sec.items():
        lines += ['%s =' % k, _fmt(v), '']
    out = os.path.join(out_dir, '%s-%s.data' % (os.path.basename(path)[:-5], name))
    with open(out, 'w') as f:
        f.write('\n'.join(lines) + '\n')
    return out


class Section:
    """One [name] of a file: its parameters and whether the file is right."""

    def __init__(self, spec, g, name, sec):
        self.name, self.spec, self.g, self.sec = name, spec, g, sec
        self.size = int(name.rsplit('_', 1)[1])
        self.hash = name.split('_')[0] if spec['kind'] == 'chain' else None

    def check_vector(self):
        """None if the file's ciphertext and digest are what they must be."""
        g, n = self.g, self.size
        pt, ct, dig = g['plaintext'][:n], g.get('ciphertext', b'')[:n], self.sec['digest']
        if len(g['plaintext']) < n or len(g.get('ciphertext', b'')) < n:
            return 'the file has %d plaintext and %d ciphertext bytes for a %d-byte buffer' % (
                len(g['plaintext']), len(g.get('ciphertext', b'')), n)
        if self.spec['kind'] == 'aead':
            out = aead.AESGCM(g['aead_key']).encrypt(g['aead_iv'], pt, g['aad'])
            want_ct, want_dig = out[:n], out[n:n + len(dig)]
        else:
            enc = Cipher(algorithms.AES(g['cipher_key']), modes.CBC(g['cipher_iv'])).encryptor()
            want_ct = enc.update(pt) + enc.finalize()
            key = g['auth_key'][:self.auth_key_sz()]
            want_dig = hmac.new(key, want_ct, self.hash).digest()[:len(dig)]
        if want_ct != ct:
            return 'the file\'s ciphertext is not the encryption of its plaintext'
        if want_dig != dig:
            return 'the file\'s digest is not the MAC of its ciphertext'
        return None

    def auth_key_sz(self):
        """The HMAC key is one block of the hash (the files give 128 bytes)."""
        return HASHES[self.hash][1]

    def args(self, decrypt):
        g, a = self.g, ['--ptest', 'verify', '--devtype', 'crypto_openssl',
                        '--buffer-sz', str(self.size), '--total-ops', TOTAL_OPS,
                        '--burst-sz', '32', '--digest-sz', str(len(self.sec['digest']))]
        if self.spec['kind'] == 'aead':
            return a + ['--optype', 'aead', '--aead-algo', self.spec['aead'],
                        '--aead-op', 'decrypt' if decrypt else 'encrypt',
                        '--aead-key-sz', str(len(g['aead_key'])),
                        '--aead-iv-sz', str(len(g['aead_iv'])),
                        '--aead-aad-sz', str(len(g['aad']))]
        return a + ['--optype', 'auth-then-cipher' if decrypt else 'cipher-then-auth',
                    '--cipher-algo', self.spec['cipher'],
                    '--cipher-op', 'decrypt' if decrypt else 'encrypt',
                    '--cipher-key-sz', str(len(g['cipher_key'])),
                    '--cipher-iv-sz', str(len(g['cipher_iv'])),
                    '--auth-algo', HASHES[self.hash][0],
                    '--auth-op', 'verify' if decrypt else 'generate',
                    '--auth-key-sz', str(self.auth_key_sz())]


def run_one(binary, data_file, sec, decrypt):
    prefix, eal = appslib.eal_args('perf', lcores='0,1', mem=256, vdevs=['crypto_openssl'])
    argv = [binary] + eal + ['--'] + sec.args(decrypt) + ['--test-file', data_file,
                                                          '--test-name', sec.name]
    tag = 'crypto-perf-%s-%s' % (os.path.basename(data_file)[:-5], 'dec' if decrypt else 'enc')
    rc, text = appslib.run_app(tag, argv, prefix, timeout=120)
    row = re.search(r'^\s*\d+\s+%d\s+\d+\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*$'
                    % sec.size, text, re.M)
    if rc != 0 or row is None:
        lines = [ln for ln in text.splitlines() if ln.strip() and not ln.startswith('#')]
        return '%s: %s' % (appslib.status(rc), (lines or ['no output'])[-1][:120])
    if appslib.PROBE_MARK not in text:
        return 'our driver was not probed'
    enq, deq, fenq, fdeq, failed = (int(x) for x in row.groups())
    if enq != int(TOTAL_OPS) or deq != enq or fenq or fdeq or failed:
        return 'enqueued %d dequeued %d failed enq %d deq %d ops %d' % (enq, deq, fenq, fdeq,
                                                                       failed)
    return None


def main(argv):
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    binary, data_dir = argv[1], argv[2]
    res = appslib.Results()
    out_dir = os.path.join(appslib.WORK, 'crypto-perf')
    os.makedirs(out_dir, exist_ok=True)
    paths = sorted(glob.glob(os.path.join(data_dir, '*.data')))
    if not paths:
        res.check('crypto-perf vector files in %s' % data_dir, False, 'none found')
    full = os.environ.get('TEST_LONG') == '1'
    for path in paths:
        base = os.path.basename(path)
        spec = next((s for p, s in FILES.items() if base.startswith(p)), None)
        if spec is None:
            res.check('crypto-perf vector file %s' % base, False,
                      'no algorithm known for this file name: add it to FILES')
            continue
        g, secs = parse(path)
        sections = [Section(spec, g, n, s) for n, s in secs.items()]
        sizes = sorted({s.size for s in sections})
        for sec in sections:
            why = sec.check_vector()
            if why:
                appslib.skip('bad-vector', '%s [%s]: not run, %s' % (base, sec.name, why))
                continue
            data_file = derived_file(path, g, sec.name, sec.sec, sec.size, out_dir)
            for decrypt in (False, True):
                if decrypt and not full and sec.size not in (sizes[0], sizes[-1]):
                    continue
                label = 'crypto-perf verify %s %s %s' % (base, sec.name,
                                                         'decrypt' if decrypt else 'encrypt')
                why = run_one(binary, data_file, sec, decrypt)
                res.check(label, why is None, why or '')
    return res.finish()


if __name__ == '__main__':
    sys.exit(main(sys.argv))
