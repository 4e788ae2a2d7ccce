#!/usr/bin/env python3
"""Holds ARCHITECTURE.md's drawing of the update path to the code: it fails when a file or a function the drawing
names is not where it says.

The drawing is the first code block under the heading "## The update path, hop by hop". Each file it names is in
square brackets, relative to Sources/ (`[Braid/Update/SectionedBinder+Update.swift]`); a hop's function is the first
name on its line followed by `(` — `performUpdate()`, `_SnapshotDiff(from:to:…)` — and belongs to the files named on
its line, or, when the line names none, on the next lines of the same hop (up to the next hop). Checked:

- every bracketed file exists;
- every hop's function is declared in one of its files: `func name` for a function, a `struct`, `class`, `enum` or
  `protocol` of that name for a type (its initializer);
- the drawing names at least a few hops and files (a drawing the parser no longer reads is a failure, not a pass).

It also checks the claims of the prose before the drawing that name state kept between updates: each `Type.member`
in backticks there is declared (`var member` or `let member`) in the file that declares `Type`.

Usage: Scripts/check-update-path.py [ARCHITECTURE.md]    (exit 1 with each failure listed)
       Scripts/check-update-path.py --self-test          (the check fails on each kind of drift it is for)
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
HEADING = '## The update path, hop by hop'
FILE = re.compile(r'\[([A-Za-z0-9_/+.-]+\.swift)\]')
HOP = re.compile(r'^[\s│▼]*(?:[a-z/ ]+: )?([A-Za-z_][A-Za-z0-9_]*)\(')
TYPE_MEMBER = re.compile(r'`(_?[A-Z][A-Za-z0-9_]*)\.([a-z][A-Za-z0-9_]*)`')


def section(text):
    """The prose and the drawing of the update path's section."""
    start = text.find(HEADING)
    if start < 0:
        return None, None
    body = text[start:]
    fence = body.find('```\n')
    end = body.find('\n```', fence + 4)
    if fence < 0 or end < 0:
        return body, None
    return body[:fence], body[fence + 4:end]


def source(path):
    with open(os.path.join(ROOT, 'Sources', path), encoding='utf-8') as handle:
        return handle.read()


def declares(code, name):
    """Whether `code` declares `name`: a function, or a type (whose initializer a hop calls)."""
    if name[0].isupper() or name.startswith('_') and name[1:2].isupper():
        return re.search(r'\b(struct|class|enum|protocol|actor)\s+' + re.escape(name) + r'\b', code) is not None
    return re.search(r'\bfunc\s+' + re.escape(name) + r'\b', code) is not None


def hops(drawing):
    """Each hop: its function and the files named on its line or, when none, on the lines that follow it."""
    result = []
    for line in drawing.splitlines():
        match = HOP.match(line)
        files = FILE.findall(line)
        if match:
            result.append([match.group(1), files, line.strip()])
        elif result and files and not result[-1][1]:
            result[-1][1] = files
    return result


def declaring_file(type_name):
    """The file under Sources/ named for `type_name` (`Type.swift`), if any."""
    for directory, _, files in os.walk(os.path.join(ROOT, 'Sources')):
        if type_name + '.swift' in files:
            return os.path.relpath(os.path.join(directory, type_name + '.swift'), os.path.join(ROOT, 'Sources'))
    return None


def check(text):
    failures = []
    prose, drawing = section(text)
    if drawing is None:
        return [f'ARCHITECTURE.md has no drawing under "{HEADING}"']
    named = FILE.findall(drawing)
    for path in sorted(set(named)):
        if not os.path.isfile(os.path.join(ROOT, 'Sources', path)):
            failures.append(f'the drawing names Sources/{path}, which does not exist')
    found = hops(drawing)
    for name, files, line in found:
        if not files:
            failures.append(f'the hop `{name}` names no file: {line}')
            continue
        existing = [path for path in files if os.path.isfile(os.path.join(ROOT, 'Sources', path))]
        if existing and not any(declares(source(path), name) for path in existing):
            failures.append(f'the hop `{name}` is declared in none of {", ".join(files)}')
    if len(found) < 8 or len(set(named)) < 8:
        failures.append(f'the drawing reads as {len(found)} hops and {len(set(named))} files: the parser no longer '
                        f'understands it (each hop a line starting with its function, each file in [brackets])')
    for type_name, member in TYPE_MEMBER.findall(prose or ''):
        path = declaring_file(type_name)
        if path is None:
            failures.append(f'the prose names `{type_name}.{member}`, but no Sources/**/{type_name}.swift exists')
        elif not re.search(r'\b(var|let)\s+' + re.escape(member) + r'\b', source(path)):
            failures.append(f'the prose names `{type_name}.{member}`, which Sources/{path} does not declare')
    return failures


def self_test(text):
    """The check fails on each kind of drift it exists for: a moved file, a renamed function, a wrong member."""
    mutations = {
        'a file that moved': ('[Braid/Update/_RecordedDiff.swift]', '[Braid/Recording/_RecordedDiff.swift]'),
        'a function renamed': (' performUpdate()', ' performTheUpdate()'),
        'a function in another file': ('[Braid/Update/_Graveyard.swift]', '[Braid/Update/_StageProgress.swift]'),
        'a member that is not there': ('`_UpdateState.inFlight`', '`_UpdateState.diffInFlight`'),
    }
    prose, drawing = section(text)
    unreadable = text.replace(drawing, drawing.replace('(', ' ('))  # no hop starts with `name(` any more
    problems = []
    if check(text):
        problems.append('the check fails on ARCHITECTURE.md as it is')
    for what, (old, new) in mutations.items():
        if old not in text:
            problems.append(f'self-test: "{old}" is not in ARCHITECTURE.md any more; update the mutation for {what}')
        elif not check(text.replace(old, new, 1)):
            problems.append(f'self-test: the check passes on {what}')
    if not check(unreadable):
        problems.append('self-test: the check passes on a drawing the parser cannot read')
    return problems


def main(argv):
    if len(argv) > 1 and argv[1] == '--self-test':
        with open(os.path.join(ROOT, 'ARCHITECTURE.md'), encoding='utf-8') as handle:
            problems = self_test(handle.read())
        for problem in problems:
            print(f'FAILED: {problem}')
        print('self-test: the check fails on every mutation' if not problems else '')
        return 1 if problems else 0
    path = argv[1] if len(argv) > 1 else os.path.join(ROOT, 'ARCHITECTURE.md')
    with open(path, encoding='utf-8') as handle:
        failures = check(handle.read())
    for failure in failures:
        print(f'FAILED: {failure}')
    if failures:
        return 1
    print('the update path drawing names only files and functions that are where it says')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
