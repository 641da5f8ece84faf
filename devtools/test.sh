#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Set up, build and run every test layer, one after the other (never two DPDK
# processes at once). The last line printed is the total "N passed, N failed".
#
#   devtools/test.sh [MESON_OPTION...]     (options go to devtools/setup.sh)
#
# The layers (README.md, "Tests"): those of the build are meson tests, one
# suite each (kat pmd asym diff features caps perop dev leak apps upstream, and any
# other suite the build registers), run with "meson test -C $BUILD_DIR
# --suite NAME"; mutants, ossl35, valgrind, sanitize, fuzz, style and intree
# need builds (or trees) of their own and are scripts. A layer prints its own "N passed, N failed"
# last: its cases, which meson's summary (tests, not cases) does not count.
# Logs go to results/<build dir>/. Knobs: README.md, "Test knobs" (TEST_LAYERS,
# BUILD_DIR, SKIP_SETUP, TEST_TIMEOUT_MULTIPLIER ...).

set -euo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

# the meson layers first in this order, then the build's other suites
MESON_ORDER="kat pmd asym diff features caps perop dev leak apps upstream"
# the layers of builds of their own: name, script, seconds it may take
SCRIPT_LAYERS=(
    "mutants devtools/mutants.py 1200"
    "ossl35 devtools/test-openssl35.sh 1200"
    "valgrind devtools/valgrind.sh 1200"
    "sanitize devtools/sanitize.sh 1800"
    "fuzz devtools/fuzz.sh 900"
    "style devtools/check-style.sh 600"
    "intree devtools/intree.sh 4200"
)
# the script layers whose counts are other layers' checks made again under
# another build or tree: the summary marks them, and says how much of the
# total they are
declare -A RERUN=(
    [ossl35]="kat pmd features upstream again, built against OpenSSL 3.5"
    [valgrind]="kat pmd asym leak parts again, under memcheck"
    [sanitize]="kat pmd asym diff leak again, ASan+UBSan and TSan builds"
    [intree]="our layers and DPDK's autotests again, built in DPDK trees"
)
RERUN_PASSED=0
MULT=${TEST_TIMEOUT_MULTIPLIER:-1}
LOG_DIR=$REPO_ROOT/results/$(basename "$BUILD_DIR")

finish() {
    if [ "$RERUN_PASSED" -gt 0 ]; then
        echo
        echo "* re-runs: $RERUN_PASSED of the $SUMMARY_PASSED passed are other layers'" \
            "checks made again under another build"
    fi
    summary_finish "summary (logs in ${LOG_DIR#"$REPO_ROOT"/})"
}

# the suites of the build's meson tests, in MESON_ORDER first
meson_layers() {
    local all s
    all=$(meson test -C "$BUILD_DIR" --list 2>/dev/null |
        sed -n 's/^[^:]*:\([^ ]*\) \/ .*/\1/p' | sort -u)
    for s in $MESON_ORDER; do
        grep -qx "$s" <<<"$all" && echo "$s"
    done
    for s in $all; do
        [[ " $MESON_ORDER " == *" $s "* ]] || echo "$s"
    done
}

# A meson layer: its tests' output (streamed by -v) and their counts summed,
# from meson's JSON log, into one last line.
run_meson_layer() {
    local name=$1 rc=0 json=$BUILD_DIR/meson-logs/layer-$1.json log=$LOG_DIR/$1.log t0=$SECONDS
    echo
    echo "== layer $name: meson test -C ${BUILD_DIR#"$REPO_ROOT"/} --suite $name"
    rm -f "$json"
    meson test -C "$BUILD_DIR" --suite "$name" --no-rebuild --verbose --logbase "layer-$name" \
        --timeout-multiplier "$MULT" </dev/null >"$LOG_DIR/$name.meson.log" 2>&1 || rc=$?
    /usr/bin/python3 - "$json" >"$log" <<'PY' || rc=$?
import json, re, sys
passed = failed = ran = 0
for line in open(sys.argv[1]):
    t = json.loads(line)
    sys.stdout.write(t["stdout"])
    if t["result"] == "SKIP":
        continue
    ran += 1
    last = (t["stdout"].strip().splitlines() or [""])[-1]
    m = re.match(r"^(\d+) passed, (\d+) failed$", last)
    if m is not None:
        passed += int(m.group(1))
        failed += int(m.group(2))
    if m is None or (t["result"] != "OK" and int(m.group(2)) == 0):
        failed += 1
        print("FAIL %s: meson result %s, exit %s" % (t["name"], t["result"], t["returncode"]))
if ran == 0:
    print("its tests were skipped")
print("%d passed, %d failed" % (passed, failed))
sys.exit(77 if ran == 0 else 0)
PY
    cat "$log"
    echo "== layer $name: $((SECONDS - t0)) s"
    summary_layer "$name" "$rc" "$log" 0 $((SECONDS - t0))
}

run_script_layer() {
    local name=$1 script=$2 secs=$3 rc=0 log=$LOG_DIR/$1.log t0=$SECONDS
    echo
    echo "== layer $name: $script"
    timeout -k 30 "$(awk -v s="$secs" -v m="$MULT" 'BEGIN { printf "%d", s * m }')" \
        "$REPO_ROOT/$script" </dev/null | tee "$log" || rc=${PIPESTATUS[0]}
    echo "== layer $name: $((SECONDS - t0)) s"
    summary_layer "$name" "$rc" "$log" 0 $((SECONDS - t0))
    if [ -n "${RERUN[$name]:-}" ]; then
        SUMMARY_LINES[-1]+="   * re-runs: ${RERUN[$name]}"
        [[ $(tail -n 1 "$log") =~ $SUMMARY_RE ]] &&
            RERUN_PASSED=$((RERUN_PASSED + BASH_REMATCH[1]))
    fi
}

selected() {
    local name=$1 want layers=${TEST_LAYERS:-}
    [ -z "$layers" ] && return 0
    for want in ${layers//,/ }; do
        [ "$want" = "$name" ] && return 0
    done
    return 1
}

setup() {
    if [ "${SKIP_SETUP:-0}" != 1 ]; then
        echo "== setup: devtools/setup.sh $*"
        if ! "$REPO_ROOT/devtools/setup.sh" "$@" </dev/null; then
            summary_record setup 0 1 "FAIL: devtools/setup.sh"
            finish
        fi
    fi
    if ! PMD_SO=$(stage_pmd); then
        summary_record driver 0 1 "FAIL: $(pmd_built_path) not built"
        finish
    fi
    export BUILD_DIR PMD_SO REPO_ROOT
    echo "== driver: $PMD_SO (set-up took $SECONDS s)"
    mkdir -p "$LOG_DIR"
}

main() {
    local entry name script secs known meson
    setup "$@"
    meson=$(meson_layers)
    known=" $(tr '\n' ' ' <<<"$meson")"
    for entry in "${SCRIPT_LAYERS[@]}"; do
        known+="${entry%% *} "
    done
    for name in ${TEST_LAYERS//,/ }; do
        if [[ $known != *" $name "* ]]; then
            summary_record "$name" 0 1 "FAIL: no such layer (layers:$known)"
            finish
        fi
    done
    for name in $meson; do
        selected "$name" && run_meson_layer "$name"
    done
    for entry in "${SCRIPT_LAYERS[@]}"; do
        read -r name script secs <<<"$entry"
        selected "$name" && run_script_layer "$name" "$script" "$secs"
    done
    finish
}

TEST_LAYERS=${TEST_LAYERS:-}
main "$@"
