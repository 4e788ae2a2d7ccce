import Foundation

/// The failure a paged section shows when its loader answered too many empty pages in a row.
struct _EmptyPagesFailure: LocalizedError {
    let count: Int
    var errorDescription: String? { "the page loader answered \(count) empty pages in a row that were not the last" }
}
