#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# The benchmark: set up and build, then measure in one run, interleaved,
# our driver against Debian's own crypto_openssl, Debian's crypto_aesni_mb
# (intel-ipsec-mb: the fast peer on x86, on the rows it has), crypto_null (the
# framework's own cost) and the floor (the cheapest bare OpenSSL calls of one
# op), over the seed's matrix, with Debian's dpdk-test-crypto-perf and our
# lean harness. Prints the
# tables and writes them, a CSV and one chart per algorithm to
# results/<timestamp>/. With --ossl35, also our driver built against a static
# OpenSSL 3.5 LTS ("ours35") and the floor on that OpenSSL ("floor35").
# One DPDK process at a time (and one benchmark at a time, under a lock).
# Measures and prints only: nothing here is a pass/fail test.
#
#   devtools/bench.sh [OPTION...] [MESON_OPTION...]
#
#   (default)        quick run: 64, 1024, 8192 B; 1 worker, and our driver alone
#                    with 2 workers on one shared session (lean harness: the
#                    2-worker/1-worker ratio); 3 repetitions (~4 min)
#   --full           32..8192 B; 1 worker, plus 2 workers on one shared session
#                    (lean harness; crypto-perf only where a 3rd CPU is free for
#                    its spinning main lcore); 0.5 s per point; callgrind;
#                    variants; --ossl35
#   --ossl35         add our driver built against OpenSSL 3.5 LTS (ours35) and
#                    the floor on 3.5 (floor35): devtools/setup-openssl35.sh
#                    (cached; ~2.5 min the first time), then the driver in
#                    $BUILD_DIR-ossl35 (build-ossl35 by default)
#   --callgrind      add instructions per op at 64 B (every algorithm but CBC decrypt)
#   --callgrind-only only that
#   --variants       add what each alternative OpenSSL call sequence costs
#                    (floor program --variants, 64 and 1024 B)
#   --algos LIST     comma-separated subset of the matrix's rows
#                    (app/test-openssl-common/bench_matrix.h: aes-cbc-128-enc
#                    aes-cbc-128-dec 3des-ctr-enc sha1-hmac-gen sha256-hmac-gen
#                    aes-cmac-gen aes-gcm-128-enc aes-gcm-128-dec
#                    aes-cbc-128-sha1-hmac)
#   --sizes LIST     buffer sizes in bytes
#   --reps N         repetitions (default 3)
#   --seconds S      measured time per point and run (quick 0.15, full 0.5)
#   --lean-workers L lean harness configurations, e.g. 1,2s,2 (s: shared session)
#   --harness LIST   subset of perf,lean,floor
#   --sides LIST     subset of ours,debian,aesni_mb,null (and ours35 with
#                    --ossl35); aesni_mb is left out where Debian's
#                    librte_crypto_ipsec_mb.so is not installed
#   --out DIR        results directory (default results/<timestamp>)
#   --no-setup       do not run devtools/setup.sh (also SKIP_SETUP=1), nor build
#                    OpenSSL 3.5 or build-ossl35 (--ossl35 then uses them as built)
#   --no-charts      no PNGs (and no gnuplot install)
#   --dpdk-tree T    measure on another DPDK version: T is a DPDK source dir or
#                    tarball (devtools/intree.sh --build-only stages it, cached;
#                    INTREE_CACHE as there), or a tree intree.sh staged (its
#                    cache entry, with stage/). Then that version's
#                    crypto-perf, the lean harness built against it, our
#                    driver built in it, and "upstream" (that version's own
#                    crypto_openssl, in place of Debian's); no aesni_mb nor
#                    ours35 (22.11 drivers). E.g. --dpdk-tree
#                    ../shared/dpdk/dpdk-26.07.tar.xz
#   MESON_OPTION     -D... options, passed on to devtools/setup.sh
#
# devtools/bench-report.py RESULTS_DIR regenerates the tables and charts.

set -euo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

usage() {
    sed -n '/^#   devtools\/bench.sh/,/^# devtools\/bench-report/p' "$0" | sed 's/^# \{0,1\}//'
}

# gnuplot draws the charts: install Debian's (no X) when missing
ensure_gnuplot() {
    command -v gnuplot >/dev/null && return 0
    install_packages gnuplot-nox || log "cannot install gnuplot-nox: no charts"
}

