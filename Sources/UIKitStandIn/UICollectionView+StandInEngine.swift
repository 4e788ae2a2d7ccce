import Braid
import BraidTesting
import Foundation

/// The engine's questions, answered with UIKit's data-source, delegate and flow-layout calls (not UIKit API).
extension UICollectionView: HeadlessEngineClient {
    package typealias Cell = UICollectionViewCell
    package typealias Supplementary = UICollectionReusableView

    private var flowDelegate: (any UICollectionViewDelegateFlowLayout)? {
        delegate as? any UICollectionViewDelegateFlowLayout
    }
    private var flowLayout: UICollectionViewFlowLayout? { collectionViewLayout as? UICollectionViewFlowLayout }

    package func engineNumberOfSections() -> Int? {
        dataSource?.numberOfSections(in: self)
    }

    package func engineNumberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    /// The flow layout's estimate when cells size themselves, else the item's size; in a compositional layout's
    /// section, its item's.
    package func engineEstimatedMetrics(at path: ItemPath) -> ItemMetrics {
        if let geometry = compositionalGeometry(inSection: path.section) {
            return .estimated(width: geometry.itemWidth,
                              height: geometry.fixedItemHeight ?? geometry.estimatedItemHeight ?? 44)
        }
        let size = selfSizingEstimate ?? itemSize(at: path)
        return .estimated(width: Double(size.width), height: Double(size.height))
    }

    package func engineCell(at path: ItemPath) -> AnyObject? {
        dataSource?.collectionView(self, cellForItemAt: IndexPath(path))
    }

    /// The item's size, or the cell's own frame when the flow layout has cells size themselves.
    package func engineMeasuredMetrics(at path: ItemPath, cell: UICollectionViewCell) -> ItemMetrics {
        if let geometry = compositionalGeometry(inSection: path.section) {
            let own = cell.frame.size.height > 0 ? Double(cell.frame.size.height) : nil
            return ItemMetrics(width: geometry.itemWidth,
                               height: geometry.fixedItemHeight ?? own ?? geometry.estimatedItemHeight ?? 44, isMeasured: true)
        }
        let size = selfSizingEstimate != nil && cell.frame.size != .zero ? cell.frame.size : itemSize(at: path)
        return ItemMetrics(width: Double(size.width), height: Double(size.height), isMeasured: true)
    }

    package func engineEstimatedHeight(of kind: SupplementaryViewKind, section: Int) -> Double {
        if let compositional = compositionalSection(section) { return compositional.boundaryHeight(kind) }
        return Double(referenceSize(of: kind, section: section).height)
    }

    /// A flow layout asks for a header or footer only when its reference size is not zero.
    package func engineSupplementary(_ kind: SupplementaryViewKind, section: Int) -> (view: AnyObject?, title: String?) {
        if let compositional = compositionalSection(section) {
            guard compositional.boundaryItem(kind) != nil else { return (nil, nil) }
        } else {
            guard referenceSize(of: kind, section: section) != .zero else { return (nil, nil) }
        }
        let elementKind = kind == .header ? Self.elementKindSectionHeader : Self.elementKindSectionFooter
        let view = dataSource?.collectionView(
            self, viewForSupplementaryElementOfKind: elementKind, at: IndexPath(item: 0, section: section))
        return (view, nil)
    }

    package func engineMeasuredHeight(
        of kind: SupplementaryViewKind, section: Int, view: UICollectionReusableView?, title: String?
    ) -> Double {
        if let compositional = compositionalSection(section) { return compositional.boundaryHeight(kind) }
        return Double(referenceSize(of: kind, section: section).height)
    }

    /// A compositional layout's section laid out as the stand-in reads it (`standInLayout`), for the view's width.
    package func engineLayoutGeometry(inSection section: Int, width: Double) -> SectionLayoutGeometry? {
        compositionalSection(section)?.standInLayout.geometry(width: width)
    }

    /// The section `section` of the compositional layout, if the view has one: its section provider's answer for an
    /// environment of the view's size.
    private func compositionalSection(_ section: Int) -> NSCollectionLayoutSection? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return nil }
        return layout.sectionProvider(section, StandInLayoutEnvironment(contentSize: bounds.size))
    }

    private func compositionalGeometry(inSection section: Int) -> SectionLayoutGeometry? {
        compositionalSection(section)?.standInLayout.geometry(width: Double(bounds.size.width))
    }

    package func engineWillDisplay(_ cell: UICollectionViewCell, at path: ItemPath) {
        (delegate as? any UICollectionViewDelegate)?.collectionView(self, willDisplay: cell, forItemAt: IndexPath(path))
    }

    package func engineDidScroll() {
        delegate?.scrollViewDidScroll(self)
    }

    package func engineDidSelect(_ path: ItemPath) {
        (delegate as? any UICollectionViewDelegate)?.collectionView(self, didSelectItemAt: IndexPath(path))
    }

    package func engineShouldSelect(_ path: ItemPath) -> Bool {
        (delegate as? any UICollectionViewDelegate)?.collectionView(self, shouldSelectItemAt: IndexPath(path)) ?? true
    }

    package func engineDidDeselect(_ path: ItemPath) {
        (delegate as? any UICollectionViewDelegate)?.collectionView(self, didDeselectItemAt: IndexPath(path))
    }

    package func engineDidEndDisplaying(_ cell: UICollectionViewCell, at path: ItemPath) {
        (delegate as? any UICollectionViewDelegate)?.collectionView(self, didEndDisplaying: cell, forItemAt: IndexPath(path))
    }

    /// The flow layout's estimated item size when it is not zero (cells size themselves), with its automatic size
    /// read as the item size.
    private var selfSizingEstimate: CGSize? {
        guard let estimate = flowLayout?.estimatedItemSize, estimate != .zero else { return nil }
        return estimate == UICollectionViewFlowLayout.automaticSize ? flowLayout?.itemSize : estimate
    }

    private func itemSize(at path: ItemPath) -> CGSize {
        flowDelegate?.collectionView(self, layout: collectionViewLayout, sizeForItemAt: IndexPath(path))
            ?? flowLayout?.itemSize ?? .zero
    }

    private func referenceSize(of kind: SupplementaryViewKind, section: Int) -> CGSize {
        switch kind {
        case .header:
            flowDelegate?.collectionView(self, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
                ?? flowLayout?.headerReferenceSize ?? .zero
        case .footer:
            flowDelegate?.collectionView(self, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
                ?? flowLayout?.footerReferenceSize ?? .zero
        }
    }
}
