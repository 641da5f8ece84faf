#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer "fips": the driver on OpenSSL's FIPS provider, and on the
# legacy one. The FIPS provider is OpenSSL 3.5's, built and installed with
# "openssl fipsinstall" by devtools/setup-openssl35.sh (cached with the rest
# of that build, shared with the ossl35, intree and bench steps). It loads
# into the system's libcrypto 3.0 as well (OpenSSL's provider interface;
# the provider part checks it with the system's openssl command), so the
# layer runs on the build's driver (PMD_SO, on the system OpenSSL 3.0), and
# its caps-fips and kat parts again on the driver built against OpenSSL 3.5
# ($BUILD_DIR-ossl35, devtools/test-openssl35.sh --build-only). The test
# programs are $BUILD_DIR's.
#
#   devtools/test-fips.sh [--build-only] [--cached-only]
#
#   --build-only    the builds only (OpenSSL 3.5 and its FIPS provider, the
#                   driver against it), run nothing
# The FIPS device is a crypto_openssl vdev with
#     providers=fips+base,openssl_conf=<work>/openssl-fips.cnf
# (openssl-fips.cnf: the module's fipsmodule.cnf and its path; no propq:
# base offers no algorithm, so every fetch is the FIPS provider's). On it:
#   provider   the module loads and passes its self-tests under that
#              configuration, and refuses MD5 (the 3.5 openssl command)
#   caps-fips  devtools/fips-caps.py on the JSON of dpdk-test-openssl-features
#              for the FIPS device and for a default one: nothing FIPS does
#              not approve is advertised (DES, MD5, ChaCha20-Poly1305,
#              SM2/SM3/SM4), nothing the default device does not; what the
#              default device has and this one not is listed as
#              SKIP[provider-lacks] (the programs run what a device
#              advertises)
#   kat caps pmd asym diff features
#              the layers' run.sh with PMD_DEVARGS (each program then adds
#              the devargs to every crypto_openssl vdev it has or makes:
#              --pmd-devargs, tc_eal.h); features against the .ini less the
#              SKIP[provider-lacks] entries
#   upstream   dpdk-test's cryptodev_openssl_autotest and _asym_autotest
#              (devtools/upstream-autotest.sh --gates fips) on the FIPS
#              device
#   acvp       DPDK's fips_validation example on the NIST CAVP vectors
#              (app/test-openssl-apps/run.sh, part fips)
#   caps-fips35 kat35
#              caps-fips and kat on the driver built against OpenSSL 3.5
# The legacy device (providers=legacy+default): fips-caps.py --mode legacy
# (DES CBC advertised, nothing of the default device lost) and the kat
# program, whose DES-CBC vectors must run and pass.
#
# Each part prints its own "N passed, N failed"; the last line is the sum.
# Logs in $BUILD_DIR/fips/. One DPDK process at a time.
#
#   --cached-only   as test-openssl35.sh's: a deliberate skip unless the
#                   OpenSSL 3.5 build is cached already

set -uo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

PROGRAMS="kat caps pmd asym diff features"
DRIVER35_DIR=$BUILD_DIR-ossl35
WORK=$BUILD_DIR/fips
LEGACY_DEVARGS=providers=legacy+default
# the vector sets of app/test-openssl-apps/fips.py, each by the features
# .ini entry its algorithm is: left out when the FIPS device lacks it
ACVP_SETS=(
    "TDES-CBC:[Cipher] 3DES CBC"
    "AES-CBC:[Cipher] AES CBC (128)"
    "AES-ECB:[Cipher] AES ECB (128)"
    "AES-XTS:[Cipher] AES XTS (128)"
    "AES-GCM:[AEAD] AES GCM (128)"
    "AES-CCM:[AEAD] AES CCM (128)"
    "SHA:[Auth] SHA1"
    "HMAC:[Auth] SHA1 HMAC"
    "AES-CMAC:[Auth] AES CMAC (128)"
)
passed=0
failed=0
times=()

fail() {
    echo "FAIL $*"
    failed=$((failed + 1))
}

