#!/usr/bin/env python3
"""Every method of the protocols a Braid binder's proxies adopt is answered or forwarded, with UIKit's signature.

    Scripts/check-delegate-forwarding.py [ROOT]
    Scripts/check-delegate-forwarding.py --witnesses   (a Swift file for Scripts/typecheck-ios-sdk.sh; see below)

Reads the SDK's list of the methods of the scroll view's delegate, both data sources, both delegates and the flow
layout's delegate (Scripts/uikit-delegate-methods.txt, from the headers, with each method's Objective-C declaration and
the Swift declaration UIKit imports it as),
the stand-in's transcriptions (each requirement's doc comment quotes its Objective-C declaration, and the `func` below it
gives its Swift name) and the proxies' methods and selector tables in Sources/BraidUIKit. Comments, and `#if` branches
that iOS does not compile, are removed first: nothing in them counts. Fails when

- a listed method that is neither deprecated nor unavailable on iOS is not implemented by its proxy, unless
  Scripts/uikit-delegate-not-forwarded.txt names it with a reason (or names one the proxy implements: a stale entry);
- a listed method has no transcription in the stand-in, or the stand-in quotes another declaration than the SDK's;
- a proxy's or the stand-in's method has another Swift name, or other parameter or return types (optionality
  included), than UIKit's declaration imports as (the list's Swift declarations, synthesized from the SDK);
- a proxy implements a method its selector tables (`answeredSelectors`, `forwardedSelectors`) do not name exactly once,
  or a table names a selector that is not in the SDK's list or that the proxy does not implement;
- a method in `forwardedSelectors` does not call the app's delegate's method of the same name (the one it forwards).

Run Scripts/check-delegate-forwarding-tests.py to see each of these fail on a mutated copy of the sources.
"""
import importlib.util
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")

spec = importlib.util.spec_from_file_location("methods", os.path.join(HERE, "uikit-delegate-methods.py"))
listing = importlib.util.module_from_spec(spec)
spec.loader.exec_module(listing)

# Each proxy, the protocols it adopts and, for a delegate protocol, the property holding the app's delegate its
# forwarding methods call. A proxy inherits ScrollViewForwarding's methods and selector tables.
PROXIES = {
    "UIKitTableViewProxy": {
        "UIScrollViewDelegate": "scrollTarget",
        "UITableViewDataSource": None,
        "UITableViewDelegate": "tableViewDelegate",
    },
    "UIKitCollectionViewProxy": {
        "UIScrollViewDelegate": "scrollTarget",
        "UICollectionViewDataSource": None,
        "UICollectionViewDelegate": "collectionViewDelegate",
        "UICollectionViewDelegateFlowLayout": "flowLayoutDelegate",
    },
}
BASE = "ScrollViewForwarding"
PROTOCOLS = {proto for protocols in PROXIES.values() for proto in protocols}


# MARK: Swift sources as iOS compiles them

