# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
# shellcheck shell=bash
#
# Shell functions shared by the devtools scripts and the test layers.
# Source it (bash only):  . "$(dirname "$0")/../devtools/lib.sh"
#
# Sets:
#   REPO_ROOT   top of the source tree
#   BUILD_DIR   absolute build directory (env BUILD_DIR, default $REPO_ROOT/build)
#   PMD_NAME    file name of our driver library
#   CACHE_DIR   the cache root (env CRYPTO_OPENSSL3_CACHE, default
#               ~/.cache/crypto_openssl3): everything the scripts download,
#               unpack or build outside a build directory goes below it
#   TEST_WRAP   the command the build's programs run under (env TEST_WRAPPER,
#               split on blanks; e.g. qemu-aarch64-static for the arm64 build,
#               with QEMU_LD_PREFIX naming its sysroot); empty: run directly
# Functions: log, die, pmd_built_path, stage_pmd, unsafe_ancestor, eal_dir,
#   lock_for, sdk_dir, openssl35_source, file_prefix,
#   eal_args, eal_runtime_cleanup, the layer_* functions of the test layer
#   scripts, derive_release_deb822/oneline, apt_private, install_packages.

if [ -n "${CRYPTO_OPENSSL3_LIB_SH:-}" ]; then
    return 0
