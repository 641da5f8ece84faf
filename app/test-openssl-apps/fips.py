# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors

"""fips_validation (DPDK's example) with our driver, on NIST CAVP files.

Request files are made now from the CAVP response files in Debian's
python3-cryptography-vectors (for HMAC and CMAC, which it has as RFC 2202 /
RFC 4231 and SP 800-38B example lists, a response file in CAVP's layout is
first written from those lists): the answer lines are removed (the ciphertext
of an encryption case, the plaintext of a decryption, the digest, the tag,
a decryption's pass/fail verdict), fips_validation answers them, and its
answers are compared with the removed ones, case by case. Nothing made here
is kept in the source tree.

One fips_validation process per file: its folder mode carries state from
one file to the next (the first answer of a file then has the length of the
previous file's last one). Left out, as the 22.11 example cannot ask them:
SHA-512/224 and SHA-512/256 (it reads [L = 28] and [L = 32] as SHA-224 and
SHA-256), XTS data units that are not whole bytes (DataUnitLen 130 and 200
in XTSGen: the cryptodev API counts bytes). 3DES-ECB is not advertised by
the driver. fips_validation answers "Bypass" for a case whose sizes the
device does not advertise (GCM IVs other than 96 bits here): those are
counted apart, not compared.

Usage: fips.py BINARY [LABEL...]

LABELs (the first column of SOURCES and DERIVED): vector sets whose
algorithm the device does not advertise (a FIPS device: TDES-CBC); they
are not run, and said in a SKIP[provider-lacks] line each.
"""

import glob
import os
import re
import shutil
import signal
import sys

import appslib

VECTORS = os.environ.get('APPS_VECTORS',
                         '/usr/lib/python3/dist-packages/cryptography_vectors')

# (label, glob under VECTORS, answer fields: {section or '*': field names})
ENC_DEC = {'ENCRYPT': ('CIPHERTEXT',), 'DECRYPT': ('PLAINTEXT',)}
SOURCES = [
    ('AES-CBC', 'ciphers/AES/CBC/CBC*.rsp', ENC_DEC),
    ('AES-ECB', 'ciphers/AES/ECB/ECB*.rsp', ENC_DEC),
    ('TDES-CBC', 'ciphers/3DES/CBC/TCBC[!I]*.rsp', ENC_DEC),
    ('AES-GCM', 'ciphers/AES/GCM/gcmEncryptExtIV*.rsp', {'*': ('CT', 'Tag')}),
    ('AES-GCM', 'ciphers/AES/GCM/gcmDecrypt*.rsp', {'*': ('PT', 'FAIL')}),
    ('AES-CCM', 'ciphers/AES/CCM/V*.rsp', {'*': ('CT',)}),
    ('AES-CCM', 'ciphers/AES/CCM/DVPT*.rsp', {'*': ('Result', 'Payload')}),
    ('SHA', 'hashes/SHA1/SHA1*Msg.rsp', {'*': ('MD',)}),
    ('SHA', 'hashes/SHA2/SHA???ShortMsg.rsp', {'*': ('MD',)}),
    ('SHA', 'hashes/SHA2/SHA???LongMsg.rsp', {'*': ('MD',)}),
    ('SHA', 'hashes/SHA1/SHA1Monte.rsp', {'*': ('MD', 'COUNT')}),
    ('SHA', 'hashes/SHA2/SHA???Monte.rsp', {'*': ('MD', 'COUNT')}),
    ('AES-XTS', 'ciphers/AES/XTS/tweak-128hexstr/XTSGen*.rsp',
     {'ENCRYPT': ('CT',), 'DECRYPT': ('PT',)}),
]
FIELD = re.compile(r'^\s*([A-Za-z][A-Za-z0-9 ]*?)\s*=\s*(.*?)\s*$')


def _lines(path):
    with open(path, errors='replace') as f:
        return [ln.rstrip('\r\n') for ln in f]


def usable(lines):
    """The vector file less the cases the example cannot ask (XTS data
    units that are not whole bytes), with a blank line after every run of
    section headers (the example skips a case that follows one directly)."""
    out, skip = [], False
    for i, ln in enumerate(lines):
        m = FIELD.match(ln)
        if m and m.group(1).lower() == 'count':
            skip = False
        if m and m.group(1) == 'DataUnitLen' and int(m.group(2)) % 8:
            skip = True
            while out and FIELD.match(out[-1]) and FIELD.match(out[-1]).group(1) != 'DataUnitLen':
                if FIELD.match(out[-1]).group(1).lower() == 'count':
                    out.pop()
                    break
                out.pop()
        if skip:
            continue
        out.append(ln)
        nxt = lines[i + 1].strip() if i + 1 < len(lines) else ''
        if ln.strip().startswith('[') and nxt and not nxt.startswith('['):
            out.append('')
    return out


