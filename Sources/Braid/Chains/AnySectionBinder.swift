/// A binding chain for any section: handlers that run in addition to the specific ones, and dimensions that
/// apply where no specific chain gives one. It binds no data.
///
/// ```swift
/// binder.onAnySection()
///     .onTapped { section, row, cell in analytics.log(section, row) }
///     .dimensions(.cellHeight { _, _ in 44 }, .headerHeight { _ in 28 })
/// ```
///
/// An any-section chain binds no cells: its handlers see cells as `AnyObject`.
@MainActor
public final class AnySectionBinder<Kind: BinderKind, Section: TableViewSection>: MultiSectionHandlers<Kind, AnyObject, Section> {
    init(binder: SectionedBinder<Kind, Section>) {
        super.init(binder: binder, scope: .anySection)
    }
}
