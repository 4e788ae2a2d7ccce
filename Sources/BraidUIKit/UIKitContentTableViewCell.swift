import Braid
import Foundation

/// UIKit tables' built-in cell for rows described by `RowContent`: the cell that content rows are dequeued as in a
/// `UITableView`.
///
/// On iOS 14 and later it shows the content as list content (`UIListContentConfiguration`): a value cell when the
/// secondary text goes beside the text, a subtitle cell when it goes below. On iOS 13 it is UIKit's `.subtitle` cell
/// style — its text label, detail label (below, whatever the placement: a cell's style is fixed when it is made) and
/// image view. The image is the system image the content names.
///
/// Accessories follow the table cell's own: the disclosure indicator, the checkmark and the detail button as its
/// `accessoryType` (the detail button with the disclosure indicator as `.detailDisclosureButton`); a toggle as a
/// `UISwitch`, else a label or badge as a label, in its `accessoryView` — a table cell has one, and shows it instead of
/// its accessory type. When the user flips the switch the cell emits `RowContentEvent.toggled(isOn:)`. A tap on the
/// detail button is UIKit's `tableView(_:accessoryButtonTappedForRowWith:)`: the binder's delegate has the cell emit
/// `RowContentEvent.detailButtonTapped` (`userTappedDetailButton()`) and forwards the call to the app's
/// `tableViewDelegate`. A tree row's outline disclosure is an accessory view too, which the
/// binder sets after the content: on a tree's rows it takes the place of a toggle, label or badge.
@MainActor
public final class UIKitContentTableViewCell: UITableViewCell, RowContentShowing {
    /// The content the cell shows; setting it shows it.
    public var viewModel: RowContent? {
        didSet { show(viewModel) }
    }

    private lazy var toggle = ContentToggleSwitch.make { [weak self] isOn in self?.userSetToggle(isOn: isOn) }
    private lazy var trailingLabel = UILabel(frame: .zero)

    /// A cell of UIKit's `.subtitle` style, whatever `style` the table asks for (it asks for `.default`): the style
    /// iOS 13 shows the content with.
    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    /// Made from an archive, as UIKit's cells can be.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether UIKit can show `image`: when it names a system image.
    public static func canShow(_ image: ContentImage) -> Bool {
        image.systemName != nil
    }

    private func show(_ content: RowContent?) {
        if #available(iOS 14.0, *) {
            contentConfiguration = content.map { UIListContentConfiguration.showing($0) }
        } else {
            textLabel?.text = content?.text
            detailTextLabel?.text = content?.secondaryText
            imageView?.image = content?.image?.systemName.flatMap { UIImage(systemName: $0) }
        }
        accessoryType = Self.accessoryType(for: content?.accessories ?? [])
        accessoryView = content.flatMap(accessoryView(for:))
    }

    /// The table cell's standard accessory for `accessories`.
    static func accessoryType(for accessories: [ContentAccessory]) -> UITableViewCell.AccessoryType {
        switch (accessories.contains(.detailButton), accessories.contains(.disclosureIndicator)) {
        case (true, true): .detailDisclosureButton
        case (true, false): .detailButton
        case (false, true): .disclosureIndicator
        case (false, false): accessories.contains(.checkmark) ? .checkmark : .none
        }
    }

    /// The cell's accessory view for `content`: the switch for a toggle, else a label for the last label or badge.
    private func accessoryView(for content: RowContent) -> UIView? {
        if let isOn = content.toggleIsOn {
            toggle.setOn(isOn, animated: false)
            return toggle
        }
        guard let text = content.accessories.lazy.reversed().compactMap(\.trailingText).first else { return nil }
        trailingLabel.text = text
        return trailingLabel
    }
}
