#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Compile check of the driver (drivers/crypto/openssl/*.c) against the DPDK
# 24.11 LTS headers of Debian 13 (trixie), with the system OpenSSL. Nothing is
# linked or run; the 22.11 build in build/ is untouched.
#
#   devtools/check-dpdk2411.sh           one line per source, then
#                                        "N passed, N failed" (exit 1 if any
#                                        failed, 2 if it could not check)
#   devtools/check-dpdk2411.sh --cached  use only what is cached (no network);
#                                        exit 2 if nothing is
#
# Where the 24.11 headers come from, best first:
#
#   source   Debian's dpdk 24.11 source package, fetched with a private apt
#            configuration in $CACHE_DIR/dpdk2411/apt whose entries are the
#            system's Debian archive entries with the suites renamed to trixie
#            (as devtools/setup-openssl35.sh does; apt checks InRelease's
#            signature and every file's hash), extracted with dpkg-source and
#            configured (not built) with DPDK's meson for rte_build_config.h.
#            Every header is 24.11's, the driver-SDK ones included.
#   headers  when the archive lists the source but will not serve it: Debian's
#            libdpdk-dev 24.11 binary package (same apt configuration), whose
#            public headers and rte_build_config.h are 24.11's; it has no
#            driver-SDK headers (cryptodev_pmd.h, dev_driver.h, bus_driver.h,
#            bus_vdev_driver.h). With DPDK2411_SDK_DIR naming a folder of the
#            24.11 ones the check is complete; without, the installed DPDK's
#            (.sdk/dpdk-<version>, from devtools/setup.sh) stand in for them
#            and the last line reads "partial: N passed, N failed": struct
#            rte_cryptodev_sym_session, rte_cryptodev_ops, struct rte_cryptodev
#            and the vdev driver API are then NOT checked against 24.11.
#
# Then every driver source is compiled -c into a temporary folder with the
# flags of our build (config/meson.build's warning set, drivers/meson.build's
# defines) and -Werror.
#
# Environment:
#   DPDK2411_REFRESH=1   apt-get update and fetch again even if something is
#                        cached (e.g. to try the source package again)
#   DPDK2411_VERSION     Debian version to fetch, e.g. 24.11.8-0+deb13u1
#   DPDK2411_MODE        auto (default), source or headers
#   DPDK2411_SDK_DIR     24.11 driver-SDK headers for the headers mode
#   DPDK2411_SUITE       Debian release to take it from (default: trixie)
#   CC                   compiler (default: cc)
#   CRYPTO_OPENSSL3_CACHE  private cache (default ~/.cache/crypto_openssl3)

set -euo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

SERIES=24.11
SUITE=${DPDK2411_SUITE:-trixie}
MODE=${DPDK2411_MODE:-auto}
ROOT=$CACHE_DIR/dpdk2411
APT_DIR=$ROOT/apt
SRC_DIR=$ROOT/src
DEB_DIR=$ROOT/deb
CC=${CC:-cc}
ARCH=$(dpkg --print-architecture)
# bump when the meson setup below changes
RECIPE=1

# configure only, for rte_build_config.h: no apps, tests, examples or docs and
# one driver; options that exist from 22.11 on
MESON_ARGS=(
    --buildtype=release
    -Dplatform=generic
    -Denable_drivers=bus/vdev
    -Ddisable_apps=*
    -Dtests=false
    -Dexamples=
    -Denable_docs=false
    -Denable_kmods=false
)

APT_OPTS=(
    -o "Dir::Etc::SourceList=$APT_DIR/sources.list"
    -o "Dir::Etc::SourceParts=$APT_DIR/sources.list.d"
    -o "Dir::State::Lists=$APT_DIR/lists"
    -o "Dir::Cache=$APT_DIR/cache"
    -o "Dir::State::status=/dev/null"
    -o "APT::Architectures=$ARCH"
    -o "APT::Sandbox::User=$(id -un)"
)

