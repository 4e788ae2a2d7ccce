#!/usr/bin/env python3
"""Checks the shape of the core (#20, "one binding pipeline"; #39, "one update path"): it fails when, in the given
sources,

- a type holds more than a limit of stored instance properties (a type with many stored properties has many jobs:
  the binder is made of parts with one job each);
- a force cast (`as!`) appears, or a conditional cast or type test (`as?`, `is`) to a type the given sources declare
  (other than a public protocol, a capability users conform to): kinds and hosts are held typed, never erased and
  cast back;
- a conditional cast or type test to a generic parameter (or `Self`, or a type nested in either) of a declaration in
  the given sources, or to a UIKit type (one the UIKit stand-in declares), appears beyond what
  Scripts/core-shape-known-casts.txt counts for its file — a cast back that fails silently skips a handler. A line that
  marks its cast `// checked cast: <why>` (one whose failure is reported, or that reads UIKit's own untyped answer)
  is not counted. The known casts are the core's erased handler inputs, to be made typed; a file with fewer than its
  count fails too, until the count is lowered;
- a protocol that is not API (internal, or public with an underscore) has fewer than two conformers: a protocol
  with one conformer is an erased type waiting to be cast back;
- a file declares, at its top level, a type it is not named for: `Type.swift` (or `Type+Concern.swift`, which holds
  extensions) declares `Type` and nothing else, so that a type is found by its name;
- anywhere in Sources/, a public declaration has an underscored name other than those ARCHITECTURE.md lists
  (`PUBLIC_UNDERSCORED`): the API listing cannot see them (the symbol graph omits underscored names), so this does.

Usage: Scripts/check-core-shape.py [--limit N] [--top K] [DIR ...]
       (default: --limit 12 Sources/Braid Sources/BraidUIKit)

It reads Swift sources without compiling them: comments and string literals are blanked, then every `class`,
`struct`, `enum` and `actor` body is scanned for declarations directly inside it. A `let` is stored; a `var` is
stored unless its first brace block is an accessor block (`get`/`set` or a bare getter) — `didSet`/`willSet` observe
a stored property; `static` and `class` properties are not instance state. Extensions cannot hold stored
properties, so they are skipped. Conformers are the types and extensions that name the protocol in their
inheritance clause, anywhere in Sources/. It prints the largest types, then every failure.
"""
import os
import re
import sys

# The public underscored names ARCHITECTURE.md lists ("Public API and the underscore rule").
PUBLIC_UNDERSCORED = {'_SingleSection', '_treeChildren', '_hasTreeChildren'}
TOP_LEVEL_TYPE = re.compile(r'^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|open|indirect)\s+)*'
                            r'(class|struct|enum|actor|protocol)\s+(\w+)')
TYPE_HEAD = re.compile(r'\b(class|struct|enum|actor)\s+([A-Za-z_][A-Za-z0-9_]*)')
NON_TYPE_HEAD = re.compile(r'\b(func|extension|protocol|init|deinit|subscript|var|let|case|if|for|while|switch|guard|do|catch|else|repeat|defer|get|set|didSet|willSet|in)\b')
DECL = re.compile(r'^\s*(?:@[A-Za-z_][A-Za-z0-9_]*(?:\([^)]*\))?\s+)*((?:[a-z]+(?:\([a-z]+\))?\s+)*)(let|var)\s+')


def blank(source):
    """`source` with comments and string literal contents replaced by spaces, newlines kept."""
    out, i, n = [], 0, len(source)
    while i < n:
        if source.startswith('//', i):
            j = source.find('\n', i)
            j = n if j < 0 else j
            out.append(' ' * (j - i)); i = j
        elif source.startswith('/*', i):
            depth, j = 1, i + 2
            while j < n and depth:
                if source.startswith('/*', j): depth += 1; j += 2
                elif source.startswith('*/', j): depth -= 1; j += 2
                else: j += 1
            out.append(re.sub(r'[^\n]', ' ', source[i:j])); i = j
        elif source.startswith('"""', i):
            j = source.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append('""' + re.sub(r'[^\n]', ' ', source[i + 2:j - 2]) + '""'); i = j
        elif source[i] == '"':
            j = i + 1
            while j < n and source[j] not in '"\n':
                j += 2 if source[j] == '\\' else 1
            out.append('"' + ' ' * (j - i - 1) + '"'); i = j + 1
        else:
            out.append(source[i]); i += 1
    return ''.join(out)


