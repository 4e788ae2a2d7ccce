#!/usr/bin/env python3
"""Scripts/check-delegate-forwarding.py fails on a wrong proxy: each class of mistake, made in a copy of the sources.

    Scripts/check-delegate-forwarding-tests.py

Copies Scripts/, Sources/BraidUIKit and Sources/UIKitStandIn to a temporary folder, checks that the check passes there,
then for each mutation (one edit of one file, whose text must occur exactly once) runs the check on a fresh copy and
requires it to fail with a message naming the mistake. Prints one line per case; fails if any case does not.
"""
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
FOLDERS = ["Scripts", "Sources/BraidUIKit", "Sources/UIKitStandIn"]
TABLE_FORWARDING = "Sources/BraidUIKit/UIKitTableViewProxy+Forwarding.swift"
COLLECTION_FORWARDING = "Sources/BraidUIKit/UIKitCollectionViewProxy+Forwarding.swift"
SCROLL = "Sources/BraidUIKit/ScrollViewForwarding.swift"
TABLE = "Sources/BraidUIKit/UIKitTableViewProxy.swift"
STAND_IN_TABLE_DELEGATE = "Sources/UIKitStandIn/UITableViewDelegate.swift"

HIGHLIGHT = """    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        (tableViewDelegate?.tableView(_:didUnhighlightRowAt:))?(tableView, indexPath)
    }
"""
ZOOM = """    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        (scrollTarget?.scrollViewDidZoom)?(scrollView)
    }
"""
FOOTER_TITLE = """    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        ask { $0.tableHost($1, titleForFooterInSection: section) } ?? nil
    }
"""

# (what the mutation shows, [(file, old text, new text)], text the check's output must contain)
CASES = [
    ("a return type whose optionality differs from the header",
     [(TABLE_FORWARDING, "titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {",
       "titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String {")],
     "titleForDeleteConfirmationButtonForRowAt:) takes"),
    ("a parameter whose optionality differs from the header",
     [(TABLE_FORWARDING, "didEndEditingRowAt indexPath: IndexPath?) {", "didEndEditingRowAt indexPath: IndexPath) {")],
     "tableView(_:didEndEditingRowAt:) takes"),
    ("a parameter of another type",
     [(SCROLL, "with view: UIView?, atScale scale: CGFloat) {", "with view: UIView?, atScale scale: Double) {")],
     "scrollViewDidEndZooming(_:with:atScale:) takes"),
    ("a forwarded method whose body no longer forwards",
     [(TABLE_FORWARDING, "(tableViewDelegate?.tableView(_:didUnhighlightRowAt:))?(tableView, indexPath)",
       "_ = indexPath")],
     "is in forwardedSelectors but does not call tableViewDelegate's tableView(_:didUnhighlightRowAt:)"),
    ("a forwarded method that asks another of the app's methods",
     [(COLLECTION_FORWARDING, "(collectionViewDelegate?.collectionView(_:didHighlightItemAt:))?(collectionView, indexPath)",
       "(collectionViewDelegate?.collectionView(_:didUnhighlightItemAt:))?(collectionView, indexPath)")],
     "does not call collectionViewDelegate's collectionView(_:didHighlightItemAt:)"),
    ("a method commented out with //",
     [(TABLE_FORWARDING, HIGHLIGHT, "".join("//" + line + "\n" for line in HIGHLIGHT.splitlines()))],
     "forwardedSelectors name tableView:didUnhighlightRowAtIndexPath:, which it does not implement"),
    ("a method commented out with /* */",
     [(TABLE_FORWARDING, HIGHLIGHT, "/*\n" + HIGHLIGHT + "*/\n")],
     "forwardedSelectors name tableView:didUnhighlightRowAtIndexPath:, which it does not implement"),
    ("a method and its table entry commented out",
     [(TABLE_FORWARDING, HIGHLIGHT, "/*\n" + HIGHLIGHT + "*/\n"),
      (TABLE, '            "tableView:didUnhighlightRowAtIndexPath:",\n', '            // "tableView:didUnhighlightRowAtIndexPath:",\n')],
     "neither answers nor forwards tableView(_:didUnhighlightRowAt:)"),
    ("a method under an #if that iOS does not compile (!canImport(UIKit))",
     [(TABLE_FORWARDING, HIGHLIGHT, "    #if !canImport(UIKit)\n" + HIGHLIGHT + "    #endif\n")],
     "forwardedSelectors name tableView:didUnhighlightRowAtIndexPath:, which it does not implement"),
    ("a method under the #else of an #if iOS takes",
     [(TABLE_FORWARDING, HIGHLIGHT, "    #if os(iOS)\n    #else\n" + HIGHLIGHT + "    #endif\n")],
     "forwardedSelectors name tableView:didUnhighlightRowAtIndexPath:, which it does not implement"),
    ("a selector misspelled the same way in the stand-in and the proxy's table",
     [(STAND_IN_TABLE_DELEGATE, "willBeginEditingRowAtIndexPath:(NSIndexPath *)indexPath",
       "willBeginEditngRowAtIndexPath:(NSIndexPath *)indexPath"),
      (TABLE, '"tableView:willBeginEditingRowAtIndexPath:"', '"tableView:willBeginEditngRowAtIndexPath:"')],
     "tableView:willBeginEditngRowAtIndexPath:"),
    ("a Swift name misspelled the same way in the stand-in and the proxy",
     [(STAND_IN_TABLE_DELEGATE, "func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)\n",
       "func tableView(_ tableView: UITableView, willBeginEditngRowAt indexPath: IndexPath)\n"),
      (TABLE_FORWARDING, "func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {",
       "func tableView(_ tableView: UITableView, willBeginEditngRowAt indexPath: IndexPath) {")],
     "transcribes tableView:willBeginEditingRowAtIndexPath: as tableView(_:willBeginEditngRowAt:)"),
    ("a scroll-view delegate method removed",
     [(SCROLL, ZOOM, "")],
     "its forwardedSelectors name scrollViewDidZoom:, which it does not implement"),
    ("a data source method removed",
     [(TABLE, FOOTER_TITLE, "")],
     "its answeredSelectors name tableView:titleForFooterInSection:, which it does not implement"),
    ("a data source method removed with its table entry",
     [(TABLE, FOOTER_TITLE, ""), (TABLE, '            "tableView:titleForFooterInSection:",\n', "")],
     "neither answers nor forwards tableView(_:titleForFooterInSection:)"),
    ("a flow-layout delegate method removed with its table entry",
     [(COLLECTION_FORWARDING, "insetForSectionAt section: Int\n    ) -> UIEdgeInsets {",
       "insetForSectionAtt section: Int\n    ) -> UIEdgeInsets {"),
      ("Sources/BraidUIKit/UIKitCollectionViewProxy.swift", '            "collectionView:layout:insetForSectionAtIndex:",\n', "")],
     "neither answers nor forwards collectionView(_:layout:insetForSectionAt:)"),
    ("a method the proxy implements that its tables do not name",
     [(TABLE, '            "tableView:didUnhighlightRowAtIndexPath:",\n', "")],
     "names it in neither answeredSelectors nor forwardedSelectors"),
    ("a stand-in quote that is not the SDK's declaration",
     [(STAND_IN_TABLE_DELEGATE, "- (void)tableView:(UITableView *)tableView willBeginEditingRowAtIndexPath:(NSIndexPath *)indexPath",
       "- (void)tableView:(UITableView *)tableView willBeginEditingRowAtIndexPath:(nullable NSIndexPath *)indexPath")],
     "quotes"),
]


