/// A model whose `collectionId` says which element of a table or collection it *is* — not what it shows.
///
/// The identity must stay the same when the model's other properties change: Braid matches old and new data
/// by identity to find inserts, deletes and moves, and (if the model is also `Equatable`) compares content
/// to find updates. Swift's own `Identifiable` works the same way and is accepted everywhere this is.
///
/// ```swift
/// struct Account: CollectionIdentifiable, Equatable {
///     var number: String
///     var balance: Decimal
///     var collectionId: String { number }
/// }
/// ```
///
/// - Note: Two models with the same identity in one list are *duplicates*. Braid never crashes on them; see
///   ``FlatDiff`` for the policy.
public protocol CollectionIdentifiable {
    /// A string that identifies this model among the others in the same table or collection.
    var collectionId: String { get }
}

extension CollectionIdentifiable where Self: RawRepresentable, RawValue: LosslessStringConvertible {
    /// The raw value as a string: an `Int`- or `String`-backed enum is identified by its case.
    ///
    /// ```swift
    /// enum FormItem: Int, CollectionIdentifiable { case username, password }
    /// FormItem.password.collectionId // "1"
    /// ```
    public var collectionId: String { rawValue.description }
}
