/// What a tree binding's `children` key path may lead to: an array of nodes, or an optional array — nil for a leaf,
/// as SwiftUI's outlines take it.
///
/// `Array` and `Optional` of an array conform; nothing else needs to. A key path to a stored property of either type
/// in a struct lets the walk read each node's children in place (see `bind(cellType:tree:children:expanded:)`).
public protocol TreeChildren<Node> {
    /// The type of the nodes.
    associatedtype Node
    /// The children as an optional array.
    var _treeChildren: [Node]? { get }
    /// Whether there is at least one child — read where the children are kept, without a copy.
    var _hasTreeChildren: Bool { get }
}

extension Array: TreeChildren {
    @inlinable public var _treeChildren: [Element]? { self }
    @inlinable public var _hasTreeChildren: Bool { !isEmpty }
}

extension Optional: TreeChildren where Wrapped: TreeChildren {
    @inlinable public var _treeChildren: [Wrapped.Node]? { self?._treeChildren ?? nil }
    @inlinable public var _hasTreeChildren: Bool { self?._hasTreeChildren ?? false }
}
