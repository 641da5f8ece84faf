#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Upstream conformance layer: run Debian's dpdk-test suite
# cryptodev_openssl_autotest and cryptodev_openssl_asym_autotest
# against our driver, loaded with -d "$PMD_SO". With PMD_SO empty the suite
# runs against the distribution's own crypto_openssl (a baseline).
#
# dpdk-test prints "Test OK" even when every case is skipped, so the exit code
# means little: this script parses the suite summary and gates on counts
# (and on dpdk-test's exit status).
#
# Usage: devtools/upstream-autotest.sh [--no-asym] [--list-skips] [--from-log FILE]
#                                      [--gates NAME]
#
#   --no-asym         run the symmetric suite only (--asym, the default, runs
#                     and gates cryptodev_openssl_asym_autotest too)
#   --list-skips      print the skipped cases ("suite<TAB>case") and exit;
#                     suites skipped whole at setup print one line with a count
#   --from-log FILE   parse a saved sym log instead of running dpdk-test
#   --gates NAME      the gates of another device of our driver (GATES
#                     below): fips, the fips layer's FIPS device, whose
#                     suites skip what it does not advertise
#
# Knobs: doc/developer/guide.rst, "Test knobs": PMD_SO (our driver, the build's when not
# set; set and empty: Debian's),
# BUILD_DIR (the log goes to $BUILD_DIR/upstream-autotest.log),
# DPDK_TEST_BIN (default dpdk-test; run through TEST_WRAPPER if set),
# PMD_DEVARGS (devargs of the crypto_openssl vdev, e.g. a provider),
# TEST_TIMEOUT_MULTIPLIER (a suite may take 280 s times it). With PMD_SO set,
# the cases skipped here but not with Debian's driver
# (devtools/upstream-autotest-skips.debian.txt) are listed.
#
# Last line: "N passed, N failed" (upstream cases; failed + 1 if a gate failed).

set -u

user_build_dir=${BUILD_DIR:-}
# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

# The gates: the fewest cases of each suite that must pass, with this driver
# (its count today) and with Debian's own (PMD_SO set and empty: the
# baseline). Debian's 22.11 asym suite has 10 cases, none for ECDSA or ECPM.
# fips: the fips layer's FIPS device (devtools/test-fips.sh), whose suites
# skip what it does not advertise; its asym RSA cases use keys FIPS refuses.
declare -A GATES=(
    [ours-sym]=425
    [ours-asym]=10
    [debian-sym]=238
    [debian-asym]=10
    [fips-sym]=284
    [fips-asym]=1
)
# fips: the asym cases of DPDK 22.11's suite that make sessions the FIPS
# device refuses at create with -ENOTSUP (1024-bit RSA and DSA keys, DH,
# MODEX): the suite checks no capability and counts the refusal as a
# failure. They may fail there, only with the driver's -ENOTSUP refusal
# in the log; any other failure fails the gate.
declare -A REFUSED_OK=(
    [fips-asym]="test_dsa test_dh_key_generation test_rsa_enc_dec test_rsa_sign_verify test_rsa_enc_dec_crt test_rsa_sign_verify_crt test_one_by_one"
)
REFUSED_MARK='asymmetric session not configured: Operation not supported'
refused_ok_asym=''
DPDK_TEST_BIN=${DPDK_TEST_BIN:-dpdk-test}
MEM_MB=1024
TIMEOUT_S=$(awk -v m="${TEST_TIMEOUT_MULTIPLIER:-1}" 'BEGIN { printf "%d", 280 * m }')
SKIP_BASELINE=$REPO_ROOT/devtools/upstream-autotest-skips.debian.txt
# not set (meson test): the build's driver; set and empty: Debian's
if [ -z "${PMD_SO+set}" ]; then
    PMD_SO=$(stage_pmd) || exit 1
fi
driver=${PMD_SO:+ours}
MIN_PASSED=${GATES[${driver:-debian}-sym]}
MIN_PASSED_ASYM=${GATES[${driver:-debian}-asym]}

do_asym=1
list_skips=0
from_log=''

usage()
{
    sed -n '/^# Usage:/,/^# Last line/p' "$0" | sed 's/^# \{0,1\}//'
}

