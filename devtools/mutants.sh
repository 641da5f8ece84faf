#!/bin/sh
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# The mutation layer by hand, under the name the issues use: every mutant
# of devtools/mutants.ini through all of its layers (mutants.py --all), or
# those of --only NAME,...; the other options go to mutants.py as they are
# (--all-layers, --first, --list). Prints the table mutant -> layers that
# caught it, and exits nonzero if any mutant survives (or is stale, or does
# not build). CI runs the quick subset: devtools/mutants.py without options.

case " $* " in
*" --only "* | *" --only="* | *" --all "*) ;;
*) set -- --all "$@" ;;
esac
exec /usr/bin/python3 "$(dirname "$0")/mutants.py" "$@"
