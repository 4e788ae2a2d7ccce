#if canImport(SwiftUI) && canImport(UIKit)
import BraidSamples
import BraidUIKit
import SwiftUI

/// SwiftUI rows, on UIKit: the music library's artists, A to Z, each row a SwiftUI view (``ArtistRow``) made by the
/// chain's `rowView` and hosted by `SwiftUIHostingTableViewCell` through `UIHostingConfiguration` (iOS 16), which
/// sizes the row.
///
/// The row's star is the controller's data, not the view's state: tapping it changes the row's model, and the binder
/// reconfigures that row in place (its cell stays). `rowView` hosts each row under its model's identity (the artist's),
/// so a reused cell never shows the view state of the artist it showed before. Tapping the row pushes the artist's
/// songs. The header, a SwiftUI view too, counts the favourites.
@available(iOS 16.0, *)
@MainActor
final class SwiftUIRowsViewController: SampleViewController {
    private var binder: TableViewBinder?
    private var artists: [Artist] = []
    private var favourites: Set<String> = []

    convenience init() {
        self.init(title: "SwiftUI Rows")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // doc: swiftui-rows
        let binder = TableViewBinder(tableView: tableView)
        binder.onTable()
            .bind(cellType: SwiftUIHostingTableViewCell.self, models: { [unowned self] in
                artists.map { ArtistRow.Model(artist: $0, isFavourite: favourites.contains($0.name)) }
            })
            .rowView { [unowned self] row in
                ArtistRow(row: row, toggleFavourite: { [weak self] in self?.toggleFavourite(row.artist) })
            }
            .onTapped { [weak self] _, _, row in
                self?.navigationController?.pushViewController(SongsViewController(row.artist), animated: true)
            }
            .bind(headerType: SwiftUIHostingHeaderFooterView.self, viewModel: { [unowned self] in
                SwiftUIHeaderFooter(favourites.count) { count in FavouritesHeader(count: count) }
            })
        binder.finish()
        // doc: end
        self.binder = binder
        Task {
            let byLetter = await MusicLibraryService().fetchArtists()
            artists = byLetter.keys.sorted().flatMap { byLetter[$0] ?? [] }
            binder.refresh()
        }
    }

    private func toggleFavourite(_ artist: Artist) {
        if favourites.remove(artist.name) == nil { favourites.insert(artist.name) }
        binder?.refresh()
    }
}

/// The table's header as a SwiftUI view: how many artists are favourites.
@available(iOS 16.0, *)
struct FavouritesHeader: View {
    let count: Int

    var body: some View {
        Label(count == 0 ? "No favourites yet" : "\(count) favourite\(count == 1 ? "" : "s")", systemImage: "star")
            .font(.footnote)
            .foregroundColor(.secondary)
    }
}

/// An artist's row as a SwiftUI view: the artist's letter in a circle, the name, and a star that makes the artist a
/// favourite.
@available(iOS 16.0, *)
struct ArtistRow: View {
    /// What the row shows; a row whose model changed is reconfigured in place.
    struct Model: Identifiable, Equatable, OffMainActorDiffable {
        var artist: Artist
        var isFavourite: Bool
        var id: String { artist.collectionId }
    }

    let row: Model
    let toggleFavourite: @MainActor () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Text(row.artist.letter)
                .font(.headline)
                .frame(width: 32, height: 32)
                .background(Circle().fill(Color.accentColor.opacity(0.2)))
            Text(row.artist.name)
            Spacer()
            Button(action: toggleFavourite) {
                Image(systemName: row.isFavourite ? "star.fill" : "star")
            }
            .buttonStyle(.borderless)
            .foregroundColor(.orange)
            .accessibilityLabel(row.isFavourite ? "Unfavourite" : "Favourite")
        }
    }
}
#endif
