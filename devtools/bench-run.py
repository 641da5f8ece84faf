#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
"""Run the benchmark matrix; devtools/bench.sh sets up and calls this.

One run measures, interleaved point by point and repetition by repetition
(so that drift hits every side alike):
  perf   Debian's dpdk-test-crypto-perf (the reference harness), one process
         per point: our driver (-d), Debian's crypto_openssl, Debian's
         crypto_aesni_mb (intel-ipsec-mb, the fast peer on x86, where it
         has the algorithm), crypto_null;
  lean   app/test-openssl-bench (main lcore sleeps; optional shared session),
         one process per algorithm for all sizes: the same sides;
  floor  app/test-openssl-floor: the bare OpenSSL calls of one op.
With --tree-perf, --tree-libs and --upstream-pmd (devtools/bench.sh
--dpdk-tree: a DPDK tree staged by devtools/intree.sh), the DPDK processes
are that version's: its crypto-perf, the lean harness built against it, our
driver built in it and "upstream", that version's own crypto_openssl (-d),
in place of Debian's; crypto_null comes from its plugin directory.
With --pmd35 and --floor35, also "ours35" (our driver built against a static
OpenSSL 3.5, -d) in perf and lean and "floor35" (the floor program linked
with that OpenSSL) in floor. Processes run one at a time, never two at once;
and, with --callgrind, instructions per op at 64 B (difference of two op
counts), ours next to Debian's. Writes raw.csv, callgrind.csv and meta.json
into --out, then calls devtools/bench-report.py for the tables and charts.
Measures and prints only: nothing here is a pass/fail test of speed.
"""

import argparse
import csv
import glob
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import time

# The matrix: app/test-openssl-common/bench_matrix.h, its one definition (the
# bench and floor programs include it too). Each BENCH_ROW gives the name, op
# shape, algorithms (DPDK enum suffixes, crypto-perf's names in lower case)
# and lengths; crypto-perf's arguments are derived from them.
MATRIX_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app",
                           "test-openssl-common", "bench_matrix.h")
ROW_FIELDS = ["name", "shape", "cipher", "op", "key", "iv", "auth", "auth_key", "digest",
              "aead", "aad", "block"]


def read_matrix(path=MATRIX_FILE):
    """The BENCH_ROW(...) rows of the matrix file, as dicts."""
    with open(path) as f:
        text = f.read()
    rows = []
    for m in re.finditer(r"^BENCH_ROW\((.*?)\)\s*$", text, re.M | re.S):
        vals = [v.strip() for v in m.group(1).replace("\n", " ").split(",")]
        row = dict(zip(ROW_FIELDS, vals))
        row["name"] = row["name"].strip('"')
        rows.append(row)
    return rows


# crypto-perf's names that are not the enum suffix in lower case
PERF_NAMES = {"SHA256_HMAC": "sha2-256-hmac", "SHA384_HMAC": "sha2-384-hmac",
              "SHA512_HMAC": "sha2-512-hmac", "SHA224_HMAC": "sha2-224-hmac"}


def perf_name(token):
    return PERF_NAMES.get(token, token.lower().replace("_", "-"))


def perf_args(r):
    """dpdk-test-crypto-perf's arguments for a matrix row."""
    op = r["op"].lower()
    cipher = ("--cipher-algo %s --cipher-key-sz %s --cipher-iv-sz %s --cipher-op %s"
              % (perf_name(r["cipher"]), r["key"], r["iv"], op))
    auth = ("--auth-algo %s --auth-key-sz %s --digest-sz %s --auth-op generate"
            % (perf_name(r["auth"]), r["auth_key"], r["digest"]))
    if r["shape"] == "CIPHER":
        return "--optype cipher-only " + cipher
    if r["shape"] == "AUTH":
        return "--optype auth-only " + auth
    if r["shape"] == "CHAIN":
        return "--optype cipher-then-auth %s %s" % (cipher, auth)
    return ("--optype aead --aead-algo %s --aead-key-sz %s --aead-iv-sz %s --aead-aad-sz %s"
            " --digest-sz %s --aead-op %s" % (perf_name(r["aead"]), r["key"], r["iv"],
                                              r["aad"], r["digest"], op))


def op_shape(r):
    """cipher, auth or chain: an AEAD op ciphers and authenticates, as a chain does."""
    return {"CIPHER": "cipher", "AUTH": "auth"}.get(r["shape"], "chain")


