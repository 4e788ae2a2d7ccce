// bind(cellProvider:numberOfCells:): a closure that makes a number of cells: no models, so the section is diffed by
// count — every form of it, on single-section and multi-section chains.
//
// Every form hands its data to the binder as a `_Source` (a constant, a closure read again on every update, or a
// reactive source's latest value) through one internal `_bind`, which is the only place that binds. A publisher's or
// async sequence's values are delivered on the main actor and join the current turn's update; the subscription lives as
// long as the binder.

extension SingleSectionBinder {
    // MARK: Arrays and closures

    /// Binds a closure that makes `numberOfCells` cells — UIKit's own data source methods, thinly wrapped.
    /// The section has no models, so it is diffed by count.
    @discardableResult
    public func bind(cellProvider: @escaping (CellDequeuer, Int) -> AnyObject, numberOfCells: Int)
        -> SingleSectionBinder<Kind, AnyObject, Section>
    {
        _bind(cellProvider: cellProvider, numberOfCells: _Source({ numberOfCells }, version: { 0 }))
    }

    /// Binds a cell provider and a number of cells read again on `refresh()`.
    @discardableResult
    public func bind(cellProvider: @escaping (CellDequeuer, Int) -> AnyObject, numberOfCells: @escaping () -> Int)
        -> SingleSectionBinder<Kind, AnyObject, Section>
    {
        _bind(cellProvider: cellProvider, numberOfCells: _Source(numberOfCells))
    }

    /// `bind(cellProvider:numberOfCells:)` from any source.
    func _bind(cellProvider: @escaping (CellDequeuer, Int) -> AnyObject, numberOfCells: _Source<Int>)
        -> SingleSectionBinder<Kind, AnyObject, Section>
    {
        let section = _section
        _binder.bindCounted(scope, counts: numberOfCells.map { [section: $0] }, makeCell: { dequeuer, _, row in cellProvider(dequeuer, row) })
        return SingleSectionBinder<Kind, AnyObject, Section>(binder: _binder, section: section)
    }

    // MARK: Publishers and async sequences

    /// Binds a cell provider to a number of cells delivered by a publisher.
    @discardableResult @_disfavoredOverload
    public func bind<Source: Publisher>(cellProvider: @escaping (CellDequeuer, Int) -> AnyObject, numberOfCells: Source)
        -> SingleSectionBinder<Kind, AnyObject, Section> where Source.Output == Int
    {
        let latest = _binder.latest(of: numberOfCells)
        return _bind(cellProvider: cellProvider, numberOfCells: _Source(latest, none: 0))
    }

    /// Binds a cell provider to a number of cells delivered by a async sequence.
    @discardableResult @_disfavoredOverload
    public func bind<Source: AsyncSequence>(cellProvider: @escaping (CellDequeuer, Int) -> AnyObject, numberOfCells: Source)
        -> SingleSectionBinder<Kind, AnyObject, Section> where Source.Element == Int
    {
        let latest = _binder.latest(of: numberOfCells)
        return _bind(cellProvider: cellProvider, numberOfCells: _Source(latest, none: 0))
    }

    // MARK: Update callbacks (`updatedBy:`)

    /// `bind(cellProvider:numberOfCells:)` with a closure, and sets `callback` to refresh the binder.
    @discardableResult
    public func bind(
        cellProvider: @escaping (CellDequeuer, Int) -> AnyObject, numberOfCells: @escaping () -> Int,
        updatedBy callback: inout () -> Void
    ) -> SingleSectionBinder<Kind, AnyObject, Section> {
        callback = _binder.updateCallback()
        return bind(cellProvider: cellProvider, numberOfCells: numberOfCells)
    }
}

extension MultiSectionBinder {
    // MARK: Arrays and closures

    /// Binds a closure that makes a number of cells per section; the sections are diffed by count.
    @discardableResult
    public func bind(cellProvider: @escaping (CellDequeuer, Section, Int) -> AnyObject, numberOfCells: [Section: Int])
        -> MultiSectionBinder<Kind, AnyObject, Section>
    {
        _bind(cellProvider: cellProvider, numberOfCells: _Source({ numberOfCells }, version: { 0 }))
    }

    /// Binds a cell provider and numbers of cells per section read again on `refresh()`.
    @discardableResult
    public func bind(cellProvider: @escaping (CellDequeuer, Section, Int) -> AnyObject, numberOfCells: @escaping () -> [Section: Int])
        -> MultiSectionBinder<Kind, AnyObject, Section>
    {
        _bind(cellProvider: cellProvider, numberOfCells: _Source(numberOfCells))
    }

    /// `bind(cellProvider:numberOfCells:)` from any source.
    func _bind(cellProvider: @escaping (CellDequeuer, Section, Int) -> AnyObject, numberOfCells: _Source<[Section: Int]>)
        -> MultiSectionBinder<Kind, AnyObject, Section>
    {
        _binder.bindCounted(_scope, counts: numberOfCells, makeCell: cellProvider)
        return MultiSectionBinder<Kind, AnyObject, Section>(binder: _binder, scope: _scope)
    }

    // MARK: Publishers and async sequences

    /// Binds a cell provider to numbers of cells per section delivered by a publisher.
    @discardableResult @_disfavoredOverload
    public func bind<Source: Publisher>(cellProvider: @escaping (CellDequeuer, Section, Int) -> AnyObject, numberOfCells: Source)
        -> MultiSectionBinder<Kind, AnyObject, Section> where Source.Output == [Section: Int]
    {
        let latest = _binder.latest(of: numberOfCells)
        return _bind(cellProvider: cellProvider, numberOfCells: _Source(latest, none: [:]))
    }

    /// Binds a cell provider to numbers of cells per section delivered by a async sequence.
    @discardableResult @_disfavoredOverload
    public func bind<Source: AsyncSequence>(cellProvider: @escaping (CellDequeuer, Section, Int) -> AnyObject, numberOfCells: Source)
        -> MultiSectionBinder<Kind, AnyObject, Section> where Source.Element == [Section: Int]
    {
        let latest = _binder.latest(of: numberOfCells)
        return _bind(cellProvider: cellProvider, numberOfCells: _Source(latest, none: [:]))
    }

    // MARK: Update callbacks (`updatedBy:`)

    /// `bind(cellProvider:numberOfCells:)` with a closure of counts per section, and sets `callback` to refresh
    /// the binder.
    @discardableResult
    public func bind(
        cellProvider: @escaping (CellDequeuer, Section, Int) -> AnyObject, numberOfCells: @escaping () -> [Section: Int],
        updatedBy callback: inout () -> Void
    ) -> MultiSectionBinder<Kind, AnyObject, Section> {
        callback = _binder.updateCallback()
        return bind(cellProvider: cellProvider, numberOfCells: numberOfCells)
    }
}
