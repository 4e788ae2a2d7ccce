#!/usr/bin/env python3
"""Every public data-binding form gets the off-main-actor treatment: a check over the symbol graph.

`Sendable` has no run-time check, so a binding may diff its values off the main actor only when the public method the
app called knew them to be `Sendable`: each form that takes models or view models (`models:`, `viewModels:` — arrays,
closures, `updatedBy:`, publishers, async sequences, BraidUIKit's UIKit-typed providers) for cells must have a twin constrained
to `Sendable` values (ARCHITECTURE.md, "One binding pipeline"). This lists those forms from the symbol
graphs of Braid and BraidUIKit (`swift package dump-symbol-graph`) and fails, naming it, on any form without its twin.

It also fails when the forms of one of Braid's binding methods are declared in more than one file, or outside
Sources/Braid/Chains/Binding/: ARCHITECTURE.md's recipe for a new binding method counts on one file per method.

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
        if "models:" not in title and "viewModels:" not in title:
            continue  # counts: no values to diff
        if "cellType:" not in title and "cellProvider:" not in title:
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

missing = [key for key, kinds in forms.items() if True not in kinds]
uikit = sum(1 for key in forms if key[0].startswith("BraidUIKit"))
if uikit == 0:
    sys.exit("FAILED: the symbol graph lists none of BraidUIKit's UIKit-typed cell providers; the check would miss them")
print(f"data-binding forms checked: {len(forms)} ({len(forms) - uikit} of Braid's chains, {uikit} of BraidUIKit's "
      "UIKit-typed providers; from the symbol graphs)")
for module, scope, signature, others in sorted(missing):
    print(f"  no Sendable twin: {module} {scope}: {signature}")
if missing:
    sys.exit(f"FAILED: {len(missing)} data-binding forms keep every diff on the main actor (listed above); add their "
             "twins for Sendable values (see Sources/Braid/Chains/Binding/)")
print("every data-binding form has its twin for Sendable values")
# ARCHITECTURE.md's recipe: a new binding method is one file of Sources/Braid/Chains/Binding/ with every form of it.
scattered = {method: paths for method, paths in files.items()
             if len(paths) > 1 or not all(p.startswith("Sources/Braid/Chains/Binding/") for p in paths)}
for method, paths in sorted(scattered.items()):
    print(f"  {method} is declared in {', '.join(sorted(paths))}")
if scattered:
    sys.exit("FAILED: every form of a binding method lives in its one file of Sources/Braid/Chains/Binding/ "
             "(ARCHITECTURE.md, 'Adding a binding method')")
print(f"each of Braid's {len(files)} model-carrying binding methods has every form in one file of Sources/Braid/Chains/Binding/")