fi
CRYPTO_OPENSSL3_LIB_SH=1

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
BUILD_DIR=${BUILD_DIR:-$REPO_ROOT/build}
case $BUILD_DIR in
    /*) ;;
    *) BUILD_DIR=$REPO_ROOT/$BUILD_DIR ;;
esac
PMD_NAME=librte_crypto_openssl3.so
CACHE_DIR=${CRYPTO_OPENSSL3_CACHE:-${XDG_CACHE_HOME:-${HOME:-/root}/.cache}/crypto_openssl3}
read -r -a TEST_WRAP <<<"${TEST_WRAPPER:-}"
export REPO_ROOT BUILD_DIR

# log MESSAGE...: a progress line on stderr, prefixed by the script's name
log() {
    printf '%s: %s\n' "$(basename "$0")" "$*" >&2
}

die() {
    log "error: $*"
    exit 1
}

# pmd_built_path: path of the driver library in the build directory
pmd_built_path() {
    printf '%s\n' "$BUILD_DIR/drivers/$PMD_NAME"
}

# unsafe_ancestor PATH: print the first of PATH (resolved) and its ancestors
# that is world-writable, as EAL checks before loading a -d library.
# Returns 0 when one is found, 1 when the whole chain is safe.
unsafe_ancestor() {
    local p mode
    p=$(realpath -e -- "$1") || return 0
    while :; do
        mode=$(stat -c '%a' -- "$p")
        if (( 8#$mode & 8#002 )); then
            printf '%s\n' "$p"
            return 0
        fi
        [ "$p" = / ] && return 1
        p=$(dirname -- "$p")
    done
}

# eal_root: the directory below which files EAL loads (a -d driver, a DPDK
# install whose plugin directory EAL reads) go: the cache root, unless a
# directory above it is world-writable (a cache root made by mktemp -d in
# /tmp), which EAL refuses; then ~/.cache/crypto_openssl3-eal/<hash of the
# cache root>
eal_root() {
    local key
    if unsafe_ancestor "$CACHE_DIR" >/dev/null; then
        key=$(printf '%s' "$(realpath -m -- "$CACHE_DIR")" | sha256sum | cut -c1-12)
        printf '%s\n' "${HOME:-/root}/.cache/crypto_openssl3-eal/$key"
    else
        printf '%s\n' "$CACHE_DIR"
    fi
}

# eal_dir SUB: print eal_root's SUB, made mode 700 (said once when it is not
# below the cache root)
eal_dir() {
    local sub=$1 base bad
    mkdir -p -- "$CACHE_DIR"
    base=$(eal_root)
    if [ "$base" != "$CACHE_DIR" ]; then
        if [ -z "${CRYPTO_OPENSSL3_EAL_SAID:-}" ]; then
            log "cache root below a world-writable directory: files EAL loads go to $base"
            export CRYPTO_OPENSSL3_EAL_SAID=1
        fi
        mkdir -p -- "$base"
        chmod 700 -- "$(dirname -- "$base")" "$base"
        if bad=$(unsafe_ancestor "$base"); then
            die "$bad is world-writable, EAL would refuse files in $base"
        fi
    fi
    mkdir -p -- "$base/$sub"
    chmod 700 -- "$base/$sub"
    printf '%s\n' "$base/$sub"
}

# stage_pmd: print a path to our driver library that EAL accepts for -d.
# The built file itself when no ancestor is world-writable; otherwise a copy
# in a private directory (mode 700, eal_dir pmd), one per build dir.
stage_pmd() {
    local src dir dst bad key
    src=$(pmd_built_path)
    [ -f "$src" ] || die "$src not built: run devtools/setup.sh"
    if ! bad=$(unsafe_ancestor "$src"); then
        realpath -e -- "$src"
        return 0
    fi
    key=$(printf '%s' "$BUILD_DIR" | sha256sum | cut -c1-12)
    dir=$(eal_dir pmd)/$key
    mkdir -p -- "$dir"
    chmod 700 -- "$dir"
    dst=$dir/$PMD_NAME
    if ! cmp -s -- "$src" "$dst"; then
        cp -- "$src" "$dst.tmp.$$"
        chmod 755 -- "$dst.tmp.$$"
        mv -f -- "$dst.tmp.$$" "$dst"
    fi
    log "staged $src as $dst (EAL refuses -d below world-writable $bad)"
    realpath -e -- "$dst"
}

# lock_for THING: hold an exclusive lock on THING (a path, or a name) until
# the calling shell exits: a build that devtools/prebuild.sh may be making in
# the background meanwhile is waited for, then found done
lock_for() {
    local key
    key=$(printf '%s' "$1" | sha256sum | cut -c1-16)
    mkdir -p "$CACHE_DIR/locks"
    exec {CRYPTO_OPENSSL3_LOCK_FD}>>"$CACHE_DIR/locks/$key"
    flock "$CRYPTO_OPENSSL3_LOCK_FD"
}

# sdk_dir: where devtools/setup.sh puts the driver-SDK headers (and
# dpdk-test-crypto-perf's vector files) of the installed DPDK
sdk_dir() {
    printf '%s/sdk/dpdk-%s\n' "$CACHE_DIR" "$(pkg-config --modversion libdpdk)"
}

# openssl35_source: print the newest OpenSSL 3.5 source tarball that
# devtools/setup-openssl35.sh downloaded (its test data are test inputs of
# the kat and asym layers); fails when there is none
openssl35_source() {
    local t
    t=$(find -H "$CACHE_DIR/openssl35/src" -maxdepth 1 -name 'openssl_3.*.orig.tar.*' \
        ! -name '*.asc' 2>/dev/null | sort -V | tail -n 1)
    [ -n "$t" ] || return 1
    printf '%s\n' "$t"
}

# file_prefix [TAG]: a --file-prefix unique to this process and call
file_prefix() {
    local tag=${1:-run}
    tag=${tag:0:16}    # the prefix ends up in unix socket paths (108 bytes max)
    printf 'co3_%s_%s_%s%s\n' "${tag//[^A-Za-z0-9]/_}" "$$" "$(date +%s%N | cut -c10-16)" "$RANDOM"
}

# eal_args PREFIX [LCORES] [MEM_MB]: print the common EAL arguments, one per
# line (read them with mapfile). Adds -d $PMD_SO when PMD_SO is set.
# Without hugepages and PCI; LCORES defaults to 0, MEM_MB to 512.
eal_args() {
    local prefix=$1 lcores=${2:-0} mem=${3:-512}
    printf '%s\n' --no-huge --no-pci -m "$mem" --file-prefix "$prefix" -l "$lcores"
    if [ -n "${PMD_SO:-}" ]; then
        printf '%s\n' -d "$PMD_SO"
    fi
}

# eal_runtime_cleanup PREFIX: remove the runtime directory EAL leaves behind
eal_runtime_cleanup() {
    local prefix=$1 base
    [ -n "$prefix" ] || return 0
    for base in /var/run/dpdk "${XDG_RUNTIME_DIR:-/tmp}/dpdk"; do
        if [ -d "$base/$prefix" ]; then
            rm -rf -- "${base:?}/$prefix"
        fi
    done
}

# ---- test layer scripts (app/test-openssl-*/run.sh) ----
#
# A layer script sources this file, then:
#   layer_init NAME     its program $BUILD_DIR/app/test-openssl-NAME/
#                       dpdk-test-openssl-NAME in LAYER_BIN, the directory for
#                       its logs in LAYER_LOGS (TEST_LOG_DIR, else the
#                       program's); PMD_SO staged from the build when the
#                       environment does not set it (set and empty: the
#                       distribution's crypto_openssl answers instead)
#   layer_exec LOG MEM_MB LCORES [EAL_ARG...] -- [APP_ARG...]
#                       runs the program once (LAYER_LINKED=1: it links the
#                       driver, no -d), adds its "N passed, N failed" to the
#                       layer's counts; PMD_DEVARGS set: the program gets
#                       --pmd-devargs "$PMD_DEVARGS" (tc_eal.h: added to
#                       each crypto_openssl vdev it has or makes)
#   layer_finish        prints the layer's "N passed, N failed", exits
LAYER_PASSED=0
LAYER_FAILED=0
LAYER_SHOW=${LAYER_SHOW:-.}	# lines of the program's log shown (grep -E)
PROBE_MARK='crypto_openssl per-qp EVP PMD'
SUMMARY_RE='^([0-9]+) passed, ([0-9]+) failed$'

