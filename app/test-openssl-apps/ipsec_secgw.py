# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors

"""ipsec-secgw (DPDK's example) with our driver, checked by a peer that is
not DPDK: scapy's ESP (esp_peer.py) on the kernel side of two net_tap ports.

Port 0 is ipsec-secgw's unprotected port (ESP), port 1 its protected port
(plain IP). For every SA algorithm the example's sa.c knows, that the mode
handles and that the peer implements, in IPv4 and IPv6, tunnel and
transport, three checks:
  outbound  plain UDP sent into port 1 leaves port 0 as ESP that the peer
            decrypts, ICV verified, to the very bytes it sent;
  inbound   ESP the peer made, sent into port 0, leaves port 1 as the
            original packet, byte for byte;
  badicv    the same with one ICV bit flipped: nothing leaves port 1 (a
            good packet sent after it does).
Per process, ipsec-secgw's own statistics (-t 1; its telemetry commands
are refused by 22.11's telemetry for the '-' in their names) must count
exactly the bad packets as dropped.
"Byte for byte" allows one difference: legacy mode's tunnel code (ipip.h)
decrements the inner TTL or hop limit on the way in and on the way out.
Modes: legacy (esp.c), lib (-l, librte_ipsec), cpu (-l with "type
cpu-crypto" SAs: the driver's CPU crypto API). All SAs of a mode share one
ipsec-secgw process; a group that cannot start is split by algorithm so a
failure is pinned to the algorithms that cause it.

Usage: ipsec_secgw.py BINARY EXAMPLE_SRC_DIR [MODE...]
"""

import hashlib
import os
import re
import signal
import sys
import time

from scapy.layers.inet import IP, UDP
from scapy.layers.inet6 import IPv6
from scapy.layers.ipsec import ESP, IPSecIntegrityError
from scapy.layers.l2 import Ether
from scapy.packet import Raw

import appslib
import esp_peer

IF = ('sgw0', 'sgw1')
PORT_MAC = ('02:00:00:00:a0:00', '02:00:00:00:a0:01')
PEER_MAC = ('02:00:00:00:b0:00', '02:00:00:00:b0:01')
WAIT = 1.0          # seconds a packet may take through ipsec-secgw
SHORT_WAIT = 0.05   # the same once several packets in a row did not come out

# What each mode of the 22.11 example handles (esp.c for legacy, librte_ipsec
# for lib and cpu); sa.c's keyword lists are read from the source at run time.
LEGACY_CIPHERS = ('null', 'aes-128-cbc', 'aes-192-cbc', 'aes-256-cbc', 'aes-128-ctr',
                  'aes-192-ctr', 'aes-256-ctr', '3des-cbc', 'des-cbc')
LEGACY_AUTHS = ('sha1-hmac', 'sha256-hmac', 'aes-xcbc-mac-96')
LEGACY_AEADS = ('aes-128-gcm', 'aes-192-gcm', 'aes-256-gcm')
MODES = {
    'legacy': dict(flags=[], ciphers=LEGACY_CIPHERS, auths=LEGACY_AUTHS,
                   aeads=LEGACY_AEADS, gmac=False, sa_type=''),
    'lib': dict(flags=['-l'], ciphers=None, auths=None, aeads=None, gmac=True,
                sa_type='', no_ciphers=('des-cbc',)),
    'cpu': dict(flags=['-l'], ciphers=None, auths=None, aeads=None, gmac=True,
                sa_type=' type cpu-crypto', no_ciphers=('des-cbc',),
                # librte_ipsec 22.11's CPU-crypto outbound path does not build
                # the RFC 4543 IV (outb_cpu_crypto_prepare() has no GMAC case):
                # wrong or no ESP with Debian's crypto_aesni_mb as well
                skip={(esp_peer.GMAC, 'outbound')}),
}
VARIANTS = ((4, 'tunnel'), (4, 'transport'), (6, 'tunnel'), (6, 'transport'))


def example_algos(src_dir):
    """sa.c's three tables: {keyword: {'key_len': n, 'block_size': n}} each."""
    with open(os.path.join(src_dir, 'ipsec-secgw', 'sa.c')) as f:
        text = f.read()
    tables = {}
    for table in ('cipher_algos', 'auth_algos', 'aead_algos'):
        body = text[text.index(table + '[] = {'):]
        body = body[:body.index('};')]
        algos = {}
        for entry in re.findall(r'\{([^{}]*)\}', body):
            kw = re.search(r'\.keyword\s*=\s*"([^"]+)"', entry)
            if kw:
                algos[kw.group(1)] = {
                    f: int(m.group(1)) if m else 0 for f in ('key_len', 'block_size')
                    for m in [re.search(r'\.%s\s*=\s*(\d+)' % f, entry)]}
        tables[table] = algos
    return tables['cipher_algos'], tables['auth_algos'], tables['aead_algos']


