#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer "arm64": the driver and its test programs cross-built for arm64
# (devtools/setup-arm64.sh: $BUILD_DIR-arm64 against a sysroot of Debian's
# arm64 packages), run under qemu-user on this machine:
#
#   upstream   Debian's arm64 dpdk-test, cryptodev_openssl_autotest and
#              cryptodev_openssl_asym_autotest with our arm64 driver, gated on
#              the passed counts as on amd64 (devtools/upstream-autotest.sh)
#   kat pmd asym caps diff features
#              our layers (app/test-openssl-*/run.sh), their programs run
#              through qemu-aarch64-static, some with smaller counts (below)
#   ubsan      the pmd layer and the asym functional, badinput and
#              concurrency suites again on $BUILD_DIR-arm64-ubsan
#              (-Db_sanitize=undefined, halt on the first report): Debian's
#              arm64 DPDK has 128-byte cache lines, and UBSan checks the
#              alignment our types promise against what DPDK gives them
#
# Every program is started as "qemu-aarch64-static PROGRAM" (TEST_WRAPPER),
# with QEMU_LD_PREFIX naming the sysroot: nothing depends on binfmt_misc.
# qemu on an x86 host keeps x86's memory ordering: the two-lcore suites run
# here say nothing about arm64's weaker ordering (see the driver guide).
#
# Last line: "N passed, N failed", the sum of the sub-layers. On a machine
# that is not amd64 the layer is skipped, and says so (exit 77 after
# "0 passed, 0 failed"): cross-building from there is not what it tests.
# A missing prerequisite (setup failed, no qemu, no dpdk-test) is a failure.
#
# Knobs: README.md, "Test knobs"; besides:
#   ARM64_LAYERS          sub-layers to run (default: upstream kat pmd asym caps
#                         diff features ubsan; any app/test-openssl-NAME/run.sh too)
#   ARM64_DIFF_OPS        diff's ops (DIFF_OPS), default 10000 (native: 200,000)
#   ARM64_ASYM_KAT_PER_KIND  asym kat vectors of each kind (ASYM_KAT_PER_KIND),
#                         default 100 (native: all, 7,002); 0: all
#   ARM64_PMD_OPS         ops per lcore of the pmd two-lcore cases (PMD_OPS),
#                         default 300: a count, not a time, under emulation
#   ARM64_SECONDS         the other timed cases (TEST_SECONDS), default 2
#   BUILD_DIR, MESON_OPTS, TEST_SEED, TEST_TIMEOUT_MULTIPLIER as for test.sh

set -uo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

LAYERS=${ARM64_LAYERS:-upstream kat pmd asym caps diff features ubsan}
MULT=${TEST_TIMEOUT_MULTIPLIER:-1}
LOG_DIR=$REPO_ROOT/results/$(basename "$BUILD_DIR")-arm64
QEMU=qemu-aarch64-static
# seconds a sub-layer may take, as its meson test
declare -A TIMEOUT=([upstream]=600 [kat]=600 [pmd]=600 [asym]=600 [caps]=300
    [diff]=600 [features]=120 [ubsan]=600)

if [ "$(dpkg --print-architecture 2>/dev/null)" != amd64 ]; then
    echo "SKIP[host-arch] not an amd64 machine: the arm64 cross build and qemu-user layer" \
        "is for amd64 hosts (on arm64, devtools/test.sh runs every layer natively)"
    echo "0 passed, 0 failed"
    exit 77
fi

mkdir -p "$LOG_DIR"
echo "== arm64 setup: devtools/setup-arm64.sh (log ${LOG_DIR#"$REPO_ROOT"/}/setup.log)"
t0=$SECONDS
setup_opts=()
[[ " ${LAYERS//,/ } " == *" ubsan "* ]] && setup_opts+=(--ubsan)
if ! sysroot=$("$REPO_ROOT/devtools/setup-arm64.sh" "${setup_opts[@]}" </dev/null \
    2>"$LOG_DIR/setup.log" |
    tail -n 1) || [ ! -d "$sysroot" ]; then
    tail -n 20 "$LOG_DIR/setup.log"
    summary_record setup 0 1 "FAIL: devtools/setup-arm64.sh, see $LOG_DIR/setup.log"
    summary_finish "arm64 summary"
fi
grep -E '^setup-arm64.sh: ' "$LOG_DIR/setup.log"
summary_record setup 0 0 "ok: $sysroot" $((SECONDS - t0))

BUILD_DIR=$BUILD_DIR-arm64
dpdk_test=$sysroot/usr/bin/dpdk-test
if ! command -v "$QEMU" >/dev/null; then
    summary_record prereq 0 1 "FAIL: $QEMU not found (Debian package qemu-user-static)"
    summary_finish "arm64 summary"
fi
if [ ! -x "$dpdk_test" ]; then
    summary_record prereq 0 1 "FAIL: $dpdk_test missing (arm64 dpdk-dev not in the sysroot)"
    summary_finish "arm64 summary"
