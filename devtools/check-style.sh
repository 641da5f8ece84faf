#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# DPDK's own style checks on this project, with DPDK's own scripts:
#
#   meson      devtools/check-meson.py over every meson.build of the project
#   git-log    devtools/check-git-log.sh over the commits after the one
#              devtools/style-baseline names (merges left out); the sections about
#              Signed-off-by, .mailmap and stable@dpdk.org Cc do not apply to
#              this project and are dropped, every other one fails
#   tokens and the other patch checks of devtools/checkpatches.sh
#              (check_forbidden_additions: RTE_LOG_LINE, rte_atomic/stdatomic,
#              __rte_always_inline, printf, %l formats, pragmas ...; the
#              __rte_experimental, __rte_internal, alignment and packed
#              attribute rules) over the whole driver directory, as if every
#              line of it were added by one patch
#   exports    the driver's RTE_EXPORT_* markers (read by DPDK 25.07 and later)
#              and its version.map (older DPDK, this project's build) agree
#
#   devtools/check-style.sh          last line "N passed, N failed"
#
# Without DPDK scripts it fails, saying so.
#
# The DPDK scripts come from DPDK_SRC (a DPDK source tree), else from the
# newest tarball in DPDK_TARBALLS (default ../shared/dpdk beside the
# repository), unpacked (devtools/ only) into the cache once.
#
# Environment:
#   DPDK_SRC          DPDK source tree whose devtools/ to use
#   DPDK_TARBALLS     directory of dpdk-*.tar.* (default $REPO_ROOT/../shared/dpdk)

set -uo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

DRV=drivers/crypto/openssl
DPDK_TARBALLS=${DPDK_TARBALLS:-$REPO_ROOT/../shared/dpdk}
# sections of check-git-log.sh that concern DPDK's mailing-list process
LOG_IGNORED="^(Missing 'Signed-off-by:' tag|Contributor name/email mismatch with .mailmap|Is it candidate for Cc: stable@dpdk.org backport\?)"

passed=0
failed=0

result() {
    if [ "$1" = OK ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
    fi
    echo "$1 $2"
}

# dpdk_tools: print a directory holding DPDK's devtools/
dpdk_tools() {
    local tarball key dir
    if [ -n "${DPDK_SRC:-}" ]; then
        [ -f "$DPDK_SRC/devtools/check-meson.py" ] || return 1
        realpath "$DPDK_SRC"
        return 0
    fi
    tarball=$(find "$DPDK_TARBALLS" -maxdepth 1 -name 'dpdk-*.tar.*' 2>/dev/null |
        sort -V | tail -n 1)
    [ -n "$tarball" ] || return 1
    key=$(sha256sum "$tarball" | cut -c1-12)
    dir=$CACHE_DIR/style/$(basename "$tarball" | sed 's/\.tar\..*//')-$key
    if [ ! -f "$dir/devtools/checkpatches.sh" ]; then
        rm -rf "$dir"
        mkdir -p "$dir"
        tar -C "$dir" --strip-components=1 -xf "$tarball" --wildcards \
            '*/devtools/*' '*/VERSION' >/dev/null 2>&1 || return 1
        [ -f "$dir/devtools/checkpatches.sh" ] || return 1
    fi
    echo "$dir"
}

check_meson() {
    local out
    out=$(cd "$REPO_ROOT" && /usr/bin/python3 "$TOOLS/devtools/check-meson.py" -d . 2>&1)
    if [ -n "$out" ]; then
        echo "$out" | head -n 40
        result FAIL "meson: devtools/check-meson.py: $(echo "$out" | wc -l) errors"
    else
        result OK "meson: devtools/check-meson.py clean on $(cd "$REPO_ROOT" &&
            find . -name meson.build -not -path './build*' | wc -l) meson.build files"
    fi
}

# drop the sections of check-git-log.sh's report that LOG_IGNORED names
log_filter() {
    awk -v ign="$LOG_IGNORED" '
        /^[^\t]/ { skip = ($0 ~ ign) }
        /^$/ { skip = 0 }
        !skip'
}

# the commits check-git-log.sh looks at: those after the recorded baseline
# (devtools/style-baseline: one commit, whose history was checked clean),
# so that the work does not grow with the history
log_range() {
    local base
    base=$(sed -n 's/^\([0-9a-f]\{7,40\}\).*/\1/p' "$REPO_ROOT/devtools/style-baseline" |
        head -n 1)
    [ -n "$base" ] || { echo "no commit in devtools/style-baseline" >&2; return 1; }
    git -C "$REPO_ROOT" merge-base --is-ancestor "$base" HEAD 2>/dev/null || {
        echo "devtools/style-baseline: $base is not an ancestor of HEAD" \
            "(a shallow clone, or a rewritten history)" >&2
        return 1
    }
    echo "$base..HEAD"
}

