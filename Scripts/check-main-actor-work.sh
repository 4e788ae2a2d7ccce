#!/usr/bin/env bash
# The main actor's work for one update does not grow with the rows: the instructions its turns execute for a
# 100-row change (braid-bench main-actor, changed-100) are counted with valgrind's callgrind at 10k and at 1M rows,
# and for expanding a folder of 100,000 files in a tree of 10k and of 1M nodes (braid-bench tree, expand-100k: the
# walk and the diff run on another thread; the main actor's share must not grow with the tree either),
# and the check fails if 1M costs more than 1.10 × 10k. The same for a state row coming or going (main-actor,
# state-change: issue #48's "a state change costs O(1) on the main actor") and for changed-100 on a collection view
# whose sections have their own layouts (main-actor, mixed-100: issue #50's update of mixed layouts).
# The same for a tree (braid-bench tree, changed-100: a
# refresh of a fully expanded tree with 100 files changed, issue #38's "O(changes) on the main actor"), counted with
# glibc's fastbins off (GLIBC_TUNABLES=glibc.malloc.mxfast=0): with them, a free of 64 KiB or more on the main
# thread consolidates the small blocks freed before it, which at 1M nodes (and not at 10k, 100k or 2M) adds ~34,000
# instructions an update — a step at one size, not growth. (Any work per row would add at least 1M instructions to
# the ~150k of an update.) It also holds the README to its figures: each count at 10k must be within 10% of the
# "~N an update" that README.md's performance section states for it. Instructions, not time: the time at 1M also pays for caches that the 1M diff, on another
# thread, has just flushed, and varies with the machine; the count does not.
#
# Each count is the difference between a run of 9 updates and a run of 3, divided by 6, so that setup and the first
# update's one-time work cancel out. Collected only inside MainActorTimingScheduler.timing, the function through
# which braid-bench runs every main-actor job it times; only the main thread's file is read.
#
# Needs valgrind and objcopy (valgrind cannot read the Swift toolchain's debug info, so it runs a stripped copy), and
# the benchmarks package built in release: swift build -c release --package-path Benchmarks.
set -euo pipefail
cd "$(dirname "$0")/.."

bench=Benchmarks/.build/release/braid-bench
[ -x "$bench" ] || { echo "FAILED: $bench is not built (swift build -c release --package-path Benchmarks)"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
objcopy --strip-debug "$bench" "$work/braid-bench"

timing='$s11braid_bench24MainActorTimingSchedulerC6timingys8DurationV5total_AF7longestAF3cputyyXEF'
# (Not `nm | grep -q`: grep stopping early would fail the pipeline.)
if [ "$(nm "$work/braid-bench" | grep -cF "$timing")" -eq 0 ]; then
  echo "FAILED: braid-bench has no symbol $timing: MainActorTimingScheduler.timing was renamed; update this script"
  exit 1
fi

# The instructions the main thread executed inside timing(_:) over `runs` updates of `size` rows, for the row `row`
# (changed-100 by default; expand-100k for the tree) of the suite `suite` (main-actor, or tree), with the environment's
# GLIBC_TUNABLES.
instructions() {
  local suite=$1 size=$2 runs=$3 row=${4:-changed-100}
  valgrind --tool=callgrind --separate-threads=yes --collect-atstart=no --toggle-collect="$timing" \
    --callgrind-out-file="$work/cg-$suite-$row-$size-$runs.%p" \
    "$work/braid-bench" "$suite" --filter "$row/main-actor" --sizes "$size" --runs "$runs" >/dev/null 2>&1
  local file
  file=$(ls "$work"/cg-"$suite"-"$row"-"$size"-"$runs".*-01)
  awk '/^totals:/ { print $2 }' "$file"
}

per_update() {
  local suite=$1 size=$2 row=${3:-changed-100} few=${4:-3} many=${5:-9}
  local a b
  a=$(instructions "$suite" "$size" "$few" "$row")
  b=$(instructions "$suite" "$size" "$many" "$row")
  echo $(( (b - a) / (many - few) ))
}

# Holds one update's counts, `small` at 10k and `large` at 1M, to the README's figure — the sentence `claim`, whose
# "~N an update" is the count at 10k within 10% — and to each other: 1M at most 1.10 × 10k. `what` names the update.
check() {
  local what=$1 small=$2 large=$3 claim=$4
  echo "main actor, $what: $small instructions at 10k, $large at 1M"
  if [ "$small" -le 0 ] || [ "$large" -le 0 ]; then
    echo "FAILED: no instructions counted for $what: callgrind collected nothing inside timing(_:)"; exit 1
  fi
  local claimed
  claimed=$(grep -oE "$claim ~[0-9,]+ an update" README.md | grep -oE '[0-9,]+' | tr -d , || true)
  if [ -z "$claimed" ]; then
    echo "FAILED: README.md no longer says \"$claim ~N an update\"; update this script"; exit 1
  fi
  awk -v small="$small" -v large="$large" -v claimed="$claimed" -v what="$what" 'BEGIN {
    printf "README.md says ~%d an update; counted %d (%.3f×, within 0.90–1.10)\n", claimed, small, small / claimed
    if (small < 0.9 * claimed || small > 1.1 * claimed) { print "FAILED: update the README'"'"'s figure (or find what changed)"; exit 1 }
    printf "1M ÷ 10k: %.3f (at most 1.10)\n", large / small
    if (large / small > 1.10) { print "FAILED: the main actor does work that grows with the rows (" what ")"; exit 1 }
  }'
}

# (Counted into variables first: `set -e` stops at a failed count there, not in an argument.)
small=$(per_update main-actor 10k)
large=$(per_update main-actor 1M)
check "one update of 100 changed rows" "$small" "$large" 'The main actor runs the same instructions at both sizes:'
small=$(GLIBC_TUNABLES=glibc.malloc.mxfast=0 per_update tree 10k)
large=$(GLIBC_TUNABLES=glibc.malloc.mxfast=0 per_update tree 1M)
check "a tree's refresh with 100 changed nodes" "$small" "$large" "A tree's refresh runs the same instructions at both sizes,"
small=$(GLIBC_TUNABLES=glibc.malloc.mxfast=0 per_update tree 10k expand-100k)
large=$(GLIBC_TUNABLES=glibc.malloc.mxfast=0 per_update tree 1M expand-100k)
check "expanding a folder of 100,000 files" "$small" "$large" "Expanding it runs the same instructions in a tree of either size,"
# (One run and two, not three and nine: each run first loads a page of all the rows — at 1M, a minute under valgrind.)
small=$(per_update main-actor 10k page-100 1 2)
large=$(per_update main-actor 1M page-100 1 2)
check "appending a 100-row page to a paged section" "$small" "$large" "Appending a page runs the same instructions at both sizes,"
small=$(per_update main-actor 10k state-change)
large=$(per_update main-actor 1M state-change)
check "a section's state row coming or going" "$small" "$large" "A state row coming or going runs the same instructions at both sizes,"
small=$(per_update main-actor 10k mixed-100)
large=$(per_update main-actor 1M mixed-100)
check "an update of 100 items in sections of mixed layouts" "$small" "$large" "An update of mixed layouts runs the same instructions at both sizes,"
