/// A type whose values name the sections of a table: usually an enum, or a struct for sections only known
/// at run time.
///
/// ```swift
/// enum Section: Int, TableViewSection, Comparable {
///     case checking, savings
/// }
/// ```
/// An `Int`- or `String`-backed enum that declares `Comparable` is ordered by its raw values; Braid supplies `<`.
public protocol TableViewSection: Hashable {}

extension TableViewSection where Self: RawRepresentable, Self.RawValue: Comparable {
    /// Orders sections by their raw values.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension TableViewSection where Self: CollectionIdentifiable {
    /// Sections that are `CollectionIdentifiable` are the same section when their `collectionId`s are equal,
    /// whatever else they carry — the original library's rule, so a struct section may hold values that are not
    /// `Hashable` (a title, a model) without writing `==` and `hash(into:)`.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.collectionId == rhs.collectionId }

    /// Hashes the section's `collectionId`.
    public func hash(into hasher: inout Hasher) { hasher.combine(collectionId) }
}
