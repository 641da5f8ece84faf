#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# The builds of the test layers that need builds of their own, made ahead,
# in the background and at the lowest CPU priority, while devtools/test.sh
# runs the layers before them (most of which keep one CPU of two busy):
#
#   devtools/prebuild.sh LAYER...
#
# In the order test.sh runs the layers: the apps layer's DPDK examples, the
# mutants' tree, OpenSSL 3.5 and the driver on it (ossl35, shared with the
# fips and intree layers), the arm64 sysroot and cross builds, the ASan and TSan builds
# (sanitize), the fuzz build, and the DPDK trees of the intree layer
# (intree.sh --build-only). Each is the
# layer's own build command, under the lock the layer takes for it (lock_for
# in devtools/lib.sh, flock in setup-openssl35.sh, intree.sh and
# mutants.py): a layer that gets there first waits, then finds its build
# done. Nothing here is counted: a build that fails here fails again, and
# is reported, in its layer. Prints each build's time.

set -uo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

# layer, then the command that makes its build (in this order)
STEPS=(
    "apps devtools/build-examples.sh"
    "mutants devtools/mutants.py --prepare"
    "ossl35 devtools/test-openssl35.sh --build-only"
    "fips devtools/test-fips.sh --build-only"
    "arm64 devtools/setup-arm64.sh --ubsan"
    "sanitize devtools/sanitize.sh --build-only"
    "fuzz devtools/fuzz.sh --build-only"
    "intree devtools/intree.sh --build-only"
)

main() {
    local want=" $* " entry layer cmd t0 rc times=()
    for entry in "${STEPS[@]}"; do
        read -r layer cmd <<<"$entry"
        [[ $want == *" $layer "* ]] || continue
        t0=$SECONDS
        echo "== prebuild $layer: $cmd"
        # shellcheck disable=SC2086 # the command's words
        "$REPO_ROOT"/$cmd </dev/null
        rc=$?
        times+=("$(printf '%-9s %5d s  exit %d' "$layer" $((SECONDS - t0)) "$rc")")
        echo "== prebuild $layer: $((SECONDS - t0)) s, exit $rc"
    done
    echo "== prebuild: done in $SECONDS s"
    printf '  %s\n' "${times[@]}"
}

main "$@"