check_git_log() {
    local range out bad n c
    if ! git -C "$REPO_ROOT" rev-parse --git-dir >/dev/null 2>&1; then
        result FAIL "git-log: $REPO_ROOT is not a git checkout"
        return
    fi
    if ! range=$(log_range 2>&1); then
        result FAIL "git-log: $range"
        return
    fi
    n=$(git -C "$REPO_ROOT" rev-list --no-merges --count "$range")
    # one call over the range; merge commits (the lead's) are not patches, so
    # with merges in the range one call per other commit
    if [ -z "$(git -C "$REPO_ROOT" rev-list --merges "$range")" ]; then
        out=$( (cd "$REPO_ROOT" && sh "$TOOLS/devtools/check-git-log.sh" -r "$range") 2>&1)
    else
        out=
        for c in $(git -C "$REPO_ROOT" rev-list --no-merges --reverse "$range"); do
            out+=$(cd "$REPO_ROOT" && sh "$TOOLS/devtools/check-git-log.sh" -r "$c^..$c" 2>&1)
            out+=$'\n'
        done
    fi
    [ "$n" -gt 0 ] || out=
    # check-git-log.sh reads .mailmap and words-case.txt beside its devtools/
    bad=$(printf '%s\n' "$out" | sed 's/\x1b\[[0-9;]*[mK]//g' |
        sed '/^Invalid patch(es) found/d; /valid patch/d; /^grep: .*mailmap/d' | log_filter |
        grep -v '^[[:space:]]*$')
    if [ -n "$bad" ]; then
        echo "$bad"
        result FAIL "git-log: devtools/check-git-log.sh over $range ($n commits)"
    else
        result OK "git-log: devtools/check-git-log.sh over $range ($n commits)"
    fi
}

# the driver directory as one patch adding every line of it
driver_patch() {
    local f
    (cd "$REPO_ROOT" && find "$DRV" -type f | LC_ALL=C sort) | while read -r f; do
        printf -- '--- /dev/null\n+++ b/%s\n@@ -0,0 +1,%d @@\n' "$f" \
            "$(wc -l <"$REPO_ROOT/$f")"
        sed 's/^/+/' "$REPO_ROOT/$f"
    done
}

check_patch_rules() {
    local patch fn body out
    patch=$(mktemp)
    # shellcheck disable=SC2064
    trap "rm -f '$patch'" RETURN
    driver_patch >"$patch"
    for fn in check_forbidden_additions check_experimental_tags check_internal_tags \
            check_aligned_attributes check_packed_attributes; do
        body=$(sed -n "/^$fn() {/,/^}/p" "$TOOLS/devtools/checkpatches.sh")
        if [ -z "$body" ]; then
            echo "($fn: not in this DPDK version's checkpatches.sh)"
            continue
        fi
        # the awk rules live beside checkpatches.sh, not beside this script
        body=${body//'$(dirname $(readlink -f $0))'/$TOOLS/devtools}
        eval "$body"
        if out=$("$fn" "$patch" 2>&1); then
            result OK "tokens: checkpatches.sh $fn on $DRV"
        else
            echo "$out" | head -n 40
            result FAIL "tokens: checkpatches.sh $fn on $DRV"
        fi
    done
}

# the RTE_EXPORT_* markers (DPDK 25.07 on) and version.map (before, and the
# out-of-tree build) must name the same symbols
check_exports() {
    local marked mapped
    marked=$(sed -n 's/^RTE_EXPORT_[A-Z_]*SYMBOL(\([a-z0-9_]*\).*/\1/p' \
        "$REPO_ROOT/$DRV"/*.c | sort)
    mapped=$(sed -n 's/^\t\([a-z0-9_]*\);.*/\1/p' "$REPO_ROOT/$DRV/version.map" | sort)
    if [ -n "$marked" ] && [ "$marked" = "$mapped" ]; then
        result OK "exports: RTE_EXPORT markers and version.map name the same $(echo "$marked" |
            wc -l) symbols"
    else
        diff <(echo "$marked") <(echo "$mapped") | sed 's/^</  marker only:/; s/^>/  map only:/'
        result FAIL "exports: RTE_EXPORT markers and version.map differ"
    fi
}

main() {
    if ! TOOLS=$(dpdk_tools); then
        echo "FAIL no DPDK devtools: set DPDK_SRC or put dpdk-*.tar.* in $DPDK_TARBALLS"
        echo "0 passed, 1 failed"
        exit 1
    fi
    echo "DPDK devtools from $TOOLS (DPDK $(cat "$TOOLS/VERSION" 2>/dev/null))"
    check_meson
    check_git_log
    check_patch_rules
    check_exports
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
}

main "$@"