finish() {
    echo
    echo "== fips: time per part (logs in ${WORK#"$REPO_ROOT"/})"
    printf '  %s\n' "${times[@]}"
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
    exit $?
}

# count NAME LOG: a part's last line added to the totals
count() {
    local last
    last=$(tail -n 1 "$2")
    if [[ $last =~ $SUMMARY_RE ]]; then
        passed=$((passed + BASH_REMATCH[1]))
        failed=$((failed + BASH_REMATCH[2]))
        echo "== fips $1: $last"
    else
        fail "$1: no 'N passed, N failed' line, see $2"
    fi
}

# part NAME COMMAND...: run a part, its output in $WORK/NAME.out, timed
part() {
    local name=$1 t0=$SECONDS
    shift
    echo
    echo "== fips $name: $*"
    "$@" </dev/null 2>&1 | tee "$WORK/$name.out"
    count "$name" "$WORK/$name.out"
    times+=("$(printf '%-16s %4d s' "$name" $((SECONDS - t0)))")
}

# openssl35: OpenSSL 3.5 with its FIPS provider (sets PREFIX)
openssl35() {
    if [ "$CACHED_ONLY" = 1 ]; then
        if ! PREFIX=$("$REPO_ROOT/devtools/setup-openssl35.sh" --cached); then
            echo "SKIP[user-knob] no cached OpenSSL 3.5 build and --cached-only"
            echo "0 passed, 0 failed"
            exit 77
        fi
    elif ! PREFIX=$("$REPO_ROOT/devtools/setup-openssl35.sh"); then
        echo "FAIL devtools/setup-openssl35.sh failed: no FIPS provider"
        echo "0 passed, 1 failed"
        exit 1
    fi
}

# drivers: the build's (PMD_SO) and the one on OpenSSL 3.5 (the ossl35
# layer's build: PMD35_SO)
drivers() {
    if [ -z "${PMD_SO:-}" ] && ! PMD_SO=$(stage_pmd); then
        echo "FAIL no driver to load: $(pmd_built_path) not built"
        echo "0 passed, 1 failed"
        exit 1
    fi
    export PMD_SO
    local opt=()
    [ "$CACHED_ONLY" = 1 ] && opt=(--cached-only)
    if ! "$REPO_ROOT/devtools/test-openssl35.sh" --build-only "${opt[@]}" </dev/null; then
        echo "FAIL the driver against OpenSSL 3.5 did not build"
        echo "0 passed, 1 failed"
        exit 1
    fi
    if ! PMD35_SO=$(BUILD_DIR=$DRIVER35_DIR stage_pmd); then
        echo "FAIL no driver in $DRIVER35_DIR"
        echo "0 passed, 1 failed"
        exit 1
    fi
}

# write_conf FILE: the FIPS device's OpenSSL configuration: the module's
# fipsmodule.cnf (its MAC, written by fipsinstall) and where the module is
write_conf() {
    {
        echo "# the FIPS device's configuration (devtools/test-fips.sh)"
        echo "config_diagnostics = 1"
        echo "openssl_conf = openssl_init"
        echo
        echo "[openssl_init]"
        echo "providers = provider_sect"
        echo
        echo "[provider_sect]"
        echo "fips = fips_sect"
        echo "base = base_sect"
        echo
        echo "[base_sect]"
        echo "activate = 1"
        echo
        cat "$PREFIX/ssl/fipsmodule.cnf"
        echo "module = $PREFIX/lib/ossl-modules/fips.so"
    } >"$1"
}