while [ $# -gt 0 ]; do
    case "$1" in
    --asym) do_asym=1 ;;
    --no-asym) do_asym=0 ;;
    --list-skips) list_skips=1 ;;
    --from-log) from_log=${2:-}; shift ;;
    --gates)
        if [ -z "${GATES[${2:-}-sym]:-}" ]; then
            echo "no gates named '${2:-}'" >&2
            exit 2
        fi
        MIN_PASSED=${GATES[$2-sym]}
        MIN_PASSED_ASYM=${GATES[$2-asym]}
        refused_ok_asym=${REFUSED_OK[$2-asym]:-}
        shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "unknown argument: $1" >&2; usage >&2; exit 2 ;;
    esac
    shift
done

# Print the last line and leave. $1 passed, $2 failed, $3 exit code.
finish()
{
    echo "$1 passed, $2 failed"
    exit "$3"
}

workdir=$(mktemp -d "${TMPDIR:-/tmp}/upstream-autotest.XXXXXX")
trap 'rm -rf "$workdir"' EXIT

# the log goes to the build dir if one was given or exists
if [ -n "$user_build_dir" ] || [ -d "$BUILD_DIR" ]; then
    mkdir -p "$BUILD_DIR"
    full_log=$BUILD_DIR/upstream-autotest.log
else
    full_log=$(mktemp "${TMPDIR:-/tmp}/upstream-autotest.XXXXXX.log")
fi
: > "$full_log"

# EAL refuses a -d file below a world-writable directory (it checks the file's
# directory and every parent): say so before dpdk-test fails obscurely.
check_so_path()
{
    local bad

    if [ ! -f "$1" ]; then
        echo "error: PMD_SO $1 does not exist (build the driver first)" >&2
        return 1
    fi
    if bad=$(unsafe_ancestor "$1"); then
        echo "error: $bad is world-writable; EAL refuses to load -d files below it" >&2
        return 1
    fi
    return 0
}

# Run one dpdk-test suite; $1 test name, $2 output log.
run_suite()
{
    local test=$1 log=$2 prefix rc
    local -a eal

    prefix=$(file_prefix ut)
    mapfile -t eal < <(eal_args "$prefix" 0 "$MEM_MB")
    eal+=(--vdev "crypto_openssl${PMD_DEVARGS:+,$PMD_DEVARGS}"
        --log-level='pmd.crypto.openssl*:info')
    echo "### $test: DPDK_TEST=$test $DPDK_TEST_BIN ${eal[*]}" >> "$full_log"
    DPDK_TEST=$test timeout --kill-after=10 "$TIMEOUT_S" \
        "${TEST_WRAP[@]}" "$DPDK_TEST_BIN" "${eal[@]}" < /dev/null > "$log" 2>&1
    rc=$?
    eal_runtime_cleanup "$prefix"
    cat "$log" >> "$full_log"
    echo "### $test: exit code $rc" >> "$full_log"
    return $rc
}

