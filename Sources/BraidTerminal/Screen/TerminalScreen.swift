import CNcursesShim

/// The one thing that touches the terminal: it puts ``ScreenBuffer`` frames on the screen through
/// ncurses and reads the user's input.
///
/// Each frame is compared with the previous one and only the cells that changed are handed to ncurses,
/// which in turn sends the terminal the shortest update it knows — so a frame in which one row changed
/// writes about that row's bytes. There is one screen per process, as with ncurses itself.
///
/// ```swift
/// let screen = try TerminalScreen.offscreen(width: 200, height: 60) // counts bytes, shows nothing
/// screen.present(buffer)
/// screen.bytesWritten // what a terminal would have received
/// ```
@MainActor
public final class TerminalScreen {
    /// Why a screen could not start.
    public enum Failure: Error, Hashable, CustomStringConvertible {
        /// Standard input or output is not a terminal (a pipe, a file).
        case notATerminal
        /// Another screen is open in this process.
        case alreadyOpen
        /// ncurses could not start, for example because the terminal type is unknown.
        case cannotStart(terminalType: String)

        /// The reason, for a message to the user.
        public var description: String {
            switch self {
            case .notATerminal:
                "standard input or output is not a terminal"
            case .alreadyOpen:
                "a terminal screen is already open in this process"
            case .cannotStart(let type):
                "ncurses cannot start on terminal type '\(type)' (check TERM)"
            }
        }
    }

    /// The number of columns.
    public private(set) var width: Int
    /// The number of rows.
    public private(set) var height: Int
    /// What the terminal shows now, as far as this screen knows.
    private var shown: ScreenBuffer
    private var colors: ColorPairs
    private var isOpen = true

    private init() {
        width = Int(braid_screen_cols())
        height = Int(braid_screen_rows())
        shown = ScreenBuffer(width: width, height: height)
        colors = ColorPairs()
    }

    /// Takes over the process's terminal: the alternate screen, keys one at a time, mouse reports.
    ///
    /// Also installs the handlers that give the terminal back however the process ends — `exit`, Ctrl-C,
    /// SIGTERM, a crash — and while the process is suspended with Ctrl-Z. Resizes and the return from a
    /// suspension are readable on ``notifications``.
    /// - Throws: ``Failure`` when standard input or output is not a terminal, or ncurses cannot start.
    public static func terminal() throws(Failure) -> TerminalScreen {
        guard isatty(0) == 1, isatty(1) == 1 else { throw .notATerminal }
        guard braid_screen_is_open() == 0 else { throw .alreadyOpen }
        guard braid_screen_open_terminal() == 0 else {
            throw .cannotStart(terminalType: getenv("TERM").map { String(cString: $0) } ?? "(unset)")
        }
        return TerminalScreen()
    }

    /// A screen that writes to memory instead of a terminal: for benchmarks and tests of what would be
    /// sent. ``bytesWritten`` counts it.
    ///
    /// - Parameters:
    ///   - width: the screen's columns.
    ///   - height: the screen's rows.
    ///   - terminalType: the terminfo name whose escape sequences to write.
    /// - Precondition: `width` and `height` are 1 to 32,767 — what ncurses can address (its coordinates are
    ///   `short`); a programming error otherwise, stopped with a message naming the size.
    public static func offscreen(
        width: Int, height: Int, terminalType: String = "xterm-256color"
    ) throws(Failure) -> TerminalScreen {
        precondition((1...32_767).contains(width) && (1...32_767).contains(height), """
            TerminalScreen.offscreen(width: \(width), height: \(height)): a screen is 1 to 32,767 columns and rows
            """)
        guard braid_screen_is_open() == 0 else { throw .alreadyOpen }
        guard braid_screen_open_sink(terminalType, Int32(height), Int32(width)) == 0 else {
            throw .cannotStart(terminalType: terminalType)
        }
        return TerminalScreen()
    }

    /// The bytes sent so far by an ``offscreen(width:height:terminalType:)`` screen; `nil` for a terminal.
    public var bytesWritten: Int? {
        let count = braid_screen_bytes_written()
        return count < 0 ? nil : Int(count)
    }

    /// What happened to the terminal outside the program: see ``notifications``.
    public struct Notifications: Hashable, Sendable {
        /// The terminal changed size: call ``updateSize()``.
        public var resized = false
        /// The process continued after Ctrl-Z: the next frame must be drawn whole (``redrawAll()``).
        public var resumed = false
    }

