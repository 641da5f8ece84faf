#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Build DPDK example applications against a DPDK found by pkg-config (shared
# libraries), with their own Makefiles, into a cache outside the tree. Prints
# the directory that holds the binaries, one per example, named as the example.
#
#   devtools/build-examples.sh [--src DIR] [EXAMPLE...]
#       (default: ipsec-secgw l2fwd-crypto fips_validation; DIR: the examples'
#       sources, default /usr/share/dpdk/examples, Debian's dpdk-doc)
#
# Environment:
#   PKG_CONFIG_PATH  where libdpdk.pc is, for a DPDK other than the installed one
#   CRYPTO_OPENSSL3_CACHE  cache root (default ~/.cache/crypto_openssl3); builds
#                    go to examples/<DPDK version>-<hash>/bin/, the hash covering
#                    the sources of the three examples, pkg-config's flags and
#                    the compiler
#
# An example already built there with the same inputs is not built again.

set -euo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

EXAMPLES_SRC=/usr/share/dpdk/examples
DEFAULT_EXAMPLES=(ipsec-secgw l2fwd-crypto fips_validation)

# build_key EXAMPLE...: the hash of everything a build depends on
build_key() {
    local ex
    {
        pkg-config --modversion --cflags --libs libdpdk
        "${CC:-cc}" --version | head -n 1
        for ex in $(printf '%s\n' "${DEFAULT_EXAMPLES[@]}" "$@" common | LC_ALL=C sort -u); do
            [ -d "$EXAMPLES_SRC/$ex" ] || continue
            (cd "$EXAMPLES_SRC" && find "$ex" -type f \( -name '*.[ch]' -o -name Makefile \) \
                -print0 | LC_ALL=C sort -z | xargs -0 sha256sum)
        done
    } | sha256sum | cut -c1-16
}

# build_one EX DIR: build example EX into DIR/bin/EX (a temporary copy of its
# sources, and of common/, under DIR)
build_one() {
    local ex=$1 dir=$2 tmp
    tmp=$(mktemp -d "$dir/.build.XXXXXX")
    [ -d "$EXAMPLES_SRC/common" ] && cp -r "$EXAMPLES_SRC/common" "$tmp/"
    cp -r "$EXAMPLES_SRC/$ex" "$tmp/"
    log "examples: building $ex against DPDK $(pkg-config --modversion libdpdk)"
    if ! make -s -C "$tmp/$ex" -j2 shared >"$tmp/build.log" 2>&1; then
        tail -n 20 "$tmp/build.log" >&2
        rm -rf "$tmp"
        die "$ex did not build"
    fi
    cp "$tmp/$ex/build/$ex-shared" "$dir/bin/.$ex.tmp"
    mv -f "$dir/bin/.$ex.tmp" "$dir/bin/$ex"
    rm -rf "$tmp"
}

main() {
    local examples=() key dir ex
    if [ "${1:-}" = --src ]; then
        EXAMPLES_SRC=$2
        shift 2
    fi
    examples=("$@")
    [ ${#examples[@]} -gt 0 ] || examples=("${DEFAULT_EXAMPLES[@]}")
    pkg-config --exists libdpdk || die "pkg-config finds no libdpdk (PKG_CONFIG_PATH)"
    for ex in "${examples[@]}"; do
        [ -f "$EXAMPLES_SRC/$ex/Makefile" ] || die "no $EXAMPLES_SRC/$ex/Makefile (dpdk-doc)"
    done
    key=$(build_key "${examples[@]}")
    dir=$CACHE_DIR/examples/$(pkg-config --modversion libdpdk)-$key
    lock_for "$dir"
    mkdir -p "$dir/bin"
    for ex in "${examples[@]}"; do
        if [ -x "$dir/bin/$ex" ]; then
            log "examples: $ex already built in $dir/bin"
        else
            build_one "$ex" "$dir"
        fi
    done
    printf '%s\n' "$dir/bin"
}

main "$@"
