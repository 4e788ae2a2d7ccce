import Foundation

/// A row's actions offered to VoiceOver — and to Switch Control and Full Keyboard Access, which read the same list —
/// as custom actions of its cell, so that a user who cannot swipe or long-press reaches them from the Actions rotor.
/// Performing one runs the action's own handler: the one its swipe action or menu item runs, with the model the cell
/// was configured for.
///
/// Each proxy has one, which remembers the actions it set on each cell: when the binder configures a cell again —
/// for another row after reuse, or the same row after a reload or reconfigure — it replaces exactly those and keeps
/// the app's own.
@MainActor
final class RowAccessibilityActions {
    /// What the proxy set on a cell, while the cell lives.
    private struct Entry {
        weak var cell: UIView?
        var actions: [UIAccessibilityCustomAction]
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// How many entries there were after the last pruning of gone cells' ones: the next is due at twice as many.
    private var prunedCount = 0

    /// The actions Braid lists for a row: `swipeActions` (those UIKit does not list itself; see the proxies), then
    /// the enabled items of `menu` — a nested one named by its submenus' titles and its own, "Share, Mail" — except
    /// an untitled one and one named like one of `reachableTitles` (the row's swipe actions, which VoiceOver users
    /// reach already) or like an item before it.
    static func actions(
        swipeActions: [SwipeAction], menu: ContextMenu?, reachableTitles: Set<String>
    ) -> [UIAccessibilityCustomAction] {
        var listed = reachableTitles
        var actions = swipeActions.map { swipe in
            listed.insert(swipe.title)
            return UIAccessibilityCustomAction(name: swipe.title) { _ in
                swipe.handler { _ in }
                return true
            }
        }
        func add(_ menu: ContextMenu, path: [String]) {
            for child in menu.children {
                switch child {
                case .menu(let submenu):
                    add(submenu, path: path + [submenu.title])
                case .action(let action):
                    let name = (path + [action.title]).filter { !$0.isEmpty }.joined(separator: ", ")
                    guard !action.isDisabled, !name.isEmpty, listed.insert(name).inserted else { continue }
                    actions.append(UIAccessibilityCustomAction(name: name) { _ in
                        action.handler()
                        return true
                    })
                }
            }
        }
        menu.map { add($0, path: []) }
        return actions
    }

    /// Sets `actions` on `cell` for the row it now shows: the ones set before (for the row it showed before) go, the
    /// app's own stay, first.
    func set(_ actions: [UIAccessibilityCustomAction], on cell: UIView) {
        let key = ObjectIdentifier(cell)
        let previous = entries[key]?.cell === cell ? entries[key]?.actions ?? [] : []
        let own = (cell.accessibilityCustomActions ?? []).filter { action in !previous.contains { $0 === action } }
        cell.accessibilityCustomActions = own.isEmpty && actions.isEmpty ? nil : own + actions
        entries[key] = actions.isEmpty ? nil : Entry(cell: cell, actions: actions)
        if entries.count > max(2 * prunedCount, 64) {
            entries = entries.filter { $0.value.cell != nil }
            prunedCount = entries.count
        }
    }
}
