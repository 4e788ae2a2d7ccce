/// The registered types and the free views of one kind (cells, or header/footer views), by reuse
/// identifier: what makes dequeuing cheap, as in UIKit.
@MainActor
struct ReusePool<View: TerminalView> {
    /// What the pool holds, for messages: "cell" or "header/footer view".
    let noun: String
    /// The method users call to register, for messages.
    let registerMethod: String
    private var types: [String: View.Type] = [:]
    private var free: [String: [View]] = [:]

    init(noun: String, registerMethod: String) {
        self.noun = noun
        self.registerMethod = registerMethod
    }

    /// Registers `type` under `identifier`, replacing an earlier registration.
    ///
    /// - Precondition: `type` is `View` or a subclass of it.
    mutating func register(_ type: AnyObject.Type, forReuseIdentifier identifier: String) {
        guard let viewType = type as? View.Type else {
            preconditionFailure("\(type) is not a \(View.self) subclass: a TerminalTableView can only show "
                + "\(View.self) subclasses as its \(noun)s (registered under \"\(identifier)\")")
        }
        types[identifier] = viewType
        free[identifier] = []
    }

    /// A free view registered under `identifier`, prepared for reuse, or a new one.
    ///
    /// - Precondition: a type is registered under `identifier`.
    mutating func dequeue(withReuseIdentifier identifier: String) -> View {
        if let view = free[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let type = types[identifier] else {
            preconditionFailure("no \(noun) type is registered under the reuse identifier \"\(identifier)\": "
                + "call \(registerMethod) before dequeuing")
        }
        let view = type.init()
        view.reuseIdentifier = identifier
        return view
    }

    /// Takes `view` back for reuse; views made outside the pool are let go.
    mutating func enqueue(_ view: View) {
        guard let identifier = view.reuseIdentifier, types[identifier] != nil else { return }
        free[identifier, default: []].append(view)
    }
}
