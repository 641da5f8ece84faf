#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
"""Tables and charts from one devtools/bench.sh run.

    devtools/bench-report.py RESULTS_DIR [--no-charts]

Reads RESULTS_DIR/raw.csv, meta.json and callgrind.csv (when there), writes
summary.csv (median, min, max of every point), tables.md (printed too) and,
with gnuplot, one PNG per algorithm. Re-running it on a results directory
regenerates them. It reports numbers; it judges nothing.
"""

import collections
import csv
import importlib.util
import json
import os
import shutil
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("bench_run", os.path.join(HERE, "bench-run.py"))
bench_run = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_run)
SHAPE = bench_run.SHAPE
NULL_OF = dict((algo, bench_run.NULL_ALGOS[shape][0]) for algo, shape in SHAPE.items())


class Stat:
    def __init__(self, vals, reps=None):
        self.n = len(vals)
        self.med = statistics.median(vals)
        self.lo = min(vals)
        self.hi = max(vals)
        self.byrep = dict(zip(reps, vals)) if reps else {}

    def cell(self, digits=2):
        fmt = "%%.%df" % digits
        if self.n == 1:
            return fmt % self.med
        return (fmt + " [" + fmt + "-" + fmt + "]") % (self.med, self.lo, self.hi)


def paired(a, b):
    """Ratios a/b repetition by repetition (runs of one repetition and point
    were made back to back), else the ratio of the medians."""
    if a is None or b is None:
        return []
    common = sorted(set(a.byrep) & set(b.byrep))
    rs = [a.byrep[r] / b.byrep[r] for r in common if b.byrep[r] > 0]
    if not rs and b.med > 0:
        rs = [a.med / b.med]
    return rs


def fmt_num(x):
    """Gbps/Mops with 3 significant digits or so."""
    if x >= 100:
        return 0
    if x >= 10:
        return 1
    if x >= 1:
        return 2
    return 3


def load(out):
    data = collections.defaultdict(lambda: collections.defaultdict(list))
    failed = collections.defaultdict(int)
    loads = []
    with open(os.path.join(out, "raw.csv")) as f:
        for r in csv.DictReader(f):
            key = (r["harness"], r["side"], r["algo"], int(r["size"]), int(r["workers"]),
                   r["shared"] == "1")
            data[key]["mops"].append(float(r["mops"]))
            data[key]["gbps"].append(float(r["gbps"]))
            data[key]["rep"].append(int(r["rep"]))
            if int(r["failed"]):
                failed[key] += int(r["failed"])
            loads.append(float(r["load1"]))
    stats = {}
    for k, v in data.items():
        stats[k] = {"mops": Stat(v["mops"], v["rep"]), "gbps": Stat(v["gbps"], v["rep"])}
    return stats, failed, loads


def write_summary(out, stats):
    with open(os.path.join(out, "summary.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["harness", "side", "algo", "size", "workers", "shared", "runs",
                    "mops_median", "mops_min", "mops_max", "gbps_median", "gbps_min",
                    "gbps_max"])
        for k in sorted(stats):
            m, g = stats[k]["mops"], stats[k]["gbps"]
            w.writerow(list(k[:5]) + [int(k[5]), m.n, "%.4f" % m.med, "%.4f" % m.lo,
                                      "%.4f" % m.hi, "%.4f" % g.med, "%.4f" % g.lo,
                                      "%.4f" % g.hi])


def table(head, rows, align=None):
    """A markdown pipe table, columns padded (readable as text too)."""
    cols = len(head)
    width = [max(len(str(r[i])) for r in [head] + rows) for i in range(cols)]
    align = align or ["r"] * cols

    def line(cells):
        out = []
        for i, c in enumerate(cells):
            c = str(c)
            out.append(c.rjust(width[i]) if align[i] == "r" else c.ljust(width[i]))
        return "| " + " | ".join(out) + " |"
    sep = "|" + "|".join(("-" * (width[i] + 1) + ":") if align[i] == "r"
                         else (":" + "-" * (width[i] + 1)) for i in range(cols)) + "|"
    return "\n".join([line(head), sep] + [line(r) for r in rows])