def cases(lines, answers):
    """[(section, {field: value})]: one entry per case (a Count line, or a
    Len line in the SHA files); a bare FAIL line counts as field FAIL, a
    Bypass line (fips_validation skipped the case: a size the device does
    not advertise) as field Bypass. Only the answer fields are kept."""
    out, section = [], ''
    for ln in lines:
        s = ln.strip()
        if s.startswith('[') and s.endswith(']'):
            section = s[1:-1].strip()
            continue
        m = FIELD.match(ln)
        if m and m.group(1).lower() in ('count', 'len'):
            out.append((section, {m.group(1): m.group(2)}))
            continue
        if not out:
            continue
        keys = answers.get(section, answers.get('*', ()))
        if s == 'Bypass':
            out[-1][1]['Bypass'] = True
        elif s == 'FAIL' and 'FAIL' in keys:
            out[-1][1]['FAIL'] = 'FAIL'
        elif m and m.group(1) in keys:
            out[-1][1][m.group(1)] = m.group(2).lower()
    return out


def request(lines, answers):
    """The response file less its answer lines: a request file."""
    out, section = [], ''
    for ln in lines:
        s = ln.strip()
        if s.startswith('[') and s.endswith(']'):
            section = s[1:-1].strip()
        keys = answers.get(section, answers.get('*', ()))
        m = FIELD.match(ln)
        if (m and m.group(1) in keys) or (s == 'FAIL' and 'FAIL' in keys):
            continue
        out.append(ln)
    return '\n'.join(out) + '\n'


def compare(want, got):
    """(cases compared, cases bypassed, None or the first difference)."""
    if len(got) != len(want):
        return 0, 0, '%d cases answered, %d in the vectors' % (len(got), len(want))
    bypassed = 0
    for i, ((sec, w), (_, g)) in enumerate(zip(want, got)):
        if g.get('Bypass'):
            bypassed += 1
            continue
        if w != g:
            k = sorted(k for k in set(w) | set(g) if w.get(k) != g.get(k))[0]
            return i, bypassed, 'case %d [%s] %s: %s = %s, expected %s' % (
                i, sec, ' '.join('%s %s' % kv for kv in w.items() if kv[0] in ('Count', 'Len')),
                k, g.get(k, '(none)')[:48], w.get(k, '(none)')[:48])
    return len(want) - bypassed, bypassed, None


def _records(path):
    """NAME = value records of a vector list, one dict per record."""
    recs, cur = [], {}
    for ln in _lines(path) + ['']:
        m = FIELD.match(ln)
        if m and not ln.startswith('#'):
            cur[m.group(1).upper()] = m.group(2)
        elif not ln.strip() and cur:
            recs.append(cur)
            cur = {}
    return recs


