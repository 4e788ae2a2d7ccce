/// Which way a diff is found. Package-wide, not API: tests and the fuzz target diff the same lists both ways and
/// compare the results.
@usableFromInline
package enum _DiffStrategy: Sendable {
    /// The lockstep walk where it proves its result (see ``_Lockstep``), else hashing: what the public initializers do.
    case automatic
    /// Hashing every identity: the path any pair of lists can take.
    case hashing
    /// The lockstep walk alone: the diff is `nil` where the walk cannot prove its result.
    case lockstepOnly
}
