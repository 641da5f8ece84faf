#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Build drivers/crypto/openssl inside a DPDK source tree, in place of
# upstream's driver, and run that version's own tests and ours on it.
#
#   devtools/intree.sh [--build-only] <DPDK source dir or tarball>...
#   devtools/intree.sh [--build-only]      every dpdk-*.tar.* in DPDK_TARBALLS
#   devtools/intree.sh [--build-only] debian
#                          Debian's source of the installed DPDK (22.11 on
#                          Debian 12), downloaded by devtools/setup.sh
#
# With several sources (or none given) each is run in turn, then a table of
# the versions and the summed "N passed, N failed". With none given and no
# tarball found it says so and exits 77 ("0 passed, 0 failed": devtools/test.sh
# reports the layer as skipped), or fails when CI is set: CI must have them.
#
# The tree is never touched: a tarball is unpacked, a directory copied (build
# dirs and .git left out), into a cache entry keyed by the tarball's hash (or
# the directory's path). Our driver replaces drivers/crypto/openssl there;
# upstream's moves to drivers/crypto/openssl_ref, registered as one more crypto
# driver (vdev name unchanged, never loaded together with ours), so one build
# gives both. Steps, each timed:
#
#   build    gcc, -Ddeveloper_mode=enabled -Dwerror=true: drivers bus/vdev,
#            crypto/openssl, crypto/openssl_ref, crypto/null, mempool/ring and
#            the net drivers present, apps test and test-crypto-perf, the
#            examples ipsec-secgw, l2fwd-crypto and fips_validation; then
#            meson install into a staging prefix (driver SDK headers too)
#   clang    clang, developer mode, -Dwerror=true, -Denable_iova_as_pa=false
#            and -Denable_stdatomic=true where the version has it: our driver
#            library alone (skipped with a FAIL when clang is missing)
#   exports  nm -D of our driver (gcc and clang builds) shows every function
#            rte_pmd_openssl.h declares
#   project  this project built against the staged DPDK (PKG_CONFIG_PATH,
#            -Dsdk_headers=), -Dwerror=true: our test programs and the driver
#            built out of tree, which the layers load with -d
#   sym      that version's dpdk-test cryptodev_openssl_autotest with
#            upstream's driver and with ours (-d); gate: ours 0 failed and at
#            least as many passed as upstream
#   raw      the same suite through the raw data-path API: no version
#            registers it for crypto_openssl, so where test_cryptodev.c has
#            run_cryptodev_raw_testsuite() (24.11 on) the cache's copy gets
#            cryptodev_openssl_raw_api_autotest calling it (as the qat/cn10k
#            ones do); ours runs on --vdev crypto_openssl,raw_dp=1, upstream's
#            on its default device; gate: ours 0 failed, passed > 0 and at
#            least upstream's (which has no raw API: its cases skip)
#   asym     cryptodev_openssl_asym_autotest with both; gate (INTREE_ASYM_GATE,
#            default 1): ours 0 failed and at least as many passed as
#            upstream; INTREE_ASYM_GATE=0 reports the counts only
#   perf     dpdk-test-crypto-perf --ptest verify over every vector of that
#            version's app/test-crypto-perf/data, encrypt and decrypt, with
#            ours (gated: each run passes) and upstream's (counts only)
#   layers   our kat, pmd, asym, diff and features layers (devtools/test.sh) on the
#            project build
#   ossl35   with OpenSSL 3.5 (devtools/setup-openssl35.sh's cached build, or
#            INTREE_OPENSSL35): a second project build against the staged
#            DPDK, -Dopenssl_static=<its prefix>, -Dwerror=true; that
#            version's cryptodev_openssl_autotest and
#            cryptodev_openssl_asym_autotest with ours from that build (-d)
#            against upstream's (which links the system OpenSSL: 3.0 on
#            Debian 12; the upstream runs of sym and asym above are reused),
#            each gated ours 0 failed and passed >= upstream; then our kat,
#            caps, diff, asym and features layers on that build
#            (INTREE_OSSL35_LAYERS). This is where SM4-XTS (24.11 on),
#            SM4-GCM, ML-KEM and ML-DSA (25.11 on) run. No
#            cached OpenSSL 3.5 build: noted, not counted (the script never
#            builds OpenSSL itself)
#   apps     app/test-openssl-apps/run.sh when present (parts ipsec, l2fwd
#            and fips, or INTREE_APPS_PARTS), given this version's example
#            binaries (APPS_IPSEC_SECGW, APPS_L2FWD_CRYPTO,
#            APPS_FIPS_VALIDATION), APPS_EXAMPLES_SRC, CRYPTO_PERF,
#            CRYPTO_PERF_DATA, PMD_SO, BUILD_DIR; "not present" is said and
#            not counted
#
# The staged DPDK loads its drivers from its own plugin directory; neither
# openssl driver is left there, so the one under test is the one given with
# -d. A re-run rebuilds only what changed (ninja), so a driver change costs a
# driver rebuild and relink. Gates are on counts, never on "Test OK".
#
# Environment:
#   INTREE_CACHE      cache root (default $CACHE_DIR/intree)
#   INTREE_JOBS       ninja -j (default 2)
#   INTREE_ASYM_GATE  1 (default): gate the asym autotest like the sym one; 0:
#                     counts only
#   INTREE_LAYERS     our layers to run (default "kat pmd asym diff features")
#   INTREE_STEPS      test steps to run, among sym raw asym perf layers ossl35
#                     apps (default all; a step left out is noted, not counted)
#   INTREE_OPENSSL35  prefix of a static OpenSSL 3.5 build for the ossl35 step
#                     (default: devtools/setup-openssl35.sh --cached, if built)
#   INTREE_OSSL35_LAYERS  our layers run on the ossl35 build (default
#                     "kat caps diff asym features": SM4-XTS, SM4-GCM,
#                     EdDSA instances, ML-KEM and ML-DSA need OpenSSL 3.5)
#   INTREE_PERF_OPS   ops per crypto-perf verify run (default 64)
#   CC_CLANG          clang binary (default clang)
#   DPDK_TARBALLS     where to look for tarballs when none is given (default
#                     ../shared/dpdk beside the repository)
#
# Last line: "N passed, N failed"; exit 1 on any failure, 2 on bad usage.

