/// A header or footer of a ``HeadlessCollectionView`` section (UIKit's `UICollectionReusableView` used as a
/// supplementary view).
///
/// It spans the viewport's width; the screen rendering prints a header as `# text` and a footer as `## text`.
///
/// ```swift
/// final class ShelfHeader: HeadlessSupplementaryView {}
/// collection.register(supplementaryViewType: ShelfHeader.self, ofKind: .header, forReuseIdentifier: "Shelf")
/// ```
open class HeadlessSupplementaryView: HeadlessReusableView {}
