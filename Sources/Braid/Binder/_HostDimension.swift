/// A dimension a chain can bind: a height (`Double`) or a ``Size``, whose automatic value the host
/// protocols spell as nil.
protocol _HostDimension {
    /// The value for the host: nil when it asks for automatic sizing (any negative number).
    var hostValue: Self? { get }
    /// Whether every number in it is finite (neither infinite nor not a number).
    var isFinite: Bool { get }
}
