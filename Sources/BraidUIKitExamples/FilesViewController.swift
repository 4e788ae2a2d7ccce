import BraidSamples
import BraidUIKit
import Foundation

/// Sample 7, on UIKit: a file browser of the bundled file system, a tree. Each folder's row has a disclosure (the
/// chevron at its trailing edge) that shows or hides its contents; a pull refreshes, finding a new file in
/// Downloads; a long press on a file or folder offers to move it to Downloads. Folders stay open through both, by
/// their inode.
@MainActor
final class FilesViewController: SampleViewController {
    private var binder: TableViewBinder?
    private let files = FileSystem()
    /// The folder where refreshes find new files and moves go.
    private static let downloads = 26

    convenience init() {
        self.init(title: "Files")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let binder = TableViewBinder(tableView: tableView)
        binder.onTable()
            .bind(cellType: TitleDetailTableViewCell.self, tree: { [unowned self] in files.roots }, children: \.children)
            .onDequeue { _, cell, node in cell.viewModel = Self.row(of: node.model) }
            .contextMenu { [unowned self] _, _, node in moveMenu(for: node.model) }
        binder.finish()
        self.binder = binder

        let refresh = UIRefreshControl()
        if #available(iOS 14.0, *) {
            refresh.addAction(UIAction { [weak self] _ in self?.refreshFiles() }, for: .valueChanged)
        } else {
            #if canImport(UIKit)
            refresh.addTarget(self, action: #selector(refreshFromControl), for: .valueChanged)
            #endif
        }
        tableView.refreshControl = refresh
    }

    #if canImport(UIKit)
    @objc private func refreshFromControl() { refreshFiles() }
    #endif

    /// A refresh: the file system has a new file in Downloads; the tree is read again, open folders stay open.
    private func refreshFiles() {
        files.addFile(into: Self.downloads)
        binder?.refresh()
        tableView.refreshControl?.endRefreshing()
    }

    /// The menu of a file or folder: Move to Downloads, where it is not there already (or Downloads itself).
    private func moveMenu(for node: FileNode) -> ContextMenu? {
        guard node.id != Self.downloads,
              files.node(Self.downloads)?.children.contains(where: { $0.id == node.id }) == false
        else { return nil }
        return ContextMenu(title: node.name, children: [
            .action(ContextMenuAction(title: "Move to Downloads", symbolName: "arrow.down.circle") { [weak self] in
                guard let self else { return }
                files.move(node.id, into: Self.downloads)
                binder?.refresh()
            }),
        ])
    }

    /// A row: the name, and a file's size.
    private static func row(of node: FileNode) -> TitleDetailTableViewCell.ViewModel {
        TitleDetailTableViewCell.ViewModel(title: node.name, subtitle: node.isFolder ? nil : size(node.size))
    }

    /// A size in bytes, kB or MB (powers of 1000, as Finder shows them).
    private static func size(_ bytes: Int) -> String {
        switch bytes {
        case ..<1_000: "\(bytes) bytes"
        case ..<1_000_000: "\((bytes + 500) / 1_000) kB"
        default: "\(Double((bytes + 50_000) / 100_000) / 10) MB"
        }
    }
}
