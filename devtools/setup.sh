#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Prepare a Debian 12 machine and build the driver. Idempotent; fast on re-run.
#
#   devtools/setup.sh [MESON_OPTION...]
#   devtools/setup.sh --no-build       packages, headers and test data only
#   devtools/setup.sh --dpdk-source    the same, and Debian's DPDK source
#                                      package kept in the cache even when
#                                      the headers are there (intree.sh debian)
#
# 1. installs the Debian packages that are missing (needs root only then);
# 2. fetches the DPDK driver-SDK headers Debian does not ship, from Debian's
#    source package of exactly the installed DPDK version, into
#    $CACHE_DIR/sdk/dpdk-<version>/, and from the same source the vector
#    files of dpdk-test-crypto-perf (app/test-crypto-perf/data/*.data) into
#    its test-crypto-perf-data/ for the apps layer;
# 3. downloads the OpenSSL 3.5 source (devtools/setup-openssl35.sh --source),
#    whose test data the kat and asym layers read;
# 4. configures (meson setup, -Dsdk_headers=<that directory>) and builds
#    (ninja) $BUILD_DIR.
#
# Environment:
#   BUILD_DIR    build directory (default: build); e.g. BUILD_DIR=build-asan
#                devtools/setup.sh -Db_sanitize=address,undefined
#   MESON_OPTS   extra meson options, added before the command-line ones
#   CRYPTO_OPENSSL3_CACHE  the cache root (default ~/.cache/crypto_openssl3)

set -euo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

PACKAGES=(
    clang
    dpdk
    dpdk-dev
    dpdk-doc
    dpkg-dev
    gcc
    iproute2
    libclang-rt-14-dev
    libdpdk-dev
    libssl-dev
    make
    meson
    ninja-build
    pkg-config
    python3-cryptography
    python3-cryptography-vectors
    python3-pyelftools
    python3-scapy
    valgrind
)
SDK_HEADERS=(
    lib/cryptodev/cryptodev_pmd.h
    drivers/bus/vdev/bus_vdev_driver.h
    lib/eal/include/dev_driver.h
)
# dpdk-test-crypto-perf's vector files, for the apps layer
PERF_DATA=app/test-crypto-perf/data
PERF_DATA_DIR=test-crypto-perf-data

packages() {
    install_packages "${PACKAGES[@]}" || die "cannot install the missing packages"
    log "packages: all installed"
}

# codename: the system's Debian release
codename() {
    (. /etc/os-release && printf '%s\n' "${VERSION_CODENAME:-}")
}