def hmac_rsp(path):
    """An RFC 2202/4231 list as a CAVP HMAC response file ([L=digest size])."""
    recs = [r for r in _records(path) if 'MD' in r]
    # [L=] names the hash by its digest size; RFC 4231 case 5's truncated
    # MAC is said by its Tlen
    full = max(len(r['MD']) for r in recs) // 2
    out = ['#  CAVS 11.0', '#  "HMAC" information for %s' % os.path.basename(path),
           '#  Generated from python3-cryptography-vectors', '', '[L=%d]' % full, '']
    for i, r in enumerate(recs):
        out += ['Count = %d' % i, 'Klen = %d' % (len(r['KEY']) // 2),
                'Tlen = %d' % (len(r['MD']) // 2), 'Key = %s' % r['KEY'],
                'Msg = %s' % r['MSG'], 'Mac = %s' % r['MD'], '']
    return out


def cmac_rsp(path):
    """An SP 800-38B example list as a CAVP CMAC generation response file."""
    recs = [r for r in _records(path) if 'OUTPUT' in r]
    out = ['#  CAVS 11.0', '#  "CMAC Gen" information for %s' % os.path.basename(path),
           '#  Alg = AES Mode = Generate', '#  Generated from python3-cryptography-vectors',
           '']
    for i, r in enumerate(recs):
        msg = r.get('MESSAGE', '')
        out += ['Count = %d' % i, 'Klen = %d' % (len(r['KEY']) // 2),
                'Mlen = %d' % (len(msg) // 2), 'Tlen = %d' % (len(r['OUTPUT']) // 2),
                'Key = %s' % r['KEY'], 'Msg = %s' % (msg or '00'), 'Mac = %s' % r['OUTPUT'],
                '']
    return out


# (label, glob under VECTORS, writer of the CAVP-style response, answers)
DERIVED = [
    ('HMAC', 'HMAC/rfc-2202-sha1.txt', hmac_rsp, {'*': ('Mac',)}),
    ('HMAC', 'HMAC/rfc-4231-sha*.txt', hmac_rsp, {'*': ('Mac',)}),
    ('AES-CMAC', 'CMAC/nist-800-38b-aes*.txt', cmac_rsp, {'*': ('Mac',)}),
]


def prepare(req_dir):
    """Write the request files; returns {req file name: (label, source, answers)}."""
    jobs = {}
    for label, pattern, writer, answers in DERIVED:
        for src in sorted(glob.glob(os.path.join(VECTORS, pattern))):
            base = os.path.splitext(os.path.basename(src))[0]
            rsp = os.path.join(os.path.dirname(req_dir), 'vectors', '%s-%s.rsp' % (label, base))
            with open(rsp, 'w') as f:
                f.write('\n'.join(writer(src)) + '\n')
            name = '%s-%s.req' % (label, base)
            with open(os.path.join(req_dir, name), 'w') as f:
                f.write(request(_lines(rsp), answers))
            jobs[name] = (label, src, rsp, answers)
    for label, pattern, answers in SOURCES:
        for src in sorted(glob.glob(os.path.join(VECTORS, pattern))):
            name = '%s-%s.req' % (label, os.path.splitext(os.path.basename(src))[0])
            with open(os.path.join(req_dir, name), 'w') as f:
                f.write(request(usable(_lines(src)), answers))
            jobs[name] = (label, src, src, answers)
    return jobs


def run_one(binary, req, rsp):
    prefix, eal = appslib.eal_args('fips', mem=256, vdevs=['crypto_openssl'])
    argv = [binary] + eal + ['--', '--req-file', req, '--rsp-file', rsp,
                             '--cryptodev', 'crypto_openssl']
    name = 'fips_validation-' + os.path.basename(req)[:-4]
    return appslib.run_app(name, argv, prefix, timeout=120)


def main(argv):
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    binary = argv[1]
    lacks = set(argv[2:])
    unknown = lacks - {s[0] for s in SOURCES} - {d[0] for d in DERIVED}
    res = appslib.Results()
    if unknown:
        res.check('fips_validation labels %s' % ' '.join(sorted(unknown)), False,
                  'not a label of fips.py')
    req_dir, rsp_dir = os.path.join(appslib.WORK, 'req'), os.path.join(appslib.WORK, 'rsp')
    for d in (req_dir, rsp_dir, os.path.join(appslib.WORK, 'vectors')):
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
    jobs = prepare(req_dir)
    if not jobs:
        res.check('fips_validation request files from %s' % VECTORS, False, 'no CAVP file found')
        return res.finish()
    appslib.note('%d request files made from %s' % (len(jobs), VECTORS))
    for label in sorted(lacks):
        n = sum(1 for j in jobs.values() if j[0] == label)
        print('SKIP[provider-lacks] fips_validation %s: %d vector files not run, the '
              'device does not advertise the algorithm' % (label, n))
    for name in sorted(jobs):
        label, src, answer_file, answers = jobs[name]
        if label in lacks:
            continue
        title = 'fips_validation %s %s' % (label, os.path.basename(src))
        rsp = os.path.join(rsp_dir, name[:-3] + 'rsp')
        rc, text = run_one(binary, os.path.join(req_dir, name), rsp)
        if not re.search(r'Processing file .*\.\.\. Done', text) or rc != 0:
            lines = [ln for ln in text.splitlines() if 'Error' in ln or 'PMD' in ln]
            last = (lines or ['no Done'])[-1][:120]
            res.check(title, False, '%s: %s' % (appslib.status(rc), last))
            continue
        if appslib.PROBE_MARK not in text:
            res.check(title, False, 'our driver was not probed')
            continue
        want = cases(usable(_lines(answer_file)), answers)
        got = cases(_lines(rsp), answers)
        n, bypassed, why = compare(want, got)
        if why is None and n == 0:
            why = 'no case compared'
        extra = ', %d bypassed by fips_validation' % bypassed if bypassed else ''
        res.check('%s (%d cases%s)' % (title, n, extra), why is None, why or '')
    return res.finish()

if __name__ == '__main__':
    sys.exit(main(sys.argv))
