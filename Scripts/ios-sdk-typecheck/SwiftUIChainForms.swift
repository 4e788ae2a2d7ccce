// Every SwiftUI chain form on every kind of data source, for Scripts/typecheck-ios-sdk.sh only: type-checked against
// the iOS SDK with BraidUIKit (SwiftUI cannot be compiled, nor run, on the machines that build the package). Nothing
// calls these functions; they exist to fail to type-check when a form stops accepting what it should. (`rowView` on a
// chain of `UITableViewCell`, one section or several, was tried here: "'rowView' is unavailable: rowView shows rows in
// a hosting cell: bind the chain with cellType: SwiftUIHostingTableViewCell.self …".)
import BraidUIKit
import SwiftUI

enum Shelf: Int, TableViewSection { case top, bottom }
struct Song: Identifiable, Equatable { var id: Int; var title: String }
struct Album: CollectionIdentifiable { var collectionId: String; var songs: [Album]? = nil }
struct SongRow: View {
    let title: String
    var body: some View { Text(title) }
}

@available(iOS 16.0, *)
@MainActor
func tableForms(_ tableView: UITableView, songs: [Song], updated: inout () -> Void) {
    let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: Shelf.self)
    binder.onSection(.top)
        .bind(cellType: SwiftUIHostingTableViewCell.self, models: songs)
        .rowView { song in SongRow(title: song.title) }
        .onTapped { _, _, song in print(song.id) }
        .bind(headerType: SwiftUIHostingHeaderFooterView.self, viewModel: SwiftUIHeaderFooter(songs.count) { Text("\($0)") })
        .bind(footerType: SwiftUIHostingHeaderFooterView.self, viewModel: {
            SwiftUIHeaderFooter(songs[0]) { SongRow(title: $0.title) }
        })
    binder.onSection(.bottom)
        .bind(cellType: SwiftUIHostingTableViewCell.self, models: { songs }, updatedBy: &updated)
        .rowView { song in
            if song.id > 0 { SongRow(title: song.title) } else { Text("none") }
        }
        .bind(headerType: SwiftUIHostingHeaderFooterView.self, viewModel: Just<SwiftUIHeaderFooter?>(nil))
    binder.onAllSections()
        .bind(cellType: SwiftUIHostingTableViewCell.self, models: [Shelf.top: ["a", "b"]])
        .rowView { title in SongRow(title: title) }
        .bind(headerType: SwiftUIHostingHeaderFooterView.self, viewModels: {
            [Shelf.top: SwiftUIHeaderFooter("A") { Text($0) }]
        })
        .bind(footerType: SwiftUIHostingHeaderFooterView.self, viewModels: [Shelf.bottom: nil])
    binder.finish()

    let plain = TableViewBinder(tableView: tableView)
    plain.onTable()
        .bind(cellType: SwiftUIHostingTableViewCell.self, models: Just(songs))
        .rowView { SongRow(title: $0.title) }
    plain.onTable()
        .bind(cellType: SwiftUIHostingTableViewCell.self, models: AsyncStream<[Song]> { _ in })
        .rowView { SongRow(title: $0.title) }
    plain.onTable()
        .bind(cellType: SwiftUIHostingTableViewCell.self, models: RecordingList(songs))
        .rowView { SongRow(title: $0.title) }
    plain.onTable()
        .bind(cellType: SwiftUIHostingTableViewCell.self, tree: [Album(collectionId: "A")], children: \.songs)
        .rowView { node in SongRow(title: node.model.collectionId) }
    plain.onTable()
        .bind(cellType: SwiftUIHostingTableViewCell.self, pages: { (page: Int?) in Page(models: songs, next: page.map { $0 + 1 }) })
        .rowView { SongRow(title: $0.title) }
    plain.finish()
}

@available(iOS 16.0, *)
@MainActor
func collectionForms(_ collectionView: UICollectionView, songs: [Song]) {
    let binder = SectionedCollectionViewBinder(collectionView: collectionView, sectionedBy: Shelf.self)
    binder.onSection(.top)
        .bind(cellType: SwiftUIHostingCollectionViewCell.self, models: { songs })
        .rowView { song in SongRow(title: song.title) }
        .bind(headerType: SwiftUIHostingCollectionViewCell.self, viewModel: SwiftUIHeaderFooter(songs.count) { Text("\($0)") })
    binder.onSections(.bottom)
        .bind(cellType: SwiftUIHostingCollectionViewCell.self, models: Just([Shelf.bottom: songs]))
        .rowView { song in SongRow(title: song.title) }
        .bind(footerType: SwiftUIHostingCollectionViewCell.self, viewModels: {
            [Shelf.bottom: SwiftUIHeaderFooter(songs[0]) { SongRow(title: $0.title) }]
        })
    binder.finish()
}
