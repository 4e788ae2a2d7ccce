import Braid

@available(iOS 14.0, *)
extension UIListContentConfiguration {
    /// The list content that shows `content`: a value cell when its secondary text goes beside, a subtitle cell when
    /// it goes below; the image is the system image of that name (none when the content names none).
    static func showing(_ content: RowContent) -> UIListContentConfiguration {
        var configuration: UIListContentConfiguration =
            content.secondaryTextPlacement == .below ? .subtitleCell() : .valueCell()
        configuration.text = content.text
        configuration.secondaryText = content.secondaryText.isEmpty ? nil : content.secondaryText
        configuration.image = content.image?.systemName.flatMap { UIImage(systemName: $0) }
        return configuration
    }

    /// `self` — a header's or footer's own list content — showing `content`'s text and secondary text.
    func showing(_ content: HeaderFooterContent) -> UIListContentConfiguration {
        var configuration = self
        configuration.text = content.text
        configuration.secondaryText = content.secondaryText.isEmpty ? nil : content.secondaryText
        return configuration
    }
}
