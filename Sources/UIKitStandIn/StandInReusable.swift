import Braid
import BraidTesting
import Foundation

/// The stand-in's registrable views — cells, header/footer views, supplementary views — as the engine sees them
/// (not UIKit API).
@MainActor
package protocol StandInReusable: UIView, HeadlessEngineView {
    /// The view's content configuration (UIKit's `contentConfiguration`), kept untyped so that the property that
    /// stores it needs no availability.
    var standInConfiguration: Any? { get }
}

extension StandInReusable {
    /// What the engine prints for the view: its accessibility label, else its list content's text, else the text of
    /// its label.
    package func standInText(label: UILabel?) -> String {
        if let accessibilityLabel { return accessibilityLabel }
        if let list = standInConfiguration as? UIListContentConfiguration { return list.standInText }
        return label?.text ?? ""
    }

    package func showPlaceholder(_ text: String) {
        accessibilityLabel = text
    }
}

/// The classes registered for a view's identifiers, by class or through a nib, and the view's state between UIKit
/// calls that the engine does not keep (not UIKit API).
@MainActor
struct StandInRegistrations {
    private var nibIdentifiers: Set<String> = []
    /// Every identifier registered, by class or nib (cells and header/footer views alike).
    private(set) var identifiers: Set<String> = []
    /// The cell the view is asking its data source for, while it asks: where a dequeue without an index path goes.
    var requestedCellPath: ItemPath?
    /// A collection view's interactive movement in progress.
    var movement: StandInInteractiveMovement?

    /// The class to register for `nib`: the first of its top-level classes that is a `View`.
    func viewClass<View>(in nib: UINib?, as: View.Type) -> AnyObject.Type? {
        nib?.standInClasses.first { $0 is View.Type }
    }

    /// Notes whether `identifier` was registered with a nib.
    mutating func note(_ identifier: String, isNib: Bool) {
        identifiers.insert(identifier)
        if isNib { nibIdentifiers.insert(identifier) } else { nibIdentifiers.remove(identifier) }
    }

    /// Registers `viewClass` through `register` and notes it; nothing for nil, which UIKit ignores.
    mutating func register(_ viewClass: AnyClass?, identifier: String, with register: (AnyObject.Type) -> Void) {
        guard let viewClass else { return }
        register(viewClass)
        note(identifier, isNib: false)
    }

    /// Registers the class of `nib`'s view that is a `View` through `register` and notes it, or reports UIKit's
    /// message (which names `className`) through `fail` when the nib has none.
    mutating func register<View>(
        _ nib: UINib?, as type: View.Type, className: String, identifier: String,
        fail: (String) -> Void, with register: (AnyObject.Type) -> Void
    ) {
        guard let viewClass = viewClass(in: nib, as: type) else {
            return fail("""
                invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level \
                object which must be a \(className) instance
                """)
        }
        register(viewClass)
        note(identifier, isNib: true)
    }

    /// `view` as UIKit hands it out: sent `awakeFromNib()` once if it came from a nib.
    func awaken<View: UIView>(_ view: View, identifier: String) -> View {
        if nibIdentifiers.contains(identifier), !view.standInAwoke {
            view.standInAwoke = true
            view.awakeFromNib()
        }
        return view
    }
}
