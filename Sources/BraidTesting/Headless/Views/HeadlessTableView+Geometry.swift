import Testing

/// Where the table laid out its rows, headers and footers — UIKit's `rectForRow(at:)`,
/// `rectForHeader(inSection:)` and `rectForFooter(inSection:)` — so a test can assert the heights it used.
///
/// ```swift
/// #expect(table.rectForRow(at: ItemPath(row: 1, section: 0)) == HeadlessRect(x: 0, y: 3, width: 40, height: 2))
/// ```
extension HeadlessTableView {
    /// The frame of the row at `path` in content coordinates; rows never displayed answer with their estimate.
    ///
    /// A path the table does not have is reported as UIKit reports it ("request for rect at invalid index
    /// path") and answers `.zero`.
    public func rectForRow(at path: ItemPath, sourceLocation: SourceLocation = #_sourceLocation) -> HeadlessRect {
        guard let frame = engine.frame(ofItemAt: path) else {
            engine.fail(.indexPathOutOfRange, "request for rect at invalid index path (\(path))", at: sourceLocation)
            return .zero
        }
        return frame
    }

    /// The frame of `section`'s header (zero height without one); a section the table does not have is reported
    /// and answers `.zero`.
    public func rectForHeader(inSection section: Int, sourceLocation: SourceLocation = #_sourceLocation) -> HeadlessRect {
        sectionRect(.header, section, sourceLocation)
    }

    /// The frame of `section`'s footer (zero height without one); a section the table does not have is reported
    /// and answers `.zero`.
    public func rectForFooter(inSection section: Int, sourceLocation: SourceLocation = #_sourceLocation) -> HeadlessRect {
        sectionRect(.footer, section, sourceLocation)
    }

    private func sectionRect(_ kind: SupplementaryViewKind, _ section: Int, _ location: SourceLocation) -> HeadlessRect {
        guard let frame = engine.frame(of: kind, inSection: section) else {
            engine.fail(.indexPathOutOfRange, "request for rect of invalid section (\(section))", at: location)
            return .zero
        }
        return frame
    }
}
