import Foundation

/// The states a chain's sections show, driven by the chain's source (see ``SectionState``):
///
/// - an async sequence or publisher is **loading** until its first value;
/// - a source that fails shows an **error** made from the failure, and its action (Retry) starts the source again;
/// - a value without rows is **empty**.
///
/// A state left nil is not shown: a section without an empty state shows no rows, as it always has.
///
/// ```swift
/// binder.onSection(.inbox)
///     .bind(cellType: MessageCell.self, models: messages)   // a publisher
///     .states(SectionStates(empty: "No messages"))
/// ```
@MainActor
public struct SectionStates {
    /// Shown while the source has not delivered its first value.
    public var loading: StateContent?
    /// Shown when the section has no rows.
    public var empty: StateContent?
    /// Shown when the source failed, made from the failure; its action starts the source again.
    public var error: ((any Error) -> StateContent)?
    /// The cell the states show in; nil: the host's content cell (``CellViewHost/contentCellType``).
    public var cellType: (any StateShowing.Type)?

    /// States with these contents; by default a "Loading…" row, no empty row, and an error row that describes the
    /// failure and offers Retry.
    public init(
        loading: StateContent? = "Loading…", empty: StateContent? = nil,
        error: ((any Error) -> StateContent)? = SectionStates.describing, cellType: (any StateShowing.Type)? = nil
    ) {
        self.loading = loading
        self.empty = empty
        self.error = error
        self.cellType = cellType
    }

    /// The default error row: "Couldn't load", the failure's description, and Retry.
    nonisolated public static func describing(_ error: any Error) -> StateContent {
        StateContent("Couldn't load", secondaryText: (error as? any LocalizedError)?.errorDescription ?? "\(error)", actionTitle: "Retry")
    }
}
