"""BraidUIKit's SwiftUI parts as an API listing read from their source: Scripts/api-listing.py writes and checks it as
API/BraidUIKit-SwiftUI.txt.

Those parts are the files of Sources/BraidUIKit guarded whole by `#if canImport(SwiftUI) && canImport(UIKit)`. The
package build on Linux never compiles them, so the symbol graph the other listings come from has none of them; this
reads each public declaration's head (its attributes and signature, without body or comments) from the source instead,
one line each: `Place: declaration`, and for a member of an extension the extension it is in. A protocol's requirements
are listed as public, as the protocol is; an extension that adds conformances is listed with them. A member a protocol's
extension gives its conforming types is listed once, on the protocol.

`places_in_symbol_graphs` is the other side of the check that holds this reading honest: given the symbol graphs of
BraidUIKit built against an iOS SDK (Scripts/typecheck-ios-sdk.sh emits them), the places of the public symbols that
the compiler found in the same files — which must be the places listed here — and those without a doc comment.
"""
import glob, json, os, re, sys

GUARD = "#if canImport(SwiftUI) && canImport(UIKit)"
CONTAINERS = ("struct", "class", "enum", "protocol", "extension", "actor")
KEYWORD = re.compile(r"\b(func|init|var|let|struct|class|enum|protocol|typealias|extension|actor|case|subscript|"
                     r"associatedtype)\b")


def swiftui_files():
    """The files of the SwiftUI parts. A SwiftUI guard anywhere but around a whole file fails: it would be missed."""
    files = []
    for path in sorted(glob.glob("Sources/BraidUIKit/*.swift")):
        text = open(path).read()
        if "canImport(SwiftUI)" not in text:
            continue
        lines = text.rstrip("\n").split("\n")
        if lines[0] != GUARD or lines[-1] != "#endif" or sum(line.startswith("#if") for line in lines) != 1:
            sys.exit(f"FAILED: {path} has SwiftUI code that is not the whole file under `{GUARD}` ... `#endif`; "
                     "Scripts/swiftui_source_listing.py reads the SwiftUI parts file by file")
        files.append(path)
    return files


STRING = re.compile(r'"(?:\\.|[^"\\\n])*"')  # on one line: these files have no multi-line strings


def logical_lines(text, strings):
    """The file's lines without comments, a declaration's head joined into one line; each string literal is replaced
    by its number in `strings` (`"#0"`), so that its braces and slashes are not read as code."""
    def number(match):
        strings.append(match.group(0))
        return f'"#{len(strings) - 1}"'
    text = STRING.sub(number, text)
    text = re.sub(r"//[^\n]*", "", text)
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    joined, current = [], ""
    for index, line in enumerate(lines):
        current = f"{current} {line}".strip()
        following = lines[index + 1] if index + 1 < len(lines) else ""
        depth = current.count("(") - current.count(")") + current.count("[") - current.count("]")
        attributes_only = re.fullmatch(r"(@\w+(\([^)]*\))?\s*)+", current)
        if depth > 0 or attributes_only or current.endswith(("->", ",", ":", "=", "&")) \
                or following.startswith(("where ", "->", "{", "&", ".")):
            continue
        joined.append(current)
        current = ""
    return joined


def split_at_brace(line):
    """`line` split at its first `{` outside parentheses: (head, rest); rest is "" without one."""
    depth = 0
    for index, char in enumerate(line):
        depth += {"(": 1, ")": -1, "[": 1, "]": -1}.get(char, 0)
        if char == "{" and depth == 0:
            return line[:index].strip(), line[index:]
    return line.strip(), ""


def declarations(text):
    """(head, containers) for each declaration of a file: containers are the heads of the types and extensions it is
    in, outermost first. Bodies of functions and properties are skipped."""
    stack, body, strings = [], 0, []
    for line in logical_lines(text, strings):
        if body:
            body += line.count("{") - line.count("}")
            continue
        while line.startswith("}"):
            stack.pop()
            line = line[1:].strip()
        if not line or line.startswith(("#", "import ")):
            continue
        head, rest = split_at_brace(line)
        head = re.sub(r"([(\[<]) ", r"\1", re.sub(r" ([)\]>])", r"\1", head))
        keyword = KEYWORD.search(head)
        in_protocol = bool(stack) and KEYWORD.search(stack[-1]).group(1) == "protocol"
        shown = re.sub(r'"#(\d+)"', lambda match: strings[int(match.group(1))], head)
        yield (f"{shown} {rest}" if in_protocol and rest else shown), list(stack)
        if keyword and keyword.group(1) in CONTAINERS and rest:
            stack.append(head)
            opened = rest.count("{") - rest.count("}")
            for _ in range(1 - opened):
                stack.pop()
        else:
            body = rest.count("{") - rest.count("}")


