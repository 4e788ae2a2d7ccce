/// An image of a row's or a header's content, named the ways hosts can show it: an SF Symbol for UIKit, a glyph —
/// one or two characters — for the terminal.
///
/// A host shows the first name it can: UIKit the system image, the terminal and the headless host the glyph. A
/// host that can show none of them shows the text without the image; see
/// ``RowContentShowing/canShow(_:)``.
///
/// ```swift
/// ContentImage.system("folder", glyph: "▸") // UIKit: the "folder" symbol; terminal: "▸"
/// ContentImage.glyph("★")                   // the terminal's and the headless host's only
/// ```
public struct ContentImage: Hashable, Sendable {
    /// The name of a system image (an SF Symbol, UIKit's `UIImage(systemName:)`), if any.
    public var systemName: String?
    /// Characters a text host draws in the image's place, if any; keep it one or two columns wide.
    public var glyph: String?

    /// An image with a system image name, a glyph, or both.
    public init(systemName: String? = nil, glyph: String? = nil) {
        self.systemName = systemName
        self.glyph = glyph
    }

    /// A system image (an SF Symbol), with the glyph a text host draws instead, if any.
    public static func system(_ name: String, glyph: String? = nil) -> ContentImage {
        ContentImage(systemName: name, glyph: glyph)
    }

    /// A glyph only: text hosts draw it; UIKit shows no image.
    public static func glyph(_ glyph: String) -> ContentImage {
        ContentImage(glyph: glyph)
    }

    /// Whether it has a glyph to draw: what the terminal and the headless host can show.
    public var hasGlyph: Bool {
        glyph.map { !$0.isEmpty } ?? false
    }

    /// What the image is called in a host's message: its system name, or its glyph.
    public var name: String {
        systemName ?? glyph ?? ""
    }
}
