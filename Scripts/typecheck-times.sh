#!/usr/bin/env bash
# How long the compiler takes to type-check the samples' binding code: a benchmark, not a test (#20).
#
#   Scripts/typecheck-times.sh [limit-ms] [count] [runs]   # default: 50 ms, the 15 slowest bodies, 5 runs
#   Scripts/typecheck-times.sh --check API/solver-states.txt  # states only; fails when a file's rose over 10%
#   Scripts/typecheck-times.sh --write API/solver-states.txt  # states only; writes them as the new baseline
#
# Builds the modules the terminal samples (braid-demo) and the UIKit examples (BraidUIKitExamples) import, in a build
# folder of their own (.build/typecheck, from scratch each time), then type-checks those two targets' files `runs`
# times with `-debug-time-function-bodies` and prints the slowest function bodies by their median time (with the
# fastest and slowest run), each sample screen's setup among them. Bodies whose median is over the limit are marked;
# the exit status is 0 either way: times vary with the machine and its load (one run alone by ~1.5×), so this
# measures and does not judge. Then the constraint solver's states per sample file (`count` files), which do not vary
# with the load: the figure to compare before and after a change to the library's API.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=report baseline=
if [[ "${1:-}" == --check || "${1:-}" == --write ]]; then
  mode=${1#--} baseline=${2:?"$1 needs the baseline file"}
  set -- 50 1000 0
fi
limit=${1:-50}
count=${2:-15}
runs=${3:-5}
scratch=.build/typecheck
rm -rf "$scratch"
log=$(mktemp)
times=$(mktemp)
trap 'rm -f "$log" "$times"' EXIT
swift build --scratch-path "$scratch" --product braid-demo >"$log" 2>&1 || { cat "$log"; exit 1; }
swift build --scratch-path "$scratch" --target BraidUIKitExamples >>"$log" 2>&1 || { cat "$log"; exit 1; }

# The two targets' files type-checked against the modules just built: `runs` times timing each body, and once more
# counting the constraint solver's states per file (`Sema.NumConstraintScopes`), a figure that, unlike the times,
# does not move with the machine's load, so two runs — before and after a change to the library's API — compare
# exactly (on the same compiler).
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
maps=()
while IFS= read -r map; do maps+=(-Xcc "-fmodule-map-file=$map"); done < <(find "$bin" -name module.modulemap)
for target in braid-demo:braid_demo BraidUIKitExamples:BraidUIKitExamples; do
  files=()
  while IFS= read -r -d '' file; do files+=("$file"); done < <(find "Sources/${target%%:*}" -name '*.swift' -print0)
  typecheck() {
    swiftc -typecheck -j 1 -swift-version 6 -I "$bin/Modules" "${maps[@]}" -module-name "${target##*:}" "$@" "${files[@]}" \
      >"$log" 2>&1 || { cat "$log"; exit 1; }
  }
  for ((run = 1; run <= runs; run++)); do
    typecheck -Xfrontend -debug-time-function-bodies
    grep -E '^[0-9.]+ms\s' "$log" | sed "s/^/$run\t/" >>"$times" || true
  done
  stats="$scratch/stats-${target##*:}"
  rm -rf "$stats" && mkdir -p "$stats"
  typecheck -stats-output-dir "$stats"
done
python3 - "$scratch" "$count" "$limit" "$runs" "$times" "$mode" "$baseline" <<'PY'
import glob, json, re, statistics, sys
scratch, count, limit, runs, times = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
mode, baseline = sys.argv[6], sys.argv[7]
bodies = {}
for line in open(times):
    # <run> \t <ms>ms \t <file>:<line>:<column> \t <what>
    run, ms, where, what = line.rstrip("\n").split("\t", 3)
    if re.search(r"Sources/(braid-demo|BraidUIKitExamples)/", where):
        where = re.sub(r".*Sources/", "", where)
        bodies.setdefault((where, what.split("@")[0]), {})[run] = float(ms[:-2])
if runs:
    print(f"slowest type-checked bodies of the samples (braid-demo, BraidUIKitExamples), median of {runs} runs "
          f"(fastest–slowest); limit {limit:g} ms:")
rows = sorted(((statistics.median(t.values()), min(t.values()), max(t.values()), where, what)
               for (where, what), t in bodies.items()), reverse=True)
for median, low, high, where, what in rows[:count] if runs else []:
    mark = "   <- over the limit" if median > limit else ""
    print(f"  {median:8.1f} ms ({low:.1f}–{high:.1f})  {where}  {what}{mark}")
print("constraint solver states per sample file (the same on every run with this compiler):")
rows = []
for path in glob.glob(f"{scratch}/stats-*/*.json"):
    # A frontend's stats file is named after its primary file: ...-swift-frontend-<module>-<File>.swift-<target>...
    # (a sample file whose name holds a '-' would not be matched: none does).
    match = re.search(r"-swift-frontend-(.+?)-([^-]+\.swift)-", path)
    if match:
        rows.append((json.load(open(path)).get("Sema.NumConstraintScopes", 0), match.group(1), match.group(2)))
for states, module, file in sorted(rows, reverse=True)[:count]:
    print(f"  {states:8,d}  {module}/{file}")
# The files that hold the samples' binding chains (each screen, each view controller, the menu): what an API change
# can make costlier. The demo's frame, cells and tools are type-checked too, but their states move with their own code.
chains = re.compile(r"((?<!Demo)Screen|ViewController|SamplesMenu)\.swift$")
current = {f"{module}/{file}": states for states, module, file in rows if chains.search(file)}
if mode == "write":
    with open(baseline, "w") as out:
        out.write("# Constraint solver states per sample file (Sema.NumConstraintScopes), written by\n"
                  "# Scripts/typecheck-times.sh --write; .ci/run fails when a file's rise more than 10% above these. The files that hold\n"
                  "# the samples' binding chains: screens, view controllers, the menu.\n")
        for name, states in sorted(current.items()):
            out.write(f"{states}\t{name}\n")
    print(f"wrote {baseline}")
elif mode == "check":
    old = {}
    for line in open(baseline):
        if line.strip() and not line.startswith("#"):
            states, name = line.split("\t")
            old[name.strip()] = int(states)
    failures = 0
    for name, states in sorted(current.items()):
        if name not in old:
            failures += 1
            print(f"error: {name}: {states:,} solver states, and no figure in {baseline}: add it "
                  f"(Scripts/typecheck-times.sh --write {baseline})", file=sys.stderr)
        elif states > old[name] * 1.10:
            failures += 1
            print(f"error: {name}: {states:,} solver states, {100 * (states / old[name] - 1):.0f}% above the "
                  f"{old[name]:,} in {baseline}. A change to the API that makes chains costlier to type-check says "
                  f"so in CHANGELOG.md and writes the new figures (--write) in the same commit.", file=sys.stderr)
    for name in sorted(set(old) - set(current)):
        print(f"note: {name} is in {baseline} but was not type-checked (removed or renamed?)")
    if failures:
        sys.exit(1)
    print(f"solver states within 10% of {baseline} for all {len(current)} sample files")
PY
