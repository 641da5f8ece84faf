# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
# shellcheck shell=bash
#
# devtools/intree.sh, the test steps of a version. Sourced by intree.sh.
# Gates are on counts, never on "Test OK":
#
#   sym      the version's dpdk-test cryptodev_openssl_autotest with
#            upstream's driver and with ours (-d): ours 0 failed, passed >=
#            upstream's
#   raw      the same suite through the raw data-path API (24.11 on; ours on
#            --vdev crypto_openssl,raw_dp=1): ours 0 failed, passed > 0 and
#            >= upstream's (which has no raw API: its cases skip)
#   asym     cryptodev_openssl_asym_autotest with both: as sym
#   perf     dpdk-test-crypto-perf --ptest verify over every vector of the
#            version's app/test-crypto-perf/data, encrypt and decrypt, with
#            ours (each run must verify) and upstream's (counts only)
#   layers   our kat, pmd, asym, diff and features layers on the project build
#   ossl35   our driver linking OpenSSL 3.5: the sym and asym autotests (gated
#            as above against upstream's runs, on the system OpenSSL), then our
#            kat, caps, diff, asym and features layers. SM4-XTS (24.11 on),
#            SM4-GCM, ML-KEM and ML-DSA (25.11 on) run here
#   apps     app/test-openssl-apps/run.sh with the version's examples and
#            crypto-perf: ipsec-secgw, l2fwd-crypto, fips_validation

LAYERS_SEL="kat pmd asym diff features"
OSSL35_LAYERS_SEL="kat caps diff asym features"
PERF_OPS=64
TOTALS_AWK='/ \+ Tests Passed : / { p = $NF } / \+ Tests Skipped : / { s = $NF }
    / \+ Tests Failed : / { f = $NF }
    END { if (p == "") print "- - -"; else print p, s, f }'

# autotest NAME SO LOG [VDEV]: run dpdk-test's NAME with driver SO; print the
# outer totals "passed skipped failed" (dashes when no summary was printed)
autotest() {
    local test=$1 so=$2 log=$3 vdev=${4:-crypto_openssl} prefix rc
    local -a eal
    prefix=$(file_prefix it)
    mapfile -t eal < <(PMD_SO=$so eal_args "$prefix" 0 1024)
    DPDK_TEST=$test LD_LIBRARY_PATH=$STAGE_LIB timeout -k 10 600 \
        "$STAGE/bin/dpdk-test" "${eal[@]}" --vdev "$vdev" \
        </dev/null >"$log" 2>&1
    rc=$?
    eal_runtime_cleanup "$prefix"
    echo "exit $rc" >>"$log"
    awk "$TOTALS_AWK" "$log"
}

# gate NAME LINE OURS_LOG OP OF RP [MIN]: ours probed, 0 failed, passed >=
# upstream's RP (and >= MIN)
gate() {
    local name=$1 line=$2 log=$3 op=$4 of=$5 rp=$6 min=${7:-0}
    if ! grep -q "$PROBE_MARK" "$log"; then
        check "$name" FAIL "our driver not probed; $line; see $log"
    elif [ "$op" = - ] || [ "$rp" = - ]; then
        check "$name" FAIL "no test summary; $line; see $LOGS/"
    elif [ "$of" -ne 0 ] || [ "$op" -lt "$rp" ] || [ "$op" -lt "$min" ]; then
        check "$name" FAIL "$line: gate is 0 failed and passed >= upstream (and > $((min - 1)))"
    else
        check "$name" OK "$line"
    fi
}

# passed_cases LOG: the names of the cases that LOG shows passed
passed_cases() {
    sed -n 's/.* + TestCase \[ *[0-9]*\] : \(.*\) succeeded$/\1/p' "$1" | sort -u
}

# only_upstream REF_LOG OURS_LOG NAME: note the cases upstream's driver passes
# and ours does not (information: the gate is on counts)
only_upstream() {
    local only n
    only=$(comm -23 <(passed_cases "$1") <(passed_cases "$2"))
    n=$(grep -c . <<<"$only")
    if [ "$n" -eq 0 ]; then
        note "$3-upstream-only" "none: every case upstream's driver passes, ours passes"
    else
        note "$3-upstream-only" "$n passed by upstream's driver, not ours: $(echo "$only" |
            head -n 8 | paste -sd ';' | sed 's/;/; /g')$([ "$n" -gt 8 ] && echo ' ...')"
    fi
}

# pair TEST NAME [OURS_VDEV]: TEST with upstream's driver and ours; sets LINE
# and the counts RP RS RF OP OS OF
pair() {
    local ref ours
    ref=$(autotest "$1" "$REF_SO" "$LOGS/$2-ref.log")
    ours=$(autotest "$1" "$OURS_SO" "$LOGS/$2-ours.log" "${3:-crypto_openssl}")
    read -r RP RS RF <<<"$ref"
    read -r OP OS OF <<<"$ours"
    LINE="ours $OP/$OS/$OF, upstream $RP/$RS/$RF (passed/skipped/failed)"
}

