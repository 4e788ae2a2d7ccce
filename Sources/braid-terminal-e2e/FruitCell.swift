import BraidTerminal

/// A fruit: its name on the left, its price on the right, a disclosure mark.
final class FruitCell: TerminalTableViewCell, ReuseIdentifiable {
    func configure(name: String, price: String) {
        lines = [TerminalLine(StyledText(name), right: StyledText(price, style: .bold))]
        accessory = .disclosureIndicator
    }
}

/// A setting with a switch that toggles on Space.
final class ToggleCell: TerminalTableViewCell, ReuseIdentifiable {
    var title = ""
    var isOn = false {
        didSet { render() }
    }
    /// Told when the user toggles the switch.
    var onToggle: ((Bool) -> Void)?

    func configure(title: String, isOn: Bool, onToggle: @escaping (Bool) -> Void) {
        self.title = title
        self.isOn = isOn
        self.onToggle = onToggle
    }

    override func handle(key: Key) -> Bool {
        guard key == .character(" ") else { return false }
        isOn.toggle()
        onToggle?(isOn)
        return true
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onToggle = nil
    }

    private func render() {
        lines = [TerminalLine(StyledText(title), right: StyledText(isOn ? "[on]" : "[off]", style: .bold))]
    }
}