class Report:
    def __init__(self, out):
        self.out = out
        self.stats, self.failed, self.loads = load(out)
        with open(os.path.join(out, "meta.json")) as f:
            self.meta = json.load(f)
        self.sizes = sorted({k[3] for k in self.stats})
        self.algos = [a for a in self.meta["algos"]
                      if any(k[2] == a for k in self.stats)]
        self.lines = []
        # the driver ours is compared with first: Debian's, or that of the
        # DPDK tree measured (devtools/bench.sh --dpdk-tree)
        self.ref = self.meta.get("ref_side", "debian")
        self.lab = self.meta.get("ref_label", "Debian")

    def has(self, side, harness=None):
        """Whether SIDE was measured (in HARNESS)."""
        return any(k[1] == side and (harness is None or k[0] == harness) for k in self.stats)

    def get(self, harness, side, algo, size, workers=1, shared=False, what="gbps"):
        s = self.stats.get((harness, side, algo, size, workers, shared))
        return s[what] if s else None

    def cell(self, st, key=None):
        if st is None:
            return "-"
        c = st.cell(fmt_num(st.med))
        if key is not None and self.failed.get(key):
            c += " !"
        return c

    @staticmethod
    def ratio(a, b, pct=False, overlap_mark=False):
        rs = paired(a, b)
        if not rs:
            return "-"
        r = statistics.median(rs)
        s = "%+.1f%%" % ((r - 1) * 100) if pct else "%.2f" % r
        if overlap_mark and min(rs) < 1 < max(rs):
            s += " ~"
        return s

    def emit(self, text=""):
        self.lines.append(text)

    def how(self):
        m = self.meta
        tree = m.get("tree") or {}
        ld = "%.2f..%.2f" % (min(self.loads), max(self.loads)) if self.loads else "-"
        lean = ", ".join("%d worker%s%s: --lcores '%s'" % (
            w, "s" if w > 1 else "", " (one shared session)" if s else "",
            m["lean_lcores"][str(w)]) for w, s in m["lean_workers"])
        perf = ", ".join("%d worker%s: -l %s" % (w, "s" if w > 1 else "", m["perf_lcores"][str(w)])
                         for w in m["perf_workers"])
        ran = {k[0] for k in self.stats}
        self.emit("# crypto_openssl benchmark, %s (%s run)" % (m["started"], m["mode"]))
        self.emit()
        self.emit("How the numbers were taken:")
        self.emit()
        for t in [
            "machine: %s, %d CPUs (%s), Linux %s; DPDK %s; %s" % (
                m["cpu"], m["cpus"], m.get("cpu_flags", "flags not recorded"), m["kernel"],
                m["dpdk"], m["openssl"]),
            "ours: `-d %s --vdev crypto_openssl` (a copy taken at the start: git %s, "
            "sha256 %s...); Debian's: `--vdev crypto_openssl` without -d (%s, autoloaded); "
            "null: `--vdev crypto_null`, null cipher/auth of the same op shape (AEAD: the "
            "null cipher+auth chain)" % (
                m["ours"], m["ours_git"] or "?", m.get("ours_sha256", "?"),
                m["debian_pmd"] or "?"),
            "ours35: `-d %s --vdev crypto_openssl`, our driver built against %s, linked "
            "into it statically with its symbols hidden (a copy taken at the start, "
            "sha256 %s...; the process's own libcrypto stays the system one); floor35 = "
            "the floor program linked statically with that OpenSSL (%s)" % (
                m.get("ours35") or "?", m.get("floor_openssl", {}).get("floor35", "OpenSSL 3.5"),
                m.get("ours35_sha256") or "?", m.get("floor35") or "?"),
            "tree: DPDK %s as devtools/intree.sh staged it in %s: its "
            "dpdk-test-crypto-perf and libraries, the lean harness built against them; "
            "ours = our driver built in that tree (`-d %s --vdev crypto_openssl`, a copy "
            "taken at the start: git %s, sha256 %s...); %s = that version's own "
            "crypto_openssl (`-d %s`, the same vdev; sha256 %s...); null = its "
            "crypto_null" % (
                tree.get("version", "?"), tree.get("root", "?"), m["ours"],
                m["ours_git"] or "?", m.get("ours_sha256", "?"), self.lab,
                tree.get("upstream", "?"), tree.get("upstream_sha256", "?")),
            "aesni_mb: Debian's crypto_aesni_mb, `--vdev crypto_aesni_mb` without -d "
            "(%s, autoloaded; intel-ipsec-mb %s), the fast x86 peer; not run for %s, "
            "which it has no capability for" % (
                m.get("aesni_mb_pmd") or "?", m.get("ipsec_mb") or "?",
                ", ".join(m.get("aesni_mb_lacks") or []) or "-"),
            "EAL: `--no-huge --no-pci -m %d`, a fresh --file-prefix per process; burst %d; "
            "one DPDK process at a time" % (m["eal_mem_mb"], m["burst"]),
            "perf = %s dpdk-test-crypto-perf --ptest throughput (the reference), one "
            "process per point, %s. Its main lcore BUSY-WAITS on its own CPU "
            "while the worker runs; defaults otherwise (8192-mbuf pool, 2048 descriptors, "
            "a session per worker); --total-ops sized to last ~%.2g s" % (
                "DPDK %s's" % tree.get("version") if tree else "Debian's",
                perf or "not run", m["seconds"]),
            "lean = app/test-openssl-bench, one process per algorithm for all sizes; main "
            "lcore SLEEPS (nanosleep) on any CPU, each worker pinned to a CPU of its own: %s; "
            "4096 pre-built ops per worker, 2048 descriptors; %.2g s measured per size after "
            "%d ms warm-up" % (lean or "not run", m["seconds"], m["warmup_ms"]),
            "floor = app/test-openssl-floor: only the OpenSSL calls a driver must make per "
            "op, the cheapest way known (steered CBC and CBC-MAC with CMAC's subkeys by hand, "
            "HMAC from copied inner/outer digest states; checked bit for bit against EVP_MAC "
            "and re-initialised CBC at start-up), keyed contexts, 4096 buffers cycled, one "
            "thread, %.2g s per point; on %s" % (
                m["seconds"], m.get("floor_openssl", {}).get("floor", m["openssl"])),
            "%d repetitions, interleaved: repetition by repetition, point by point, every "
            "side back to back in a rotating order; cells are median [min-max] of the "
            "repetitions" % m["reps"],
            "load average (1 min) at job starts: %s (before: %s, after: %s); other load "
            "on this machine skews absolute numbers, compare within a run" % (
                ld, m["load_before"], m.get("load_after", "?")),
            "uplift (ours/" + self.lab + " - 1) and the other ratios: median of the ratios within "
            "each repetition, whose runs were made back to back (so drift cancels); "
            "`~` = the repetitions disagree on which side is faster (no measured "
            "difference); `!` = some ops failed or were not dequeued (see logs/)",
        ]:
            if not ran and not t.startswith(("machine", "ours:", "tree:", "aesni_mb:")):
                continue
            if t.startswith(("perf ", "lean ", "floor ")) and t.split()[0] not in ran:
                continue
            if t.startswith("ours35:") and not m.get("ours35"):
                continue
            if t.startswith("tree:") != bool(tree) and t.startswith(("tree:", "ours:")):
                continue
            if t.startswith("aesni_mb:") and "aesni_mb" not in m.get("sides", []):
                continue
            self.emit("- " + t)
        self.emit()

    def perf_tables(self):
        if not any(k[0] == "perf" for k in self.stats):
            return
        self.emit("## dpdk-test-crypto-perf, 1 worker lcore (Gbps)")
        has35 = self.has("ours35", "perf")
        hasmb = self.has("aesni_mb", "perf")
        for algo in self.algos:
            rows = []
            for size in self.sizes:
                mb = self.get("perf", "aesni_mb", algo, size)
                deb = self.get("perf", self.ref, algo, size)
                ours = self.get("perf", "ours", algo, size)
                flo = self.get("floor", "floor", algo, size)
                nul = self.get("perf", "null", NULL_OF[algo], size)
                o35 = self.get("perf", "ours35", algo, size)
                if deb is None and ours is None and o35 is None:
                    continue
                row = [size, self.cell(deb, ("perf", self.ref, algo, size, 1, False)),
                       self.cell(ours, ("perf", "ours", algo, size, 1, False)),
                       self.ratio(ours, deb, pct=True, overlap_mark=True),
                       self.cell(flo), self.ratio(ours, flo), self.cell(nul)]
                if has35:
                    f35 = self.get("floor", "floor35", algo, size)
                    row += [self.cell(o35, ("perf", "ours35", algo, size, 1, False)),
                            self.ratio(o35, deb), self.cell(f35), self.ratio(o35, f35)]
                if hasmb:
                    row += [self.cell(mb, ("perf", "aesni_mb", algo, size, 1, False)),
                            self.ratio(ours, mb)]
                    if has35:
                        row.append(self.ratio(o35, mb))
                rows.append(row)
            if rows:
                head = ["buffer (B)", self.lab + " (Gbps)", "ours (Gbps)", "uplift",
                        "floor (Gbps)", "ours/floor", "null (Gbps)"]
                if has35:
                    head += ["ours35 (Gbps)", "ours35/" + self.lab, "floor35 (Gbps)",
                             "ours35/floor35"]
                if hasmb:
                    head += ["aesni_mb (Gbps)", "ours/aesni_mb"]
                    if has35:
                        head.append("ours35/aesni_mb")
                self.emit()
                self.emit("### %s" % algo)
                self.emit()
                self.emit(table(head, rows))
        self.emit()

    def lean_configs(self):
        return sorted({(k[4], k[5]) for k in self.stats if k[0] == "lean"})

    def lean_sides(self, w, sh):
        """The sides measured with W workers (SH: shared session) in the lean
        harness (a quick run measures only ours beyond one worker)."""
        return [s for s in bench_run.PEER_SIDES
                if any(k[0] == "lean" and k[1] == s and k[4:6] == (w, sh) for k in self.stats)]

    def lean_tables(self):
        configs = self.lean_configs()
        if not configs:
            return
        self.emit("## app/test-openssl-bench (lean harness, main lcore sleeps), Gbps")
        has35 = self.has("ours35", "lean")
        sides = dict((c, self.lean_sides(*c)) for c in configs)
        for algo in self.algos:
            rows = []
            head = ["buffer (B)"]
            for w, sh in configs:
                tag = "%dw%s" % (w, " shared" if sh else "")
                have = sides[(w, sh)]
                if self.ref in have:
                    head += ["%s %s" % (self.lab, tag)]
                head += ["ours %s" % tag] + (["uplift"] if self.ref in have else [])
                if "ours35" in have:
                    head += ["ours35 %s" % tag] + (["ours35/" + self.lab] if self.ref in have
                                                   else [])
                if "aesni_mb" in have:
                    head += ["aesni_mb %s" % tag, "ours/aesni_mb"]
            head += ["ours/floor"] + (["ours35/floor35"] if has35 else [])
            if len(configs) > 1:
                head += ["ours %s/1w" % ("%dw%s" % (w, "s" if sh else ""))
                         for w, sh in configs[1:]]
            head += ["null 1w"]
            for size in self.sizes:
                row = [size]
                for w, sh in configs:
                    have = sides[(w, sh)]
                    deb = self.get("lean", self.ref, algo, size, w, sh)
                    ours = self.get("lean", "ours", algo, size, w, sh)
                    if self.ref in have:
                        row.append(self.cell(deb, ("lean", self.ref, algo, size, w, sh)))
                    row.append(self.cell(ours, ("lean", "ours", algo, size, w, sh)))
                    if self.ref in have:
                        row.append(self.ratio(ours, deb, pct=True, overlap_mark=True))
                    if "ours35" in have:
                        o35 = self.get("lean", "ours35", algo, size, w, sh)
                        row.append(self.cell(o35, ("lean", "ours35", algo, size, w, sh)))
                        if self.ref in have:
                            row.append(self.ratio(o35, deb))
                    if "aesni_mb" in have:
                        mb = self.get("lean", "aesni_mb", algo, size, w, sh)
                        row += [self.cell(mb, ("lean", "aesni_mb", algo, size, w, sh)),
                                self.ratio(ours, mb)]
                one = self.get("lean", "ours", algo, size, 1, False)
                row.append(self.ratio(one, self.get("floor", "floor", algo, size)))
                if has35:
                    row.append(self.ratio(self.get("lean", "ours35", algo, size, 1, False),
                                          self.get("floor", "floor35", algo, size)))
                for w, sh in configs[1:]:
                    row.append(self.ratio(self.get("lean", "ours", algo, size, w, sh), one))
                row.append(self.cell(self.get("lean", "null", NULL_OF[algo], size, 1, False)))
                if any(c != "-" for c in row[1:-1]):
                    rows.append(row)
            if rows:
                self.emit()
                self.emit("### %s" % algo)
                self.emit()
                self.emit(table(head, rows))
        self.emit()

    def ossl35_buys(self):
        """One paragraph: what the OpenSSL 3.5 build gives over the system's
        OpenSSL, same driver, on this run's CPU, at the largest size."""
        if not self.has("ours35", "perf"):
            return
        size, parts = self.sizes[-1], []
        for algo in self.algos:
            rs = paired(self.get("perf", "ours35", algo, size), self.get("perf", "ours", algo, size))
            if rs:
                parts.append("%s x%.2f" % (algo, statistics.median(rs)))
        if not parts:
            return
        self.emit("What the OpenSSL 3.5 build buys on this CPU (%s: %s), ours35/ours at %d B, "
                  "dpdk-test-crypto-perf, 1 worker: %s. The price: that driver carries its "
                  "own OpenSSL, linked in statically, whose fixes come by rebuilding it, not "
                  "with the system's packages." % (
                      self.meta["cpu"], self.meta.get("cpu_flags", "flags not recorded"), size,
                      ", ".join(parts)))
        self.emit()

    def ratio_matrix(self, title, harness, den_side, den_harness=None, what="mops",
                     num_side="ours", num_cfg=(1, False)):
        rows = []
        for algo in self.algos:
            row = [algo]
            for size in self.sizes:
                ours = self.get(harness, num_side, algo, size, *num_cfg, what=what)
                den = self.get(den_harness or harness, den_side, algo, size, what=what)
                row.append(self.ratio(ours, den))
            if any(c != "-" for c in row[1:]):
                rows.append(row)
        if rows:
            self.emit("### " + title)
            self.emit()
            self.emit(table(["algorithm"] + ["%d B" % s for s in self.sizes], rows,
                            ["l"] + ["r"] * len(self.sizes)))
            self.emit()

    def summary(self):
        if not self.stats:
            return
        self.emit("## Ratios at a glance (medians)")
        self.emit()
        self.ossl35_buys()
        self.ratio_matrix("ours/%s, dpdk-test-crypto-perf, 1 worker" % self.lab, "perf",
                          self.ref)
        self.ratio_matrix("ours/%s, lean harness, 1 worker" % self.lab, "lean", self.ref)
        self.ratio_matrix("ours/floor, dpdk-test-crypto-perf, 1 worker", "perf", "floor",
                          "floor")
        self.ratio_matrix("ours/floor, lean harness, 1 worker", "lean", "floor", "floor")
        if self.has("aesni_mb"):
            self.ratio_matrix("ours/aesni_mb, dpdk-test-crypto-perf, 1 worker", "perf",
                              "aesni_mb")
            self.ratio_matrix("ours/aesni_mb, lean harness, 1 worker", "lean", "aesni_mb")
            if self.has("ours35"):
                self.ratio_matrix("ours35/aesni_mb, dpdk-test-crypto-perf, 1 worker", "perf",
                                  "aesni_mb", num_side="ours35")
        for w, sh in self.lean_configs():
            if (w, sh) != (1, False):
                self.ratio_matrix("ours %d workers%s / 1 worker, lean harness (x1 = no "
                                  "gain, x%d = linear)" % (w, " on one shared session" if sh
                                                           else "", w),
                                  "lean", "ours", what="mops", num_side="ours",
                                  num_cfg=(w, sh))
        if self.has("ours35"):
            self.ratio_matrix("ours35/%s (our driver on OpenSSL 3.5), "
                              "dpdk-test-crypto-perf, 1 worker" % self.lab, "perf", self.ref,
                              num_side="ours35")
            self.ratio_matrix("ours35/%s, lean harness, 1 worker" % self.lab, "lean", self.ref,
                              num_side="ours35")
            self.ratio_matrix("ours35/ours (OpenSSL 3.5 against 3.0, same driver), "
                              "dpdk-test-crypto-perf, 1 worker", "perf", "ours",
                              num_side="ours35")
            self.ratio_matrix("ours35/floor35, dpdk-test-crypto-perf, 1 worker", "perf",
                              "floor35", "floor", num_side="ours35")
        rows = []
        has35 = self.has("ours35", "perf")
        hasmb = self.has("aesni_mb", "perf")
        size = 64 if 64 in self.sizes else self.sizes[0]
        for algo in self.algos:
            deb = self.get("perf", self.ref, algo, size, what="mops")
            ours = self.get("perf", "ours", algo, size, what="mops")
            flo = self.get("floor", "floor", algo, size, what="mops")
            o35 = self.get("perf", "ours35", algo, size, what="mops")
            if deb or ours or o35:
                row = [algo, self.cell(deb), self.cell(ours), self.ratio(ours, deb),
                       self.cell(flo), self.ratio(ours, flo)]
                if has35:
                    f35 = self.get("floor", "floor35", algo, size, what="mops")
                    row += [self.cell(o35), self.ratio(o35, deb), self.cell(f35),
                            self.ratio(o35, f35)]
                if hasmb:
                    mb = self.get("perf", "aesni_mb", algo, size, what="mops")
                    row += [self.cell(mb), self.ratio(ours, mb)]
                    if has35:
                        row.append(self.ratio(o35, mb))
                rows.append(row)
        if rows:
            head = ["algorithm", self.lab + " (Mops)", "ours (Mops)", "ours/" + self.lab,
                    "floor (Mops)", "ours/floor"]
            if has35:
                head += ["ours35 (Mops)", "ours35/" + self.lab, "floor35 (Mops)",
                         "ours35/floor35"]
            if hasmb:
                head += ["aesni_mb (Mops)", "ours/aesni_mb"] + (["ours35/aesni_mb"] if has35
                                                                 else [])
            self.emit("### Mops at %d B, dpdk-test-crypto-perf, 1 worker" % size)
            self.emit()
            self.emit(table(head, rows, ["l"] + ["r"] * (len(head) - 1)))
            self.emit()

    def callgrind(self):
        path = os.path.join(self.out, "callgrind.csv")
        if not os.path.exists(path):
            return
        ir = {}
        with open(path) as f:
            for r in csv.DictReader(f):
                ir[(r["algo"], r["side"])] = float(r["ir_per_op"])
        if not ir:
            return
        rows = []
        has35 = any(k[1] in ("ours35", "floor35") for k in ir)
        hasmb = any(k[1] == "aesni_mb" for k in ir)
        for algo in bench_run.CALLGRIND_ALGOS:
            deb, ours = ir.get((algo, self.ref)), ir.get((algo, "ours"))
            flo, nul = ir.get((algo, "floor")), ir.get((NULL_OF[algo], "null"))
            f = (lambda x: "%.0f" % x if x is not None else "-")
            if deb is None and ours is None and flo is None:
                continue
            row = [algo, f(deb), f(ours), "%.2f" % (ours / deb) if deb and ours else "-",
                   f(flo), f(ours - flo) if ours and flo else "-", f(nul)]
            if has35:
                o35, f35 = ir.get((algo, "ours35")), ir.get((algo, "floor35"))
                row += [f(o35), "%.2f" % (o35 / deb) if deb and o35 else "-", f(f35),
                        f(o35 - f35) if o35 and f35 else "-"]
            if hasmb:
                mb = ir.get((algo, "aesni_mb"))
                row += [f(mb), "%.2f" % (ours / mb) if mb and ours else "-"]
            rows.append(row)
        n1, n2 = self.meta["callgrind_ops"]
        self.emit("## Instructions per op at 64 B (callgrind)")
        self.emit()
        self.emit("(Ir(%d ops) - Ir(%d ops)) / %d, collected in the lean harness's worker "
                  "loop (enqueue, driver, dequeue) or the floor's op loop only; under "
                  "valgrind's emulated CPU, which hides some instruction set extensions "
                  "from OpenSSL (e.g. AVX-512), so the crypto paths may differ from the "
                  "timed runs." % (n2, n1, n2 - n1))
        self.emit()
        head = ["algorithm", self.lab, "ours", "ours/" + self.lab, "floor", "ours - floor",
                "null"]
        if has35:
            head += ["ours35", "ours35/" + self.lab, "floor35", "ours35 - floor35"]
        if hasmb:
            head += ["aesni_mb", "ours/aesni_mb"]
        self.emit(table(head, rows, ["l"] + ["r"] * (len(head) - 1)))
        self.emit()

    def variants(self):
        path = os.path.join(self.out, "variants.csv")
        if not os.path.exists(path):
            return
        vals, what, order = collections.defaultdict(list), {}, []
        with open(path) as f:
            for r in csv.DictReader(f):
                key = (r["algo"], r["variant"])
                if key not in what:
                    order.append(key)
                    what[key] = r["what"]
                vals[key + (int(r["size"]),)].append(float(r["mops"]))
        sizes = sorted({k[2] for k in vals})
        if not sizes:
            return
        rows, last = [], None
        for algo, var in order:
            row = [algo if algo != last else "", var]
            last = algo
            for size in sizes:
                v = vals.get((algo, var, size))
                base = vals.get((algo, "floor", size))
                if v is None:
                    row += ["-", "-"]
                    continue
                st = Stat(v)
                row += [st.cell(fmt_num(st.med)),
                        "%.2f" % (st.med / statistics.median(base)) if base else "-"]
            row.append(what[(algo, var)])
            rows.append(row)
        head = ["algorithm", "variant"]
        for size in sizes:
            head += ["Mops %d B" % size, "x floor"]
        self.emit("## What the bare OpenSSL call sequences cost (one thread, Mops)")
        self.emit()
        self.emit(table(head + ["calls per op"], rows,
                        ["l", "l"] + ["r"] * (2 * len(sizes)) + ["l"]))
        self.emit()

    def problems(self):
        fails = self.meta.get("failures", [])
        if not fails and not self.failed:
            return
        self.emit("## Problems")
        self.emit()
        for f in fails:
            self.emit("- " + f)
        for k, n in sorted(self.failed.items()):
            self.emit("- %s %s %s %d B %dw: %d ops failed or not dequeued" % (
                k[0], k[1], k[2], k[3], k[4], n))
        self.emit()

    def build(self):
        self.how()
        self.perf_tables()
        self.lean_tables()
        self.summary()
        self.callgrind()
        self.variants()
        self.problems()
        return "\n".join(self.lines) + "\n"


