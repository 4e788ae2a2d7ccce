/// Binders and chains that drive a ``CollectionViewHost``.
public enum CollectionViewKind: BinderKind {
    public typealias View = any CollectionViewHost
    public typealias UpdateDelegate = any CollectionViewUpdateDelegate
}
