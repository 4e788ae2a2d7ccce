/// What a ``TableViewHost`` asks of its data source, and what it tells it: UIKit's
/// `UITableViewDataSource` and `UITableViewDelegate`, reduced to what Braid needs.
///
/// Only the first three requirements must be implemented; the others have defaults (no titles, no views,
/// automatic heights, ignored events).
@MainActor
public protocol TableViewHostDataSource: AnyObject {
    // MARK: Content

    /// The number of sections.
    func numberOfSections(in host: any TableViewHost) -> Int
    /// The number of rows in `section`.
    func tableHost(_ host: any TableViewHost, numberOfRowsInSection section: Int) -> Int
    /// The configured cell for `path`, dequeued from `host` under the identifier it was registered with.
    func tableHost(_ host: any TableViewHost, cellForRowAt path: ItemPath) -> AnyObject
    /// The header's title of `section`; nil: none (the default).
    func tableHost(_ host: any TableViewHost, titleForHeaderInSection section: Int) -> String?
    /// The footer's title of `section`; nil: none (the default).
    func tableHost(_ host: any TableViewHost, titleForFooterInSection section: Int) -> String?
    /// A configured header view, dequeued from `host`; it wins over the title for display.
    func tableHost(_ host: any TableViewHost, viewForHeaderInSection section: Int) -> AnyObject?
    /// A configured footer view, dequeued from `host`; it wins over the title for display.
    func tableHost(_ host: any TableViewHost, viewForFooterInSection section: Int) -> AnyObject?

    // MARK: Dimensions (nil: automatic — the host sizes the cell or view from its content)

    /// The height of the row at `path`; nil: automatic, from its cell (the default).
    func tableHost(_ host: any TableViewHost, heightForRowAt path: ItemPath) -> Double?
    /// The height to assume for the row at `path` until it is shown; nil: the host's estimate (the default).
    func tableHost(_ host: any TableViewHost, estimatedHeightForRowAt path: ItemPath) -> Double?
    /// The height of `section`'s header; nil: automatic (the default).
    func tableHost(_ host: any TableViewHost, heightForHeaderInSection section: Int) -> Double?
    /// The height to assume for `section`'s header until it is shown; nil: the host's estimate (the default).
    func tableHost(_ host: any TableViewHost, estimatedHeightForHeaderInSection section: Int) -> Double?
    /// The height of `section`'s footer; nil: automatic (the default).
    func tableHost(_ host: any TableViewHost, heightForFooterInSection section: Int) -> Double?
    /// The height to assume for `section`'s footer until it is shown; nil: the host's estimate (the default).
    func tableHost(_ host: any TableViewHost, estimatedHeightForFooterInSection section: Int) -> Double?

    // MARK: Events

    /// The user selected (tapped) the row at `path`.
    func tableHost(_ host: any TableViewHost, didSelectRowAt path: ItemPath)
    /// `cell` is about to be shown for `path` — the moment to prefetch more data. Once each time the row comes into
    /// view, not on every frame.
    func tableHost(_ host: any TableViewHost, willDisplay cell: AnyObject, forRowAt path: ItemPath)
    /// `cell`, shown for a row, left the view (scrolled away, deleted, replaced by a reload): once for each
    /// `willDisplay`. `path` is where the row is now, or was before the batch that removed it. UIKit's
    /// `tableView(_:didEndDisplaying:forRowAt:)`.
    func tableHost(_ host: any TableViewHost, didEndDisplaying cell: AnyObject, forRowAt path: ItemPath)
    /// Whether a tap on the row at `path` selects it; when false the host selects nothing and tells nothing. The
    /// default: yes. (UIKit's `tableView(_:willSelectRowAt:)` answering the path or nil.)
    func tableHost(_ host: any TableViewHost, shouldSelectRowAt path: ItemPath) -> Bool
    /// The row at `path` was deselected: the user selected another row in its place (a host keeps one row selected,
    /// as UIKit's tables do by default). UIKit's `tableView(_:didDeselectRowAt:)`.
    func tableHost(_ host: any TableViewHost, didDeselectRowAt path: ItemPath)
    /// The visible part of the table moved.
    func tableHostDidScroll(_ host: any TableViewHost)