layer_finish() {
    echo "$LAYER_PASSED passed, $LAYER_FAILED failed"
    [ "$LAYER_FAILED" -eq 0 ] && [ "$LAYER_PASSED" -gt 0 ]
    exit $?
}

# layer_pass NAME: a check of the layer itself that passed
layer_pass() {
    echo "PASS $*"
    LAYER_PASSED=$((LAYER_PASSED + 1))
}

# layer_fail WHY...: a failure of the layer itself
layer_fail() {
    echo "FAIL $*"
    LAYER_FAILED=$((LAYER_FAILED + 1))
}

layer_init() {
    LAYER_NAME=$1
    LAYER_BIN=$BUILD_DIR/app/test-openssl-$1/dpdk-test-openssl-$1
    LAYER_LOGS=${TEST_LOG_DIR:-$BUILD_DIR/app/test-openssl-$1}
    mkdir -p -- "$LAYER_LOGS"
    if [ ! -x "$LAYER_BIN" ]; then
        layer_fail "$LAYER_BIN not built (devtools/setup.sh)"
        layer_finish
    fi
    if [ -z "${PMD_SO+set}" ] && ! PMD_SO=$(stage_pmd); then
        layer_fail "no driver to load: $(pmd_built_path) not built"
        layer_finish
    fi
    if [ -n "$PMD_SO" ]; then
        echo "driver under test: $PMD_SO"
    else
        echo "driver under test: the distribution's crypto_openssl (PMD_SO empty)"
    fi
}

