#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer "apps": the applications DPDK ships, run with our driver, each
# checked from outside by something that is not DPDK.
#
#   ipsec   ipsec-secgw (example) in legacy, library (-l) and CPU-crypto
#           modes over two net_tap ports; the peer is scapy's ESP plus
#           AES-XCBC-MAC-96 and AES-GMAC written here (ipsec_secgw.py)
#   l2fwd   l2fwd-crypto (example) over a net_tap port; frames checked against
#           python3-cryptography (l2fwd_crypto.py)
#   fips    fips_validation (example) on request files made now from the NIST
#           CAVP files of python3-cryptography-vectors (fips.py)
#   perf    dpdk-test-crypto-perf --ptest verify on DPDK's own vector files
#           (crypto_perf.py)
#
# One PASS/FAIL line per check; the time each part took; last line
# "N passed, N failed"; exit status nonzero on any failure. The traffic stays
# in a network namespace made here (its tap devices go with it), removed at
# the end, also on failure. One DPDK process at a time.
#
#   app/test-openssl-apps/run.sh [OPTION...]
#
#   --parts LIST          parts to run (default: "ipsec l2fwd fips perf")
#   --ipsec-modes LIST    ipsec-secgw modes (default: "legacy lib cpu")
#   --examples-src DIR    examples source directory (default: Debian's
#                         dpdk-doc, /usr/share/dpdk/examples); the ipsec part
#                         reads sa.c there
#   --pkg-config-path P   PKG_CONFIG_PATH of the DPDK to build the examples
#                         against (default: the installed one)
#   --ipsec-secgw BIN, --l2fwd-crypto BIN, --fips-validation BIN
#                         prebuilt example binaries: use these, build nothing
#   --crypto-perf BIN     dpdk-test-crypto-perf (default: the installed one)
#   --crypto-perf-data DIR  its vector files (default: <cache root>/sdk/
#                         dpdk-<version>/test-crypto-perf-data, kept there by
#                         devtools/setup.sh)
#   --eal-args ARGS       more EAL arguments for every application
#   --fips-lacks LIST     fips part: labels of fips.py's vector sets the
#                         device does not advertise (e.g. "TDES-CBC" on a
#                         FIPS device): not run, a SKIP[provider-lacks] each
#   --wrap CMD            a command every application runs under (e.g.
#                         "gdb -batch -ex run -ex bt --args")
#
# The intree layer gives these for another DPDK. Knobs (environment):
# doc/developer/guide.rst, "Test knobs": PMD_SO (driver given to EAL with -d;
# unset: the build's, staged; empty: the crypto_openssl built into the
# binaries, whose probe line is then not asked for), BUILD_DIR (work files
# and logs go to $BUILD_DIR/apps/), TEST_SEED, TEST_LONG (crypto-perf's
# decrypt direction for every section).

set -u

here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=devtools/lib.sh
. "$here/../../devtools/lib.sh"

PARTS="ipsec l2fwd fips perf"
MODES="legacy lib cpu"
EXAMPLES=/usr/share/dpdk/examples
PERF_BIN=$(command -v dpdk-test-crypto-perf || echo /usr/bin/dpdk-test-crypto-perf)
PERF_DATA=
pkg_config_path=
fips_lacks=
declare -A given_bin=()
while [ $# -gt 0 ]; do
    [ $# -ge 2 ] || { echo "run.sh: $1 needs a value" >&2; exit 2; }
    case $1 in
        --parts) PARTS=$2 ;;
        --ipsec-modes) MODES=$2 ;;
        --examples-src) EXAMPLES=$2 ;;
        --pkg-config-path) pkg_config_path=$2 ;;
        --ipsec-secgw) given_bin[ipsec-secgw]=$2 ;;
        --l2fwd-crypto) given_bin[l2fwd-crypto]=$2 ;;
        --fips-validation) given_bin[fips_validation]=$2 ;;
        --crypto-perf) PERF_BIN=$2 ;;
        --crypto-perf-data) PERF_DATA=$2 ;;
        # the parts' Python reads these (appslib.py)
        --eal-args) export APPS_EAL_ARGS=$2 ;;
        --wrap) export APPS_WRAP=$2 ;;
        --fips-lacks) fips_lacks=$2 ;;
        *) echo "run.sh: unknown option $1 (see its header)" >&2; exit 2 ;;
    esac
    shift 2
done
WORK=$BUILD_DIR/apps
PY=/usr/bin/python3
NS=co3apps$$
passed=0
failed=0
times=()

[ -n "$pkg_config_path" ] && export PKG_CONFIG_PATH=$pkg_config_path
DPDK_VERSION=$(pkg-config --modversion libdpdk 2>/dev/null)
[ -n "$PERF_DATA" ] || PERF_DATA=$CACHE_DIR/sdk/dpdk-$DPDK_VERSION/test-crypto-perf-data
if [ -z "${PMD_SO+set}" ] && ! PMD_SO=$(stage_pmd); then
    echo "FAIL no driver to load: $(pmd_built_path) not built"
    echo "0 passed, 1 failed"
    exit 1
fi
export PMD_SO
# another crypto_openssl (the one built into the binaries) logs no probe line of ours
[ -n "$PMD_SO" ] || export APPS_PROBE_MARK=