# provider: the module under that configuration, through OpenSSL's own
# commands (not the driver): it loads into OpenSSL 3.5 and into the system's
# 3.0 (its self-tests run as it loads), computes, refuses MD5
provider() {
    local out o v
    for o in "$PREFIX/bin/openssl" openssl; do
        v="$("$o" version -v | cut -d' ' -f1-2) ($o)"
        out=$(OPENSSL_CONF=$CONF "$o" list -providers 2>&1)
        echo "$out"
        if grep -A 3 '^  fips$' <<<"$out" | grep -q 'status: active'; then
            echo "PASS $v: the FIPS provider loads (self-tests passed) and is active"
        else
            echo "FAIL $v: the FIPS provider is not active under $CONF"
        fi
        if out=$(printf abc | OPENSSL_CONF=$CONF "$o" dgst -sha256 2>&1) &&
                grep -q ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad <<<"$out"
        then
            echo "PASS $v: SHA-256 of \"abc\" from the FIPS provider"
        else
            echo "FAIL $v: SHA-256 from the FIPS provider: $out"
        fi
        if printf abc | OPENSSL_CONF=$CONF "$o" dgst -md5 >/dev/null 2>&1; then
            echo "FAIL $v: MD5 computed: the configuration loads more than the FIPS provider"
        else
            echo "PASS $v: MD5 refused (nothing but the FIPS provider computes)"
        fi
    done
}

# features_json NAME DEVARGS: the JSON of dpdk-test-openssl-features for a
# device with these devargs (not counted: fips-caps.py checks it)
features_json() {
    local name=$1 devargs=$2 prefix eal=() rc=0 opt=()
    local PMD_SO=${CAPS_PMD_SO:-$PMD_SO}
    local json=$WORK/$name.json log=$WORK/$name-features.log
    [ -n "$devargs" ] && opt=(--pmd-devargs "$devargs")
    prefix=$(file_prefix "fips-$name")
    mapfile -t eal < <(eal_args "$prefix" 0 128)
    rm -f "$json"
    "$BUILD_DIR/app/test-openssl-features/dpdk-test-openssl-features" "${eal[@]}" \
        --vdev crypto_openssl --log-level='pmd.crypto.openssl*:info' -- "${opt[@]}" \
        --out "$json" </dev/null >"$log" 2>&1 || rc=$?
    eal_runtime_cleanup "$prefix"
    if [ $rc -ne 0 ] || [ ! -s "$json" ]; then
        tail -n 20 "$log"
        echo "FAIL dpdk-test-openssl-features on the $name device (exit $rc, log $log)"
        return 1
    fi
    grep -m 1 "$PROBE_MARK" "$log"
}

# caps_check MODE DEVARGS TAG [INI]: fips-caps.py on the device with
# DEVARGS and a default one (CAPS_PMD_SO: another driver than PMD_SO)
caps_check() {
    local mode=$1 devargs=$2 tag=$3 ini=${4:-} iniopt=()
    [ -n "$ini" ] && iniopt=(--ini-in
        "$REPO_ROOT/doc/guides/cryptodevs/features/openssl.ini" --ini-out "$ini")
    features_json "default$tag" "" || { echo "0 passed, 1 failed"; return; }
    features_json "$mode$tag" "$devargs" || { echo "0 passed, 1 failed"; return; }
    /usr/bin/python3 "$REPO_ROOT/devtools/fips-caps.py" --mode "$mode" \
        --json-default "$WORK/default$tag.json" --json-dev "$WORK/$mode$tag.json" "${iniopt[@]}"
}

# program NAME LOGS DEVARGS [OPTION...]: a layer's run.sh on devices with
# DEVARGS, its programs' logs in $WORK/LOGS (PROGRAM_PMD_SO: another driver)
program() {
    local name=$1 logs=$WORK/$2 devargs=$3
    shift 3
    mkdir -p "$logs"
    PMD_DEVARGS=$devargs TEST_LOG_DIR=$logs PMD_SO=${PROGRAM_PMD_SO:-$PMD_SO} \
        "$REPO_ROOT/app/test-openssl-$name/run.sh" "$@"
}