# layer_count LOG RC: the program's counts, checked against its exit status
layer_count() {
    local log=$1 rc=$2 last
    # the program's last line; a wrapper's own lines after it (valgrind's
    # "==PID==" report at exit) are not the program's
    last=$(grep -v -E '^==[0-9]+==' "$log" | tail -n 1 | tr -d '\r')
    if [[ ! $last =~ $SUMMARY_RE ]]; then
        layer_fail "$(basename "$log" .log): no 'N passed, N failed' line (exit $rc), see $log"
        return
    fi
    LAYER_PASSED=$((LAYER_PASSED + BASH_REMATCH[1]))
    LAYER_FAILED=$((LAYER_FAILED + BASH_REMATCH[2]))
    if [ "$rc" -ne 0 ] && [ "${BASH_REMATCH[2]}" -eq 0 ]; then
        layer_fail "$(basename "$log" .log): exit $rc with no failed case, see $log"
    fi
}

layer_exec() {
    local log=$1 mem=$2 lcores=$3 pmd=$PMD_SO prefix rc=0 eal=() args=()
    shift 3
    while [ $# -gt 0 ] && [ "$1" != -- ]; do
        eal+=("$1")
        shift
    done
    [ $# -gt 0 ] && shift
    args=("$@")
    [ -n "${PMD_DEVARGS:-}" ] && args=(--pmd-devargs "$PMD_DEVARGS" "${args[@]}")
    prefix=$(file_prefix "$LAYER_NAME")
    local ldpath=${LD_LIBRARY_PATH:-}
    if [ -n "${LAYER_LINKED:-}" ]; then
        # a program linking the driver loads PMD_SO's copy: its directory
        # comes before the build's (a DT_RUNPATH), the file name is the same
        [ -n "$pmd" ] && ldpath=$(dirname -- "$pmd")${ldpath:+:$ldpath}
        pmd=
    fi
    mapfile -t -O ${#eal[@]} eal < <(PMD_SO=$pmd eal_args "$prefix" "$lcores" "$mem")
    LD_LIBRARY_PATH=$ldpath "${TEST_WRAP[@]}" "$LAYER_BIN" "${eal[@]}" \
        --log-level=pmd.crypto.openssl:info -- \
        "${args[@]}" </dev/null >"$log" 2>&1 || rc=$?
    eal_runtime_cleanup "$prefix"
    # the lines LAYER_SHOW picks, and always the deliberate skips (devtools/skips.txt)
    grep -E "$LAYER_SHOW|^SKIP\[" "$log" | grep -v -E "$SUMMARY_RE" || true
    if { [ -n "$PMD_SO" ] || [ -n "${LAYER_LINKED:-}" ]; } && ! grep -q "$PROBE_MARK" "$log"
    then
        layer_fail "probe: '$PROBE_MARK' not in $log: our driver did not take the vdev"
    fi
    # a memory checker's verdict (TEST_WRAPPER=valgrind ... --error-exitcode=99)
    if [ "$rc" -ne 0 ] && grep -q -E '^==[0-9]+== ERROR SUMMARY: [1-9]' "$log"; then
        grep -m 1 -A 12 -E '^==[0-9]+== (Invalid|Conditional|Use of|Syscall|Mismatched|.* (definitely|indirectly|possibly) lost)' \
            "$log" | sed 's/^==[0-9]*== /  /'
        layer_fail "$(basename "$log" .log): $(grep -E '^==[0-9]+== ERROR SUMMARY' "$log" |
            tail -n 1 | sed 's/^==[0-9]*== //'), see $log"
    fi
    layer_count "$log" "$rc"
}

# layer_seed LOG: the seed a program printed ("seed: 0x...")
layer_seed() {
    sed -n 's/^seed: \(0x[0-9a-f]*\).*/\1/p' "$1" | head -n 1
}

# ---- the summary of several layers (devtools/test.sh, sanitize.sh) ----
#
#   summary_record NAME PASSED FAILED STATUS [SECONDS]
#                       one line (STATUS FAIL...: failed)
#   summary_layer NAME RC LOG [EXTRA_FAILED [SECONDS]]
#                       a layer's line from the last line of its output and
#                       its exit status RC (124, 137: timed out; 77 after
#                       "0 passed, 0 failed": could not run here, the line
#                       before says why, counted neither way)
#   summary_finish TITLE  prints the lines, the total time and the total
#                       "N passed, N failed"; exits nonzero if anything
#                       failed or nothing passed
SUMMARY_PASSED=0
SUMMARY_FAILED=0
SUMMARY_BAD=0
SUMMARY_LINES=()

summary_record() {
    SUMMARY_PASSED=$((SUMMARY_PASSED + $2))
    SUMMARY_FAILED=$((SUMMARY_FAILED + $3))
    [[ $4 == FAIL* ]] && SUMMARY_BAD=$((SUMMARY_BAD + 1))
    SUMMARY_LINES+=("$(printf '  %-10s %7s passed %6s failed %6s   %s' "$1" "$2" "$3" \
        "${5:+${5}s}" "$4")")
}

summary_layer() {
    local name=$1 rc=$2 log=$3 extra=${4:-0} secs=${5:-} last passed failed
    last=$(tail -n 1 "$log" | tr -d '\r')
    if [ "$rc" -eq 77 ] && [ "$last" = "0 passed, 0 failed" ] && [ "$extra" -eq 0 ]; then
        summary_record "$name" 0 0 "skipped: $(tail -n 2 "$log" | head -n 1 | cut -c1-100)" \
            "$secs"
        return
    fi
    if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
        summary_record "$name" 0 $((extra + 1)) "FAIL: timed out" "$secs"
        return
    fi
    if [[ ! $last =~ $SUMMARY_RE ]]; then
        summary_record "$name" 0 $((extra + 1)) \
            "FAIL: exit $rc, last line is not 'N passed, N failed'" "$secs"
        return
    fi
    passed=${BASH_REMATCH[1]}
    failed=$((BASH_REMATCH[2] + extra))
    if [ "$rc" -ne 0 ] && [ "$failed" -eq 0 ]; then
        summary_record "$name" "$passed" 1 "FAIL: exit $rc" "$secs"
    elif [ "$failed" -ne 0 ]; then
        summary_record "$name" "$passed" "$failed" "FAIL" "$secs"
    else
        summary_record "$name" "$passed" 0 "ok" "$secs"
    fi
}

summary_finish() {
    echo
    echo "== $1"
    printf '%s\n' "${SUMMARY_LINES[@]}"
    echo "total time: $SECONDS s"
    echo "$SUMMARY_PASSED passed, $SUMMARY_FAILED failed"
    [ "$SUMMARY_BAD" -eq 0 ] && [ "$SUMMARY_FAILED" -eq 0 ] && [ "$SUMMARY_PASSED" -gt 0 ]
    exit $?
}

# Apt sources of another Debian release, derived from the system's own: the
# Debian entries (debian-archive keyring) for release FROM, FROM-updates and
# FROM-security become entries of TYPES ("deb-src", or "deb deb-src") for TO.
# Third-party and disabled entries are skipped; no host name is written here.
derive_release_deb822() {
    local from=$1 to=$2 types=$3 f
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] || continue
        awk -v from="$from" -v to="$to" -v types="$types" '
            function keep_suite(s) {
                return s == from || s == from "-updates" || s == from "-security"
            }
            function flush() {
                if (body != "" && has_deb && enabled && suites != "" && debian_key)
                    printf "Types: %s\nSuites:%s\n%s\n", types, suites, body
                body = ""; suites = ""; has_deb = 0; enabled = 1; debian_key = 1
            }
            BEGIN { enabled = 1; debian_key = 1 }
            /^[ \t]*$/ { flush(); next }
            /^#/ { next }
            /^Types:/ {
                for (i = 2; i <= NF; i++) if ($i == "deb") has_deb = 1
                next
            }
            /^Suites:/ {
                for (i = 2; i <= NF; i++)
                    if (keep_suite($i)) { s = $i; sub("^" from, to, s); suites = suites " " s }
                next
            }
            /^Enabled:/ { if (tolower($2) == "no") enabled = 0 }
            # a third-party repository that happens to use the codename
            /^Signed-By:/ { if ($2 != "" && $2 !~ /debian-archive/) debian_key = 0 }
            { body = body $0 "\n" }
            END { flush() }
        ' "$f"
    done
}

# The same for one-line "deb [opts] URI FROM[-x] comp..." entries.
derive_release_oneline() {
    local from=$1 to=$2 types=$3 f
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$f" ] || continue
        awk -v from="$from" -v to="$to" -v types="$types" '
            $1 != "deb" { next }
            {
                i = 2; opts = ""
                if ($2 ~ /^\[/) {
                    for (; i <= NF; i++) { opts = opts " " $i; if ($i ~ /\]$/) break }
                    i++
                    if (opts ~ /signed-by=/ && opts !~ /signed-by=[^] ]*debian-archive/)
                        next
                }
                uri = $i; suite = $(i + 1)
                if (suite != from && suite != from "-updates" && suite != from "-security")
                    next
                sub("^" from, to, suite)
                line = opts " " uri " " suite
                for (j = i + 2; j <= NF; j++) line = line " " $j
                n = split(types, t, " ")
                for (k = 1; k <= n; k++) print t[k] line
            }
        ' "$f"
    done
}

