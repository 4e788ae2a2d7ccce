import Foundation

/// A tmux server of its own with one 80×24 pane running a shell: a real terminal for end-to-end tests.
///
/// Each session uses its own socket, so tests never touch the user's tmux or each other's.
public final class TmuxSession {
    /// Whether tmux can be started at all on this machine.
    public static let isAvailable: Bool = (try? TmuxSession.tmux(["-V"], socket: nil)) != nil

    private let socket = "braid-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

    /// Starts a detached session running a plain shell with the prompt `e2e$ `.
    public init(width: Int = 80, height: Int = 24) throws {
        try run(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "e2e",
                 "env PS1='e2e$ ' bash --norc --noprofile"])
        try run(["set-option", "-g", "status", "off"])
        _ = try waitForScreen("the shell prompt") { $0.contains { $0.hasPrefix("e2e$") } }
    }

    deinit {
        _ = try? run(["kill-server"])
    }

    /// Types `line` into the shell and presses Enter.
    public func type(_ line: String) throws {
        try run(["send-keys", "-t", "e2e", "-l", line])
        try run(["send-keys", "-t", "e2e", "Enter"])
    }

    /// Types `text` without pressing Enter (into the program running in the pane).
    public func send(text: String) throws {
        try run(["send-keys", "-t", "e2e", "-l", text])
    }

    /// Presses keys, in tmux's names: `Down`, `PageDown`, `Space`, `C-c`, `q`.
    public func press(_ keys: String...) throws {
        try run(["send-keys", "-t", "e2e"] + keys)
    }

    /// Clicks the main mouse button at column `x`, row `y` (both from 0): the press and the release as an xterm reports
    /// them in its basic encoding, which a program reads once it has turned mouse reporting on.
    ///
    /// - Precondition: `x` and `y` are below 94 (the encoding's one-byte positions that are plain ASCII).
    public func click(x: Int, y: Int) throws {
        precondition((0..<94).contains(x) && (0..<94).contains(y), "click(x: \(x), y: \(y)) is beyond the basic mouse encoding")
        let position = String(UnicodeScalar(UInt8(33 + x))) + String(UnicodeScalar(UInt8(33 + y)))
        try send(text: "\u{1B}[M " + position)  // button 1 pressed
        try send(text: "\u{1B}[M#" + position)  // released
    }

    /// The pane's text, one string per row, trailing spaces removed.
    public func screen() throws -> [String] {
        var lines = try run(["capture-pane", "-p", "-t", "e2e"]).split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines.map(String.init)
    }

    /// Makes the pane `width` × `height`: the program in it gets SIGWINCH.
    public func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", "e2e", "-x", "\(width)", "-y", "\(height)"])
    }

    /// A tmux format about the pane, e.g. `#{alternate_on}`.
    public func pane(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", "e2e", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The process id of the shell in the pane.
    public func shellProcess() throws -> Int32 {
        Int32(try pane("#{pane_pid}")) ?? 0
    }

    /// Polls the screen until `condition` holds, for up to `seconds`; throws with the last screen if it
    /// never does.
    @discardableResult
    public func waitForScreen(_ what: String, seconds: Double = 15, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        var last: [String] = []
        repeat {
            last = try screen()
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        throw Timeout(what: what, screen: last)
    }

    /// A screen never showed what a test waited for.
    public struct Timeout: Error, CustomStringConvertible {
        var what: String
        var screen: [String]
        public var description: String {
            "timed out waiting for \(what); the screen was:\n" + screen.map { "|\($0)" }.joined(separator: "\n")
        }
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        try Self.tmux(arguments, socket: socket)
    }

    /// Runs tmux and returns what it wrote to standard output.
    ///
    /// Spawned directly rather than through Foundation's `Process`: the command that starts the server
    /// forks a daemon that would inherit `Process`'s exit-watching descriptor (and any pipe), so the test
    /// would wait forever. Here the child gets only /dev/null and, for output, a pipe nothing else holds,
    /// and default signal handling.
    private static func tmux(_ arguments: [String], socket: String?) throws -> String {
        let argv = ["tmux"] + (socket.map { ["-L", $0] } ?? []) + arguments
        let startsServer = arguments.first == "new-session"
        var output: [Int32] = [0, 0]
        guard pipe(&output) == 0 else { throw CommandFailed(command: argv.joined(separator: " "), status: -1) }
        for end in output { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if startsServer {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        // Signals as a fresh process has them: the test runner's threads block some, and a tmux server that
        // inherited that mask would never see its panes exit nor shut down.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        var allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var pointers = argv.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawnp(&child, "tmux", &actions, &attributes, &pointers, environ)
        close(output[1])
        defer { close(output[0]) }
        guard spawned == 0 else { throw CommandFailed(command: argv.joined(separator: " "), status: -1) }

        var data = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !startsServer {
            let count = read(output[0], &chunk, chunk.count)
            if count <= 0 { break }
            data += chunk[0..<count]
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let exitStatus = (status >> 8) & 0xFF
        guard status & 0x7F == 0, exitStatus == 0 else {
            throw CommandFailed(command: argv.joined(separator: " "), status: exitStatus)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// tmux exited with an error.
    struct CommandFailed: Error {
        var command: String
        var status: Int32
    }
}
