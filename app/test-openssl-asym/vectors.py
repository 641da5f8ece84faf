#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
"""Asymmetric known-answer vectors from Debian's python3-cryptography-vectors.

Parses, at test time, the asymmetric/ tree (NIST CAVP .rsp/.fax files, the
RSA Laboratories PKCS#1 test vectors, pyca's OAEP SHA-2 vectors, DH vectors)
into one line per vector for dpdk-test-openssl-asym:

    KIND name=value name=value ...

Values are hex (numbers big-endian) or short tokens (hash=SHA256,
curve=P-256, result=P). CAVP messages are hashed here (hashlib): the
cryptodev API signs and verifies digests. The kinds:

    rsa-sign   n e d p q dp dq qinv hash msg sig     PKCS#1 v1.5, deterministic
    rsa-pss    n e d p q dp dq qinv hash salt msg sig PSS with the vector's salt length
    rsa-ver    n e pad hash salt msg sig result      CAVP SigVer / SigGen
    rsa-dec    n e d p q dp dq qinv pad hash mgf1 msg ct
    ecdsa-ver  curve msg qx qy r s result         CAVP SigVer / SigGen
    ecdsa-gen  curve msg d qx qy                 CAVP KeyPair key, a SigGen digest
    ecdsa-k    curve msg d k r s                 CAVP SigGen.txt: signed with its k
    dsa-ver    p q g msg y r s result            CAVP SigVer / SigGen
    dsa-gen    p q g x y msg                     CAVP KeyPair key
    dsa-k      p q g x msg k r s                 CAVP SigGen.txt: signed with its k
    dh         p g x peer shared                     shared = peer^x mod p
    dh-pub     p g x pub                             pub = g^x mod p
    ecpm       curve x y k rx expect                 expect: match, differ, error
    ecdh       curve da qax qay db qbx qby z why     KAS ECC ZZ: A the IUT, B the CAVS;
                                                 why: 0 valid, else the CAVS failure code
    eddsa      curve sk pk msg ctx sig               Ed25519 sign.input, Ed448 RFC 8032

With --openssl-src (the OpenSSL 3.5 source tarball devtools/setup-openssl35.sh
keeps), the ML-KEM and ML-DSA vectors of its test/recipes/30-test_evp_data
(NIST ACVP, FIPS 203/204 KATs, Wycheproof), read from the tarball, go to
--pqc-out (the pqc suite's file); set is the parameter set (512, 44, ...),
expect ok (the op succeeds with the given output), fail (a valid op whose
check fails: a signature that does not verify) or reject (bad input the op
refuses: a malformed key, a short ciphertext, a context over 255 bytes):

    mlkem-keygen set seed ek dk           seed = d || z
    mlkem-encap  set ek m ct ss expect
    mlkem-decap  set dk ct ss expect
    mldsa-keygen set seed pk sk
    mldsa-sign   set sk msg ctx det rnd mu sig expect   det 1: rnd unused
    mldsa-ver    set pk msg ctx mu sig expect           mu 1: msg is mu

Usage: vectors.py [-r ROOT] -o FILE
       vectors.py [--openssl-src TARBALL] --pqc-out FILE
"""

import argparse
import hashlib
import os
import re
import sys
import tarfile
from collections import Counter

DEFAULT_ROOT = '/usr/lib/python3/dist-packages/cryptography_vectors/asymmetric'
HASHES = {'SHA1': 'sha1', 'SHA224': 'sha224', 'SHA256': 'sha256', 'SHA384': 'sha384',
          'SHA512': 'sha512'}
CURVES = ('P-192', 'P-224', 'P-256', 'P-384', 'P-521')


def hash_name(s):
    """'SHA-256', 'sha256', 'SHA256' -> 'SHA256', or None."""
    n = s.upper().replace('-', '')
    return n if n in HASHES else None


def digest(h, hexmsg):
    return hashlib.new(HASHES[h], bytes.fromhex(hexmsg)).hexdigest()


def even(h):
    h = h.strip().lower()
    return h if len(h) % 2 == 0 else '0' + h


def line(kind, **kv):
    return kind + ' ' + ' '.join('%s=%s' % (k, v) for k, v in kv.items())


# --- CAVP .rsp / .fax --------------------------------------------------------