# Parse a dpdk-test unit-test log. Prints "key value" count lines and
# "SKIP|FAIL|UNSUP<TAB>suite<TAB>case" lines; suites whose cases were counted
# but not listed (suite setup skipped or failed) give
# "SUITE-SKIP|SUITE-FAIL|SUITE-UNSUP<TAB>suite<TAB>count".
parse_log()
{
    awk '
    function last_word(s) { sub(/.* /, "", s); return s }
    / \+ Test Suite Summary : / {
        if (sp > 0) sp--
        outer = (sp == 0)    # totals that follow are for the whole run
        next
    }
    / \+ Test Suite : / {
        s = $0; sub(/.* \+ Test Suite : /, "", s)
        stack[++sp] = s
        next
    }
    / \+ TestCase \[ *[0-9]+\] : / {
        s = $0; sub(/.* \+ TestCase \[ *[0-9]+\] : /, "", s)
        st = last_word(s); name = s; sub(/ [^ ]*$/, "", name)
        suite = sp > 0 ? stack[sp] : "?"
        if (st == "succeeded") { listed_pass++ }
        else if (st == "skipped") { print "SKIP\t" suite "\t" name; nskip[suite]++ }
        else if (st == "unsupported") { print "UNSUP\t" suite "\t" name; nunsup[suite]++ }
        else { print "FAIL\t" suite "\t" name; nfail[suite]++; listed_fail++ }
        next
    }
    /^ \+ .* : [0-9]+\/[0-9]+ passed, [0-9]+\/[0-9]+ skipped, / {
        s = $0; sub(/^ \+ /, "", s)
        name = s; sub(/ : [0-9]+\/[0-9]+ passed, .*/, "", name)
        n = split(s, f, /[ \/,]+/)
        # ... : p / t passed s / t skipped f / t failed u / t unsupported
        for (i = 1; i <= n; i++) {
            if (f[i] == "skipped") sk = f[i - 2]
            if (f[i] == "failed") fl = f[i - 2]
            if (f[i] == "unsupported") un = f[i - 2]
        }
        sum_skip[name] = sk; sum_fail[name] = fl; sum_unsup[name] = un
        order[++nsum] = name
        next
    }
    !outer { next }
    / \+ Tests Total : /       { total = last_word($0); have_summary = 1 }
    / \+ Tests Skipped : /     { skipped = last_word($0) }
    / \+ Tests Unsupported: /  { unsupported = last_word($0) }
    / \+ Tests Passed : /      { passed = last_word($0) }
    / \+ Tests Failed : /      { failed = last_word($0) }
    END {
        for (i = 1; i <= nsum; i++) {
            s = order[i]
            if (sum_skip[s] > nskip[s])
                print "SUITE-SKIP\t" s "\t" sum_skip[s] - nskip[s]
            if (sum_fail[s] > nfail[s])
                print "SUITE-FAIL\t" s "\t" sum_fail[s] - nfail[s]
            if (sum_unsup[s] > nunsup[s])
                print "SUITE-UNSUP\t" s "\t" sum_unsup[s] - nunsup[s]
        }
        if (!have_summary) {
            # crashed or hung: count what was listed
            passed = listed_pass + 0; failed = listed_fail + 0
            total = skipped = unsupported = "?"
        }
        print "summary " have_summary + 0
        print "total " total
        print "passed " passed
        print "skipped " skipped
        print "unsupported " unsupported
        print "failed " failed
    }' "$1"
}

# Report one suite and apply its gate; $1 label, $2 log, $3 min passed,
# $4 dpdk-test exit code. Adds to sum_passed/sum_failed; sets gate_failed.
sum_passed=0
sum_failed=0
gate_failed=0

report_suite()
{
    local label=$1 log=$2 min=$3 rc=$4
    local parsed=$workdir/$label.parsed
    local summary total passed skipped unsupported failed refused=0 ok_list=''

    parse_log "$log" > "$parsed"
    summary=$(awk '$1 == "summary" { print $2 }' "$parsed")
    total=$(awk '$1 == "total" { print $2 }' "$parsed")
    passed=$(awk '$1 == "passed" { print $2 }' "$parsed")
    skipped=$(awk '$1 == "skipped" { print $2 }' "$parsed")
    unsupported=$(awk '$1 == "unsupported" { print $2 }' "$parsed")
    failed=$(awk '$1 == "failed" { print $2 }' "$parsed")

    echo "$label: total $total, passed $passed, skipped $skipped," \
        "unsupported $unsupported, failed $failed (dpdk-test exit $rc)"
    [ "$label" = asym ] && grep -qF "$REFUSED_MARK" "$log" && ok_list=" $refused_ok_asym "
    while IFS=$'\t' read -r kind suite name; do
        if [ "$kind" = FAIL ] && [[ "$ok_list" == *" $name "* ]]; then
            echo "  REFUSED: $suite: $name (a session refused at create, -ENOTSUP)"
            refused=$((refused + 1))
        else
            echo "  FAILED: $suite: $name"
        fi
    done < <(grep -P '^(FAIL|SUITE-FAIL)\t' "$parsed")
    failed=$((failed - refused))
    # dpdk-test exits non-zero on any failed case: on the refused ones only, no gate
    [ "$refused" -gt 0 ] && [ "$failed" -eq 0 ] && [ "$rc" -ne 0 ] && rc=0
    sum_passed=$((sum_passed + passed))
    sum_failed=$((sum_failed + failed))

    if [ "$summary" != 1 ]; then
        echo "GATE FAILED ($label): no test summary (crash or timeout?); see $full_log"
        gate_failed=1
    fi
    if [ "$passed" -lt "$min" ]; then
        echo "GATE FAILED ($label): $passed passed < $min required"
        gate_failed=1
    fi
    if [ "$failed" -ne 0 ]; then
        echo "GATE FAILED ($label): $failed failed"
        gate_failed=1
    fi
    if [ "$rc" -ne 0 ]; then
        echo "GATE FAILED ($label): dpdk-test exited $rc"
        gate_failed=1
    fi
}