class Case:
    """One SA pair (out and in) of one algorithm, IP version and mode."""

    def __init__(self, idx, algo, ipv, ipmode, sa_c, legacy):
        self.idx, self.algo, self.ipv, self.ipmode = idx, algo, ipv, ipmode
        # legacy mode's esp_inbound() wants the payload to be a multiple of
        # sa.c's block_size (16 for AES-192/256-CTR, where RFC 3686 says 4):
        # the peer pads to it, as RFC 4303 lets a sender do
        kw = algo.get('aead') or algo.get('cipher')
        self.pad_to = sa_c['aead' if 'aead' in algo else 'cipher'][kw]['block_size'] \
            if legacy and kw else 1
        self.spi_out, self.spi_in = 1000 + idx, 5000 + idx
        hi, lo = idx >> 8, idx & 255
        if ipv == 4:
            self.local, self.remote = '10.1.%d.%d' % (hi, lo), '10.2.%d.%d' % (hi, lo)
            self.gw, self.rgw = '172.16.0.1', '172.17.%d.%d' % (hi, lo)
        else:
            self.local, self.remote = 'fd00:1::%x' % idx, 'fd00:2::%x' % idx
            self.gw, self.rgw = 'fd00:16::1', 'fd00:17::%x' % idx
        self.keys = {d: self._keys(d, sa_c) for d in ('out', 'in')}

    @property
    def family(self):
        """What a failing group is split by: the cipher or AEAD keyword."""
        return self.algo.get('aead') or self.algo.get('cipher') or self.algo['auth']

    @property
    def name(self):
        a = self.algo
        return a.get('aead') or '%s+%s' % (a.get('cipher', 'null'), a['auth'])

    def label(self, mode):
        return 'ipsec-secgw %s %s ipv%d %s' % (mode, self.name, self.ipv, self.ipmode)

    def _keys(self, direction, sa_c):
        keys = {}
        for role in ('cipher', 'auth', 'aead'):
            kw = self.algo.get(role)
            if kw:
                seed = ('%s/%s/%d/%s' % (kw, direction, self.idx, role)).encode()
                n = sa_c[role][kw]['key_len']
                keys[role] = (hashlib.sha512(seed).digest() * 2)[:n]
        return keys

    def sa_line(self, direction, sa_type):
        spi = self.spi_out if direction == 'out' else self.spi_in
        keys = self.keys[direction]
        parts = ['sa %s %d' % (direction, spi)]
        hexkey = lambda k: ':'.join('%02x' % b for b in k)  # noqa: E731
        if 'aead' in self.algo:
            parts.append('aead_algo %s aead_key %s' % (self.algo['aead'], hexkey(keys['aead'])))
        else:
            cipher = self.algo.get('cipher', 'null')
            parts.append('cipher_algo %s' % cipher)
            if cipher != 'null':
                parts.append('cipher_key %s' % hexkey(keys['cipher']))
            parts.append('auth_algo %s auth_key %s' % (self.algo['auth'], hexkey(keys['auth'])))
        if self.ipmode == 'transport':
            parts.append('mode transport')
        else:
            src, dst = (self.gw, self.rgw) if direction == 'out' else (self.rgw, self.gw)
            parts.append('mode ipv%d-tunnel src %s dst %s' % (self.ipv, src, dst))
        return ' '.join(parts) + sa_type

    def sp_lines(self):
        fam, plen = ('ipv4', 32) if self.ipv == 4 else ('ipv6', 128)
        ports = 'sport 0:65535 dport 0:65535'
        return ['sp %s out esp protect %d pri 1 src %s/%d dst %s/%d %s'
                % (fam, self.spi_out, self.local, plen, self.remote, plen, ports),
                'sp %s in esp protect %d pri 1 src %s/%d dst %s/%d %s'
                % (fam, self.spi_in, self.remote, plen, self.local, plen, ports)]

    def peer_sa(self, direction):
        """The peer's half: 'out' decrypts what the app sends, 'in' encrypts."""
        keys = self.keys[direction]
        tunnel = None
        if self.ipmode == 'tunnel':
            tunnel = (self.gw, self.rgw) if direction == 'out' else (self.rgw, self.gw)
        return esp_peer.Sa(self.spi_out if direction == 'out' else self.spi_in,
                           cipher=self.algo.get('cipher', 'null'),
                           auth=self.algo.get('auth'), aead_algo=self.algo.get('aead'),
                           cipher_key=keys.get('cipher', b''), auth_key=keys.get('auth', b''),
                           aead_key=keys.get('aead', b''), tunnel=tunnel,
                           pad_to=self.pad_to if direction == 'in' else 1)