MATRIX = read_matrix()
# crypto_null's rows (the framework's own cost) and the rows measured
_NULL_ROWS = [r for r in MATRIX if "NULL" in (r["cipher"], r["auth"])]
ALGOS = [(r["name"], op_shape(r), perf_args(r)) for r in MATRIX if r not in _NULL_ROWS]
# crypto_null's equivalent of each op shape
NULL_ALGOS = dict((op_shape(r), (r["name"], perf_args(r))) for r in _NULL_ROWS)
PERF_ARGS = dict((a[0], a[2]) for a in ALGOS)
PERF_ARGS.update(dict(NULL_ALGOS.values()))
SHAPE = dict((a[0], a[1]) for a in ALGOS)
CALLGRIND_ALGOS = ["aes-cbc-128-enc", "sha1-hmac-gen", "sha256-hmac-gen", "aes-cmac-gen", "aes-gcm-128-enc",
                   "aes-gcm-128-dec", "3des-ctr-enc", "aes-cbc-128-sha1-hmac"]
CALLGRIND_OPS = (2000, 10000)
# the drivers measured against ours, in schedule order ("null" is apart)
PEER_SIDES = ("ours", "ours35", "debian", "upstream", "aesni_mb")
ALL_SIDES = PEER_SIDES + ("null",)
# Debian's crypto_aesni_mb (librte-crypto-ipsec-mb23, which libdpdk-dev pulls
# in): its vdev, and the matrix rows it has no capability for (intel-ipsec-mb
# 1.3 has DES, 3DES-CBC and DOCSIS DES, but no 3DES-CTR)
AESNI_MB_VDEV = "crypto_aesni_mb"
AESNI_MB_LACKS = {"3des-ctr-enc"}


def aesni_mb_pmd():
    """Debian's aesni_mb driver library, or '' when not installed (or not x86)."""
    found = sorted(glob.glob("/usr/lib/*/dpdk/pmds-*/librte_crypto_ipsec_mb.so*"))
    return found[0] if found else ""


def supports(side, algo):
    """Whether SIDE can run matrix row ALGO (crypto_null rows: null only)."""
    return side != "aesni_mb" or algo not in AESNI_MB_LACKS
BURST = 32
EAL_MEM = "1024"
RAW_FIELDS = ["harness", "side", "algo", "size", "workers", "shared", "rep", "mops",
              "gbps", "ops", "seconds", "failed", "load1", "slot"]


def now():
    return time.monotonic()


def load1():
    with open("/proc/loadavg") as f:
        return float(f.read().split()[0])


class Job:
    def __init__(self, harness, side, algo, sizes, workers=1, shared=False, rep=1):
        self.harness, self.side, self.algo = harness, side, algo
        self.sizes, self.workers, self.shared, self.rep = sizes, workers, shared, rep
        self.slot = 0

    def label(self):
        sizes = ",".join(str(s) for s in self.sizes)
        w = ""
        if self.harness != "floor":
            w = " %dw%s" % (self.workers, " shared" if self.shared else "")
        return "%s %sB %s %s%s rep %d" % (self.algo, sizes, self.harness, self.side, w,
                                          self.rep)

    def tag(self):
        return "%s.%s.%s.%s.%dw%s.r%d" % (self.harness, self.side, self.algo,
                                          "-".join(str(s) for s in self.sizes),
                                          self.workers, "s" if self.shared else "",
                                          self.rep)


