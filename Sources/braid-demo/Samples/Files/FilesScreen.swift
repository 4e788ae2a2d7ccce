import Braid
import BraidSamples
import BraidTerminal

/// Sample 7: a file browser of a bundled file system — a tree.
///
/// Shows: content rows bound to a tree, `bind(content:tree:children:expanded:)` (no cell class): each row a file's
/// name, with a folder's item count or a file's size at the right, made of the row's `TreeNode`; Documents open at
/// first (`TreeExpansion.matching`). The terminal table's outline: each level indented, ▸ before a closed folder and ▾
/// before an open one, → opens a folder (or goes into an open one), ← closes it (or goes up to the parent), a click on
/// ▸/▾ opens or closes; Enter on a folder toggles it through the binder (`toggle(_:)`). Expansion is kept by the
/// files' identity (their inode):
///
/// - `r` refreshes: another program wrote a new file into Documents. The open folders stay open, and the new file
///   slides in.
/// - `m` moves the selected file or folder into Downloads, and opens Downloads to show it: an open folder that moves
///   stays open under its new parent.
@MainActor
final class FilesScreen: TableDemoScreen {
    let title = "Files"
    let table: TerminalTableView
    private let binder: TableViewBinder
    private let files = FileSystem()
    /// The file each row's cell shows, by cell, noted as the rows are dequeued: `m` reads the selected row's here.
    private var fileOfCell: [ObjectIdentifier: Int] = [:]

    /// The folders of `FileSystem.bundled` the keys use.
    private nonisolated static let documents = 1
    private nonisolated static let downloads = 26

    init(_ environment: DemoEnvironment) {
        table = environment.makeTable()
        binder = TableViewBinder(tableView: environment.host(table), scheduler: environment.scheduler)
        binder.diagnosticHandler = { [weak environment] in environment?.report($0) }
        binder.onTable()
            .bind(content: { (node: TreeNode<FileNode>) in
                RowContent(text: node.model.name, secondaryText: node.model.detail)
            }, tree: { [unowned self] in files.roots }, children: \.children,
                  expanded: .matching { $0.id == FilesScreen.documents })
            .onDequeue { [unowned self] _, cell, node in fileOfCell[ObjectIdentifier(cell)] = node.model.id }
            .onTapped { [unowned self] _, _, node in
                if node.hasChildren { binder.toggle(node) }
            }
        binder.finish()
    }

    var keyHints: [KeyHint] {
        // Short enough for the status line to keep "esc back" and "q quit" at 80 columns.
        [KeyHint(key: "→←", action: "open"), KeyHint(key: "r", action: "refresh"), KeyHint(key: "m", action: "→ Downloads")]
    }

    func handle(key: Key) -> Bool {
        switch key {
        case .character("r"):
            files.addFile(into: Self.documents)
        case .character("m"):
            guard let path = table.selectedRow, let cell = table.cell(at: path),
                  let file = fileOfCell[ObjectIdentifier(cell)], files.move(file, into: Self.downloads),
                  let downloads = files.node(Self.downloads)
            else { return true }
            binder.expand(downloads)
        default:
            return false
        }
        binder.refresh()
        return true
    }
}
