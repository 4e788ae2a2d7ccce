/// A model or view model type whose lists a binder may diff off the main actor.
///
/// A large update — at least ``SectionedBinder/offMainActorDiffThreshold`` rows — is diffed on another thread when
/// every section's models (and view models) are of types that conform to this protocol; the main actor then only
/// reads the bindings and applies the result. Any other update is diffed on the main actor, as in the original library.
///
/// The conformance states that the values may be read from another thread while the main actor holds them too, which
/// is what `Sendable` promises; so the protocol refines `Sendable`, and the compiler checks the promise where you
/// declare the conformance:
///
/// ```swift
/// struct Artist: Identifiable, Equatable, OffMainActorDiffable {
///     let id: Int
///     var name: String
/// }
/// ```
///
/// Why a protocol of its own, and not every `Sendable` type: `Sendable` is known to the compiler only, so a binding
/// method could tell it only by having a second overload for `Sendable` values — one for every form of every binding
/// method. Those overloads doubled the work of type-checking every chain (ARCHITECTURE.md, "One binding pipeline").
/// A conformance to this protocol is seen at run time, once per binding, by the one place that makes a binding's diff
/// traits: every data-binding form — arrays, closures, `updatedBy:`, publishers, async sequences, BraidUIKit's
/// UIKit-typed providers — gets the same treatment.
///
/// When a large update stays on the main actor because a section's values do not conform, the binder reports it once
/// per section to its ``SectionedBinder/diagnosticHandler``, naming the type.
///
/// `String`, `Int`, `Double` and `Bool` conform, for lists of plain values.
public protocol OffMainActorDiffable: Sendable {}

extension String: OffMainActorDiffable {}
extension Int: OffMainActorDiffable {}
extension Double: OffMainActorDiffable {}
extension Bool: OffMainActorDiffable {}
