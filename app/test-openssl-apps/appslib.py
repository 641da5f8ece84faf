# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors

"""What every part of the apps layer shares: results, the EAL command line,
running one DPDK application at a time, frames on tap interfaces and
DPDK's telemetry socket.

Environment (set by run.sh): PMD_SO (driver given with -d; empty: the one
built into the binaries), APPS_EAL_ARGS (more EAL arguments), PMD_DEVARGS
(devargs added to each crypto_openssl vdev, e.g. a provider), APPS_WORK
(directory for logs and generated files), APPS_WRAP (a command every DPDK
application runs under, e.g. "gdb -batch -ex run -ex bt --args").
"""

import json
import os
import random
import re
import select
import shlex
import signal
import socket
import subprocess
import time

# APPS_PROBE_MARK: the driver's probe log line every run must show; empty: no
# check (e.g. to run the layer against another crypto_openssl)
PROBE_MARK = os.environ.get('APPS_PROBE_MARK', 'crypto_openssl per-qp EVP PMD')
ETH_P_ALL = 0x0003
PACKET_OUTGOING = 4
WORK = os.environ.get('APPS_WORK', '/tmp')
# net_tap's complaints about a kernel without the multiq qdisc: harmless here
NOISE = ('qdisc', 'rte flow support')


class Results:
    """PASS/FAIL lines, one per check, and the closing count."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, ok, why=''):
        if ok:
            self.passed += 1
            print('PASS %s' % name, flush=True)
        else:
            self.failed += 1
            print('FAIL %s%s' % (name, ': ' + why if why else ''), flush=True)
        return ok

    def finish(self):
        print('%d passed, %d failed' % (self.passed, self.failed), flush=True)
        return 0 if self.failed == 0 and self.passed > 0 else 1


def status(rc):
    """An exit status as words: 'exit 1', 'killed by SIGSEGV'."""
    if rc is not None and rc < 0:
        try:
            return 'killed by %s' % signal.Signals(-rc).name
        except ValueError:
            pass
    return 'exit %s' % rc


def note(msg):
    print('# %s' % msg, flush=True)


def skip(why, msg):
    """A deliberate skip: why is an id of devtools/skips.txt."""
    print('SKIP[%s] %s' % (why, msg), flush=True)


def seed_rng():
    seed = int(os.environ.get('TEST_SEED') or str(time.time_ns() % 1000000007), 0)
    note('seed %d (TEST_SEED=%d replays it)' % (seed, seed))
    return random.Random(seed)


def eal_args(tag, lcores='0', mem=512, vdevs=()):
    prefix = 'co3a_%s_%d_%d' % (re.sub('[^A-Za-z0-9]', '_', tag)[:12], os.getpid(),
                                random.randrange(1 << 20))
    args = ['--no-huge', '--no-pci', '-m', str(mem), '--file-prefix', prefix, '-l', lcores,
            '--log-level=pmd.crypto.openssl:info']
    if os.environ.get('PMD_SO'):
        args += ['-d', os.environ['PMD_SO']]
    args += shlex.split(os.environ.get('APPS_EAL_ARGS', ''))
    extra = os.environ.get('PMD_DEVARGS', '')
    for v in vdevs:
        if extra and v.startswith('crypto_openssl'):
            v += ',' + extra
        args += ['--vdev', v]
    return prefix, args


def runtime_dir(prefix):
    return os.path.join('/var/run/dpdk' if os.getuid() == 0 else
                        os.environ.get('XDG_RUNTIME_DIR', '/tmp') + '/dpdk', prefix)


def remove_runtime(prefix):
    subprocess.run(['rm', '-rf', '--', runtime_dir(prefix)], check=False)


class App:
    """One DPDK application in the background, its output in a log file."""

    def __init__(self, name, argv, prefix):
        self.name = name
        self.prefix = prefix
        self.log = os.path.join(WORK, '%s.log' % name)
        argv = shlex.split(os.environ.get('APPS_WRAP', '')) + argv
        self.argv = argv
        with open(self.log, 'w') as f:
            f.write('# %s\n' % ' '.join(shlex.quote(a) for a in argv))
        self.out = open(self.log, 'a')
        self.proc = subprocess.Popen(argv, stdout=self.out, stderr=subprocess.STDOUT,
                                     stdin=subprocess.DEVNULL)

    def text(self):
        with open(self.log, errors='replace') as f:
            return f.read()

    def wait_for(self, pattern, timeout=30):
        """True once pattern is in the log; False if the app exits first."""
        end = time.monotonic() + timeout
        rx = re.compile(pattern, re.M)
        while time.monotonic() < end:
            if rx.search(self.text()):
                return True
            if self.proc.poll() is not None:
                return bool(rx.search(self.text()))
            time.sleep(0.05)
        return False

    def stop(self, timeout=10):
        """SIGINT, then SIGKILL if needed; returns the exit status."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.out.close()
        remove_runtime(self.prefix)
        return self.proc.returncode

    def probed(self):
        return PROBE_MARK in self.text()

    def error_line(self):
        """The most telling line of a failed run, for a FAIL reason."""
        lines = [ln for ln in self.text().splitlines()
                 if ln.strip() and not any(n in ln for n in NOISE)]
        for pat in ('session not configured', 'failed', 'error', 'Error', 'EAL: '):
            hits = [ln for ln in lines if pat in ln]
            if hits:
                return hits[-1].strip()[:160]
        return lines[-1].strip()[:160] if lines else 'no output'


def run_app(name, argv, prefix, timeout=120):
    """Run to completion; returns (exit status, log text)."""
    app = App(name, argv, prefix)
    try:
        app.proc.wait(timeout)
    except subprocess.TimeoutExpired:
        app.proc.kill()
        app.proc.wait()
    rc = app.stop()
    return rc, app.text()


class Tap:
    """Raw frames on one kernel tap interface (the other end is DPDK)."""

    def __init__(self, ifname):
        self.ifname = ifname
        self.sock = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.htons(ETH_P_ALL))
        self.sock.bind((ifname, 0))
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4 << 20)

    def send(self, frame):
        self.sock.send(bytes(frame))

    def recv(self, timeout):
        """The next frame that DPDK sent, or None after timeout seconds."""
        end = time.monotonic() + timeout
        while True:
            left = end - time.monotonic()
            if left <= 0:
                return None
            r, _, _ = select.select([self.sock], [], [], left)
            if not r:
                return None
            data, addr = self.sock.recvfrom(65535)
            if addr[2] != PACKET_OUTGOING:
                return data

    def drain(self):
        while self.recv(0.001) is not None:
            pass

    def close(self):
        self.sock.close()


def wait_iface(name, timeout=10):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if os.path.exists('/sys/class/net/%s' % name):
            return True
        time.sleep(0.05)
    return False


class Telemetry:
    """DPDK's telemetry socket (v2) of a running application."""

    def __init__(self, prefix):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.sock.connect(os.path.join(runtime_dir(prefix), 'dpdk_telemetry.v2'))
        info = json.loads(self.sock.recv(16384).decode())
        self.max_len = info.get('max_output_len', 16384)

    def query(self, cmd):
        self.sock.send(cmd.encode())
        return json.loads(self.sock.recv(self.max_len).decode())[cmd.split(',')[0]]

    def close(self):
        self.sock.close()
