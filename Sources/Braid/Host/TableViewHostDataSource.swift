/// What a ``TableViewHost`` asks of its data source, and what it tells it: UIKit's
/// `UITableViewDataSource` and `UITableViewDelegate`, reduced to what Braid needs.
///
/// Only the first three requirements must be implemented; the others have defaults (no titles, no views,
/// automatic heights, ignored events).
@MainActor
public protocol TableViewHostDataSource: AnyObject {
    // MARK: Content

    func numberOfSections(in host: any TableViewHost) -> Int
    func tableHost(_ host: any TableViewHost, numberOfRowsInSection section: Int) -> Int
    /// The configured cell for `path`, dequeued from `host` under the identifier it was registered with.
    func tableHost(_ host: any TableViewHost, cellForRowAt path: ItemPath) -> AnyObject
    func tableHost(_ host: any TableViewHost, titleForHeaderInSection section: Int) -> String?
    func tableHost(_ host: any TableViewHost, titleForFooterInSection section: Int) -> String?
    /// A configured header view, dequeued from `host`; it wins over the title for display.
    func tableHost(_ host: any TableViewHost, viewForHeaderInSection section: Int) -> AnyObject?
    /// A configured footer view, dequeued from `host`; it wins over the title for display.
    func tableHost(_ host: any TableViewHost, viewForFooterInSection section: Int) -> AnyObject?

    // MARK: Dimensions (nil: automatic — the host sizes the cell or view from its content)

    func tableHost(_ host: any TableViewHost, heightForRowAt path: ItemPath) -> Double?
    func tableHost(_ host: any TableViewHost, estimatedHeightForRowAt path: ItemPath) -> Double?
    func tableHost(_ host: any TableViewHost, heightForHeaderInSection section: Int) -> Double?
    func tableHost(_ host: any TableViewHost, estimatedHeightForHeaderInSection section: Int) -> Double?
    func tableHost(_ host: any TableViewHost, heightForFooterInSection section: Int) -> Double?
    func tableHost(_ host: any TableViewHost, estimatedHeightForFooterInSection section: Int) -> Double?

    // MARK: Events

    /// The user selected (tapped) the row at `path`.
    func tableHost(_ host: any TableViewHost, didSelectRowAt path: ItemPath)
    /// `cell` is about to be shown for `path` — the moment to prefetch more data.
    func tableHost(_ host: any TableViewHost, willDisplay cell: AnyObject, forRowAt path: ItemPath)
    /// The visible part of the table moved.
    func tableHostDidScroll(_ host: any TableViewHost)
}

extension TableViewHostDataSource {
    public func tableHost(_ host: any TableViewHost, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableHost(_ host: any TableViewHost, titleForFooterInSection section: Int) -> String? { nil }
    public func tableHost(_ host: any TableViewHost, viewForHeaderInSection section: Int) -> AnyObject? { nil }
    public func tableHost(_ host: any TableViewHost, viewForFooterInSection section: Int) -> AnyObject? { nil }
    public func tableHost(_ host: any TableViewHost, heightForRowAt path: ItemPath) -> Double? { nil }
    public func tableHost(_ host: any TableViewHost, estimatedHeightForRowAt path: ItemPath) -> Double? { nil }
    public func tableHost(_ host: any TableViewHost, heightForHeaderInSection section: Int) -> Double? { nil }
    public func tableHost(_ host: any TableViewHost, estimatedHeightForHeaderInSection section: Int) -> Double? { nil }
    public func tableHost(_ host: any TableViewHost, heightForFooterInSection section: Int) -> Double? { nil }
    public func tableHost(_ host: any TableViewHost, estimatedHeightForFooterInSection section: Int) -> Double? { nil }
    public func tableHost(_ host: any TableViewHost, didSelectRowAt path: ItemPath) {}
    public func tableHost(_ host: any TableViewHost, willDisplay cell: AnyObject, forRowAt path: ItemPath) {}
    public func tableHostDidScroll(_ host: any TableViewHost) {}
}