# --- charts -----------------------------------------------------------------------

SERIES = [
    # title, harness, side, workers, shared, style
    ("Debian (crypto-perf)", "perf", "debian", 1, False, "lc rgb '#c0392b' lw 2 pt 7"),
    ("ours (crypto-perf)", "perf", "ours", 1, False, "lc rgb '#1f5fbf' lw 2 pt 5"),
    ("ours35 (crypto-perf)", "perf", "ours35", 1, False,
     "lc rgb '#8e44ad' lw 2 pt 9"),
    ("floor (bare OpenSSL)", "floor", "floor", 1, False, "lc rgb 'black' lw 2 dt 2 pt 1"),
    ("floor35 (OpenSSL 3.5)", "floor", "floor35", 1, False,
     "lc rgb '#8e44ad' lw 1 dt 2 pt 1"),
    ("aesni_mb (crypto-perf)", "perf", "aesni_mb", 1, False, "lc rgb '#e69f00' lw 2 pt 13"),
    ("null (crypto-perf)", "perf", "null", 1, False, "lc rgb '#888888' lw 1 dt 3 pt 2"),
    ("Debian (lean)", "lean", "debian", 1, False, "lc rgb '#e67e73' lw 1 dt 4 pt 6"),
    ("ours (lean)", "lean", "ours", 1, False, "lc rgb '#6fa0e8' lw 1 dt 4 pt 4"),
    ("ours35 (lean)", "lean", "ours35", 1, False, "lc rgb '#b683c9' lw 1 dt 4 pt 8"),
    ("aesni_mb (lean)", "lean", "aesni_mb", 1, False, "lc rgb '#f0c060' lw 1 dt 4 pt 12"),
    ("Debian (lean, 2w shared)", "lean", "debian", 2, True, "lc rgb '#e67e73' lw 1 dt 5 pt 8"),
    ("ours (lean, 2w shared)", "lean", "ours", 2, True, "lc rgb '#6fa0e8' lw 1 dt 5 pt 10"),
    ("ours35 (lean, 2w shared)", "lean", "ours35", 2, True, "lc rgb '#b683c9' lw 1 dt 5 pt 12"),
]

