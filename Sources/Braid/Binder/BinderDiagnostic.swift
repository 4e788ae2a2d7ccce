/// Something a binder has to tell its developer: a mistake in the binding code, or a warning about the data.
///
/// By default errors stop the program with their message (like a failed precondition) and warnings are
/// printed once; set a binder's `diagnosticHandler` to collect them instead (tests do).
public struct BinderDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious it is.
    public enum Severity: Hashable, Sendable {
        /// Something about the data worth knowing (duplicate identities, an ignored assignment); the table still shows
        /// the data.
        case warning
        /// A mistake in the binding code; the default handler stops the program with its message.
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

    /// The default handler: errors trap with their message; warnings go to standard error.
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
