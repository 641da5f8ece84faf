#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
"""The mutation layer: do the tests catch real bugs?

Each mutant in devtools/mutants.ini is one deliberate bug: a piece of driver
source replaced by a wrong one. For each, in a private copy of the tree (the
working tree is never touched), the driver alone is rebuilt with the bug and
the mutant's test layers run through devtools/test.sh, with the test
programs of the build (BUILD_DIR, default build/) on the mutated driver
(DRIVER_BUILD_DIR); the mutant is caught when a layer fails. A mutant that survives every layer, one whose text is not
found exactly once in its file (stale: every run checks all of them, not only
the ones it runs), and one that does not build fail the run. The unmutated
tree runs the same layers first: they must pass, or the mutants prove nothing.

  devtools/mutants.py [--all] [--only NAME,...] [--all-layers] [--list]
  devtools/mutants.py --prepare     the copy and its driver build only

  (default)     the mutants marked quick, on their first layer only, each
                stopped at its first catch: the CI subset (test layer
                "mutants", a few minutes)
  --all         every mutant, through all of its layers (by hand, ~1 hour)
  --only        these mutants, through all of their layers
  --all-layers  with --all or --only: every fast layer (kat pmd diff caps
                features perop dev leak upstream) for each, the full table
  --first       with --all or --only: stop each mutant at its first catch
  --list        print the mutants and exit

Prints a table mutant -> layers that caught it, and last
"N passed, N failed" (mutants caught, mutants not caught).
Work directory: <cache root>/mutants/<hash of the checkout>.
"""

import argparse
import configparser
import fcntl
import hashlib
import os
import re
import shutil
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FAST_LAYERS = ["kat", "pmd", "diff", "features", "caps", "perop", "dev", "leak", "upstream"]
SUMMARY = re.compile(r"^(\d+) passed, (\d+) failed$")


def log(msg):
    sys.stderr.write("mutants: %s\n" % msg)
    sys.stderr.flush()


def load(path):
    cp = configparser.ConfigParser(interpolation=None)
    cp.optionxform = str
    with open(path) as f:
        cp.read_file(f)
    mutants = []
    for name in cp.sections():
        sec = cp[name]
        mutants.append({
            "name": name,
            "what": sec["what"],
            "file": sec["file"],
            "old": sec["old"].replace("\\t", "\t"),
            "new": sec["new"].replace("\\t", "\t"),
            "layers": sec["layers"].split(),
            "quick": sec.get("quick", "no") == "yes",
            # extra environment for its layers, e.g. a faster subset
            "env": dict(kv.split("=", 1) for kv in sec.get("env", "").split()),
        })
    return mutants


def work_dir():
    cache = os.environ.get("CRYPTO_OPENSSL3_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "crypto_openssl3")
    key = hashlib.sha256(REPO.encode()).hexdigest()[:12]
    return os.path.join(cache, "mutants", key)


def copy_tree(dst):
    """The tracked files (as in the working tree)."""
    files = subprocess.run(["git", "-C", REPO, "ls-files", "-z"], check=True,
                           capture_output=True).stdout.decode().split("\0")
    for rel in filter(None, files):
        src = os.path.join(REPO, rel)
        if not os.path.isfile(src):
            continue
        out = os.path.join(dst, rel)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        if not os.path.exists(out) or open(src, "rb").read() != open(out, "rb").read():
            shutil.copy2(src, out)


def run(cmd, cwd, env=None, timeout=1800):
    p = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, timeout=timeout)
    return p.returncode, p.stdout.decode(errors="replace")


def programs_build():
    """The build whose test programs the layers run (test.sh exports it)."""
    b = os.environ.get("BUILD_DIR") or "build"
    return b if os.path.isabs(b) else os.path.join(REPO, b)


def layer_fails(tree, layer, extra_env):
    """Run one layer on the tree's driver; True when it reports a failure."""
    env = dict(os.environ, SKIP_SETUP="1", TEST_LAYERS=layer, BUILD_DIR=programs_build(),
               DRIVER_BUILD_DIR=os.path.join(tree, "build"),
               TEST_LOG_DIR=os.path.join(tree, "logs"), **extra_env)
    env.pop("PMD_SO", None)
    try:
        rc, out = run([os.path.join(REPO, "devtools", "test.sh")], tree, env)
    except subprocess.TimeoutExpired:
        return True, "timeout"
    last = out.strip().splitlines()[-1] if out.strip() else ""
    m = SUMMARY.match(last)
    if m is None:
        return True, "no summary (exit %d)" % rc
    failed = rc != 0 or int(m.group(2)) > 0 or int(m.group(1)) == 0
    return failed, last


def applies(tree, m):
    """The mutant's text is found exactly once in its file."""
    with open(os.path.join(tree, m["file"])) as f:
        return f.read().count(m["old"]) == 1


def mutate(tree, m):
    """Apply a mutant; returns the original text, or None when stale."""
    path = os.path.join(tree, m["file"])
    text = open(path).read()
    if text.count(m["old"]) != 1:
        return None
    with open(path, "w") as f:
        f.write(text.replace(m["old"], m["new"]))
    return text