# freeze_pmd OUT [BUILD [SUBDIR]]: a copy of the driver built in BUILD
# (default $BUILD_DIR) for this run alone, so that a rebuild during the run
# cannot change (or truncate) what is measured; in OUT/SUBDIR (default pmd)
# when EAL accepts -d there, else in a private directory
freeze_pmd() {
    local out=$1 BUILD_DIR=${2:-$BUILD_DIR} sub=${3:-pmd}
    freeze_file "$out" "$(stage_pmd)" "$sub" "$PMD_NAME"
}

# freeze_file OUT SRC SUBDIR NAME: the same for any driver library SRC
freeze_file() {
    local out=$1 src=$2 sub=$3 name=$4 dst
    dst=$out/$sub/$name
    if unsafe_ancestor "$out" >/dev/null; then
        dst=$CACHE_DIR/bench/$(basename "$out")/$sub/$name
    fi
    mkdir -p "$(dirname "$dst")"
    chmod 700 "$(dirname "$dst")"
    cp -- "$src" "$dst"
    chmod 755 -- "$dst"
    printf '%s\n' "$dst"
}

# configured_option BUILD NAME: the value of meson option NAME in BUILD
configured_option() {
    /usr/bin/python3 - "$1/meson-info/intro-buildoptions.json" "$2" <<'PY' 2>/dev/null
import json, sys
for o in json.load(open(sys.argv[1])):
    if o["name"] == sys.argv[2]:
        print(o["value"])
PY
}