print_skips()
{
    parse_log "$1" | awk -F '\t' '
        $1 == "SKIP" || $1 == "UNSUP" { print $2 "\t" $3 (($1 == "UNSUP") ? " (unsupported)" : "") }
        $1 == "SUITE-SKIP" { print $2 "\t<whole suite skipped at setup: " $3 " cases>" }
        $1 == "SUITE-UNSUP" { print $2 "\t<whole suite unsupported at setup: " $3 " cases>" }'
}

# List the sym cases skipped in log $1 that Debian's driver does not skip.
compare_skips()
{
    local extra

    [ -r "$SKIP_BASELINE" ] || return 0
    extra=$(print_skips "$1" | grep -Fxv -f <(grep -v '^#' "$SKIP_BASELINE"))
    if [ -z "$extra" ]; then
        echo "skips: none beyond those of Debian's driver"
        return 0
    fi
    echo "skips: $(echo "$extra" | wc -l) not skipped by Debian's driver (information, no gate):"
    echo "$extra" | sed 's/^/  SKIPPED: /; s/\t/: /'
}

# --- saved log ---------------------------------------------------------------
if [ -n "$from_log" ]; then
    if [ ! -r "$from_log" ]; then
        echo "error: cannot read $from_log" >&2
        exit 2
    fi
    if [ $list_skips = 1 ]; then
        print_skips "$from_log"
        exit 0
    fi
    cp "$from_log" "$full_log"
    report_suite sym "$from_log" "$MIN_PASSED" 0
    compare_skips "$from_log"
    [ $gate_failed = 1 ] && finish "$sum_passed" $((sum_failed + 1)) 1
    finish "$sum_passed" "$sum_failed" 0
fi

# --- live run ----------------------------------------------------------------
if ! command -v "$DPDK_TEST_BIN" > /dev/null; then
    echo "error: $DPDK_TEST_BIN not found (Debian package dpdk-dev)" >&2
    finish 0 1 1
fi
if [ -n "$PMD_SO" ]; then
    PMD_SO=$(realpath -m "$PMD_SO")
    check_so_path "$PMD_SO" || finish 0 1 1
    echo "driver: $PMD_SO (loaded with -d)" >&2
else
    echo "driver: the distribution's crypto_openssl (PMD_SO is empty)" >&2
fi

sym_log=$workdir/sym.log
run_suite cryptodev_openssl_autotest "$sym_log"
sym_rc=$?

if [ $list_skips = 1 ]; then
    print_skips "$sym_log"
    if [ $do_asym = 1 ]; then
        run_suite cryptodev_openssl_asym_autotest "$workdir/asym.log"
        print_skips "$workdir/asym.log"
    fi
    exit 0
fi

echo "log: $full_log"
report_suite sym "$sym_log" "$MIN_PASSED" $sym_rc
[ -n "$PMD_SO" ] && compare_skips "$sym_log"

if [ $do_asym = 1 ]; then
    asym_log=$workdir/asym.log
    run_suite cryptodev_openssl_asym_autotest "$asym_log"
    asym_rc=$?
    report_suite asym "$asym_log" "$MIN_PASSED_ASYM" $asym_rc
fi

if [ -n "$PMD_SO" ]; then
    if grep -q "$PROBE_MARK" "$full_log"; then
        echo "probe: our driver was probed ('$PROBE_MARK' logged)"
    else
        echo "GATE FAILED: '$PROBE_MARK' not in the log: our driver was not the one probed"
        gate_failed=1
    fi
fi

[ $gate_failed = 1 ] && finish "$sum_passed" $((sum_failed + 1)) 1
finish "$sum_passed" "$sum_failed" 0