# the system's Debian entries as deb and deb-src entries for $SUITE (devtools/lib.sh)
derive_deb822() {
    derive_release_deb822 "$1" "$SUITE" "deb deb-src"
}

derive_oneline() {
    derive_release_oneline "$1" "$SUITE" "deb deb-src"
}

write_apt_config() {
    local codename
    # shellcheck source=/dev/null
    codename=$(. /etc/os-release && printf '%s' "${VERSION_CODENAME:-}")
    [ -n "$codename" ] || die "no VERSION_CODENAME in /etc/os-release"
    mkdir -p "$APT_DIR/sources.list.d" "$APT_DIR/lists/partial" \
        "$APT_DIR/cache/archives/partial" "$SRC_DIR" "$DEB_DIR"
    : >"$APT_DIR/sources.list"
    derive_deb822 "$codename" >"$APT_DIR/sources.list.d/$SUITE.sources"
    derive_oneline "$codename" >"$APT_DIR/sources.list.d/$SUITE.list"
    if [ ! -s "$APT_DIR/sources.list.d/$SUITE.sources" ] &&
        [ ! -s "$APT_DIR/sources.list.d/$SUITE.list" ]; then
        die "no Debian '$codename' entry in /etc/apt/sources.list{,.d/} to derive $SUITE from"
    fi
}

apt_update() {
    write_apt_config
    log "dpdk2411: apt-get update ($SUITE entries derived from the system's sources)"
    apt-get "${APT_OPTS[@]}" update -q </dev/null >&2 ||
        log "dpdk2411: apt-get update reported errors, trying the download anyway"
}

# newest downloaded $SERIES source version whose files are all present
cached_source() {
    local dsc
    for dsc in $(find "$SRC_DIR" -maxdepth 1 -name "dpdk_$SERIES.*.dsc" 2>/dev/null | sort -rV); do
        if (cd "$SRC_DIR" &&
            awk '/^Files:/ { f = 1; next } /^[^ ]/ { f = 0 } f { print $3 }' "$dsc" |
            xargs -r ls >/dev/null 2>&1); then
            dsc=$(basename "$dsc" .dsc)
            printf '%s\n' "${dsc#dpdk_}"
            return 0
        fi
    done
    return 1
}

