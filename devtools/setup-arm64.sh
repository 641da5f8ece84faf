#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Cross-build the driver and its test programs for arm64 (aarch64), to run
# under qemu-user. Idempotent; a re-run with everything cached needs no
# network. Prints the sysroot as the last line on stdout; progress on stderr.
#
#   devtools/setup-arm64.sh [--ubsan] [MESON_OPTION...]
#   devtools/setup-arm64.sh --sysroot-only    stop after the sysroot
#
# 1. devtools/setup.sh without its build (the amd64 packages: meson, ninja,
#    pkg-config, pyelftools; the driver-SDK headers of the installed DPDK);
# 2. installs Debian's cross toolchain and qemu: gcc-aarch64-linux-gnu,
#    libc6-dev-arm64-cross, qemu-user-static (nothing else of the system
#    changes: no dpkg --add-architecture, no binfmt_misc registration; the
#    test programs are run through qemu-aarch64-static by name);
# 3. the sysroot $CACHE_DIR/arm64/sysroot: the arm64 .debs of libdpdk-dev and
#    dpdk-dev (the version of the installed amd64 DPDK, so the SDK headers in
#    SDK headers fit; dpdk-dev ships dpdk-test), libssl-dev and libubsan1, with the
#    shared libraries and headers they depend on, downloaded with apt-get download
#    through a private apt configuration ($CACHE_DIR/arm64/apt) whose
#    architecture is arm64 and whose entries are the system's Debian ones
#    (devtools/lib.sh: apt_private, apt_sources), unpacked with dpkg-deb -x,
#    absolute symbolic links made relative so that they stay inside it;
# 4. the machine file $CACHE_DIR/arm64/sysroot.ini (the constant 'sysroot')
#    for config/arm64_armv8_linux_gcc, the cross file;
# 5. meson setup and ninja in $BUILD_DIR-arm64 (build-arm64/); with --ubsan
#    also $BUILD_DIR-arm64-ubsan, -Db_sanitize=undefined: on arm64 a cache
#    line is 128 bytes (RTE_CACHE_LINE_SIZE of Debian's generic build) and
#    UBSan checks the alignment the types promise against the memory DPDK
#    gives, which x86's 64 cannot show.
#
# Environment:
#   BUILD_DIR, MESON_OPTS   as for devtools/setup.sh; the build is $BUILD_DIR-arm64
#   ARM64_REFRESH=1         resolve and download the packages again (a newer
#                           libssl-dev, say) even when the sysroot is there
#   CRYPTO_OPENSSL3_CACHE   private cache (default ~/.cache/crypto_openssl3)

set -euo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

ROOT=$CACHE_DIR/arm64
APT_DIR=$ROOT/apt
DEB_DIR=$ROOT/debs
SYSROOT=$ROOT/sysroot
MACHINE_FILE=$ROOT/sysroot.ini
CROSS_FILE=$REPO_ROOT/config/arm64_armv8_linux_gcc
# bump when the way the sysroot is made changes
RECIPE=2

# what the UBSan build makes: the driver, the programs of the pmd and asym layers
UBSAN_TARGETS="drivers/$PMD_NAME app/test-openssl-pmd/dpdk-test-openssl-pmd
    app/test-openssl-asym/dpdk-test-openssl-asym"
HOST_PACKAGES=(gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user-static)
# of the dependency closure, only the libraries (and their -dev packages),
# the kernel headers, and dpdk-dev for dpdk-test: not the tools dpdk-dev's
# scripts or the libraries' maintainer scripts need (perl, python3, udev ...)
KEEP_RE='^(lib.*|linux-libc-dev|zlib1g(-dev)?|ibverbs-providers|dpdk-dev)$'
DROP_RE='^lib(perl|python)'