def stored_properties(text):
    """(type name, line, [property names]) for every type declared in `text` (already blanked)."""
    results = []
    stack = []  # (kind, name, line, properties)
    statement_start = 0
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == '{':
            head = text[statement_start:i]
            m = TYPE_HEAD.search(head)
            opener = None
            if m and not NON_TYPE_HEAD.search(head[:m.start()].split('\n')[-1] if '\n' in head[:m.start()] else head[:m.start()]):
                opener = ('type', m.group(2), text.count('\n', 0, i) + 1, [])
            stack.append(opener or ('other', None, 0, None))
            i += 1; statement_start = i
            continue
        if ch == '}':
            if stack:
                kind, name, line, props = stack.pop()
                if kind == 'type':
                    results.append((name, line, props))
            i += 1; statement_start = i
            continue
        if ch in '\n;' and stack and stack[-1][0] == 'type':
            # A declaration directly in a type body starts on this line.
            line_end = text.find('\n', i + 1)
            line_end = n if line_end < 0 else line_end
            line = text[i + 1:line_end]
            m = DECL.match(line)
            if m and not re.search(r'\b(static|class)\b', m.group(1)):
                rest = text[i + 1 + m.end():]
                name = re.match(r'[A-Za-z_][A-Za-z0-9_]*', rest)
                if name and is_stored(m.group(2), rest):
                    stack[-1][3].append(name.group(0))
        if ch == '\n' or ch == ';':
            statement_start = i + 1
        i += 1
    return results


def is_stored(keyword, rest):
    """Whether the declaration whose text after `let`/`var` is `rest` declares a stored property."""
    if keyword == 'let':
        return True
    depth = 0
    for k, ch in enumerate(rest):
        if ch in '([<':
            depth += 1
        elif ch in ')]' or (ch == '>' and rest[k - 1] != '-'):
            depth -= 1
        elif depth == 0 and ch == '=' and rest[k - 1] not in '-<>!=' and (k + 1 >= len(rest) or rest[k + 1] != '='):
            return True  # an initial value: stored (observers or not)
        elif depth == 0 and ch == '{':
            body = rest[k + 1:].lstrip()
            return body.startswith('didSet') or body.startswith('willSet')
        elif depth == 0 and ch == '\n':
            # The declaration may go on: a brace on the next line still belongs to it.
            nxt = rest[k + 1:].lstrip(' \t')
            if not nxt.startswith('{'):
                return True
    return True


KNOWN_CASTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'core-shape-known-casts.txt')
GENERIC_CLAUSE = re.compile(r'\b(?:func\s+\w+|init|subscript|(?:class|struct|enum|actor|typealias)\s+\w+)\s*<')


def generic_parameters(text):
    """The generic parameter names that `text`'s declarations introduce, and `Self`."""
    names = {'Self'}
    for m in GENERIC_CLAUSE.finditer(text):
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {'<': 1, '>': -1}.get(text[j], 0)
            j += 1
        clause, part, depth = text[m.end():j - 1], '', 0
        for ch in clause + ',':
            if ch == ',' and depth == 0:
                name = re.match(r'\s*(?:each\s+)?([A-Za-z_]\w*)', part)
                if name:
                    names.add(name.group(1))
                part = ''
                continue
            depth += {'<': 1, '(': 1, '[': 1, '>': -1, ')': -1, ']': -1}.get(ch, 0)
            part += ch
    return names


def uikit_types():
    """The UIKit types the stand-in declares (Sources/UIKitStandIn)."""
    names = set()
    for root, _, files in os.walk('Sources/UIKitStandIn'):
        for file in files:
            if file.endswith('.swift'):
                with open(os.path.join(root, file), encoding='utf-8') as f:
                    names.update(re.findall(r'\b(?:class|struct|enum|protocol)\s+(UI\w+)', blank(f.read())))
    return names


