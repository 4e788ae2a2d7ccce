/// The identity under which a hosting cell or view shows a SwiftUI view (`SwiftUIHostingView.host(_:id:)`), so that a
/// reused cell keeps none of the view state of the row it showed before: the model's own identity, as Braid diffs it
/// (`collectionId` for a `CollectionIdentifiable` model, else `id` for an `Identifiable` one), with the model's type —
/// one hosting cell type serves every section, and two model types may share an id.
///
/// A model with neither has no identity to keep: each time its row is configured, it is shown under a new one, so its
/// view's state starts anew then (and never shows another row's). Compiled on every platform, so that which identity a
/// row gets is tested on the UIKit stand-in, where SwiftUI does not exist.
package enum HostingIdentity: Hashable {
    /// The model's identity, with the model's type.
    case model(ObjectIdentifier, AnyHashable)
    /// A model without an identity, configured: the `n`th such configuration in the process.
    case configuration(Int)

    @MainActor private static var configurations = 0

    /// An identity no other configuration has, for a model without an identity of its own.
    @MainActor
    package static func unique() -> HostingIdentity {
        configurations += 1
        return .configuration(configurations)
    }

    /// Gives each model of `Model` its identity: the type is asked once, when the chain is bound.
    @MainActor
    package final class Maker<Model> {
        private let identity: ((Model) -> AnyHashable)?

        /// A maker for models of `Model`.
        package init(_ type: Model.Type = Model.self) {
            identity = _identityOfEach(type)
        }

        /// Whether models of `Model` have an identity of their own.
        package var modelsHaveIdentity: Bool { identity != nil }

        /// The identity to show `model` under; a new one each call for a model without an identity.
        package func identity(of model: Model) -> HostingIdentity {
            if let identity { return .model(ObjectIdentifier(Model.self), identity(model)) }
            return HostingIdentity.unique()
        }
    }
}
