/// The part of a header or footer binding that does not depend on the section type: the view type, and how its views
/// are configured and their view models compared. Snapshots keep this, not the generic ``_ViewBinding``, so that a
/// section's view values are of a type the runtime need not look up for every section on every update.
@MainActor
final class _BoundView {
    let viewType: AnyObject.Type
    let reuseIdentifier: String
    /// Sets a view model on a dequeued view.
    let configure: (AnyObject, Any) -> Void
    /// Compares two view models, when their type is `Equatable`.
    let equals: ((Any, Any) -> Bool)?

    init(
        viewType: AnyObject.Type, reuseIdentifier: String, configure: @escaping (AnyObject, Any) -> Void,
        equals: ((Any, Any) -> Bool)?
    ) {
        self.viewType = viewType
        self.reuseIdentifier = reuseIdentifier
        self.configure = configure
        self.equals = equals
    }

    /// One section's header or footer view in one data state.
    @MainActor
    struct Value {
        let view: _BoundView
        let viewModel: Any
        /// The source version the view model was read at: the same version means the same view model.
        let version: Int

        /// Whether two states show the same view: same source version, or equal view models.
        static func same(_ a: Value?, _ b: Value?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case let (a?, b?):
                guard a.view === b.view else { return false }
                if a.version == b.version { return true }
                guard let equals = a.view.equals else { return false }
                return equals(a.viewModel, b.viewModel)
            default: return false
            }
        }
    }
}
