/// Returned only after a reported error, so the host gets an object instead of a crash without a message.
final class _PlaceholderCell {}
