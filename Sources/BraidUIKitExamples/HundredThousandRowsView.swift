#if canImport(SwiftUI) && canImport(UIKit)
import Braid
import BraidUIKit
import SwiftUI

/// A SwiftUI screen showing a Braid table of 100,000 rows — a list `List` does not keep up with — through
/// `BraidTableView`. The rows are content rows (`bind(content:models:)`): UIKit's list content, no cell class.
///
/// The data lives in the view's `@State`; the binder is made once and reads it through the closure `BraidTableView`
/// hands it. "Renumber 100 rows" changes 100 rows' models: SwiftUI updates the view, the binder refreshes once, and
/// only the rows whose content changed are reconfigured (the 100,000 rows are diffed off the main actor).
@available(iOS 13.0, *)
struct HundredThousandRowsView: View {
    /// One row's model: identified by its number, compared by what it shows.
    struct Row: Identifiable, Equatable, OffMainActorDiffable {
        let id: Int
        var label: String
    }

    @State private var rows = (0..<100_000).map { Row(id: $0, label: "Row \($0)") }
    @State private var renumbered = 0

    var body: some View {
        VStack(spacing: 0) {
            Button("Renumber 100 rows") { renumber() }
                .padding()
            BraidTableView(data: rows) { tableView, rows in
                let binder = TableViewBinder(tableView: tableView)
                binder.onTable()
                    .bind(content: { (row: Row) in RowContent(text: row.label, secondaryText: "#\(row.id)") }, models: { rows() })
                binder.finish()
                return binder
            }
        }
    }

    /// Gives the next 100 rows a new label: one SwiftUI update, one refresh of the binder.
    private func renumber() {
        renumbered += 1
        let start = (renumbered - 1) * 100 % rows.count
        for index in start..<start + 100 { rows[index].label = "Row \(index), renumbered \(renumbered)×" }
    }

    /// The screen in a hosting controller, for the UIKit examples' menu.
    @MainActor
    static func makeViewController() -> UIViewController {
        let controller = UIHostingController(rootView: HundredThousandRowsView())
        controller.title = "100,000 Rows (SwiftUI)"
        return controller
    }
}
#endif
