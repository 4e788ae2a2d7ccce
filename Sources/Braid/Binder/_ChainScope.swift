/// The sections a chain applies to.
@usableFromInline
enum _ChainScope<Section: Hashable> {
    case sections([Section])
    case allSections
    case anySection
}
