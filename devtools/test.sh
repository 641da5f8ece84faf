#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Set up, build and run every test layer, one after the other (never two DPDK
# processes at once). The last line printed is the total "N passed, N failed".
#
#   devtools/test.sh [--quick] [MESON_OPTION...]   (options go to setup.sh)
#
#   --quick   the fast layers of the build only (QUICK_LAYERS below, about
#             5 minutes): the check to run after a change
#
# The layers (doc/developer/guide.rst): those of the build are
# meson tests, one suite each (kat pmd asym diff features caps perop dev leak
# apps upstream, and any other suite the build registers), run with "meson
# test -C $BUILD_DIR --suite NAME"; the others need builds (or trees) of
# their own and are scripts. A layer prints its own "N passed, N failed"
# last: its cases, which meson's summary (tests, not cases) does not count.
# Before each layer a progress line says where the run is and about how long
# is left; the summary gives each layer's time, the deliberate skips
# (devtools/skips.txt) with their reasons, and the total. Logs go to
# results/<build dir>/. Knobs: TEST_LAYERS (layers to run), BUILD_DIR,
# SKIP_SETUP=1, TEST_TIMEOUT_MULTIPLIER, DRIVER_BUILD_DIR (the build whose
# driver is tested, default BUILD_DIR: the test programs stay BUILD_DIR's).

set -euo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

# the meson layers first in this order, then the build's other suites
MESON_ORDER="kat pmd asym diff features caps perop dev leak apps upstream"
QUICK_LAYERS="kat pmd asym diff features caps perop dev upstream"
# the layers of builds of their own: name, script, seconds it may take; a
# "script" --setup=SETUP:SUITES is meson's test setup SETUP of the build
# (app/meson.build) over those suites
SCRIPT_LAYERS=(
    "mutants devtools/mutants.py 1200"
    "ossl35 devtools/test-openssl35.sh 1200"
    "fips devtools/test-fips.sh 1500"
    "arm64 devtools/test-arm64.sh 900"
    "valgrind --setup=valgrind:kat,pmd,asym,leak 1200"
    "sanitize devtools/sanitize.sh 1800"
    "fuzz devtools/fuzz.sh 900"
    "style devtools/check-style.sh 600"
    "intree devtools/intree.sh 4200"
)
# about how long each layer takes on a 2-CPU machine with an empty cache
# root (the progress estimate; a run records its own times in the cache root
# and the next run estimates from those)
declare -A EXPECT=(
    [kat]=10 [pmd]=10 [asym]=35 [diff]=30 [features]=2 [caps]=2 [perop]=3 [dev]=1
    [leak]=40 [apps]=200 [upstream]=5 [mutants]=240 [ossl35]=300 [fips]=480 [valgrind]=150
    [sanitize]=500 [fuzz]=200 [style]=30 [arm64]=360 [intree]=1800
)
# the script layers whose counts are other layers' checks made again under
# another build or tree: the summary marks them, and says how much of the
# total they are
declare -A RERUN=(
    [ossl35]="kat pmd features upstream again, built against OpenSSL 3.5"
    [fips]="kat caps pmd asym diff features upstream apps-fips again, on the FIPS provider"
    [arm64]="upstream kat pmd asym caps diff features again, arm64 under qemu-user"
    [valgrind]="kat pmd asym leak again (smaller), under memcheck"
    [sanitize]="kat pmd asym diff leak again, ASan+UBSan and TSan builds"
    [intree]="our layers and DPDK's autotests again, built in DPDK trees"
)
RERUN_PASSED=0
MULT=${TEST_TIMEOUT_MULTIPLIER:-1}
DRIVER_BUILD_DIR=$(realpath -m -- "${DRIVER_BUILD_DIR:-$BUILD_DIR}")
LOG_DIR=$REPO_ROOT/results/$(basename "$DRIVER_BUILD_DIR")
# another build's driver on these programs: their logs beside the layers'
if [ "$DRIVER_BUILD_DIR" != "$BUILD_DIR" ]; then
    [ "$(basename "$DRIVER_BUILD_DIR")" = "$(basename "$BUILD_DIR")" ] &&
        LOG_DIR+=-$(printf '%s' "$DRIVER_BUILD_DIR" | sha256sum | cut -c1-8)
    export TEST_LOG_DIR=${TEST_LOG_DIR:-$LOG_DIR/programs}
