import Braid
import BraidTesting
import Foundation
import Testing

/// UITableView.h: `@interface UITableView : UIScrollView <NSCoding, UIDataSourceTranslating>` (iOS 2.0),
/// `NS_SWIFT_UI_ACTOR`.
///
/// It runs on BraidTesting's `HeadlessEngine` (see UIKitStandIn.swift): a viewport of its frame's size, in
/// points; cells that size themselves are as tall as their frame (44 points for a `UITableViewCell`), a header
/// or footer title 28 points.
@MainActor
open class UITableView: UIScrollView {
    /// UITableView.h: `typedef NS_ENUM(NSInteger, UITableViewStyle)`, imported as `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain = 0, grouped = 1
        /// `UITableViewStyleInsetGrouped API_AVAILABLE(ios(13.0))`
        @available(iOS 13.0, *)
        case insetGrouped = 2
    }

    /// UITableView.h: `typedef NS_ENUM(NSInteger, UITableViewRowAnimation)`, imported as `UITableView.RowAnimation`.
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right = 1, left = 2, top = 3, bottom = 4, none = 5, middle = 6, automatic = 100
    }

    /// UITableView.h: `typedef NS_ENUM(NSInteger, UITableViewScrollPosition)`, imported as
    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none = 0, top = 1, middle = 2, bottom = 3
    }

    /// UITableView.h: `UIKIT_EXTERN const CGFloat UITableViewAutomaticDimension;`, imported as
    /// `UITableView.automaticDimension`.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// UITableView.h: `@property (nonatomic, strong, nullable) UIView *backgroundView API_AVAILABLE(ios(3.2));` —
    /// "automatically resized to track the size of the table view … placed as a subview of the table view behind
    /// all cells". The stand-in keeps it.
    open var backgroundView: UIView?

    /// The machine that does what UIKit's table does (not UIKit API).
    package let engine: HeadlessEngine<UITableView>
    let updates = StandInBatchRecorder()
    var registrations = StandInRegistrations()

    /// UITableView.h: `- (instancetype)initWithFrame:(CGRect)frame style:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER;`
    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        engine = HeadlessEngine(standIn: .uiTableView, viewportSize: Size(frame.size))
        super.init(frame: frame)
        engine.client = self
    }

    /// UITableView.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
    public required init?(coder: NSCoder) {
        style = .plain
        engine = HeadlessEngine(standIn: .uiTableView, viewportSize: Size(width: 0, height: 0))
        super.init(coder: coder)
        engine.client = self
    }

    /// UIView's `-initWithFrame:`, which UITableView answers with a plain table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: Configuration

    /// UITableView.h: `@property (nonatomic, readonly) UITableViewStyle style;`
    public let style: UITableView.Style

    /// UITableView.h: `@property (nonatomic, weak, nullable) id <UITableViewDataSource> dataSource;` — setting it
    /// forgets what the table cached.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { engine.dataSourceDidChange() }
    }

    /// UITableView.h: `@property (nonatomic) CGFloat rowHeight;` (default `UITableViewAutomaticDimension`).
    open var rowHeight: CGFloat = UITableView.automaticDimension

    /// UITableView.h: `@property (nonatomic, getter=isEditing) BOOL editing;` — shows the rows' delete and reorder
    /// controls.
    open var isEditing: Bool {
        get { engine.isEditing }
        set { engine.isEditing = newValue }
    }

    /// UITableView.h: `- (void)setEditing:(BOOL)editing animated:(BOOL)animated;`
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// UITableView.h: `@property (nonatomic) BOOL selectionFollowsFocus API_AVAILABLE(ios(14.0))
    /// API_UNAVAILABLE(watchos, tvos);` — "Defaults to a system derived value based on platform and other properties
    /// of the table view"; the stand-in's is NO.
    @available(iOS 14.0, *)
    open var selectionFollowsFocus = false
    /// UITableView.h: `@property (nonatomic) CGFloat sectionHeaderHeight;`
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// UITableView.h: `@property (nonatomic) CGFloat sectionFooterHeight;`
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// UITableView.h: `@property (nonatomic) CGFloat estimatedRowHeight;`
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// UITableView.h: `@property (nonatomic) CGFloat estimatedSectionHeaderHeight;`
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// UITableView.h: `@property (nonatomic) CGFloat estimatedSectionFooterHeight;`
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    // MARK: Registration and dequeuing

    /// UITableView.h: `- (void)registerNib:(nullable UINib *)nib forCellReuseIdentifier:(NSString *)identifier;`
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registrations.register(
            nib, as: UITableViewCell.self, className: "UITableViewCell", identifier: identifier,
            fail: { engine.fail(.wrongViewClass, $0) }
        ) { engine.registerCell($0, identifier: identifier) }
    }

    /// UITableView.h: `- (void)registerClass:(nullable Class)cellClass forCellReuseIdentifier:(NSString *)identifier;`
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registrations.register(cellClass, identifier: identifier) { engine.registerCell($0, identifier: identifier) }
    }

    /// UITableView.h: `- (void)registerNib:(nullable UINib *)nib forHeaderFooterViewReuseIdentifier:(NSString *)identifier;`
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registrations.register(
            nib, as: UITableViewHeaderFooterView.self, className: "UITableViewHeaderFooterView", identifier: identifier,
            fail: { engine.fail(.wrongViewClass, $0) }
        ) { engine.registerSupplementary($0, key: ReuseKey(place: .headerFooter, identifier: identifier)) }
    }

    /// UITableView.h: `- (void)registerClass:(nullable Class)aClass forHeaderFooterViewReuseIdentifier:(NSString *)identifier;`
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registrations.register(aClass, identifier: identifier) { engine.registerSupplementary($0, key: ReuseKey(place: .headerFooter, identifier: identifier)) }
    }

    /// UITableView.h: `- (__kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier
    /// forIndexPath:(NSIndexPath *)indexPath;`
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        registrations.awaken(
            engine.dequeueCell(withReuseIdentifier: identifier, for: ItemPath(indexPath)), identifier: identifier)
    }

    /// UITableView.h: `- (nullable __kindof UITableViewHeaderFooterView *)dequeueReusableHeaderFooterViewWithIdentifier:
    /// (NSString *)identifier;`
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        registrations.awaken(
            engine.dequeueSupplementary(ReuseKey(place: .headerFooter, identifier: identifier), for: nil),
            identifier: identifier)
    }

    // MARK: Reading

    /// UITableView.h: `- (void)reloadData;`
    open func reloadData() { engine.reloadData() }

    /// UITableView.h: `- (void)reloadSectionIndexTitles API_AVAILABLE(ios(3.0));` — the stand-in draws no index: it
    /// counts the calls (``sectionIndexReloads``), and a test reads the titles from the data source.
    open func reloadSectionIndexTitles() { sectionIndexReloads += 1 }

    /// How many times ``reloadSectionIndexTitles()`` was called (the stand-in's own; not UIKit API).
    package var sectionIndexReloads = 0

    /// UITableView.h: `@property (nonatomic, readonly) NSInteger numberOfSections;`
    open var numberOfSections: Int { engine.itemCounts.count }

    /// UITableView.h: `- (NSInteger)numberOfRowsInSection:(NSInteger)section;`
    open func numberOfRows(inSection section: Int) -> Int { engine.itemCount(inSection: section) }

    /// UITableView.h: `@property (nonatomic, readonly) NSArray<__kindof UITableViewCell *> *visibleCells;`
    open var visibleCells: [UITableViewCell] { engine.visiblePaths.compactMap { engine.visibleCell(at: $0) } }

    /// UITableView.h: `@property (nonatomic, readonly, nullable) NSArray<NSIndexPath *> *indexPathsForVisibleRows;`
    open var indexPathsForVisibleRows: [IndexPath]? { engine.visiblePaths.map(IndexPath.init) }

    /// UITableView.h: `- (CGRect)rectForRowAtIndexPath:(NSIndexPath *)indexPath;` — the row's frame in the table's content;
    /// `.zero` for a row the table does not have (UIKit raises an exception there, which the stand-in cannot).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        engine.frame(ofItemAt: ItemPath(indexPath)).map {
            CGRect(x: CGFloat($0.x), y: CGFloat($0.y), width: CGFloat($0.width), height: CGFloat($0.height))
        } ?? .zero
    }

    /// UITableView.h: `- (nullable __kindof UITableViewCell *)cellForRowAtIndexPath:(NSIndexPath *)indexPath;`
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { engine.visibleCell(at: ItemPath(indexPath)) }

    /// UITableView.h: `- (nullable NSIndexPath *)indexPathForCell:(UITableViewCell *)cell;`
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { engine.visiblePath(of: cell).map(IndexPath.init) }

    /// UITableView.h: `- (nullable UITableViewHeaderFooterView *)headerViewForSection:(NSInteger)section;`
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        engine.supplementaryView(.header, section: section)
    }

    /// UITableView.h: `- (nullable UITableViewHeaderFooterView *)footerViewForSection:(NSInteger)section;`
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        engine.supplementaryView(.footer, section: section)
    }

    /// UITableView.h: `- (void)scrollToRowAtIndexPath:(NSIndexPath *)indexPath
    /// atScrollPosition:(UITableViewScrollPosition)scrollPosition animated:(BOOL)animated;`
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        engine.scrollStandIn(to: ItemPath(indexPath), position: scrollPosition.rawValue)
    }

    // MARK: The scroll view's part (not UIKit API)

    override package var standInContentOffset: Double { engine.contentOffset }
    override package var standInContentHeight: Double { engine.contentHeight }
    override package func standInScroll(toOffset offset: Double) { engine.scrollStandIn(toOffset: offset) }
    override package func frameDidChange() { engine.resizeStandIn(to: Size(frame.size)) }
}

extension HostKind {
    /// The names UIKit's table view uses in its messages.
    static let uiTableView = HostKind(
        shape: .table, typeName: "UITableView", cellClassName: "UITableViewCell",
        supplementaryClassName: "UITableViewHeaderFooterView", cellForMethod: "tableView(_:cellForRowAt:)",
        dequeueMethod: "dequeueReusableCell(withIdentifier:for:)",
        headerMethod: "tableView(_:viewForHeaderInSection:)", footerMethod: "tableView(_:viewForFooterInSection:)")
}
