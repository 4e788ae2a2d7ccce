#!/usr/bin/env bash
# Type-checks BraidUIKit and BraidUIKitExamples against Apple's real iOS SDK — on Linux too. The UIKit stand-in is a
# transcription: a delegate method with a wrong signature compiles against it and fails on a Mac; this catches that.
# It type-checks at the package's floor, iOS 13 (`-target arm64-apple-ios13.0`, Package.swift's `.iOS(.v13)`), so an API
# newer than the floor used without `#available` fails here as it would in Xcode ("is only available in iOS 15.0 or
# newer" is an error). A run at iOS 16 found nothing in the sources that this one does not (only three deprecation
# warnings on the generated witnesses file's `#selector`s of the deprecated collection-view methods the proxy answers),
# so it is not kept.
#
#   Scripts/typecheck-ios-sdk.sh SDK_PATH
#
# SDK_PATH: on a Mac, `xcrun --sdk iphoneos --show-sdk-path`. On Linux, an iPhoneOS SDK folder, e.g. iPhoneOS16.5.sdk
# from the public repository theos/sdks, extracted with Scripts/extract-sdk-from-git.py to a path outside this
# repository (Apple's licence forbids committing SDK files).
#
# Steps: emit modules for BraidDiff, Braid and BraidSamples (the core is built and checked by the package build; here
# it only has to give BraidUIKit its interfaces), then `swiftc -typecheck` BraidUIKit — with a generated file that
# names each delegate method its proxies answer or forward by `#selector` — and BraidUIKitExamples. Any error or
# warning fails. Clang's and Swift's module caches go to $BRAID_IOS_MODULE_CACHE (default: a folder in
# $TMPDIR), so the second run skips rebuilding the SDK's modules (the first takes minutes).
#
# On Linux the toolchain's resource dir lacks two API notes that Darwin toolchains install (without them
# `import Foundation` fails: "no type named 'DispatchQueue' in module 'Dispatch'"); a resource dir of their own is made
# from the toolchain's clang and shims and the transcriptions in Scripts/ios-sdk-apinotes/.
#
# An SDK whose Swift interfaces are older than Swift 5.9 (iOS 16.5's are 5.8) gets three allowances in a copy of the
# core's sources, none about UIKit; each must apply exactly once, or the script stops and says which:
#   1. _LongestIncreasingSubsequence: `low` and `high` start at 0 — the 5.8 stdlib's `Bool` does not let definite
#      initialization see through `while true`;
#   2. _MainQueueMarker's `DispatchSpecificKey` is `nonisolated(unsafe)` — its `Sendable` conformance came later;
#   3. `MainActor.assumeIsolated` (Swift 5.9, back-deployed) is declared for type-checking only, in Braid's copy and
#      public, so that BraidUIKit's use of it type-checks too.
#
# BraidUIKit's SwiftUI parts (`#if canImport(SwiftUI) && canImport(UIKit)`: never compiled by the package build on
# Linux) are type-checked here. `import SwiftUI` needs two more allowances for the iOS 16.5 SDK, neither in the tree's
# Swift: Scripts/ios-sdk-apinotes/os.apinotes has `_os_log_impl` and `_os_signpost_emit_with_name_impl` as
# `SwiftPrivate` (the SDK's `os` interface calls them as `___os_log_impl`, `___os_signpost_emit_with_name_impl`), and
# the type-check imports a copy of SwiftUI.framework, made in the scratch folder, whose interface has no metatype
# interpolation in its one inlinable `os_log` (below). A misspelled SwiftUI call fails here ("value of type 'Row' has
# no member 'idd'", tried on `SwiftUIHostingTableViewCell`; "value of type 'Cell' has no member 'hots'", tried on
# `rowView`). Scripts/ios-sdk-typecheck/ holds Swift that only this script compiles: every SwiftUI chain form on each
# kind of data source, tables and collection views, which no example needs all of. The module BraidUIKit emitted here comes with its symbol graph, against which the source-read listing of
# the SwiftUI parts (API/BraidUIKit-SwiftUI.txt, Scripts/api-listing.py) is checked at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -ne 1 ] || [ ! -d "$1" ]; then
  echo "usage: Scripts/typecheck-ios-sdk.sh SDK_PATH   (an iPhoneOS SDK folder; on a Mac: xcrun --sdk iphoneos --show-sdk-path)" >&2
  exit 2
