import Testing

/// What a headless view does with an error it reports: by default, fail the running test with its message.
///
/// The source location is where the test called the verb that failed, or, for calls that come from the code
/// under test (a batch update, a dequeue), where the test created the view.
public typealias HeadlessFailureHandler = @MainActor (HeadlessHostError, SourceLocation) -> Void

extension HeadlessHostError {
    /// The default ``HeadlessFailureHandler``: records a Swift Testing issue when a test is running, and stops
    /// the program with the message otherwise — never a silent failure.
    ///
    /// Replace a view's `failureHandler` to route errors elsewhere, for example to `XCTFail`.
    @MainActor
    public static func recordIssueOrTrap(_ error: HeadlessHostError, at location: SourceLocation) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: error.message), sourceLocation: location)
        } else {
            fatalError("\(error.message) (\(location))")
        }
    }
}
