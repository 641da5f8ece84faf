#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
"""Instructions per op on arm64, counted under qemu-user: a plan, not a speed.

Performance on arm64 cannot be measured on an x86 machine. What can be
counted there is how many arm64 instructions an op takes: the floor
(app/test-openssl-floor, the bare OpenSSL calls of one op) and a driver in
the lean harness (app/test-openssl-bench: ours with -d, Debian's arm64
crypto_openssl without), both from devtools/setup-arm64.sh's build-arm64/,
run by qemu-aarch64-static with its own logs (Debian's qemu ships no TCG
plugin, so no libinsn.so): -d in_asm gives each translated block's
instructions, -d exec,nochain every block executed, per emulated thread
("Trace N:", one CPU per thread). The op loop's thread is the one with the
most instructions; instructions per op are (I(n2) - I(n1)) / (n2 - n1) over
two op counts, so start-up (EAL, OpenSSL init, the floor's self-check)
cancels out, as bench.sh --callgrind does on x86.

What qemu's count is: instructions retired of the arm64 code that ran,
OpenSSL's ARMv8 AES, PMULL and SHA paths included (qemu's default CPU has the
crypto extensions). Not cycles: the cost of each instruction, the caches and
the memory ordering of a real core are not in it.

    devtools/insn-arm64.py [--algos A,B] [--sides floor,ours,debian]
                           [--ops 300,1300] [--sysroot DIR]

Prints one line per (algorithm, side) and a table; the logs are streamed
through a pipe, nothing large is written. Needs build-arm64/ (the sysroot:
devtools/setup-arm64.sh prints it; default $CRYPTO_OPENSSL3_CACHE/arm64/sysroot).
"""

import argparse
import os
import re
import stat
import subprocess
import sys
import tempfile
import threading

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ALGOS = ["aes-cbc-128-enc", "aes-gcm-128-enc", "sha1-hmac-gen", "aes-cmac-gen"]
SIDES = ["floor", "ours", "debian"]
QEMU = "qemu-aarch64-static"
TRACE_RE = re.compile(rb"^Trace (\d+): \S+ \[[0-9a-f]+/([0-9a-f]+)/")
INSN_RE = re.compile(rb"^0x([0-9a-f]+):\s")


def cache_dir():
    home = os.environ.get("HOME", "/root")
    xdg = os.environ.get("XDG_CACHE_HOME", os.path.join(home, ".cache"))
    return os.environ.get("CRYPTO_OPENSSL3_CACHE", os.path.join(xdg, "crypto_openssl3"))


def count(log):
    """Instructions executed per emulated thread, from qemu's in_asm and exec log."""
    size = {}
    per_cpu = {}
    block = None
    n = 0
    with open(log, "rb") as f:
        for line in f:
            m = TRACE_RE.match(line)
            if m is not None:
                cpu = int(m.group(1))
                per_cpu[cpu] = per_cpu.get(cpu, 0) + size.get(int(m.group(2), 16), 0)
                continue
            if line.startswith(b"IN:"):
                block, n = None, 0
                continue
            m = INSN_RE.match(line)
            if m is not None:
                if block is None:
                    block = int(m.group(1), 16)
                n += 1
                size[block] = n
                continue
            block = None
    return per_cpu


def run_counted(cmd, env):
    """Run cmd under qemu with its log in a FIFO, counted while it runs."""
    with tempfile.TemporaryDirectory(dir=os.path.join(cache_dir(), "arm64")) as tmp:
        fifo = os.path.join(tmp, "qemu.log")
        os.mkfifo(fifo)
        result = {}
        t = threading.Thread(target=lambda: result.update(count(fifo)))
        t.start()
        q = [QEMU, "-d", "in_asm,exec,nochain", "-D", fifo] + cmd
        p = subprocess.run(q, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=3600)
        if t.is_alive():
            with open(fifo, "wb"):  # qemu never opened its log: let the reader end
                pass
        t.join()
    if p.returncode != 0:
        sys.exit("failed (exit %d): %s\n%s" % (p.returncode, " ".join(cmd),
                                                p.stdout.decode(errors="replace")[-2000:]))
    return result


PMDS = "usr/lib/aarch64-linux-gnu/dpdk/pmds-23.0"
PLUGINS = ("librte_mempool_ring.so.23.0", "librte_crypto_openssl.so.23.0")


