import Braid
import Foundation

/// The whole view's state on a UIKit table or collection view (what ``UIKitTableView`` and ``UIKitCollectionView``
/// share): shown as the scroll view's `backgroundView` — a vertical stack of the state's text, its secondary text and,
/// when it has an action, a button that runs it — in place of the list. An app's own background view is left alone
/// when the state goes.
@MainActor
final class UIKitViewState: NSObject {
    private var action: (@MainActor () -> Void)?
    /// The background view this made, and only that.
    private var shown: UIView?

    /// The background view for `state` — nil for none: the list shows — given the view's current one.
    func backgroundView(showing state: SectionState?, action: (@MainActor () -> Void)?, replacing current: UIView?) -> UIView? {
        self.action = action
        guard let state else {
            defer { shown = nil }
            return current === shown ? nil : current
        }
        let view = stack(showing: state.content, withButton: action != nil)
        shown = view
        return view
    }

    private func stack(showing content: StateContent, withButton: Bool) -> UIView {
        var views: [UIView] = [label(content.text)]
        if let secondary = content.secondaryText { views.append(label(secondary)) }
        if let title = content.actionTitle, withButton {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            if #available(iOS 14.0, *) {
                button.addAction(UIAction { [weak self] _ in self?.action?() }, for: .primaryActionTriggered)
            } else {
                #if canImport(UIKit)
                button.addTarget(self, action: #selector(tapped), for: .primaryActionTriggered)
                #endif
            }
            views.append(button)
        }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        return stack
    }

    private func label(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.textAlignment = .center
        label.numberOfLines = 0
        return label
    }

    #if canImport(UIKit)
    @objc private func tapped() { action?() }
    #endif
}
