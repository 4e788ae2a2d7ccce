#!/usr/bin/env bash
# How long the compiler takes to type-check the samples' binding code: a benchmark, not a test (#20).
#
#   Scripts/typecheck-times.sh [limit-ms] [count]     # default: 50 ms, the 15 slowest bodies
#
# Builds the terminal samples (braid-demo) and the UIKit examples (BraidUIKitExamples) in a build folder of their own
# (.build/typecheck, from scratch each time so that every body is checked) with `-debug-time-function-bodies`, and
# prints the slowest function bodies of those two targets, each sample screen's setup among them. Bodies slower than
# the limit are marked; the exit status is 0 either way: times vary with the machine and its load, so this measures
# and does not judge.
set -euo pipefail
cd "$(dirname "$0")/.."
limit=${1:-50}
count=${2:-15}
scratch=.build/typecheck
rm -rf "$scratch"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --scratch-path "$scratch" --product braid-demo -Xswiftc -Xfrontend -Xswiftc -debug-time-function-bodies \
  >"$log" 2>&1 || { cat "$log"; exit 1; }
swift build --scratch-path "$scratch" --target BraidUIKitExamples -Xswiftc -Xfrontend -Xswiftc -debug-time-function-bodies \
  >>"$log" 2>&1 || { cat "$log"; exit 1; }
echo "slowest type-checked bodies of the samples (braid-demo, BraidUIKitExamples); limit ${limit} ms:"
grep -E '^[0-9.]+ms\s' "$log" | grep -E 'Sources/(braid-demo|BraidUIKitExamples)/' | sort -u | sort -rn | head -n "$count" |
  awk -v limit="$limit" -F'\t' '{
    ms = $1; sub(/ms$/, "", ms); where = $2; sub(/.*Sources\//, "", where)
    printf "  %8.1f ms  %s  %s%s\n", ms, where, $3, (ms + 0 > limit ? "   <- over the limit" : "")
  }'