    /// A file descriptor that becomes readable when the terminal is resized or the process continues
    /// after a suspension; ``readNotifications()`` says which.
    public var notifications: Int32 {
        braid_notifications()
    }

    /// Reads what arrived on ``notifications`` since the last call.
    public func readNotifications() -> Notifications {
        var result = Notifications()
        var bytes = [UInt8](repeating: 0, count: 16)
        while true {
            let count = read(notifications, &bytes, bytes.count)
            guard count > 0 else { break }
            for byte in bytes[0..<count] {
                if Int(byte) == Int(BRAID_NOTIFY_RESIZED) { result.resized = true }
                if Int(byte) == Int(BRAID_NOTIFY_RESUMED) { result.resumed = true }
            }
        }
        return result
    }

    /// Puts `buffer` on the screen: sends the cells that differ from the last frame, then lets ncurses
    /// send its minimal update.
    ///
    /// A buffer of another size than the screen is drawn from the top-left corner and cut to the screen.
    /// - Complexity: O(cells) to compare; output proportional to what changed.
    public func present(_ buffer: ScreenBuffer) {
        guard isOpen else { return }
        for y in 0..<min(height, buffer.height) {
            if let columns = changedColumns(inRow: y, of: buffer) { write(row: y, columns: columns, of: buffer) }
        }
        braid_refresh()
    }

    /// The columns of row `y` from the first to the last cell that differ from what is shown.
    ///
    /// A function of its own so that no slice of ``shown`` outlives the comparison: writing into it while a
    /// slice is held would copy the whole screen.
    private func changedColumns(inRow y: Int, of buffer: ScreenBuffer) -> ClosedRange<Int>? {
        let new = buffer.row(y)
        let old = shown.row(y)
        var first: Int?
        var last = 0
        for x in 0..<min(width, buffer.width) where new[new.startIndex + x] != old[old.startIndex + x] {
            if first == nil { first = x }
            last = x
        }
        return first.map { $0...last }
    }

    /// Reads one pending input event without waiting, or `nil` when there is none.
    public func nextEvent() -> InputEvent? {
        guard isOpen else { return nil }
        var input = braid_input()
        braid_read_input(&input)
        return InputDecoder.decode(InputDecoder.Raw(kind: input.kind, code: input.code, x: input.x, y: input.y))
    }

    /// Takes the terminal's new size after a resize; the next frame is drawn whole.
    ///
    /// - Returns: whether the size changed. ncurses reports a resize it made itself (`KEY_RESIZE`) as
    ///   input, so a caller that resizes on every resize event must stop when nothing changed.
    @discardableResult
    public func updateSize() -> Bool {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard braid_terminal_size(&rows, &columns) == 0 else { return false }
        guard Int(rows) != height || Int(columns) != width else { return false }
        braid_screen_resize(rows, columns)
        width = Int(braid_screen_cols())
        height = Int(braid_screen_rows())
        redrawAll()
        return true
    }

    /// Draws the next frame whole, for when the terminal may show something else.
    public func redrawAll() {
        braid_invalidate()
        shown = ScreenBuffer(width: width, height: height)
    }

    /// Gives the terminal back as it was. The screen draws nothing afterwards.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        braid_screen_close()
    }

    // MARK: Writing cells

    private func write(row y: Int, columns: ClosedRange<Int>, of buffer: ScreenBuffer) {
        var x = columns.lowerBound
        if x > 0, buffer[x, y].width == 0 || shown[x, y].width == 0 { x -= 1 }  // start at a whole character
        while x <= columns.upperBound && x < min(width, buffer.width) {
            let cell = buffer[x, y]
            shown[x, y] = cell
            if cell.width > 0 {
                put(cell, x: x, y: y)
                if cell.width == 2, x + 1 < width { shown[x + 1, y] = ScreenBuffer.Cell(" ", width: 0, style: cell.style) }
            }
            x += max(1, Int(cell.width))
        }
    }

    private func put(_ cell: ScreenBuffer.Cell, x: Int, y: Int) {
        let attributes = UInt32(cell.style.attributes.rawValue)
        let pair = colors.pair(for: cell.style)
        let scalars = cell.character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first {
            braid_put_scalar(Int32(y), Int32(x), scalar.value, attributes, pair)
        } else {
            let values = scalars.prefix(5).map(\.value)
            values.withUnsafeBufferPointer { pointer in
                braid_put_cell(Int32(y), Int32(x), pointer.baseAddress, Int32(pointer.count), attributes, pair)
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
