#!/usr/bin/env python3
"""Every delegate method a Braid binder's proxy stands in for is answered or forwarded to the app's delegate.

    Scripts/check-delegate-forwarding.py
    Scripts/check-delegate-forwarding.py --witnesses   (a Swift file for Scripts/typecheck-ios-sdk.sh; see below)

Reads the SDK's list of the delegate protocols' methods (Scripts/uikit-delegate-methods.txt, from the headers), the
stand-in's transcriptions (each requirement's doc comment quotes its Objective-C declaration, which gives its
selector, and the `func` below it gives its Swift name), and the proxies' `func`s in Sources/BraidUIKit. Fails when a
listed method that is neither deprecated nor unavailable on iOS is not implemented by its proxy, unless
Scripts/uikit-delegate-not-forwarded.txt names it with a reason — and fails when that file names a method the proxy
does implement (a stale entry), or a listed method has no transcription in the stand-in.
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import importlib.util  # noqa: E402

spec = importlib.util.spec_from_file_location("methods", os.path.join(ROOT, "Scripts/uikit-delegate-methods.py"))
listing = importlib.util.module_from_spec(spec)
spec.loader.exec_module(listing)

PROXY_OF = {  # protocol: the proxy class that stands in for it
    "UITableViewDelegate": "UIKitTableViewProxy",
    "UICollectionViewDelegate": "UIKitCollectionViewProxy",
    "UICollectionViewDelegateFlowLayout": "UIKitCollectionViewProxy",
}


def swift_name(declaration: str) -> str:
    """`tableView(_:didSelectRowAt:)` from `func tableView(_ tableView: UITableView, didSelectRowAt indexPath: …)`."""
    match = re.match(r"\s*(?:public\s+|nonisolated\s+|override\s+|@\w+(?:\([^)]*\))?\s+)*func\s+(\w+)\s*(?:<[^>]*>)?\((.*)", declaration, re.S)
    if not match:
        return ""
    name, rest = match.group(1), match.group(2)
    depth, params, current = 0, [], ""
    for ch in rest:
        if ch in "([<":
            depth += 1
        elif ch in ")]>":
            if depth == 0:
                break
            depth -= 1
        if ch == "," and depth == 0:
            params.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        params.append(current)
    labels = [p.split(":")[0].split()[0] for p in params if p.strip()]
    return f"{name}({''.join(l + ':' for l in labels)})"


def selector(objc: str) -> str:
    signature = re.sub(r"\b(API_|NS_|UIKIT_)[A-Z_]*(\((?:[^()]|\([^()]*\))*\))?", "", objc)
    signature = re.sub(r"^\s*(@optional\s*)?[-+]\s*\((?:[^()]|\([^()]*\))*\)\s*", "", signature).rstrip("; ")
    parts = re.findall(r"(\w+)\s*:", signature)
    return "".join(p + ":" for p in parts) if parts else signature.split()[0]


def stand_in_transcriptions():
    """{(protocol, selector): swift name} from the stand-in's protocol declarations."""
    found = {}
    folder = os.path.join(ROOT, "Sources/UIKitStandIn")
    for file in sorted(os.listdir(folder)):
        text = open(os.path.join(folder, file)).read()
        for proto in re.finditer(r"public protocol (\w+)[^{]*\{(.*?)\n\}", text, re.S):
            if proto.group(1) not in PROXY_OF:
                continue
            body = proto.group(2)
            for item in re.finditer(r"((?:\s*///[^\n]*\n)+)(?:\s*@[^\n]*\n)*(\s*func [^\n]*(?:\n(?!\s*///)[^\n]*)*)", body):
                doc = " ".join(line.strip()[3:].strip() for line in item.group(1).strip().splitlines())
                quoted = re.search(r"`((?:@optional\s*)?[-+]\s*\(.*?;)`", doc)
                if quoted:
                    found[(proto.group(1), selector(quoted.group(1)))] = swift_name(item.group(2))
    return found


def proxy_methods():
    """{proxy class: {swift names}} from Sources/BraidUIKit (class bodies and extensions at the top level)."""
    methods = {}
    folder = os.path.join(ROOT, "Sources/BraidUIKit")
    for file in sorted(f for f in os.listdir(folder) if f.endswith(".swift")):
        owner = None
        lines = open(os.path.join(folder, file)).read().splitlines()
        for i, line in enumerate(lines):
            top = re.match(r"(?:final class|class|extension) (\w+)", line)
            if top:
                owner = top.group(1)
            elif line.startswith("}"):
                owner = None
            elif owner and re.match(r"    (?:@[^\n]*\s)?(?:nonisolated |override )*func ", line):
                name = swift_name(" ".join(lines[i:i + 6]).replace("    ", " "))
                methods.setdefault(owner, set()).add(name)
    return methods


def witnesses_swift() -> str:
    """A Swift file for Scripts/typecheck-ios-sdk.sh: `#selector` of each method the proxies answer or forward. It
    compiles only where the method witnesses UIKit's requirement (and so is exposed to Objective-C under the
    requirement's selector); a method of the right name with a wrong type is not, and fails it."""
    transcribed = stand_in_transcriptions()
    implemented = proxy_methods()
    lines = ["// Generated by Scripts/check-delegate-forwarding.py --witnesses for Scripts/typecheck-ios-sdk.sh.",
             "#if canImport(UIKit)", "import UIKit", "", "@MainActor let _braidDelegateWitnesses: [Selector] = ["]
    for proto, sel, status in listing.read_listing():
        name = transcribed.get((proto, sel))
        if not status and name and name in implemented.get(PROXY_OF[proto], set()):
            lines.append(f"    #selector({PROXY_OF[proto]}.{name}),  // {proto} {sel}")
    lines += ["]", "#endif", ""]
    return "\n".join(lines)


def main() -> int:
    exceptions = {}
    with open(os.path.join(ROOT, "Scripts/uikit-delegate-not-forwarded.txt")) as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                proto, sel, *reason = line.split()
                if not reason:
                    sys.exit(f"uikit-delegate-not-forwarded.txt: {proto} {sel} gives no reason")
                exceptions[(proto, sel)] = " ".join(reason)
    transcribed = stand_in_transcriptions()
    implemented = proxy_methods()
    problems, forwarded = [], 0
    for proto, sel, status in listing.read_listing():
        if status:
            continue
        key = (proto, sel)
        name = transcribed.get(key)
        done = name is not None and name in implemented.get(PROXY_OF[proto], set())
        if key in exceptions:
            if done:
                problems.append(f"{proto} {sel}: {PROXY_OF[proto]} implements it; remove it from uikit-delegate-not-forwarded.txt")
            continue
        if name is None:
            problems.append(f"{proto} {sel}: not transcribed in the stand-in (Sources/UIKitStandIn), so not forwarded")
        elif not done:
            problems.append(f"{proto} {sel}: {PROXY_OF[proto]} neither answers nor forwards {name}")
        else:
            forwarded += 1
    for line in problems:
        print(line)
    print(f"delegate methods: {forwarded} answered or forwarded, {len(exceptions)} listed as not yet, "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--witnesses"]:
        sys.stdout.write(witnesses_swift())
        sys.exit(0)
    sys.exit(main())
