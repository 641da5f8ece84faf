#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Short functional runs under valgrind memcheck, one after the other:
#   kat       the known-answer runner over a reduced vector file (one vector
#             of every shape: algorithm and the lengths of key, IV, AAD,
#             data and tag), our driver loaded with -d;
#   pmd-*     the pmd layer's functional, badinput, sessions and regress suites;
#   asym-*    the asym layer's kat (two vectors of each kind), functional
#             (--quick: smaller keys) and badinput suites;
#   leak      the session create/use/clear loop, a few thousand cycles.
# Any memcheck error and any definite, indirect or possible leak fails the
# part; devtools/valgrind.supp suppresses only one-time allocations of the
# libraries around the driver (each entry says why). The last line is
# "N passed, N failed" (the parts' own counts, plus one failure per part
# with memcheck errors).
#
#   devtools/valgrind.sh
#
# Knobs: doc/developer/guide.rst, "Test knobs" (BUILD_DIR: a build WITHOUT sanitizers;
# PMD_SO: when set, as by devtools/test.sh, nothing is built;
# VALGRIND_PARTS, subset of "kat pmd-functional pmd-badinput pmd-sessions
# pmd-regress asym-kat asym-functional asym-badinput leak"; VALGRIND_PER_SHAPE,
# kat vectors kept per shape, default 1;
# TEST_TIMEOUT_MULTIPLIER: a part may take 600 s times it).

set -euo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

PARTS=${VALGRIND_PARTS:-kat pmd-functional pmd-badinput pmd-sessions pmd-regress asym-kat \
    asym-functional asym-badinput leak}
PER_SHAPE=${VALGRIND_PER_SHAPE:-1}
VG_TIMEOUT=$(awk -v m="${TEST_TIMEOUT_MULTIPLIER:-1}" 'BEGIN { printf "%d", 600 * m }')
OUT=$REPO_ROOT/results/valgrind
# shellcheck disable=SC2054 # the commas are in option values
VG_OPTS=(--tool=memcheck --error-exitcode=99 --leak-check=full
    --show-leak-kinds=definite,indirect,possible
    --errors-for-leak-kinds=definite,indirect,possible
    --suppressions="$REPO_ROOT/devtools/valgrind.supp" --gen-suppressions=all
    --num-callers=40 --keep-debuginfo=yes)

total_passed=0
total_failed=0

fail() {
    echo "FAIL $*"
    echo "0 passed, 1 failed"
    exit 1
}

# the reduced vector file for the kat part
kat_vectors() {
    local all=$OUT/kat-vectors.txt reduced=$OUT/kat-vectors-reduced.txt
    /usr/bin/python3 -B "$REPO_ROOT/app/test-openssl-kat/vectors.py" -o "$all" >&2 ||
        return 1
    # shape: the algorithm and the length of every field but the last (its source)
    awk -v n="$PER_SHAPE" '{
        k = $1; for (i = 2; i < NF; i++) k = k " " length($i)
        if (seen[k]++ < n) print
    }' "$all" >"$reduced"
    echo "kat vectors: $(wc -l <"$reduced") of $(wc -l <"$all") (${PER_SHAPE} per shape)" >&2
    printf '%s\n' "$reduced"
}

# the asym kat part's vectors: the first two of each kind
asym_vectors() {
    local all=$OUT/asym-vectors.txt reduced=$OUT/asym-vectors-reduced.txt
    /usr/bin/python3 -B "$REPO_ROOT/app/test-openssl-asym/vectors.py" -o "$all" >&2 ||
        return 1
    awk 'seen[$1]++ < 2' "$all" >"$reduced"
    printf '%s\n' "$reduced"
}

# first_error LOG: the first access error, else the first definite leak, else any leak
first_error() {
    local re
    for re in '(Invalid|Conditional|Use of|Syscall|Mismatched|Source and)' \
        '.* definitely lost' '.* (indirectly|possibly) lost'; do
        if grep -q -E "^==[0-9]+== $re" "$1"; then
            grep -m 1 -A 25 -E "^==[0-9]+== $re" "$1" | sed 's/^==[0-9]*== /  /'
            return 0
        fi
    done
}

