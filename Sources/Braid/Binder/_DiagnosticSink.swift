/// A binder's `diagnosticHandler`, held by reference.
final class _DiagnosticSink {
    var handler: (BinderDiagnostic) -> Void = BinderDiagnostic.defaultHandler

    func report(_ severity: BinderDiagnostic.Severity, _ message: String) {
        handler(BinderDiagnostic(severity: severity, message: message))
    }
}