cleanup() {
    ip netns delete "$NS" 2>/dev/null
}
trap cleanup EXIT
trap 'exit 143' TERM
trap 'exit 130' INT

# count NAME LOG: add a part's closing line to the totals
count() {
    local last
    last=$(tail -n 1 "$2")
    if [[ $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
        passed=$((passed + BASH_REMATCH[1]))
        failed=$((failed + BASH_REMATCH[2]))
    else
        echo "FAIL $1: no closing line (see $2)"
        failed=$((failed + 1))
    fi
}

# part NAME NETNS(yes|no) COMMAND...: run one part, timed
part() {
    local name=$1 netns=$2 t0 log
    shift 2
    log=$WORK/$name.out
    rm -rf "${WORK:?}/$name"
    mkdir -p "$WORK/$name"
    echo "== apps: $name"
    t0=$(date +%s)
    if [ "$netns" = yes ]; then
        APPS_WORK=$WORK/$name ip netns exec "$NS" "$@" </dev/null 2>&1 | tee "$log"
    else
        APPS_WORK=$WORK/$name "$@" </dev/null 2>&1 | tee "$log"
    fi
    count "$name" "$log"
    times+=("$(printf '%-6s %4d s' "$name" $(($(date +%s) - t0)))")
}

fail_part() {
    echo "FAIL $1: $2"
    failed=$((failed + 1))
}

# example NAME: the binary of an example, prebuilt (given) or built here
example() {
    if [ -n "${given_bin[$1]:-}" ]; then
        printf '%s\n' "${given_bin[$1]}"
    elif [ -n "${bin_dir:-}" ]; then
        printf '%s\n' "$bin_dir/$1"
    fi
}

setup_netns() {
    ip netns add "$NS" || return 1
    ip netns exec "$NS" sysctl -qw net.ipv6.conf.all.disable_ipv6=1 \
        net.ipv6.conf.default.disable_ipv6=1 >/dev/null || return 1
    ip netns exec "$NS" ip link set lo up
}

main() {
    local t0 need_build=() p bin
    mkdir -p "$WORK"
    echo "driver under test: ${PMD_SO:-the crypto_openssl built into the applications}"
    if ! "$PY" -c 'import scapy.layers.ipsec, cryptography' 2>/dev/null; then
        fail_part setup "$PY cannot import scapy and cryptography (python3-scapy)"
        PARTS=""
    fi
    for p in $PARTS; do
        case $p in
            ipsec) [ -z "${given_bin[ipsec-secgw]:-}" ] && need_build+=(ipsec-secgw) ;;
            l2fwd) [ -z "${given_bin[l2fwd-crypto]:-}" ] && need_build+=(l2fwd-crypto) ;;
            fips) [ -z "${given_bin[fips_validation]:-}" ] && need_build+=(fips_validation) ;;
            perf) ;;
            *) fail_part "$p" "unknown part (parts: ipsec l2fwd fips perf)" ;;
        esac
    done
    if [ ${#need_build[@]} -gt 0 ]; then
        t0=$(date +%s)
        if ! bin_dir=$("$REPO_ROOT/devtools/build-examples.sh" --src "$EXAMPLES" \
                "${need_build[@]}"); then
            fail_part build "devtools/build-examples.sh ${need_build[*]}"
            bin_dir=""
        fi
        times+=("$(printf '%-6s %4d s' build $(($(date +%s) - t0)))")
    fi
    if [[ " $PARTS " == *" ipsec "* || " $PARTS " == *" l2fwd "* ]] && ! setup_netns; then
        fail_part netns "cannot make network namespace $NS (root needed)"
        PARTS=${PARTS//ipsec/}
        PARTS=${PARTS//l2fwd/}
    fi
    for p in $PARTS; do
        case $p in
            ipsec)
                bin=$(example ipsec-secgw)
                [ -x "$bin" ] || { fail_part ipsec "no ipsec-secgw binary"; continue; }
                # shellcheck disable=SC2086 # the modes are words
                part ipsec yes "$PY" -B "$here/ipsec_secgw.py" "$bin" "$EXAMPLES" $MODES ;;
            l2fwd)
                bin=$(example l2fwd-crypto)
                [ -x "$bin" ] || { fail_part l2fwd "no l2fwd-crypto binary"; continue; }
                part l2fwd yes "$PY" -B "$here/l2fwd_crypto.py" "$bin" ;;
            fips)
                bin=$(example fips_validation)
                [ -x "$bin" ] || { fail_part fips "no fips_validation binary"; continue; }
                # shellcheck disable=SC2086 # the labels are words
                part fips no "$PY" -B "$here/fips.py" "$bin" $fips_lacks ;;
            perf)
                [ -x "$PERF_BIN" ] || { fail_part perf "no $PERF_BIN"; continue; }
                [ -d "$PERF_DATA" ] ||
                    { fail_part perf "no $PERF_DATA (devtools/setup.sh keeps it)"; continue; }
                part perf no "$PY" -B "$here/crypto_perf.py" "$PERF_BIN" "$PERF_DATA" ;;
        esac
    done
    echo
    echo "== apps: time per part (logs in ${WORK#"$REPO_ROOT"/})"
    printf '  %s\n' "${times[@]}"
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
}

main
