/// The identity the diff gives one value of `Model`, for a host that shows a row under its model's identity
/// (BraidUIKit's SwiftUI rows): the model's `collectionId` when it is `CollectionIdentifiable`, else its `id` when it
/// is `Identifiable` — found by ``_DiffTraits``, so that a row is shown under exactly the identity it is diffed by.
/// Nil when `Model` has neither.
///
/// The type is asked once, here; the closure asks the model for its identity each time it runs.
package func _identityOfEach<Model>(_ type: Model.Type) -> ((Model) -> AnyHashable)? {
    guard let identities = _DiffTraits(of: type).identities else { return nil }
    return { model in
        switch identities([model]) {
        case .ints(let ids): AnyHashable(ids[0])
        case .strings(let ids): AnyHashable(ids[0])
        case .others(let ids): AnyHashable(ids[0])
        }
    }
}
