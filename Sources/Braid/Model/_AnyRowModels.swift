/// ``_RowModels`` whatever its model type: what items hold the binding's by, and what a chain that only assumed its
/// model type (`assuming(modelType:)`) checks against its own.
class _AnyRowModels: @unchecked Sendable {
    /// Takes freed `items` off the list.
    func unlist(_ items: _SectionItems) {}
    /// The model of `row` of `items`, whatever its type: what a chain that only assumed its model type reads.
    @MainActor
    func anyModel(in items: _SectionItems, at row: Int) -> Any? { nil }
}
