# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
# shellcheck shell=bash
#
# devtools/intree.sh, the build steps of a version. Sourced by intree.sh.
# Only what the test steps use is built, each thing once:
#
#   build    gcc, -Ddeveloper_mode=enabled -Dwerror=true: the libraries the
#            apps and examples below need (24.11 on: enable_libs), drivers
#            bus/vdev, crypto/openssl (ours), crypto/openssl_ref (upstream's),
#            crypto/null, mempool/ring and the net drivers present, apps test
#            and test-crypto-perf, examples ipsec-secgw, l2fwd-crypto and
#            fips_validation; meson install into $STAGE (driver SDK headers too)
#   clang    clang, developer mode, -Werror, -Denable_iova_as_pa=false and
#            -Denable_stdatomic=true where the version has them: our driver's
#            objects only (its library and the rest are the gcc build's)
#   project  this project against the staged DPDK, -Dwerror=true: our test
#            programs and the driver built out of tree
#   ossl35   this project's driver alone with -Dopenssl_static=<OpenSSL 3.5>
#            (devtools/setup-openssl35.sh, shared with the ossl35 layer and
#            bench.sh): its layers run on the project build's test programs,
#            which link the system OpenSSL either way

# has_option NAME: the tree's meson options include NAME
has_option() {
    grep -q "^option('$1'" "$SRC"/meson_options.txt "$SRC"/meson.options 2>/dev/null
}

# present KIND ITEM...: the items of lib/ or drivers/ (KIND) this tree has
present() {
    local kind=$1 d out=()
    shift
    for d in "$@"; do
        [ -f "$SRC/$kind/$d/meson.build" ] && out+=("$d")
    done
    local IFS=,
    echo "${out[*]}"
}

# configure BUILD CC OPTION...: meson setup once, again when the options change
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

# ninja_log BUILD LOG [TARGET...]: build, the errors shown on failure
ninja_log() {
    local b=$1 log=$2
    shift 2
    ninja -C "$b" -j "$JOBS" "$@" >"$log" 2>&1 ||
        { grep -E -B2 -A12 'error|FAILED' "$log" | head -n 80; return 1; }
    grep -E 'warning:' "$log" | grep "$DRV/" | head -n 20
    return 0
}

build_gcc() {
    local opts=(
        --prefix="$STAGE" -Ddefault_library=shared -Dplatform=generic
        -Ddeveloper_mode=enabled -Dwerror=true
        -Denable_docs=false -Dtests=true -Denable_driver_sdk=true
        -Denable_apps=test,test-crypto-perf
        "-Denable_drivers=$(present drivers bus/vdev crypto/openssl crypto/openssl_ref \
            crypto/null mempool/ring net/tap net/null net/ring)"
        "-Dexamples=$(cd "$SRC/examples" && for e in ipsec-secgw l2fwd-crypto fips_validation; do
            [ -f "$e/meson.build" ] && printf '%s,' "$e"; done | sed 's/,$//')"
    )
    has_option enable_kmods && opts+=(-Denable_kmods=false)
    # the libraries these need (24.11 on; the rest are many and unused here)
    has_option enable_libs && opts+=("-Denable_libs=$(present lib argparse cryptodev \
        security ipsec eventdev timer dmadev ip_frag lpm acl gso)")
    configure "$BUILD" gcc "${opts[@]}" || return 1
    ninja_log "$BUILD" "$BUILD.ninja.log" || return 1
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
        "-Denable_drivers=$(present drivers bus/vdev crypto/openssl mempool/ring)")
    local target
    command -v clang >/dev/null || { echo "clang not found"; return 1; }
    has_option enable_stdatomic && opts+=(-Denable_stdatomic=true)
    has_option enable_kmods && opts+=(-Denable_kmods=false)
    has_option enable_libs && opts+=("-Denable_libs=$(present lib cryptodev security)")
    configure "$BUILD_CLANG" clang "${opts[@]}" || return 1
    # the objects of our driver, archived: what clang compiles of ours
    target=$(ninja -C "$BUILD_CLANG" -t targets all |
        sed -n 's|^\(drivers/libtmp_rte_crypto_openssl\.a\): .*|\1|p' | head -n 1)
    [ -n "$target" ] || { echo "no target for our driver in $BUILD_CLANG"; return 1; }
    ninja_log "$BUILD_CLANG" "$BUILD_CLANG.ninja.log" "$target" || return 1
    CLANG_LIB=$BUILD_CLANG/$target
}

# exports_missing LIB: the rte_pmd_openssl_* functions of rte_pmd_openssl.h
# that nm does not show defined (and global) in LIB (none: success)
exports_missing() {
    local so=$1 want have f missing=()
    EXPORTS_SEEN=0
    want=$(grep -A1 '^__rte_experimental$' "$REPO_ROOT/$DRV/rte_pmd_openssl.h" |
        grep -o 'rte_pmd_openssl_[a-z_]*(' | tr -d '(' | sort -u)
    case $so in
        *.a) have=$(nm -g --defined-only "$so" 2>/dev/null | awk 'NF == 3 { print $3 }') ;;
        *) have=$(nm -D --defined-only "$so" | awk '{print $3}' | sed 's/@.*//') ;;
    esac
    have=$(sort -u <<<"$have")
    [ -n "$want" ] || { echo "no function found in rte_pmd_openssl.h"; return 1; }
    for f in $want; do
        grep -qx "$f" <<<"$have" || missing+=("$f")
    done
    EXPORTS_SEEN=$(grep -c '^rte_pmd_openssl_' <<<"$have")
    [ ${#missing[@]} -eq 0 ] || { echo "not exported: ${missing[*]}"; return 1; }
}

# project_build DIR OPTION...: this project against the staged DPDK
project_build() {
    local dir=$1 pc_dir=$STAGE_LIB/pkgconfig stamp
    shift
    stamp="$*"
    if [ ! -f "$dir/build.ninja" ] || [ "$(cat "$dir/.intree-options" 2>/dev/null)" != "$stamp" ]
    then
        rm -rf "$dir"
        PKG_CONFIG_PATH=$pc_dir meson setup "$dir" "$REPO_ROOT" -Dwerror=true \
            "-Dsdk_headers=$STAGE/include" "$@" >"$dir.setup.log" 2>&1 ||
            { tail -n 30 "$dir.setup.log"; return 1; }
        echo "$stamp" >"$dir/.intree-options"
    fi
    PKG_CONFIG_PATH=$pc_dir ninja_log "$dir" "$dir.ninja.log" &&
        [ -f "$dir/drivers/$PMD_NAME" ]
}

build_project() {
    project_build "$PROJ" && PROJ_SO=$PROJ/drivers/$PMD_NAME
}

# the driver alone, linking OpenSSL 3.5 statically
build_project35() {
    project_build "$PROJ35" -Dtests=false "-Dopenssl_static=$OSSL35" &&
        PROJ35_SO=$PROJ35/drivers/$PMD_NAME
}