def config(cases, sa_type):
    lines = []
    for c in cases:
        lines += c.sp_lines()
    for c in cases:
        lines += [c.sa_line('out', sa_type), c.sa_line('in', sa_type)]
    lines += ['rt ipv4 dst 10.2.0.0/16 port 0', 'rt ipv4 dst 172.17.0.0/16 port 0',
              'rt ipv4 dst 10.1.0.0/16 port 1', 'rt ipv6 dst fd00:2::/64 port 0',
              'rt ipv6 dst fd00:17::/64 port 0', 'rt ipv6 dst fd00:1::/64 port 1',
              'neigh port 0 %s' % PEER_MAC[0], 'neigh port 1 %s' % PEER_MAC[1]]
    return '\n'.join(lines) + '\n'


def mode_algos(mode, tables):
    """The algorithm combinations a mode is tested with, and what is left out."""
    ciphers, auths, aeads = tables
    m = MODES[mode]
    use_c = [c for c in ciphers if esp_peer.known(c) and
             (m['ciphers'] is None or c in m['ciphers']) and c not in m.get('no_ciphers', ())]
    use_a = [a for a in auths if esp_peer.known(a) and a not in ('null', esp_peer.GMAC) and
             (m['auths'] is None or a in m['auths'])]
    use_e = [e for e in aeads if esp_peer.known(e) and (m['aeads'] is None or e in m['aeads'])]
    combos = [{'cipher': c, 'auth': a} for c in use_c for a in use_a]
    if m['gmac'] and esp_peer.GMAC in auths:
        combos.append({'auth': esp_peer.GMAC})
    combos += [{'aead': e} for e in use_e]
    used = set(use_c) | set(use_a) | set(use_e) | ({esp_peer.GMAC} if m['gmac'] else set())
    left = sorted(k for t in tables for k in t if k not in used and k != 'null')
    unknown = sorted(k for t in tables for k in t if not esp_peer.known(k))
    return combos, left, unknown


class Gateway:
    """One ipsec-secgw process and the peer's two tap sockets."""

    def __init__(self, binary, mode, cases, tag):
        m = MODES[mode]
        self.cfg = os.path.join(appslib.WORK, 'ipsec-secgw-%s.cfg' % tag)
        with open(self.cfg, 'w') as f:
            f.write(config(cases, m['sa_type']))
        vdevs = ['net_tap%d,iface=%s,mac=%s' % (i, IF[i], PORT_MAC[i]) for i in (0, 1)]
        vdevs.append('crypto_openssl')
        self.prefix, eal = appslib.eal_args('sgw' + tag, mem=512, vdevs=vdevs)
        argv = [binary] + eal + ['--', '-p', '0x3', '-u', '0x1', '-P', '--config',
                                 '(0,0,0),(1,0,0)', '-f', self.cfg, '-t', '1'] + m['flags']
        for ifname in IF:
            _wait_gone(ifname)
        self.app = appslib.App('ipsec-secgw-' + tag, argv, self.prefix)
        self.taps = None
        self.mode = mode
        self.misses = 0
        self.ok = self.app.wait_for(r'entering main loop', timeout=60)
        if self.ok:
            self.ok = all(appslib.wait_iface(i) for i in IF)
        if self.ok:
            time.sleep(0.2)
            self.taps = [appslib.Tap(i) for i in IF]

    def wait(self):
        """How long to wait for a packet: short once the gateway seems dead,
        so that a broken algorithm costs seconds, not minutes."""
        return SHORT_WAIT if self.misses >= 3 else WAIT

    def seen(self, ok):
        self.misses = 0 if ok else self.misses + 1
        return ok

    def dropped(self):
        """The last 'Total packets dropped' of the -t 1 statistics, or None."""
        hits = re.findall(r'Total packets dropped:\s+(\d+)', self.app.text())
        return int(hits[-1]) if hits else None

    def stop(self):
        for t in self.taps or ():
            t.close()
        return self.app.stop()


def _wait_gone(ifname, timeout=10):
    end = time.monotonic() + timeout
    while os.path.exists('/sys/class/net/%s' % ifname) and time.monotonic() < end:
        time.sleep(0.05)


def _frame(port, pkt):
    return Ether(src=PEER_MAC[port], dst=PORT_MAC[port]) / pkt