def lean_root(sysroot, root):
    """A view of the sysroot whose DPDK plugin directory holds only the ring
    mempool and Debian's crypto_openssl: EAL would otherwise load all 369
    plugins, and qemu log every instruction of it."""
    def mirror(rel):
        os.makedirs(os.path.join(root, rel), exist_ok=True)
        keep = PMDS.split("/")[len(rel.split("/")) if rel else 0]
        for e in os.listdir(os.path.join(sysroot, rel)):
            if e != keep:
                os.symlink(os.path.join(sysroot, rel, e), os.path.join(root, rel, e))
    parts = PMDS.split("/")
    for i in range(len(parts)):
        mirror("/".join(parts[:i]))
    os.makedirs(os.path.join(root, PMDS))
    for f in PLUGINS:
        os.symlink(os.path.join(sysroot, PMDS, f), os.path.join(root, PMDS, f))
    return root


def safe(path):
    """EAL refuses a -d library below a world-writable directory."""
    p = os.path.realpath(path)
    while True:
        if os.stat(p).st_mode & stat.S_IWOTH:
            return False
        if p == "/":
            return True
        p = os.path.dirname(p)


def command(a, side, algo, ops, n):
    build = os.path.join(REPO, a.build)
    if side == "floor":
        return [os.path.join(build, "app/test-openssl-floor/dpdk-test-openssl-floor"),
                "--algo", algo, "--sizes", str(a.size), "--ops", str(ops), "--pool", "256"]
    eal = ["--no-huge", "--no-pci", "-m", "256", "-l", "0,1",
           "--file-prefix", "insn%d_%d" % (os.getpid(), n), "--vdev", "crypto_openssl"]
    if side == "ours":
        eal += ["-d", os.path.join(build, "drivers/librte_crypto_openssl3.so")]
    return ([os.path.join(build, "app/test-openssl-bench/dpdk-test-openssl-bench")] + eal +
            ["--", "--devtype", "crypto_openssl", "--algo", algo, "--sizes", str(a.size),
             "--workers", "1", "--burst", "32", "--ops", str(ops), "--pool", "256",
             "--desc", "512"])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--algos", default=",".join(ALGOS))
    ap.add_argument("--sides", default=",".join(SIDES))
    ap.add_argument("--ops", default="300,1300", help="the two op counts")
    ap.add_argument("--size", type=int, default=64)
    ap.add_argument("--build", default="build-arm64")
    ap.add_argument("--sysroot", default=os.path.join(cache_dir(), "arm64", "sysroot"))
    a = ap.parse_args()
    n1, n2 = (int(x) for x in a.ops.split(","))
    if not os.path.isdir(a.sysroot):
        sys.exit("no sysroot %s: run devtools/setup-arm64.sh" % a.sysroot)
    pmd = os.path.join(REPO, a.build, "drivers/librte_crypto_openssl3.so")
    if not safe(pmd):
        sys.exit("%s is below a world-writable directory: EAL would refuse it" % pmd)
    lean = tempfile.mkdtemp(prefix="insn-root.", dir=os.path.join(cache_dir(), "arm64"))
    os.chmod(lean, 0o755)
    env = dict(os.environ, QEMU_LD_PREFIX=lean_root(a.sysroot, lean))
    rows = []
    k = 0
    for algo in a.algos.split(","):
        for side in a.sides.split(","):
            runs = []
            for ops in (n1, n2):
                k += 1
                runs.append(run_counted(command(a, side, algo, ops, k), env))
            # the op loop's thread: the one whose count grows with the ops
            cpu = max(runs[1], key=lambda c: runs[1][c] - runs[0].get(c, 0))
            insns = [runs[0].get(cpu, 0), runs[1][cpu]]
            per_op = (insns[1] - insns[0]) / (n2 - n1)
            rows.append((algo, side, per_op))
            print("insn %s %s %dB: %d ops %d, %d ops %d: %.0f per op" % (
                algo, side, a.size, n1, insns[0], n2, insns[1], per_op), flush=True)
            for prefix in ("insn%d_%d" % (os.getpid(), k - 1), "insn%d_%d" % (os.getpid(), k)):
                subprocess.run(["rm", "-rf", "/var/run/dpdk/" + prefix])
    subprocess.run(["rm", "-rf", lean])
    print()
    print("arm64 instructions per op at %d B (qemu-user, %s; not a speed)" % (a.size, a.build))
    print("%-18s %10s %10s %10s %12s %12s" % ("algorithm", "floor", "ours", "debian",
                                               "ours/floor", "debian/ours"))
    by = dict(((al, si), v) for al, si, v in rows)
    for algo in a.algos.split(","):
        f, o, d = (by.get((algo, s)) for s in ("floor", "ours", "debian"))
        print("%-18s %10s %10s %10s %12s %12s" % (
            algo, "%.0f" % f if f else "-", "%.0f" % o if o else "-", "%.0f" % d if d else "-",
            "%.2f" % (o / f) if f and o else "-", "%.2f" % (d / o) if d and o else "-"))


if __name__ == "__main__":
    main()