class Runner:
    def __init__(self, args):
        self.a = args
        self.out = args.out
        self.logs = os.path.join(self.out, "logs")
        os.makedirs(self.logs, exist_ok=True)
        self.raw = open(os.path.join(self.out, "raw.csv"), "w", newline="")
        self.rawcsv = csv.writer(self.raw)
        self.rawcsv.writerow(RAW_FIELDS)
        self.est = {}          # (side, algo, size) -> Mops, sizes crypto-perf's op counts
        self.openssl = {}      # floor side -> "OpenSSL x.y.z date"
        self.failures = []
        self.seq = 0
        self.ncpu = os.cpu_count() or 1
        self.tty = sys.stderr.isatty()

    # --- processes -----------------------------------------------------------

    def prefix(self):
        self.seq += 1
        return "co3b_%d_%d" % (os.getpid(), self.seq)

    def cleanup_prefix(self, prefix):
        for base in ("/var/run/dpdk", os.path.join(os.environ.get("XDG_RUNTIME_DIR", "/tmp"),
                                                   "dpdk")):
            shutil.rmtree(os.path.join(base, prefix), ignore_errors=True)

    def eal(self, prefix, lcores, side, mem=EAL_MEM):
        args = ["--no-huge", "--no-pci", "-m", mem, "--file-prefix", prefix] + lcores
        if side in ("ours", "ours35", "upstream"):
            args += ["-d", {"ours": self.a.pmd, "ours35": self.a.pmd35,
                            "upstream": self.a.upstream_pmd}[side]]
        args += ["--vdev", self.devtype(side)]
        return args

    def devtype(self, side):
        return {"null": "crypto_null", "aesni_mb": AESNI_MB_VDEV}.get(side, "crypto_openssl")

    def lean_lcores(self, workers):
        """Main lcore 0 floats over all CPUs and sleeps; worker i is pinned
        to one CPU of its own, the last ones (CPU 1 alone for one worker, as
        crypto-perf's worker with -l 0,1)."""
        first = self.ncpu - workers
        spec = ["0@(0-%d)" % (self.ncpu - 1)]
        spec += ["%d@%d" % (i + 1, first + i) for i in range(workers)]
        return ["--lcores", ",".join(spec)]

    def run(self, job, cmd, timeout):
        """Run one process, keep its output in logs/, return it (None on failure)."""
        log = os.path.join(self.logs, job.tag() + ".log")
        try:
            p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, timeout=timeout,
                               universal_newlines=True, errors="replace")
            out, rc = p.stdout, p.returncode
        except subprocess.TimeoutExpired as e:
            out = (e.stdout or "") if isinstance(e.stdout, str) else ""
            rc = "timeout after %ds" % timeout
        with open(log, "w") as f:
            f.write("$ " + " ".join(cmd) + "\n" + out)
        if rc != 0:
            self.failures.append("%s: exit %s, log %s" % (job.label(), rc,
                                                           os.path.relpath(log, self.out)))
            return None
        return out

    # --- one job per harness -------------------------------------------------

    def perf_ops(self, side, algo, size):
        mops = self.est.get((side, algo, size), 100.0 if side == "null" else 1.0)
        return int(min(max(mops * 1e6 * self.a.seconds, 1000), 200e6))

    def run_perf(self, job):
        size = job.sizes[0]
        ops = self.perf_ops(job.side, job.algo, size)
        prefix = self.prefix()
        lcores = ["-l", ",".join(str(i) for i in range(job.workers + 1))]
        cmd = [self.a.tree_perf or "dpdk-test-crypto-perf"] + self.eal(prefix, lcores, job.side) + [
            "--", "--devtype", self.devtype(job.side), "--ptest", "throughput",
            "--csv-friendly", "--silent", "--buffer-sz", str(size), "--burst-sz", str(BURST),
            "--total-ops", str(ops)] + PERF_ARGS[job.algo].split()
        out = self.run(job, cmd, timeout=120 + 20 * self.a.seconds)
        self.cleanup_prefix(prefix)
        if out is None:
            return []
        rows = []
        # lcore,size,burst,enqueued,dequeued,failed enq,failed deq,Mops,Gbps,cycles/buf
        # ("failed enq/deq" count full-ring and empty polls, not failed ops)
        for m in re.finditer(r"^\s*(\d+),(\d+),(\d+),(\d+),(\d+),(\d+),(\d+),([\d.]+),"
                             r"([\d.]+),([\d.]+)\s*$", out, re.M):
            enq, deq = int(m.group(4)), int(m.group(5))
            mops, gbps = float(m.group(8)), float(m.group(9))
            rows.append(dict(mops=mops, gbps=gbps, ops=deq, size=size,
                             seconds=deq / mops / 1e6 if mops > 0 else 0,
                             failed=enq - deq))
        if not rows:
            self.failures.append("%s: no result line in %s" % (job.label(), job.tag()))
            return []
        # crypto-perf prints a line per worker lcore: add them up
        mops = sum(r["mops"] for r in rows)
        self.est[(job.side, job.algo, size)] = mops / job.workers
        return [dict(size=size, mops=mops, gbps=sum(r["gbps"] for r in rows),
                     ops=sum(r["ops"] for r in rows),
                     seconds=max(r["seconds"] for r in rows),
                     failed=sum(r["failed"] for r in rows))]

    def lean_cmd(self, job, prefix, extra, mem=EAL_MEM):
        cmd = [self.a.lean] + self.eal(prefix, self.lean_lcores(job.workers), job.side, mem)
        cmd += ["--", "--devtype", self.devtype(job.side), "--algo", job.algo,
                "--sizes", ",".join(str(s) for s in job.sizes), "--workers", str(job.workers),
                "--burst", str(BURST)]
        if job.shared:
            cmd.append("--shared-session")
        return cmd + extra

    def run_lean(self, job):
        prefix = self.prefix()
        cmd = self.lean_cmd(job, prefix, [
            "--duration-ms", str(int(self.a.seconds * 1000)),
            "--warmup-ms", str(self.a.warmup_ms)])
        out = self.run(job, cmd, timeout=60 + len(job.sizes) * 10 * (self.a.seconds + 1))
        self.cleanup_prefix(prefix)
        if out is None:
            return []
        rows = []
        for line in out.splitlines():
            f = line.split(",")
            if f[0] != "bench" or len(f) < 13:
                continue
            # bench,dev,algo,size,workers,shared,mops,gbps,ops,seconds,failed,auth_failed,cpo
            rows.append(dict(size=int(f[3]), mops=float(f[6]), gbps=float(f[7]),
                             ops=int(f[8]), seconds=float(f[9]), failed=int(f[10])))
        if len(rows) != len(job.sizes):
            self.failures.append("%s: %d of %d result lines" % (job.label(), len(rows),
                                                                 len(job.sizes)))
        return rows

    def floor_cmd(self, algo, sizes, extra, side="floor"):
        prog = self.a.floor35 if side == "floor35" else self.a.floor
        return [prog, "--algo", algo, "--sizes", ",".join(str(s) for s in sizes)] + extra

    def parse_floor(self, out):
        rows = []
        for line in out.splitlines():
            f = line.split(",")
            if f[0] != "floor" or len(f) < 10:
                continue
            # floor,algo,variant,size,ops,seconds,mops,gbps,ns_per_op,failed
            rows.append(dict(algo=f[1], size=int(f[3]), ops=int(f[4]), seconds=float(f[5]),
                             mops=float(f[6]), gbps=float(f[7]), failed=int(f[9])))
        return rows

    def run_floor(self, job):
        cmd = self.floor_cmd(job.algo, job.sizes,
                             ["--duration-ms", str(int(self.a.seconds * 1000))], job.side)
        out = self.run(job, cmd, timeout=60 + 10 * len(job.sizes) * self.a.seconds)
        return self.parse_floor(out) if out is not None else []

    def calibrate(self, algos, sizes):
        """A short floor pass: first guesses of crypto-perf's op counts; and
        the OpenSSL version each floor program runs on (its first line)."""
        floors = [("floor", ("ours", "debian", "upstream", "aesni_mb"))]
        if self.a.floor35:
            floors.append(("floor35", ("ours35",)))
        for floor, sides in floors:
            out = subprocess.run(self.floor_cmd(",".join(algos), sizes, ["--duration-ms", "20"],
                                                floor),
                                 stdout=subprocess.PIPE, universal_newlines=True).stdout
            m = re.match(r"# (OpenSSL [^;]*);", out)
            self.openssl[floor] = m.group(1) if m else "?"
            for r in self.parse_floor(out):
                for side in sides:
                    guess = 1.5 if side == "aesni_mb" else 0.7
                    self.est[(side, r["algo"], r["size"])] = r["mops"] * guess

    # --- the schedule --------------------------------------------------------

    def record(self, job, rows, load):
        for r in rows:
            self.rawcsv.writerow([job.harness, job.side, job.algo, r["size"], job.workers,
                                  int(job.shared), job.rep, "%.4f" % r["mops"],
                                  "%.4f" % r["gbps"], r["ops"], "%.4f" % r["seconds"],
                                  r["failed"], "%.2f" % load, job.slot])
        self.raw.flush()

    def progress(self, i, n, job, t0):
        el = now() - t0
        left = el / i * (n - i) if i > 1 else 0
        msg = "[%d/%d] %s  (%d:%02d elapsed, ~%d:%02d left)" % (
            i, n, job.label(), el // 60, el % 60, left // 60, left % 60)
        if self.tty:
            sys.stderr.write("\r\033[K" + msg)
        else:
            sys.stderr.write(msg + "\n")
        sys.stderr.flush()

    def run_jobs(self, jobs):
        t0 = now()
        fn = {"perf": self.run_perf, "lean": self.run_lean, "floor": self.run_floor}
        for i, job in enumerate(jobs, 1):
            self.progress(i, len(jobs), job, t0)
            load = load1()
            self.record(job, fn[job.harness](job), load)
        if self.tty:
            sys.stderr.write("\n")
        return now() - t0


def rotate(lst, k):
    if not lst:
        return lst
    k %= len(lst)
    return lst[k:] + lst[:k]


def schedule(a):
    """Repetition by repetition; within one, point by point with every side
    back to back in an order that rotates, so each side goes first as often."""
    jobs = []
    floors = ["floor"] + (["floor35"] if a.floor35 else [])
    for rep in range(1, a.reps + 1):
        null_perf, null_lean = set(), set()
        for ai, algo in enumerate(a.algos):
            sides = [s for s in PEER_SIDES if s in a.sides and supports(s, algo)]
            shape = SHAPE[algo]
            nalgo = NULL_ALGOS[shape][0]
            for si, size in enumerate(a.sizes):
                point = []
                if "perf" in a.harness:
                    for w in a.perf_workers:
                        point += [Job("perf", s, algo, [size], w, False, rep) for s in sides]
                        if "null" in a.sides and (nalgo, size, w) not in null_perf:
                            null_perf.add((nalgo, size, w))
                            point.append(Job("perf", "null", nalgo, [size], w, False, rep))
                if "floor" in a.harness:
                    point += [Job("floor", f, algo, [size], 1, False, rep) for f in floors]
                point = rotate(point, rep + ai + si)
                for k, j in enumerate(point):
                    j.slot = k
                jobs += point
            if "lean" in a.harness:
                group = []
                for w, shared in a.lean_workers:
                    # the quick run measures only our scaling: one more job per algorithm
                    wsides = sides if w == 1 or a.mode != "quick" else [
                        s for s in sides if s in ("ours", "ours35")]
                    group += [Job("lean", s, algo, a.sizes, w, shared, rep) for s in wsides]
                    if "null" in a.sides and (nalgo, w, shared) not in null_lean and (
                            w == 1 or a.mode != "quick"):
                        null_lean.add((nalgo, w, shared))
                        group.append(Job("lean", "null", nalgo, a.sizes, w, shared, rep))
                group = rotate(group, rep + ai)
                for k, j in enumerate(group):
                    j.slot = k
                jobs += group
    return jobs


# --- callgrind -----------------------------------------------------------------

def callgrind_ir(runner, job, cmd, fn):
    out_file = os.path.join(runner.logs, job.tag() + ".callgrind.out")
    vg = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out_file,
          "--toggle-collect=" + fn]
    out = runner.run(job, vg + cmd, timeout=600)
    if out is None:
        return None
    m = re.search(r"I\s+refs:\s+([\d,]+)", out)
    if m is None:
        runner.failures.append("%s: no 'I refs' in callgrind's output" % job.label())
        return None
    return int(m.group(1).replace(",", ""))


