# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors

"""l2fwd-crypto (DPDK's example) with our driver on one net_tap port; its
output frames checked against python3-cryptography computed here.

What the 22.11 example does to a frame (main.c, l2fwd_simple_crypto_enqueue
and l2fwd_simple_forward): cipher and auth cover the IPv4 payload (from the
end of the IP header to the end of the frame, less the digest when
verifying); a block cipher's data is first padded with zeros to the block
size; a generated digest or tag is appended after it; AEAD's AAD is the
--aad bytes, not part of the frame. Going out, the destination MAC becomes
02:00:00:00:00:<port> and the source the port's MAC; when verifying, the
digest is trimmed, and when deciphering, the frame is cut back to the IP
total length. It forwards every operation whatever its status, so a wrong
digest cannot be seen from outside: the verify direction checks the
deciphered bytes only.

One port (-p 0x1) forwards to itself: frames go in and come back out on the
same tap. One l2fwd-crypto process per configuration below.

Usage: l2fwd_crypto.py BINARY
"""

import hmac
import os
import signal
import sys
import time

from cryptography.hazmat.primitives.ciphers import Cipher, aead, algorithms, modes
from scapy.layers.inet import IP, UDP
from scapy.layers.l2 import Ether
from scapy.packet import Raw

import appslib

IF = 'l2fc0'
PORT_MAC = '02:00:00:00:c0:00'
PEER_MAC = '02:00:00:00:d0:00'
OUT_DST_MAC = bytes.fromhex('020000000000')     # 02:00:00:00:00:<port 0>
SIZES = (1, 15, 16, 17, 64, 100, 333, 1000)     # UDP payload bytes, one frame each
WAIT = 2.0

# l2fwd-crypto algorithm name: (cipher factory, mode factory or None, block size)
CIPHERS = {
    'aes-cbc': (algorithms.AES, modes.CBC, 16),
    'aes-ctr': (algorithms.AES, modes.CTR, 1),
    '3des-cbc': (algorithms.TripleDES, modes.CBC, 8),
}
HASHES = {'sha1-hmac': 'sha1', 'sha2-256-hmac': 'sha256', 'sha2-512-hmac': 'sha512'}
AEADS = {
    'aes-gcm': lambda k, tag: aead.AESGCM(k),
    'aes-ccm': lambda k, tag: aead.AESCCM(k, tag_length=tag),
    'chacha20-poly1305': lambda k, tag: aead.ChaCha20Poly1305(k),
}


