extension RowContent {
    /// The content as plain text, as the headless host shows it and a test reads it.
    ///
    /// The first line is the image's glyph (when it has one), the text, ` | ` and the secondary text when it goes
    /// beside, then each accessory's ``ContentAccessory/mark`` after a space; a secondary text that goes below is
    /// the second line.
    ///
    /// ```swift
    /// RowContent(text: "Alarm", accessories: [.toggle(isOn: true)]).plainText // "Alarm [x]"
    /// ```
    public var plainText: String {
        var line = ""
        if let image, image.hasGlyph, let glyph = image.glyph { line = glyph + " " }
        line += text
        if secondaryTextPlacement == .beside, !secondaryText.isEmpty { line += " | " + secondaryText }
        for accessory in accessories { line += " " + accessory.mark }
        guard secondaryTextPlacement == .below, !secondaryText.isEmpty else { return line }
        return line + "\n" + secondaryText
    }
}