def run_callgrind(runner, a):
    """Instructions per op at 64 B: (Ir(n2 ops) - Ir(n1 ops)) / (n2 - n1),
    collected in the worker loop (lean) or the op loop (floor) only."""
    n1, n2 = CALLGRIND_OPS
    rows, seen_null = [], set()
    algos = [x for x in CALLGRIND_ALGOS if x in a.algos] or CALLGRIND_ALGOS
    plan = []
    for algo in algos:
        plan += [(algo, s) for s in PEER_SIDES if s in a.sides and supports(s, algo)]
        plan += [(algo, "floor")] + ([(algo, "floor35")] if a.floor35 else [])
        nalgo = NULL_ALGOS[SHAPE[algo]][0]
        if nalgo not in seen_null:
            seen_null.add(nalgo)
            plan.append((nalgo, "null"))
    for i, (algo, side) in enumerate(plan, 1):
        irs = []
        for n in (n1, n2):
            job = Job("callgrind", side, algo, [64], 1, False, n)
            sys.stderr.write("%s[callgrind %d/%d] %s 64B %s, %d ops%s" % (
                "\r\033[K" if runner.tty else "", i, len(plan), algo, side, n,
                "" if runner.tty else "\n"))
            sys.stderr.flush()
            if side in ("floor", "floor35"):
                cmd = runner.floor_cmd(algo, [64], ["--ops", str(n), "--pool", "256"], side)
                fn = "run_ops*"
            else:
                prefix = runner.prefix()
                cmd = runner.lean_cmd(job, prefix, ["--ops", str(n), "--pool", "256",
                                                    "--desc", "512"], mem="256")
                fn = "bench_worker_counted*"
            irs.append(callgrind_ir(runner, job, cmd, fn))
            if side not in ("floor", "floor35"):
                runner.cleanup_prefix(prefix)
        if None not in irs:
            rows.append(dict(algo=algo, side=side, size=64, ops1=n1, ir1=irs[0], ops2=n2,
                             ir2=irs[1], ir_per_op="%.1f" % ((irs[1] - irs[0]) / (n2 - n1))))
    if runner.tty:
        sys.stderr.write("\n")
    with open(os.path.join(runner.out, "callgrind.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, ["algo", "side", "size", "ops1", "ir1", "ops2", "ir2",
                               "ir_per_op"])
        w.writeheader()
        w.writerows(rows)


