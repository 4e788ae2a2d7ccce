import Foundation

/// A tree row's disclosure on a UIKit table: a system button showing a chevron — `chevron.right` while the node hides
/// its children, `chevron.down` while it shows them, as a desktop outline's ▸ and ▾ — that the proxy installs as the
/// cell's `accessoryView`. A tap on it toggles the node; a tap elsewhere on the row selects it as before.
///
/// A leaf keeps the button, hidden, so that its trailing content lines up with its siblings' (what a hidden
/// `UICellAccessory` does in a list cell) and so that a reused cell is known to carry Braid's outline.
@MainActor
final class OutlineDisclosureButton: UIButton {
    /// What a tap runs: set once, when the proxy makes the button for a cell.
    private var onTap: (() -> Void)?

    /// A button for one cell, 44 points square (the minimum touch target), running `onTap` when tapped.
    static func make(onTap: @escaping () -> Void) -> OutlineDisclosureButton {
        let button = OutlineDisclosureButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        button.onTap = onTap
        // iOS 14's closure-based action where it exists (and on the stand-in); target-action before it.
        if #available(iOS 14.0, *) {
            button.addAction(UIAction { [weak button] _ in button?.onTap?() }, for: .primaryActionTriggered)
        } else {
            #if canImport(UIKit)
            button.addTarget(button, action: #selector(tapped), for: .primaryActionTriggered)
            #endif
        }
        return button
    }

    #if canImport(UIKit)
    @objc private func tapped() { onTap?() }
    #endif

    /// Shows `row`: hidden for a leaf; else the chevron of its expansion, and the matching accessibility label.
    ///
    /// The label — what a tap does — is "Expand" or "Collapse", or the app's translation of it: the key of the same
    /// name in the table `BraidUIKit` of `bundle` (the app's `BraidUIKit.strings`; see BraidUIKit's article).
    func show(_ row: OutlineRow, labelsFrom bundle: Bundle = .main) {
        isHidden = !row.hasChildren
        setImage(UIImage(systemName: row.isExpanded ? "chevron.down" : "chevron.right"), for: .normal)
        accessibilityLabel = Self.label(row.isExpanded ? "Collapse" : "Expand", from: bundle)
    }

    /// `key` ("Expand" or "Collapse") as `bundle`'s table `BraidUIKit` translates it; `key` itself where it does not.
    static func label(_ key: String, from bundle: Bundle) -> String {
        bundle.localizedString(forKey: key, value: key, table: "BraidUIKit")
    }
}