def copy_sources(dest: str) -> None:
    for folder in FOLDERS:
        shutil.copytree(os.path.join(ROOT, folder), os.path.join(dest, folder),
                        ignore=shutil.ignore_patterns("__pycache__"))


def run_check(root: str):
    result = subprocess.run([sys.executable, os.path.join(root, "Scripts/check-delegate-forwarding.py"), root],
                            capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def main() -> int:
    failures = 0
    with tempfile.TemporaryDirectory() as work:
        pristine = os.path.join(work, "pristine")
        copy_sources(pristine)
        status, output = run_check(pristine)
        print(f"{'ok  ' if status == 0 else 'FAIL'} the unchanged sources pass")
        if status != 0:
            print(output)
            failures += 1
        for number, (what, edits, expected) in enumerate(CASES):
            root = os.path.join(work, f"case{number}")
            shutil.copytree(pristine, root)
            for file, old, new in edits:
                path = os.path.join(root, file)
                text = open(path).read()
                if text.count(old) != 1:
                    print(f"FAIL {what}: the mutation's text occurs {text.count(old)} times in {file} (update this test)")
                    failures += 1
                    break
                open(path, "w").write(text.replace(old, new))
            else:
                status, output = run_check(root)
                if status != 0 and expected in output:
                    print(f"ok   {what}: the check fails")
                else:
                    print(f"FAIL {what}: the check {'passed' if status == 0 else 'failed without saying ' + repr(expected)}")
                    print("     " + output.replace("\n", "\n     "))
                    failures += 1
    print(f"check-delegate-forwarding tests: {len(CASES) + 1 - failures} of {len(CASES) + 1} as expected")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