RATIOS = [
    # title, numerator, denominator (harness, side[, workers, shared]), style
    ("ours/Debian (crypto-perf)", ("perf", "ours"), ("perf", "debian"),
     "lc rgb '#1f5fbf' lw 2 pt 5"),
    ("ours/Debian (lean)", ("lean", "ours"), ("lean", "debian"),
     "lc rgb '#6fa0e8' lw 1 dt 4 pt 4"),
    ("ours/floor (crypto-perf)", ("perf", "ours"), ("floor", "floor"),
     "lc rgb 'black' lw 2 dt 2 pt 1"),
    ("ours35/Debian (crypto-perf)", ("perf", "ours35"), ("perf", "debian"),
     "lc rgb '#8e44ad' lw 2 pt 9"),
    ("ours35/floor35 (crypto-perf)", ("perf", "ours35"), ("floor", "floor35"),
     "lc rgb '#8e44ad' lw 1 dt 2 pt 1"),
    ("ours/aesni_mb (crypto-perf)", ("perf", "ours"), ("perf", "aesni_mb"),
     "lc rgb '#e69f00' lw 2 pt 13"),
    ("ours35/aesni_mb (crypto-perf)", ("perf", "ours35"), ("perf", "aesni_mb"),
     "lc rgb '#e69f00' lw 1 dt 2 pt 9"),
    ("ours 2w shared/1w (lean)", ("lean", "ours", 2, True), ("lean", "ours", 1, False),
     "lc rgb '#27ae60' lw 2 dt 5 pt 10"),
]