def cavp_records(path):
    """(section header, record dict, header fields) for each record of a CAVP file."""
    section, header, rec = '', {}, {}
    comments = []
    with open(path, encoding='latin-1') as f:
        for raw in f:
            s = raw.strip()
            if s.startswith('#'):
                comments.append(s)
                continue
            if s.startswith('['):
                if rec:
                    yield section, rec, dict(header)
                    rec = {}
                if '=' in s and not s.startswith('[mod') and ',' not in s:
                    k, v = s.strip('[]').split('=', 1)
                    header[k.strip()] = v.strip()
                else:
                    section = s.strip('[]')
                continue
            if not s:
                if rec:
                    yield section, rec, dict(header)
                    rec = {}
                continue
            if '=' not in s:
                continue
            k, v = (x.strip() for x in s.split('=', 1))
            if k in ('n', 'p', 'q', 'P', 'Q', 'G') and not rec:
                header[k] = v        # group parameters ahead of the records
                continue
            rec[k] = v
    if rec:
        yield section, rec, dict(header)


def result_of(rec):
    return rec.get('Result', 'P').strip()[:1]


def rsa_cavp(root):
    out = []
    d = os.path.join(root, 'RSA', 'FIPS_186-2')
    for fname, pad in (('SigVer15_186-3.rsp', 'pkcs1'), ('SigVerPSS_186-3.rsp', 'pss'),
                       ('SigGen15_186-3.rsp', 'pkcs1'), ('SigGenPSS_186-3.rsp', 'pss')):
        path = os.path.join(d, fname)
        with open(path, encoding='latin-1') as f:
            m = re.search(r'Salt len:\s*(\d+)', f.read())
        hdr_salt = int(m.group(1)) if m else 0
        for _, rec, hdr in cavp_records(path):
            h = hash_name(rec.get('SHAAlg', ''))
            if h is None or 'S' not in rec:
                continue
            e = rec.get('e', hdr.get('e'))
            if e is None:
                continue
            salt = hdr_salt
            if pad == 'pss' and 'SaltVal' in rec and rec['SaltVal'] != '00':
                salt = len(bytes.fromhex(rec['SaltVal']))
            out.append(line('rsa-ver', n=even(hdr['n']), e=even(e), pad=pad, hash=h,
                            salt=salt, msg=digest(h, rec['Msg']), sig=even(rec['S']),
                            result=result_of(rec)))
    return out


def ecdsa_cavp(root):
    """SigVer and SigGen (both verify: SigGen's k is unknown) and KeyPair keys to sign with."""
    out, msgs = [], {}
    d = os.path.join(root, 'ECDSA', 'FIPS_186-3')
    for fname in ('SigVer.rsp', 'SigGen.rsp'):
        for section, rec, _ in cavp_records(os.path.join(d, fname)):
            parts = section.split(',')
            if len(parts) != 2 or parts[0] not in CURVES or 'Msg' not in rec:
                continue
            h = hash_name(parts[1])
            if h is None:
                continue
            msg = digest(h, rec['Msg'])
            msgs.setdefault(parts[0], []).append(msg)
            out.append(line('ecdsa-ver', curve=parts[0], msg=msg, qx=even(rec['Qx']),
                            qy=even(rec['Qy']), r=even(rec['R']), s=even(rec['S']),
                            result=result_of(rec) if fname == 'SigVer.rsp' else 'P'))
    curve = None
    for raw in open(os.path.join(d, 'KeyPair.rsp'), encoding='latin-1'):
        m = re.match(r'\[([PKB]-\d+)\]', raw.strip())
        if m:
            curve, i, rec = m.group(1), 0, {}
            continue
        if curve not in CURVES or ' = ' not in raw:
            continue
        k, v = (x.strip() for x in raw.split('=', 1))
        rec[k] = v
        if k == 'Qy':
            out.append(line('ecdsa-gen', curve=curve, msg=msgs[curve][i % len(msgs[curve])],
                            d=even(rec['d']), qx=even(rec['Qx']), qy=even(rec['Qy'])))
            i += 1
    for section, rec, _ in cavp_records(os.path.join(d, 'SigGen.txt')):
        parts = section.split(',')
        if len(parts) != 2 or parts[0] not in CURVES or 'k' not in rec:
            continue
        h = hash_name(parts[1])
        if h is not None:
            out.append(line('ecdsa-k', curve=parts[0], msg=digest(h, rec['Msg']),
                            d=even(rec['d']), k=even(rec['k']), r=even(rec['R']),
                            s=even(rec['S'])))
    return out