def generic_and_uikit_casts(mine):
    """Failures for casts to generic parameters and UIKit types beyond Scripts/core-shape-known-casts.txt's counts."""
    known = {}
    with open(KNOWN_CASTS, encoding='utf-8') as f:
        for line in f:
            if line.strip() and not line.startswith('#'):
                path, count = line.split()
                known[path] = int(count)
    uikit, failures, found = uikit_types(), 0, {}
    # An extension of a generic type uses its parameters, declared in another file: every file's count.
    generics = set().union(*(generic_parameters(text) for text in mine.values()))
    for path, text in sorted(mine.items()):
        with open(path, encoding='utf-8') as f:
            raw = f.read().split('\n')
        casts = []
        for m in re.finditer(r'\b(?:as\?|is)\s+\(?(?:any\s+)?(\w+)', text):
            line = text.count('\n', 0, m.start())
            if (m.group(1) in generics or m.group(1) in uikit) and '// checked cast:' not in raw[line]:
                casts.append((line + 1, m.group(1)))
        if casts or path in known:
            found[path] = casts
    for path, casts in sorted(found.items()):
        allowed = known.get(path, 0)
        if len(casts) > allowed:
            failures += 1
            where = ', '.join(f'{line} ({name})' for line, name in casts)
            print(f'error: {path}: {len(casts)} cast(s) to a generic parameter or a UIKit type, {allowed} known: lines '
                  f'{where}. Hold the value typed where it is made (a typed closure captured at the boundary, a '
                  'reference kept typed), or report a failing cast and mark it `// checked cast: <why>`.', file=sys.stderr)
        elif len(casts) < allowed:
            failures += 1
            print(f'error: {path}: {len(casts)} cast(s) to a generic parameter or a UIKit type, fewer than the {allowed} '
                  'Scripts/core-shape-known-casts.txt counts: lower its count (or drop its line).', file=sys.stderr)
    return failures


