import Braid
import BraidTesting
import Testing

/// An update too large to animate usefully, or of a view that is not on screen, is shown as a reload: no batch,
/// the view's `reloadData()`, and the screen on the data — on both kinds; an update delegate is told why.
@MainActor
@Suite("Large updates and views off screen reload")
struct LargeUpdateReloadTests {
    /// A one-section binder of `count` people (`p0`, `p1`, …) on a viewport of 5 rows.
    @MainActor
    private final class Scene<K: HeadlessKind> {
        let fixture = KindFixture<K>(rows: 5)
        let binder: SectionlessBinder<K>
        var people: [Person]

        init(count: Int) {
            people = (0..<count).map { Person(name: "p\($0)") }
            binder = fixture.plain()
            K.onOnlySection(binder)
                .bind(cellType: K.Text.self, models: { [unowned self] in people })
                .onDequeue { _, cell, person in cell.text = person.label }
            binder.finish()
        }

        /// Deletes the first `count` people and shows the change.
        func deleteFirst(_ count: Int) {
            people.removeFirst(count)
            binder.refresh()
            fixture.flush()
        }

        var reloads: Int { fixture.view.counters.reloads }
        var expectedScreen: [String] { people.prefix(5).map(\.label) }
    }

    @Test(arguments: ViewKind.allCases)
    func anUpdateOverTheLimitIsAReloadAndOneAtTheLimitIsABatch(kind: ViewKind) {
        anUpdateOverTheLimitIsAReloadAndOneAtTheLimitIsABatch(kind.type)
    }
    private func anUpdateOverTheLimitIsAReloadAndOneAtTheLimitIsABatch<K: HeadlessKind>(_: K.Type) {
        let scene = Scene<K>(count: 100)
        scene.binder.maximumAnimatedChanges = 3
        let reloadsAtStart = scene.reloads

        scene.deleteFirst(3)
        #expect(scene.fixture.batches == [BatchUpdate(itemDeletes: [path(0, 0), path(1, 0), path(2, 0)])],
                "three changes, at the limit: animated as one batch")
        #expect(scene.reloads == reloadsAtStart, "and no reload")

        scene.deleteFirst(4)
        #expect(scene.fixture.batches.count == 1, "four changes, over the limit: no batch")
        #expect(scene.reloads == reloadsAtStart + 1, "but one reload")
        #expect(scene.fixture.view.screen == scene.expectedScreen, "and the screen shows the data")
        #expect(scene.fixture.numberOfItems(inSection: 0) == 93)
    }

    @Test(arguments: ViewKind.allCases)
    func theDefaultLimitReloadsAHugeChangeAndNilAnimatesIt(kind: ViewKind) { theDefaultLimitReloadsAHugeChangeAndNilAnimatesIt(kind.type) }
    private func theDefaultLimitReloadsAHugeChangeAndNilAnimatesIt<K: HeadlessKind>(_: K.Type) {
        let limit = SectionedBinder<K, Section>.defaultMaximumAnimatedChanges
        let scene = Scene<K>(count: limit + 10)
        #expect(scene.binder.maximumAnimatedChanges == limit, "a binder starts with the default limit")
        scene.deleteFirst(limit + 1)
        #expect(scene.fixture.batches.isEmpty, "one change over the default limit is not animated")
        #expect(scene.fixture.view.screen == scene.expectedScreen)

        let animated = Scene<K>(count: limit + 10)
        animated.binder.maximumAnimatedChanges = nil
        animated.deleteFirst(limit + 1)
        #expect(animated.fixture.batches.map { $0.itemDeletes.count } == [limit + 1], "nil animates every update, however large")
        #expect(animated.fixture.view.screen == animated.expectedScreen)
    }

    @Test(arguments: ViewKind.allCases)
    func aViewOffScreenReloadsEvenASmallChangeAndAnimatesAgainOnScreen(kind: ViewKind) {
        aViewOffScreenReloadsEvenASmallChangeAndAnimatesAgainOnScreen(kind.type)
    }
    private func aViewOffScreenReloadsEvenASmallChangeAndAnimatesAgainOnScreen<K: HeadlessKind>(_: K.Type) {
        let scene = Scene<K>(count: 20)
        let reloadsAtStart = scene.reloads
        scene.fixture.view.isOnScreen = false
        scene.deleteFirst(1)
        #expect(scene.fixture.batches.isEmpty, "nobody sees the view: no batch")
        #expect(scene.reloads == reloadsAtStart + 1 && scene.fixture.view.screen == scene.expectedScreen,
                "a reload shows the data")

        scene.fixture.view.isOnScreen = true
        scene.deleteFirst(1)
        #expect(scene.fixture.batches == [BatchUpdate(itemDeletes: [path(0, 0)])], "back on screen, changes animate again")
        #expect(scene.fixture.view.screen == scene.expectedScreen)
    }

    /// Records the updates it is handed, and shows each as the binder would: a reload when the binder says so, else
    /// its stages as batches.
    @MainActor
    private final class ReloadingDelegate: TableViewUpdateDelegate, CollectionViewUpdateDelegate {
        var reasons: [StagedUpdate.ReloadReason?] = []
        var changeCounts: [Int] = []

        func apply(_ update: TableViewUpdate, to host: any TableViewHost) {
            record(update)
            if update.reloadReason != nil {
                update.applyData()
                host.reloadData()
            } else {
                for stage in update.stages {
                    host.performBatchUpdates(stage.batch, animations: stage.animations, updateData: stage.apply, completion: nil)
                }
            }
        }

        func apply(_ update: CollectionViewUpdate, to host: any CollectionViewHost) {
            record(update)
            if update.reloadReason != nil {
                update.applyData()
                host.reloadData()
            } else {
                for stage in update.stages { host.performBatchUpdates(stage.batch, updateData: stage.apply, completion: nil) }
            }
        }

        private func record(_ update: StagedUpdate) {
            reasons.append(update.reloadReason)
            changeCounts.append(update.changeCount)
        }
    }

    @Test(arguments: ViewKind.allCases)
    func anUpdateDelegateIsToldWhyAnUpdateShouldBeAReload(kind: ViewKind) { anUpdateDelegateIsToldWhyAnUpdateShouldBeAReload(kind.type) }
    private func anUpdateDelegateIsToldWhyAnUpdateShouldBeAReload<K: HeadlessKind>(_: K.Type) {
        let scene = Scene<K>(count: 50)
        let delegate = ReloadingDelegate()
        scene.binder.updateDelegate = delegate as? K.UpdateDelegate
        #expect(scene.binder.updateDelegate != nil, "the delegate serves either kind")
        scene.binder.maximumAnimatedChanges = 2

        scene.deleteFirst(1)
        scene.deleteFirst(3)
        scene.fixture.view.isOnScreen = false
        scene.deleteFirst(1)
        #expect(delegate.reasons == [nil, .tooManyChanges(3), .notOnScreen],
                "each update says whether and why it should be a reload")
        #expect(delegate.changeCounts == [1, 3, 1], "with the changes it holds")
        #expect(scene.fixture.batches == [BatchUpdate(itemDeletes: [path(0, 0)])], "only the first was a batch")
        #expect(scene.fixture.view.screen == scene.expectedScreen, "the delegate's reloads end on the data")
    }
}