def dsa_cavp(root):
    """SigVer and SigGen (both verify), KeyPair keys to sign with."""
    out = []
    d = os.path.join(root, 'DSA', 'FIPS_186-3')
    for fname in ('SigVer.rsp', 'SigGen.rsp', 'KeyPair.rsp'):
        for section, rec, hdr in cavp_records(os.path.join(d, fname)):
            if 'P' not in hdr:
                continue
            pqg = dict(p=even(hdr['P']), q=even(hdr['Q']), g=even(hdr['G']))
            if fname == 'KeyPair.rsp':
                if 'X' in rec:
                    out.append(line('dsa-gen', **pqg, x=even(rec['X']), y=even(rec['Y']),
                                    msg=digest('SHA256', even(rec['X']))))
                continue
            m = re.search(r'(SHA-\d+)', section)
            if m is None or 'Msg' not in rec:
                continue
            msg = digest(hash_name(m.group(1)), rec['Msg'])
            out.append(line('dsa-ver', **pqg, msg=msg, y=even(rec['Y']), r=even(rec['R']),
                            s=even(rec['S']),
                            result=result_of(rec) if fname == 'SigVer.rsp' else 'P'))
    for section, rec, hdr in cavp_records(os.path.join(d, 'SigGen.txt')):
        m = re.search(r'(SHA-\d+)', section)
        if 'P' not in hdr or m is None or 'K' not in rec:
            continue
        out.append(line('dsa-k', p=even(hdr['P']), q=even(hdr['Q']), g=even(hdr['G']),
                        x=even(rec['X']), msg=digest(hash_name(m.group(1)), rec['Msg']),
                        k=even(rec['K']), r=even(rec['R']), s=even(rec['S'])))
    return out


def ecpm_fax(root):
    """ECC static-unified ZZ vectors: Z = x(dsIUT * QsCAVS) = x(dsCAVS * QsIUT)."""
    out = []
    for fname in ('KASValidityTest_ECCStaticUnified_NOKC_ZZOnly_init.fax',
                  'KASValidityTest_ECCStaticUnified_NOKC_ZZOnly_resp.fax'):
        curves = {}
        path = os.path.join(root, 'ECDH', fname)
        with open(path, encoding='latin-1') as f:
            text = f.read()
        for tag, curve in re.findall(r'\[(E[A-E])\]\s*\n\s*\n?\[Curve selected:\s*(P-\d+)\]',
                                     text):
            curves[tag] = curve
        for section, rec, _ in cavp_records(path):
            tag = section.split(' ')[0]
            if tag not in curves or 'Z' not in rec:
                continue
            curve = curves[tag]
            m = re.match(r'F \((\d+)', rec.get('Result', 'P (0'))
            why = int(m.group(1)) if m else 0
            cavs = dict(x=even(rec['QsCAVSx']), y=even(rec['QsCAVSy']))
            iut = dict(x=even(rec['QsIUTx']), y=even(rec['QsIUTy']))
            z = even(rec['Z'])
            if why == 0:
                out.append(line('ecpm', curve=curve, **cavs, k=even(rec['dsIUT']), rx=z,
                                expect='match'))
                out.append(line('ecpm', curve=curve, **iut, k=even(rec['dsCAVS']), rx=z,
                                expect='match'))
            elif why in (1, 2):       # CAVS public key off the curve
                out.append(line('ecpm', curve=curve, **cavs, k=even(rec['dsIUT']), rx=z,
                                expect='error'))
            elif why in (5, 6):       # IUT public key off the curve
                out.append(line('ecpm', curve=curve, **iut, k=even(rec['dsCAVS']), rx=z,
                                expect='error'))
            elif why in (7, 8):       # IUT private key or Z changed
                out.append(line('ecpm', curve=curve, **cavs, k=even(rec['dsIUT']), rx=z,
                                expect='differ'))
    return out


def ecdh_fax(root):
    """KAS ECC ZZ-only vectors, both roles: the keys, Z and the failure code."""
    out = []
    for fname in ('KASValidityTest_ECCStaticUnified_NOKC_ZZOnly_init.fax',
                  'KASValidityTest_ECCStaticUnified_NOKC_ZZOnly_resp.fax'):
        path = os.path.join(root, 'ECDH', fname)
        with open(path, encoding='latin-1') as f:
            curves = dict(re.findall(r'\[(E[A-E])\]\s*\n\s*\n?\[Curve selected:\s*(P-\d+)\]',
                                     f.read()))
        for section, rec, _ in cavp_records(path):
            tag = section.split(' ')[0]
            if tag not in curves or 'Z' not in rec:
                continue
            m = re.match(r'F \((\d+)', rec.get('Result', 'P (0'))
            out.append(line('ecdh', curve=curves[tag], da=even(rec['dsIUT']),
                            qax=even(rec['QsIUTx']), qay=even(rec['QsIUTy']),
                            db=even(rec['dsCAVS']), qbx=even(rec['QsCAVSx']),
                            qby=even(rec['QsCAVSy']), z=even(rec['Z']),
                            why=int(m.group(1)) if m else 0))
    return out


