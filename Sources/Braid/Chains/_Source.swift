/// Where a binding's data comes from: how to read it, and its version — the binding reads it again only when that
/// changed. Every data-binding form hands its data to the binder as one: a constant array (`version` always 0), a
/// closure (no version: read again on every update), or a reactive source (the count of its deliveries).
@usableFromInline @MainActor
struct _Source<Value> {
    @usableFromInline let read: () -> Value
    /// Nil: the data is read again on every update.
    @usableFromInline let version: (() -> Int)?
    /// A reactive source's latest value, for its status (waiting, delivering, failed) and to start it again; nil for
    /// data that is simply there.
    @usableFromInline let latest: _LatestStatus?

    @inlinable
    init(_ read: @escaping () -> Value, version: (() -> Int)? = nil) {
        self.read = read
        self.version = version
        self.latest = nil
    }

    /// A reactive source's latest value, `none` until it delivers one.
    @usableFromInline
    init(_ latest: _Latest<Value>, none: Value) {
        self.read = { latest.value ?? none }
        self.version = { latest.version }
        self.latest = _LatestStatus(status: { latest.status }, restart: { latest.restart?() })
    }

    private init(_ read: @escaping () -> Value, version: (() -> Int)?, latest: _LatestStatus?) {
        self.read = read
        self.version = version
        self.latest = latest
    }

    /// The same source, its values transformed on every read.
    @usableFromInline
    func map<Other>(_ transform: @escaping (Value) -> Other) -> _Source<Other> {
        let read = self.read
        return _Source<Other>({ transform(read()) }, version: version, latest: latest)
    }
}