def strip_comments(text: str) -> str:
    """The text with comments blanked (newlines kept); string literals are left alone."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    if text[i] == "\n":
                        out.append("\n")
                    i += 1
        elif text[i] == '"':
            end = i + 1
            while end < n and text[end] != '"':
                end += 2 if text[end] == "\\" else 1
            out.append(text[i:end + 1])
            i = end + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def ios_condition(condition: str, where: str) -> bool:
    """Whether an `#if` condition holds when compiling for iOS with UIKit (and SwiftUI, which the iOS SDK has)."""
    expression = condition
    expression = re.sub(r"canImport\(\s*(UIKit|Foundation|SwiftUI|UIKitStandIn)\s*\)",
                        lambda m: "True" if m.group(1) != "UIKitStandIn" else "False", expression)
    expression = re.sub(r"os\(\s*(\w+)\s*\)", lambda m: "True" if m.group(1) == "iOS" else "False", expression)
    expression = re.sub(r"swift\(\s*>=\s*[\d.]+\s*\)", "True", expression)
    expression = expression.replace("&&", " and ").replace("||", " or ")
    expression = re.sub(r"!(?!=)", " not ", expression)
    if not re.fullmatch(r"[\sTrueFalsnotd()]*", expression):
        sys.exit(f"{where}: cannot tell whether iOS compiles `#if {condition}`; teach check-delegate-forwarding.py")
    return bool(eval(expression))  # noqa: S307 — only True, False, not, and, or and parentheses reach here


def ios_source(text: str, where: str) -> str:
    """The Swift text iOS compiles: comments and the branches of `#if` that iOS does not take blanked."""
    lines, stack = strip_comments(text).split("\n"), []  # stack: (this branch active, a branch was taken)
    for number, line in enumerate(lines):
        directive = re.match(r"\s*#(if|elseif|else|endif)\b(.*)", line)
        outer = all(active for active, _ in stack[:-1]) if stack else True
        if directive:
            kind, condition = directive.group(1), directive.group(2).strip()
            if kind == "if":
                holds = ios_condition(condition, f"{where}:{number + 1}")
                stack.append((holds, holds))
            elif kind == "elseif":
                _, taken = stack[-1]
                holds = not taken and ios_condition(condition, f"{where}:{number + 1}")
                stack[-1] = (holds, taken or holds)
            elif kind == "else":
                stack[-1] = (not stack[-1][1], True)
            else:
                stack.pop()
            lines[number] = ""
        elif stack and not (outer and stack[-1][0]):
            lines[number] = ""
    return "\n".join(lines)


def split_top(text: str, separator: str = ","):
    """`text` split at `separator` outside brackets."""
    depth, parts, current = 0, [], ""
    for ch in text:
        if ch in "([<":
            depth += 1
        elif ch in ")]>" and not (ch == ">" and current.endswith("-")):
            depth -= 1
        if ch == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current)
    return parts


def swift_func(text: str):
    """(name, labels, parameter types, return type, body or None) of the `func` that `text` starts with."""
    match = re.match(r"\s*func\s+(\w+)\s*(?:<[^>]*>)?\(", text)
    depth, i = 1, match.end()
    while depth:
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        i += 1
    params = split_top(text[match.end():i - 1])
    rest = text[i:]
    head = re.match(r"([^{}]*?)(\{|\n\s*(?:func|var|let|@|static|class|init|\})|$)", rest, re.S)
    returns = ""
    arrow = re.search(r"->\s*(.*)", head.group(1), re.S)
    if arrow:
        returns = re.sub(r"\s+where\s.*", "", arrow.group(1), flags=re.S).strip()
    body = None
    if head.group(2) == "{":
        start = i + head.end() - 1
        depth, j = 0, start
        while True:
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
            if depth == 0:
                break
        body = text[start:j]
    labels, types = [], []
    for param in params:
        names, _, kind = param.partition(":")
        labels.append(names.split()[0])
        types.append(kind.strip())
    return match.group(1), labels, types, returns, body


def swift_name(name: str, labels) -> str:
    return f"{name}({''.join(label + ':' for label in labels)})"


def normal_type(swift: str) -> str:
    """A Swift type spelled one way: no spaces, no `any`, no `@escaping`/`inout`, `(P)?` as `P?`."""
    swift = re.sub(r"@\w+|\b(any|some|inout)\b", "", swift)
    swift = re.sub(r"\s+", "", swift)
    swift = re.sub(r"^\((\w[\w.]*)\)\?$", r"\1?", swift)
    return "" if swift in ("Void", "()") else swift


# MARK: UIKit's declarations as Swift imports them

def imported(swift: str):
    """(name, parameter types, return type) of a Swift declaration of the SDK's list."""
    name, labels, types, returns, _ = swift_func(re.sub(r"^optional ", "", swift))
    return swift_name(name, labels), [normal_type(t) for t in types], normal_type(returns)


def bare_declaration(declaration: str) -> str:
    return re.sub(r"\s+", "", re.sub(listing.ATTRIBUTE, "", declaration)).rstrip(";")


# MARK: What the stand-in and the proxies declare

def read(root: str, folder: str):
    path = os.path.join(root, folder)
    for file in sorted(f for f in os.listdir(path) if f.endswith(".swift")):
        where = os.path.join(folder, file)
        raw = open(os.path.join(path, file)).read()
        yield where, raw, ios_source(raw, where)


def stand_in_transcriptions(root: str):
    """{(protocol, selector): (quoted declaration, name, parameter types, return type)} from the stand-in."""
    found = {}
    for where, raw, text in read(root, "Sources/UIKitStandIn"):
        # The quotes are in doc comments, which ios_source removes: read them from the raw text, and take only the
        # requirements that remain in the compiled text.
        compiled = {m.group(1) for m in re.finditer(r"public protocol (\w+)", text)}
        for proto in re.finditer(r"public protocol (\w+)[^{]*\{(.*?)\n\}", raw, re.S):
            if proto.group(1) not in PROTOCOLS or proto.group(1) not in compiled:
                continue
            body = proto.group(2)
            for item in re.finditer(r"((?:[ \t]*///[^\n]*\n)+)(?:\s*@[^\n]*(?:\n\s+[^\n]*\))?\n)*(\s*func [^\n]*(?:\n(?!\s*///)[^\n]*)*)", body):
                doc = " ".join(line.strip()[3:].strip() for line in item.group(1).strip().splitlines())
                quoted = re.search(r"`((?:@optional\s*)?[-+]\s*\(.*?;)`", doc)
                if quoted:
                    declaration = re.sub(r"^@optional\s*", "", quoted.group(1))
                    name, labels, types, returns, _ = swift_func(strip_comments(item.group(2)))
                    found[(proto.group(1), listing.selector_of(declaration))] = (
                        declaration, swift_name(name, labels), [normal_type(t) for t in types], normal_type(returns))
    return found