class Cfg:
    """One l2fwd-crypto run: chain and algorithms, and what it must output."""

    def __init__(self, name, chain, cipher=None, auth=None, aead_algo=None, decrypt=False,
                 sessionless=False):
        self.name, self.chain, self.decrypt, self.sessionless = name, chain, decrypt, sessionless
        self.cipher, self.auth, self.aead = cipher, auth, aead_algo

    def keys(self, rng):
        """Fixed keys, IVs and AAD for this run (drawn from the seeded rng)."""
        b = lambda n: bytes(rng.randrange(256) for _ in range(n))  # noqa: E731
        k = {}
        if self.cipher:
            algo, klen, ivlen = self.cipher
            k.update(ckey=b(klen), civ=b(ivlen))
        if self.auth:
            algo, klen, dlen = self.auth
            k.update(akey=b(klen))
        if self.aead:
            algo, klen, ivlen, aadlen, dlen = self.aead
            k.update(key=b(klen), iv=b(ivlen), aad=b(aadlen))
        return k

    def args(self, k):
        hx = lambda v: ':'.join('%02x' % x for x in v)  # noqa: E731
        a = ['--chain', self.chain, '--cdev_type', 'ANY']
        if self.cipher:
            a += ['--cipher_algo', self.cipher[0], '--cipher_key', hx(k['ckey']),
                  '--cipher_iv', hx(k['civ']),
                  '--cipher_op', 'DECRYPT' if self.decrypt else 'ENCRYPT']
        if self.auth:
            a += ['--auth_algo', self.auth[0], '--auth_key', hx(k['akey']),
                  '--digest_size', str(self.auth[2]),
                  '--auth_op', 'VERIFY' if self.decrypt else 'GENERATE']
        if self.aead:
            a += ['--aead_algo', self.aead[0], '--aead_key', hx(k['key']),
                  '--aead_iv', hx(k['iv']), '--aad', hx(k['aad']),
                  '--digest_size', str(self.aead[4]),
                  '--aead_op', 'DECRYPT' if self.decrypt else 'ENCRYPT']
        if self.sessionless:
            a.append('--sessionless')
        return a

    def _cipher(self, k, data, enc):
        factory, mode, _ = CIPHERS[self.cipher[0]]
        c = Cipher(factory(k['ckey']), mode(k['civ']))
        op = c.encryptor() if enc else c.decryptor()
        return op.update(data) + op.finalize()

    def _mac(self, k, data):
        return hmac.new(k['akey'], data, HASHES[self.auth[0]]).digest()[:self.auth[2]]

    def protect(self, k, plain):
        """The IPv4 payload as the generating side of this chain makes it."""
        if self.aead:
            a = AEADS[self.aead[0]](k['key'], self.aead[4])
            return a.encrypt(k['iv'], plain, k['aad'])
        if self.cipher:
            bs = CIPHERS[self.cipher[0]][2]
            plain += bytes(-len(plain) % bs)
        if self.chain == 'CIPHER_HASH':
            ct = self._cipher(k, plain, True)
            return ct + self._mac(k, ct)
        return self._cipher(k, plain, True) + self._mac(k, plain)

    def receiving_chain(self):
        """The chain whose generating side this decrypting run undoes."""
        return {'CIPHER_HASH': 'HASH_CIPHER', 'HASH_CIPHER': 'CIPHER_HASH'}.get(self.chain,
                                                                               self.chain)


def _frame(rng, size):
    payload = b'co3l2' + bytes(rng.randrange(256) for _ in range(size))
    pkt = (Ether(src=PEER_MAC, dst=PORT_MAC) /
           IP(src='10.9.0.1', dst='10.9.0.2', id=rng.randrange(65536)) /
           UDP(sport=rng.randrange(1024, 65536), dport=9) / Raw(payload))
    return bytes(pkt)


def expectation(cfg, k, frame):
    """(frame to send, frame l2fwd-crypto must send back)."""
    hdr, plain = frame[:34], frame[34:]           # Ethernet + 20-byte IPv4 header
    out_l2 = OUT_DST_MAC + bytes.fromhex(PORT_MAC.replace(':', ''))
    if not cfg.decrypt:
        return frame, out_l2 + hdr[12:] + cfg.protect(k, plain)
    sender = Cfg(cfg.name, cfg.receiving_chain(), cfg.cipher, cfg.auth, cfg.aead)
    protected = sender.protect(k, plain)
    sent = hdr + protected
    if cfg.aead:      # the tag stays: only the auth op's digest is trimmed
        return sent, out_l2 + hdr[12:] + plain + protected[-cfg.aead[4]:]
    return sent, out_l2 + hdr[12:] + plain


def run_cfg(binary, cfg, rng, res):
    k = cfg.keys(rng)
    prefix, eal = appslib.eal_args('l2fc', mem=256,
                                   vdevs=['net_tap0,iface=%s,mac=%s' % (IF, PORT_MAC),
                                          'crypto_openssl'])
    argv = [binary] + eal + ['--', '-p', '0x1', '-T', '0'] + cfg.args(k)
    label = 'l2fwd-crypto %s' % cfg.name
    _wait_gone(IF)
    app = appslib.App('l2fwd-crypto-%s' % cfg.name.replace(' ', '_'), argv, prefix)
    tap = None
    try:
        if not app.wait_for(r'entering main loop', 30) or not appslib.wait_iface(IF):
            return res.check(label, False, 'l2fwd-crypto did not start: %s (%s)'
                             % (app.error_line(), app.log))
        if not app.probed():
            return res.check(label, False, 'our driver was not probed (%s)' % app.log)
        time.sleep(0.2)
        tap = appslib.Tap(IF)
        bad = []
        for size in SIZES:
            sent, want = expectation(cfg, k, _frame(rng, size))
            tap.drain()
            tap.send(sent)
            got = _recv_frame(tap, want[14:34])
            if got != want:
                bad.append('%d-byte payload: got %s, expected %s'
                           % (size, got.hex()[28:100] if got else 'nothing',
                              want.hex()[28:100]))
        return res.check('%s (%d frames)' % (label, len(SIZES)), not bad, '; '.join(bad[:2]))
    finally:
        if tap:
            tap.close()
        app.stop()