run_sym() {
    pair cryptodev_openssl_autotest sym
    SYM_LINE=$LINE
    echo "sym: $LINE"
    gate sym "$LINE" "$LOGS/sym-ours.log" "$OP" "$OF" "$RP"
    only_upstream "$LOGS/sym-ref.log" "$LOGS/sym-ours.log" sym
}

run_raw() {
    if ! grep -q "$RAW_TEST" "$SRC/app/test/test_cryptodev.c"; then
        echo "SKIP[dpdk-api] raw: this version's test_cryptodev.c has no raw data-path suite runner"
        return 0
    fi
    pair "$RAW_TEST" raw crypto_openssl,raw_dp=1
    # upstream's driver has no raw API: the test is skipped before any case
    if [ "$RP" = - ] && grep -q 'RAW API not supported' "$LOGS/raw-ref.log"; then
        RP=0 RS=all RF=0
        LINE="ours $OP/$OS/$OF, upstream $RP/$RS/$RF (passed/skipped/failed)"
    fi
    SYM_LINE+="; raw API (raw_dp=1) $LINE"
    echo "raw: $LINE"
    gate raw "$LINE" "$LOGS/raw-ours.log" "$OP" "$OF" "$RP" 1
    [ "$RP" != 0 ] && only_upstream "$LOGS/raw-ref.log" "$LOGS/raw-ours.log" raw
    return 0
}

run_asym() {
    pair cryptodev_openssl_asym_autotest asym
    ASYM_LINE=$LINE
    echo "asym: $LINE"
    only_upstream "$LOGS/asym-ref.log" "$LOGS/asym-ours.log" asym
    gate asym "$LINE" "$LOGS/asym-ours.log" "$OP" "$OF" "$RP"
}

# ossl35_gate NAME TEST REF_LOG: TEST with our OpenSSL 3.5 driver against
# upstream's run of the sym or asym step in REF_LOG (run now if none)
ossl35_gate() {
    local name=$1 test=$2 ref_log=$3 ref ours rp rs rf op os of line
    if [ -s "$ref_log" ]; then
        ref=$(awk "$TOTALS_AWK" "$ref_log")
    else
        ref=$(autotest "$test" "$REF_SO" "$ref_log")
    fi
    ours=$(autotest "$test" "$PROJ35_PMD" "$LOGS/$name-ours.log")
    read -r rp rs rf <<<"$ref"
    read -r op os of <<<"$ours"
    line="ours (OpenSSL 3.5) $op/$os/$of, upstream (system OpenSSL) $rp/$rs/$rf"
    line+=" (passed/skipped/failed)"
    OSSL35_LINE+="${OSSL35_LINE:+; }${name#ossl35-} $line"
    echo "$name: $line"
    gate "$name" "$line" "$LOGS/$name-ours.log" "$op" "$of" "$rp"
    grep -E '^ \+ .*Suite : [0-9]+/[0-9]+ passed' "$LOGS/$name-ours.log" |
        grep -E 'ML KEM|ML DSA' | sed 's/^ + /  /'
}

# our_layers NAME LAYERS [DRIVER_BUILD]: devtools/test.sh's LAYERS on the
# project build's programs with DRIVER_BUILD's driver; one counted check
our_layers() {
    local name=$1 sel=$2 drv=${3:-$PROJ} out=$LOGS/$1.log last
    LD_LIBRARY_PATH=$STAGE_LIB BUILD_DIR=$PROJ DRIVER_BUILD_DIR=$drv SKIP_SETUP=1 \
        DPDK_SRC=$SRC TEST_LAYERS="$sel" "$REPO_ROOT/devtools/test.sh" </dev/null 2>&1 |
        tee "$out"
    last=$(tail -n 1 "$out")
    if [[ $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]] && [ "${BASH_REMATCH[2]}" -eq 0 ] &&
        [ "${BASH_REMATCH[1]}" -gt 0 ]; then
        check "$name" OK "$sel: $last"
    else
        check "$name" FAIL "$sel: ${last:-no output} (see $out)"
    fi
    LAST_LINE=$last
}

run_layers() {
    our_layers layers "$LAYERS_SEL"
    LAYERS_LINE=$LAST_LINE
}

run_ossl35() {
    if [ -z "${PROJ35_PMD:-}" ]; then
        check ossl35 FAIL "no driver built against OpenSSL 3.5 (see ossl35-build)"
        OSSL35_LINE="no OpenSSL 3.5 build"
        return 0
    fi
    ossl35_gate ossl35-sym cryptodev_openssl_autotest "$LOGS/sym-ref.log"
    ossl35_gate ossl35-asym cryptodev_openssl_asym_autotest "$LOGS/asym-ref.log"
    our_layers ossl35-layers "$OSSL35_LAYERS_SEL" "$PROJ35"
    OSSL35_LINE+="; layers $LAST_LINE"
}