def proxy_sources(root: str):
    """{class: {swift name: (parameter types, return type, body, file)}} and {class: {table: [selectors]}} from
    Sources/BraidUIKit (class bodies and extensions at the top level), as iOS compiles them."""
    methods, tables = {}, {}
    for where, _, text in read(root, "Sources/BraidUIKit"):
        owner = None
        lines = text.split("\n")
        for i, line in enumerate(lines):
            top = re.match(r"(?:@\w+\s+)*(?:final class|class|extension) (\w+)", line)
            if top:
                owner = top.group(1)
            elif line.startswith("}"):
                owner = None
            elif owner and re.match(r"    (?:@\w+(?:\([^)]*\))?\s+)*(?:(?:nonisolated|override|private|fileprivate|static|class|final)\s+)*func ", line):
                rest = "\n".join(lines[i:])
                rest = re.sub(r"^\s*(?:@\w+(?:\([^)]*\))?\s+|(?:nonisolated|override|private|fileprivate|static|class|final)\s+)*", "", rest)
                name, labels, types, returns, body = swift_func(rest)
                methods.setdefault(owner, {})[swift_name(name, labels)] = (
                    [normal_type(t) for t in types], normal_type(returns), body or "", where)
            table = re.match(r"    (?:override )?(?:class|static) (?:var|let) (answeredSelectors|forwardedSelectors)\b", line)
            if owner and table:
                depth, j, chunk = 0, i, ""
                while True:
                    chunk += lines[j] + "\n"
                    depth += lines[j].count("{") - lines[j].count("}")
                    j += 1
                    if depth <= 0 and "{" in chunk:
                        break
                tables.setdefault(owner, {})[table.group(1)] = re.findall(r'"([^"]+)"', chunk)
    return methods, tables


# MARK: The check