def _recv_frame(tap, ip_hdr):
    """The frame that came back with this IPv4 header, or None."""
    end = time.monotonic() + WAIT
    while time.monotonic() < end:
        fr = tap.recv(end - time.monotonic())
        if fr is None:
            return None
        if fr[14:34] == ip_hdr:
            return fr
    return None


def _wait_gone(ifname, timeout=10):
    end = time.monotonic() + timeout
    while os.path.exists('/sys/class/net/%s' % ifname) and time.monotonic() < end:
        time.sleep(0.05)


CBC = ('aes-cbc', 16, 16)
CTR = ('aes-ctr', 16, 16)
TDES = ('3des-cbc', 24, 8)
SHA1 = ('sha1-hmac', 20, 12)
SHA256 = ('sha2-256-hmac', 32, 32)
SHA512 = ('sha2-512-hmac', 64, 32)
GCM = ('aes-gcm', 16, 12, 16, 16)
CCM = ('aes-ccm', 16, 11, 20, 16)
CHACHA = ('chacha20-poly1305', 32, 12, 12, 16)
CONFIGS = [
    Cfg('cipher-then-hash aes-128-cbc+sha1-hmac encrypt', 'CIPHER_HASH', CBC, SHA1),
    Cfg('hash-then-cipher aes-128-cbc+sha1-hmac encrypt', 'HASH_CIPHER', CBC, SHA1),
    Cfg('cipher-then-hash aes-128-ctr+sha256-hmac encrypt', 'CIPHER_HASH', CTR, SHA256),
    Cfg('hash-then-cipher aes-128-ctr+sha256-hmac encrypt', 'HASH_CIPHER', CTR, SHA256),
    Cfg('cipher-then-hash 3des-cbc+sha512-hmac encrypt', 'CIPHER_HASH', TDES, SHA512),
    Cfg('hash-then-cipher aes-128-cbc+sha1-hmac decrypt', 'HASH_CIPHER', CBC, SHA1,
        decrypt=True),
    Cfg('cipher-then-hash aes-128-cbc+sha1-hmac decrypt', 'CIPHER_HASH', CBC, SHA1,
        decrypt=True),
    Cfg('hash-then-cipher aes-128-ctr+sha256-hmac decrypt', 'HASH_CIPHER', CTR, SHA256,
        decrypt=True),
    Cfg('aead aes-128-gcm encrypt', 'AEAD', aead_algo=GCM),
    Cfg('aead aes-128-gcm decrypt', 'AEAD', aead_algo=GCM, decrypt=True),
    Cfg('aead aes-128-ccm encrypt', 'AEAD', aead_algo=CCM),
    Cfg('aead chacha20-poly1305 encrypt', 'AEAD', aead_algo=CHACHA),
    Cfg('sessionless cipher-then-hash aes-128-cbc+sha1-hmac encrypt', 'CIPHER_HASH', CBC,
        SHA1, sessionless=True),
    Cfg('sessionless aead aes-128-gcm encrypt', 'AEAD', aead_algo=GCM, sessionless=True),
]


def main(argv):
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    res = appslib.Results()
    rng = appslib.seed_rng()
    for cfg in CONFIGS:
        run_cfg(argv[1], cfg, rng, res)
    return res.finish()


if __name__ == '__main__':
    sys.exit(main(sys.argv))