def build(tree):
    rc, out = run(["ninja", "-C", "build"], tree, timeout=1200)
    return rc == 0, out


def check_mutant(tree, m, layers, first_only):
    original = mutate(tree, m)
    if original is None:
        return "stale", []
    try:
        ok, out = build(tree)
        if not ok:
            return "does not build", []
        caught = []
        for layer in layers:
            fails, why = layer_fails(tree, layer, m["env"])
            log("  %s: %s" % (layer, "caught (%s)" % why if fails else "passed"))
            if fails:
                caught.append(layer)
                if first_only:
                    break
        return ("caught" if caught else "survived"), caught
    finally:
        with open(os.path.join(tree, m["file"]), "w") as f:
            f.write(original)


def baseline(tree, runs):
    """The unmutated tree through every (layer, environment) the mutants use."""
    ok, out = build(tree)
    if not ok:
        print(out[-3000:])
        return ["build"]
    bad = []
    for layer, env in runs:
        fails, why = layer_fails(tree, layer, dict(env))
        log("baseline %s %s: %s" % (layer, " ".join("%s=%s" % kv for kv in env), why))
        if fails:
            bad.append(layer)
    return bad


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--all", action="store_true")
    p.add_argument("--only", default="")
    p.add_argument("--all-layers", action="store_true")
    p.add_argument("--list", action="store_true")
    p.add_argument("--first", action="store_true")
    p.add_argument("--prepare", action="store_true")
    a = p.parse_args()

    mutants = load(os.path.join(REPO, "devtools", "mutants.ini"))
    # every run checks that every mutant still applies (its text found once):
    # one made stale by a driver change would otherwise wait for a full run
    stale = [m["name"] for m in mutants if not applies(REPO, m)]
    quick = not a.all and not a.only
    if a.only:
        want = set(a.only.split(","))
        mutants = [m for m in mutants if m["name"] in want]
    elif quick:
        mutants = [m for m in mutants if m["quick"]]
    mutants = [m for m in mutants if m["name"] not in stale]
    if a.list:
        for m in mutants:
            print("%-28s %-22s %s" % (m["name"], " ".join(m["layers"]), m["what"]))
        return 0
    if a.all_layers:
        for m in mutants:
            m["layers"], m["env"] = FAST_LAYERS, {}
    # quick: a mutant's first layer only (and it stops at its first catch)
    layers_of = (lambda m: m["layers"][:1]) if quick else (lambda m: m["layers"])
    runs = []
    for m in mutants:
        for layer in layers_of(m):
            run_key = (layer, tuple(sorted(m["env"].items())))
            if run_key not in runs:
                runs.append(run_key)

    tree = os.path.join(work_dir(), "src")
    os.makedirs(tree, exist_ok=True)
    # one run per work directory (devtools/prebuild.sh prepares it meanwhile)
    lock = open(os.path.join(work_dir(), ".lock"), "w")
    fcntl.flock(lock, fcntl.LOCK_EX)
    t0 = time.time()
    log("copying the tree to %s" % tree)
    copy_tree(tree)
    # the driver alone: the layers run the test programs of programs_build()
    rc, out = run(["devtools/setup.sh", "-Dtests=false"], tree,
                  dict(os.environ, BUILD_DIR="build"))
    if rc != 0:
        print(out[-3000:])
        print("FAIL setup of the mutants' tree\n0 passed, 1 failed")
        return 1
    if a.prepare:
        log("prepared %s in %.0f s" % (tree, time.time() - t0))
        return 0
    bad = baseline(tree, runs)
    if bad:
        print("FAIL the unmutated tree fails %s: mutants would prove nothing" % " ".join(bad))
        print("0 passed, 1 failed")
        return 1

    rows, passed, failed = [], 0, 0
    for name in stale:
        print("FAIL %s: stale (its text is not found exactly once)" % name)
        failed += 1
    for i, m in enumerate(mutants, 1):
        log("[%d/%d] %s: %s" % (i, len(mutants), m["name"], m["what"]))
        t = time.time()
        verdict, caught = check_mutant(tree, m, layers_of(m), quick or a.first)
        ok = verdict == "caught"
        passed += ok
        failed += not ok
        rows.append((m["name"], verdict, " ".join(caught) or "-", time.time() - t, m["what"]))
        print("%s %s: %s%s" % ("PASS" if ok else "FAIL", m["name"], verdict,
                                " by " + " ".join(caught) if caught else ""))
    build(tree)    # the pristine driver back in the work tree's build

    print("\n| mutant | what it breaks | caught by | seconds |")
    print("|---|---|---|---|")
    for name, verdict, caught, secs, what in rows:
        print("| %s | %s | %s | %.0f |" % (name, what, caught if verdict == "caught"
                                          else verdict.upper(), secs))
    print("\n%d mutants in %.0f s" % (len(rows), time.time() - t0))
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
