import Braid
import BraidTesting
import Testing

/// A model that counts how often its identity is read. Not `OffMainActorDiffable`: its diffs run here, at once.
private struct Tallied: Identifiable, Equatable {
    nonisolated(unsafe) static var idReads = 0
    private let key: Int
    var value = 0
    var id: Int {
        Self.idReads += 1
        return key
    }
    init(_ key: Int) { self.key = key }
    var label: String { "\(key).\(value)" }
}

/// An update whose diff the lockstep walk answered keeps the new state's identities for the next update, which
/// diffs that state again: a list polled and found (nearly) unchanged reads each row's identity once an update, not
/// twice. The identities are dropped when the diff hashed (they were let go of as they were copied) and when a user's
/// edit changed the screen since — the next update makes them again, and the screen is right either way.
@MainActor
@Suite("Identities kept between updates")
struct IdentityCacheTests {
    /// The identity reads of the update `change` starts.
    private func reads(_ fixture: Fixture, _ change: () -> Void) -> Int {
        Tallied.idReads = 0
        change()
        fixture.flush()
        return Tallied.idReads
    }

    @Test func anUpdateAfterAWalkedOneReadsTheNewRowsOnly() {
        let fixture = Fixture(rows: 60)
        var models = (0..<50).map(Tallied.init)
        let binder = fixture.plain()
        binder.onTable().bind(cellType: TextCell.self, models: { models })
            .onDequeue { _, cell, model in cell.text = model.label }
            .onDelete { row, _ in models.remove(at: row) }
        binder.finish()

        #expect(reads(fixture) { binder.refresh() } == 100, "the first update makes both states' identities")
        #expect(reads(fixture) { binder.refresh() } == 50, "a walked update kept the new ones: the old are not read")
        #expect(reads(fixture) {
            models[7].value += 1
            models.append(Tallied(99))
            binder.refresh()
        } == 51, "nearly unchanged: walked again, and the kept identities are the last update's")
        #expect(fixture.table.screen == models.map(\.label))

        // A move is hashed (so is every update of a list out of order): the identities are let go of as they are
        // copied, so the update after it makes them again.
        models.swapAt(0, 40)
        binder.refresh()
        fixture.flush()
        #expect(fixture.table.screen == models.map(\.label))
        models.swapAt(0, 40)
        binder.refresh()
        fixture.flush()
        #expect(reads(fixture) { binder.refresh() } == 2 * models.count, "after a hashed update, both states' identities")

        // A user's delete makes the section's items anew: what the last update kept was for the old items, and is not
        // used for these.
        #expect(reads(fixture) { binder.refresh() } == models.count, "walked: kept")
        fixture.table.delete(path(3, 0))
        fixture.flush()
        models[10].value += 1
        binder.refresh()
        fixture.flush()
        #expect(fixture.table.screen == models.map(\.label), "the screen shows the data after a delete and a change")
        #expect(fixture.log.errors.isEmpty, "\(fixture.log.errors)")
    }

    /// Sections of two chains: each chain's rows are matched among themselves, and the identities are kept as one
    /// chain's are — even where the two chains' ids are the same.
    @Test func twoChainsKeepTheirIdentitiesToo() {
        let fixture = Fixture(rows: 60)
        var first = (0..<20).map(Tallied.init), second = (0..<20).map(Tallied.init)
        let binder = fixture.sectioned(Section.self)
        binder.onSection(.first).bind(cellType: TextCell.self, models: { first })
            .onDequeue { _, cell, model in cell.text = "a\(model.label)" }
        binder.onSection(.second).bind(cellType: TextCell.self, models: { second })
            .onDequeue { _, cell, model in cell.text = "b\(model.label)" }
        binder.displayedSections = [.first, .second]
        binder.finish()

        #expect(reads(fixture) { binder.refresh() } == 80, "the first update makes both states' identities")
        #expect(reads(fixture) {
            second[5].value += 1
            second.insert(Tallied(50), at: 10)
            binder.refresh()
        } == 41, "walked in each chain, though both hold the ids 0..<20: the old identities are kept")
        #expect(fixture.table.screen == first.map { "a\($0.label)" } + second.map { "b\($0.label)" })
        #expect(fixture.log.errors.isEmpty, "\(fixture.log.errors)")
    }
}
