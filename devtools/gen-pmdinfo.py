#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
"""Generate the PMD info C source of a driver from its compiled objects.

DPDK's registration macros leave static string symbols in the objects:

    this_pmd_name<N>              = "<driver name>"   (RTE_PMD_EXPORT_NAME)
    __<driver>_param_string_export = "<params>"         (RTE_PMD_REGISTER_PARAM_STRING)
    __<driver>_kmod_dep_export     = "<kmod deps>"      (RTE_PMD_REGISTER_KMOD_DEP)
    __<driver>_pci_tbl_export      = "<table symbol>"   (RTE_PMD_REGISTER_PCI_TABLE)

This tool reads them from a static archive (plain or thin) or from object files
and writes a C file with one "PMD_INFO_STRING= {json}" string per driver in
.rodata, the format dpdk-pmdinfo.py looks for.

usage: gen-pmdinfo.py INPUT... OUTPUT    (INPUT: .a or .o; OUTPUT '-' is stdout)
"""

import io
import json
import os
import re
import struct
import sys

try:
    from elftools.common.exceptions import ELFError
    from elftools.elf.constants import SH_FLAGS
    from elftools.elf.elffile import ELFFile
    from elftools.elf.sections import SymbolTableSection
except ImportError:
    sys.exit('gen-pmdinfo.py: pyelftools is missing (Debian: python3-pyelftools; '
             'run with /usr/bin/python3)')

AR_MAGIC = b'!<arch>\n'
AR_THIN_MAGIC = b'!<thin>\n'
AR_HDR = struct.Struct('16s12s6s6s8s10s2s')
NAME_SYMBOL = re.compile(r'^this_pmd_name[0-9]+$')
OPTION_SUFFIXES = (('params', 'param_string_export'), ('kmod', 'kmod_dep_export'))
# struct rte_pci_id: uint32_t class_id; uint16_t vendor, device, subsys vendor, subsys device
PCI_ID = 'IHHHH'


def fail(msg):
    sys.exit('gen-pmdinfo.py: ' + msg)


def ar_members(path):
    """Yield (member name, bytes) of every object in a plain or thin ar archive."""
    with open(path, 'rb') as f:
        data = f.read()
    thin = data.startswith(AR_THIN_MAGIC)
    if not thin and not data.startswith(AR_MAGIC):
        fail('%s: not an ar archive' % path)
    base = os.path.dirname(os.path.abspath(path))
    long_names = b''
    pos = len(AR_MAGIC)
    while pos + AR_HDR.size <= len(data):
        raw_name, _, _, _, _, raw_size, fmag = AR_HDR.unpack_from(data, pos)
        if fmag != b'`\n':
            fail('%s: corrupt member header at offset %d' % (path, pos))
        size = int(raw_size.decode('ascii').strip())
        pos += AR_HDR.size
        name = raw_name.decode('ascii', 'replace').rstrip()
        special = name in ('/', '//', '/SYM64/', '__.SYMDEF', '__.SYMDEF SORTED')
        # thin archives store only the symbol and name tables, not the members
        stored = not thin or special
        body = data[pos:pos + size] if stored else None
        if stored:
            pos += size + (size & 1)
        if name == '//':
            long_names = body
            continue
        if special:
            continue
        if name.startswith('#1/'):          # BSD: name at the start of the body
            name_len = int(name[3:])
            name = body[:name_len].decode().rstrip('\0')
            body = body[name_len:]
        elif re.match(r'^/[0-9]+$', name):  # GNU: offset into the long name table
            off = int(name[1:])
            end = long_names.index(b'\n', off)
            name = long_names[off:end].decode().rstrip('/')
        else:
            name = name.rstrip('/')
        if body is None:
            member = name if os.path.isabs(name) else os.path.join(base, name)
            if member.endswith('.a'):
                yield from ar_members(member)
                continue
            with open(member, 'rb') as m:
                body = m.read()
        yield name, body


def read_inputs(paths):
    for path in paths:
        with open(path, 'rb') as f:
            head = f.read(len(AR_MAGIC))
        if head in (AR_MAGIC, AR_THIN_MAGIC):
            yield from ar_members(path)
        else:
            with open(path, 'rb') as f:
                yield path, f.read()