# --- what the bare OpenSSL call sequences cost ------------------------------------

def run_variants(runner, a):
    """Every call-sequence variant of the floor program at 64 and 1024 B,
    a.reps times (one floor process per repetition), for the notes."""
    sizes = [s for s in (64, 1024) if s in a.sizes] or [64, 1024]
    rows = []
    for rep in range(1, a.reps + 1):
        job = Job("variants", "floor", "all", sizes, 1, False, rep)
        sys.stderr.write("%s[variants %d/%d] every floor variant at %s B%s" % (
            "\r\033[K" if runner.tty else "", rep, a.reps, ",".join(map(str, sizes)),
            "" if runner.tty else "\n"))
        sys.stderr.flush()
        cmd = runner.floor_cmd(",".join(a.algos), sizes,
                               ["--variants", "--duration-ms", str(int(a.seconds * 1000))])
        out = runner.run(job, cmd, timeout=600)
        if out is None:
            continue
        what = dict(re.findall(r"^# (\S+ \S+): (.*)$", out, re.M))
        for line in out.splitlines():
            f = line.split(",")
            if f[0] == "floor" and len(f) >= 10:
                rows.append(dict(rep=rep, algo=f[1], variant=f[2], size=f[3], mops=f[6],
                                 gbps=f[7], ns_per_op=f[8],
                                 what=what.get("%s %s" % (f[1], f[2]), "")))
    if runner.tty:
        sys.stderr.write("\n")
    with open(os.path.join(runner.out, "variants.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, ["rep", "algo", "variant", "size", "mops", "gbps", "ns_per_op",
                               "what"])
        w.writeheader()
        w.writerows(rows)