# legacy_des: the kat program on the legacy device ran DES-CBC vectors
legacy_des() {
    local log=$WORK/legacy-kat/kat.log row
    row=$(awk '$1 == "DES-CBC" || $1 == "des-cbc"' "$log" 2>/dev/null | head -n 1)
    echo "kat's DES-CBC row (passed failed not-advertised): ${row:-none}"
    if [[ $row =~ ^[^\ ]+\ +([0-9]+)\ +([0-9]+) ]] && [ "${BASH_REMATCH[1]}" -gt 0 ] &&
            [ "${BASH_REMATCH[2]}" -eq 0 ]; then
        echo "PASS DES-CBC vectors ran and passed on the legacy device"
        echo "1 passed, 0 failed"
    else
        echo "FAIL no DES-CBC vector passed on the legacy device (see $log)"
        echo "0 passed, 1 failed"
    fi
}

# dev_mixed: the dev program's library-context test with a FIPS device beside
# default ones in one process (FIPS_OPENSSL_CONF); it must not skip that part
dev_mixed() {
    local out=$WORK/dev-mixed/dev.out
    mkdir -p "$WORK/dev-mixed"
    FIPS_OPENSSL_CONF=$CONF program dev dev-mixed "" | tee "$out"
    if grep -q 'SKIP\[no-fips-module\]' "$out"; then
        echo "FAIL the dev program skipped its FIPS device"
        echo "0 passed, 1 failed"
    fi
}

# acvp_lacks: the vector sets whose algorithm the caps-fips part found the
# FIPS device does not advertise (its SKIP[provider-lacks] lines)
acvp_lacks() {
    local e out=()
    for e in "${ACVP_SETS[@]}"; do
        grep -qF "SKIP[provider-lacks] ${e#*:}:" "$WORK/caps-fips.out" && out+=("${e%%:*}")
    done
    echo "${out[*]}"
}

main() {
    local p build_only=0
    CACHED_ONLY=0
    for p in "$@"; do
        case $p in
            --build-only) build_only=1 ;;
            --cached-only) CACHED_ONLY=1 ;;
            *) echo "usage: $0 [--build-only] [--cached-only]" >&2; exit 2 ;;
        esac
    done
    openssl35
    drivers
    [ $build_only = 1 ] && exit 0
    rm -rf "$WORK"
    mkdir -p "$WORK"
    echo "OpenSSL 3.5 with its FIPS provider: $PREFIX"
    echo "driver: $PMD_SO; on OpenSSL 3.5: $PMD35_SO"
    CONF=$WORK/openssl-fips.cnf
    write_conf "$CONF"
    FIPS_DEVARGS=providers=fips+base,openssl_conf=$CONF
    echo "FIPS device devargs: $FIPS_DEVARGS"

    part provider provider_part
    part caps-fips caps_check fips "$FIPS_DEVARGS" "" "$WORK/openssl-fips.ini"
    for p in $PROGRAMS; do
        if [ "$p" = features ]; then
            part "$p" program "$p" "$p" "$FIPS_DEVARGS" --ini "$WORK/openssl-fips.ini"
        else
            part "$p" program "$p" "$p" "$FIPS_DEVARGS"
        fi
    done
    part dev-mixed dev_mixed
    part upstream env PMD_DEVARGS="$FIPS_DEVARGS" BUILD_DIR="$WORK/upstream" \
        "$REPO_ROOT/devtools/upstream-autotest.sh" --gates fips
    part acvp env PMD_DEVARGS="$FIPS_DEVARGS" BUILD_DIR="$WORK" \
        "$REPO_ROOT/app/test-openssl-apps/run.sh" --parts fips --fips-lacks "$(acvp_lacks)"
    CAPS_PMD_SO=$PMD35_SO part caps-fips35 caps_check fips "$FIPS_DEVARGS" 35
    PROGRAM_PMD_SO=$PMD35_SO part kat35 program kat kat35 "$FIPS_DEVARGS"
    part caps-legacy caps_check legacy "$LEGACY_DEVARGS" ""
    part legacy-kat program kat legacy-kat "$LEGACY_DEVARGS"
    part legacy-des legacy_des
    finish
}

# provider_part: provider's lines and their count
provider_part() {
    local out
    out=$(provider)
    echo "$out"
    echo "$(grep -c '^PASS' <<<"$out") passed, $(grep -c '^FAIL' <<<"$out") failed"
}

main "$@"
