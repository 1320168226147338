#!/bin/sh
# Counts, with callgrind, the instructions the ingredient-line reader spends
# on 1,000 real lines of each of de, fr, es and it (the v3-intl lines taken
# in turn), in a debug build of ClipCookCore at a git revision:
#
#   scripts/dev/reader-callgrind/run.sh [REV]     (default: the work tree)
#
# ClipCookCore is compiled alone with swiftc (no SwiftPM, so it runs beside
# a package build), its resources found through a stand-in Bundle.module.
# Prints callgrind's count of `readAll` (Harness.swift). Compare two
# revisions by running it twice; hashing is made deterministic, so the counts
# do not depend on the run or the machine's load.
set -e
cd "$(dirname "$0")/../../.."
rev=${1:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -n "$rev" ]; then
    git archive "$rev" Sources/ClipCookCore | tar -x -C "$work"
else
    mkdir -p "$work/Sources" && cp -R Sources/ClipCookCore "$work/Sources/"
fi
cat > "$work/bundle.swift" <<SWIFT
import Foundation

extension Foundation.Bundle {
    static let module: Bundle = Bundle(path: "$work/Sources/ClipCookCore/Resources") ?? Bundle.main
}
SWIFT
swiftc -Onone -swift-version 6 -package-name clipcook -module-name ClipCookCore -parse-as-library \
    $(find "$work/Sources/ClipCookCore" -name "*.swift") "$work/bundle.swift" scripts/dev/reader-callgrind/Harness.swift \
    -o "$work/harness"
# valgrind cannot read the debug information swiftc writes: a copy without it
strip --strip-debug -o "$work/harness.stripped" "$work/harness"
SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" --collect-atstart=no \
    '--toggle-collect=$s12ClipCookCore7readAllySiSaySsGF' \
    "$work/harness.stripped" Tests/ClipCookKitTests/Fixtures/ingredient-lines 2>&1 | grep "Collected"