set -uo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

INTREE_CACHE=${INTREE_CACHE:-$CACHE_DIR/intree}
JOBS=${INTREE_JOBS:-2}
ASYM_GATE=${INTREE_ASYM_GATE:-1}
LAYERS_SEL=${INTREE_LAYERS:-kat pmd asym diff features}
STEPS=${INTREE_STEPS:-sym raw asym perf layers ossl35 apps}
OSSL35_LAYERS_SEL=${INTREE_OSSL35_LAYERS:-kat caps diff asym features}
PERF_OPS=${INTREE_PERF_OPS:-64}
CC_CLANG=${CC_CLANG:-clang}
# bump when the configuration below changes: rebuilds every cache entry
RECIPE=1
DRV=drivers/crypto/openssl
# DPDK's build runs the python3 on PATH and needs pyelftools: the system one
# (a pyenv or venv first on PATH may lack it)
PATH=/usr/bin:$PATH

passed=0
failed=0
summary=()
build_only=0

usage() {
    sed -n '/^#   devtools\/intree.sh/p' "$0" | sed 's/^# *//'
    exit 2
}

# check NAME OK|FAIL DETAIL: one counted result
check() {
    if [ "$2" = OK ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
    fi
    summary+=("$(printf '  %-4s %-18s %s' "$2" "$1" "$3")")
    echo "$2 $1: $3"
}

# note NAME DETAIL: a reported, uncounted result
note() {
    summary+=("$(printf '  %-4s %-18s %s' '--' "$1" "$2")")
    echo "-- $1: $2"
}

finish() {
    echo
    echo "== intree summary: $LABEL"
    printf '%s\n' "${summary[@]}"
    if [ -n "${INTREE_ROW_FILE:-}" ]; then
        printf '%s|%s|%s|%s|%s|%s|%s|%s|%s|%s\n' "$LABEL" "${BUILD_TIMES:--}" \
            "${EXPORTS_LINE:--}" "${SYM_LINE:--}" "${ASYM_LINE:--}" "${PERF_LINE:--}" \
            "${LAYERS_LINE:--}" "${APPS_LINE:--}" "${OSSL35_LINE:--}" \
            "$passed passed, $failed failed" \
            >>"$INTREE_ROW_FILE"
    fi
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
    exit $?
}

# timed NAME CMD...: run CMD, print how long it took
timed() {
    local name=$1 t0 rc
    shift
    t0=$(date +%s)
    echo "== $name"
    "$@"
    rc=$?
    echo "== $name: $(($(date +%s) - t0)) s (exit $rc)"
    TIMES+=("$name $(($(date +%s) - t0))s")
    SECS[$name]=$(($(date +%s) - t0))
    return $rc
}
TIMES=()
declare -A SECS

# --- source tree ---------------------------------------------------------

# tree_hash: sha256 of every file under DIR, names included
tree_hash() {
    (cd "$1" && find . -type f ! -name '*.orig' -print0 | LC_ALL=C sort -z |
        xargs -0 sha256sum) | sha256sum | cut -c1-16
}

# sync_dir SRC DST: make DST's files equal SRC's; untouched files keep their
# mtime, so ninja rebuilds only what changed
sync_dir() {
    local src=$1 dst=$2 f
    mkdir -p "$dst"
    for f in "$dst"/*; do
        [ -e "$f" ] || continue
        [ -e "$src/$(basename "$f")" ] || rm -rf "$f"
    done
    for f in "$src"/*; do
        [ -f "$f" ] || continue
        cmp -s "$f" "$dst/$(basename "$f")" || cp "$f" "$dst/"
    done
}

# unpack: fill $SRC with the DPDK tree, upstream's driver as openssl_ref
unpack() {
    local tmp top
    if [ -d "$INPUT" ]; then
        mkdir -p "$SRC"
        tar -C "$INPUT" --exclude=./.git --exclude='./build*' \
            --exclude="./$DRV" -cf - . | tar -C "$SRC" -xf - || return 1
        sync_dir "$INPUT/$DRV" "$SRC/${DRV}_ref"
    elif [ ! -f "$SRC/.intree-unpacked" ]; then
        rm -rf "$SRC"
        tmp=$(mktemp -d "$ROOT/unpack.XXXXXX")
        tar -C "$tmp" -xf "$INPUT" || return 1
        top=$(find "$tmp" -mindepth 1 -maxdepth 1 -type d)
        [ "$(echo "$top" | wc -l)" -eq 1 ] && [ -f "$top/meson.build" ] ||
            { log "$INPUT: not one DPDK source tree"; return 1; }
        mv "$top" "$SRC" && rmdir "$tmp"
        mv "$SRC/$DRV" "$SRC/${DRV}_ref"
        touch "$SRC/.intree-unpacked"
    fi
    [ -f "$SRC/${DRV}_ref/meson.build" ] ||
        { log "no upstream driver in $INPUT/$DRV"; return 1; }
    # one more crypto driver in the list drivers/crypto/meson.build builds
    if ! grep -q "'openssl_ref'" "$SRC/drivers/crypto/meson.build"; then
        sed -i "s/^\( *\)'openssl',$/&\n\1'openssl_ref',/" "$SRC/drivers/crypto/meson.build"
        grep -q "'openssl_ref'" "$SRC/drivers/crypto/meson.build" ||
            { log "cannot add openssl_ref to drivers/crypto/meson.build"; return 1; }
    fi
    add_raw_autotest || return 1
    sync_dir "$REPO_ROOT/$DRV" "$SRC/$DRV"
    echo "source: $SRC (DPDK $(cat "$SRC/VERSION")), our driver $(tree_hash "$REPO_ROOT/$DRV")"
}

# add_raw_autotest: register cryptodev_openssl_raw_api_autotest in the
# cache's test_cryptodev.c where the tree has the raw suite runner
RAW_TEST=cryptodev_openssl_raw_api_autotest
add_raw_autotest() {
    local f=$SRC/app/test/test_cryptodev.c reg=REGISTER_TEST_COMMAND
    [ -f "$f" ] && grep -q '^run_cryptodev_raw_testsuite(' "$f" || return 0
    grep -q "$RAW_TEST" "$f" && return 0
    grep -q '^REGISTER_DRIVER_TEST(' "$f" && reg=REGISTER_DRIVER_TEST
    cat >>"$f" <<EOT

/* added by crypto_openssl's devtools/intree.sh: the raw data-path suite */
static int
test_cryptodev_openssl_raw_api(void)
{
	return run_cryptodev_raw_testsuite(RTE_STR(CRYPTODEV_NAME_OPENSSL_PMD));
}

$reg($RAW_TEST, test_cryptodev_openssl_raw_api);
EOT
}

# --- builds --------------------------------------------------------------

# has_option NAME: the tree's meson options include NAME
has_option() {
    grep -q "^option('$1'" "$SRC"/meson_options.txt "$SRC"/meson.options 2>/dev/null
}

# present DIR...: the driver dirs of the list that this tree has sources for
present() {
    local d out=()
    for d in "$@"; do
        [ -f "$SRC/drivers/$d/meson.build" ] && out+=("$d")
    done
    local IFS=,
    echo "${out[*]}"
}

# present_libs LIB...: those of the list that this tree has
present_libs() {
    local l out=()
    for l in "$@"; do
        [ -f "$SRC/lib/$l/meson.build" ] && out+=("$l")
    done
    local IFS=,
    echo "${out[*]}"
}

# configure BUILD CC OPTION...: meson setup once, meson configure after
configure() {
    local b=$1 cc=$2 stamp
    shift 2
    stamp="$RECIPE $cc $*"
    if [ -f "$b/build.ninja" ] && [ "$(cat "$b/.intree-options" 2>/dev/null)" = "$stamp" ]; then
        return 0
    fi
    rm -rf "$b"
    CC=$cc meson setup "$b" "$SRC" "$@" >"$b.setup.log" 2>&1 ||
        { tail -n 30 "$b.setup.log"; return 1; }
    echo "$stamp" >"$b/.intree-options"
}

build_gcc() {
    local opts=(
        --prefix="$STAGE" -Ddefault_library=shared -Dplatform=generic
        -Ddeveloper_mode=enabled -Dwerror=true
        -Denable_docs=false -Dtests=true -Denable_driver_sdk=true
        -Denable_apps=test,test-crypto-perf
        "-Denable_drivers=$(present bus/vdev crypto/openssl crypto/openssl_ref crypto/null \
            mempool/ring net/tap net/null net/ring)"
        "-Dexamples=$(cd "$SRC/examples" && for e in ipsec-secgw l2fwd-crypto fips_validation; do
            [ -f "$e/meson.build" ] && printf '%s,' "$e"; done | sed 's/,$//')"
    )
    has_option enable_kmods && opts+=(-Denable_kmods=false)
    # the libraries these need (24.11 on; the rest are many and unused here)
    has_option enable_libs && opts+=("-Denable_libs=$(present_libs argparse cryptodev \
        security ipsec eventdev timer dmadev ip_frag lpm acl gso)")
    configure "$BUILD" gcc "${opts[@]}" || return 1
    ninja -C "$BUILD" -j "$JOBS" >"$BUILD.ninja.log" 2>&1 ||
        { grep -E -B2 -A12 'error|FAILED' "$BUILD.ninja.log" | head -n 80; return 1; }
    grep -E 'warning:' "$BUILD.ninja.log" | grep "$DRV/" | head -n 20
    install_stage
}