# apt options of the private arm64 configuration (sets APT_OPTS): the
# system's Debian entries of this release, arm64 only, an empty dpkg status
# (so that every dependency is resolved, none taken as installed)
apt_arm64() {
    local rel
    rel=$(. /etc/os-release && printf '%s' "${VERSION_CODENAME:-}")
    [ -n "$rel" ] || die "no VERSION_CODENAME in /etc/os-release"
    apt_private "$APT_DIR"
    apt_sources "$APT_DIR" "$rel" "$rel" deb ||
        die "no Debian '$rel' entry in /etc/apt/sources.list{,.d/} to derive arm64 entries from"
    : >"$APT_DIR/status"
    APT_OPTS+=(
        -o APT::Architecture=arm64
        -o APT::Architectures::=arm64
        -o "Dir::State::status=$APT_DIR/status"
        -o Debug::NoLocking=1
    )
}

# resolve VERSION: the packages (name=version) of the sysroot, one a line
resolve() {
    local version=$1
    apt-get "${APT_OPTS[@]}" install -s -q --no-install-recommends \
        "libdpdk-dev=$version" "dpdk-dev=$version" libssl-dev libubsan1 </dev/null |
        awk -v keep="$KEEP_RE" -v drop="$DROP_RE" '/^Inst / && $2 ~ keep && $2 !~ drop {
            v = $3; gsub(/[()]/, "", v); print $2 "=" v }' | sort
}