# vg_part NAME LINKED LCORES -- PROGRAM ARGS...: one part under memcheck.
# Our driver's probe line must be in the output. The program's EAL arguments
# start with the common ones (lib.sh eal_args), with -d $PMD_SO unless the
# program links the driver (LINKED=1).
vg_part() {
    local name=$1 linked=$2 lcores=$3 prefix out vlog rc=0 summary passed failed errors pmd
    shift 4
    local bin=$1
    shift
    out=$OUT/$name.out
    vlog=$OUT/$name.memcheck.log
    prefix=$(file_prefix "vg$name")
    pmd=$PMD_SO
    [ "$linked" = 1 ] && pmd=
    mapfile -t eal < <(PMD_SO=$pmd eal_args "$prefix" "$lcores" 256)
    echo
    echo "== $name: valgrind ${bin#"$BUILD_DIR"/} $*"
    timeout -k 30 "$VG_TIMEOUT" valgrind "${VG_OPTS[@]}" --log-file="$vlog" \
        "$bin" "${eal[@]}" "$@" </dev/null >"$out" 2>&1 || rc=$?
    eal_runtime_cleanup "$prefix"
    grep -E '^FAIL ' "$out" | head -n 10 || true
    grep -E 'ERROR SUMMARY|definitely lost|indirectly lost|possibly lost|suppressed:' \
        "$vlog" | sed 's/^==[0-9]*== */  /' || true
    summary=$(grep -E "$SUMMARY_RE" "$out" | tail -n 1 || true)
    if [[ $summary =~ $SUMMARY_RE ]]; then
        passed=${BASH_REMATCH[1]}
        failed=${BASH_REMATCH[2]}
    else
        echo "FAIL $name: no summary (exit $rc), see ${out#"$REPO_ROOT"/}"
        passed=0
        failed=1
    fi
    if ! grep -q "$PROBE_MARK" "$out"; then
        echo "FAIL $name: $PMD_SO did not take the vdev"
        failed=$((failed + 1))
    fi
    errors=$(sed -n 's/.*ERROR SUMMARY: \([0-9]*\) errors.*/\1/p' "$vlog" | tail -n 1)
    if [ "${errors:-x}" != 0 ]; then
        echo "FAIL $name: memcheck found ${errors:-?} errors (exit $rc), the first:"
        first_error "$vlog"
        failed=$((failed + 1))
    elif [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
        echo "FAIL $name: timed out after ${VG_TIMEOUT}s"
        failed=$((failed + 1))
    fi
    echo "-- $name: $passed passed, $failed failed"
    total_passed=$((total_passed + passed))
    total_failed=$((total_failed + failed))
}

# built NAME PATH: true if PATH is an executable, else a failure of part NAME
built() {
    [ -x "$2" ] && return 0
    echo "FAIL $1: $2 not built"
    total_failed=$((total_failed + 1))
    return 1
}

main() {
    local part kat pmd asym leak vectors
    command -v valgrind >/dev/null || fail "valgrind not installed (devtools/setup.sh installs it)"
    if [ -z "${PMD_SO:-}" ]; then
        "$REPO_ROOT/devtools/setup.sh" </dev/null >&2 || fail "devtools/setup.sh"
        PMD_SO=$(stage_pmd)
    fi
    if ldd "$PMD_SO" | grep -q -E 'lib(a|t|ub)san'; then
        fail "$PMD_SO is a sanitizer build: valgrind needs a plain one (BUILD_DIR)"
    fi
    mkdir -p "$OUT"
    kat=$BUILD_DIR/app/test-openssl-kat/dpdk-test-openssl-kat
    pmd=$BUILD_DIR/app/test-openssl-pmd/dpdk-test-openssl-pmd
    leak=$BUILD_DIR/app/test-openssl-leak/dpdk-test-openssl-leak
    asym=$BUILD_DIR/app/test-openssl-asym/dpdk-test-openssl-asym
    echo "driver under test: $PMD_SO"
    for part in $PARTS; do
        case $part in
            kat)
                built kat "$kat" || continue
                if ! vectors=$(kat_vectors); then
                    echo "FAIL kat: vectors.py"
                    total_failed=$((total_failed + 1))
                    continue
                fi
                vg_part kat 0 0 -- "$kat" --vdev crypto_openssl \
                    --log-level=pmd.crypto.openssl:info -- --vectors "$vectors"
                ;;
            pmd-*)
                # the pmd program links the driver of BUILD_DIR itself
                built "$part" "$pmd" || continue
                vg_part "$part" 1 0,1 -- "$pmd" \
                    --vdev crypto_openssl0,max_nb_queue_pairs=4 --vdev crypto_openssl1 \
                    -- --suite "${part#pmd-}" --seconds 1
                ;;
            asym-kat)
                built "$part" "$asym" || continue
                if ! vectors=$(asym_vectors); then
                    echo "FAIL asym-kat: vectors.py"
                    total_failed=$((total_failed + 1))
                    continue
                fi
                vg_part "$part" 1 0,1 -- "$asym" \
                    --vdev crypto_openssl0,max_nb_queue_pairs=4 --vdev crypto_openssl1 \
                    -- --suite kat --vectors "$vectors"
                ;;
            asym-*)
                # like the pmd program, the asym program links the driver itself
                built "$part" "$asym" || continue
                vg_part "$part" 1 0,1 -- "$asym" \
                    --vdev crypto_openssl0,max_nb_queue_pairs=4 --vdev crypto_openssl1 \
                    -- --suite "${part#asym-}" --quick
                ;;
            leak)
                built leak "$leak" || continue
                vg_part leak 0 0 -- "$leak" --vdev crypto_openssl,max_nb_queue_pairs=8 \
                    --log-level=pmd.crypto.openssl:info -- --cycles 3000 --warmup 1000 \
                    --no-growth-checks
                ;;
            *)
                fail "unknown part '$part' in VALGRIND_PARTS"
                ;;
        esac
    done
    echo
    echo "logs: ${OUT#"$REPO_ROOT"/}/"
    echo "$total_passed passed, $total_failed failed"
    [ "$total_failed" -eq 0 ] && [ "$total_passed" -gt 0 ]
}

main "$@"
