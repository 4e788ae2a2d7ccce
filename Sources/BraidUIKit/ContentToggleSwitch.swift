import Foundation

/// A content row's toggle on UIKit: a `UISwitch` that a content cell shows as its accessory and that tells the cell
/// its new state when the user flips it.
@MainActor
final class ContentToggleSwitch: UISwitch {
    /// What a flip runs, with the switch's new state: set once, when the cell makes the switch.
    private var onChange: ((Bool) -> Void)?

    /// A switch for one cell, running `onChange` with its state when the user flips it.
    static func make(onChange: @escaping (Bool) -> Void) -> ContentToggleSwitch {
        let toggle = ContentToggleSwitch(frame: .zero)
        toggle.onChange = onChange
        // iOS 14's closure-based action where it exists (and on the stand-in); target-action before it.
        if #available(iOS 14.0, *) {
            toggle.addAction(UIAction { [weak toggle] _ in toggle?.changed() }, for: .valueChanged)
        } else {
            #if canImport(UIKit)
            toggle.addTarget(toggle, action: #selector(valueChanged), for: .valueChanged)
            #endif
        }
        return toggle
    }

    private func changed() { onChange?(isOn) }

    #if canImport(UIKit)
    @objc private func valueChanged() { changed() }
    #endif
}
