import Braid

/// `braid-bench main-actor`'s rows for what issues #48 and #50 added to an update: a section's state coming and going
/// (`state-change`), and an update of a collection view whose sections each have their own layout (`mixed-100`).
extension MainActorSuite {
    /// The main actor's share of a state row coming or going (`setState(_:of:)`, then the update it asks for) in the
    /// first of the 10 sections of `workload`'s rows, alternately: the section's own rows are unchanged.
    func stateChange(_ workload: SectionedWorkload, runs: Int) -> Timing {
        let scheduler = MainActorTimingScheduler()
        let fixture = HandingFixture.table(sections: workload.old, scheduler: scheduler)
        fixture.binder.finish()
        scheduler.settle()
        let section = BenchSection(id: workload.old[0].id)
        let error = SectionState.error(StateContent("Could not refresh", actionTitle: "Retry"))
        var samples: [Duration] = []
        // One update a run, as the other rows (Scripts/check-main-actor-work.sh divides by the runs); the first warms up.
        for run in 0...runs {
            let stages = fixture.handedStages
            let total = scheduler.timing { fixture.binder.setState(run % 2 == 0 ? error : nil, of: section) }.total
            precondition(fixture.handedStages > stages, "the state change handed no stage to the host")
            if run > 0 { samples.append(total) }
        }
        return Self.timing(samples)
    }

    /// The main actor's share of `changed`'s update on a collection view whose sections are laid out in turn as a
    /// horizontal row, a grid and a list (`layout(_:)`), on a host that asks every section's layout after each batch, as
    /// a compositional layout's section provider is asked when the layout is invalidated.
    func mixedLayouts(_ changed: SectionedWorkload, runs: Int) -> Timing {
        var samples: [Duration] = []
        for run in 0...runs {
            let scheduler = MainActorTimingScheduler()
            let fixture = HandingFixture.collection(sections: changed.old, scheduler: scheduler, layout: { section in
                switch section.id % 3 {
                case 0: .horizontalRow(itemWidth: 12, itemHeight: .fixed(2)).spacing(1)
                case 1: .grid(minimumItemWidth: 12, itemHeight: .fixed(2)).spacing(item: 1, line: 0)
                default: .list()
                }
            })
            fixture.binder.finish()
            scheduler.settle()
            let asked = fixture.log.layoutsAsked
            let total = scheduler.timing { fixture.refresh(to: changed.new) }.total
            precondition(fixture.log.layoutsAsked > asked, "the host asked no section's layout after the update")
            if run > 0 { samples.append(total) }
        }
        return Self.timing(samples)
    }
}
