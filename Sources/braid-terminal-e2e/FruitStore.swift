/// The program's data: fruits, a toggle, and rows added later. Plain values, no UI.
struct FruitStore {
    /// The sections, in display order.
    enum Section: Int, CaseIterable {
        case fruits, settings, later
    }

    var fruits: [(name: String, price: String)] = [
        "Apple", "Apricot", "Avocado", "Banana", "Blackberry", "Blueberry", "Cherry", "Clementine", "Coconut",
        "Cranberry", "Date", "Dragonfruit", "Durian", "Elderberry", "Fig", "Gooseberry", "Grape", "Grapefruit",
        "Guava", "Honeydew", "Jackfruit", "Kiwi", "Kumquat", "Lemon", "Lime", "Lychee", "Mango", "Melon",
        "Nectarine", "Orange",
    ].enumerated().map { index, name in (name, "$\(index + 1).\(index % 10)0") }
    var notificationsOn = false
    var later: [String] = []
    /// How many rows `i` has inserted.
    var insertedCount = 0
}
