/// Values with the same scope structure as the binding chains: by section name, for all other sections,
/// and for any section.
struct _Scoped<Section: Hashable, Value> {
    var named: [Section: Value] = [:]
    var all: Value?
    var any: Value?

    /// Whether nothing was bound in any scope.
    var isEmpty: Bool { named.isEmpty && all == nil && any == nil }
    /// Whether no section has a value: nothing bound by name nor for all sections (an any-section value is a
    /// fallback, not a section's).
    @inline(__always) var bindsNoSection: Bool { named.isEmpty && all == nil }
}