# install_stage: meson install, then the openssl drivers out of the plugin dir
install_stage() {
    local pmds
    meson install -C "$BUILD" --no-rebuild --only-changed --quiet >"$BUILD.install.log" 2>&1 ||
        { tail -n 20 "$BUILD.install.log"; return 1; }
    STAGE_LIB=$(dirname "$(find "$STAGE" -name libdpdk.pc -path '*/pkgconfig/*' | head -n 1)")
    STAGE_LIB=${STAGE_LIB%/pkgconfig}
    pmds=$(find "$STAGE_LIB/dpdk" -maxdepth 1 -type d -name 'pmds-*' | head -n 1)
    [ -d "$pmds" ] || { log "no plugin dir in $STAGE_LIB/dpdk"; return 1; }
    mkdir -p "$STAGE/openssl/ours" "$STAGE/openssl/ref"
    mv -f "$pmds"/librte_crypto_openssl_ref.so* "$STAGE/openssl/ref/" 2>/dev/null
    mv -f "$pmds"/librte_crypto_openssl.so* "$STAGE/openssl/ours/" 2>/dev/null
    rm -f "$STAGE_LIB"/librte_crypto_openssl*.so*
    OURS_SO=$(find "$STAGE/openssl/ours" -name 'librte_crypto_openssl.so.*.*' | head -n 1)
    REF_SO=$(find "$STAGE/openssl/ref" -name 'librte_crypto_openssl_ref.so.*.*' | head -n 1)
    [ -f "$OURS_SO" ] && [ -f "$REF_SO" ] || { log "openssl drivers not installed"; return 1; }
}