def main(argv):
    limit, top, dirs = 12, 8, []
    args = iter(argv)
    for arg in args:
        if arg == '--limit': limit = int(next(args))
        elif arg == '--top': top = int(next(args))
        else: dirs.append(arg)
    dirs = dirs or ['Sources/Braid', 'Sources/BraidUIKit']
    types = []
    for root_dir in dirs:
        for root, _, files in os.walk(root_dir):
            for file in sorted(files):
                if file.endswith('.swift'):
                    path = os.path.join(root, file)
                    with open(path, encoding='utf-8') as f:
                        for name, line, props in stored_properties(blank(f.read())):
                            types.append((len(props), f'{path}:{line}', name, props))
    types.sort(key=lambda t: (-t[0], t[1]))
    print(f'stored instance properties per type in {", ".join(dirs)} ({len(types)} types; limit {limit}):')
    for count, where, name, props in types[:top]:
        print(f'  {count:3}  {name}  ({where})')
    failures = 0
    for count, where, name, props in types:
        if count > limit:
            failures += 1
            print(f'error: {where}: {name} holds {count} stored properties (limit {limit}): {", ".join(props)}. '
                  'Give a job of its own to a part (a type of its own) and hold the part.', file=sys.stderr)
    sources = {}
    for root_dir in dirs + ['Sources']:
        for root, _, files in os.walk(root_dir):
            for file in files:
                if file.endswith('.swift'):
                    path = os.path.join(root, file)
                    with open(path, encoding='utf-8') as f:
                        sources[path] = blank(f.read())
    mine = {p: t for p, t in sources.items() if any(p.startswith(d.rstrip('/') + '/') for d in dirs)}
    declared, public_protocols = set(), set()
    for text in mine.values():
        for m in re.finditer(r'^[ \t]*(?:@\w+(?:\([^)]*\))?\s+)*((?:(?:public|package|internal|fileprivate|private|final|open|indirect)\s+)*)'
                             r'(class|struct|enum|actor|protocol)\s+(\w+)', text, flags=re.M):
            declared.add(m.group(3))
            if m.group(2) == 'protocol' and 'public' in m.group(1) and not m.group(3).startswith('_'):
                public_protocols.add(m.group(3))
    failures += generic_and_uikit_casts(mine)
    for path, text in sorted(mine.items()):
        for m in re.finditer(r'\b(?:as\?|is)\s+\(?(?:any\s+)?(\w+)', text):
            if m.group(1) in declared and m.group(1) not in public_protocols:
                failures += 1
                print(f'error: {path}:{text.count(chr(10), 0, m.start()) + 1}: a cast to {m.group(1)}, a type of ours: '
                      'hold the value typed (a generic parameter, or a typed reference kept where it is made) instead of '
                      'erasing it and casting it back.', file=sys.stderr)
        base = os.path.basename(path)[:-len('.swift')].split('+')[0]
        depth = 0
        for number, line in enumerate(text.split('\n'), 1):
            m = TOP_LEVEL_TYPE.match(line) if depth == 0 else None
            if m and m.group(2) != base:
                failures += 1
                print(f'error: {path}:{number}: {m.group(1)} {m.group(2)} is declared in a file named for '
                      f'{base}: move it to {m.group(2)}.swift beside it.', file=sys.stderr)
            depth += line.count('{') - line.count('}')
    # The products' sources: what users import (BraidSamples and the examples are in no product).
    products = ('Sources/BraidDiff/', 'Sources/Braid/', 'Sources/BraidTesting/', 'Sources/BraidTerminal/', 'Sources/BraidUIKit/')
    for path, text in sorted((p, t) for p, t in sources.items() if p.startswith(products)):
        for m in re.finditer(r'^[ \t]*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:final|open|static|class|nonisolated|mutating)\s+)*public\s+'
                             r'(?:(?:final|open|static|class|nonisolated|mutating|indirect)\s+)*'
                             r'(?:class|struct|enum|actor|protocol|typealias|func|var|let|init|subscript)\s+(_\w+)',
                             text, flags=re.M):
            if m.group(1) not in PUBLIC_UNDERSCORED:
                failures += 1
                print(f'error: {path}:{text.count(chr(10), 0, m.start()) + 1}: public {m.group(1)}: an underscored name '
                      'is not API — make it @usableFromInline internal or package (or list it in ARCHITECTURE.md and '
                      'PUBLIC_UNDERSCORED, with the reason).', file=sys.stderr)
    for path, text in sorted(mine.items()):
        for m in re.finditer(r'\bas!', text):
            failures += 1
            print(f'error: {path}:{text.count(chr(10), 0, m.start()) + 1}: a force cast (as!): hold the value typed '
                  '(a generic parameter, or the kind\'s own type) instead of erasing it and casting it back.',
                  file=sys.stderr)
    clauses = [m.group(1) for text in sources.values()
               for m in re.finditer(r'\b(?:class|struct|enum|actor|extension)\s+[\w.]+(?:<[^{]*?>)?\s*:\s*([^{]*)\{', text)]
    conformances = {}
    for clause in clauses:
        for name in re.findall(r'\b[A-Za-z_]\w*', re.sub(r'\bwhere\b.*', '', clause, flags=re.S)):
            conformances[name] = conformances.get(name, 0) + 1
    for path, text in sorted(mine.items()):
        for m in re.finditer(r'^[ \t]*(?:@\w+(?:\([^)]*\))?\s+)*((?:public|package|internal|fileprivate|private)\s+)?'
                             r'protocol\s+(\w+)', text, flags=re.M):
            access, name = (m.group(1) or '').strip(), m.group(2)
            if access == 'public' and not name.startswith('_'):
                continue  # API: users conform to it
            if conformances.get(name, 0) < 2:
                failures += 1
                print(f'error: {path}:{text.count(chr(10), 0, m.start()) + 1}: protocol {name} has '
                      f'{conformances.get(name, 0)} conformer(s): use the conforming type itself, or make it API.',
                      file=sys.stderr)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