fi
TIMES_FILE=$CACHE_DIR/test-times
SKIP_RE='^SKIP\[([a-z0-9-]+)\] (.*)$'

usage() {
    sed -n '/^#   devtools\/test.sh/,/^#             5 minutes/p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
}

# skips_report: the SKIP[id] lines of this run's layer logs, grouped by id
# with devtools/skips.txt's reason; an id that file does not have fails
skips_report() {
    local logs=("$@") id reason n first
    [ ${#logs[@]} -gt 0 ] || return 0
    declare -A count=() example=()
    while IFS= read -r line; do
        [[ $line =~ $SKIP_RE ]] || continue
        id=${BASH_REMATCH[1]}
        count[$id]=$((${count[$id]:-0} + 1))
        [ -n "${example[$id]:-}" ] || example[$id]=${BASH_REMATCH[2]}
    done < <(grep -h -E "$SKIP_RE" "${logs[@]}" 2>/dev/null | sort -u)
    [ ${#count[@]} -gt 0 ] || return 0
    echo
    echo "== deliberate skips (devtools/skips.txt)"
    for id in $(printf '%s\n' "${!count[@]}" | sort); do
        n=${count[$id]}
        first=${example[$id]}
        reason=$(awk -v id="$id" '$1 == id { $1 = ""; sub(/^ +/, ""); print }' \
            "$REPO_ROOT/devtools/skips.txt")
        if [ -z "$reason" ]; then
            echo "  FAIL $id: not in devtools/skips.txt ($n lines, e.g. \"$first\")"
            summary_record "skips" 0 1 "FAIL: SKIP[$id] is not a registered deliberate skip"
            continue
        fi
        printf '  %-15s %4d  e.g. %s\n' "$id" "$n" "${first:0:90}"
        printf '  %-15s       why: %s\n' "" "$reason"
    done
}

# start_prebuild: the builds of the script layers to come, in the background
# at the lowest priority (devtools/prebuild.sh), while the layers before run
start_prebuild() {
    [[ " ${TODO[*]} " =~ \ (apps|mutants|ossl35|fips|sanitize|fuzz|arm64|intree)\  ]] || return 0
    PREBUILD_LOG=$LOG_DIR/prebuild.log
    setsid nice -n 19 ionice -c 3 "$REPO_ROOT/devtools/prebuild.sh" "${TODO[@]}" \
        </dev/null >"$PREBUILD_LOG" 2>&1 &
    PREBUILD_PID=$!
    echo "$PREBUILD_PID" >"$LOG_DIR/prebuild.pid"
    echo "== background builds of the layers to come: devtools/prebuild.sh" \
        "(log: ${PREBUILD_LOG#"$REPO_ROOT"/})"
}

# stop_prebuild: it has normally finished; if not (layers ended early), stop it
stop_prebuild() {
    [ -n "${PREBUILD_PID:-}" ] || return 0
    if kill -0 "$PREBUILD_PID" 2>/dev/null; then
        kill -- -"$PREBUILD_PID" 2>/dev/null
        echo "== background builds stopped: the layers ended first"
    fi
    wait "$PREBUILD_PID" 2>/dev/null
    rm -f "$LOG_DIR/prebuild.pid"
    if [ -f "$PREBUILD_LOG" ]; then
        echo
        echo "== background builds (devtools/prebuild.sh, nice 19; each layer's own time"
        echo "   above includes only what it waited for)"
        sed -n '/^== prebuild: done/,$p' "$PREBUILD_LOG"
    fi
    PREBUILD_PID=
}

finish() {
    local logs=()
    stop_prebuild
    for name in "${RAN[@]}"; do
        logs+=("$LOG_DIR/$name.log")
    done
    skips_report "${logs[@]}"
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

# expected NAME: seconds the layer is expected to take (the last run's, else EXPECT)
expected() {
    local t
    t=$(awk -v n="$1" '$1 == n { print $2 }' "$TIMES_FILE" 2>/dev/null | tail -n 1)
    echo "${t:-${EXPECT[$1]:-60}}"
}

mmss() {
    printf '%d:%02d' $(($1 / 60)) $(($1 % 60))
}

# progress NAME: "[i/n] layer NAME (elapsed, about left)" before a layer
progress() {
    local name=$1 left=0 done_exp=0 n ran_s scale
    DONE=$((DONE + 1))
    for n in "${TODO[@]:$((DONE - 1))}"; do
        left=$((left + $(expected "$n")))
    done
    for n in "${RAN[@]}"; do
        done_exp=$((done_exp + $(expected "$n")))
    done
    ran_s=$((SECONDS - LAYERS_T0))
    # scale by how this run compares with the estimate so far (0.5x to 2x)
    scale=100
    if [ "$done_exp" -gt 60 ]; then
        scale=$((ran_s * 100 / done_exp))
        [ $scale -lt 50 ] && scale=50
        [ $scale -gt 200 ] && scale=200
    fi
    echo
    echo "== [$DONE/${#TODO[@]}] layer $name ($(mmss "$SECONDS") elapsed," \
        "about $(mmss $((left * scale / 100))) left; done: ${RAN[*]:-none})"
}

# record_time NAME SECONDS: kept in the cache root for the next estimate
record_time() {
    mkdir -p "$CACHE_DIR"
    { grep -v "^$1 " "$TIMES_FILE" 2>/dev/null || true; echo "$1 $2"; } >"$TIMES_FILE.tmp"
    mv -f "$TIMES_FILE.tmp" "$TIMES_FILE"
}

# A meson layer (the suite NAME, or with SETUP the SUITES under meson's test
# setup of that name): its tests' output (streamed by -v) and their counts
# summed, from meson's JSON log, into one last line.
run_meson_layer() {
    local name=$1 setup=${2:-} suites=${3:-$1} rc=0
    local json=$BUILD_DIR/meson-logs/layer-$1${2:+-$2}.json
    local log=$LOG_DIR/$1.log t0=$SECONDS args=() s
    progress "$name"
    for s in ${suites//,/ }; do
        args+=(--suite "$s")
    done
    [ -n "$setup" ] && args+=(--setup "$setup")
    echo "== layer $name: meson test -C ${BUILD_DIR#"$REPO_ROOT"/} ${args[*]}"
    rm -f "$json"
    meson test -C "$BUILD_DIR" "${args[@]}" --no-rebuild --verbose --logbase "layer-$name" \
        --timeout-multiplier "$MULT" </dev/null >"$LOG_DIR/$name.meson.log" 2>&1 || rc=$?
    /usr/bin/python3 - "$json" >"$log" <<'PY' || rc=$?
import json, re, sys
passed = failed = ran = 0
for line in open(sys.argv[1]):
    t = json.loads(line)
    sys.stdout.write(t["stdout"])
    ran += 1
    last = (t["stdout"].strip().splitlines() or [""])[-1]
    m = re.match(r"^(\d+) passed, (\d+) failed$", last)
    if m is not None:
        passed += int(m.group(1))
        failed += int(m.group(2))
    # a skipped test is a test that did not run: a failure (devtools/skips.txt)
    if m is None or (t["result"] != "OK" and int(m.group(2)) == 0):
        failed += 1
        print("FAIL %s: meson result %s, exit %s" % (t["name"], t["result"], t["returncode"]))
if ran == 0:
    print("FAIL no test of this suite ran")
    failed += 1
print("%d passed, %d failed" % (passed, failed))
PY
    cat "$log"
    echo "== layer $name: $((SECONDS - t0)) s"
    layer_done "$name" "$rc" "$log" $((SECONDS - t0))
}

run_script_layer() {
    local name=$1 script=$2 secs=$3 rc=0 log=$LOG_DIR/$1.log t0=$SECONDS
    progress "$name"
    echo "== layer $name: $script"
    timeout -k 30 "$(awk -v s="$secs" -v m="$MULT" 'BEGIN { printf "%d", s * m }')" \
        "$REPO_ROOT/$script" </dev/null | tee "$log" || rc=${PIPESTATUS[0]}
    echo "== layer $name: $((SECONDS - t0)) s"
    layer_done "$name" "$rc" "$log" $((SECONDS - t0))
}

# layer_done NAME RC LOG SECONDS: its summary line; a layer that exits 77
# (could not run) fails unless its last words name a deliberate skip
layer_done() {
    local name=$1 rc=$2 log=$3 secs=$4
    RAN+=("$name")
    record_time "$name" "$secs"
    if [ "$rc" -eq 77 ] && ! grep -q -E "$SKIP_RE" "$log"; then
        summary_record "$name" 0 1 "FAIL: did not run: $(tail -n 2 "$log" | head -n 1 |
            cut -c1-90)" "$secs"
        return
    fi
    summary_layer "$name" "$rc" "$log" 0 "$secs"
    if [ -n "${RERUN[$name]:-}" ]; then
        SUMMARY_LINES[-1]+="   * re-runs: ${RERUN[$name]}"
        [[ $(tail -n 1 "$log") =~ $SUMMARY_RE ]] &&
            RERUN_PASSED=$((RERUN_PASSED + BASH_REMATCH[1]))
    fi
}

selected() {
    local name=$1 want
    [ -z "$TEST_LAYERS" ] && return 0
    for want in ${TEST_LAYERS//,/ }; do
        [ "$want" = "$name" ] && return 0
    done
    return 1
}

setup() {
    local t0=$SECONDS
    if [ "${SKIP_SETUP:-0}" != 1 ]; then
        echo "== setup: devtools/setup.sh $*"
        if ! "$REPO_ROOT/devtools/setup.sh" "$@" </dev/null; then
            summary_record setup 0 1 "FAIL: devtools/setup.sh"
            finish
        fi
    fi
    if ! PMD_SO=$(BUILD_DIR=$DRIVER_BUILD_DIR stage_pmd); then
        summary_record driver 0 1 "FAIL: the driver of $DRIVER_BUILD_DIR not built"
        finish
    fi
    export BUILD_DIR PMD_SO REPO_ROOT
    echo "== driver: $PMD_SO (set-up took $((SECONDS - t0)) s)"
    summary_record setup 0 0 "ok" $((SECONDS - t0))
    mkdir -p "$LOG_DIR" ${TEST_LOG_DIR:+"$TEST_LOG_DIR"}
}

main() {
    local entry name script secs known meson args=()
    for a in "$@"; do
        case $a in
            --quick) TEST_LAYERS=${TEST_LAYERS:-$QUICK_LAYERS} ;;
            -h | --help) usage ;;
            *) args+=("$a") ;;
        esac
    done
    setup "${args[@]}"
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
    TODO=()
    for name in $meson; do
        selected "$name" && TODO+=("$name")
    done
    for entry in "${SCRIPT_LAYERS[@]}"; do
        selected "${entry%% *}" && TODO+=("${entry%% *}")
    done
    LAYERS_T0=$SECONDS
    trap stop_prebuild EXIT
    start_prebuild
    for name in $meson; do
        selected "$name" && run_meson_layer "$name"
    done
    for entry in "${SCRIPT_LAYERS[@]}"; do
        read -r name script secs <<<"$entry"
        selected "$name" || continue
        if [[ $script == --setup=* ]]; then
            script=${script#--setup=}
            run_meson_layer "$name" "${script%%:*}" "${script#*:}"
        else
            run_script_layer "$name" "$script" "$secs"
        fi
    done
    finish
}

TEST_LAYERS=${TEST_LAYERS:-}
DONE=0
RAN=()
TODO=()
LAYERS_T0=$SECONDS
main "$@"
