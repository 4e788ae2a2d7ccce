/// Registration: which cell and header/footer types the binder registered with its view, and whether it does.
struct _Registration {
    /// `automaticallyRegistersCells`.
    var isAutomatic = true
    private var identifiers: Set<String> = []

    /// Whether the binder registers a type under `identifier` now: it registers automatically, and has not yet.
    mutating func claims(_ identifier: String) -> Bool {
        isAutomatic && identifiers.insert(identifier).inserted
    }
}
