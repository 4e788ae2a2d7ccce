extension RowContentShowing {
    /// The warning for content whose image cells of this type cannot show — the row shows its text without it — or
    /// `nil` when the content has no image or they can show it. A binder reports it once per binding.
    static func unshownImageWarning(for content: RowContent) -> BinderDiagnostic? {
        guard let image = content.image, !canShow(image) else { return nil }
        let remedy = image.hasGlyph ? "a system image name" : "a glyph"
        return BinderDiagnostic(severity: .warning, message: """
            \(Self.self) cannot show the image '\(image.name)' of the row "\(content.text)": it shows the row's text \
            without it (reported once for this binding). Give the image \(remedy) as well: \
            ContentImage(systemName:glyph:).
            """)
    }
}
