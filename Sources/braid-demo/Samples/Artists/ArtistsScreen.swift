import Braid
import BraidSamples
import BraidTerminal

/// Sample 2: a music library, one section per first letter.
///
/// Shows: struct sections not known at compile time, bound with `onAllSections()` to content rows
/// (`bind(content:models:)`, no cell class); letter headers; sections
/// that hide themselves when empty, in `Comparable` order; refresh animating section inserts and deletes
/// and artist inserts, deletes and moves. Selecting an artist opens its songs.
///
/// The section index: the letters at the right edge jump to their section on a click, or from the keyboard with
/// Ctrl-G and the letter.
///
/// Editing: Del deletes an artist (after a confirmation), Tab opens its actions (a "Favourite" swipe action that
/// stars it), and `e` enters editing mode, where `m` moves an artist within its letter. The handlers change the
/// screen's own data; the binder finds the screen already agreeing with it. Songs have a context menu.
@MainActor
final class ArtistsScreen: RefreshableScreen, TableDemoScreen {
    let title = "Artists"
    let table: TerminalTableView
    private let binder: SectionedTableViewBinder<LetterSection>
    private let service = MusicLibraryService()
    private var artists: [LetterSection: [Artist]] = [:]
    private var favourites: Set<String> = []
    var isLoading = false

    init(_ environment: DemoEnvironment) {
        table = environment.makeTable()
        binder = SectionedTableViewBinder(tableView: environment.host(table), sectionedBy: LetterSection.self, scheduler: environment.scheduler)
        binder.diagnosticHandler = { [weak environment] in environment?.report($0) }
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData
        binder.sectionIndexTitle = { $0.letter }  // the letters at the right; Ctrl-G jumps by typing one

        // Every section is dynamic: the closures are read again on refresh(). A row's content is made from its model
        // alone — whether the artist is a favourite is part of the row's model, so that a change to it is a change
        // of the row's model, which the binder sees.
        binder.onAllSections()
            .bind(content: { (row: ArtistRow) in
                RowContent(text: (row.isFavourite ? "★ " : "") + row.artist.name, accessories: [.disclosureIndicator])
            }, models: { [unowned self] in rows() })
            .bind(headerTitles: { [unowned self] in
                Dictionary(uniqueKeysWithValues: artists.keys.map { ($0, $0.letter) })
            })
            .onTapped { [weak environment] _, _, _, row in
                guard let environment else { return }
                environment.push(SongsScreen(row.artist, environment))
            }
            .onDelete { [unowned self] letter, row, _ in artists[letter]?.remove(at: row) }
            .onMove { [unowned self] from, to, row in   // rows stay in their letter: no movesLeaveSection
                artists[from.section]?.remove(at: from.row)
                artists[to.section]?.insert(row.artist, at: to.row)
            }
            .trailingSwipeActions { [unowned self] _, _, row in
                let (name, isFavourite) = (row.artist.name, row.isFavourite)
                return [SwipeAction(title: isFavourite ? "Unfavourite" : "Favourite", hint: "yellow") { [weak self] done in
                    guard let self else { return }
                    if isFavourite { favourites.remove(name) } else { favourites.insert(name) }
                    binder.refresh()
                    done(true)
                }]
            }
        binder.finish()
    }

    var keyHints: [KeyHint] {
        var hints = isLoading ? [] : [KeyHint(key: "r", action: "refresh")]
        hints.append(KeyHint(key: "e", action: table.isEditing ? "done" : "edit"))
        return hints
    }

    func handle(key: Key) -> Bool {
        guard key == .character("e") else { return refreshOnR(key) }
        binder.setEditing(!table.isEditing, animated: true)
        return true
    }

    /// Each letter's rows: its artists, each with whether it is a favourite.
    private func rows() -> [LetterSection: [ArtistRow]] {
        artists.mapValues { (artists: [Artist]) -> [ArtistRow] in
            artists.map { (artist: Artist) -> ArtistRow in ArtistRow(artist: artist, isFavourite: favourites.contains(artist.name)) }
        }
    }

    func fetchAndShow() async {
        artists = await service.fetchArtists()
        binder.refresh()
    }
}

/// An artist's songs — the second screen of the sample, which the original never finished.
///
/// A context menu on each song (the menu key, Shift-F10 or a right-click): Favourite, on or off (a ★ before the
/// title), Share ▸ Mail or Messages (the detail says where it went), and Delete, destructive.
@MainActor
final class SongsScreen: TableDemoScreen {
    let title: String
    let table: TerminalTableView
    private let binder: TableViewBinder
    private let artist: Artist
    private var songs: [String]?
    private var favourites: Set<String> = []
    private var sharedBy: [String: String] = [:]
    private let service = MusicLibraryService()

    init(_ artist: Artist, _ environment: DemoEnvironment) {
        self.artist = artist
        title = artist.name
        table = environment.makeTable()
        binder = TableViewBinder(tableView: environment.host(table), scheduler: environment.scheduler)
        let menu: (Int, AnyObject, SongRow) -> ContextMenu? = { [unowned self] _, _, row in songMenu.menu(for: row.title) }
        binder.onTable()
            .bind(content: Self.content, models: { [unowned self] in rows() })
            .contextMenu(menu)
        binder.finish()
    }

    /// A song as its row shows it: the row's content is made from it alone.
    struct SongRow: Equatable {
        var title: String
        var isFavourite: Bool
        var sharedBy: String?
    }

    /// The songs' rows, each with whether it is a favourite and where it was sent.
    private func rows() -> [SongRow] {
        (songs ?? []).map { (song: String) -> SongRow in
            SongRow(title: song, isFavourite: favourites.contains(song), sharedBy: sharedBy[song])
        }
    }

    /// A song's row: a ★ before a favourite, and where it was sent.
    private static func content(_ row: SongRow) -> RowContent {
        RowContent(text: row.isFavourite ? "★ " + row.title : row.title,
                   secondaryText: row.sharedBy.map { "♪ sent by " + $0 } ?? "♪")
    }

    /// The songs' context menu: each action changes the screen's data, then refreshes.
    private var songMenu: SongMenu {
        SongMenu(
            isFavourite: { [unowned self] (song: String) -> Bool in favourites.contains(song) },
            toggleFavourite: { [unowned self] (song: String) in edit { $0.favourites.formSymmetricDifference([song]) } },
            share: { [unowned self] (song: String, way: String) in edit { $0.sharedBy[song] = way } },
            delete: { [unowned self] (song: String) in edit { $0.songs?.removeAll { $0 == song } } })
    }

    /// Changes the screen's data and shows it.
    private func edit(_ change: (SongsScreen) -> Void) {
        change(self)
        binder.refresh()
    }

    var isLoading: Bool { songs == nil }

    func load() async {
        songs = await service.fetchSongs(by: artist)
        binder.refresh()
    }
}

/// An artist as its row shows it — with whether it is a favourite — identified by the artist.
struct ArtistRow: CollectionIdentifiable, Equatable, OffMainActorDiffable {
    var artist: Artist
    var isFavourite: Bool
    var collectionId: String { artist.collectionId }
}