class ObjectSymbols:
    """Defined symbols of one relocatable ELF object, with their bytes."""

    def __init__(self, name, blob):
        self.name = name
        self.elf = ELFFile(io.BytesIO(blob))
        self.symbols = {}
        for section in self.elf.iter_sections():
            if not isinstance(section, SymbolTableSection):
                continue
            for sym in section.iter_symbols():
                if isinstance(sym['st_shndx'], int) and sym.name:
                    self.symbols.setdefault(sym.name, sym)

    def names_matching(self, pattern):
        return sorted((n for n in self.symbols if pattern.match(n)),
                      key=lambda n: int(re.sub(r'\D', '', n) or 0))

    def raw(self, name, offset=0, size=None):
        sym = self.symbols.get(name)
        if sym is None:
            return None
        section = self.elf.get_section(sym['st_shndx'])
        if section['sh_type'] == 'SHT_NOBITS':
            return b''
        start = sym['st_value'] + offset
        if self.elf['e_type'] != 'ET_REL' and section['sh_flags'] & SH_FLAGS.SHF_ALLOC:
            start -= section['sh_addr']
        length = (sym['st_size'] - offset) if size is None else size
        return section.data()[start:start + length]

    def string(self, name):
        value = self.raw(name)
        if value is None:
            return None
        return value.split(b'\0', 1)[0].decode('ascii')

    def pci_ids(self, table):
        fmt = ('<' if self.elf.little_endian else '>') + PCI_ID
        step = struct.calcsize(fmt)
        blob = self.raw(table) or b''
        ids = []
        for off in range(0, len(blob) - step + 1, step):
            _, vendor, device, sub_vendor, sub_device = struct.unpack_from(fmt, blob, off)
            if device == 0:
                break
            ids.append([vendor, device, sub_vendor, sub_device])
        return ids


def drivers_of(obj):
    found = []
    for sym in obj.names_matching(NAME_SYMBOL):
        name = obj.string(sym)
        if not name:
            continue
        info = {'name': name}
        for key, suffix in OPTION_SUFFIXES:
            value = obj.string('__%s_%s' % (name, suffix))
            if value is not None:
                info[key] = value
        table = obj.string('__%s_pci_tbl_export' % name)
        if table and table not in obj.symbols:
            fail('%s: PCI table %s declared but not defined' % (obj.name, table))
        # dpdk-pmdinfo.py expects the key even when empty
        info['pci_ids'] = obj.pci_ids(table) if table else []
        found.append(info)
    return found


def c_string(text):
    return '"' + text.replace('\\', '\\\\').replace('"', '\\"') + '"'


def render(drivers, inputs):
    lines = ['/* Generated by devtools/gen-pmdinfo.py from %s. Do not edit. */' %
             ' '.join(os.path.basename(i) for i in inputs), '']
    for info in drivers:
        ident = re.sub(r'[^A-Za-z0-9_]', '_', info['name'])
        text = 'PMD_INFO_STRING= ' + json.dumps(info)
        lines.append('static const char %s_pmd_info[] __attribute__((used)) =\n\t%s;'
                     % (ident, c_string(text)))
    return '\n'.join(lines) + '\n'


def main(argv):
    if len(argv) < 3 or argv[1] in ('-h', '--help'):
        sys.stderr.write(__doc__)
        return 2
    inputs, output = argv[1:-1], argv[-1]
    drivers = []
    seen = set()
    for member, blob in read_inputs(inputs):
        if not blob.startswith(b'\x7fELF'):
            continue
        try:
            obj = ObjectSymbols(member, blob)
        except ELFError as err:
            fail('%s: %s' % (member, err))
        for info in drivers_of(obj):
            if info['name'] in seen:
                fail('driver %s registered twice' % info['name'])
            seen.add(info['name'])
            drivers.append(info)
    if not drivers:
        sys.stderr.write('gen-pmdinfo.py: warning: no PMD registration found in %s\n'
                         % ' '.join(inputs))
    text = render(drivers, inputs)
    if output == '-':
        sys.stdout.write(text)
    else:
        with open(output, 'w') as f:
            f.write(text)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