def _inner(case, rng, outbound, tag):
    src, dst = (case.local, case.remote) if outbound else (case.remote, case.local)
    payload = ('co3-%s-%d-' % (tag, case.idx)).encode() + bytes(rng.randrange(256)
                                                       for _ in range(rng.randrange(1, 300)))
    l3 = IP(src=src, dst=dst, id=rng.randrange(65536)) if case.ipv == 4 else IPv6(src=src, dst=dst)
    l4 = UDP(sport=rng.randrange(1024, 65536), dport=rng.randrange(1024, 65536))
    pkt = l3 / l4 / Raw(payload)
    return pkt.__class__(bytes(pkt)), payload


def _recv_match(gw, port, match):
    """Frames from a port until match(frame) is true; (frame or None, others)."""
    end = time.monotonic() + gw.wait()
    others = []
    while time.monotonic() < end:
        fr = gw.taps[port].recv(end - time.monotonic())
        if fr is None:
            break
        if match(fr):
            gw.seen(True)
            return fr, others
        others.append(fr)
    gw.seen(False)
    return None, others


def _expected(gw, case, pkt):
    """What ipsec-secgw forwards for pkt: the same bytes, except that legacy
    mode's tunnel code (ipip.h) decrements the inner TTL or hop limit, as a
    router does, when it encapsulates and again when it decapsulates."""
    if gw.mode != 'legacy' or case.ipmode != 'tunnel':
        return bytes(pkt)
    p = pkt.copy()
    if case.ipv == 4:
        p.ttl -= 1
        del p.chksum
    else:
        p.hlim -= 1
    return bytes(p.__class__(bytes(p)))


def _l3(frame):
    return Ether(frame).payload


def check_outbound(gw, case, rng):
    inner, _ = _inner(case, rng, True, 'o')
    gw.taps[0].drain()
    gw.taps[1].send(_frame(1, inner))

    def is_esp(fr):
        p = Ether(fr)
        return ESP in p and p[ESP].spi == case.spi_out
    fr, _ = _recv_match(gw, 0, is_esp)
    if fr is None:
        return False, 'no ESP with SPI %d on port 0' % case.spi_out
    outer = _l3(fr)
    want = (case.gw, case.rgw) if case.ipmode == 'tunnel' else (case.local, case.remote)
    if (outer.src, outer.dst) != want:
        return False, 'outer header %s > %s, expected %s > %s' % (outer.src, outer.dst, *want)
    try:
        got = case.peer_sa('out').decrypt(outer.__class__(bytes(outer)))
    except IPSecIntegrityError as e:
        return False, 'peer rejects the ICV: %s' % str(e)[:120]
    except Exception as e:  # noqa: BLE001  (a malformed packet is a FAIL)
        return False, 'peer cannot decrypt: %r' % e
    want = _expected(gw, case, inner)
    if bytes(got) != want:
        return False, 'decrypted %s != expected %s' % (bytes(got).hex()[:80], want.hex()[:80])
    return True, ''


def _send_esp(gw, case, inner, seq, corrupt=False):
    esp = case.peer_sa('in').encrypt(inner, seq)
    raw = bytearray(bytes(_frame(0, esp)))
    if corrupt:
        raw[-1] ^= 0x01
    gw.taps[0].send(bytes(raw))


def check_inbound(gw, case, rng, seq):
    inner, payload = _inner(case, rng, False, 'i')
    gw.taps[1].drain()
    _send_esp(gw, case, inner, seq)
    fr, _ = _recv_match(gw, 1, lambda f: payload in f)
    if fr is None:
        return False, 'nothing with the plaintext left port 1'
    got, want = bytes(_l3(fr)), _expected(gw, case, inner)
    if got != want:
        return False, 'forwarded %s != expected %s' % (got.hex()[:80], want.hex()[:80])
    return True, ''


def check_badicv(gw, case, rng, seq):
    bad, bad_payload = _inner(case, rng, False, 'b')
    good, good_payload = _inner(case, rng, False, 'g')
    gw.taps[1].drain()
    _send_esp(gw, case, bad, seq, corrupt=True)
    _send_esp(gw, case, good, seq + 1)
    fr, others = _recv_match(gw, 1, lambda f: good_payload in f)
    if any(bad_payload in f for f in others + ([fr] if fr else [])):
        return False, 'the packet with a wrong ICV was forwarded'
    if fr is None:
        return False, 'the good packet after the bad one did not come out'
    return True, ''