def eddsa_vectors(root):
    """Ed25519 sign.input (sk||pk:pk:msg:sig||msg) and Ed448's RFC 8032 vectors."""
    out = []
    with open(os.path.join(root, 'Ed25519', 'sign.input'), encoding='ascii') as f:
        for raw in f:
            parts = raw.strip().split(':')
            if len(parts) < 4:
                continue
            out.append(line('eddsa', curve=25519, sk=parts[0][:64], pk=parts[1],
                            msg=parts[2], ctx='', sig=parts[3][:128]))
    for _, rec, _ in cavp_records(os.path.join(root, 'Ed448', 'rfc8032.txt')):
        if 'SECRET' not in rec:
            continue
        out.append(line('eddsa', curve=448, sk=rec['SECRET'], pk=rec['PUBLIC'],
                        msg=rec.get('MESSAGE', ''), ctx=rec.get('CONTEXT', ''),
                        sig=rec['SIGNATURE']))
    return out


# --- RSA Laboratories PKCS#1 vectors ----------------------------------------

LABELS = {
    'Modulus:': 'n', 'Exponent:': 'e', 'Public exponent:': 'e', 'Prime 1:': 'p',
    'Prime 2:': 'q', 'Prime exponent 1:': 'dp', 'Prime exponent 2:': 'dq',
    'Coefficient:': 'qinv', 'Message to be signed:': 'msg', 'Message:': 'msg',
    'Signature:': 'sig', 'Encryption:': 'ct', 'Salt:': 'salt', 'Seed:': 'seed',
}
END_FIELD = {'sig', 'ct'}


def pkcs1_vectors(path):
    """(key dict, vector dict) pairs of an RSA Laboratories style file."""
    key, vec, field, private = {}, {}, None, False
    with open(path, encoding='latin-1') as f:
        lines = f.read().splitlines()
    for raw in lines + ['#']:
        s = raw.strip()
        if s.startswith('#'):
            if field in END_FIELD and vec.get(field):
                yield dict(key), dict(vec)
                vec = {}
            t = s.lstrip('#').strip()
            field = None
            if t.startswith('Example') and ':' in t or t == 'Example':
                key, private = {}, False
            elif t == 'Private key':
                private = True
            elif t in LABELS:
                field = LABELS[t]
                if field == 'e' and private and t == 'Exponent:':
                    field = 'd'
                target = key if field in ('n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qinv') else vec
                target[field] = ''
            elif re.match(r'(PKCS#1 v1\.5|OAEP|PSS|RSASSA-PSS).*Example', t):
                vec = {'title': t}
            continue
        if field is None or not s or s.startswith('='):
            continue
        if not re.fullmatch(r'[0-9a-fA-F ]+', s):
            continue
        target = key if field in ('n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qinv') else vec
        target[field] += s.replace(' ', '')


def rsa_pkcs1(root):
    out = []
    d = os.path.join(root, 'RSA')
    keys = ('n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qinv')
    for key, vec in pkcs1_vectors(os.path.join(d, 'pkcs1v15sign-vectors.txt')):
        out.append(line('rsa-sign', **{k: even(key[k]) for k in keys}, hash='SHA1',
                        msg=digest('SHA1', vec['msg']), sig=even(vec['sig'])))
    for key, vec in pkcs1_vectors(os.path.join(d, 'pkcs-1v2-1d2-vec', 'pss-vect.txt')):
        out.append(line('rsa-pss', **{k: even(key[k]) for k in keys}, hash='SHA1',
                        salt=len(vec['salt']) // 2, msg=digest('SHA1', vec['msg']),
                        sig=even(vec['sig'])))
    for key, vec in pkcs1_vectors(os.path.join(d, 'pkcs1v15crypt-vectors.txt')):
        out.append(line('rsa-dec', **{k: even(key[k]) for k in keys}, pad='pkcs1',
                        hash='SHA1', mgf1='SHA1', msg=even(vec['msg']), ct=even(vec['ct'])))
    for key, vec in pkcs1_vectors(os.path.join(d, 'pkcs-1v2-1d2-vec', 'oaep-vect.txt')):
        out.append(line('rsa-dec', **{k: even(key[k]) for k in keys}, pad='oaep',
                        hash='SHA1', mgf1='SHA1', msg=even(vec['msg']), ct=even(vec['ct'])))
    custom = os.path.join(d, 'oaep-custom')
    for fname in sorted(os.listdir(custom)):
        for key, vec in pkcs1_vectors(os.path.join(custom, fname)):
            m = re.search(r'alg=(sha\d+) mgf1=(sha\d+)', vec.get('title', ''))
            if m is None:
                continue
            out.append(line('rsa-dec', **{k: even(key[k]) for k in keys}, pad='oaep',
                            hash=hash_name(m.group(1)), mgf1=hash_name(m.group(2)),
                            msg=even(vec['msg']), ct=even(vec['ct'])))
    return out