# deb_file NAME=VERSION: the file apt-get download names it
deb_file() {
    local name=${1%%=*} version=${1#*=} f
    version=${version//:/%3a}
    for f in "$DEB_DIR/${name}_${version}_arm64.deb" "$DEB_DIR/${name}_${version}_all.deb"; do
        [ -f "$f" ] && printf '%s\n' "$f" && return 0
    done
    return 1
}

# relink DIR: absolute symbolic links below DIR made relative, so that they
# point into DIR and not at the build machine's (amd64) files
relink() {
    local dir=$1 link target
    while IFS= read -r -d '' link; do
        target=$(readlink -- "$link")
        ln -sfn -- "$(realpath -m -s --relative-to="$(dirname -- "$link")" \
            -- "$dir$target")" "$link"
    done < <(find "$dir" -type l -lname '/*' -print0)
}

# make_sysroot VERSION: download and unpack the packages of DPDK VERSION
make_sysroot() {
    local version=$1 p pkgs=() missing=() debs=() tmp t0=$SECONDS
    apt_arm64
    log "arm64: apt-get update (arm64 entries derived from the system's sources)"
    apt-get "${APT_OPTS[@]}" update -q </dev/null >&2 ||
        log "arm64: apt-get update reported errors, resolving anyway"
    mapfile -t pkgs < <(resolve "$version")
    printf '%s\n' "${pkgs[@]}" | grep -q '^libdpdk-dev=' ||
        die "arm64: cannot resolve libdpdk-dev=$version dpdk-dev=$version libssl-dev" \
            "for arm64 (is DPDK $version still on the mirror? upgrade the amd64 DPDK" \
            "packages to the version it serves)"
    mkdir -p "$DEB_DIR"
    for p in "${pkgs[@]}"; do
        deb_file "$p" >/dev/null || missing+=("$p")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        log "arm64: downloading ${#missing[@]} of ${#pkgs[@]} packages"
        (cd "$DEB_DIR" && apt-get "${APT_OPTS[@]}" download -q "${missing[@]}" </dev/null >&2) ||
            die "arm64: apt-get download failed"
    fi
    for p in "${pkgs[@]}"; do
        debs+=("$(deb_file "$p")") || die "arm64: $p not downloaded"
    done
    log "arm64: unpacking ${#debs[@]} packages into $SYSROOT"
    tmp=$SYSROOT.tmp
    rm -rf -- "$tmp"
    mkdir -p -- "$tmp"
    for p in "${debs[@]}"; do
        dpkg-deb -x "$p" "$tmp"
    done
    rm -rf -- "$tmp/usr/share/doc" "$tmp/usr/share/man" "$tmp/usr/share/locale"
    relink "$tmp"
    chmod 755 "$tmp"
    { echo "recipe $RECIPE"; echo "dpdk $version"; printf '%s\n' "${pkgs[@]}"; } \
        >"$tmp/.crypto_openssl3-sysroot"
    rm -rf -- "$SYSROOT"
    mv -- "$tmp" "$SYSROOT"
    log "arm64: sysroot ready ($((SECONDS - t0)) s)"
}

# the sysroot of the installed amd64 DPDK's version, made if missing
sysroot() {
    local version stamp=$SYSROOT/.crypto_openssl3-sysroot
    version=$(dpkg-query -W -f='${Version}' libdpdk-dev)
    if [ "${ARM64_REFRESH:-0}" != 1 ] && [ -f "$stamp" ] &&
        [ "$(sed -n 1,2p "$stamp")" = "$(printf 'recipe %s\ndpdk %s' "$RECIPE" "$version")" ]
    then
        log "arm64: sysroot of DPDK $version present in $SYSROOT"
    else
        make_sysroot "$version"
    fi
    # EAL checks its plugins' directories for world-writable ones as the
    # program sees them, /usr/lib/aarch64-linux-gnu/...: under qemu -L those
    # are the sysroot's, whose own ancestors EAL never sees
    printf "[constants]\nsysroot = '%s'\n" "$SYSROOT" >"$MACHINE_FILE.tmp"
    mv -f "$MACHINE_FILE.tmp" "$MACHINE_FILE"
}

# configure_and_build DIR TARGETS [MESON_OPTION...]: TARGETS, blank-separated
# ninja targets (empty: all)
configure_and_build() {
    local dir=$1 targets=() opts=("-Dsdk_headers=$(sdk_dir)")
    local setup=(--cross-file "$MACHINE_FILE" --cross-file "$CROSS_FILE")
    read -r -d "" -a targets <<<"$2" || true
    shift 2
    if [ -n "${MESON_OPTS:-}" ]; then
        read -r -a opts <<<"$MESON_OPTS"
    fi
    opts+=("$@")
    # one build of a build directory at a time (devtools/prebuild.sh)
    lock_for "$dir"
    # a build of another cache root's sysroot (CRYPTO_OPENSSL3_CACHE changed)
    if [ -f "$dir/build.ninja" ] &&
        ! grep -qF "'$MACHINE_FILE'" "$dir/meson-private/cmd_line.txt" 2>/dev/null
    then
        log "arm64: $dir was set up with another sysroot: setting it up again"
        rm -rf -- "$dir"
    fi
    if [ -f "$dir/build.ninja" ]; then
        if [ ${#opts[@]} -gt 0 ]; then
            log "arm64: meson configure $dir ${opts[*]}"
            meson configure "$dir" "${opts[@]}" >&2
        fi
    else
        # a setup that failed leaves a directory meson cannot reconfigure
        [ -d "$dir/meson-private" ] && rm -rf -- "$dir"
        log "arm64: meson setup $dir (cross file $CROSS_FILE)"
        meson setup "${setup[@]}" "$dir" "$REPO_ROOT" "${opts[@]}" >&2
    fi
    log "arm64: ninja -C $dir"
    ninja -C "$dir" "${targets[@]}" >&2
    [ -f "$dir/drivers/$PMD_NAME" ] ||
        die "build finished without $dir/drivers/$PMD_NAME"
    log "arm64: $dir/drivers/$PMD_NAME ready"
}

main() {
    local only=0 ubsan=0
    while [ $# -gt 0 ]; do
        case $1 in
            --sysroot-only) only=1 ;;
            --ubsan) ubsan=1 ;;
            *) break ;;
        esac
        shift
    done
    # one set-up at a time (devtools/prebuild.sh may be making it)
    lock_for arm64-setup
    "$REPO_ROOT/devtools/setup.sh" --no-build </dev/null >&2
    install_packages "${HOST_PACKAGES[@]}" || die "cannot install ${HOST_PACKAGES[*]}"
    sysroot
    if [ $only = 0 ]; then
        configure_and_build "$BUILD_DIR-arm64" "" "$@"
        # the runtime is the sysroot's libubsan1, as on an arm64 machine
        [ $ubsan = 0 ] || configure_and_build "$BUILD_DIR-arm64-ubsan" "$UBSAN_TARGETS" "$@" \
            -Db_sanitize=undefined
    fi
    printf '%s\n' "$SYSROOT"
}

main "$@"