def _checked(gw, check, *args):
    """A check's (ok, why); a dead gateway or a broken socket is a FAIL."""
    if gw.app.proc.poll() is not None:
        return False, 'ipsec-secgw is gone (%s, %s)' % (appslib.status(gw.app.proc.returncode),
                                                       gw.app.log)
    try:
        return check(gw, *args)
    except OSError as e:
        gone = gw.app.proc.poll()
        return False, str(e) + ('' if gone is None else ': ipsec-secgw ' + appslib.status(gone))


def run_cases(gw, mode, cases, res, rng):
    skip = MODES[mode].get('skip', set())
    for c in cases:
        lbl = c.label(mode)
        if (c.algo.get('auth'), 'outbound') not in skip:
            res.check(lbl + ' outbound', *_checked(gw, check_outbound, c, rng))
        res.check(lbl + ' inbound', *_checked(gw, check_inbound, c, rng, 1))
        res.check(lbl + ' badicv', *_checked(gw, check_badicv, c, rng, 2))


def fail_all(mode, cases, res, why):
    for c in cases:
        for d in ('outbound', 'inbound', 'badicv'):
            res.check('%s %s' % (c.label(mode), d), False, why)


def run_group(binary, mode, cases, res, rng, tag):
    t0 = time.monotonic()
    gw = Gateway(binary, mode, cases, tag)
    if gw.ok and not gw.app.probed():
        gw.stop()
        fail_all(mode, cases, res, 'our driver was not probed (%s)' % gw.app.log)
        return
    if not gw.ok:
        why = gw.app.error_line()
        gw.stop()
        # split by cipher (or AEAD), then by cipher+auth
        for key in (lambda c: c.family, lambda c: c.name):
            parts = sorted({key(c) for c in cases})
            if len(parts) > 1:
                appslib.note('%s did not start (%s): split in %d' % (tag, why, len(parts)))
                for part in parts:
                    sub = [c for c in cases if key(c) == part]
                    run_group(binary, mode, sub, res, rng, '%s-%s' % (tag, part))
                return
        fail_all(mode, cases, res, 'ipsec-secgw did not start: %s (%s)' % (why, gw.app.log))
        return
    failed = res.failed
    try:
        run_cases(gw, mode, cases, res, rng)
        time.sleep(1.5)     # one more statistics print (-t 1) after the last packet
    finally:
        rc = gw.stop()
    if res.failed > failed:
        said = gw.app.error_line() if rc is not None and rc >= 0 else appslib.status(rc)
        appslib.note('%s: ipsec-secgw: %s (%s)' % (tag, said, gw.app.log))
    appslib.note('%s: %d SAs, %.1f s' % (tag, 2 * len(cases), time.monotonic() - t0))
    dropped = gw.dropped()
    name = 'ipsec-secgw %s' % mode + ('' if tag == mode else ' [%s]' % tag.split('-', 1)[1])
    res.check('%s statistics count %d packets dropped' % (name, len(cases)),
              dropped == len(cases), 'they say %s' % dropped)
    res.check('%s exits cleanly' % name, rc == 0, appslib.status(rc))


def main(argv):
    # a timeout's SIGTERM unwinds like an exception: the gateway is stopped
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    binary, src = argv[1], argv[2]
    modes = argv[3:] or list(MODES)
    res = appslib.Results()
    rng = appslib.seed_rng()
    appslib.note('peer: scapy ESP; own AES-XCBC-MAC-96 (%d RFC 3566 cases ok) and '
                 'AES-GMAC (RFC 4543)' % esp_peer.self_test())
    tables = example_algos(src)
    ciphers, auths, aeads = tables
    sa_c = {'cipher': ciphers, 'auth': auths, 'aead': aeads}
    for mode in modes:
        combos, left, unknown = mode_algos(mode, tables)
        if unknown:
            appslib.skip('peer-cannot', '%s: sa.c algorithms the peer does not implement: %s'
                         % (mode, ' '.join(unknown)))
        if left:
            appslib.skip('app-cannot', '%s: sa.c algorithms this mode of the example does '
                         'not handle: %s' % (mode, ' '.join(x for x in left if x not in unknown)))
        for algo, direction in sorted(MODES[mode].get('skip', ())):
            appslib.skip('app-cannot', '%s: %s %s not checked: the example cannot do it '
                         '(see MODES)' % (mode, algo, direction))
        cases = [Case(i, a, ipv, ipm, sa_c, mode == 'legacy')
                 for i, (a, (ipv, ipm)) in enumerate((a, v) for a in combos for v in VARIANTS)]
        run_group(binary, mode, cases, res, rng, mode)
    return res.finish()


if __name__ == '__main__':
    sys.exit(main(sys.argv))