# setup_ossl35 SETUP MESON_OPTION...: OpenSSL 3.5 (devtools/setup-openssl35.sh,
# cached after its first build) and the driver and floor35 built against it
# in $B35, as devtools/test-openssl35.sh does; with SETUP=0 only checks that
# they are built
setup_ossl35() {
    local setup=$1 prefix
    local targets=("drivers/$PMD_NAME" app/test-openssl-floor/dpdk-test-openssl-floor35)
    shift
    if [ "$setup" = 1 ]; then
        prefix=$("$REPO_ROOT/devtools/setup-openssl35.sh" </dev/null | tail -n 1) ||
            die "devtools/setup-openssl35.sh failed"
        [ -f "$prefix/lib/libcrypto.a" ] || die "setup-openssl35.sh gave no prefix ('$prefix')"
        # the ossl35 test layer builds the driver alone there (tests=false)
        if [ $# -eq 0 ] && [ -z "${MESON_OPTS:-}" ] && [ -f "$B35/build.ninja" ] &&
            [ "$(configured_option "$B35" openssl_static)" = "$prefix" ] &&
            [ "$(configured_option "$B35" tests)" = True ]; then
            # configured already: rebuild what changed of the two targets
            # measured, if anything (the test programs there are not used)
            log "ossl35: ninja -C $B35 ${targets[*]}"
            ninja -C "$B35" "${targets[@]}" </dev/null || die "ninja -C $B35 failed"
        else
            BUILD_DIR=$B35 MESON_OPTS="${MESON_OPTS:-} -Dopenssl_static=$prefix -Dtests=true" \
                "$REPO_ROOT/devtools/setup.sh" "$@" </dev/null
        fi
    fi
    prefix=$(configured_option "$B35" openssl_static)
    [ -n "$prefix" ] || die "$B35 is not built with -Dopenssl_static (run without --no-setup)"
    [ -f "$B35/drivers/$PMD_NAME" ] || die "$B35/drivers/$PMD_NAME not built"
    [ -x "$B35/app/test-openssl-floor/dpdk-test-openssl-floor35" ] ||
        die "$B35/app/test-openssl-floor/dpdk-test-openssl-floor35 not built" \
            "(meson option tests=true)"
    log "ossl35: $B35 links $(sed -n 's/^debian_version=/OpenSSL /p' \
        "$prefix/crypto_openssl3-build.txt" 2>/dev/null || echo "$prefix")"
}

# dpdk_tree SETUP T: set TREE (an intree.sh cache entry with stage/) from T,
# staging T with devtools/intree.sh --build-only unless it is one already;
# with SETUP=1 the lean harness there is brought up to date with this checkout
dpdk_tree() {
    local setup=$1 t=$2 log proj
    if [ -d "$t/stage" ]; then
        TREE=$(cd "$t" && pwd -P)
    else
        [ -e "$t" ] || die "--dpdk-tree $t: no such tree, tarball or staged build"
        log=$CACHE_DIR/bench-intree.log
        mkdir -p "$CACHE_DIR"
        log "staging $t: devtools/intree.sh --build-only (log: $log)"
        "$REPO_ROOT/devtools/intree.sh" --build-only "$t" </dev/null >"$log" 2>&1 ||
            log "intree.sh --build-only reported failures (see $log): using what it staged"
        TREE=$(sed -n 's/^== intree: .* -> //p' "$log" | tail -n 1)
        [ -n "$TREE" ] && [ -d "$TREE/stage" ] || die "intree.sh staged nothing (see $log)"
        setup=0    # intree.sh has just built the project too
    fi
    TREE_LIBS=$(find "$TREE/stage/" -name libdpdk.pc -path '*/pkgconfig/*' | head -n 1)
    TREE_LIBS=$(dirname "$(dirname "$TREE_LIBS")")
    TREE_PERF=$TREE/stage/bin/dpdk-test-crypto-perf
    TREE_OURS=$(find "$TREE/stage/openssl/ours" -name 'librte_crypto_openssl.so.*.*' | head -n 1)
    TREE_REF=$(find "$TREE/stage/openssl/ref" -name 'librte_crypto_openssl_ref.so.*.*' |
        head -n 1)
    TREE_VERSION=$(cat "$TREE/src/VERSION" 2>/dev/null || echo '?')
    # the project as intree.sh builds it for this checkout
    proj=$TREE/project-$(printf '%s' "$REPO_ROOT" | sha256sum | cut -c1-12)
    TREE_LEAN=$proj/app/test-openssl-bench/dpdk-test-openssl-bench
    [ -x "$TREE_PERF" ] && [ -f "$TREE_OURS" ] && [ -f "$TREE_REF" ] ||
        die "$TREE: no crypto-perf or no openssl drivers staged (devtools/intree.sh --build-only)"
    if [ "$setup" = 1 ] && [ -f "$proj/build.ninja" ]; then
        PKG_CONFIG_PATH=$TREE_LIBS/pkgconfig ninja -C "$proj" -j 2 \
            app/test-openssl-bench/dpdk-test-openssl-bench </dev/null >/dev/null ||
            die "ninja -C $proj failed"
    fi
    [ -x "$TREE_LEAN" ] || die "$TREE_LEAN not built: run devtools/intree.sh --build-only" \
        "on that tree from this checkout"
}

main() {
    local mode=quick setup=1 charts=1 out='' meson=() run=() ossl35=0 pmd35 B35 tree='' ref
    local TREE TREE_LIBS TREE_PERF TREE_OURS TREE_REF TREE_VERSION TREE_LEAN
    local sizes='' seconds='' lean_workers='' perf_workers='' callgrind=0 tool pmd warmup=30
    while [ $# -gt 0 ]; do
        case $1 in
            --full) mode=full ;;
            --ossl35) ossl35=2 ;;
            --callgrind) callgrind=1 ;;
            --variants) run+=(--variants) ;;
            --callgrind-only) run+=(--callgrind-only) ;;
            --algos|--reps|--harness|--sides) run+=("$1" "$2"); shift ;;
            --sizes) sizes=$2; shift ;;
            --seconds) seconds=$2; shift ;;
            --lean-workers) lean_workers=$2; shift ;;
            --out) out=$2; shift ;;
            --no-setup) setup=0 ;;
            --no-charts) charts=0 ;;
            --dpdk-tree) tree=$2; shift ;;
            -h|--help) usage; return 0 ;;
            -D*) meson+=("$1") ;;
            --) shift; meson+=("$@"); break ;;
            *) usage >&2; die "unknown option '$1'" ;;
        esac
        shift
    done
    if [ $mode = full ]; then
        sizes=${sizes:-32,64,128,256,512,1024,2048,4096,8192}
        seconds=${seconds:-0.5}
        warmup=100
        lean_workers=${lean_workers:-1,2s}
        perf_workers=1,2
        callgrind=1
        [ -n "$tree" ] || ossl35=${ossl35/0/1}
        run+=(--variants)
    fi
    [ $callgrind = 1 ] && run+=(--callgrind)
    run+=(--mode "$mode" --sizes "${sizes:-64,1024,8192}" --seconds "${seconds:-0.15}"
        --warmup-ms "$warmup"
        --lean-workers "${lean_workers:-1,2s}" --perf-workers "${perf_workers:-1}")

    [ "${SKIP_SETUP:-0}" = 1 ] && setup=0
    if [ $setup = 1 ]; then
        "$REPO_ROOT/devtools/setup.sh" "${meson[@]}" </dev/null
    fi
    B35=$BUILD_DIR-ossl35
    case $B35 in
        /*) ;;
        *) B35=$REPO_ROOT/$B35 ;;
    esac
    if [ -n "$tree" ]; then
        [ $ossl35 = 0 ] || die "--ossl35 and --dpdk-tree do not go together"
        dpdk_tree $setup "$tree"
    elif [ $ossl35 = 2 ]; then
        ossl35=1
    fi
    [ $ossl35 = 1 ] && setup_ossl35 $setup "${meson[@]}"
    [ $charts = 1 ] && ensure_gnuplot
    for tool in dpdk-test-crypto-perf valgrind; do
        command -v $tool >/dev/null || die "$tool not found: run devtools/setup.sh"
    done
    for tool in test-openssl-bench test-openssl-floor; do
        [ -x "$BUILD_DIR/app/$tool/dpdk-$tool" ] ||
            die "$BUILD_DIR/app/$tool/dpdk-$tool not built (meson option tests=true)"
    done
    out=${out:-$REPO_ROOT/results/$(date +%Y%m%d-%H%M%S)}
    mkdir -p "$out"
    out=$(cd "$out" && pwd -P)

    # one benchmark at a time: two would measure each other
    mkdir -p "$CACHE_DIR"
    exec 8>"$CACHE_DIR/bench.lock"
    if ! flock -n 8; then
        log "another devtools/bench.sh is measuring: waiting for it"
        flock 8
    fi

    echo "== crypto_openssl benchmark ($mode): results in ${out#"$REPO_ROOT"/}"
    echo "   $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg);" \
        "crypto-perf's main lcore busy-waits, the lean harness's sleeps"
    local rc=0 t0=$SECONDS lean=$BUILD_DIR/app/test-openssl-bench/dpdk-test-openssl-bench
    if [ -n "$tree" ]; then
        echo "   on DPDK $TREE_VERSION as staged in $TREE"
        pmd=$(freeze_file "$out" "$TREE_OURS" pmd "$(basename "$TREE_OURS")")
        ref=$(freeze_file "$out" "$TREE_REF" upstream "$(basename "$TREE_REF")")
        echo "   measuring a copy of our driver built in it: $pmd" \
            "($(sha256sum "$pmd" | cut -c1-16))"
        echo "   and of upstream's: $ref ($(sha256sum "$ref" | cut -c1-16))"
        lean=$TREE_LEAN
        run+=(--tree-perf "$TREE_PERF" --tree-libs "$TREE_LIBS" --tree-root "$TREE"
            --tree-version "$TREE_VERSION" --upstream-pmd "$ref")
    else
        pmd=$(freeze_pmd "$out")
        echo "   measuring a copy of the driver: $pmd ($(sha256sum "$pmd" | cut -c1-16))"
    fi
    if [ $ossl35 = 1 ]; then
        pmd35=$(freeze_pmd "$out" "$B35" pmd35)
        echo "   and of the one on OpenSSL 3.5: $pmd35 ($(sha256sum "$pmd35" | cut -c1-16))"
        run+=(--pmd35 "$pmd35" --floor35 "$B35/app/test-openssl-floor/dpdk-test-openssl-floor35")
    fi
    /usr/bin/python3 "$REPO_ROOT/devtools/bench-run.py" --out "$out" \
        --pmd "$pmd" \
        --lean "$lean" \
        --floor "$BUILD_DIR/app/test-openssl-floor/dpdk-test-openssl-floor" \
        "${run[@]}" || rc=$?
    echo "== measured in $((SECONDS - t0)) s"
    echo
    local report=(--)
    [ $charts = 1 ] || report+=(--no-charts)
    /usr/bin/python3 "$REPO_ROOT/devtools/bench-report.py" "$out" "${report[@]:1}"
    if [ $rc -ne 0 ]; then
        log "some runs failed (see Problems above and $out/logs/)"
    fi
    return $rc
}

main "$@"