def problems_in(root: str):
    entries = listing.read_entries()
    exceptions = {}
    with open(os.path.join(root, "Scripts/uikit-delegate-not-forwarded.txt")) as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                proto, sel, *reason = line.split()
                if not reason:
                    return [f"uikit-delegate-not-forwarded.txt: {proto} {sel} gives no reason"], 0
                exceptions[(proto, sel)] = " ".join(reason)
    transcribed = stand_in_transcriptions(root)
    methods, tables = proxy_sources(root)
    problems, done = [], 0
    sdk = {(proto, sel): (declaration, swift) for proto, sel, _, declaration, swift in entries}

    # The stand-in quotes the SDK and imports its types.
    for (proto, sel), (quoted, name, types, returns) in sorted(transcribed.items()):
        if (proto, sel) not in sdk:
            problems.append(f"Sources/UIKitStandIn: {proto} {sel} ({name}) is not a method of the SDK's {proto}")
            continue
        declaration, swift = sdk[(proto, sel)]
        if bare_declaration(quoted) != bare_declaration(declaration):
            problems.append(f"Sources/UIKitStandIn: {proto} {name} quotes `{quoted}`; the SDK declares `{declaration}`")
        if swift and (name, types, returns) != imported(swift):
            problems.append(f"Sources/UIKitStandIn: {proto} transcribes {sel} as {name} taking {types} -> "
                            f"{returns or 'Void'}; UIKit imports it as `{swift}`")

    for proxy, protocols in PROXIES.items():
        own = {**methods.get(BASE, {}), **methods.get(proxy, {})}
        table = {kind: tables.get(BASE, {}).get(kind, []) + tables.get(proxy, {}).get(kind, [])
                 for kind in ("answeredSelectors", "forwardedSelectors")}
        named = {}
        for kind, selectors in table.items():
            for sel in selectors:
                named.setdefault(sel, []).append(kind)
        known = {sel: proto for proto, sel, _, _, _ in entries if proto in protocols}
        for sel, kinds in sorted(named.items()):
            if sel not in known:
                problems.append(f"{proxy}: {' and '.join(kinds)} name {sel}, which is not a method of "
                                f"{', '.join(sorted(protocols))} in the SDK's list")
            elif len(kinds) > 1:
                problems.append(f"{proxy}: {sel} is named {len(kinds)} times in its selector tables")
        for proto, sel, facts, declaration, swift in entries:
            if proto not in protocols:
                continue
            key = (proto, sel)
            skipped = "deprecated" in facts or "unavailable" in facts or swift is None
            found = transcribed.get(key)
            name, expected_types, expected_returns = imported(swift) if swift else (None, None, None)
            method = own.get(name) if name else None
            if key in exceptions:
                if method:
                    problems.append(f"{proto} {sel}: {proxy} implements it; remove it from uikit-delegate-not-forwarded.txt")
                continue
            if method is None:
                if sel in named:
                    problems.append(f"{proxy}: its {named[sel][0]} name {sel}, which it does not implement"
                                    + ("" if found else " (and the stand-in does not transcribe it)"))
                elif not skipped:
                    problems.append(f"{proto} {sel}: not transcribed in the stand-in (Sources/UIKitStandIn), so not "
                                    f"answered" if not found else f"{proto} {sel}: {proxy} neither answers nor forwards {name}")
                continue
            types, returns, body, where = method
            if (types, returns) != (expected_types, expected_returns):
                problems.append(f"{where}: {proxy}.{name} takes {types} -> {returns or 'Void'}; UIKit's {sel} "
                                f"imports as `{swift}`")
                continue
            kinds = named.get(sel, [])
            if not kinds:
                problems.append(f"{where}: {proxy} implements {name} ({sel}) but names it in neither "
                                f"answeredSelectors nor forwardedSelectors")
                continue
            if kinds == ["forwardedSelectors"]:
                target = protocols[proto]
                if target is None:
                    problems.append(f"{where}: {proxy}.{name} is a data source method: it answers, it cannot forward")
                    continue
                base = name.split("(")[0]
                reference = re.escape(target) + r"\?\s*\.\s*(?:" + re.escape(name) + (
                    "|" + re.escape(base) + r"(?=\s*\))" if name.endswith("(_:)") else "") + ")"
                called = re.search(r"\(\s*" + reference + r"\s*\)\s*\?\s*\(", body) or any(
                    re.search(r"\b" + re.escape(var) + r"\s*\(", body)
                    for var in re.findall(r"let\s+(\w+)\s*=\s*" + reference, body))
                if not called:
                    problems.append(f"{where}: {proxy}.{name} is in forwardedSelectors but does not call "
                                    f"{target}'s {name}")
                    continue
            done += 1
    return problems, done, len(exceptions)


def witnesses_swift(root: str) -> str:
    """A Swift file for Scripts/typecheck-ios-sdk.sh: `#selector` of each method the proxies answer or forward. It
    compiles only where the method witnesses UIKit's requirement (and so is exposed to Objective-C under the
    requirement's selector); a method of the right name with a wrong type is not, and fails it. Methods newer than the
    package's floor are named inside `#available`, which `#selector` requires of them."""
    methods, _ = proxy_sources(root)
    lines = ["// Generated by Scripts/check-delegate-forwarding.py --witnesses for Scripts/typecheck-ios-sdk.sh.",
             "#if canImport(UIKit)", "import UIKit", "",
             "@MainActor func _braidDelegateWitnesses() -> [Selector] {", "    var selectors: [Selector] = []"]
    for proto, sel, facts, declaration, swift in listing.read_entries():
        for proxy, protocols in PROXIES.items():
            own = {**methods.get(BASE, {}), **methods.get(proxy, {})}
            name = imported(swift)[0] if swift else None
            if proto not in protocols or name not in own:
                continue
            introduced = re.search(r"\bios\((\d+)\.(\d+)", declaration)
            line = f"selectors.append(#selector({proxy}.{name}))"
            if introduced and (int(introduced.group(1)), int(introduced.group(2))) > (13, 0):
                line = f"if #available(iOS {introduced.group(1)}.{introduced.group(2)}, *) {{ {line} }}"
            lines.append(f"    {line}  // {proto} {sel}")
    lines += ["    return selectors", "}", "#endif", ""]
    return "\n".join(lines)


def main(root: str) -> int:
    problems, done, exceptions = problems_in(root)
    for line in problems:
        print(line)
    print(f"delegate and data source methods: {done} answered or forwarded with UIKit's signature, {exceptions} listed "
          f"as not yet, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--witnesses"]:
        sys.stdout.write(witnesses_swift(ROOT))
        sys.exit(0)
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else ROOT))
