/// A row a handler is called for, as its section's items hold it — mid-update, an old state's items and row, not the
/// row shown. A chain with models reads the row's model from it (``_ChainModels``); other handlers ignore it.
struct _ItemRow {
    let items: _SectionItems
    let row: Int
}
