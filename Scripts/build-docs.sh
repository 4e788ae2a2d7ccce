#!/usr/bin/env bash
# Builds the DocC documentation of every library product that has a catalog, from the package's own symbol graphs,
# with warnings as errors, into .build/docs/<Product>.doccarchive, and fails when a product has no catalog or a public
# symbol has no doc comment. `docc` comes with the Swift toolchain.
#
#   Scripts/build-docs.sh                    # build them all
#   docc preview Sources/Braid/Braid.docc --additional-symbol-graph-dir .build/docs/symbols/Braid   # then preview one
set -euo pipefail
cd "$(dirname "$0")/.."
swift package dump-symbol-graph --minimum-access-level public > /dev/null
graphs=$(dirname "$(ls .build/*/symbolgraph/Braid.symbols.json | head -n 1)")
status=0
for product in BraidDiff Braid BraidTesting BraidTerminal BraidUIKit; do
  catalog=Sources/$product/$product.docc
  symbols=.build/docs/symbols/$product
  rm -rf "$symbols" && mkdir -p "$symbols"
  cp "$graphs/$product.symbols.json" "$symbols/"
  cp "$graphs/$product"@*.symbols.json "$symbols/" 2>/dev/null || true
  undocumented=$(python3 - "$symbols" <<'PY'
import glob, json, sys
count = 0
for path in glob.glob(sys.argv[1] + "/*.json"):
    for symbol in json.load(open(path))["symbols"]:
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        if not symbol.get("docComment", {}).get("lines"):
            count += 1
print(count)
PY
)
  if [ ! -d "$catalog" ]; then
    echo "FAILED: $product has no documentation catalog ($catalog)"
    status=1
    continue
  fi
  if [ "$undocumented" -ne 0 ]; then
    echo "FAILED: $product has $undocumented public symbols without a doc comment"
    status=1
  fi
  if docc convert "$catalog" --additional-symbol-graph-dir "$symbols" --output-path ".build/docs/$product.doccarchive" \
       --fallback-display-name "$product" --fallback-bundle-identifier "org.braid.$product" --warnings-as-errors \
       > ".build/docs/$product.log" 2>&1; then
    echo "$product: documentation built with no warnings; every public symbol documented"
  else
    grep -E "warning|error" ".build/docs/$product.log" | sed "s/^/  /"
    echo "FAILED: $product's documentation has warnings (above)"
    status=1
  fi
done
exit $status