build_clang() {
    local opts=(-Dplatform=generic -Ddeveloper_mode=enabled -Dwerror=true
        -Denable_docs=false -Dtests=false '-Ddisable_apps=*' -Dexamples=
        -Denable_iova_as_pa=false
        "-Denable_drivers=$(present bus/vdev crypto/openssl mempool/ring)")
    local target
    command -v "$CC_CLANG" >/dev/null || { echo "$CC_CLANG not found"; return 1; }
    has_option enable_stdatomic && opts+=(-Denable_stdatomic=true)
    has_option enable_kmods && opts+=(-Denable_kmods=false)
    has_option enable_libs && opts+=("-Denable_libs=$(present_libs cryptodev security)")
    configure "$BUILD_CLANG" "$CC_CLANG" "${opts[@]}" || return 1
    target=$(ninja -C "$BUILD_CLANG" -t targets all |
        sed -n 's|^\(drivers/librte_crypto_openssl\.so\.[0-9.]*\): .*|\1|p' | sort | tail -n 1)
    [ -n "$target" ] || { echo "no target for our driver in $BUILD_CLANG"; return 1; }
    ninja -C "$BUILD_CLANG" -j "$JOBS" "$target" >"$BUILD_CLANG.ninja.log" 2>&1 ||
        { grep -E -B2 -A12 'error|FAILED' "$BUILD_CLANG.ninja.log" | head -n 80; return 1; }
    CLANG_SO=$BUILD_CLANG/$target
}

