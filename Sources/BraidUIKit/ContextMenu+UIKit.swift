import Foundation

/// Context menus, mapped onto UIKit: a ``ContextMenu`` becomes a `UIContextMenuConfiguration` whose action provider
/// gives a `UIMenu` of `UIAction`s and child `UIMenu`s.
extension ContextMenu {
    /// The configuration UIKit presents: the menu is built now (on the main actor, from the chain's answer), and the
    /// action provider hands it over when UIKit asks; UIKit's suggested actions are not added.
    @available(iOS 13.0, *)
    var uiKitConfiguration: UIContextMenuConfiguration {
        let menu = uiKit
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    /// UIKit's menu for it: same title; each action a `UIAction`, each nested menu a child `UIMenu`.
    @available(iOS 13.0, *)
    var uiKit: UIMenu {
        UIMenu(title: title, image: nil, options: [], children: children.map { child -> UIMenuElement in
            switch child {
            case .action(let action): action.uiKit
            case .menu(let menu): menu.uiKit
            }
        })
    }
}

extension ContextMenuAction {
    /// UIKit's action for it: the title; the symbol as `UIImage(systemName:)`; `.destructive` and `.disabled`
    /// attributes; `.on` or `.off`. Its handler runs the action's.
    @available(iOS 13.0, *)
    var uiKit: UIAction {
        var attributes: UIMenuElement.Attributes = []
        if isDestructive { attributes.insert(.destructive) }
        if isDisabled { attributes.insert(.disabled) }
        let handler = self.handler
        return UIAction(
            title: title, image: symbolName.flatMap { UIImage(systemName: $0) }, attributes: attributes,
            state: state == .on ? .on : .off
        ) { _ in handler() }
    }
}