# --- DH ----------------------------------------------------------------------

def dh_vectors(root):
    out = []
    for _, rec, _ in cavp_records(os.path.join(root, 'DH', 'vec.txt')):
        if not all(k in rec for k in ('P', 'G', 'X', 'Y', 'K')):
            continue
        p, g, x, y = (int(rec[k]) for k in ('P', 'G', 'X', 'Y'))
        out.append(line('dh', p=even('%x' % p), g=even('%x' % g), x=even('%x' % x),
                        peer=even('%x' % y), shared=even(rec['K'])))
    rec = {}
    for raw in open(os.path.join(root, 'DH', 'RFC5114.txt'), encoding='latin-1'):
        if '=' not in raw:
            continue
        k, v = (x.strip() for x in raw.split('=', 1))
        rec = {} if k == 'COUNT' else rec
        rec[k] = v
        if k != 'Result' or not v.startswith('P'):
            continue
        pg = dict(p=even(rec['P']), g=even(rec['G']))
        out.append(line('dh-pub', **pg, x=even(rec['XstatIUT']), pub=even(rec['YstatIUT'])))
        out.append(line('dh-pub', **pg, x=even(rec['XstatCAVS']), pub=even(rec['YstatCAVS'])))
        out.append(line('dh', **pg, x=even(rec['XstatIUT']), peer=even(rec['YstatCAVS']),
                        shared=even(rec['Z'])))
    return out


# --- ML-KEM and ML-DSA: OpenSSL 3.5's evp test data --------------------------

PQC_DIR = 'test/recipes/30-test_evp_data/'
PQC_MAX_LINE = 60000    # vec.c reads lines of up to 64 KiB


def evp_stanzas(text):
    """The stanzas of an evp test file: lists of (key, value), comments dropped."""
    st = []
    for raw in text.splitlines() + ['']:
        s = raw.strip()
        if s.startswith('#'):
            continue
        if not s:
            if st:
                yield st
            st = []
            continue
        if ' = ' in s or s.endswith(' ='):
            k, v = s.split('=', 1)
            st.append((k.strip(), v.strip()))
    return


def pqc_set(alg):
    """'ML-KEM-768' -> ('mlkem', '768'), or None."""
    m = re.fullmatch(r'ML-(KEM|DSA)-(\d+)', alg)
    return None if m is None else ('ml' + m.group(1).lower(), m.group(2))


def ctrls(st):
    """A stanza's Ctrl/CtrlOut lines as a dict name -> value."""
    out = {}
    for k, v in st:
        if k in ('Ctrl', 'CtrlOut') and ':' in v:
            n, val = v.split(':', 1)
            out[n] = val
    return out


def pqc_keygen(st, d):
    c = ctrls(st)
    fam = pqc_set(d['KeyGen'])
    if fam is None or not all(k in c for k in ('hexseed', 'hexpub', 'hexpriv')):
        return None
    names = ('ek', 'dk') if fam[0] == 'mlkem' else ('pk', 'sk')
    return line(fam[0] + '-keygen', set=fam[1], seed=c['hexseed'].lower(),
                **{names[0]: c['hexpub'].lower(), names[1]: c['hexpriv'].lower()})


def pqc_kem(d):
    fam = pqc_set(d['Kem'])
    if fam is None:
        return None
    expect = 'reject' if 'Result' in d else 'ok'
    if 'Entropy' in d:
        return line('mlkem-encap', set=fam[1], ek=d['EncodedPublicKey'].lower() or '-',
                    m=d['Entropy'].lower(), ct=d.get('Ciphertext', '').lower() or '-',
                    ss=d.get('Output', '').lower() or '-', expect=expect)
    return line('mlkem-decap', set=fam[1], dk=d['EncodedPrivateKey'].lower() or '-',
                ct=d['Input'].lower() or '-', ss=d.get('Output', '').lower() or '-',
                expect=expect)