# exported SO: the rte_pmd_openssl_* functions of rte_pmd_openssl.h that nm -D
# does not show as defined in SO (none: success)
exports_missing() {
    local so=$1 want have f missing=()
    EXPORTS_SEEN=0
    want=$(grep -A1 '^__rte_experimental$' "$REPO_ROOT/$DRV/rte_pmd_openssl.h" |
        grep -o 'rte_pmd_openssl_[a-z_]*(' | tr -d '(' | sort -u)
    have=$(nm -D --defined-only "$so" | awk '{print $3}' | sed 's/@.*//' | sort -u)
    [ -n "$want" ] || { echo "no function found in rte_pmd_openssl.h"; return 1; }
    for f in $want; do
        grep -qx "$f" <<<"$have" || missing+=("$f")
    done
    EXPORTS_SEEN=$(grep -c '^rte_pmd_openssl_' <<<"$have")
    [ ${#missing[@]} -eq 0 ] || { echo "not exported: ${missing[*]}"; return 1; }
}

build_project() {
    local pc_dir
    pc_dir=$STAGE_LIB/pkgconfig
    if [ ! -f "$PROJ/build.ninja" ]; then
        PKG_CONFIG_PATH=$pc_dir meson setup "$PROJ" "$REPO_ROOT" -Dwerror=true \
            "-Dsdk_headers=$STAGE/include" >"$PROJ.setup.log" 2>&1 ||
            { tail -n 30 "$PROJ.setup.log"; return 1; }
    fi
    PKG_CONFIG_PATH=$pc_dir ninja -C "$PROJ" -j "$JOBS" >"$PROJ.ninja.log" 2>&1 ||
        { grep -E -B2 -A12 'error|FAILED' "$PROJ.ninja.log" | head -n 80; return 1; }
    PROJ_SO=$PROJ/drivers/$PMD_NAME
    [ -f "$PROJ_SO" ]
}

# build_project35: the project again, its driver linking OpenSSL 3.5 statically
build_project35() {
    local pc_dir=$STAGE_LIB/pkgconfig
    if [ ! -f "$PROJ35/build.ninja" ] ||
        [ "$(cat "$PROJ35/.intree-openssl" 2>/dev/null)" != "$OSSL35" ]; then
        rm -rf "$PROJ35"
        PKG_CONFIG_PATH=$pc_dir meson setup "$PROJ35" "$REPO_ROOT" -Dwerror=true \
            "-Dsdk_headers=$STAGE/include" "-Dopenssl_static=$OSSL35" \
            >"$PROJ35.setup.log" 2>&1 || { tail -n 30 "$PROJ35.setup.log"; return 1; }
        echo "$OSSL35" >"$PROJ35/.intree-openssl"
    fi
    PKG_CONFIG_PATH=$pc_dir ninja -C "$PROJ35" -j "$JOBS" >"$PROJ35.ninja.log" 2>&1 ||
        { grep -E -B2 -A12 'error|FAILED' "$PROJ35.ninja.log" | head -n 80; return 1; }
    PROJ35_SO=$PROJ35/drivers/$PMD_NAME
    [ -f "$PROJ35_SO" ]
}

# --- runs ----------------------------------------------------------------

# step NAME FUNC: a timed test step, unless INTREE_STEPS leaves it out
step() {
    if [[ " $STEPS " == *" $1 "* ]]; then
        timed "$1" "$2"
    else
        note "$1" "not run (INTREE_STEPS)"
    fi
}

# autotest NAME SO LOG: run dpdk-test's NAME with driver SO; print the outer
# totals "passed skipped failed" (dashes when no summary was printed)
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
    awk '/ \+ Tests Passed : / { p = $NF } / \+ Tests Skipped : / { s = $NF }
        / \+ Tests Failed : / { f = $NF }
        END { if (p == "") print "- - -"; else print p, s, f }' "$log"
}

run_sym() {
    local ref ours rp rs rf op os of
    ref=$(autotest cryptodev_openssl_autotest "$REF_SO" "$LOGS/sym-ref.log")
    ours=$(autotest cryptodev_openssl_autotest "$OURS_SO" "$LOGS/sym-ours.log")
    read -r rp rs rf <<<"$ref"
    read -r op os of <<<"$ours"
    SYM_LINE="ours $op/$os/$of, upstream $rp/$rs/$rf (passed/skipped/failed)"
    echo "sym: $SYM_LINE"
    if ! grep -q 'crypto_openssl per-qp EVP PMD' "$LOGS/sym-ours.log"; then
        check sym FAIL "our driver not probed; $SYM_LINE; see $LOGS/sym-ours.log"
    elif [ "$op" = - ] || [ "$rp" = - ]; then
        check sym FAIL "no test summary; $SYM_LINE; see $LOGS/"
    elif [ "$of" -ne 0 ] || [ "$op" -lt "$rp" ]; then
        check sym FAIL "$SYM_LINE: gate is 0 failed and passed >= upstream"
    else
        check sym OK "$SYM_LINE"
    fi
    only_upstream "$LOGS/sym-ref.log" "$LOGS/sym-ours.log" sym
}

run_raw() {
    local ref ours rp rs rf op os of line
    if ! grep -q "$RAW_TEST" "$SRC/app/test/test_cryptodev.c"; then
        note raw "this version's test_cryptodev.c has no raw data-path suite runner"
        return 0
    fi
    ref=$(autotest "$RAW_TEST" "$REF_SO" "$LOGS/raw-ref.log")
    ours=$(autotest "$RAW_TEST" "$OURS_SO" "$LOGS/raw-ours.log" crypto_openssl,raw_dp=1)
    read -r rp rs rf <<<"$ref"
    read -r op os of <<<"$ours"
    # upstream's driver has no raw API: the test is skipped before any case
    if [ "$rp" = - ] && grep -q 'RAW API not supported' "$LOGS/raw-ref.log"; then
        rp=0 rs=all rf=0
    fi
    line="ours (raw_dp=1) $op/$os/$of, upstream $rp/$rs/$rf (passed/skipped/failed)"
    SYM_LINE+="; raw API $line"
    echo "raw: $line"
    if ! grep -q 'crypto_openssl per-qp EVP PMD' "$LOGS/raw-ours.log"; then
        check raw FAIL "our driver not probed; $line; see $LOGS/raw-ours.log"
    elif [ "$op" = - ] || [ "$rp" = - ]; then
        check raw FAIL "no test summary; $line; see $LOGS/raw-*.log"
    elif [ "$of" -ne 0 ] || [ "$op" -eq 0 ] || [ "$op" -lt "$rp" ]; then
        check raw FAIL "$line: gate is 0 failed, passed > 0 and >= upstream"
    else
        check raw OK "$line"
    fi
    [ "$rp" != 0 ] && only_upstream "$LOGS/raw-ref.log" "$LOGS/raw-ours.log" raw
    return 0
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

run_asym() {
    local ref ours rp rs rf op os of line
    ref=$(autotest cryptodev_openssl_asym_autotest "$REF_SO" "$LOGS/asym-ref.log")
    ours=$(autotest cryptodev_openssl_asym_autotest "$OURS_SO" "$LOGS/asym-ours.log")
    read -r rp rs rf <<<"$ref"
    read -r op os of <<<"$ours"
    line="ours $op/$os/$of, upstream $rp/$rs/$rf (passed/skipped/failed)"
    ASYM_LINE=$line
    only_upstream "$LOGS/asym-ref.log" "$LOGS/asym-ours.log" asym
    if [ "$ASYM_GATE" != 1 ]; then
        note asym-gate "OFF (INTREE_ASYM_GATE=0): $line"
    elif [ "$op" = - ] || [ "$rp" = - ] || [ "$of" -ne 0 ] || [ "$op" -lt "$rp" ]; then
        check asym-gate FAIL "$line: gate is 0 failed and passed >= upstream"
    else
        check asym-gate OK "$line"
    fi
}

# ossl35_gate NAME TEST REF_LOG: TEST with our OpenSSL 3.5 driver against
# upstream's run in REF_LOG (run now if an earlier step did not), gated
ossl35_gate() {
    local name=$1 test=$2 ref_log=$3 ref ours rp rs rf op os of line
    if [ -s "$ref_log" ]; then
        ref=$(awk '/ \+ Tests Passed : / { p = $NF } / \+ Tests Skipped : / { s = $NF }
            / \+ Tests Failed : / { f = $NF }
            END { if (p == "") print "- - -"; else print p, s, f }' "$ref_log")
    else
        ref=$(autotest "$test" "$REF_SO" "$ref_log")
    fi
    ours=$(autotest "$test" "$PROJ35_SO" "$LOGS/$name-ours.log")
    read -r rp rs rf <<<"$ref"
    read -r op os of <<<"$ours"
    line="ours (OpenSSL 3.5) $op/$os/$of, upstream (system OpenSSL) $rp/$rs/$rf"
    line+=" (passed/skipped/failed)"
    OSSL35_LINE+="${OSSL35_LINE:+; }${name#ossl35-} $line"
    echo "$name: $line"
    if ! grep -q 'crypto_openssl per-qp EVP PMD' "$LOGS/$name-ours.log"; then
        check "$name" FAIL "our driver not probed; $line; see $LOGS/$name-ours.log"
    elif [ "$op" = - ] || [ "$rp" = - ] || [ "$of" -ne 0 ] || [ "$op" -lt "$rp" ]; then
        check "$name" FAIL "$line: gate is 0 failed and passed >= upstream"
    else
        check "$name" OK "$line"
    fi
    grep -E '^ \+ .*Suite : [0-9]+/[0-9]+ passed' "$LOGS/$name-ours.log" |
        grep -E 'ML KEM|ML DSA' | sed 's/^ + /  /'
}

run_ossl35() {
    local out last
    OSSL35=${INTREE_OPENSSL35:-$("$REPO_ROOT/devtools/setup-openssl35.sh" --cached 2>/dev/null)}
    if [ -z "$OSSL35" ] || [ ! -f "$OSSL35/lib/libcrypto.a" ]; then
        note ossl35 "no cached OpenSSL 3.5 build (devtools/setup-openssl35.sh): not run"
        OSSL35_LINE="not run (no OpenSSL 3.5 build)"
        return 0
    fi
    if ! timed ossl35-build build_project35; then
        check ossl35-build FAIL "see $PROJ35.ninja.log"
        return 0
    fi
    check ossl35-build OK "project with -Dopenssl_static=$OSSL35, -Werror"
    ossl35_gate ossl35-sym cryptodev_openssl_autotest "$LOGS/sym-ref.log"
    ossl35_gate ossl35-asym cryptodev_openssl_asym_autotest "$LOGS/asym-ref.log"
    out=$LOGS/layers-ossl35.log
    LD_LIBRARY_PATH=$STAGE_LIB BUILD_DIR=$PROJ35 SKIP_SETUP=1 DPDK_SRC=$SRC \
        TEST_LAYERS="$OSSL35_LAYERS_SEL" "$REPO_ROOT/devtools/test.sh" </dev/null 2>&1 |
        tee "$out"
    last=$(tail -n 1 "$out")
    if [[ $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]] && [ "${BASH_REMATCH[2]}" -eq 0 ] &&
        [ "${BASH_REMATCH[1]}" -gt 0 ]; then
        check ossl35-layers OK "$OSSL35_LAYERS_SEL: $last"
    else
        check ossl35-layers FAIL "$OSSL35_LAYERS_SEL: ${last:-no output} (see $out)"
    fi
    OSSL35_LINE+="; layers $last"
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
    local name args rc ok_o=0 bad_o=0 ok_r=0 bad_r=0 uns_r=0 failed_names=()
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
    done < <(/usr/bin/python3 "$REPO_ROOT/devtools/intree-perf-vectors.py" \
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

# run_layers: our layers through devtools/test.sh on the project build
run_layers() {
    local out last
    out=$LOGS/layers.log
    LD_LIBRARY_PATH=$STAGE_LIB BUILD_DIR=$PROJ SKIP_SETUP=1 DPDK_SRC=$SRC \
        TEST_LAYERS="$LAYERS_SEL" "$REPO_ROOT/devtools/test.sh" </dev/null 2>&1 | tee "$out"
    last=$(tail -n 1 "$out")
    if [[ $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]] && [ "${BASH_REMATCH[2]}" -eq 0 ] &&
        [ "${BASH_REMATCH[1]}" -gt 0 ]; then
        check layers OK "$LAYERS_SEL: $last"
    else
        check layers FAIL "$LAYERS_SEL: ${last:-no output} (see $out)"
    fi
    LAYERS_LINE=$last
}

run_apps() {
    local script=$REPO_ROOT/app/test-openssl-apps/run.sh out last pmd
    if [ ! -f "$script" ]; then
        note apps "app/test-openssl-apps/run.sh not present: not run"
        APPS_LINE="not present"
        return 0
    fi
    out=$LOGS/apps.log
    pmd=$(BUILD_DIR=$PROJ stage_pmd) || { check apps FAIL "cannot stage $PROJ_SO"; return 0; }
    # this version's examples and crypto-perf; crypto-perf's vectors ran above
    LD_LIBRARY_PATH=$STAGE_LIB BUILD_DIR=$PROJ PMD_SO=$pmd DPDK_SRC=$SRC \
        APPS_PARTS=${INTREE_APPS_PARTS:-ipsec l2fwd fips} \
        APPS_IPSEC_SECGW=$BUILD/examples/dpdk-ipsec-secgw \
        APPS_L2FWD_CRYPTO=$BUILD/examples/dpdk-l2fwd-crypto \
        APPS_FIPS_VALIDATION=$BUILD/examples/dpdk-fips_validation \
        APPS_EXAMPLES_SRC=$SRC/examples APPS_PKG_CONFIG_PATH=$STAGE_LIB/pkgconfig \
        CRYPTO_PERF=$STAGE/bin/dpdk-test-crypto-perf \
        CRYPTO_PERF_DATA=$SRC/app/test-crypto-perf/data \
        timeout -k 30 900 "$script" </dev/null 2>&1 | tee "$out"
    last=$(tail -n 1 "$out")
    if [[ $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]] && [ "${BASH_REMATCH[2]}" -eq 0 ] &&
        [ "${BASH_REMATCH[1]}" -gt 0 ]; then
        check apps OK "$last"
    else
        check apps FAIL "${last:-no output} (see $out)"
    fi
    APPS_LINE=$last
}

# --- main ----------------------------------------------------------------

# debian_source: print the orig tarball of Debian's source package of the
# installed DPDK, fetched into setup.sh's cache when missing
debian_source() {
    local up tarball
    up=$(dpkg-query -W -f='${source:Version}' libdpdk-dev 2>/dev/null)
    up=${up#*:}
    up=${up%-*}
    [ -n "$up" ] || { log "libdpdk-dev is not installed"; return 1; }
    tarball=$(find "$CACHE_DIR/apt/src" -maxdepth 1 -name "dpdk_$up.orig.tar.*" ! -name '*.asc' \
        2>/dev/null | head -n 1)
    if [ -z "$tarball" ]; then
        SETUP_FETCH_SOURCE=1 SETUP_SKIP_BUILD=1 "$REPO_ROOT/devtools/setup.sh" >&2 || return 1
        tarball=$(find "$CACHE_DIR/apt/src" -maxdepth 1 -name "dpdk_$up.orig.tar.*" \
            ! -name '*.asc' | head -n 1)
    fi
    [ -n "$tarball" ] || { log "no Debian source of DPDK $up in $CACHE_DIR/apt/src"; return 1; }
    echo "$tarball"
}

# run_all SOURCE...: this script on each source, then the table and the sum
run_all() {
    local src out rows rc last p=0 f=0 t0 flag=()
    [ $build_only = 1 ] && flag=(--build-only)
    t0=$(date +%s)
    rows=$(mktemp)
    out=$(mktemp)
    # shellcheck disable=SC2064
    trap "rm -f '$rows' '$out'" EXIT
    for src in "$@"; do
        echo
        echo "######## $src"
        rc=0
        INTREE_ROW_FILE=$rows "$0" "${flag[@]}" "$src" </dev/null | tee "$out" ||
            rc=${PIPESTATUS[0]}
        last=$(tail -n 1 "$out")
        if [[ $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
            p=$((p + BASH_REMATCH[1]))
            f=$((f + BASH_REMATCH[2]))
            [ "$rc" -eq 0 ] || [ "${BASH_REMATCH[2]}" -ne 0 ] || f=$((f + 1))
        else
            f=$((f + 1))
            echo "$src|-|-|-|-|-|-|-|-|exit $rc, no summary" >>"$rows"
        fi
    done
    echo
    echo "== intree: every version ($(($(date +%s) - t0)) s)"
    awk -F'|' '{
        printf "%s\n  build (s)  %s\n  exports    %s\n  sym        %s\n  asym       %s\n", $1, $2, $3, $4, $5
        printf "  perf       %s\n  layers     %s\n  apps       %s\n", $6, $7, $8
        printf "  ossl35     %s\n  result     %s\n", $9, $10
    }' "$rows"
    echo "$p passed, $f failed"
    [ "$f" -eq 0 ] && [ "$p" -gt 0 ]
}

main() {
    local tarballs=()
    [ "${1:-}" = --build-only ] && { build_only=1; shift; }
    if [ $# -eq 0 ]; then
        DPDK_TARBALLS=${DPDK_TARBALLS:-$REPO_ROOT/../shared/dpdk}
        mapfile -t tarballs < <(find "$DPDK_TARBALLS" -maxdepth 1 -name 'dpdk-*.tar.*' \
            2>/dev/null | sort -V)
        if [ ${#tarballs[@]} -eq 0 ]; then
            echo "intree: no DPDK source tarball (dpdk-*.tar.*) in $DPDK_TARBALLS: not run"
            if [ -n "${CI:-}" ]; then
                echo "0 passed, 1 failed"
                exit 1
            fi
            echo "0 passed, 0 failed"
            exit 77
        fi
        run_all "${tarballs[@]}"
        exit $?
    elif [ $# -gt 1 ]; then
        run_all "$@"
        exit $?
    elif [ "$1" = debian ]; then
        tarballs=("$(debian_source)") || { echo "0 passed, 1 failed"; exit 1; }
        set -- "${tarballs[0]}"
    fi
    INPUT=$1
    [ -e "$INPUT" ] || { echo "$INPUT: no such DPDK source dir or tarball"; echo "0 passed, 1 failed"; exit 1; }
    INPUT=$(realpath "$INPUT")
    if [ -d "$INPUT" ]; then
        [ -f "$INPUT/lib/cryptodev/rte_cryptodev.h" ] ||
            { echo "$INPUT: not a DPDK source tree"; echo "0 passed, 1 failed"; exit 1; }
        LABEL=$(basename "$INPUT")-$(printf '%s' "$INPUT" | sha256sum | cut -c1-12)
    else
        LABEL=$(basename "$INPUT" | sed 's/\.tar\.[a-z0-9]*$//; s/\.tgz$//')-$(sha256sum "$INPUT" | cut -c1-12)
    fi
    ROOT=$INTREE_CACHE/$LABEL
    SRC=$ROOT/src
    BUILD=$ROOT/build
    BUILD_CLANG=$ROOT/build-clang
    STAGE=$ROOT/stage
    # one project build per source checkout: it compiles that checkout's files
    PROJ=$ROOT/project-$(printf '%s' "$REPO_ROOT" | sha256sum | cut -c1-12)
    PROJ35=$PROJ-ossl35
    LOGS=$ROOT/logs
    mkdir -p "$ROOT" "$LOGS"
    chmod 700 "$INTREE_CACHE" "$ROOT"
    # one run per tree at a time
    exec 9>"$ROOT/.lock"
    flock 9

    local t0 ok
    t0=$(date +%s)
    echo "== intree: $INPUT -> $ROOT"
    timed unpack unpack || { check unpack FAIL "$INPUT"; finish; }

    if timed build build_gcc; then
        check build-gcc OK "developer mode, -Werror, $(basename "$OURS_SO")"
        exports_missing "$OURS_SO" >"$LOGS/exports.txt"
        EXPORTS_LINE="gcc $EXPORTS_SEEN"
        if [ -z "$(cat "$LOGS/exports.txt")" ]; then
            check exports-gcc OK "nm -D: $EXPORTS_SEEN rte_pmd_openssl_* defined"
        else
            check exports-gcc FAIL "$(cat "$LOGS/exports.txt")"
        fi
    else
        check build-gcc FAIL "see $BUILD.ninja.log"
        finish
    fi
    if timed clang build_clang; then
        check build-clang OK "developer mode, -Werror, iova_as_pa=false"
        exports_missing "$CLANG_SO" >"$LOGS/exports-clang.txt"
        EXPORTS_LINE+=", clang $EXPORTS_SEEN"
        if [ -z "$(cat "$LOGS/exports-clang.txt")" ]; then
            check exports-clang OK "nm -D: $EXPORTS_SEEN rte_pmd_openssl_* defined"
        else
            check exports-clang FAIL "$(cat "$LOGS/exports-clang.txt")"
        fi
    else
        check build-clang FAIL "see $BUILD_CLANG.ninja.log"
    fi
    ok=1
    if timed project build_project; then
        check project OK "built against the staged DPDK, -Werror"
        exports_missing "$PROJ_SO" >"$LOGS/exports-project.txt" ||
            check exports-project FAIL "$(cat "$LOGS/exports-project.txt")"
        EXPORTS_LINE+=", out of tree $EXPORTS_SEEN (rte_pmd_openssl_* in nm -D)"
    else
        check project FAIL "see $PROJ.ninja.log"
        ok=0
    fi
    if [ $build_only = 1 ]; then
        note tests "not run (--build-only)"
    else
        step sym run_sym
        step raw run_raw
        step asym run_asym
        step perf run_perf
        if [ $ok = 1 ]; then
            step layers run_layers
            step ossl35 run_ossl35
            step apps run_apps
        fi
    fi
    BUILD_TIMES="gcc ${SECS[build]:--}, clang ${SECS[clang]:--}, project ${SECS[project]:--}"
    BUILD_TIMES+=", project ossl35 ${SECS[ossl35-build]:--}"
    echo
    echo "== times: ${TIMES[*]}; total $(($(date +%s) - t0)) s"
    finish
}

main "$@"
