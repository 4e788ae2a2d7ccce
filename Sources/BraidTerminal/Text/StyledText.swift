/// Text made of runs, each with its own ``TextStyle``: what cells, headers and footers show.
///
/// A plain string literal is a `StyledText` in the plain style; `+` joins runs of different styles. Widths
/// are in terminal columns (``displayWidth``), so wide characters and combining marks line up.
///
/// ```swift
/// let line: StyledText = StyledText("Balance ", style: .dim) + StyledText("$2,305.82", style: .bold)
/// line.plainText    // "Balance $2,305.82"
/// line.displayWidth // 17
/// ```
public struct StyledText: Hashable, Sendable {
    /// A stretch of text in one style.
    public struct Run: Hashable, Sendable {
        /// The characters.
        public var text: String
        /// How they look.
        public var style: TextStyle

        /// Creates a run of `text` in `style`.
        public init(_ text: String, style: TextStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// The runs, in order; never an empty run.
    public private(set) var runs: [Run]

    /// Empty text.
    public init() {
        runs = []
    }

    /// `text` in one `style`.
    public init(_ text: String, style: TextStyle = .plain) {
        runs = text.isEmpty ? [] : [Run(text, style: style)]
    }

    /// Text made of `runs`; empty runs are dropped.
    public init(runs: [Run]) {
        self.runs = runs.filter { !$0.text.isEmpty }
    }

    /// The text without its styles.
    public var plainText: String {
        runs.reduce(into: "") { $0 += $1.text }
    }

    /// Whether there is no text.
    public var isEmpty: Bool { runs.isEmpty }

    /// The columns the text takes in a terminal.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public var displayWidth: Int {
        runs.reduce(0) { $0 + $1.text.displayWidth }
    }

    /// Adds `text` in `style` at the end.
    public mutating func append(_ text: String, style: TextStyle = .plain) {
        guard !text.isEmpty else { return }
        if let last = runs.last, last.style == style {
            runs[runs.count - 1].text += text
        } else {
            runs.append(Run(text, style: style))
        }
    }

    /// Adds `other`'s runs at the end.
    public mutating func append(_ other: StyledText) {
        for run in other.runs { append(run.text, style: run.style) }
    }

    /// `lhs` followed by `rhs`.
    public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
        var result = lhs
        result.append(rhs)
        return result
    }

    /// The same text with `overlay` merged over every run's style (see ``TextStyle/merging(_:)``).
    public func applying(_ overlay: TextStyle) -> StyledText {
        StyledText(runs: runs.map { Run($0.text, style: $0.style.merging(overlay)) })
    }

    /// Calls `body` with every character and its style, in order.
    func forEachCharacter(_ body: (Character, TextStyle) -> Void) {
        for run in runs {
            for character in run.text { body(character, run.style) }
        }
    }
}

extension StyledText: ExpressibleByStringLiteral {
    /// Plain text from a literal: `let title: StyledText = "Accounts"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension StyledText: CustomStringConvertible {
    /// The plain text, for messages.
    public var description: String { plainText }
}
