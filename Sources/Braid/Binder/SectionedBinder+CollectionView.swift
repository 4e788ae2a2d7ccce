/// What only a collection binder has: its collection view and sizes (see the chains). Collection views take
/// no animation kinds: batch updates animate as the host does.
extension SectionedBinder where Kind == CollectionViewKind {
    /// Creates a binder for `collectionView`, sectioned by `sectionType`.
    ///
    /// - Parameters: as ``SectionedBinder/init(tableView:sectionedBy:sectionDisplayBehavior:scheduler:)``.
    public convenience init(
        collectionView: any CollectionViewHost, sectionedBy sectionType: Section.Type,
        sectionDisplayBehavior: SectionDisplayBehavior = .manuallyManaged,
        scheduler: any UpdateScheduler = MainActorUpdateScheduler()
    ) {
        self.init(view: collectionView, cellHost: collectionView, scheduler: scheduler, makeDataSource: { _CollectionDataSource(binder: $0) })
        shownSections.behavior = sectionDisplayBehavior
    }

    /// The collection view this binder drives.
    public var collectionView: any CollectionViewHost { view }
}
