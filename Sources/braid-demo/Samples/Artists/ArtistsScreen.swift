import Braid
import BraidTerminal

/// Sample 2: a music library, one section per first letter.
///
/// Shows: struct sections not known at compile time, bound with `onAllSections()`; letter headers; sections
/// that hide themselves when empty, in `Comparable` order; refresh animating section inserts and deletes
/// and artist inserts, deletes and moves. Selecting an artist opens its songs.
@MainActor
final class ArtistsScreen: RefreshableScreen {
    let title = "Artists"
    let table: TerminalTableView
    private let binder: SectionedTableViewBinder<LetterSection>
    private let service = MusicLibraryService()
    private var artists: [LetterSection: [Artist]] = [:]
    var isLoading = false

    init(_ environment: DemoEnvironment) {
        table = environment.makeTable()
        binder = SectionedTableViewBinder(tableView: table, sectionedBy: LetterSection.self, scheduler: environment.scheduler)
        binder.diagnosticHandler = { [weak environment] in environment?.report($0) }
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData

        // Every section is dynamic: the closures are read again on refresh().
        binder.onAllSections()
            .bind(cellType: TitleDetailCell.self, models: { [unowned self] in artists }, mapToViewModels: { artist in
                .init(title: artist.name, showsDisclosure: true)
            })
            .bind(headerTitles: { [unowned self] in
                Dictionary(uniqueKeysWithValues: artists.keys.map { ($0, $0.letter) })
            })
            .onTapped { [weak environment] _, _, _, artist in
                guard let environment else { return }
                environment.push(SongsScreen(artist, environment))
            }
        binder.finish()
    }

    func fetchAndShow() async {
        artists = await service.fetchArtists()
        binder.refresh()
    }
}

/// An artist's songs — the second screen of the sample, which the original never finished.
@MainActor
final class SongsScreen: DemoScreen {
    let title: String
    let table: TerminalTableView
    private let binder: TableViewBinder
    private let artist: Artist
    private var songs: [String]?
    private let service = MusicLibraryService()

    init(_ artist: Artist, _ environment: DemoEnvironment) {
        self.artist = artist
        title = artist.name
        table = environment.makeTable()
        binder = TableViewBinder(tableView: table, scheduler: environment.scheduler)
        binder.onTable()
            .bind(cellType: TitleDetailCell.self, models: { [unowned self] in songs ?? [] }, mapToViewModels: { song in
                .init(title: song, detail: "♪")
            })
        binder.finish()
    }

    var isLoading: Bool { songs == nil }

    func load() async {
        songs = await service.fetchSongs(by: artist)
        binder.refresh()
    }
}
