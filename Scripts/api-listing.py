#!/usr/bin/env python3
"""The public API of each library product as a readable listing, from the symbol graph: API/<Product>.txt.

    Scripts/api-listing.py            # write the listings (commit them with the change that changes the API)
    Scripts/api-listing.py --check    # fail, showing the difference, when the API differs from the committed listing

One line a declaration, `Type.member: declaration`, sorted. Members a type gets from a protocol's extension are listed
on each type that has them; members a class inherits are listed on the class that declares them (the chains' methods
on `SingleSectionBinder`, `MultiSectionBinder` and `MultiSectionHandlers`). The symbol graph leaves out underscored
declarations. Of another module's types that a product extends, only what the product declares is listed: its members
and its protocol conformances. BraidUIKit is listed as built here, against the UIKit stand-in: its UIKit types carry UIKit's names.

BraidUIKit's SwiftUI parts (`#if canImport(SwiftUI) && canImport(UIKit)`) are not in the Linux build, so not in its
symbol graph: API/BraidUIKit-SwiftUI.txt lists them from their source (Scripts/swiftui_source_listing.py), written and
checked with the others, without an SDK. Where an iOS SDK is at hand, Scripts/typecheck-ios-sdk.sh builds BraidUIKit
against it with a symbol graph and runs

    Scripts/api-listing.py --check-swiftui-symbol-graph DIR

which fails unless the public symbols the compiler found in those files are exactly the places that listing names, each
with a doc comment (the package's DocC build, Scripts/build-docs.sh, cannot see them).

Both modes also fail when a listed declaration names an underscored type (a `_Name` in a signature users write or read
in the docs): what is public must say so.
"""
import difflib, glob, json, os, re, subprocess, sys

sys.dont_write_bytecode = True  # no __pycache__ in Scripts/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import swiftui_source_listing  # noqa: E402

PRODUCTS = ["BraidDiff", "Braid", "BraidTesting", "BraidTerminal", "BraidUIKit"]
SWIFTUI_LISTING = "API/BraidUIKit-SwiftUI.txt"

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
if "--check-swiftui-symbol-graph" in sys.argv:
    graphs = sys.argv[sys.argv.index("--check-swiftui-symbol-graph") + 1]
    compiled, undocumented = swiftui_source_listing.places_in_symbol_graphs(graphs)
    listed = {place for place, _ in swiftui_source_listing.entries() if place}
    if not compiled:
        sys.exit(f"FAILED: no public symbol of the SwiftUI parts in the symbol graphs in {graphs}")
    if compiled != listed:
        sys.exit(f"FAILED: {SWIFTUI_LISTING}, read from the source, does not name what the compiler built against the "
                 f"SDK: only in the symbol graph: {sorted(compiled - listed)}; only in the listing: {sorted(listed - compiled)}")
    if undocumented:
        sys.exit(f"FAILED: public symbols of the SwiftUI parts without a doc comment: {sorted(undocumented)}")
    print(f"{SWIFTUI_LISTING} names the {len(compiled)} public symbols of the SwiftUI parts the compiler found, "
          "each with a doc comment")
    sys.exit(0)
check = "--check" in sys.argv
subprocess.run(["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"], check=True,
               stdout=subprocess.DEVNULL)
folders = glob.glob(".build/*/symbolgraph")
if not folders:
    sys.exit("FAILED: swift package dump-symbol-graph wrote no symbol graphs")
folder = folders[0]


def demangled_type(usr):
    """`s:SS` -> `String`: a Swift USR of a nominal type or protocol, by `swift demangle`, without its module."""
    suffix = "Mp" if usr.endswith("P") else "N"
    text = subprocess.run(["swift", "demangle", "-compact", "$s" + usr[2:] + suffix], capture_output=True,
                          text=True, check=True).stdout.strip()
    return re.sub(r"^(type metadata|protocol descriptor) for (\w+\.)?", "", text)


def listing(product):
    lines = set()
    for path in sorted(glob.glob(os.path.join(folder, f"{product}.symbols.json"))
                       + glob.glob(os.path.join(folder, f"{product}@*.symbols.json"))):
        extended = os.path.basename(path).split(".")[0].partition("@")[2]
        graph = json.load(open(path))
        names = {symbol["identifier"]["precise"]: ".".join(symbol["pathComponents"]) for symbol in graph["symbols"]}
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if extended and "location" not in symbol:
                continue  # a member the other module's type has anyway (from its own protocols), not one declared here
            declaration = "".join(fragment["spelling"] for fragment in symbol["declarationFragments"])
            declaration = re.sub(r"\s+", " ", declaration).strip()
            place = ".".join(symbol["pathComponents"])
            prefix = f"[extends {extended}] " if extended else ""
            lines.add(f"{prefix}{place}: {declaration}")
        if extended:
            # The other module's types this product makes conform to one of its own protocols (a target without a
            # fallback name is declared here). The graph names those types only by USR: demangled as type metadata.
            for relation in graph["relationships"]:
                if relation["kind"] != "conformsTo" or "targetFallback" in relation:
                    continue
                source, target = (relation[key] for key in ("source", "target"))
                if source not in names:
                    names[source] = demangled_type(source)
                lines.add(f"[extends {extended}] {names[source]}: conforms to {names.get(target) or demangled_type(target)}")
    header = [f"# The public API of {product}, from its symbol graph (Scripts/api-listing.py).",
              "# A change here is a change to the API: CHANGELOG.md says how it is versioned.", ""]
    return "\n".join(header + sorted(lines)) + "\n"


os.makedirs("API", exist_ok=True)
changed = []
listings = {f"API/{product}.txt": listing(product) for product in PRODUCTS}
listings[SWIFTUI_LISTING] = swiftui_source_listing.listing()
for path, text in listings.items():
    old = open(path).read() if os.path.exists(path) else ""
    if text == old:
        continue
    changed.append(path)
    if check:
        sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), text.splitlines(True), path, "now", n=0))
    else:
        open(path, "w").write(text)
underscored = [line for text in listings.values() for line in text.splitlines()
               if not line.startswith("#") and re.search(r"(?<![#\w])_[A-Za-z]\w*", line.split(": ", 1)[-1])]
if underscored:
    sys.exit("FAILED: public declarations name underscored types (make the type public API, or keep it out of the "
             "signature):\n  " + "\n  ".join(underscored))
counts = {os.path.basename(path)[:-4]: sum(1 for line in text.splitlines() if line and not line.startswith("#"))
          for path, text in listings.items()}
if check and changed:
    sys.exit(f"FAILED: the public API differs from {', '.join(changed)} (above). If the change is meant, run "
             "Scripts/api-listing.py and commit the listings with it (and say so in CHANGELOG.md).")
print("API listings " + ("match the public API" if check else "written: " + ", ".join(f"{p} {n}" for p, n in counts.items())))
