/// The section layouts the collection chains declared (`layout(_:)`), by scope: by name, else all sections, else any
/// section, as a dimension resolves.
@MainActor
struct _LayoutBindings<Section: Hashable> {
    /// Each section's layout, from the section (a chain for several sections may decide per section).
    var layouts = _Scoped<Section, (Section) -> CollectionSectionLayout>()
}
