// The part of SwiftUI rows that is not SwiftUI: each dequeued cell of a chain, with its model and the identity to host
// the model's view under (``HostingIdentity``). The SwiftUI forms (`rowView`, in SwiftUIRowView.swift) are written on
// these; they are compiled where the stand-in is, so which cell gets which identity is tested without SwiftUI.

extension ModelSingleSectionBinder {
    /// Calls `host` with each cell the section dequeues (or reconfigures), its model and the model's hosting identity.
    @discardableResult
    package func hostRows(_ host: @escaping (_ cell: Cell, _ model: Model, _ id: HostingIdentity) -> Void) -> Self {
        let identities = HostingIdentity.Maker(Model.self)
        return onDequeue { _, cell, model in host(cell, model, identities.identity(of: model)) }
    }
}

extension ModelMultiSectionBinder {
    /// Calls `host` with each cell the chain's sections dequeue (or reconfigure), its model and the model's hosting
    /// identity.
    @discardableResult
    package func hostRows(_ host: @escaping (_ cell: Cell, _ model: Model, _ id: HostingIdentity) -> Void) -> Self {
        let identities = HostingIdentity.Maker(Model.self)
        return onDequeue { _, _, cell, model in host(cell, model, identities.identity(of: model)) }
    }
}