    // MARK: Editing (UITableViewDataSource's and UITableViewDelegate's editing methods)

    /// Whether the row at `path` can be edited: deleted, or swiped for actions.
    func tableHost(_ host: any TableViewHost, canEditRowAt path: ItemPath) -> Bool
    /// The control the row shows in editing mode.
    func tableHost(_ host: any TableViewHost, editingStyleForRowAt path: ItemPath) -> RowEditingStyle
    /// The user committed `style` on the row at `path` — for `.delete`, the row's delete button.
    func tableHost(_ host: any TableViewHost, commit style: RowEditingStyle, forRowAt path: ItemPath)
    /// The actions revealed by swiping the row from its leading edge; nil: none.
    func tableHost(_ host: any TableViewHost, leadingSwipeActionsForRowAt path: ItemPath) -> [SwipeAction]?
    /// The actions revealed by swiping the row from its trailing edge; nil: the editing style's default.
    func tableHost(_ host: any TableViewHost, trailingSwipeActionsForRowAt path: ItemPath) -> [SwipeAction]?
    /// Whether the row at `path` shows a reorder control in editing mode.
    func tableHost(_ host: any TableViewHost, canMoveRowAt path: ItemPath) -> Bool
    /// Where a row the user drags from `source` lands when dropped over `proposed`: `proposed`, or another path.
    func tableHost(
        _ host: any TableViewHost, targetIndexPathForMoveFromRowAt source: ItemPath, toProposedIndexPath proposed: ItemPath
    ) -> ItemPath
    /// The user moved the row at `source` to `destination`; the table already shows it there.
    func tableHost(_ host: any TableViewHost, moveRowAt source: ItemPath, to destination: ItemPath)

    // MARK: Section index

    /// The titles of the table's section index — the strip of letters at its side that jumps to a section — in
    /// order; nil or empty: no index (the default). UIKit's `sectionIndexTitles(for:)`.
    func sectionIndexTitles(for host: any TableViewHost) -> [String]?
    /// The section that the index title at `index` (`title`) jumps to; UIKit's
    /// `tableView(_:sectionForSectionIndexTitle:at:)`. The default: the section of the same number.
    func tableHost(_ host: any TableViewHost, sectionForSectionIndexTitle title: String, at index: Int) -> Int

    // MARK: Context menus

    /// The menu the row at `path` opens (a long press on UIKit, a right-click or the menu key in the terminal);
    /// nil: none (the default). UIKit's `tableView(_:contextMenuConfigurationForRowAt:point:)`.
    func tableHost(_ host: any TableViewHost, contextMenuForRowAt path: ItemPath) -> ContextMenu?
    // MARK: Outlines
    /// Where the row at `path` sits in its tree — its depth, and whether it has children and shows them — for a
    /// row of a section bound with `bind(cellType:tree:children:)`; nil for any other row (the default).
    func tableHost(_ host: any TableViewHost, outlineRowAt path: ItemPath) -> OutlineRow?
    /// The user asked the row at `path` to show (`expanded`) or hide its children: its disclosure, or a key.
    func tableHost(_ host: any TableViewHost, setRowAt path: ItemPath, expanded: Bool)
}

