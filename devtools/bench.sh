#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Set up, build, then measure our driver against Debian's own crypto_openssl
# with dpdk-test-crypto-perf, interleaved run by run, and print a table with
# the ratio. Measures and prints only: nothing here is a pass/fail test.
#
#   devtools/bench.sh [MESON_OPTION...]    (options go to devtools/setup.sh)
#
# Environment:
#   BENCH_CASES  cases to run (default: aes-cbc-128-enc); "all" for every case
#                listed by BENCH_CASES=list
#   BENCH_REPS   repetitions per driver (default: 3)
#   BENCH_SIZES  buffer sizes (default: 64,1024)
#   BENCH_BURST  burst size (default: 32)
#   BENCH_OPS    operations per buffer size and run (default: 2000000)
#   BENCH_SIDES  drivers to run (default: "ours debian")
#   BENCH_LCORES EAL lcore list (default: 0,1 = main lcore + 1 worker)
#   SKIP_SETUP=1 do not run devtools/setup.sh

set -euo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

# case name, then its dpdk-test-crypto-perf arguments (the seed's matrix)
CASES=(
    "aes-cbc-128-enc --optype cipher-only --cipher-algo aes-cbc --cipher-key-sz 16 --cipher-iv-sz 16 --cipher-op encrypt"
    "aes-cbc-128-dec --optype cipher-only --cipher-algo aes-cbc --cipher-key-sz 16 --cipher-iv-sz 16 --cipher-op decrypt"
    "3des-ctr-enc --optype cipher-only --cipher-algo 3des-ctr --cipher-key-sz 24 --cipher-iv-sz 8 --cipher-op encrypt"
    "sha1-hmac-gen --optype auth-only --auth-algo sha1-hmac --auth-key-sz 64 --digest-sz 20 --auth-op generate"
    "aes-cmac-gen --optype auth-only --auth-algo aes-cmac --auth-key-sz 16 --digest-sz 16 --auth-op generate"
    "aes-gcm-128-enc --optype aead --aead-algo aes-gcm --aead-key-sz 16 --aead-iv-sz 12 --aead-aad-sz 16 --digest-sz 16 --aead-op encrypt"
    "aes-gcm-128-dec --optype aead --aead-algo aes-gcm --aead-key-sz 16 --aead-iv-sz 12 --aead-aad-sz 16 --digest-sz 16 --aead-op decrypt"
    "aes-cbc-128-sha1-hmac --optype cipher-then-auth --cipher-algo aes-cbc --cipher-key-sz 16 --cipher-iv-sz 16 --cipher-op encrypt --auth-algo sha1-hmac --auth-key-sz 64 --digest-sz 20 --auth-op generate"
)

BENCH_CASES=${BENCH_CASES:-aes-cbc-128-enc}
BENCH_REPS=${BENCH_REPS:-3}
BENCH_SIZES=${BENCH_SIZES:-64,1024}
BENCH_BURST=${BENCH_BURST:-32}
BENCH_OPS=${BENCH_OPS:-2000000}
BENCH_SIDES=${BENCH_SIDES:-ours debian}
BENCH_LCORES=${BENCH_LCORES:-0,1}

case_args() {
    local entry name
    for entry in "${CASES[@]}"; do
        read -r name _ <<<"$entry"
        if [ "$name" = "$1" ]; then
            printf '%s\n' "${entry#"$name" }"
            return 0
        fi
    done
    return 1
}

# run_perf SIDE CASE REP: one crypto-perf run; appends CSV rows to $RAW
run_perf() {
    local side=$1 name=$2 rep=$3 prefix log rc=0 pmd=
    local eal args
    [ "$side" = ours ] && pmd=$PMD_SO
    prefix=$(file_prefix "bench_$side")
    mapfile -t eal < <(PMD_SO=$pmd eal_args "$prefix" "$BENCH_LCORES" 1024)
    read -r -a args <<<"$(case_args "$name")"
    log=$OUT_DIR/$name.$side.$rep.log
    dpdk-test-crypto-perf "${eal[@]}" --vdev crypto_openssl -- \
        --devtype crypto_openssl --ptest throughput --csv-friendly \
        --buffer-sz "$BENCH_SIZES" --burst-sz "$BENCH_BURST" --total-ops "$BENCH_OPS" \
        "${args[@]}" </dev/null >"$log" 2>&1 || rc=$?
    eal_runtime_cleanup "$prefix"
    if [ $rc -ne 0 ]; then
        tail -n 15 "$log" >&2
        die "crypto-perf failed for $name on $side (exit $rc), log: $log"
    fi
    # lcore,size,burst,enqueued,dequeued,failed enq,failed deq,MOps,Gbps,cycles/buf
    awk -F, -v c="$name" -v s="$side" -v r="$rep" '
        /^[ \t]*[0-9]+,/ { gsub(/[ \t]/, ""); print c "," s "," r "," $0 }
    ' "$log" >>"$RAW"
    log "  $name $side run $rep: $(awk -F, -v c="$name" -v s="$side" -v r="$rep" \
        '$1 == c && $2 == s && $3 == r { printf "%sB %.3f MOps  ", $5, $11 }' "$RAW")"
}

