/// What a section header or footer shows, described instead of drawn: text and secondary text, as UIKit's
/// header and footer list content configurations have them.
///
/// Each host shows it with its built-in header/footer content view (``TableViewHost/headerFooterContentViewType``,
/// ``CollectionViewHost/supplementaryContentViewType``).
///
/// ```swift
/// HeaderFooterContent(text: "Accounts", secondaryText: "3").plainText // "Accounts | 3"
/// ```
public struct HeaderFooterContent: Hashable, Sendable {
    /// The main text; empty for none.
    public var text: String
    /// Text after it, at the trailing edge; empty for none.
    public var secondaryText: String

    /// Creates the content of a header or footer.
    public init(text: String, secondaryText: String = "") {
        self.text = text
        self.secondaryText = secondaryText
    }

    /// The content as plain text: the text, then ` | ` and the secondary text when there is one.
    public var plainText: String {
        secondaryText.isEmpty ? text : text + " | " + secondaryText
    }
}
