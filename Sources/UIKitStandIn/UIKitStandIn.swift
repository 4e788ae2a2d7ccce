// UIKitStandIn: the part of UIKit that BraidUIKit and its examples use, for platforms without UIKit.
//
// It is not a second API. Every public declaration is transcribed from the iOS 15 SDK's headers
// (UIKit.framework/Headers/*.h) as Swift imports them — names, argument labels, optionality, `@MainActor`, the
// class hierarchy, nested types — or from UIKit's Swift overlay (UIKit.swiftmodule/*.swiftinterface), and each
// says where it came from. Foundation supplies `NSObject`, `IndexPath`, `IndexSet`, `CGFloat`, `CGPoint`,
// `CGSize`, `CGRect`, `Bundle` and `NSCoder`, as it does on Apple platforms.
//
// Its table and collection views behave as UIKit's do for what the adapter uses: they ask their data source
// (pull), keep reuse pools, dequeue only what is visible, validate every batch update against UIKit's rules with
// UIKit's messages, apply updates, and report selection, display and scrolling. All of that is BraidTesting's
// `HeadlessEngine`, reached through `package` access; the views here only translate its questions into UIKit's
// data-source and delegate calls. Sizes are points; the layout is a model (a single-column table, a vertical
// flow), not UIKit's pixel metrics.
//
// C constants that Swift imports as static members keep the isolation UIKit's Swift interface gives them:
// `UICollectionView.elementKindSectionHeader`/`Footer` are main-actor isolated, as members of the main-actor class
// (BraidUIKit reads them on the main actor); `UITableView.automaticDimension` and
// `UICollectionViewFlowLayout.automaticSize` are `nonisolated` here (read from nonisolated code; their isolation
// on UIKit is not checked against the SDK).
//
// What Swift on Linux cannot express, and how it is represented:
//
// - Objective-C optional protocol requirements (`@optional` in the headers). Here they are ordinary
//   requirements with a default implementation in a protocol extension that does what UIKit does when the
//   method is not implemented (for example `tableView(_:heightForRowAt:)` answers `tableView.rowHeight`). Code
//   that *implements* them compiles unchanged against UIKit, where they are optional. Code that *calls* one
//   reads it as an optional function value, `(delegate?.scrollViewDidScroll)?(scrollView)`, which has the
//   same type, `((UIScrollView) -> Void)?`, on both (BraidUIKit's scroll forwarding does this).
// - `@objc` and selectors: not used. Delegates are found by Swift casts.
// - Overriding a property with a narrower type: UIKit's `UITableView.delegate` is declared
//   `id <UITableViewDelegate>` over `UIScrollView.delegate` (`id <UIScrollViewDelegate>`), which Swift allows
//   only for imported Objective-C classes. Here only `UIScrollView.delegate` exists, typed
//   `UIScrollViewDelegate?`; the views cast it to their delegate protocol. Assigning a `UITableViewDelegate`
//   compiles against both; the adapter only assigns it.
// - Objective-C's dynamic `-initWithStyle:reuseIdentifier:` when a table creates a registered cell: Swift can
//   only call an initializer through a metatype when it is `required`. So the registrable classes
//   (`UITableViewCell`, `UITableViewHeaderFooterView`, `UICollectionReusableView`) mark `init()` — UIKit's
//   `-init`, inherited from NSObject — `required convenience`. A subclass that declares designated initializers
//   must then override all of its superclass's designated ones to inherit it; a registered cell must do that on
//   UIKit too, or dequeuing it stops with "use of unimplemented initializer".
// - Overridable methods in extensions: Swift allows `open` members of an extension only with `@objc`. The
//   batch-update methods, declared in the headers' "Row insertion/deletion/reloading" part and kept in their own
//   file here, are `public`: callable as in UIKit, not overridable.
// - Nib files: there are none to load. A `UINib` here names the classes its file would hold through
//   `UINib.standInContents` (package access, for tests and examples); the views create the first registrable one
//   and call `awakeFromNib()` on it, as nib loading would.