# --- how the numbers were taken ---------------------------------------------------

def sh(cmd):
    try:
        return subprocess.run(cmd, shell=True, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              universal_newlines=True).stdout.strip()
    except OSError:
        return ""


def cpu_model():
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.machine()


# The CPU features that decide what OpenSSL's AES, GHASH and SHA code can use:
# ratios between drivers only compare between runs on CPUs with the same ones.
CPU_FLAGS = ["aes", "pclmulqdq", "avx", "avx2", "avx512f", "avx512vl", "vaes", "vpclmulqdq",
             "sha_ni"]


def cpu_flags():
    """CPU_FLAGS this CPU has (arm64: its aes/pmull/sha features), as one string."""
    have = set()
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith(("flags", "Features")):
                have = set(line.split(":", 1)[1].split())
                break
    wanted = CPU_FLAGS if platform.machine() in ("x86_64", "i686") else \
        ["aes", "pmull", "sha1", "sha2", "sha3", "sha512", "sve"]
    return " ".join("%s%s" % ("" if f in have else "no-", f) for f in wanted)


def meta(a, runner):
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    head = sh("git -C '%s' describe --always --dirty 2>/dev/null" % repo)
    return {
        "started": time.strftime("%Y-%m-%d %H:%M:%S %z"),
        "cpu": cpu_model(), "cpu_flags": cpu_flags(), "cpus": runner.ncpu,
        "kernel": platform.release(),
        "dpdk": a.tree_version if a.tree_perf else sh("dpkg-query -W -f='${Version}' dpdk"),
        "openssl": sh("openssl version"),
        "ours": a.pmd, "ours_git": head,
        "ours_sha256": sh("sha256sum '%s' | cut -c1-16" % a.pmd),
        "ours35": a.pmd35,
        "tree": {"root": a.tree_root, "version": a.tree_version, "perf": a.tree_perf,
                 "libs": a.tree_libs, "upstream": a.upstream_pmd,
                 "upstream_sha256": sh("sha256sum '%s' | cut -c1-16" % a.upstream_pmd)}
        if a.tree_perf else None,
        # the driver ours is compared with first: Debian's, or that tree's own
        "ref_side": "upstream" if a.tree_perf else "debian",
        "ref_label": ("upstream %s" % a.tree_version) if a.tree_perf else "Debian",
        "ours35_sha256": sh("sha256sum '%s' | cut -c1-16" % a.pmd35) if a.pmd35 else "",
        "floor35": a.floor35,
        "debian_pmd": sh("ls /usr/lib/*/dpdk/pmds-*/librte_crypto_openssl.so* | head -1"),
        "aesni_mb_pmd": aesni_mb_pmd() if "aesni_mb" in a.sides else "",
        "ipsec_mb": sh("dpkg-query -W -f='${Version}' libipsec-mb1")
        if "aesni_mb" in a.sides else "",
        "aesni_mb_lacks": sorted(AESNI_MB_LACKS),
        "sizes": a.sizes, "algos": a.algos, "reps": a.reps, "seconds": a.seconds,
        "warmup_ms": a.warmup_ms, "harness": a.harness, "sides": a.sides,
        "perf_workers": a.perf_workers,
        "lean_workers": [[w, s] for w, s in a.lean_workers],
        "lean_lcores": {str(w): runner.lean_lcores(w)[1] for w, _ in a.lean_workers},
        "perf_lcores": {str(w): ",".join(str(i) for i in range(w + 1))
                        for w in a.perf_workers},
        "burst": BURST, "eal_mem_mb": int(EAL_MEM), "callgrind": a.callgrind,
        "callgrind_ops": CALLGRIND_OPS, "load_before": sh("cut -d' ' -f1-3 /proc/loadavg"),
        "mode": a.mode,
    }


