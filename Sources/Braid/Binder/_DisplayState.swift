/// What the data source answers at this moment: a data state, or — inside a staged update — the data of
/// the stage being applied, drawn from the old and new states.
@MainActor
enum _DisplayState<Section: Hashable> {
    case snapshot(_TableSnapshot<Section>)
    case stage(old: _TableSnapshot<Section>, new: _TableSnapshot<Section>, sections: [StageSection])

    init(_ data: StageData, old: _TableSnapshot<Section>, new: _TableSnapshot<Section>) {
        switch data {
        case .final: self = .snapshot(new)
        case .intermediate(let sections): self = .stage(old: old, new: new, sections: sections)
        }
    }

    var numberOfSections: Int {
        switch self {
        case .snapshot(let snapshot): snapshot.sections.count
        case .stage(_, _, let sections): sections.count
        }
    }

    /// The section at a displayed index, and the state its header and footer come from.
    func section(at index: Int) -> (section: Section, data: _SectionSnapshot)? {
        switch self {
        case .snapshot(let snapshot):
            guard snapshot.sections.indices.contains(index) else { return nil }
            return (snapshot.sections[index], snapshot.data[index])
        case .stage(let old, let new, let sections):
            guard sections.indices.contains(index) else { return nil }
            switch sections[index] {
            case .old(let s): return (old.sections[s], old.data[s])
            case .new(let t, let oldHeader, _):
                return (new.sections[t], oldHeader.map { old.data[$0] } ?? new.data[t])
            }
        }
    }

    /// The displayed index of `section` (its first, if it is displayed twice).
    func sectionIndex(of section: Section) -> Int? {
        (0..<numberOfSections).first { self.section(at: $0)?.section == section }
    }

    func numberOfRows(inSection index: Int) -> Int {
        switch self {
        case .snapshot(let snapshot):
            return snapshot.data.indices.contains(index) ? snapshot.data[index].items.count : 0
        case .stage(let old, let new, let sections):
            guard sections.indices.contains(index) else { return 0 }
            switch sections[index] {
            case .old(let s): return old.data[s].items.count
            case .new(let t, _, _): return new.data[t].items.count
            }
        }
    }

    /// The row at a displayed path: its section, the section state its item comes from, and its row there.
    func item(at path: ItemPath) -> (section: Section, data: _SectionSnapshot, row: Int)? {
        switch self {
        case .snapshot(let snapshot):
            guard snapshot.data.indices.contains(path.section),
                path.item >= 0, path.item < snapshot.data[path.section].items.count
            else { return nil }
            return (snapshot.sections[path.section], snapshot.data[path.section], path.item)
        case .stage(let old, let new, let sections):
            guard sections.indices.contains(path.section) else { return nil }
            switch sections[path.section] {
            case .old(let s):
                guard path.item >= 0, path.item < old.data[s].items.count else { return nil }
                return (old.sections[s], old.data[s], path.item)
            case .new(let t, _, let oldItems):
                guard path.item >= 0, path.item < new.data[t].items.count else { return nil }
                if let from = oldItems[path.item] { return (new.sections[t], old.data[from.section], from.item) }
                return (new.sections[t], new.data[t], path.item)
            }
        }
    }
}
