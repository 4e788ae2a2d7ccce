/// One page of a paged section (`bind(cellType:pages:)`): its models, and the token that asks for the page after it —
/// nil when this page is the last.
public struct Page<Model, Token> {
    /// The page's models, in order; they follow the models of the pages before.
    public var models: [Model]
    /// The token of the next page; nil: this is the last page.
    public var next: Token?

    /// A page of `models`, followed by the page `next` asks for (nil: none).
    public init(models: [Model], next: Token?) {
        self.models = models
        self.next = next
    }
}

extension Page: Sendable where Model: Sendable, Token: Sendable {}