# ---- Debian packages ----

# is_installed PKG: is the Debian package installed?
is_installed() {
    [ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null)" = installed ]
}

# install_packages PKG...: install those that are missing, as root directly or,
# not root, through sudo (only then is sudo needed); 0 when all are installed
install_packages() {
    local missing=() p as_root=()
    for p in "$@"; do
        is_installed "$p" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$(id -u)" -ne 0 ]; then
        if ! command -v sudo >/dev/null 2>&1; then
            log "missing packages: ${missing[*]}; install them as root (no sudo here)"
            return 1
        fi
        as_root=(sudo)
    fi
    log "packages: installing ${missing[*]}"
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q </dev/null >&2 ||
        log "apt-get update reported errors, installing anyway"
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
        --no-install-recommends "${missing[@]}" </dev/null >&2
}

# ---- a private apt configuration (downloads of source packages) ----

# apt_private DIR: an apt configuration of its own in DIR, for the caller to
# fill DIR/sources.list.d/ (the system's is left alone); sets APT_OPTS, the
# options of apt-get and apt-cache that use it. Source files go to DIR/src.
apt_private() {
    local dir=$1
    mkdir -p "$dir/sources.list.d" "$dir/lists/partial" "$dir/cache/archives/partial" \
        "$dir/src"
    : >"$dir/sources.list"
    APT_OPTS=(
        -o "Dir::Etc::SourceList=$dir/sources.list"
        -o "Dir::Etc::SourceParts=$dir/sources.list.d"
        -o "Dir::State::Lists=$dir/lists"
        -o "Dir::Cache=$dir/cache"
        -o "APT::Sandbox::User=$(id -un)"
    )
}

# apt_sources DIR FROM TO TYPES: DIR's sources, the system's Debian entries of
# release FROM (and FROM-updates, FROM-security) as TYPES entries of release
# TO; fails when there is none
apt_sources() {
    local dir=$1 from=$2 to=$3 types=$4
    derive_release_deb822 "$from" "$to" "$types" >"$dir/sources.list.d/derived.sources"
    derive_release_oneline "$from" "$to" "$types" >"$dir/sources.list.d/derived.list"
    [ -s "$dir/sources.list.d/derived.sources" ] || [ -s "$dir/sources.list.d/derived.list" ]
}

# apt_source_download DIR PKG=VERSION: apt-get update of DIR's configuration
# (a failing third-party source does not stop it), then the source package
# downloaded into DIR/src; its errors on stderr
apt_source_download() {
    local dir=$1 spec=$2
    apt-get "${APT_OPTS[@]}" update -q </dev/null >&2 ||
        log "apt-get update reported errors, trying the download anyway"
    (cd "$dir/src" && apt-get "${APT_OPTS[@]}" source --download-only -q "$spec" </dev/null)
}
