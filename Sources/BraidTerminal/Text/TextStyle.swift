/// How text looks in the terminal: attributes such as bold and reverse video, and colours.
///
/// A style with no colour uses the terminal's default. Styles combine with ``merging(_:)``: that is how the
/// table puts its selection (reverse video) and animation highlights over what a cell drew.
///
/// ```swift
/// let title = TextStyle.bold
/// let error = TextStyle([.bold, .underline], foreground: .red)
/// title.merging(.reverse) // bold and reverse
/// ```
public struct TextStyle: Hashable, Sendable {
    /// Text attributes, combinable.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attribute bits.
        public let rawValue: UInt8

        /// Attributes from their bits.
        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// Heavy text.
        public static let bold = Attributes(rawValue: 1)
        /// Faint text; terminals that cannot show it show normal text.
        public static let dim = Attributes(rawValue: 2)
        /// Underlined text.
        public static let underline = Attributes(rawValue: 4)
        /// Foreground and background swapped: the table's selection highlight.
        public static let reverse = Attributes(rawValue: 8)
        /// Slanted text; terminals that cannot show it show normal text.
        public static let italic = Attributes(rawValue: 16)
    }

    /// The attributes that are on.
    public var attributes: Attributes
    /// The text colour; `nil` is the terminal's default.
    public var foreground: TerminalColor?
    /// The background colour; `nil` is the terminal's default.
    public var background: TerminalColor?

    /// Creates a style from attributes and colours.
    public init(_ attributes: Attributes = [], foreground: TerminalColor? = nil, background: TerminalColor? = nil) {
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    /// The terminal's default look.
    public static let plain = TextStyle()
    /// Bold, in the default colours.
    public static let bold = TextStyle(.bold)
    /// Dim, in the default colours: section titles.
    public static let dim = TextStyle(.dim)
    /// Underlined, in the default colours.
    public static let underline = TextStyle(.underline)
    /// Reverse video: the selection.
    public static let reverse = TextStyle(.reverse)
    /// Italic, in the default colours.
    public static let italic = TextStyle(.italic)

    /// This style with `overlay` on top: both styles' attributes, and `overlay`'s colours where it has them.
    public func merging(_ overlay: TextStyle) -> TextStyle {
        TextStyle(
            attributes.union(overlay.attributes), foreground: overlay.foreground ?? foreground,
            background: overlay.background ?? background)
    }
}
