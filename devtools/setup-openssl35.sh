#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Build a static OpenSSL 3.5 LTS from Debian 13 (trixie)'s source package, for
# linking into the driver with hidden symbols (meson -Dopenssl_static=PREFIX),
# and its FIPS provider for the fips layer (devtools/test-fips.sh). Prints
# the install prefix as the last line on stdout; progress on stderr.
#
#   prefix=$(devtools/setup-openssl35.sh)
#   BUILD_DIR=build-ossl35 MESON_OPTS="-Dopenssl_static=$prefix" devtools/test.sh
#
#   devtools/setup-openssl35.sh --cached   print the prefix if it is built
#                                          already, else exit 1 (no network,
#                                          no build)
#   devtools/setup-openssl35.sh --source   download the source only (the test
#                                          data of the kat and asym layers)
#                                          and print its upstream tarball
#
# 1. fetches the source with a private apt configuration in
#    $CACHE_DIR/openssl35/apt whose deb-src entries are the system's Debian
#    archive entries with the suites renamed to trixie (trixie-updates,
#    trixie-security); debian-archive-keyring on Debian 12 carries trixie's
#    keys. apt checks InRelease's signature and every file's hash; the upstream
#    tarball's signature is checked against debian/upstream/signing-key.asc.
# 2. builds libcrypto.a (no shared library, the default and base providers
#    built in, no config file loaded automatically, -fPIC,
#    -fvisibility=hidden, asm on) and installs it with the headers into
#    $CACHE_DIR/openssl35/<version>-<hash>, the hash being of the configure
#    line and compiler; an existing one is reused;
# 3. from the same configured tree (one configure, one build: enable-fips
#    makes the FIPS module's objects apart from libcrypto's anyway), the
#    FIPS provider lib/ossl-modules/fips.so, the legacy provider
#    lib/ossl-modules/legacy.so (loadable modules: enable-fips needs module
#    support, and with it legacy is a module, in MODULESDIR, the prefix's
#    lib/ossl-modules) and bin/openssl, compiled without
#    -fvisibility=hidden (a module exports its OSSL_provider_init); then
#    "bin/openssl fipsinstall" runs the module's self-tests and writes
#    ssl/fipsmodule.cnf (the module's HMAC and its settings). A cached
#    prefix without them (an older recipe, an interrupted build) is not
#    reused: a new one is built. crypto_openssl3-build.txt in the prefix
#    says how long each part took.
#
# Environment:
#   OPENSSL35_REFRESH=1   apt-get update and take the newest 3.5 source even
#                         if one was downloaded before
#   OPENSSL35_VERSION     Debian version to fetch, e.g. 3.5.7-1~deb13u2
#   OPENSSL35_SUITE       Debian release to take it from (default: trixie)
#   OPENSSL35_JOBS        make -j (default: number of CPUs)
#   OPENSSL35_KEEP_BUILD=1  keep the build tree
#   CRYPTO_OPENSSL3_CACHE   private cache (default ~/.cache/crypto_openssl3)

set -euo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

SUITE=${OPENSSL35_SUITE:-trixie}
JOBS=${OPENSSL35_JOBS:-$(nproc)}
ROOT=$CACHE_DIR/openssl35
APT_DIR=$ROOT/apt
SRC_DIR=$ROOT/src
# bump when the way the prefix is built changes
RECIPE=2
# what a prefix holds besides libcrypto.a and the headers (step 3)
FIPS_FILES=(lib/ossl-modules/fips.so lib/ossl-modules/legacy.so bin/openssl
    ssl/fipsmodule.cnf)

# Debian's own configure arguments (debian/rules) where they touch libcrypto,
# and its enable-fips; not its zlib/zstd/ktls ones (nothing of TLS is used)
CONFIG_ARGS=(
    no-shared
    enable-fips
    no-docs
    no-tests
    no-autoload-config
    no-idea
    no-mdc2
    no-rc5
    no-ssl3
    no-ssl3-method
    no-capieng
    no-rdrand
    enable-rfc3779
    enable-cms
)
CONFIG_CFLAGS=(-fPIC -fvisibility=hidden)

