/// A header or footer view type bound to sections, with its view models.
@MainActor
final class _ViewBinding<Section: Hashable> {
    /// The view type and how its views are configured and compared: what a section's snapshot keeps.
    let view: _BoundView
    private let readViewModels: () -> [Section: Any]
    /// As ``_CellBinding``'s: nil for a closure, read again on every update.
    let version: (() -> Int)?
    private var cached: (version: Int, viewModels: [Section: Any])?

    init(view: _BoundView, viewModels: @escaping () -> [Section: Any], version: (() -> Int)?) {
        self.view = view
        self.readViewModels = viewModels
        self.version = version
    }

    /// The view models of every section in the update numbered `generation`, read from the source if its version
    /// changed, with that version.
    func viewModels(generation: Int) -> (version: Int, viewModels: [Section: Any]) {
        let version = version?() ?? generation
        if let cached, cached.version == version { return cached }
        let viewModels = readViewModels()
        cached = (version, viewModels)
        return (version, viewModels)
    }
}