# fetch_sdk_headers PKG_VERSION DEST: download dpdk=PKG_VERSION's source with a
# private apt configuration and extract the SDK headers into DEST, the
# crypto-perf vector files into DEST/test-crypto-perf-data
fetch_sdk_headers() {
    local version=$1 dest=$2 apt_dir tarball h tmp upstream rel
    local members=()
    upstream=${version#*:}
    upstream=${upstream%-*}
    apt_dir=$CACHE_DIR/apt
    apt_private "$apt_dir"
    rel=$(codename)
    if [ -z "$rel" ] || ! apt_sources "$apt_dir" "$rel" "$rel" deb-src; then
        die "no Debian '$rel' entry in /etc/apt/sources.list{,.d/} to derive deb-src from"
    fi
    tarball=$(find "$apt_dir/src" -maxdepth 1 -name "dpdk_${upstream}.orig.tar.*" \
        ! -name '*.asc' -print -quit)
    if [ -z "$tarball" ]; then
        log "sdk: downloading Debian source package dpdk=$version" \
            "(deb-src entries derived from the system's sources)"
        apt_source_download "$apt_dir" "dpdk=$version" ||
            die "cannot download Debian source dpdk=$version;" \
                "put the headers in $dest by hand or use -Dsdk_headers=DIR"
        tarball=$(find "$apt_dir/src" -maxdepth 1 -name "dpdk_${upstream}.orig.tar.*" \
            ! -name '*.asc' -print -quit)
        [ -n "$tarball" ] ||
            die "dpdk=$version source downloaded, but no orig tarball in $apt_dir/src"
    else
        log "sdk: using cached $tarball"
    fi
    for h in "${SDK_HEADERS[@]}"; do
        members+=("--wildcards" "*/$h")
    done
    members+=("--wildcards" "*/$PERF_DATA/*.data")
    mkdir -p "$(dirname "$dest")"
    tmp=$(mktemp -d "$(dirname "$dest")/.tmp.XXXXXX")
    # shellcheck disable=SC2064 # expand now: $tmp is local
    trap "rm -rf '$tmp'" EXIT
    log "sdk: extracting ${SDK_HEADERS[*]} $PERF_DATA/*.data"
    tar -xf "$tarball" -C "$tmp" --no-same-owner "${members[@]}"
    for h in "${SDK_HEADERS[@]}"; do
        find "$tmp" -path "*/$h" -type f -exec cp {} "$tmp/" \;
        [ -f "$tmp/$(basename "$h")" ] || die "$h not in $tarball"
    done
    mkdir -p "$dest/$PERF_DATA_DIR"
    for h in "${SDK_HEADERS[@]}"; do
        install -m 644 "$tmp/$(basename "$h")" "$dest/"
    done
    find "$tmp" -path "*/$PERF_DATA/*.data" -type f \
        -exec install -m 644 {} "$dest/$PERF_DATA_DIR/" \;
    rm -rf "$tmp"
    trap - EXIT
}

sdk_headers() {
    local modversion pkg_version dest h absent=0
    modversion=$(pkg-config --modversion libdpdk)
    dest=$(sdk_dir)
    for h in "${SDK_HEADERS[@]}"; do
        [ -f "$dest/$(basename "$h")" ] || absent=1
    done
    compgen -G "$dest/$PERF_DATA_DIR/*.data" >/dev/null || absent=1
    if [ $absent -eq 0 ] && [ "$FETCH_SOURCE" != 1 ]; then
        log "sdk: headers and crypto-perf vector files present in $dest"
        return 0
    fi
    # the source package version: differs from the binary one on binNMUs
    pkg_version=$(dpkg-query -W -f='${source:Version}' libdpdk-dev)
    log "sdk: fetching headers for DPDK $modversion (Debian source dpdk $pkg_version)"
    fetch_sdk_headers "$pkg_version" "$dest"
    log "sdk: headers installed in $dest"
}

# the OpenSSL 3.5 source: the kat layer's SM4 vectors and the asym layer's
# ML-KEM and ML-DSA vectors are its test data
openssl35_test_data() {
    local t
    t=$("$REPO_ROOT/devtools/setup-openssl35.sh" --source) ||
        die "cannot download the OpenSSL 3.5 source (test data of the kat and asym layers)"
    log "openssl35: test data in $t"
}

# configured_value OPTION: the value $BUILD_DIR is configured with
configured_value() {
    /usr/bin/python3 -c 'import json, sys
for o in json.load(open(sys.argv[1])):
    if o["name"] == sys.argv[2]: print(o["value"])' \
        "$BUILD_DIR/meson-info/intro-buildoptions.json" "$1" 2>/dev/null
}

configure_and_build() {
    local opts=() sdk
    sdk=$(sdk_dir)
    if [ -n "${MESON_OPTS:-}" ]; then
        read -r -a opts <<<"$MESON_OPTS"
    fi
    opts+=("$@")
    if [ -f "$BUILD_DIR/build.ninja" ]; then
        [ "$(configured_value sdk_headers)" = "$sdk" ] || opts+=("-Dsdk_headers=$sdk")
        if [ ${#opts[@]} -gt 0 ]; then
            log "build: meson configure $BUILD_DIR ${opts[*]}"
            meson configure "$BUILD_DIR" "${opts[@]}"
        fi
    elif [ -d "$BUILD_DIR/meson-private" ]; then
        log "build: meson setup --reconfigure $BUILD_DIR -Dsdk_headers=$sdk ${opts[*]}"
        meson setup --reconfigure "$BUILD_DIR" "$REPO_ROOT" "-Dsdk_headers=$sdk" "${opts[@]}"
    else
        log "build: meson setup $BUILD_DIR -Dsdk_headers=$sdk ${opts[*]}"
        meson setup "$BUILD_DIR" "$REPO_ROOT" "-Dsdk_headers=$sdk" "${opts[@]}"
    fi
    log "build: ninja -C $BUILD_DIR"
    ninja -C "$BUILD_DIR"
    [ -f "$(pmd_built_path)" ] || die "build finished without $(pmd_built_path)"
    log "build: $(pmd_built_path) ready"
}

main() {
    NO_BUILD=0 FETCH_SOURCE=0
    while [ $# -gt 0 ]; do
        case $1 in
            --no-build) NO_BUILD=1 ;;
            --dpdk-source) NO_BUILD=1 FETCH_SOURCE=1 ;;
            *) break ;;
        esac
        shift
    done
    packages
    /usr/bin/python3 -c 'import elftools' 2>/dev/null ||
        die "/usr/bin/python3 cannot import elftools (python3-pyelftools)"
    sdk_headers
    openssl35_test_data
    if [ "$NO_BUILD" = 1 ]; then
        log "build: not asked (--no-build)"
        return 0
    fi
    # one build of a build directory at a time (devtools/prebuild.sh)
    lock_for "$BUILD_DIR"
    configure_and_build "$@"
}

main "$@"
