# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors

"""The ESP end of the peer: scapy's SecurityAssociation, completed where
scapy 2.5 lacks an algorithm that ipsec-secgw offers.

scapy does the ESP framing (tunnel and transport, IPv4 and IPv6, padding,
sequence numbers, ICV check) and the ciphers, HMACs and AEADs it knows.
Written here, on python3-cryptography primitives, and plugged into scapy's
own algorithm tables:
- AES-XCBC-MAC-96 (RFC 3566, 3566 section 4 as in the kat layer's
  kat_indep.xcbc_mac, checked there against the RFC's test cases; the
  self-test below repeats that check before any packet is made);
- ENCR_NULL_AUTH_AES_GMAC (RFC 4543): no encryption, a GCM tag over
  SPI, sequence number, IV, payload and trailer, nonce salt || IV.

An SA is described by the keywords of ipsec-secgw's sa.c (cipher_algo,
auth_algo, aead_algo) and the key bytes written in its configuration file,
salts included; the peer splits the salt off as each RFC says.
"""

import copy
import math
import os
import struct
import sys

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers import aead
from scapy.layers import ipsec
from scapy.layers.inet import IP
from scapy.layers.inet6 import IPv6

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'test-openssl-kat'))
import kat_indep  # noqa: E402  (RFC 3566 XCBC and its test cases)


class _XcbcMac:
    """The update/finalize object scapy's AuthAlgo.sign/verify expect."""

    def __init__(self, key):
        self.key = key
        self.msg = b''

    def update(self, data):
        self.msg += data

    def finalize(self):
        return kat_indep.xcbc_mac(self.key, self.msg)


class _XcbcAlgo(ipsec.AuthAlgo):
    def new_mac(self, key):
        return _XcbcMac(key)


class _GmacAlgo(ipsec.CryptAlgo):
    """RFC 4543 ENCR_NULL_AUTH_AES_GMAC as a scapy encryption algorithm."""

    def __init__(self):
        super().__init__('AES-NULL-GMAC', cipher=None, mode=None, block_size=4,
                         iv_size=8, key_size=(16, 24, 32), icv_size=16, salt_size=4)

    @staticmethod
    def _aad(spi, seq, iv, data):
        return struct.pack('!LL', spi, seq) + iv + data

    def encrypt(self, sa, esp, key, icv_size=None, esn_en=False, esn=0):
        data = esp.data_for_encryption()
        tag = aead.AESGCM(key).encrypt(sa.crypt_salt + esp.iv, b'',
                                       self._aad(esp.spi, esp.seq, esp.iv, data))
        return ipsec.ESP(spi=esp.spi, seq=esp.seq, data=esp.iv + data + tag)

    def decrypt(self, sa, esp, key, icv_size=None, esn_en=False, esn=0):
        iv, data = esp.data[:8], esp.data[8:-16]
        icv = esp.data[-16:]
        try:
            aead.AESGCM(key).decrypt(sa.crypt_salt + iv, icv,
                                     self._aad(esp.spi, esp.seq, iv, data))
        except InvalidTag as err:
            raise ipsec.IPSecIntegrityError(err)
        padlen, nh = data[-2], data[-1]
        return ipsec._ESPPlain(spi=esp.spi, seq=esp.seq, iv=iv,
                               data=data[:len(data) - padlen - 2], padlen=padlen,
                               nh=nh, icv=icv)


ipsec.AUTH_ALGOS['AES-XCBC-MAC-96'] = _XcbcAlgo('AES-XCBC-MAC-96', mac=True, digestmod=None,
                                                icv_size=12, key_size=(16,))
ipsec.CRYPT_ALGOS['AES-NULL-GMAC'] = _GmacAlgo()

