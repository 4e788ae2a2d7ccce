#!/usr/bin/env python3
"""Extract one folder of a git directory that has no work tree (a bare clone or a mirror) into DEST.

    Scripts/extract-sdk-from-git.py GIT_DIR FOLDER DEST
    e.g. Scripts/extract-sdk-from-git.py /path/to/theos+sdks/repo iPhoneOS16.5.sdk /work/ios-sdk

For Scripts/typecheck-ios-sdk.sh on Linux: the public repository theos/sdks holds iPhoneOS16.5.sdk. `git archive`
stops at the first blob the clone lacks (that SDK's Foundation.tbd); this reads each blob with `git cat-file --batch`
and skips, and lists, the absent ones. Symbolic links are made as links. DEST must be outside this repository: Apple's
licence forbids committing SDK files.
"""
import os
import subprocess
import sys


def main() -> int:
    if len(sys.argv) != 4:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    git_dir, folder, dest = sys.argv[1], sys.argv[2].rstrip("/"), os.path.abspath(sys.argv[3])
    repo_root = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
    if os.path.commonpath([repo_root, dest]) == repo_root:
        print(f"refusing to extract into the repository ({dest}): SDK files are never committed", file=sys.stderr)
        return 2
    listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", "HEAD", "--", folder],
                             check=True, capture_output=True).stdout
    entries = []  # (mode, sha, path inside the folder)
    for record in listing.split(b"\0"):
        if not record:
            continue
        meta, path = record.split(b"\t", 1)
        mode, kind, sha = meta.split(b" ")
        if kind == b"blob":
            entries.append((mode, sha, os.fsdecode(path)[len(folder) + 1:]))
    if not entries:
        print(f"no folder {folder} at HEAD of {git_dir}", file=sys.stderr)
        return 1
    batch = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    absent = []
    for mode, sha, path in entries:
        batch.stdin.write(sha + b"\n")
        batch.stdin.flush()
        header = batch.stdout.readline().split()
        if header[-1] == b"missing":
            absent.append(path)
            continue
        data = batch.stdout.read(int(header[2]))
        batch.stdout.read(1)  # the newline after each object
        target = os.path.join(dest, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if os.path.lexists(target):
            os.remove(target)
        if mode == b"120000":
            os.symlink(os.fsdecode(data), target)
        else:
            with open(target, "wb") as out:
                out.write(data)
            if mode == b"100755":
                os.chmod(target, 0o755)
    batch.stdin.close()
    batch.wait()
    print(f"extracted {len(entries) - len(absent)} of {len(entries)} files of {folder} into {dest}")
    for path in absent:
        print(f"  absent from the clone (skipped): {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
