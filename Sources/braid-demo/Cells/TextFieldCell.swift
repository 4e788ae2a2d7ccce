import Braid
import BraidSamples
import BraidTerminal

/// A one-line text field: typing edits it while its row is selected (SAMPLES.md, sample 3).
final class TextFieldCell: TerminalTableViewCell, ViewEventEmitting {
    enum ViewEvent {
        case textEntryStarted
        case textEntered(String)
        case textEntryEnded
    }

    var placeholder = ""
    var enteredText = ""
    private var isEditing = false

    override var isSelected: Bool {
        didSet {
            if oldValue && !isSelected && isEditing {
                isEditing = false
                emit(event: .textEntryEnded)
            }
        }
    }

    override func layoutLines(width: Int) -> [TerminalLine] {
        let text = enteredText.isEmpty
            ? StyledText(placeholder, style: .dim)
            : StyledText(enteredText) + StyledText(isSelected ? "▏" : "", style: .dim)
        return [TerminalLine(text)]
    }

    override func handle(key: Key) -> Bool {
        switch key {
        case .character(let character):
            edit { $0.append(character) }
        case .backspace, .delete:
            guard !enteredText.isEmpty else { return true }
            edit { $0.removeLast() }
        default:
            return false
        }
        return true
    }

    private func edit(_ change: (inout String) -> Void) {
        if !isEditing {
            isEditing = true
            emit(event: .textEntryStarted)
        }
        change(&enteredText)
        emit(event: .textEntered(enteredText))
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        placeholder = ""
        enteredText = ""
        isEditing = false
    }
}

/// A multi-line text view with a placeholder; Enter starts a new line while it is selected.
final class TextViewCell: TerminalTableViewCell, ViewEventEmitting {
    typealias ViewEvent = TextFieldCell.ViewEvent

    var placeholder = ""
    var enteredText = ""

    override func layoutLines(width: Int) -> [TerminalLine] {
        if enteredText.isEmpty { return [TerminalLine(StyledText(placeholder, style: .dim)), TerminalLine()] }
        let lines = enteredText.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            StyledText(String($0)).wrapped(toWidth: width)
        }
        return lines.map { TerminalLine($0) } + (lines.count < 2 ? [TerminalLine()] : [])
    }

    override func handle(key: Key) -> Bool {
        switch key {
        case .character(let character): enteredText.append(character)
        case .backspace, .delete: if !enteredText.isEmpty { enteredText.removeLast() }
        default: return false
        }
        emit(event: .textEntered(enteredText))
        return true
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        placeholder = ""
        enteredText = ""
    }
}

/// A switch: Space toggles it.
final class ToggleCell: TerminalTableViewCell, ViewEventEmitting {
    enum ViewEvent { case switchToggled(isOn: Bool) }

    var title = ""
    var isOn = false

    override func layoutLines(width: Int) -> [TerminalLine] {
        let mark = isOn
            ? StyledText("[ ON]", style: TextStyle(.bold, foreground: .green))
            : StyledText("[OFF]", style: .dim)
        return [TerminalLine(StyledText(title), right: mark)]
    }

    override func handle(key: Key) -> Bool {
        guard key == .character(" ") else { return false }
        isOn.toggle()
        emit(event: .switchToggled(isOn: isOn))
        return true
    }
}

/// A picker row: the left and right arrow keys change its value.
final class PickerCell: TerminalTableViewCell, ViewEventEmitting {
    enum ViewEvent { case valueChanged(by: Int) }

    var value = ""

    override func layoutLines(width: Int) -> [TerminalLine] {
        [TerminalLine(StyledText("◀  ", style: .dim) + StyledText(value, style: .bold) + StyledText("  ▶", style: .dim), alignment: .center)]
    }

    override func handle(key: Key) -> Bool {
        switch key {
        case .left: emit(event: .valueChanged(by: -1))
        case .right: emit(event: .valueChanged(by: 1))
        default: return false
        }
        return true
    }
}
