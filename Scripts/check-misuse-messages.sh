#!/usr/bin/env bash
# Misuse that names the fix: table-only API used on a collection chain must fail to compile with a message that names
# what a collection view uses instead; a SwiftUI row (rowView) where SwiftUI and UIKit do not both exist names what
# every host shows; and only Braid makes chains (their classes cannot be subclassed outside it).
# Compiles each wrong snippet against the debug build's modules (`swift build` first) and checks its message.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=.build/debug/Modules
[ -d "$modules" ] || { echo "FAILED: no $modules: run swift build first"; exit 1; }
flags=(-typecheck -I "$modules")
# On Linux, Braid's reactive sources import OpenCombine, whose C helpers come with their own module map.
for map in .build/debug/COpenCombineHelpers.build/module.modulemap; do
  [ -f "$map" ] && flags+=(-Xcc -fmodule-map-file="$map")
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failures=0
count=0
expect() {  # expect "<message fragment>" "<statement on grid/sectioned>" [<declaration at top level>]
  local message=$1 statement=$2 declaration=${3:-}
  count=$((count + 1))
  cat > "$work/misuse.swift" <<SWIFT
import Braid
final class Tile {}
enum Shelf: Int, TableViewSection { case a, b }
$declaration
@MainActor func misuse(_ grid: CollectionViewBinder, _ sectioned: SectionedCollectionViewBinder<Shelf>) {
    $statement
}
SWIFT
  local output
  if output=$(swiftc "${flags[@]}" "$work/misuse.swift" 2>&1); then
    echo "  compiled, but should not: $statement"; failures=$((failures + 1))
  elif ! grep -qF -- "$message" <<<"$output"; then
    echo "  no \"$message\" for: $statement"; grep -E 'error:' <<<"$output" | head -n 2 | sed 's/^/    /'
    failures=$((failures + 1))
  fi
}

expect "onCollection()" '_ = grid.onTable()'
expect "bind(headerType:viewModel:)" 'grid.onCollection().bind(headerTitle: "Fruit")'
expect "bind(footerType:viewModel:)" 'grid.onCollection().bind(footerTitle: { "Fruit" })'
expect "bind(headerType:viewModels:)" 'sectioned.onAllSections().bind(headerTitles: [.a: "A"])'
expect "bind(footerType:viewModels:)" 'sectioned.onSections(.a, .b).bind(footerTitles: { [.a: "A"] })'
expect "itemSize(_:)" 'grid.onCollection().cellHeight { _ in 4 }'
expect "itemSize(_:)" 'grid.onCollection().bind(cellType: Tile.self, models: [1]).cellHeight { _, _ in 4 }'
expect "estimatedItemSize(_:)" 'sectioned.onAnySection().estimatedCellHeight { _, _ in 4 }'
expect "itemSize(_:)" 'sectioned.onAllSections().bind(cellType: Tile.self, models: [Shelf.a: [1]]).cellHeight { _, _, _ in 4 }'
expect "headerSize(_:)" 'sectioned.onAnySection().headerHeight { _ in 2 }'
expect "footerSize(_:)" 'grid.onCollection().footerHeight { 1 }'
expect ".itemSize" 'grid.onCollection().dimensions(.cellHeight { _ in 4 })'
expect ".itemSize" 'sectioned.onAnySection().dimensions(.cellHeight { _, _ in 4 })'
expect ".headerSize" 'sectioned.onAnySection().dimensions(.headerHeight { _ in 1 })'
# A SwiftUI row where SwiftUI and UIKit do not both exist (here): the message names what every host shows.
expect "describe the rows with bind(content:" 'grid.onCollection().bind(cellType: Tile.self, models: [1]).rowView { _ in 0 }'
expect "describe the rows with bind(content:" 'sectioned.onAllSections().bind(cellType: Tile.self, models: [Shelf.a: [1]]).rowView { _ in 0 }'

# Only Braid makes chains: their classes are public, not open.
# (The other chain classes are final.)
for chain in 'SingleSectionBinder<TableViewKind, Tile, Shelf>' 'MultiSectionBinder<TableViewKind, Tile, Shelf>' \
    'MultiSectionHandlers<TableViewKind, Tile, Shelf>'; do
  expect "cannot inherit from non-open class" '' "final class MyChain: $chain {}"
done

if [ "$failures" -gt 0 ]; then
  echo "FAILED: $failures of $count misuses lack their message (table-only API on a collection chain names the fix; chains cannot be subclassed outside Braid)"
  exit 1
fi
echo "misuse messages: all $count misuses fail with their message (table-only API on collection chains names the replacement; chains cannot be subclassed outside Braid)"
