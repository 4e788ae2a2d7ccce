import Braid

/// An artist; identified by name.
public struct Artist: CollectionIdentifiable, Equatable, OffMainActorDiffable {
    public var name: String
    public var collectionId: String { name }

    /// The letter the artist is filed under, ignoring a leading "The ", "A " or "An ".
    public var letter: String {
        var sortName = Substring(name)
        for article in ["The ", "An ", "A "] where sortName.hasPrefix(article) {
            sortName = sortName.dropFirst(article.count)
            break
        }
        return sortName.first.map { String($0).uppercased() } ?? "#"
    }
}

/// A section of the library: one per first letter, known only once the library loads.
public struct LetterSection: TableViewSection, Comparable, Sendable {
    public var letter: String
    public static func < (lhs: LetterSection, rhs: LetterSection) -> Bool { lhs.letter < rhs.letter }
}

/// The library the sample draws from (SAMPLES.md, sample 2).
public enum ArtistCatalog {
    public static let names = [
        "Louis-Jean Cormier", "Lisa Leblanc", "Led Zepplin", "Metric", "Fat Larry's Band", "Tame Impala",
        "Animal Collective", "Coldplay", "Stromae", "Queens of the Stone Age", "Queen", "The Police",
        "Of Monsters and Men", "Clean Bandit", "Nirvana", "Oasis", "Foo Fighters", "Muse", "Mounties", "k-os",
        "Kanye West", "Kendrick Lamar", "Heart", "Hollerado", "Half Moon Run", "Car Seat Headrest",
        "Fleetwood Mac", "Finger Eleven", "Feist", "Ed Sheeran", "Elton John", "AC/DC", "Led", "Dido",
        "Digitalism", "Crystal Castles", "Post Malone", "City and Colour", "Bombay Bicycle Club", "Big Data",
        "Alabama Shakes", "Yuna", "U2", "Two Door Cinema Club", "Tokyo Police Club", "A Tribe Called Quest",
        "Phantogram", "Pearl Jam", "Passion Pit", "Paramore", "My Chemical Romance", "Nelly Furtado",
        "Norah Jones", "Niel Young", "Otis Redding", "The Strokes", "Soundgarden", "The Notorious B.I.G.",
        "The Beatles", "Sharpest", "Sixpence None The Richer", "Shakey Graves", "Sarah McLachlan",
        "Rise Against", "Regina Spektor", "Radiohead", "System of a Down",
    ]
}

/// Answers with a random subset of the catalog, grouped by letter, and makes up songs for an artist.
@MainActor
public final class MusicLibraryService {
    private var random: SampleRandom

    public init(seed: UInt64 = 2019) {
        random = SampleRandom(seed: seed)
    }

    /// About 52 draws with replacement, de-duplicated, grouped by letter, sorted by name within a letter.
    public func fetchArtists() async -> [LetterSection: [Artist]] {
        await ServiceDelay.wait(1)
        var picked = Set<String>()
        for _ in 0..<52 { picked.insert(ArtistCatalog.names.randomElement(using: &random)!) }
        let artists = picked.sorted { $0.lowercased() < $1.lowercased() }.map(Artist.init(name:))
        return Dictionary(grouping: artists) { LetterSection(letter: $0.letter) }
    }

    /// Song titles made up from the artist's name.
    public func fetchSongs(by artist: Artist) async -> [String] {
        await ServiceDelay.wait(0.5)
        let word = artist.name.split(separator: " " as Character).last.map(String.init) ?? artist.name
        return [
            "\(word) Forever", "Songs About \(word)", "The \(word) Sessions", "Midnight in \(word)",
            "\(word) (Live)", "Return of \(word)",
        ]
    }
}