# perf_one SO NAME ARG...: one verify run; 0 when it verified every op, 2
# when the driver does not offer what the run asks for
perf_one() {
    local so=$1 name=$2 prefix log rc
    shift 2
    local -a eal
    prefix=$(file_prefix pv)
    log=$LOGS/perf/$(basename "$so" | cut -d. -f1)-${name//:/-}.log
    mapfile -t eal < <(PMD_SO=$so eal_args "$prefix" 0,1 512)
    LD_LIBRARY_PATH=$STAGE_LIB timeout -k 5 60 "$STAGE/bin/dpdk-test-crypto-perf" \
        "${eal[@]}" --vdev crypto_openssl -- --devtype crypto_openssl --ptest verify \
        --total-ops "$PERF_OPS" --burst-sz 32 --pool-sz 1024 "$@" </dev/null >"$log" 2>&1
    rc=$?
    eal_runtime_cleanup "$prefix"
    grep -q 'does not support capabilities requested' "$log" && return 2
    [ $rc -eq 0 ] || return 1
    # "lcore, buffer size, burst size, enqueued, dequeued, failed enq, failed deq,
    # failed ops": every op enqueued, dequeued and verified
    awk -v n="$PERF_OPS" '
        /^ *[0-9]+ +[0-9]+ +[0-9]+ +[0-9]+ +[0-9]+ +[0-9]+ +[0-9]+ +[0-9]+ *$/ {
            rows++; if ($4 != n || $5 != n || $6 != 0 || $7 != 0 || $8 != 0) bad++
        }
        END { exit !(rows > 0 && bad == 0) }' "$log"
}

run_perf() {
    local name args ok_o=0 bad_o=0 ok_r=0 bad_r=0 uns_r=0 failed_names=()
    rm -rf "$LOGS/perf" "$LOGS/perf-vectors"
    mkdir -p "$LOGS/perf" "$LOGS/perf-vectors"
    while read -r name args; do
        # shellcheck disable=SC2086 # args are words
        if perf_one "$OURS_SO" "$name" $args; then
            ok_o=$((ok_o + 1))
        else
            bad_o=$((bad_o + 1))
            failed_names+=("$name")
        fi
        # shellcheck disable=SC2086
        perf_one "$REF_SO" "$name" $args
        case $? in
        0) ok_r=$((ok_r + 1)) ;;
        2) uns_r=$((uns_r + 1)) ;;
        *) bad_r=$((bad_r + 1)) ;;
        esac
    done < <(/usr/bin/python3 "$REPO_ROOT/devtools/intree/perf-vectors.py" \
        "$SRC/app/test-crypto-perf/data" "$LOGS/perf-vectors")
    PERF_LINE="ours $ok_o verified, $bad_o failed; upstream $ok_r verified, $bad_r failed,"
    PERF_LINE+=" $uns_r not supported"
    if [ $((ok_o + bad_o)) -eq 0 ]; then
        check perf-verify FAIL "no vector found in $SRC/app/test-crypto-perf/data"
    elif [ $bad_o -ne 0 ]; then
        check perf-verify FAIL "$PERF_LINE (${failed_names[*]:0:4} ...; logs in $LOGS/perf)"
    else
        check perf-verify OK "$PERF_LINE"
    fi
}

run_apps() {
    local out=$LOGS/apps.log last
    # this version's examples and crypto-perf; crypto-perf's vectors ran above
    LD_LIBRARY_PATH=$STAGE_LIB BUILD_DIR=$PROJ PMD_SO=$PROJ_PMD DPDK_SRC=$SRC \
        timeout -k 30 900 "$REPO_ROOT/app/test-openssl-apps/run.sh" \
        --parts "ipsec l2fwd fips" \
        --ipsec-secgw "$BUILD/examples/dpdk-ipsec-secgw" \
        --l2fwd-crypto "$BUILD/examples/dpdk-l2fwd-crypto" \
        --fips-validation "$BUILD/examples/dpdk-fips_validation" \
        --examples-src "$SRC/examples" --pkg-config-path "$STAGE_LIB/pkgconfig" \
        --crypto-perf "$STAGE/bin/dpdk-test-crypto-perf" \
        --crypto-perf-data "$SRC/app/test-crypto-perf/data" </dev/null 2>&1 | tee "$out"
    last=$(tail -n 1 "$out")
    if [[ $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]] && [ "${BASH_REMATCH[2]}" -eq 0 ] &&
        [ "${BASH_REMATCH[1]}" -gt 0 ]; then
        check apps OK "$last"
    else
        check apps FAIL "${last:-no output} (see $out)"
    fi
    APPS_LINE=$last
}