fi
if ! PMD_SO=$(stage_pmd); then
    summary_record prereq 0 1 "FAIL: $(pmd_built_path) not built"
    summary_finish "arm64 summary"
fi
# the driver under test is an arm64 one: ELF e_machine (bytes 18-19) 183, EM_AARCH64
if [ "$(od -An -tu2 -j18 -N2 "$PMD_SO" | tr -d ' ')" != 183 ]; then
    summary_record prereq 0 1 "FAIL: $PMD_SO is not an aarch64 object"
    summary_finish "arm64 summary"
fi
echo "== arm64: driver $PMD_SO, sysroot $sysroot, programs run by $QEMU"

export BUILD_DIR PMD_SO QEMU_LD_PREFIX=$sysroot TEST_WRAPPER=$QEMU DPDK_TEST_BIN=$dpdk_test
export DIFF_OPS=${ARM64_DIFF_OPS:-10000} TEST_SECONDS=${ARM64_SECONDS:-2} ASYM_QUICK=1
export PMD_OPS=${ARM64_PMD_OPS:-300}
if [ "${ARM64_ASYM_KAT_PER_KIND:-100}" != 0 ]; then
    export ASYM_KAT_PER_KIND=${ARM64_ASYM_KAT_PER_KIND:-100}
else
    unset ASYM_KAT_PER_KIND
fi
unset TEST_LONG CAPS_FULL PMD_SUITES ASYM_SUITES TEST_LOG_DIR

# run_script NAME LOG SCRIPT [VAR=VALUE...]: a layer's script under qemu, with
# the variables set, its output in LOG and on stdout; its exit status
run_script() {
    local name=$1 log=$2 script=$3 secs rc=0
    shift 3
    secs=$(awk -v s="${TIMEOUT[$name]:-600}" -v m="$MULT" 'BEGIN { printf "%d", s * m }')
    echo "== arm64 $name: ${script#"$REPO_ROOT"/}${*:+ $*} under $QEMU"
    env "$@" timeout -k 30 "$secs" "$script" </dev/null 2>&1 | tee "$log" || rc=${PIPESTATUS[0]}
    return "$rc"
}

# ubsan_layer: the pmd and asym layers on the UBSan build, their counts summed
ubsan_layer() {
    local log=$LOG_DIR/ubsan.log part rc p=0 f=0 bad=0 ub=$BUILD_DIR-ubsan pmd_so
    local env=(BUILD_DIR="$ub" UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1)
    if ! pmd_so=$(BUILD_DIR=$ub stage_pmd); then
        echo "$ub/drivers/$PMD_NAME not built (devtools/setup-arm64.sh --ubsan)" >"$log"
        echo "0 passed, 1 failed" >>"$log"
        return 1
    fi
    env+=(PMD_SO="$pmd_so")
    for part in pmd asym; do
        rc=0
        if [ $part = pmd ]; then
            run_script ubsan "$log.$part" "$REPO_ROOT/app/test-openssl-pmd/run.sh" \
                "${env[@]}" || rc=$?
        else
            run_script ubsan "$log.$part" "$REPO_ROOT/app/test-openssl-asym/run.sh" \
                "${env[@]}" ASYM_SUITES="functional badinput concurrency" || rc=$?
        fi
        if [[ $(tail -n 1 "$log.$part") =~ $SUMMARY_RE ]]; then
            p=$((p + BASH_REMATCH[1]))
            f=$((f + BASH_REMATCH[2]))
        else
            f=$((f + 1))
        fi
        if grep -q 'runtime error' "$log.$part"; then
            echo "FAIL ubsan $part: UBSan reported (see $log.$part)"
            f=$((f + 1))
        fi
        [ "$rc" -ne 0 ] && bad=1
    done
    cat "$log.pmd" "$log.asym" >"$log"
    echo "$p passed, $f failed" | tee -a "$log"
    [ $bad = 0 ] && [ $f = 0 ]
}

# sub_layer NAME: one sub-layer, its counts into the summary
sub_layer() {
    local name=$1 script rc=0 log=$LOG_DIR/$1.log t0=$SECONDS
    echo
    if [ "$name" = ubsan ]; then
        ubsan_layer || rc=$?
    else
        if [ "$name" = upstream ]; then
            script=$REPO_ROOT/devtools/upstream-autotest.sh
        else
            script=$REPO_ROOT/app/test-openssl-$name/run.sh
        fi
        if [ ! -x "$script" ]; then
            summary_record "$name" 0 1 "FAIL: no such layer ($script)"
            return
        fi
        run_script "$name" "$log" "$script" || rc=$?
    fi
    echo "== arm64 $name: $((SECONDS - t0)) s"
    summary_layer "$name" "$rc" "$log" 0 $((SECONDS - t0))
}

for name in ${LAYERS//,/ }; do
    sub_layer "$name"
done
summary_finish "arm64 summary (logs in ${LOG_DIR#"$REPO_ROOT"/})"
