/// The kinds of supplementary view a collection view host shows around a section.
public enum SupplementaryViewKind: Hashable, Sendable {
    /// A section's header.
    case header
    /// A section's footer.
    case footer
}