# sa.c keyword: (scapy name, bytes of the configured key that are salt)
CIPHERS = {
    'null': ('NULL', 0),
    'aes-128-cbc': ('AES-CBC', 0), 'aes-192-cbc': ('AES-CBC', 0),
    'aes-256-cbc': ('AES-CBC', 0),
    'aes-128-ctr': ('AES-CTR', 4), 'aes-192-ctr': ('AES-CTR', 4),
    'aes-256-ctr': ('AES-CTR', 4),
    '3des-cbc': ('3DES', 0), 'des-cbc': ('DES', 0),
}
AUTHS = {
    'null': 'NULL', 'sha1-hmac': 'HMAC-SHA1-96', 'sha256-hmac': 'SHA2-256-128',
    'sha384-hmac': 'SHA2-384-192', 'sha512-hmac': 'SHA2-512-256',
    'aes-xcbc-mac-96': 'AES-XCBC-MAC-96',
}
# sa.c writes 4 salt bytes after every AEAD key; RFC 4309 (CCM) uses 3 of them
AEADS = {
    'aes-128-gcm': ('AES-GCM', 4), 'aes-192-gcm': ('AES-GCM', 4),
    'aes-256-gcm': ('AES-GCM', 4),
    'aes-128-ccm': ('AES-CCM', 3), 'aes-192-ccm': ('AES-CCM', 3),
    'aes-256-ccm': ('AES-CCM', 3),
    'chacha20-poly1305': ('CHACHA20-POLY1305', 4),
}
# keyword of the auth algorithm that replaces the cipher (RFC 4543)
GMAC = 'aes-gmac'
# written by the peer itself rather than taken from scapy
OWN = ('aes-xcbc-mac-96', GMAC)


def self_test():
    """RFC 3566's test cases through the XCBC the peer uses (raises)."""
    return len(list(kat_indep.xcbc_rfc3566()))


def known(keyword):
    return keyword in CIPHERS or keyword in AUTHS or keyword in AEADS or keyword == GMAC


class Sa:
    """One direction of an ipsec-secgw SA as the peer sees it.

    cipher/auth/aead: sa.c keywords (aead excludes the other two);
    cipher_key/auth_key/aead_key: the bytes in the configuration file;
    tunnel: (src, dst) of the outer header or None for transport mode;
    pad_to: pad the encrypted payload to a multiple of this (besides the
    algorithm's own block and 4 bytes).
    """

    def __init__(self, spi, cipher=None, auth=None, aead_algo=None, cipher_key=b'',
                 auth_key=b'', aead_key=b'', tunnel=None, pad_to=1):
        kw = {}
        if aead_algo is not None:
            name, salt = AEADS[aead_algo]
            kw.update(crypt_algo=name, crypt_key=_salted(aead_key, salt))
        elif auth == GMAC:
            kw.update(crypt_algo='AES-NULL-GMAC', crypt_key=auth_key)
        else:
            name, salt = CIPHERS[cipher]
            kw.update(crypt_algo=name, auth_algo=AUTHS[auth],
                      crypt_key=cipher_key or None, auth_key=auth_key or None)
        if tunnel is not None:
            src, dst = tunnel
            kw['tunnel_header'] = IPv6(src=src, dst=dst) if ':' in src else IP(src=src, dst=dst)
        self.spi = spi
        self.sa = ipsec.SecurityAssociation(ipsec.ESP, spi=spi, **kw)
        if pad_to > 1:
            algo = copy.copy(self.sa.crypt_algo)
            algo.block_size = algo.block_size * pad_to // math.gcd(algo.block_size, pad_to)
            self.sa.crypt_algo = algo

    def encrypt(self, pkt, seq):
        """pkt: an IP/IPv6 scapy packet; returns the ESP packet (scapy)."""
        return self.sa.encrypt(pkt, seq_num=seq)

    def decrypt(self, pkt):
        """pkt: an IP/IPv6 scapy packet with ESP; returns the inner packet.
        Raises ipsec.IPSecIntegrityError on an ICV mismatch."""
        return self.sa.decrypt(pkt)


def _salted(key, salt_len):
    """sa.c's AEAD key: key || 4 salt bytes; scapy's: key || salt_len bytes."""
    return key[:len(key) - 4] + key[len(key) - 4:len(key) - 4 + salt_len]
