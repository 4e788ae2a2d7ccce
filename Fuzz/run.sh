#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer and runs each for SECONDS (default 60) from its seed
# corpus (Fuzz/corpus/<target>) and the inputs earlier runs found (.build/fuzz-corpus/<target>). Fails on the first
# crash, leaving the input that caused it under .build/fuzz-artifacts/; replay it with the target and its path.
#
#   Fuzz/run.sh                         # every target, 60 s each
#   Fuzz/run.sh 600 fuzz-diff           # one target, 10 minutes
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz-text fuzz-terminal-input fuzz-diff fuzz-binder fuzz-sections fuzz-geometry fuzz-pages)

mkdir -p .build/fuzz-artifacts
for target in "${targets[@]}"; do
  echo "== $target: build (libFuzzer, AddressSanitizer)"
  # lld: the default gold linker crashes on the instrumented objects.
  swift build --scratch-path .build/fuzz --product "$target" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld 2>&1 | grep -E 'error|warning: |Compiling|Build' | tail -n 3
  corpus=.build/fuzz-corpus/$target
  mkdir -p "$corpus"
  echo "== $target: ${seconds} s"
  # Swift's own backtracer and ASan's would fight over the crash; ASan reports it.
  # Leaks are looked for once, when the run ends (LeakSanitizer fails it then), not after every input: that scan of
  # the whole heap was ~70% of fuzz-binder's time (3× the inputs a second without it; 1.2–1.5× for the others).
  if ! SWIFT_BACKTRACE=enable=no .build/fuzz/debug/"$target" -max_total_time="$seconds" -print_final_stats=1 \
      -detect_leaks=0 -artifact_prefix=.build/fuzz-artifacts/"$target"- "$corpus" Fuzz/corpus/"$target" \
      > .build/fuzz-"$target".log 2>&1; then
    grep -vE '^(INFO|#[0-9]+\s+(NEW|REDUCE|pulse|INITED))' .build/fuzz-"$target".log | tail -n 40
    if grep -q 'LeakSanitizer' .build/fuzz-"$target".log; then
      echo "FAILED: $target leaked (found when the run ended); to find the input, replay the corpus with leaks looked"
      echo "for after each one: .build/fuzz/debug/$target -detect_leaks=1 -runs=0 $corpus Fuzz/corpus/$target"
    else
      echo "FAILED: $target crashed; the input is in .build/fuzz-artifacts/ (log: .build/fuzz-$target.log)"
    fi
    exit 1
  fi
  grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss)|DONE' .build/fuzz-"$target".log | tail -n 4
done
echo "fuzzing: ${#targets[@]} targets, ${seconds} s each, no crash"
