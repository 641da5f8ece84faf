#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Asymmetric benchmark (not a test): ops per second of our driver (-d),
# Debian's crypto_openssl (no -d) and the floor (the bare OpenSSL call of
# each op on a keyed context), on 1 and on 2 lcores (2 workers: one queue
# pair each, one shared session; rows "<case>/2w"), interleaved case by case
# and repetition by repetition with app/test-openssl-asymbench; then MODEX
# through Debian's dpdk-test-crypto-perf --optype modex (its own 22.11
# vector), ours and Debian's. MODEX cases also run as "<case>/vt": our device
# with modex_vartime=1 (no floor row). Prints a table of medians (min-max) and
# writes results/bench-asym-<timestamp>.txt.
#
#   devtools/bench-asym.sh [REPS] [SECONDS]     (default 3 repetitions of 2 s)
#
# Environment: BUILD_DIR (default build), SKIP_SETUP=1 (use the build as is),
# ASYM_WORKERS (default "1 2"; 2 is left out on a machine with one CPU).

set -euo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

REPS=${1:-3}
SECS=${2:-2}
SIDES=(ours debian floor)
read -r -a WORKERS <<<"${ASYM_WORKERS:-1 2}"
[ "$(nproc)" -ge 2 ] || WORKERS=(1)

[ "${SKIP_SETUP:-0}" = 1 ] || "$REPO_ROOT/devtools/setup.sh" </dev/null >&2
PMD_SO=$(stage_pmd)
BIN=$BUILD_DIR/app/test-openssl-asymbench/dpdk-test-openssl-asymbench
[ -x "$BIN" ] || die "$BIN not built"
# the matrix: the program's cases
mapfile -t CASES < <("$BIN" --list)
# and MODEX with our devarg modex_vartime=1 (exponent taken as public): "<case>/vt"
for c in "${CASES[@]}"; do
    case $c in modex-*) CASES+=("$c/vt") ;; esac
done
OUT=$REPO_ROOT/results
mkdir -p "$OUT"
raw=$(mktemp)
trap 'rm -f "$raw"' EXIT

# one_run SIDE CASE WORKERS: prints "LABEL SIDE OPS_PER_S" or "LABEL SIDE n/a"
one_run() {
    local side=$1 c=${2%/vt} w=$3 prefix line label=$2 vdev=crypto_openssl
    [ "$w" = 1 ] || label=$2/${w}w
    if [ "$c" != "$2" ]; then
        # the devarg is ours; the floor is the constant-time call: no floor row
        [ "$side" = floor ] && { echo "$label $side n/a"; return; }
        [ "$side" = ours ] && vdev+=,modex_vartime=1
    fi
    local -a args=(--no-huge --no-pci -m 256 -l "$( [ "$w" = 2 ] && echo 0,1 || echo 0)"
        --vdev "$vdev" --log-level=crypto:err)
    local -a extra=()
    prefix=$(file_prefix ab)
    [ "$side" = ours ] && args+=(-d "$PMD_SO")
    [ "$side" = floor ] && extra=(--floor)
    line=$(timeout 120 "$BIN" --file-prefix "$prefix" "${args[@]}" -- --case "$c" \
        --seconds "$SECS" --workers "$w" "${extra[@]}" 2>/dev/null |
        grep -E '^(RESULT|UNSUPPORTED|ERROR) ' || true)
    eal_runtime_cleanup "$prefix"
    case $line in
        RESULT*) echo "$label $side $(awk '{ print $6 }' <<<"$line")" ;;
        *) echo "$label $side n/a" ;;
    esac
}

# perf_modex SIDE: crypto-perf's modex ops per second
perf_modex() {
    local side=$1 prefix mops
    # shellcheck disable=SC2054 # the comma is in an option value
    local -a args=(-l 0,1 --no-huge --no-pci -m 512 --vdev crypto_openssl)
    prefix=$(file_prefix cpm)
    [ "$side" = ours ] && args+=(-d "$PMD_SO")
    mops=$(timeout 300 dpdk-test-crypto-perf --file-prefix "$prefix" "${args[@]}" -- \
        --devtype crypto_openssl --ptest throughput --optype modex --total-ops 20000 \
        --burst-sz 8 2>/dev/null | awk '$1 == 1 && NF >= 9 { print $8 }' | tail -n 1)
    eal_runtime_cleanup "$prefix"
    echo "crypto-perf-modex $side $(awk -v m="${mops:-0}" 'BEGIN { printf "%.1f", m * 1e6 }')"
}

echo "asymmetric benchmark: $REPS repetitions of ${SECS}s per case and side," \
    "workers: ${WORKERS[*]}" >&2
for rep in $(seq "$REPS"); do
    for w in "${WORKERS[@]}"; do
        for c in "${CASES[@]}"; do
            for side in "${SIDES[@]}"; do
                one_run "$side" "$c" "$w" | tee -a "$raw" >&2
            done
        done
    done
    for side in ours debian; do
        perf_modex "$side" | tee -a "$raw" >&2
    done
    echo "-- repetition $rep done" >&2
done

report=$OUT/bench-asym-$(date +%Y%m%d-%H%M%S).txt
/usr/bin/python3 - "$raw" >"$report" <<'PY'
import statistics
import sys
from collections import defaultdict

vals = defaultdict(list)
for line in open(sys.argv[1]):
    c, side, v = line.split()
    if v != 'n/a':
        vals[(c, side)].append(float(v))
cases = []
for line in open(sys.argv[1]):
    c = line.split()[0]
    if c not in cases:
        cases.append(c)

def cell(c, side):
    v = vals.get((c, side))
    if not v:
        return 'n/a', None
    m = statistics.median(v)
    return '%.0f (%.0f-%.0f)' % (m, min(v), max(v)), m

print('ops/s, median (min-max) of %d runs; <case>/2w: 2 lcores, one session; '
      '<case>/vt: our device with modex_vartime=1' % max(len(v) for v in vals.values()))
print('%-20s %-22s %-22s %-22s %8s %8s' % ('case', 'ours', 'Debian', 'floor', 'ours/Deb',
                                            'ours/flr'))
for c in cases:
    o, mo = cell(c, 'ours')
    d, md = cell(c, 'debian')
    f, mf = cell(c, 'floor')
    r1 = '%.2f' % (mo / md) if mo and md else '-'
    r2 = '%.2f' % (mo / mf) if mo and mf else '-'
    print('%-20s %-22s %-22s %-22s %8s %8s' % (c, o, d, f, r1, r2))
two = [c for c in cases if c.endswith('/2w')]
if two:
    print('\n2 workers / 1 worker (one shared session for the drivers)')
    print('%-20s %8s %8s %8s' % ('case', 'ours', 'Debian', 'floor'))
for c in two:
    row = []
    for side in ('ours', 'debian', 'floor'):
        one, dual = cell(c[:-3], side)[1], cell(c, side)[1]
        row.append('%.2f' % (dual / one) if one and dual else '-')
    print('%-20s %8s %8s %8s' % (c[:-3], *row))
PY
cat "$report"
echo "(written to ${report#"$REPO_ROOT"/})"
