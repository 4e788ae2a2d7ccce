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