# a private apt configuration whose deb-src entries are the system's Debian
# entries with the release renamed (devtools/lib.sh); sets APT_OPTS
write_apt_config() {
    local codename
    codename=$(. /etc/os-release && printf '%s' "${VERSION_CODENAME:-}")
    [ -n "$codename" ] || die "no VERSION_CODENAME in /etc/os-release"
    apt_private "$APT_DIR"
    apt_sources "$APT_DIR" "$codename" "$SUITE" deb-src ||
        die "no Debian '$codename' entry in /etc/apt/sources.list{,.d/}" \
            "to derive $SUITE deb-src from"
}

# newest downloaded source version whose files are all present
downloaded_version() {
    local dsc
    for dsc in $(find "$SRC_DIR" -maxdepth 1 -name 'openssl_3.5.*.dsc' 2>/dev/null | sort -rV); do
        if (cd "$SRC_DIR" &&
            awk '/^Files:/ { f = 1; next } /^[^ ]/ { f = 0 } f { print $3 }' "$dsc" |
            xargs -r ls >/dev/null 2>&1); then
            dsc=$(basename "$dsc" .dsc)
            printf '%s\n' "${dsc#openssl_}"
            return 0
        fi
    done
    return 1
}

# download openssl=VERSION (or the newest 3.5 one the mirror serves); prints it
fetch_source() {
    local want=${OPENSSL35_VERSION:-} v versions=()
    write_apt_config
    log "openssl35: apt-get update ($SUITE deb-src entries derived from the system's sources)"
    apt-get "${APT_OPTS[@]}" update -q </dev/null >&2 ||
        log "openssl35: apt-get update reported errors, trying the download anyway"
    if [ -n "$want" ]; then
        versions=("$want")
    else
        mapfile -t versions < <(apt-cache "${APT_OPTS[@]}" showsrc openssl 2>/dev/null |
            sed -n 's/^Version: \(3\.5\..*\)/\1/p' | sort -ruV)
        [ ${#versions[@]} -gt 0 ] || die "no openssl 3.5 source in $SUITE"
    fi
    # newest first; a mirror may list a version whose files it lacks
    for v in "${versions[@]}"; do
        log "openssl35: downloading Debian source openssl=$v"
        if (cd "$SRC_DIR" &&
            apt-get "${APT_OPTS[@]}" source --download-only -q "openssl=$v" </dev/null \
                >"$ROOT/apt-get-source.log" 2>&1); then
            printf '%s\n' "$v"
            return 0
        fi
        grep '^E: ' "$ROOT/apt-get-source.log" >&2 || true
        rm -f "$SRC_DIR/openssl_${v#*:}.dsc"
    done
    die "cannot download the openssl source (tried ${versions[*]})"
}

# dearmor: ASCII-armored OpenPGP keys on stdin, binary on stdout (no gpg needed)
dearmor() {
    awk '/^-----BEGIN / { inblk = 1; body = 0; next }
        /^-----END / { inblk = 0; next }
        inblk && !body { if ($0 ~ /^[ \t\r]*$/) body = 1; next }
        inblk && /^=/ { next }
        inblk { print }' | base64 -d
}

# check the upstream tarball's signature with the key Debian ships for it
check_upstream_signature() {
    local tree=$1 tarball=$2 keyring
    local key=$tree/debian/upstream/signing-key.asc
    if [ ! -f "$tarball.asc" ] || [ ! -f "$key" ]; then
        log "openssl35: no upstream signature or key to check $(basename "$tarball") with"
        return 0
    fi
    keyring=$(mktemp)
    dearmor <"$key" >"$keyring"
    if ! gpgv --keyring "$keyring" "$tarball.asc" "$tarball" >/dev/null 2>&1; then
        rm -f "$keyring"
        die "upstream signature of $tarball does not verify with debian/upstream/signing-key.asc"
    fi
    rm -f "$keyring"
    log "openssl35: upstream signature of $(basename "$tarball") good"
}

# Debian's target (from its debian-targets.patch) when it has one for us
config_target() {
    local arch
    arch=$(dpkg --print-architecture)
    if grep -q "\"debian-$arch\"" "$1/Configurations/20-debian.conf" 2>/dev/null; then
        printf 'debian-%s\n' "$arch"
    fi
}

arch_args() {
    case $(dpkg --print-architecture) in
        amd64 | arm64 | ppc64el | riscv64) printf '%s\n' enable-ec_nistp_64_gcc_128 ;;
    esac
}

# key of a build: Debian version, recipe, configure arguments, compiler
build_key() {
    local version=$1 hash
    hash=$({
        printf '%s\n' "$RECIPE" "${CONFIG_ARGS[@]}" "${CONFIG_CFLAGS[@]}"
        arch_args
        cc --version | head -n 1
    } | sha256sum | cut -c1-10)
    printf '%s-%s\n' "${version//[^A-Za-z0-9.+-]/_}" "$hash"
}

# build_fips TREE PREFIX: step 3 in the configured and built TREE, into
# PREFIX (the final one, where MODULESDIR points, or its .tmp)
build_fips() {
    local tree=$1 prefix=$2 cflags
    # the configured CFLAGS less -fvisibility=hidden: a module's entry point
    # must be visible (objects of libcrypto.a, built already, stay as they are)
    cflags=$(sed -n 's/^CFLAGS=//p' "$tree/Makefile" | sed 's/ *-fvisibility=hidden//')
    log "openssl35: make providers/fips.so providers/legacy.so apps/openssl (CFLAGS=$cflags)"
    (cd "$tree" && make -j"$JOBS" CFLAGS="$cflags" providers/fips.so providers/legacy.so \
        apps/openssl) >>"$tree.log" 2>&1 || return 1
    mkdir -p "$prefix/lib/ossl-modules" "$prefix/bin" "$prefix/ssl"
    install -m 755 "$tree/providers/fips.so" "$tree/providers/legacy.so" \
        "$prefix/lib/ossl-modules/"
    install -m 755 "$tree/apps/openssl" "$prefix/bin/"
    # the module's own self-tests run here; their failure is the build's
    log "openssl35: openssl fipsinstall -module $prefix/lib/ossl-modules/fips.so"
    "$prefix/bin/openssl" fipsinstall -module "$prefix/lib/ossl-modules/fips.so" \
        -out "$prefix/ssl/fipsmodule.cnf" >>"$tree.log" 2>&1
}

# has_fips PREFIX: it has step 3's files
has_fips() {
    local f
    for f in "${FIPS_FILES[@]}"; do
        [ -s "$1/$f" ] || return 1
    done
}

build() {
    local version=$1 prefix=$2 upstream tree tarball target start t t_fips
    local args=()
    upstream=${version#*:}
    upstream=${upstream%-*}
    tree=$ROOT/build/openssl-$version
    rm -rf "$tree" "$tree.log" "$prefix.tmp"
    mkdir -p "$ROOT/build"
    start=$(date +%s)
    log "openssl35: extracting openssl $version"
    # dpkg-source checks the files against the .dsc's checksums; it cannot
    # check the .dsc's own signature without debian-keyring, which is fine:
    # apt checked the .dsc's hash against the signed index
    dpkg-source --no-copy -x "$SRC_DIR/openssl_${version#*:}.dsc" "$tree" 2>&1 |
        grep -v -e '^gpgv:' -e 'cannot verify inline signature' >&2 || true
    [ -f "$tree/Configure" ] || die "dpkg-source -x openssl_${version#*:}.dsc failed"
    tarball=$(find "$SRC_DIR" -maxdepth 1 -name "openssl_${upstream}.orig.tar.*" \
        ! -name '*.asc' -print -quit)
    check_upstream_signature "$tree" "$tarball"

    target=$(config_target "$tree")
    [ -n "$target" ] && args+=("$target")
    args+=(--prefix="$prefix" --openssldir="$prefix/ssl" --libdir=lib
        "${CONFIG_ARGS[@]}")
    mapfile -t -O ${#args[@]} args < <(arch_args)
    args+=("${CONFIG_CFLAGS[@]}")
    log "openssl35: ./Configure ${args[*]}"
    log "openssl35: make -j$JOBS libcrypto.a (log: $tree.log)"
    if ! (cd "$tree" && ./Configure "${args[@]}" &&
        make -j"$JOBS" build_generated && make -j"$JOBS" libcrypto.a) >"$tree.log" 2>&1; then
        tail -n 30 "$tree.log" >&2
        die "openssl build failed; log in $tree.log, tree in $tree"
    fi
    mkdir -p "$prefix.tmp/include/openssl" "$prefix.tmp/lib"
    install -m 644 "$tree"/include/openssl/*.h "$prefix.tmp/include/openssl/"
    install -m 644 "$tree/libcrypto.a" "$prefix.tmp/lib/"
    t=$(($(date +%s) - start))
    log "openssl35: libcrypto.a built in ${t}s"
    if ! build_fips "$tree" "$prefix.tmp"; then
        tail -n 30 "$tree.log" >&2
        die "the FIPS provider's build or fipsinstall failed; log in $tree.log, tree in $tree"
    fi
    t_fips=$(($(date +%s) - start - t))
    {
        printf 'debian_version=%s\n' "$version"
        printf 'upstream_version=%s\n' "$upstream"
        printf 'configure=%s\n' "${args[*]}"
        printf 'build_seconds=%s\n' $((t + t_fips))
        printf 'libcrypto_seconds=%s\n' "$t"
        printf 'fips_seconds=%s\n' "$t_fips"
        printf 'jobs=%s\n' "$JOBS"
    } >"$prefix.tmp/crypto_openssl3-build.txt"
    mv "$prefix.tmp" "$prefix"
    [ "${OPENSSL35_KEEP_BUILD:-0}" = 1 ] || rm -rf "$tree" "$tree.log"
    log "openssl35: built openssl $version in $((t + t_fips))s" \
        "(libcrypto.a ${t}s, FIPS provider, legacy provider and openssl ${t_fips}s)"
}

# source_tarball VERSION: print the upstream tarball of a downloaded source
source_tarball() {
    local v=${1#*:}
    find "$SRC_DIR" -maxdepth 1 -name "openssl_${v%-*}.orig.tar.*" ! -name '*.asc' |
        head -n 1 | grep . || die "no upstream tarball of openssl $1 in $SRC_DIR"
}

main() {
    local version prefix cached_only=0 source_only=0
    case ${1:-} in
        --cached) cached_only=1 ;;
        --source) source_only=1 ;;
        "") ;;
        *) die "usage: $0 [--cached|--source]" ;;
    esac
    mkdir -p "$ROOT" "$SRC_DIR"
    # the source is there already: no need to wait for a build in progress
    if [ $source_only = 1 ] && [ -z "${OPENSSL35_VERSION:-}" ] &&
            [ "${OPENSSL35_REFRESH:-0}" != 1 ] && version=$(downloaded_version); then
        source_tarball "$version"
        return 0
    fi
    # nor for a prefix built already (a prefix appears whole: mv of its .tmp)
    if [ $source_only = 0 ] && [ -z "${OPENSSL35_VERSION:-}" ] &&
            [ "${OPENSSL35_REFRESH:-0}" != 1 ] && version=$(downloaded_version); then
        prefix=$ROOT/$(build_key "$version")
        if [ -f "$prefix/crypto_openssl3-build.txt" ] && has_fips "$prefix"; then
            log "openssl35: using cached $prefix"
            printf '%s\n' "$prefix"
            return 0
        fi
    fi
    exec 9>"$ROOT/.lock"
    flock 9

    if [ -n "${OPENSSL35_VERSION:-}" ] &&
            [ -f "$SRC_DIR/openssl_${OPENSSL35_VERSION#*:}.dsc" ]; then
        version=$OPENSSL35_VERSION
    elif [ -z "${OPENSSL35_VERSION:-}" ] && [ "${OPENSSL35_REFRESH:-0}" != 1 ] &&
        version=$(downloaded_version); then
        :
    elif [ $cached_only = 1 ]; then
        exit 1
    else
        version=$(fetch_source)
    fi
    if [ $source_only = 1 ]; then
        source_tarball "$version"
        return 0
    fi
    prefix=$ROOT/$(build_key "$version")
    if [ -f "$prefix/crypto_openssl3-build.txt" ] && has_fips "$prefix"; then
        log "openssl35: using cached $prefix"
    elif [ $cached_only = 1 ]; then
        exit 1
    else
        # a prefix of this key without the FIPS files: made again whole
        [ -d "$prefix" ] && log "openssl35: $prefix lacks the FIPS provider: building again"
        rm -rf "$prefix"
        build "$version" "$prefix"
    fi
    printf '%s\n' "$prefix"
}

main "$@"