# newest downloaded libdpdk-dev $SERIES package
cached_deb() {
    local deb
    deb=$(find "$DEB_DIR" -maxdepth 1 -name "libdpdk-dev_$SERIES.*_$ARCH.deb" 2>/dev/null |
        sort -rV | head -n 1)
    [ -n "$deb" ] || return 1
    deb=${deb##*/libdpdk-dev_}
    printf '%s\n' "${deb%_"$ARCH".deb}"
}

# versions of PACKAGE (source with --src) the lists know, newest first
known_versions() {
    local want=${DPDK2411_VERSION:-}
    if [ -n "$want" ]; then
        printf '%s\n' "$want"
    elif [ "${1:-}" = --src ]; then
        apt-cache "${APT_OPTS[@]}" showsrc dpdk 2>/dev/null |
            sed -n "s/^Version: \(${SERIES//./\\.}\..*\)/\1/p" | sort -ruV
    else
        apt-cache "${APT_OPTS[@]}" madison libdpdk-dev 2>/dev/null |
            awk -F'|' '{ gsub(/ /, "", $2); print $2 }' |
            grep "^${SERIES//./\\.}\." | sort -ruV
    fi
}

# download the newest dpdk $SERIES source the mirror serves; prints its version
fetch_source() {
    local v versions=()
    mapfile -t versions < <(known_versions --src)
    [ ${#versions[@]} -gt 0 ] || { log "dpdk2411: no dpdk $SERIES source in $SUITE"; return 1; }
    for v in "${versions[@]}"; do
        log "dpdk2411: downloading Debian source dpdk=$v"
        if (cd "$SRC_DIR" &&
            apt-get "${APT_OPTS[@]}" source --download-only -q "dpdk=$v" </dev/null \
                >"$ROOT/apt-get.log" 2>&1); then
            printf '%s\n' "$v"
            return 0
        fi
        grep '^E: ' "$ROOT/apt-get.log" >&2 || true
        rm -f "$SRC_DIR/dpdk_${v#*:}.dsc"
    done
    return 1
}

# download the newest libdpdk-dev $SERIES the mirror serves; prints its version
fetch_deb() {
    local v versions=()
    mapfile -t versions < <(known_versions)
    [ ${#versions[@]} -gt 0 ] || { log "dpdk2411: no libdpdk-dev $SERIES in $SUITE"; return 1; }
    for v in "${versions[@]}"; do
        log "dpdk2411: downloading libdpdk-dev=$v"
        if (cd "$DEB_DIR" &&
            apt-get "${APT_OPTS[@]}" download -q "libdpdk-dev=$v" </dev/null \
                >"$ROOT/apt-get.log" 2>&1); then
            # apt names the file with the version's epoch as %3a
            find "$DEB_DIR" -maxdepth 1 -name 'libdpdk-dev_*%3a*.deb' -exec \
                sh -c 'for f; do mv "$f" "$(printf %s "$f" | sed "s/[0-9]*%3a//")"; done' sh {} +
            printf '%s\n' "$v"
            return 0
        fi
        grep '^E: ' "$ROOT/apt-get.log" >&2 || true
    done
    return 1
}

# extract dpdk_VERSION.dsc into TREE once
extract_source() {
    local version=$1 tree=$2
    [ -f "$tree/.crypto_openssl3-extracted" ] && return 0
    rm -rf "$tree"
    log "dpdk2411: extracting dpdk $version"
    # apt checked the .dsc's hash against the signed index; dpkg-source
    # checks the other files against the .dsc
    dpkg-source --no-copy -x "$SRC_DIR/dpdk_${version#*:}.dsc" "$tree" 2>&1 |
        grep -v -e '^gpgv:' -e 'cannot verify inline signature' -e '^dpkg-source: info:' >&2 || true
    [ -f "$tree/lib/eal/include/rte_version.h" ] ||
        die "dpkg-source -x dpdk_${version#*:}.dsc failed"
    : >"$tree/.crypto_openssl3-extracted"
}

# extract usr/include of libdpdk-dev_VERSION into DIR once
extract_deb() {
    local version=$1 dir=$2
    [ -f "$dir/.crypto_openssl3-extracted" ] && return 0
    rm -rf "$dir"
    mkdir -p "$dir"
    log "dpdk2411: extracting the headers of libdpdk-dev $version"
    dpkg-deb --fsys-tarfile "$DEB_DIR/libdpdk-dev_${version#*:}_$ARCH.deb" |
        tar -x -C "$dir" ./usr/include
    [ -f "$dir/usr/include/dpdk/rte_version.h" ] || die "no rte_version.h in libdpdk-dev $version"
    : >"$dir/.crypto_openssl3-extracted"
}

# meson setup TREE into BUILD once (configure only: rte_build_config.h)
configure() {
    local tree=$1 build=$2
    [ -f "$build/rte_build_config.h" ] && return 0
    rm -rf "$build"
    log "dpdk2411: meson setup ${MESON_ARGS[*]} (log: $build.log)"
    # DPDK's meson looks up python3 on PATH and needs pyelftools: prefer
    # the system one to a pyenv
    if ! PATH=/usr/bin:$PATH meson setup "${MESON_ARGS[@]}" "$build" "$tree" \
        >"$build.log" 2>&1; then
        tail -n 30 "$build.log" >&2
        rm -rf "$build"
        die "meson setup of dpdk failed; log in $build.log"
    fi
    [ -f "$build/rte_build_config.h" ] || die "meson setup made no rte_build_config.h"
}

# the warning_flags list of config/meson.build, one per line
warning_flags() {
    awk '/^warning_flags = \[/ { f = 1; next }
        f && /^\]/ { exit }
        f { sub(/#.*/, "")
            while (match($0, /'\''[^'\'']*'\''/)) {
                print substr($0, RSTART + 1, RLENGTH - 2)
                $0 = substr($0, RSTART + RLENGTH)
            } }' "$REPO_ROOT/config/meson.build"
}

main() {
    local cached_only=0 version="" kind="" t0 t_fetch=0 t_extract=0 t_conf=0
    local tree build key dir inc sdk="" sdk_ver h f name tmp i pass=0 fail=0
    local label="" cflags=() incs=() srcs=() pids=()
    case ${1:-} in
        --cached) cached_only=1 ;;
        "") ;;
        *) die "usage: $0 [--cached]" ;;
    esac
    case $MODE in
        auto | source | headers) ;;
        *) die "DPDK2411_MODE must be auto, source or headers" ;;
    esac
    mkdir -p "$ROOT"
    exec 9>"$ROOT/.lock"
    flock 9

    # what is cached already, unless asked to fetch again
    if [ "${DPDK2411_REFRESH:-0}" != 1 ]; then
        if [ "$MODE" != headers ] && version=$(cached_source) &&
            { [ -z "${DPDK2411_VERSION:-}" ] || [ "$version" = "${DPDK2411_VERSION#*:}" ]; }; then
            kind=source
        elif [ "$MODE" != source ] && version=$(cached_deb) &&
            { [ -z "${DPDK2411_VERSION:-}" ] || [ "$version" = "${DPDK2411_VERSION#*:}" ]; }; then
            kind=headers
        fi
    fi
    if [ -z "$kind" ]; then
        if [ $cached_only = 1 ]; then
            log "dpdk2411: nothing of dpdk $SERIES cached (run without --cached)"
            exit 2
        fi
        t0=$(date +%s)
        apt_update
        if [ "$MODE" != headers ] && version=$(fetch_source); then
            kind=source
        elif [ "$MODE" = source ]; then
            log "dpdk2411: cannot download the dpdk $SERIES source package"
            exit 2
        else
            [ "$MODE" = headers ] ||
                log "dpdk2411: the dpdk $SERIES source package cannot be downloaded; falling back to libdpdk-dev's headers"
            if version=$(fetch_deb); then
                kind=headers
            else
                log "dpdk2411: cannot download libdpdk-dev $SERIES either"
                exit 2
            fi
        fi
        t_fetch=$(($(date +%s) - t0))
    fi

    # include paths; our driver's own first, as in our build
    incs=(-I"$REPO_ROOT/drivers/crypto/openssl" -I"$REPO_ROOT/drivers")
    t0=$(date +%s)
    if [ $kind = source ]; then
        tree=$ROOT/dpdk-${version//[^A-Za-z0-9.+-]/_}
        extract_source "$version" "$tree"
        t_extract=$(($(date +%s) - t0))
        key=$({
            printf '%s\n' "$RECIPE" "${MESON_ARGS[@]}"
            meson --version
            "$CC" --version | head -n 1
        } | sha256sum | cut -c1-10)
        build=$tree-build-$key
        t0=$(date +%s)
        configure "$tree" "$build"
        t_conf=$(($(date +%s) - t0))
        # as DPDK's own build of a crypto driver sees them
        incs+=(-I"$build" -I"$tree/config"
            -I"$tree/lib/eal/include" -I"$tree/lib/eal/linux/include"
            -I"$tree/lib/eal/x86/include")
        for dir in "$tree"/lib/*/; do
            incs+=(-I"${dir%/}")
        done
        incs+=(-I"$tree/drivers/bus/vdev")
        label="Debian source dpdk $version"
    else
        dir=$ROOT/libdpdk-dev-${version//[^A-Za-z0-9.+-]/_}
        extract_deb "$version" "$dir"
        t_extract=$(($(date +%s) - t0))
        inc=$(find "$dir/usr/include" -name rte_build_config.h -printf '%h\n' -quit)
        [ -n "$inc" ] || die "no rte_build_config.h in libdpdk-dev $version"
        incs+=(-I"$dir/usr/include/dpdk" -I"$inc")
        if [ -n "${DPDK2411_SDK_DIR:-}" ]; then
            sdk=$(realpath -e -- "$DPDK2411_SDK_DIR") || die "DPDK2411_SDK_DIR $DPDK2411_SDK_DIR not found"
            label="libdpdk-dev $version headers, driver-SDK headers from $sdk"
        else
            sdk_ver=$(pkg-config --modversion libdpdk 2>/dev/null) ||
                die "no installed libdpdk to take stand-in driver-SDK headers from"
            sdk=$REPO_ROOT/.sdk/dpdk-$sdk_ver
            label="libdpdk-dev $version headers, driver-SDK headers of DPDK $sdk_ver (PARTIAL)"
        fi
        for h in cryptodev_pmd.h bus_vdev_driver.h dev_driver.h; do
            [ -f "$sdk/$h" ] || die "$sdk/$h not found (devtools/setup.sh fetches the installed version's)"
        done
        # after the 24.11 headers: only what 24.11's package lacks comes from it
        incs+=(-I"$sdk")
    fi
    log "dpdk2411: $label; fetch ${t_fetch}s, extract ${t_extract}s, configure ${t_conf}s"

    # the flags of our build (config/meson.build, drivers/meson.build)
    cflags=(-std=gnu11 -O3 -fPIC -pthread -D_FILE_OFFSET_BITS=64
        -Wall -Wextra -Werror
        -DALLOW_EXPERIMENTAL_API -DALLOW_INTERNAL_API
        -DRTE_LOG_DEFAULT_LOGTYPE=pmd.crypto.openssl
        -msse4.2 -march=corei7)
    mapfile -t -O ${#cflags[@]} cflags < <(warning_flags)
    [ ${#cflags[@]} -gt 12 ] || die "no warning_flags found in config/meson.build"
    cflags+=(-include rte_config.h)
    if [ $kind = headers ] && [ -z "${DPDK2411_SDK_DIR:-}" ]; then
        # 22.11's cryptodev_pmd.h uses RTE_STD_C11, which 24.11 removed
        cflags+=(-DRTE_STD_C11=)
    fi

    tmp=$(mktemp -d)
    # shellcheck disable=SC2064 # expand now: tmp is local
    trap "rm -rf '$tmp'" EXIT
    mapfile -t srcs < <(find "$REPO_ROOT/drivers/crypto/openssl" -maxdepth 1 -name '*.c' | sort)
    [ ${#srcs[@]} -gt 0 ] || die "no sources in drivers/crypto/openssl"
    for f in "${srcs[@]}"; do
        name=$(basename "$f" .c)
        "$CC" "${cflags[@]}" "${incs[@]}" -c "$f" -o "$tmp/$name.o" \
            >"$tmp/$name.log" 2>&1 &
        pids+=($!)
    done
    for i in "${!srcs[@]}"; do
        name=$(basename "${srcs[$i]}" .c)
        if wait "${pids[$i]}"; then
            printf 'PASS drivers/crypto/openssl/%s.c\n' "$name"
            pass=$((pass + 1))
        else
            printf 'FAIL drivers/crypto/openssl/%s.c\n' "$name"
            sed 's/^/    /' "$tmp/$name.log"
            fail=$((fail + 1))
        fi
    done
    if [ $kind = headers ] && [ -z "${DPDK2411_SDK_DIR:-}" ]; then
        printf 'partial: %d passed, %d failed\n' "$pass" "$fail"
    else
        printf '%d passed, %d failed\n' "$pass" "$fail"
    fi
    [ "$fail" = 0 ]
}

main "$@"