def parse_workers(spec):
    """'1,2s' -> [(1, False), (2, True)]: 's' = one session shared by all workers."""
    out = []
    for x in spec.split(","):
        x = x.strip()
        if x:
            out.append((int(x.rstrip("s")), x.endswith("s")))
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--out", required=True)
    p.add_argument("--pmd", required=True, help="our driver .so (staged for -d)")
    p.add_argument("--lean", required=True, help="dpdk-test-openssl-bench")
    p.add_argument("--floor", required=True, help="dpdk-test-openssl-floor")
    p.add_argument("--pmd35", default="",
                   help="our driver built against a static OpenSSL 3.5 (side ours35)")
    p.add_argument("--floor35", default="",
                   help="dpdk-test-openssl-floor35, the floor on that OpenSSL (floor35)")
    p.add_argument("--tree-perf", default="",
                   help="a staged DPDK tree's dpdk-test-crypto-perf (replaces Debian's)")
    p.add_argument("--tree-libs", default="", help="that tree's library directory")
    p.add_argument("--tree-root", default="", help="that tree (for the report)")
    p.add_argument("--tree-version", default="", help="its DPDK version")
    p.add_argument("--upstream-pmd", default="",
                   help="that version's own crypto_openssl driver .so (side upstream)")
    p.add_argument("--mode", default="quick")
    p.add_argument("--algos", default=",".join(a[0] for a in ALGOS))
    p.add_argument("--sizes", default="64,1024,8192")
    p.add_argument("--reps", type=int, default=3)
    p.add_argument("--seconds", type=float, default=0.2, help="measured time per point")
    p.add_argument("--warmup-ms", type=int, default=50)
    p.add_argument("--harness", default="perf,lean,floor")
    p.add_argument("--sides", default=None,
                   help="subset of ours,ours35,debian,aesni_mb,null, or with a DPDK tree "
                   "ours,upstream,null (default: all there are)")
    p.add_argument("--perf-workers", default="1")
    p.add_argument("--lean-workers", default="1", help="e.g. 1,2s (s: shared session)")
    p.add_argument("--callgrind", action="store_true")
    p.add_argument("--callgrind-only", action="store_true")
    p.add_argument("--variants", action="store_true",
                   help="also time every floor call-sequence variant at 64 and 1024 B")
    a = p.parse_args()
    a.algos = [x for x in a.algos.split(",") if x]
    for x in a.algos:
        if x not in SHAPE:
            p.error("unknown algorithm %s (known: %s)" % (x, ", ".join(SHAPE)))
    a.sizes = [int(x) for x in a.sizes.split(",") if x]
    a.harness = a.harness.split(",")
    tree = bool(a.tree_perf)
    if tree != bool(a.upstream_pmd) or tree != bool(a.tree_libs):
        p.error("--tree-perf, --tree-libs and --upstream-pmd go together")
    # in a DPDK tree's processes Debian's 22.11 drivers cannot load
    foreign = ("debian", "aesni_mb", "ours35") if tree else ("upstream",)
    if a.sides is None:
        a.sides = ",".join(s for s in ALL_SIDES
                           if (s != "ours35" or a.pmd35) and (s != "aesni_mb" or aesni_mb_pmd())
                           and s not in foreign)
    a.sides = [x for x in a.sides.split(",") if x]
    for x in a.sides:
        if x not in ALL_SIDES:
            p.error("unknown side %s" % x)
        if x in foreign:
            p.error("side %s: not %s a DPDK tree (--dpdk-tree)" % (x, "with" if tree
                                                                   else "without"))
    if tree:
        os.environ["LD_LIBRARY_PATH"] = ":".join(
            x for x in (a.tree_libs, os.environ.get("LD_LIBRARY_PATH", "")) if x)
    if "aesni_mb" in a.sides and not aesni_mb_pmd():
        p.error("side aesni_mb: Debian's librte_crypto_ipsec_mb.so is not installed "
                "(apt-get install librte-crypto-ipsec-mb23)")
    if "ours35" in a.sides and not a.pmd35:
        p.error("side ours35 needs --pmd35")
    if bool(a.pmd35) != bool(a.floor35):
        p.error("--pmd35 and --floor35 go together")
    runner = Runner(a)
    a.perf_workers = [int(x) for x in a.perf_workers.split(",") if x]
    skipped = [w for w in a.perf_workers if w + 1 > runner.ncpu]
    if skipped:
        # crypto-perf's main lcore busy-waits: it needs a CPU of its own
        print("note: crypto-perf with %s worker(s) skipped: it needs %s CPUs (its main "
              "lcore spins), this machine has %d" % (",".join(map(str, skipped)),
                                                     "/".join(str(w + 1) for w in skipped),
                                                     runner.ncpu))
        a.perf_workers = [w for w in a.perf_workers if w not in skipped]
    a.lean_workers = [x for x in parse_workers(a.lean_workers) if x[0] <= runner.ncpu]
    info = meta(a, runner)
    print("cpu: %s (%d CPUs); %s" % (info["cpu"], runner.ncpu, info["cpu_flags"]))
    elapsed = 0.0
    try:
        runner.calibrate(a.algos, a.sizes)
        if not a.callgrind_only:
            jobs = schedule(a)
            info["jobs"] = len(jobs)
            elapsed = runner.run_jobs(jobs)
        if a.variants:
            run_variants(runner, a)
        if a.callgrind or a.callgrind_only:
            t = now()
            run_callgrind(runner, a)
            info["callgrind_seconds"] = round(now() - t, 1)
    except KeyboardInterrupt:
        sys.stderr.write("\ninterrupted: reporting what was measured\n")
        info["interrupted"] = True
    info["measure_seconds"] = round(elapsed, 1)
    info["load_after"] = sh("cut -d' ' -f1-3 /proc/loadavg")
    info["failures"] = runner.failures
    info["floor_openssl"] = runner.openssl
    runner.raw.close()
    with open(os.path.join(a.out, "meta.json"), "w") as f:
        json.dump(info, f, indent=1)
    return 1 if runner.failures else 0


if __name__ == "__main__":
    sys.exit(main())
