# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
# shellcheck shell=bash
#
# devtools/intree.sh, step "unpack": the DPDK tree of a version in its cache
# entry, with our driver in place of upstream's. Sourced by intree.sh.
#
# The input is never touched: a tarball is unpacked, a directory copied
# (build dirs and .git left out). Our driver replaces drivers/crypto/openssl;
# upstream's moves to drivers/crypto/openssl_ref, registered as one more
# crypto driver (vdev name unchanged, never loaded together with ours), so
# one build gives both. Where test_cryptodev.c has run_cryptodev_raw_testsuite()
# (24.11 on), the copy registers cryptodev_openssl_raw_api_autotest (no
# version registers the raw suite for crypto_openssl).

RAW_TEST=cryptodev_openssl_raw_api_autotest

# tree_hash DIR: sha256 of every file under DIR, names included
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
    prune_docs
    prune_tests || return 1
    sync_dir "$REPO_ROOT/$DRV" "$SRC/$DRV"
    echo "source: $SRC (DPDK $(cat "$SRC/VERSION")), our driver $(tree_hash "$REPO_ROOT/$DRV")"
}

# prune_docs: a pruned tarball has no documentation sources, and DPDK's doc
# meson files build the guides whenever sphinx-build is installed
# (enable_docs only makes it required): none in the copy
prune_docs() {
    local d
    for d in guides api; do
        [ -f "$SRC/doc/$d/meson.build" ] || continue
        [ -f "$SRC/doc/guides/index.rst" ] && return 0
        grep -q '^subdir_done()' "$SRC/doc/$d/meson.build" && continue
        sed -i '0,/^[^#]/s//subdir_done()\n&/' "$SRC/doc/$d/meson.build"
    done
}

# prune_tests: dpdk-test with the cryptodev tests only (the autotests these
# steps run), not the hundred other test files of the enabled libraries; the
# libraries those files would have linked stay dependencies (test.c uses
# some of them when they are there)
prune_tests() {
    local f=$SRC/app/test/meson.build
    grep -q '^# crypto_openssl: the cryptodev tests only' "$f" && return 0
    grep -q '^source_file_ext_deps = {' "$f" ||
        { log "$f: no source_file_ext_deps to prune the tests before"; return 1; }
    # test.c and commands.c call into these, the cryptodev tests into the rest
    awk -v keep="['test_security_proto.c', 'test_debug.c', 'test_mp_secondary.c', \
'test_pmd_perf.c', 'test_timer_secondary.c', 'packet_burst_generator.c']" '
        /^source_file_ext_deps = \{/ && !done {
            print "# crypto_openssl: the cryptodev tests only (devtools/intree/tree.sh)"
            print "_intree_kept = {}"
            print "foreach f, f_deps : source_file_deps"
            print "    if f.startswith(\x27test_cryptodev\x27) or f in " keep
            print "        _intree_kept += {f: f_deps}"
            print "        continue"
            print "    endif"
            print "    _intree_ok = true"
            print "    foreach d : f_deps"
            print "        if not is_variable(get_option(\x27default_library\x27) + \x27_rte_\x27 + d)"
            print "            _intree_ok = false"
            print "        endif"
            print "    endforeach"
            print "    foreach d : _intree_ok ? f_deps : []"
            print "        if d not in deps"
            print "            deps += d"
            print "        endif"
            print "    endforeach"
            print "endforeach"
            print "source_file_deps = _intree_kept"
            print ""
            done = 1
        }
        { print }' "$f" >"$f.tmp" && mv "$f.tmp" "$f"
}

# add_raw_autotest: register $RAW_TEST in the cache's test_cryptodev.c where
# the tree has the raw suite runner
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
        "$REPO_ROOT/devtools/setup.sh" --dpdk-source >&2 || return 1
        tarball=$(find "$CACHE_DIR/apt/src" -maxdepth 1 -name "dpdk_$up.orig.tar.*" \
            ! -name '*.asc' | head -n 1)
    fi
    [ -n "$tarball" ] || { log "no Debian source of DPDK $up in $CACHE_DIR/apt/src"; return 1; }
    echo "$tarball"
}
