/// A ``RecordingList``'s identity, held by the versions it hands out: they may outlive the list and are freed
/// wherever the diff that read them ran, so they hold this, not the list.
final class _RecordingIdentity: Sendable {}