extension TableViewHostDataSource {
    /// The header's title of `section`; nil: none (the default).
    /// No title.
    public func tableHost(_ host: any TableViewHost, titleForHeaderInSection section: Int) -> String? { nil }
    /// The footer's title of `section`; nil: none (the default).
    /// No title.
    public func tableHost(_ host: any TableViewHost, titleForFooterInSection section: Int) -> String? { nil }
    public func tableHost(_ host: any TableViewHost, viewForHeaderInSection section: Int) -> AnyObject? { nil }
    public func tableHost(_ host: any TableViewHost, viewForFooterInSection section: Int) -> AnyObject? { nil }
    /// The height of the row at `path`; nil: automatic, from its cell (the default).
    /// Automatic: nil.
    public func tableHost(_ host: any TableViewHost, heightForRowAt path: ItemPath) -> Double? { nil }
    /// The height to assume for the row at `path` until it is shown; nil: the host's estimate (the default).
    /// The host's estimate: nil.
    public func tableHost(_ host: any TableViewHost, estimatedHeightForRowAt path: ItemPath) -> Double? { nil }
    /// The height of `section`'s header; nil: automatic (the default).
    /// Automatic: nil.
    public func tableHost(_ host: any TableViewHost, heightForHeaderInSection section: Int) -> Double? { nil }
    /// The height to assume for `section`'s header until it is shown; nil: the host's estimate (the default).
    /// The host's estimate: nil.
    public func tableHost(_ host: any TableViewHost, estimatedHeightForHeaderInSection section: Int) -> Double? { nil }
    /// The height of `section`'s footer; nil: automatic (the default).
    /// Automatic: nil.
    public func tableHost(_ host: any TableViewHost, heightForFooterInSection section: Int) -> Double? { nil }
    /// The height to assume for `section`'s footer until it is shown; nil: the host's estimate (the default).
    /// The host's estimate: nil.
    public func tableHost(_ host: any TableViewHost, estimatedHeightForFooterInSection section: Int) -> Double? { nil }
    public func tableHost(_ host: any TableViewHost, didSelectRowAt path: ItemPath) {}
    public func tableHost(_ host: any TableViewHost, willDisplay cell: AnyObject, forRowAt path: ItemPath) {}
    public func tableHost(_ host: any TableViewHost, didEndDisplaying cell: AnyObject, forRowAt path: ItemPath) {}
    /// Yes: every row may be selected.
    public func tableHost(_ host: any TableViewHost, shouldSelectRowAt path: ItemPath) -> Bool { true }
    public func tableHost(_ host: any TableViewHost, didDeselectRowAt path: ItemPath) {}
    public func tableHostDidScroll(_ host: any TableViewHost) {}
    public func tableHost(_ host: any TableViewHost, canEditRowAt path: ItemPath) -> Bool { false }
    public func tableHost(_ host: any TableViewHost, editingStyleForRowAt path: ItemPath) -> RowEditingStyle { .none }
    public func tableHost(_ host: any TableViewHost, commit style: RowEditingStyle, forRowAt path: ItemPath) {}
    public func tableHost(_ host: any TableViewHost, leadingSwipeActionsForRowAt path: ItemPath) -> [SwipeAction]? { nil }
    public func tableHost(_ host: any TableViewHost, trailingSwipeActionsForRowAt path: ItemPath) -> [SwipeAction]? { nil }
    public func tableHost(_ host: any TableViewHost, canMoveRowAt path: ItemPath) -> Bool { false }
    public func tableHost(
        _ host: any TableViewHost, targetIndexPathForMoveFromRowAt source: ItemPath, toProposedIndexPath proposed: ItemPath
    ) -> ItemPath { proposed }
    public func tableHost(_ host: any TableViewHost, moveRowAt source: ItemPath, to destination: ItemPath) {}
    /// No index: nil.
    public func sectionIndexTitles(for host: any TableViewHost) -> [String]? { nil }
    /// The section numbered `index`.
    public func tableHost(_ host: any TableViewHost, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// No menu: nil.
    public func tableHost(_ host: any TableViewHost, contextMenuForRowAt path: ItemPath) -> ContextMenu? { nil }
    /// Not a tree's row: nil.
    public func tableHost(_ host: any TableViewHost, outlineRowAt path: ItemPath) -> OutlineRow? { nil }
    public func tableHost(_ host: any TableViewHost, setRowAt path: ItemPath, expanded: Bool) {}
}
