import Braid

/// UIKit collection views' built-in cell for items described by `RowContent`: a `UICollectionViewListCell` showing
/// the content as list content (`UIListContentConfiguration`: a value cell when the secondary text goes beside the
/// text, a subtitle cell when it goes below) and the accessories as the list cell's: the disclosure indicator, the
/// checkmark, the detail button (from iOS 15.4, which has it), a label or badge as a label accessory, and a toggle as
/// a `UISwitch` in a custom view accessory. When the user flips the switch the cell emits
/// `RowContentEvent.toggled(isOn:)`, when they tap the detail button `RowContentEvent.detailButtonTapped`. A tree
/// row keeps its outline disclosure, which the binder adds.
@available(iOS 14.0, *)
@MainActor
public final class UIKitContentListCell: UICollectionViewListCell, RowContentShowing {
    /// The content the cell shows; setting it shows it.
    public var viewModel: RowContent? {
        didSet {
            contentConfiguration = viewModel.map { UIListContentConfiguration.showing($0) }
            accessories = accessories.filter { $0.accessoryType == .outlineDisclosure }
                + (viewModel?.accessories ?? []).compactMap(listAccessory(for:))
        }
    }

    private lazy var toggle = ContentToggleSwitch.make { [weak self] isOn in self?.userSetToggle(isOn: isOn) }

    /// Whether UIKit can show `image`: when it names a system image.
    public static func canShow(_ image: ContentImage) -> Bool {
        UIKitContentTableViewCell.canShow(image)
    }

    /// The list cell's accessory for `accessory`; none for a detail button before iOS 15.4.
    private func listAccessory(for accessory: ContentAccessory) -> UICellAccessory? {
        switch accessory {
        case .disclosureIndicator: return .disclosureIndicator()
        case .checkmark: return .checkmark()
        case .detailButton:
            guard #available(iOS 15.4, *) else { return nil }
            return .detail { [weak self] in self?.userTappedDetailButton() }
        case .label(let text), .badge(let text): return .label(text: text)
        case .toggle(let isOn):
            toggle.setOn(isOn, animated: false)
            return .customView(configuration: UICellAccessory.CustomViewConfiguration(
                customView: toggle, placement: .trailing()))
        }
    }
}