def mops(v, size):
    """Mops of a Gbps cell at a buffer size, or None."""
    return v.med * 1e3 / 8 / size if v is not None else None


def chart(rep, algo, outdir, term):
    """Throughput of the real drivers (crypto_null, orders of magnitude above
    them, is a note in the title, not a line that would stretch the log axis)
    with each line's Mops at the smallest size in its key; the ratios below."""
    cols, styles, note = [], [], ""
    small = rep.sizes[0]
    for title, harness, side, w, sh, style in SERIES:
        if side == "debian":  # or the DPDK tree's own driver
            side, title = rep.ref, title.replace("Debian", rep.lab)
        a = NULL_OF[algo] if side == "null" else algo
        vals = [rep.get(harness, side, a, s, w, sh) for s in rep.sizes]
        if side == "null":
            if vals[0] is not None:
                note = "; crypto_null %.1f Mops at %d B (not drawn)" % (mops(vals[0], small),
                                                                          small)
            continue
        if any(v is not None for v in vals):
            if vals[0] is not None:
                title += ", %.3g Mops" % mops(vals[0], small)
            cols.append((title, vals))
            styles.append(style)
    if not cols:
        return None
    ratios, rstyles = [], []
    for title, num, den, style in RATIOS:
        if den[1] == "debian":
            den, title = (den[0], rep.ref) + den[2:], title.replace("Debian", rep.lab)
        vals = []
        for s in rep.sizes:
            rs = paired(rep.get(num[0], num[1], algo, s, *num[2:]),
                        rep.get(den[0], den[1], algo, s, *den[2:]))
            vals.append(statistics.median(rs) if rs else None)
        if any(v is not None for v in vals):
            ratios.append((title, vals))
            rstyles.append(style)
    dat = os.path.join(outdir, algo + ".dat")
    with open(dat, "w") as f:
        f.write("# size " + " | ".join(t for t, _ in cols + ratios) + "\n")
        for i, s in enumerate(rep.sizes):
            cells = [("%.5g" % v[i].med) if v[i] is not None else "?" for _, v in cols]
            cells += [("%.4f" % v[i]) if v[i] is not None else "?" for _, v in ratios]
            f.write("%d %s\n" % (s, " ".join(cells)))
    png = os.path.join(outdir, algo + ".png")
    xt = ", ".join('"%s" %d' % (s if s < 1024 else "%dK" % (s // 1024), s) for s in rep.sizes)
    gp = ["set terminal %s size 1000,800 font ',10'" % term,
          "set output '%s'" % png, "set termoption noenhanced",
          "set datafile missing '?'",
          "set multiplot layout 2,1 title '%s: throughput vs buffer size, 1 worker unless "
          "noted (median of %d)%s' font ',12'" % (algo, rep.meta["reps"], note),
          "set logscale x 2", "set xtics (%s)" % xt, "set grid",
          "set xrange [%g:%g]" % (rep.sizes[0] / 1.3, rep.sizes[-1] * 1.3),
          "set key outside right top", "set logscale y",
          "set ylabel 'Gbps (log); key: Mops at %d B'" % rep.sizes[0],
          # the same plot width in both panels, whatever the keys' widths
          "set lmargin at screen 0.10", "set rmargin at screen 0.64",
          "set size 1,0.62", "set origin 0,0.36",
          "plot " + ", ".join("'%s' using 1:%d with linespoints %s title '%s'" % (
              dat, i + 2, styles[i], t) for i, (t, _) in enumerate(cols))]
    if ratios:
        gp += ["unset logscale y", "set ylabel 'ratio'", "set xlabel 'buffer size (bytes)'",
               "set size 1,0.36", "set origin 0,0", "set yrange [0:*]",
               "plot 1 with lines lc rgb '#aaaaaa' notitle, " + ", ".join(
                   "'%s' using 1:%d with linespoints %s title '%s'" % (
                       dat, len(cols) + i + 2, rstyles[i], t)
                   for i, (t, _) in enumerate(ratios))]
    gp.append("unset multiplot")
    script = os.path.join(outdir, algo + ".gp")
    with open(script, "w") as f:
        f.write("\n".join(gp) + "\n")
    r = subprocess.run(["gnuplot", script], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True)
    if r.returncode != 0:
        sys.stderr.write("gnuplot failed for %s:\n%s" % (algo, r.stdout))
        return None
    return png


def charts(rep):
    if shutil.which("gnuplot") is None:
        return [], "gnuplot not installed: no charts (apt-get install gnuplot-nox)"
    terms = subprocess.run(["gnuplot", "-e", "set terminal"], stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, universal_newlines=True).stdout
    term = "pngcairo" if "pngcairo" in terms else "png"
    outdir = os.path.join(rep.out, "charts")
    os.makedirs(outdir, exist_ok=True)
    pngs = [chart(rep, a, outdir, term) for a in rep.algos]
    return [p for p in pngs if p], None


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 1:
        sys.exit(__doc__)
    out = args[0]
    rep = Report(out)
    write_summary(out, rep.stats)
    text = rep.build()
    pngs, note = ([], None) if "--no-charts" in sys.argv else charts(rep)
    files = ["raw.csv", "summary.csv", "tables.md"]
    for extra in ("callgrind.csv", "variants.csv"):
        if os.path.exists(os.path.join(out, extra)):
            files.append(extra)
    text += "Files in %s: %s%s\n" % (out, ", ".join(files),
                                     ", charts/<algorithm>.png" if pngs else "")
    if note:
        text += note + "\n"
    with open(os.path.join(out, "tables.md"), "w") as f:
        f.write(text)
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