def type_name(head):
    """The name a type or extension head declares or extends: `Name` of `public struct Name<T>: P where ...`."""
    keyword = KEYWORD.search(head)
    return re.match(r"\s*([\w.]+)", head[keyword.end():]).group(1)


def top_level_split(text, separator=","):
    parts, depth, current = [], 0, ""
    for char in text.replace("->", "\u2192"):
        depth += {"(": 1, ")": -1, "[": 1, "]": -1, "<": 1, ">": -1}.get(char, 0)
        if char == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    return [part.replace("\u2192", "->") for part in parts + [current] if part.strip()]


def member_name(head):
    """`rowView(_:)` of a function head, `init(_:view:)` of an initializer, `viewModel` of a property."""
    keyword = KEYWORD.search(head)
    after = head[keyword.end():]
    if keyword.group(1) in ("func", "init", "subscript"):
        name = keyword.group(1) if keyword.group(1) != "func" else re.match(r"\s*(\w+)", after).group(1)
        after = after[after.index("(", len(name) if keyword.group(1) == "func" else 0):]
        depth = 0
        for index, char in enumerate(after):
            depth += {"(": 1, ")": -1}.get(char, 0)
            if depth == 0:
                parameters = after[1:index]
                break
        labels = []
        for parameter in top_level_split(parameters):
            words = re.sub(r"@\w+(\([^)]*\))?", "", parameter.split(":")[0]).split()
            labels.append(words[0] + ":")
        return f"{name}({''.join(labels)})"
    return type_name(head)


def is_public(head, containers):
    in_public_protocol = bool(containers) and re.search(r"\bpublic\b.*\bprotocol\b", containers[-1])
    return bool(re.search(r"\b(public|open)\b", head)) or bool(in_public_protocol)


def entries():
    """(place, line) for each public declaration of the SwiftUI parts and each conformance their extensions add."""
    for path in swiftui_files():
        for head, containers in declarations(open(path).read()):
            keyword = KEYWORD.search(head)
            if not keyword:
                continue
            outer = [type_name(container) for container in containers]
            kind = keyword.group(1)
            if kind == "extension":
                if ":" in head.split(" where ")[0]:
                    yield None, f"{type_name(head)}: {head}"
                continue
            if not is_public(head, containers):
                continue
            if kind in CONTAINERS or kind == "typealias":
                place = ".".join(outer + [type_name(head)])
            else:
                place = ".".join(outer + [member_name(head)])
            context = f"  [in {containers[-1]}]" if containers and KEYWORD.search(containers[-1]).group(1) == "extension" else ""
            yield place, f"{place}: {head}{context}"


def listing():
    lines = sorted({line for _, line in entries()})
    header = ["# The public API of BraidUIKit's SwiftUI parts, read from their source (Scripts/swiftui_source_listing.py):",
              "# the Linux build does not compile them, so API/BraidUIKit.txt has none of them.",
              "# Scripts/typecheck-ios-sdk.sh checks these places, and that each has a doc comment, against the symbol graph",
              "# of BraidUIKit built against the iOS SDK.",
              "# A change here is a change to the API: CHANGELOG.md says how it is versioned.", ""]
    return "\n".join(header + lines) + "\n"


def places_in_symbol_graphs(folder):
    """The places of the public symbols declared in the SwiftUI parts, in BraidUIKit's symbol graphs in `folder`, and
    those of them without a doc comment."""
    files = {os.path.abspath(path) for path in swiftui_files()}
    places, undocumented = set(), set()
    for path in glob.glob(os.path.join(folder, "BraidUIKit*.symbols.json")):
        for symbol in json.load(open(path))["symbols"]:
            uri = symbol.get("location", {}).get("uri", "")
            synthesized = "::SYNTHESIZED::" in symbol["identifier"]["precise"]  # a protocol extension's, on a conformer
            if symbol.get("accessLevel") in ("public", "open") and not synthesized \
                    and os.path.abspath(uri.replace("file://", "")) in files:
                places.add(".".join(symbol["pathComponents"]))
                if not symbol.get("docComment", {}).get("lines"):
                    undocumented.add(".".join(symbol["pathComponents"]))
    return places, undocumented