report() {
    /usr/bin/python3 - "$RAW" "$BENCH_SIDES" <<'EOF'
import csv, statistics, sys
raw, sides = sys.argv[1], sys.argv[2].split()
runs = {}
flags = set()
with open(raw) as f:
    for row in csv.reader(f):
        name, side, _, _, size, _, enq, deq, fenq, fdeq, mops, gbps = row[:12]
        runs.setdefault((name, int(size), side), []).append((float(mops), float(gbps)))
        if enq != deq or int(fdeq) != 0:
            flags.add((name, int(size), side))
head = '%-22s %6s' % ('case', 'bytes')
for s in sides:
    head += '  %9s %8s' % (s + ' MOps', 'Gbps')
if 'ours' in sides and 'debian' in sides:
    head += '  %12s' % 'ours/debian'
print(head)
for name, size in sorted({(k[0], k[1]) for k in runs}, key=lambda k: (k[0], k[1])):
    line = '%-22s %6d' % (name, size)
    med = {}
    for s in sides:
        vals = runs.get((name, size, s), [])
        if not vals:
            line += '  %9s %8s' % ('-', '-')
            continue
        med[s] = statistics.median(v[0] for v in vals)
        line += '  %9.3f %8.3f' % (med[s], statistics.median(v[1] for v in vals))
        if (name, size, s) in flags:
            line += '!'
    if 'ours' in med and 'debian' in med and med['debian'] > 0:
        line += '  %12.2f' % (med['ours'] / med['debian'])
    print(line)
if flags:
    print('! some ops were not dequeued or failed: see the logs')
EOF
}

main() {
    local entry name rep side cases=() sides=() order=()
    if [ "$BENCH_CASES" = list ]; then
        for entry in "${CASES[@]}"; do
            printf '%s\n' "${entry%% *}"
        done
        return 0
    fi
    if [ "$BENCH_CASES" = all ]; then
        for entry in "${CASES[@]}"; do
            cases+=("${entry%% *}")
        done
    else
        read -r -a cases <<<"${BENCH_CASES//,/ }"
    fi
    read -r -a sides <<<"$BENCH_SIDES"
    for side in "${sides[@]}"; do
        [[ $side == ours || $side == debian ]] || die "unknown side '$side' in BENCH_SIDES"
    done
    for name in "${cases[@]}"; do
        case_args "$name" >/dev/null || die "unknown case '$name' (BENCH_CASES=list shows them)"
    done

    if [ "${SKIP_SETUP:-0}" != 1 ]; then
        "$REPO_ROOT/devtools/setup.sh" "$@" </dev/null
    fi
    PMD_SO=
    if [[ " $BENCH_SIDES " == *" ours "* ]]; then
        PMD_SO=$(stage_pmd)
    fi
    OUT_DIR=$REPO_ROOT/results/bench-$(date +%Y%m%d-%H%M%S)
    RAW=$OUT_DIR/raw.csv
    mkdir -p "$OUT_DIR"
    : >"$RAW"

    echo "== dpdk-test-crypto-perf throughput, ${BENCH_OPS} ops per size, burst $BENCH_BURST," \
        "buffers $BENCH_SIZES B, $BENCH_REPS runs per driver, interleaved"
    echo "   ours:   -d ${PMD_SO:-(not run)} --vdev crypto_openssl"
    echo "   debian: --vdev crypto_openssl (Debian $(dpkg-query -W -f='${Version}' dpdk), autoloaded from the distribution's plugin dir)"
    echo "   EAL: -l $BENCH_LCORES --no-huge --no-pci -m 1024 on $(nproc) CPUs; one queue pair, one worker lcore;"
    echo "   load average before the runs: $(cut -d' ' -f1-3 /proc/loadavg) (other load skews the numbers)."
    echo "   Note: crypto-perf's main lcore busy-waits until the workers finish. With"
    echo "   -l 0,1 on 2 cores the one worker has a core to itself and the OS shares the"
    echo "   other with the spinning main lcore; 2 workers would need a 3rd lcore and be"
    echo "   distorted on this machine. Compare the ratio, not absolute numbers."
    for name in "${cases[@]}"; do
        for ((rep = 1; rep <= BENCH_REPS; rep++)); do
            # alternate which driver goes first, so neither always runs warm
            order=("${sides[@]}")
            if ((rep % 2 == 0)); then
                mapfile -t order < <(printf '%s\n' "${sides[@]}" | tac)
            fi
            for side in "${order[@]}"; do
                run_perf "$side" "$name" "$rep"
            done
        done
    done
    echo
    echo "== median of $BENCH_REPS runs (logs and raw.csv in ${OUT_DIR#"$REPO_ROOT"/})"
    report
}

main "$@"
