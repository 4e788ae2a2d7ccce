/// How many terminal columns text takes: 2 for East Asian wide and fullwidth characters and for emoji shown
/// as pictures, 0 for combining marks and other zero-width characters, 1 for everything else.
///
/// Terminals decide widths from tables like this one; where they disagree (new emoji, ambiguous-width
/// characters), this follows what current xterm-compatible terminals do with a UTF-8 locale.
extension Unicode.Scalar {
    /// The columns this scalar takes on its own: 0, 1 or 2. Control characters take 0.
    public var displayWidth: Int {
        let value = self.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return 1 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .surrogate:
            return 0
        default:
            break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels and final consonants
        if properties.isEmojiPresentation || Self.isEastAsianWide(value) { return 2 }
        return 1
    }

    /// Whether the scalar is East Asian Wide or Fullwidth (Unicode's EastAsianWidth W and F), outside the
    /// emoji, which ``displayWidth`` finds by their presentation property.
    static func isEastAsianWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        for range in wideRanges where range.contains(value) { return true }
        return false
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility jamo, Kanbun, CJK strokes, enclosed, compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols
        0x17000...0x18CFF,  // Tangut, Khitan
        0x1B000...0x1B2FF,  // kana supplement and extensions, Nüshu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B–F, compatibility supplement
        0x30000...0x3FFFD,  // CJK extensions G and H
    ]
}

extension Character {
    /// The columns this character (a grapheme cluster) takes: its first visible scalar's width, made 2 by
    /// an emoji presentation selector (U+FE0F) or a regional-indicator flag and 1 by a text presentation
    /// selector (U+FE0E); combining marks and joiners add nothing.
    public var displayWidth: Int {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F, scalars.count == 1 { return first.value < 0x20 ? 0 : 1 }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }  // regional indicators: flags
        var width = 0
        for scalar in scalars {
            if scalar.value == 0xFE0F, first.properties.isEmoji { return 2 }
            if scalar.value == 0xFE0E, width == 2 { return 1 }
            if width == 0 { width = scalar.displayWidth }
        }
        return width
    }
}

extension StringProtocol {
    /// The columns the text takes in a terminal: the sum of its characters' ``Character/displayWidth``.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public var displayWidth: Int {
        var total = 0
        for character in self { total += character.displayWidth }
        return total
    }
}
