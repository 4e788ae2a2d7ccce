import BraidSamples
import BraidUIKit
import Foundation

/// Sample 2, on UIKit: artists in letter sections known only at run time; a swipe deletes or stars an artist,
/// and tapping one pushes its songs.
@MainActor
final class ArtistsViewController: SampleViewController {
    private var binder: SectionedTableViewBinder<LetterSection>?
    private let service = MusicLibraryService()
    private var artists: [LetterSection: [Artist]] = [:]
    private var favourites: Set<String> = []

    convenience init() {
        self.init(title: "Artists")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let binder = SectionedTableViewBinder(
            tableView: tableView, sectionedBy: LetterSection.self, sectionDisplayBehavior: .hidesSectionsWithNoCellData)
        binder.onAllSections()
            .bind(cellType: TitleDetailTableViewCell.self, models: { [unowned self] in artists }, mapToViewModels: { [unowned self] in
                .init(title: (favourites.contains($0.name) ? "★ " : "") + $0.name)
            })
            .bind(headerTitles: { [unowned self] in Dictionary(uniqueKeysWithValues: artists.keys.map { ($0, $0.letter) }) })
            .onTapped { [weak self] _, _, _, artist in
                self?.navigationController?.pushViewController(SongsViewController(artist), animated: true)
            }
            .onDelete { [unowned self] letter, row, _ in artists[letter]?.remove(at: row) }
            .leadingSwipeActions { [unowned self] _, _, artist in
                [SwipeAction(title: favourites.contains(artist.name) ? "Unfavourite" : "Favourite") { [weak self] done in
                    guard let self else { return }
                    if favourites.remove(artist.name) == nil { favourites.insert(artist.name) }
                    self.binder?.refresh()
                    done(true)
                }]
            }
        binder.finish()
        self.binder = binder
        Task {
            artists = await service.fetchArtists()
            binder.refresh()
        }
    }
}

/// An artist's songs, each with a context menu (a long press): Favourite, on or off; Share ▸ Mail or Messages;
/// Delete, destructive.
@MainActor
final class SongsViewController: SampleViewController {
    private var binder: TableViewBinder?
    private let artist: Artist
    private var songs: [String] = []
    private var favourites: Set<String> = []
    private var sharedBy: [String: String] = [:]

    init(_ artist: Artist) {
        self.artist = artist
        super.init(title: artist.name)
    }

    required init?(coder: NSCoder) {
        fatalError("the samples are made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let binder = TableViewBinder(tableView: tableView)
        let viewModel: (String) -> TitleDetailTableViewCell.ViewModel = { [unowned self] song in row(of: song) }
        let menu: (Int, TitleDetailTableViewCell, String) -> ContextMenu? = { [unowned self] _, _, song in songMenu.menu(for: song) }
        binder.onTable()
            .bind(cellType: TitleDetailTableViewCell.self, models: { [unowned self] in songs }, mapToViewModels: viewModel)
            .contextMenu(menu)
        binder.finish()
        self.binder = binder
        Task {
            songs = await MusicLibraryService().fetchSongs(by: artist)
            binder.refresh()
        }
    }

    /// A song's row: a ★ before a favourite, and where it was sent.
    private func row(of song: String) -> TitleDetailTableViewCell.ViewModel {
        let title = favourites.contains(song) ? "★ " + song : song
        return TitleDetailTableViewCell.ViewModel(title: title, subtitle: sharedBy[song].map { "sent by " + $0 })
    }

    /// The songs' context menu: each action changes the controller's data, then refreshes.
    private var songMenu: SongMenu {
        SongMenu(
            isFavourite: { [unowned self] (song: String) -> Bool in favourites.contains(song) },
            toggleFavourite: { [unowned self] (song: String) in edit { $0.favourites.formSymmetricDifference([song]) } },
            share: { [unowned self] (song: String, way: String) in edit { $0.sharedBy[song] = way } },
            delete: { [unowned self] (song: String) in edit { $0.songs.removeAll { $0 == song } } })
    }

    /// Changes the controller's data and shows it.
    private func edit(_ change: (SongsViewController) -> Void) {
        change(self)
        binder?.refresh()
    }
}
