#!/usr/bin/env python3
"""Every public data-binding form gets the same treatment, by construction: a check over the symbol graph and the sources.

A binding may diff its values off the main actor when their type is `OffMainActorDiffable`, which the one place that
makes a binding's diff traits (`_DiffTraits(of:)`) asks at run time; every form that takes models or view models for
cells or content rows (`models:`, `viewModels:` — arrays, closures, `updatedBy:`, publishers, async sequences, BraidUIKit's UIKit-typed
providers) goes through it (ARCHITECTURE.md, "One binding pipeline"), and `OffMainActorDiffTests` shows each form
diffing off the main actor. This lists those forms from the symbol graphs of Braid and BraidUIKit
(`swift package dump-symbol-graph`) and fails, naming it, on:

- a form constrained to `Sendable` values: a second path for the same call (the old twins), which doubles the
  compiler's work on every chain that uses the method;
- a binding method whose forms are declared in more than one file, or outside Sources/Braid/Chains/Binding/:
  ARCHITECTURE.md's recipe for a new binding method counts on one file per method;
- a publisher or async-sequence form of Sources/Braid/Chains/Binding/ without `@_disfavoredOverload`, except the one
  publisher shape per method that a multi-section chain's titles and header/footer view models keep (values that may be
  nil): an argument that is an array or a closure literal never matches those forms, but the compiler finds that out
  only after solving the rest of the chain, once per such form (ARCHITECTURE.md, "What a chain costs the compiler").

    Scripts/check-binding-forms.py [symbol-graph-folder]   # default: .build/<triple>/symbolgraph, dumped if missing
"""
import glob, json, os, re, subprocess, sys

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
folder = sys.argv[1] if len(sys.argv) > 1 else None
if folder is None:
    subprocess.run(["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
                   check=True, stdout=subprocess.DEVNULL)
    found = glob.glob(".build/*/symbolgraph/Braid.symbols.json")
    if not found:
        sys.exit("FAILED: no symbol graph for Braid after swift package dump-symbol-graph")
    folder = os.path.dirname(found[0])

graphs = ["Braid.symbols.json", "BraidUIKit.symbols.json", "BraidUIKit@Braid.symbols.json"]
forms = {}  # (module, scope, form without Sendable) -> {"sendable": bool...}
files = {}  # Braid's binding method (its labels, without updatedBy:) -> the files that declare its forms
for name in graphs:
    path = os.path.join(folder, name)
    if not os.path.exists(path):
        sys.exit(f"FAILED: {path} is missing")
    for symbol in json.load(open(path))["symbols"]:
        title = symbol["names"]["title"]
        if not title.startswith("bind(") or symbol.get("accessLevel") != "public":
            continue
        if "models:" not in title and "viewModels:" not in title and "tree:" not in title:
            continue  # counts: no values to diff
        if "cellType:" not in title and "cellProvider:" not in title and "(content:" not in title:
            continue  # header and footer views: compared per section, on the main actor (work that grows with sections)
        declaration = "".join(fragment["spelling"] for fragment in symbol["declarationFragments"])
        constraints = symbol.get("swiftGenerics", {}).get("constraints", [])
        sendable = any(c.get("rhs") == "Sendable" for c in constraints)
        others = sorted(f'{c["lhs"]}:{c.get("rhs")}' for c in constraints if c.get("rhs") != "Sendable")
        signature = re.sub(r"\s+where\s.*$", "", declaration.split("\n")[-1])
        scope = "/".join(symbol["pathComponents"][:-1])
        key = (name.split(".")[0], scope, signature, tuple(others))
        forms.setdefault(key, set()).add(sendable)
        if name == "Braid.symbols.json":
            method = title.replace("updatedBy:", "")
            files.setdefault(method, set()).add(os.path.relpath(symbol["location"]["uri"].removeprefix("file://")))

twins = [key for key, kinds in forms.items() if True in kinds]
uikit = sum(1 for key in forms if key[0].startswith("BraidUIKit"))
if uikit == 0:
    sys.exit("FAILED: the symbol graph lists none of BraidUIKit's UIKit-typed cell providers; the check would miss them")
print(f"data-binding forms checked: {len(forms)} ({len(forms) - uikit} of Braid's chains, {uikit} of BraidUIKit's "
      "UIKit-typed providers; from the symbol graphs)")
for module, scope, signature, others in sorted(twins):
    print(f"  a form for Sendable values: {module} {scope}: {signature}")
if twins:
    sys.exit(f"FAILED: {len(twins)} data-binding forms are constrained to Sendable values (listed above): off the main "
             "actor is decided at run time by OffMainActorDiffable, in _DiffTraits(of:), for every form")
print("no data-binding form has a second overload for Sendable values: every form's diff traits come from _DiffTraits(of:)")
# ARCHITECTURE.md's recipe: a new binding method is one file of Sources/Braid/Chains/Binding/ with every form of it.
scattered = {method: paths for method, paths in files.items()
             if len(paths) > 1 or not all(p.startswith("Sources/Braid/Chains/Binding/") for p in paths)}
for method, paths in sorted(scattered.items()):
    print(f"  {method} is declared in {', '.join(sorted(paths))}")
if scattered:
    sys.exit("FAILED: every form of a binding method lives in its one file of Sources/Braid/Chains/Binding/ "
             "(ARCHITECTURE.md, 'Adding a binding method')")
print(f"each of Braid's {len(files)} model-carrying binding methods has every form in one file of Sources/Braid/Chains/Binding/")

# Publisher and async-sequence forms are disfavoured, so that an array or closure argument does not make the compiler
# solve the rest of the chain once per such form before it rejects it.
undisfavoured = []
kept = 0
for path in sorted(glob.glob("Sources/Braid/Chains/Binding/*.swift")):
    lines = open(path).read().split("\n")
    for number, line in enumerate(lines):
        match = re.match(r"\s*public func bind<[^>]*Source: (Publisher|AsyncSequence)>", line)
        if not match:
            continue
        signature = " ".join(lines[number:number + 3])
        attributes = lines[number - 1]
        if "@_disfavoredOverload" in attributes:
            continue
        if match.group(1) == "Publisher" and re.search(r"== \[Section: [A-Za-z.]+\?\]", signature):
            kept += 1
            continue  # the shape a multi-section chain's titles and header/footer view models keep
        undisfavoured.append(f"{path}:{number + 1}")
for where in undisfavoured:
    print(f"  a publisher or async-sequence form without @_disfavoredOverload: {where}")
if undisfavoured:
    sys.exit("FAILED: publisher and async-sequence forms are @_disfavoredOverload (ARCHITECTURE.md, "
             "'What a chain costs the compiler')")
if kept != 4:
    sys.exit(f"FAILED: expected the 4 publisher forms of optional section values to be the only favoured ones, found {kept}")
print("every publisher and async-sequence form is disfavoured, but the 4 of optional section values")
