#!/usr/bin/env python3
"""The methods of the protocols a Braid binder's proxies adopt, from the iOS SDK's headers.

    Scripts/uikit-delegate-methods.py SDK_PATH   rewrites Scripts/uikit-delegate-methods.txt from SDK_PATH's UIKit headers
    Scripts/uikit-delegate-methods.py --check    (no SDK) checks that the listing is well formed

One line per method: the protocol, the Objective-C selector, its facts, its full Objective-C declaration as the header
has it (return and parameter types, nullability, availability; comments removed, spaces collapsed) and, after a tab, the
Swift declaration UIKit imports it as (`-` where Swift does not import it at the package's floor, iOS 13), from the
toolchain's `swift-synthesize-interface` run on the SDK's UIKit submodules at `-target arm64-apple-ios13.0`. The facts
are `required` or `optional` and, when the header says so, `deprecated` (API_DEPRECATED…(…ios(…)…)) or `unavailable`
(API_UNAVAILABLE(…ios…)), comma-joined. The protocols: the scroll view's delegate, the table's and the collection
view's data sources and delegates, and the flow layout's delegate.

Scripts/check-delegate-forwarding.py compares the binders' proxies against it, and BraidUIKitTests walks every listed
selector through the proxies' decision (claim, answer, forward or decline). The listing is committed; the SDK never is
(Apple's licence). Regenerate it with a newer SDK to learn of new methods.
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
LISTING = os.path.join(HERE, "uikit-delegate-methods.txt")
PROTOCOLS = [  # (header, protocol)
    ("UIScrollView.h", "UIScrollViewDelegate"),
    ("UITableView.h", "UITableViewDataSource"),
    ("UITableView.h", "UITableViewDelegate"),
    ("UICollectionView.h", "UICollectionViewDataSource"),
    ("UICollectionView.h", "UICollectionViewDelegate"),
    ("UICollectionViewFlowLayout.h", "UICollectionViewDelegateFlowLayout"),
]
ATTRIBUTE = r"\b(?:API_|NS_|UIKIT_)[A-Z_]*(?:\((?:[^()]|\([^()]*\))*\))?"


def selector_of(declaration: str) -> str:
    """`tableView:heightForRowAtIndexPath:` from `- (CGFloat)tableView:(UITableView *)tableView heightFor…;`."""
    signature = re.sub(ATTRIBUTE, "", declaration)
    signature = re.sub(r"^\s*[-+]\s*\((?:[^()]|\([^()]*\))*\)\s*", "", signature).rstrip("; ")
    parts = re.findall(r"(\w+)\s*:", signature)
    return "".join(p + ":" for p in parts) if parts else signature.split()[0]


def methods(header_text: str, protocol: str):
    """(selector, facts, declaration) for each method of `protocol`, in the header's order."""
    text = re.sub(r"/\*.*?\*/", " ", header_text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    match = re.search(r"@protocol\s+" + protocol + r"\b[^\n;]*\n(.*?)\n@end", text, flags=re.S)
    if not match:
        sys.exit(f"no @protocol {protocol} in the header")
    body = " ".join(match.group(1).split())
    required = True  # a protocol's methods are @required until an @optional
    for token in re.finditer(r"@optional|@required|[-+]\s*\([^;]*?;", body):
        if token.group(0) in ("@optional", "@required"):
            required = token.group(0) == "@required"
            continue
        declaration = token.group(0)
        facts = ["required" if required else "optional"]
        if re.search(r"API_UNAVAILABLE\([^)]*\bios\b", declaration):
            facts.append("unavailable")
        elif re.search(r"API_DEPRECATED\w*\((?:[^()]|\([^()]*\))*\bios\(", declaration):
            facts.append("deprecated")
        yield selector_of(declaration), ",".join(facts), declaration


def synthesized_protocols(sdk: str, header: str):
    """{protocol: [Swift `func` declarations, in order]} of the Swift interface of UIKit's submodule for `header`."""
    module = "UIKit." + header[:-2]
    with tempfile.TemporaryDirectory() as work:
        flags = ["-target", "arm64-apple-ios13.0", "-sdk", sdk, "-module-cache-path",
                 os.environ.get("BRAID_IOS_MODULE_CACHE", os.path.join(tempfile.gettempdir(), "braid-ios-module-cache"))]
        if sys.platform != "darwin":  # the API notes Darwin toolchains install, as Scripts/typecheck-ios-sdk.sh does
            info = subprocess.run(["swiftc", "-print-target-info"], check=True, capture_output=True, text=True).stdout
            resources = re.search(r'"runtimeResourcePath":\s*"([^"]+)"', info).group(1)
            os.makedirs(os.path.join(work, "resources/apinotes"))
            for name in ("clang", "shims"):
                os.symlink(os.path.join(resources, name), os.path.join(work, "resources", name))
            for name in ("Dispatch.apinotes", "os.apinotes"):
                with open(os.path.join(HERE, "ios-sdk-apinotes", name)) as src, \
                        open(os.path.join(work, "resources/apinotes", name), "w") as dst:
                    dst.write(src.read())
            flags += ["-resource-dir", os.path.join(work, "resources")]
        out = os.path.join(work, "interface.swift")
        subprocess.run(["swift-synthesize-interface", "-module-name", module, "-o", out] + flags, check=True)
        text = open(out).read()
    found = {}
    for match in re.finditer(r"public protocol (\w+)\b[^{]*\{(.*?)\n\}", text, re.S):
        found[match.group(1)] = [" ".join(f.split()) for f in re.findall(r"^\s*((?:optional )?func [^\n]*)", match.group(2), re.M)]
    return found


def imports_as(selector: str, swift: str) -> bool:
    """Whether the Swift declaration `swift` can be the import of `selector`: as many parameters, and each selector
    piece starting with the Swift label (the base name and first label, for the first piece)."""
    pieces = selector.rstrip(":").split(":")
    match = re.match(r"(?:optional )?func (\w+)\((.*)\)", swift)
    if not match:
        return False
    labels = [p.split(":")[0].split()[0] for p in re.split(r",(?![^<(\[]*[>)\]])", match.group(2)) if p.strip()]
    if len(labels) != (selector.count(":")) or (not labels and pieces != [match.group(1)]):
        return not labels and pieces == [match.group(1)]
    first = match.group(1) + ("" if labels[0] == "_" else labels[0][0].upper() + labels[0][1:])
    return pieces[0].startswith(first) and all(
        label == "_" or piece.lower().startswith(label.lower()) for piece, label in zip(pieces[1:], labels[1:]))


def generate(sdk: str) -> None:
    headers = os.path.join(sdk, "System/Library/Frameworks/UIKit.framework/Headers")
    version = re.search(r'"Version"\s*:\s*"([^"]+)"', open(os.path.join(sdk, "SDKSettings.json")).read())
    lines = [f"# The methods of the protocols a Braid binder's proxies adopt, from the headers of the iOS "
             f"{version.group(1) if version else '?'} SDK",
             "# (generated by Scripts/uikit-delegate-methods.py SDK_PATH; do not edit). protocol, selector, facts, "
             "Objective-C declaration."]
    for header, protocol in PROTOCOLS:
        with open(os.path.join(headers, header)) as f:
            text = f.read()
        swift = synthesized_protocols(sdk, header).get(protocol, [])
        for selector, facts, declaration in methods(text, protocol):
            imported = "-"
            if swift and imports_as(selector, swift[0]):
                imported = swift.pop(0)
            lines.append(f"{protocol} {selector} {facts} {declaration}\t{imported}")
        if swift:
            sys.exit(f"{protocol}: Swift declarations left unpaired with the header's methods: {swift}")
    with open(LISTING, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {LISTING}: {len(lines) - 2} methods")


FACTS = {"required", "optional", "deprecated", "unavailable"}


def read_entries():
    """(protocol, selector, facts, Objective-C declaration, Swift declaration or None) for each listed method; facts
    is a set."""
    entries = []
    with open(LISTING) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            objc, _, swift = line.rstrip("\n").partition("\t")
            fields = objc.split(" ", 3)
            facts = set(fields[2].split(",")) if len(fields) == 4 else set()
            if (len(fields) != 4 or fields[0] not in {p for _, p in PROTOCOLS} or not facts <= FACTS or not swift
                    or len(facts & {"required", "optional"}) != 1 or selector_of(fields[3]) != fields[1]
                    or (swift != "-" and not imports_as(fields[1], swift))):
                sys.exit(f"malformed line in {LISTING}: {line!r}")
            entries.append((fields[0], fields[1], facts, fields[3], None if swift == "-" else swift))
    return entries


def read_listing():
    """(protocol, selector, status) for each listed method: status is `deprecated`, `unavailable` or empty."""
    return [(proto, sel, "unavailable" if "unavailable" in facts else "deprecated" if "deprecated" in facts else "")
            for proto, sel, facts, _, _ in read_entries()]


if __name__ == "__main__":
    if len(sys.argv) == 2 and sys.argv[1] == "--check":
        print(f"{len(read_entries())} methods listed")
    elif len(sys.argv) == 2:
        generate(sys.argv[1])
    else:
        sys.exit(__doc__)
