# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors

"""Generic reader for the NIST CAVP / RFC text formats of the corpus.

A file is a sequence of blank-line separated blocks of "name = value" lines.
"[A = 1, B = 2]" or "[ENCRYPT]" lines set parameters for what follows.
A block that is not a test case (no COUNT/Len line) holds context values
(e.g. a CCM "Key =" or "Plen = 24" block) inherited by the following cases.
"""

import re

_CASE_KEYS = ('count', 'len')
_BRACKET_KV = re.compile(r'\s*([^=,]+?)\s*=\s*([^,]*)')


def _value(raw):
    """Return a value as a hex string; quoted ASCII strings are encoded."""
    raw = raw.strip()
    if len(raw) >= 2 and raw[0] == '"' and raw[-1] == '"':
        return raw[1:-1].encode('ascii').hex()
    return raw


def _bracket(line, params):
    inner = line.strip()[1:-1]
    if '=' not in inner:
        params['section'] = inner.strip().upper()
        return
    for m in _BRACKET_KV.finditer(inner):
        params[m.group(1).strip().lower()] = m.group(2).strip()


def _is_case(block):
    return any(k in block for k in _CASE_KEYS)


def records(path, blank_splits=True):
    """Yield one dict per test case: parameters, context and case values.

    With blank_splits False, blank lines do not end a case (RFC 5869 files
    put PRK/OKM in a paragraph of their own); only the next case does.

    Keys are lower case.  A bare 'FAIL' line sets 'fail'.  Only the first
    occurrence of a name in a case is kept (KBKDF lists one instring per
    counter value; the first is the PRF input of the first block).
    """
    params, ctx, block = {}, {}, {}

    def flush():
        if _is_case(block):
            return dict(params, **ctx, **block)
        ctx.update(block)
        return None

    with open(path, encoding='ascii', errors='replace') as f:
        for raw in f:
            line = raw.strip()
            if line.startswith('#'):
                continue
            if not line and not blank_splits:
                continue
            if not line or line.startswith('['):
                rec = flush()
                block = {}
                if rec is not None:
                    yield rec
                if line.startswith('['):
                    _bracket(line, params)
                continue
            if line == 'FAIL':
                block['fail'] = '1'
                continue
            if '=' not in line:
                continue
            name, val = line.split('=', 1)
            name = name.strip().lower()
            if name in _CASE_KEYS and _is_case(block):
                rec = flush()
                block = {}
                yield rec
            block.setdefault(name, _value(val))
    rec = flush()
    if rec is not None:
        yield rec


def hexbytes(rec, name, nbytes=None):
    """Bytes of a hex field (empty if missing), cut to nbytes if given."""
    data = bytes.fromhex(rec.get(name, '') or '')
    return data if nbytes is None else data[:nbytes]
