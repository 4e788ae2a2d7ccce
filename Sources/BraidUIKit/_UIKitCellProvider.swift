import Foundation

/// What the UIKit-typed cell providers share (not API): each form is the core's `CellDequeuer` form of a provider
/// wrapped here, which runs it with the binder's dequeuer at hand, given the view and the place of the cell — the
/// row for a table, the index path for a collection view.
@MainActor @usableFromInline
enum _UIKitCellProvider {
    /// The view a provider is running for, and the binder's dequeuer for the cell being asked for.
    private static var current: (view: ObjectIdentifier, dequeuer: CellDequeuer)?

    /// A table cell's place: its row.
    @usableFromInline
    static func row(_ dequeuer: CellDequeuer, _ row: Int) -> Int { row }

    /// A collection cell's place: UIKit's index path of the item being asked for.
    @usableFromInline
    static func indexPath(_ dequeuer: CellDequeuer, _ row: Int) -> IndexPath {
        IndexPath(item: dequeuer.path.item, section: dequeuer.path.section)
    }

    /// A provider with a model as the core's form.
    @usableFromInline
    static func wrap<View: AnyObject, Place, Model>(
        _ view: View?, _ place: @escaping (CellDequeuer, Int) -> Place, _ provider: @escaping (View, Place, Model) -> AnyObject
    ) -> (CellDequeuer, Int, Model) -> AnyObject {
        { [weak view] dequeuer, row, model in run(view, dequeuer) { provider($0, place(dequeuer, row), model) } }
    }

    /// A provider with a section and a model as the core's form.
    @usableFromInline
    static func wrap<View: AnyObject, Place, Section, Model>(
        _ view: View?, _ place: @escaping (CellDequeuer, Int) -> Place,
        _ provider: @escaping (View, Section, Place, Model) -> AnyObject
    ) -> (CellDequeuer, Section, Int, Model) -> AnyObject {
        { [weak view] dequeuer, section, row, model in
            run(view, dequeuer) { provider($0, section, place(dequeuer, row), model) }
        }
    }

    /// A provider without a model as the core's form.
    @usableFromInline
    static func wrap<View: AnyObject, Place>(
        _ view: View?, _ place: @escaping (CellDequeuer, Int) -> Place, _ provider: @escaping (View, Place) -> AnyObject
    ) -> (CellDequeuer, Int) -> AnyObject {
        { [weak view] dequeuer, row in run(view, dequeuer) { provider($0, place(dequeuer, row)) } }
    }

    /// A provider with a section and without a model as the core's form.
    @usableFromInline
    static func wrap<View: AnyObject, Place, Section>(
        _ view: View?, _ place: @escaping (CellDequeuer, Int) -> Place, _ provider: @escaping (View, Section, Place) -> AnyObject
    ) -> (CellDequeuer, Section, Int) -> AnyObject {
        { [weak view] dequeuer, section, row in run(view, dequeuer) { provider($0, section, place(dequeuer, row)) } }
    }

    /// Runs `provide` with `view`, `dequeuer` at hand for the dequeue conveniences.
    private static func run<View: AnyObject>(_ view: View?, _ dequeuer: CellDequeuer, _ provide: (View) -> AnyObject) -> AnyObject {
        guard let view else {
            fatalError("""
                Braid: a cell provider taking a \(View.self) is bound on a binder that was not made with one (it was \
                made with another host); take the CellDequeuer form, `{ dequeuer, row, model in … }`.
                """)
        }
        let outer = current
        current = (ObjectIdentifier(view), dequeuer)
        defer { current = outer }
        return provide(view)
    }

    /// The binder's dequeuer while a provider runs for `view`.
    static func dequeuer(for view: AnyObject) -> CellDequeuer? {
        guard let current, current.view == ObjectIdentifier(view) else { return nil }
        return current.dequeuer
    }
}
