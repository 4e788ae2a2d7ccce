extension SectionedBinder {
    /// The sections the table shows, published after every applied update — the *current* value (the
    /// original library emitted the previous one). A new subscriber receives the current value at once.
    public var displayedSectionsPublisher: AnyPublisher<[Section], Never> {
        shownSections.publisher(showing: current.sections).eraseToAnyPublisher()
    }

    /// Makes `publisher` drive ``displayedSections`` (manually managed behaviour) for the binder's lifetime.
    public func bind<Source: Publisher>(displayedSections publisher: Source) where Source.Output == [Section] {
        follow(publisher) { [weak self] sections in self?.setDisplayedSectionsFromSource(sections) }
    }

    /// Makes `sequence` drive ``displayedSections`` (manually managed behaviour) for the binder's lifetime.
    public func bind<Source: AsyncSequence>(displayedSections sequence: Source) where Source.Element == [Section] {
        follow(sequence) { [weak self] sections in self?.setDisplayedSectionsFromSource(sections) }
    }

    private func setDisplayedSectionsFromSource(_ sections: [Section]) {
        guard shownSections.isManual else {
            report(.warning, "a source drives displayedSections, but sectionDisplayBehavior is \(sectionDisplayBehavior); its value is ignored and the binder goes on deciding which sections show. Set sectionDisplayBehavior = .manuallyManaged to let the source choose.")
            return
        }
        shownSections.manual = sections
    }
}
