#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error without Foundation.
///
/// Swift 6 rejects reading C's `stdout`/`stderr` globals (shared mutable state), so errors go straight to
/// file descriptor 2 and output is flushed with `fflush(nil)`, which flushes every stream.
enum Console {
    /// Writes `text` to standard error, unbuffered.
    static func writeError(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }

    /// Pushes what `print` has buffered to the terminal or pipe, so long runs show progress.
    static func flush() {
        fflush(nil)
    }
}
