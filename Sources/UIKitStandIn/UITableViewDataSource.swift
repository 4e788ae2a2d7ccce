import Foundation

/// UITableView.h: `@protocol UITableViewDataSource<NSObject>` (iOS 2.0), `NS_SWIFT_UI_ACTOR`. The first two
/// methods are required; the `@optional` ones have defaults that answer as UIKit does when they are missing.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// `- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section;`
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// `- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath;`
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// `@optional - (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView;` — default 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// `@optional - (nullable NSString *)tableView:(UITableView *)tableView titleForHeaderInSection:(NSInteger)section;`
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// `@optional - (nullable NSString *)tableView:(UITableView *)tableView titleForFooterInSection:(NSInteger)section;`
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// `@optional - (BOOL)tableView:(UITableView *)tableView canEditRowAtIndexPath:(NSIndexPath *)indexPath;` —
    /// UIKit's default, when it is missing, is YES.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// `@optional - (void)tableView:(UITableView *)tableView commitEditingStyle:(UITableViewCellEditingStyle)editingStyle
    /// forRowAtIndexPath:(NSIndexPath *)indexPath;`
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// `@optional - (BOOL)tableView:(UITableView *)tableView canMoveRowAtIndexPath:(NSIndexPath *)indexPath;` — the
    /// reorder control shows only where this and `moveRowAtIndexPath:toIndexPath:` are implemented; the default
    /// stands for a data source without them: NO.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// `@optional - (void)tableView:(UITableView *)tableView moveRowAtIndexPath:(NSIndexPath *)sourceIndexPath
    /// toIndexPath:(NSIndexPath *)destinationIndexPath;`
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// `@optional - (nullable NSArray<NSString *> *)sectionIndexTitlesForTableView:(UITableView *)tableView;` — the
    /// section index's titles; none when it is missing.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// `@optional - (NSInteger)tableView:(UITableView *)tableView sectionForSectionIndexTitle:(NSString *)title
    /// atIndex:(NSInteger)index;` — the section an index title stands for.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
