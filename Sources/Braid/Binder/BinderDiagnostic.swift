/// Something a binder has to tell its developer: a problem with the data, or a mistake in the binding code.
///
/// The two are kept apart, because only one of them is the code's to fix before it ships:
///
/// - **The data's problems are warnings**, in every build: the binder shows the data as well as it can, says how,
///   and goes on. Data comes from servers and users; no shape of it stops the program. They are:
///   - identities that occur more than once in a section, or one section displayed twice;
///   - a tree with a cycle, a node under two parents, more than 100,000 levels, more than 16,777,216 rows, or
///     `children` that answers differently twice in a row;
///   - a `RecordingList` edit at an index out of range, or a `CollectionDifference` that does not fit the list;
///   - a source (publisher, async sequence) that fails;
///   - a user's edit the chain refuses, or one the app's handler does not make in the data (the row goes back);
///   - a negative `numberOfCells`.
///
///   Calls the binder ignores (`displayedSections` set under a hiding behaviour, a second `finish()`) are warnings
///   too.
/// - **The code's mistakes are errors**: a chain that assumed the wrong model type, a binding made after `finish()`,
///   a tree of models without identity, an update delegate that did not apply every stage, a header view whose
///   reuse identifier another type shares, a dimension that is not finite. Each message names the fix. The default handler stops the program on
///   them, as a failed precondition would, so that they are found in development.
///
/// Set a binder's `diagnosticHandler` to collect both instead (tests do), or to send them to your logging.
public struct BinderDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious it is.
    public enum Severity: Hashable, Sendable {
        /// A problem with the data (duplicate identities, a bad tree, a wrong edit of a recording list, a failing
        /// source) or an ignored call: the view shows the data as well as it can, and the program goes on.
        case warning
        /// A mistake in the binding code, with a message that names the fix; the default handler stops the program.
        case error
    }

    /// Whether it is a mistake (error) or something worth knowing about the data (warning).
    public var severity: Severity
    /// What happened and what to do, naming the section and the types involved.
    public var message: String

    /// Creates a diagnostic.
    public init(severity: Severity, message: String) {
        self.severity = severity
        self.message = message
    }

    /// `Braid error: …` or `Braid warning: …`.
    public var description: String { "Braid \(severity == .error ? "error" : "warning"): \(message)" }

    /// The default handler: warnings (the data's problems) go to standard error, and the program goes on; errors
    /// (the code's mistakes) stop the program with their message.
    public static func defaultHandler(_ diagnostic: BinderDiagnostic) {
        switch diagnostic.severity {
        case .warning: _printToStandardError(diagnostic.description)
        case .error: fatalError(diagnostic.description)
        }
    }
}

/// Writes a line to standard error.
func _printToStandardError(_ line: String) {
    var bytes = Array((line + "\n").utf8)
    bytes.withUnsafeMutableBytes { buffer in
        _ = write(2, buffer.baseAddress, buffer.count)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