def pqc_sig(st, d, keys, sign):
    c = ctrls(st)
    alg, name = d['Sign-Message' if sign else 'Verify-Message-Public'].split(':', 1)
    fam = pqc_set(alg)
    if fam is None or name not in keys or c.get('message-encoding', '1') != '1':
        return None     # pre-hash or raw encodings: not in DPDK's API
    result = d.get('Result')
    if result in ('KEY_FROMDATA_ERROR',):
        return None
    expect = {'VERIFY_ERROR': 'fail', 'PKEY_CTRL_ERROR': 'reject', None: 'ok'}.get(result)
    if expect is None:
        return None
    common = dict(set=fam[1], msg=d.get('Input', '').lower() or '-',
                  ctx=c.get('hexcontext-string', '').lower() or '-', mu=c.get('mu', '0'))
    if sign:
        det = c.get('deterministic', '0')
        rnd = c.get('hextest-entropy', '').lower()
        if det != '1' and not rnd:
            return None     # hedged with OpenSSL's own randomness: no answer to check
        return line('mldsa-sign', sk=keys[name], **common, det=det, rnd=rnd or '-',
                    sig=d.get('Output', '').lower() or '-', expect=expect)
    return line('mldsa-ver', pk=keys[name], **common, sig=d.get('Output', '').lower() or '-',
                expect=expect)


def pqc_vectors(tarball):
    """Lines of the ML-KEM and ML-DSA vectors in an OpenSSL source tarball."""
    out = []
    with tarfile.open(tarball) as tf:
        for m in sorted(tf.getmembers(), key=lambda x: x.name):
            base = m.name.split('/', 1)[-1]
            fname = os.path.basename(base)
            if not base.startswith(PQC_DIR) or \
                    not re.fullmatch(r'evppkey_ml_(kem|dsa)_.*\.txt', fname):
                continue
            keys = {}
            for st in evp_stanzas(tf.extractfile(m).read().decode('ascii')):
                d = dict(st)
                got = None
                for k in ('PrivateKeyRaw', 'PublicKeyRaw'):
                    if k in d:
                        name, _, hexkey = d[k].split(':', 2)
                        keys[name] = hexkey.lower()
                if 'KeyGen' in d:
                    got = pqc_keygen(st, d)
                elif 'Kem' in d:
                    got = pqc_kem(d)
                elif 'Sign-Message' in d:
                    got = pqc_sig(st, d, keys, True)
                elif 'Verify-Message-Public' in d:
                    got = pqc_sig(st, d, keys, False)
                if got is not None and len(got) <= PQC_MAX_LINE:
                    out.append(got)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('-r', '--root', default=DEFAULT_ROOT)
    ap.add_argument('-o', '--out')
    ap.add_argument('--openssl-src', help='OpenSSL 3.5 source tarball (ML-KEM, ML-DSA)')
    ap.add_argument('--pqc-out', help='where the ML-KEM and ML-DSA vectors go')
    args = ap.parse_args()
    if args.pqc_out:
        pqc = pqc_vectors(args.openssl_src) if args.openssl_src else []
        with open(args.pqc_out, 'w', encoding='ascii') as f:
            f.write(''.join(x + '\n' for x in pqc))
        counts = Counter(x.split(' ', 1)[0] for x in pqc)
        print('pqc vectors: ' + (', '.join('%s %d' % kv for kv in sorted(counts.items()))
                                 or 'none (no OpenSSL 3.5 source tarball)'))
        return 0 if pqc or not args.openssl_src else 1
    if not args.out:
        ap.error('-o FILE or --pqc-out FILE')
    if not os.path.isdir(args.root):
        print('no vector tree at %s (Debian package python3-cryptography-vectors)' % args.root)
        return 1
    lines = []
    for fn in (rsa_pkcs1, rsa_cavp, ecdsa_cavp, dsa_cavp, ecpm_fax, dh_vectors, ecdh_fax,
               eddsa_vectors):
        lines += fn(args.root)
    counts = Counter(x.split(' ', 1)[0] for x in lines)
    with open(args.out, 'w', encoding='ascii') as f:
        f.write('\n'.join(lines) + '\n')
    print('vectors: ' + ', '.join('%s %d' % kv for kv in sorted(counts.items())))
    return 0 if lines else 1


if __name__ == '__main__':
    sys.exit(main())
