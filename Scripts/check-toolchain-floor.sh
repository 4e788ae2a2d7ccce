#!/usr/bin/env bash
# The Swift floor the README promises is the one the code needs: both packages' swift-tools-version, the README, the
# workflow's floor Xcode and the docs name the same version, and no source uses syntax newer than it (as far as a
# scan can tell: what is proven here is listed in the README's "Set up").
set -euo pipefail
cd "$(dirname "$0")/.."
floor=6.2
xcode=26.0   # the first Xcode with Swift 6.2
fail() { echo "FAILED (toolchain floor Swift $floor): $*"; exit 1; }

for manifest in Package.swift Benchmarks/Package.swift; do
  head -n 1 "$manifest" | grep -qx "// swift-tools-version: $floor" || fail "$manifest does not declare swift-tools-version $floor"
done
grep -q "Swift $floor+" README.md || fail "README.md does not state \"Swift $floor+\""
grep -q "Xcode_$xcode.app" .github/workflows/uikit.yml || fail "the workflow does not build with the floor's Xcode $xcode"
if grep -rnoE "Swift 6\.[0-9]+\+" README.md ARCHITECTURE.md Sources/*/*.docc | grep -v "Swift $floor+"; then
  fail "a document names another Swift floor (listed above)"
fi
# Syntax of Swift versions after the floor: module selectors `Module::name` (SE-0491), @c (SE-0495),
# @inline(always) (SE-0496), @export (SE-0497).
newer='[A-Za-z_][A-Za-z0-9_]*::[A-Za-z_]|^[[:space:]]*@c([[:space:](]|$)|@inline\(always\)|@export\('
if grep -rnE "$newer" --include='*.swift' Sources Tests Benchmarks/Sources Fuzz; then
  fail "syntax newer than Swift $floor (listed above)"
fi
# `weak let` (SE-0481) came in a point release: Swift 6.2.3 (Xcode 26.2), not 6.2.0–6.2.2, so the floor's Xcode 26.0
# cannot build it. Declare `weak var name: Type?` and assign it on the next line (an unmutated `weak var` warns).
if grep -rnE '(^|[^A-Za-z0-9_])weak[[:space:]]+let([^A-Za-z0-9_]|$)' --include='*.swift' Sources Tests Benchmarks/Sources Fuzz; then
  fail "\`weak let\` (SE-0481) needs Swift 6.2.3, not $floor (listed above)"
fi
echo "toolchain floor: Swift $floor (Xcode $xcode) in both manifests, the README and the workflow; no newer syntax (nor \`weak let\`) found"
