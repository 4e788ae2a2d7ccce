/// How a chain's handlers read their rows' models: through the chain's binding (``_RowModels``), or, for a chain that
/// assumed its model type (`assuming(modelType:)`), through whichever binding made the rows — checked, since only
/// the assumption says the types agree.
@MainActor
struct _ChainModels<Model> {
    /// The chain's binding's models; nil for an assumed model type.
    let bound: _RowModels<Model>?

    /// The model of `row`; nil when the rows hold no `Model`s (an assumption that was wrong).
    func model(of row: _ItemRow) -> Model? {
        if let bound { return bound.model(in: row.items, at: row.row) }
        return row.items.listedRowModels()?.anyModel(in: row.items, at: row.row) as? Model  // checked cast: assuming(modelType:) is the app's word that the types agree; a wrong one is reported (SectionedBinder.model)
    }
}