fi
sdk=$(cd "$1" && pwd)
[ -d "$sdk/System/Library/Frameworks/UIKit.framework" ] || { echo "FAILED: $sdk has no UIKit.framework: not an iPhoneOS SDK" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/braid-ios-typecheck.XXXXXX")
trap 'rm -rf "$work"' EXIT
cache=${BRAID_IOS_MODULE_CACHE:-${TMPDIR:-/tmp}/braid-ios-module-cache}
mkdir -p "$cache" "$work/modules" "$work/core" "$work/symbolgraph"

flags=(-target arm64-apple-ios13.0 -sdk "$sdk" -package-name braid -swift-version 6 -module-cache-path "$cache"
       -I "$work/modules")
if [ "$(uname -s)" != Darwin ]; then
  toolchain_resources=$(swiftc -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p')
  mkdir -p "$work/resources/apinotes"
  ln -s "$toolchain_resources/clang" "$work/resources/clang"
  ln -s "$toolchain_resources/shims" "$work/resources/shims"
  cp Scripts/ios-sdk-apinotes/Dispatch.apinotes Scripts/ios-sdk-apinotes/os.apinotes "$work/resources/apinotes/"
  flags+=(-resource-dir "$work/resources")
fi

# SwiftUI's interface in the iOS 16.5 SDK has one inlinable `os_log` whose message interpolates a metatype
# (`Environment<\(Value.self)>`), which today's compiler refuses. The type-check imports a copy of the framework, made
# here in the scratch folder (never in the tree), whose interfaces say `Environment` without the interpolation; every
# other file of the framework is the SDK's own, linked. An SDK whose SwiftUI has no such line is used as it is.
swiftui="$sdk/System/Library/Frameworks/SwiftUI.framework"
if grep -qsF 'Environment<\(Value.self)>' "$swiftui"/Modules/SwiftUI.swiftmodule/*.swiftinterface; then
  echo "allowance for SwiftUI's interface: a copy without its metatype interpolation (in the scratch folder)"
  copy="$work/frameworks/SwiftUI.framework"
  mkdir -p "$copy/Modules/SwiftUI.swiftmodule"
  for entry in "$swiftui"/*; do [ "$(basename "$entry")" = Modules ] || ln -s "$entry" "$copy/"; done
  for entry in "$swiftui"/Modules/*; do [ "$(basename "$entry")" = SwiftUI.swiftmodule ] || ln -s "$entry" "$copy/Modules/"; done
  for entry in "$swiftui"/Modules/SwiftUI.swiftmodule/*; do
    case "$entry" in
      *.swiftinterface)
        python3 - "$entry" "$copy/Modules/SwiftUI.swiftmodule/$(basename "$entry")" <<'PY'
import sys
source, target = sys.argv[1:]
text = open(source).read()
old = "Accessing Environment<\\(Value.self)>'s value"
if text.count(old) != 1:
    sys.exit(f"FAILED: the SwiftUI allowance no longer applies to {source} ({text.count(old)} matches); update Scripts/typecheck-ios-sdk.sh")
open(target, "w").write(text.replace(old, "Accessing Environment's value"))
PY
        ;;
      *) ln -s "$entry" "$copy/Modules/SwiftUI.swiftmodule/" ;;
    esac
  done
  flags+=(-F "$work/frameworks")
fi

# The core, copied, so that the old-SDK allowances never touch the tree.
for target in BraidDiff Braid BraidSamples; do cp -R "Sources/$target" "$work/core/$target"; done
stdlib_interface=$(ls "$sdk"/usr/lib/swift/Swift.swiftmodule/*.swiftinterface | head -n 1)
sdk_swift=$(sed -n 's/^\/\/ swift-compiler-version: .*Swift version \([0-9]*\.[0-9]*\).*/\1/p' "$stdlib_interface")
echo "SDK: $sdk (its Swift interfaces: Swift ${sdk_swift:-unknown})"
allow() { # FILE OLD NEW: replace OLD, which must occur exactly once, by NEW
  python3 - "$work/core/$1" "$2" "$3" <<'PY'
import sys
path, old, new = sys.argv[1:]
text = open(path).read()
if text.count(old) != 1:
    sys.exit(f"FAILED: the old-SDK allowance no longer applies to {path} ({text.count(old)} matches of {old!r}); update Scripts/typecheck-ios-sdk.sh")
open(path, "w").write(text.replace(old, new))
PY
}
if printf '%s\n5.9\n' "$sdk_swift" | sort -V -C && [ "$sdk_swift" != 5.9 ]; then
  echo "allowances for interfaces older than Swift 5.9 (in a copy of the core): while-true initialization, DispatchSpecificKey, MainActor.assumeIsolated"
  allow BraidDiff/_LongestIncreasingSubsequence.swift $'        var low: Int\n        var high: Int\n' \
    $'        var low = 0\n        var high = 0\n'
  allow Braid/Reactive/_MainQueueMarker.swift 'private static let key: DispatchSpecificKey<Bool>' \
    'nonisolated(unsafe) private static let key: DispatchSpecificKey<Bool>'
  cat > "$work/core/Braid/_AssumeIsolatedForOldSDK.swift" <<'SWIFT'
// Type-checking only: MainActor.assumeIsolated's shape (Swift 5.9), absent from interfaces older than 5.9.
extension MainActor {
    public static func assumeIsolated<T: Sendable>(
        _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
    ) rethrows -> T {
        fatalError("declared for Scripts/typecheck-ios-sdk.sh only")
    }
}
SWIFT
fi

log="$work/log"
: > "$log"
status=0
run() { # NAME ARGS...: one compiler step; its diagnostics go to the log
  local name=$1; shift
  echo "== $name"
  if ! swiftc "${flags[@]}" "$@" >> "$log" 2>&1; then status=1; fi
}
sources() { find "$1" -name '*.swift' | LC_ALL=C sort; }
for target in BraidDiff Braid BraidSamples; do
  # shellcheck disable=SC2046
  run "emit module $target" -emit-module -module-name "$target" -emit-module-path "$work/modules/$target.swiftmodule" \
    $(sources "$work/core/$target")
done
# `#selector` of each delegate method the proxies answer or forward: it compiles only where the method is UIKit's
# requirement's witness, so a forwarded method with the right name and a wrong type fails here (Swift does not warn of
# such a near miss in an extension other than the one declaring the conformance).
Scripts/check-delegate-forwarding.py --witnesses > "$work/DelegateWitnesses.swift"
if [ $status -eq 0 ]; then
  # shellcheck disable=SC2046
  run "type-check BraidUIKit (and its delegate methods' witnesses)" -typecheck -module-name BraidUIKit \
    $(sources Sources/BraidUIKit) "$work/DelegateWitnesses.swift"
  # shellcheck disable=SC2046
  run "emit module BraidUIKit (for its examples, with its symbol graph)" -emit-module -module-name BraidUIKit \
    -emit-module-path "$work/modules/BraidUIKit.swiftmodule" -emit-symbol-graph -emit-symbol-graph-dir "$work/symbolgraph" \
    $(sources Sources/BraidUIKit)
  # shellcheck disable=SC2046
  run "type-check BraidUIKitExamples" -typecheck -module-name BraidUIKitExamples $(sources Sources/BraidUIKitExamples)
  # shellcheck disable=SC2046
  run "type-check every SwiftUI chain form (Scripts/ios-sdk-typecheck)" -typecheck -module-name BraidSwiftUIChainForms \
    $(sources Scripts/ios-sdk-typecheck)
fi

# Each diagnostic once (an emit step and a type-check step can report the same one), paths as in the tree.
diagnostics=$(grep -E '^[^ ].*: (error|warning): ' "$log" | sed -e "s|$work/core/|Sources/|" -e "s|$work/||" | LC_ALL=C sort -u || true)
errors=$(grep -c ': error: ' <<<"$diagnostics" || true)
warnings=$(grep -c ': warning: ' <<<"$diagnostics" || true)
if [ -n "$diagnostics" ]; then printf '%s\n' "$diagnostics"; fi
echo "iOS SDK type-check: $errors errors, $warnings warnings"
if [ $status -ne 0 ] || [ "$errors" -ne 0 ] || [ "$warnings" -ne 0 ]; then
  [ $status -ne 0 ] && [ -z "$diagnostics" ] && cat "$log"
  echo "FAILED: BraidUIKit against the iOS SDK (above)"
  exit 1
fi
# API/BraidUIKit-SwiftUI.txt is read from the SwiftUI parts' source (the Linux build has no symbol graph of them): the
# public symbols the compiler found in those files must be the ones it names.
echo "== the SwiftUI parts' API listing names what the compiler built"
Scripts/api-listing.py --check-swiftui-symbol-graph "$work/symbolgraph"
