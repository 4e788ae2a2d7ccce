/// Which sections show: the behaviour that decides, the sections chosen by hand, and the publisher of the
/// sections shown after each update.
struct _ShownSections<Section: Hashable> {
    /// `sectionDisplayBehavior`.
    var behavior: SectionDisplayBehavior<Section> = .manuallyManaged
    /// The sections set through `displayedSections`, shown while the behaviour is `.manuallyManaged`.
    var manual: [Section] = []
    /// Sends the sections shown after every applied update; made when first asked for (see ``publisher(showing:)``),
    /// so that a binder nobody observes does not run a subject's code in the turn that applies an update.
    private(set) var published: CurrentValueSubject<[Section], Never>?

    /// The publisher of the sections shown, made now if it was not yet, starting from `shown`: the sections the
    /// last applied update showed.
    mutating func publisher(showing shown: [Section]) -> CurrentValueSubject<[Section], Never> {
        if let published { return published }
        let made = CurrentValueSubject<[Section], Never>(shown)
        published = made
        return made
    }

    var isManual: Bool {
        if case .manuallyManaged = behavior { return true }
        return false
    }
}
