#!/usr/bin/env bash
# How long the compiler takes to type-check the samples' binding code: a benchmark, not a test (#20).
#
#   Scripts/typecheck-times.sh [limit-ms] [count]     # default: 50 ms, the 15 slowest bodies
#
# Builds the terminal samples (braid-demo) and the UIKit examples (BraidUIKitExamples) in a build folder of their own
# (.build/typecheck, from scratch each time so that every body is checked) with `-debug-time-function-bodies`, and
# prints the slowest function bodies of those two targets, each sample screen's setup among them. Bodies slower than
# the limit are marked; the exit status is 0 either way: times vary with the machine and its load, so this measures
# and does not judge. Then the constraint solver's states per sample file (`count` files), which do not vary with the
# load: the figure to compare before and after a change to the library's API.
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
grep -E '^[0-9.]+ms\s' "$log" | grep -E 'Sources/(braid-demo|BraidUIKitExamples)/' | sort -u | sort -rn | awk -v n="$count" 'NR <= n' |
  awk -v limit="$limit" -F'\t' '{
    ms = $1; sub(/ms$/, "", ms); where = $2; sub(/.*Sources\//, "", where)
    printf "  %8.1f ms  %s  %s%s\n", ms, where, $3, (ms + 0 > limit ? "   <- over the limit" : "")
  }'

# The same files type-checked once more against the modules just built, counting the constraint solver's states per
# file (`Sema.NumConstraintScopes`): a figure that, unlike the times, does not move with the machine's load, so two
# runs — before and after a change to the library's API — compare exactly (on the same compiler).
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
maps=()
while IFS= read -r map; do maps+=(-Xcc "-fmodule-map-file=$map"); done < <(find "$bin" -name module.modulemap)
echo "constraint solver states per sample file (the same on every run with this compiler):"
for target in braid-demo:braid_demo BraidUIKitExamples:BraidUIKitExamples; do
  stats="$scratch/stats-${target##*:}"
  rm -rf "$stats" && mkdir -p "$stats"
  find "Sources/${target%%:*}" -name '*.swift' -print0 | xargs -0 swiftc -typecheck -swift-version 6 \
    -I "$bin/Modules" "${maps[@]}" -module-name "${target##*:}" -stats-output-dir "$stats" >"$log" 2>&1 ||
    { cat "$log"; exit 1; }
done
python3 - "$scratch" "$count" <<'PY'
import glob, json, re, sys
scratch, count = sys.argv[1], int(sys.argv[2])
rows = []
for path in glob.glob(f"{scratch}/stats-*/*.json"):
    # A frontend's stats file is named after its primary file: ...-swift-frontend-<module>-<File>.swift-<target>...
    # (a sample file whose name holds a '-' would not be matched: none does).
    match = re.search(r"-swift-frontend-(.+?)-([^-]+\.swift)-", path)
    if match:
        rows.append((json.load(open(path)).get("Sema.NumConstraintScopes", 0), match.group(1), match.group(2)))
for states, module, file in sorted(rows, reverse=True)[:count]:
    print(f"  {states:8,d}  {module}/{file}")
PY
