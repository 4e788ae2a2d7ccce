#if !canImport(UIKit)
import BraidUIKit
import Testing

/// Which identity a SwiftUI row or header is hosted under (``HostingIdentity``), without SwiftUI: the model's own, as
/// Braid diffs it, with its type; a new one for each configuration of a model without one.
@MainActor
@Suite struct HostingIdentityTests {
    struct Named: CollectionIdentifiable { var collectionId: String }
    struct Numbered: Identifiable { var id: Int }
    struct Both: CollectionIdentifiable, Identifiable {
        var collectionId: String { "collection \(id)" }
        var id: Int
    }
    struct Keyed: Identifiable {
        struct Key: Hashable { var letter: Character }
        var id: Key
    }
    struct Plain { var text: String }

    @Test func aCollectionIdentifiableModelIsHostedUnderItsCollectionId() {
        #expect(HostingIdentity.Maker(Named.self).identity(of: Named(collectionId: "A"))
                == .model(ObjectIdentifier(Named.self), "A"))
    }

    @Test func anIdentifiableModelIsHostedUnderItsIdOfAnyType() {
        #expect(HostingIdentity.Maker(Numbered.self).identity(of: Numbered(id: 7)) == .model(ObjectIdentifier(Numbered.self), 7))
        let keyed = HostingIdentity.Maker(Keyed.self)
        #expect(keyed.identity(of: Keyed(id: .init(letter: "B"))) == keyed.identity(of: Keyed(id: .init(letter: "B"))),
                "an identity type other than Int and String, boxed as the diff boxes it, is the same for equal ids")
        #expect(keyed.identity(of: Keyed(id: .init(letter: "B"))) != keyed.identity(of: Keyed(id: .init(letter: "C"))))
    }

    @Test func aModelWithBothIdentitiesIsHostedUnderTheOneItIsDiffedBy() {
        #expect(HostingIdentity.Maker(Both.self).identity(of: Both(id: 1)) == .model(ObjectIdentifier(Both.self), "collection 1"),
                "collectionId, as _DiffTraits chooses")
    }

    @Test func theSameIdOfTwoModelTypesIsTwoIdentities() {
        struct Other: Identifiable { var id: Int }
        #expect(HostingIdentity.Maker(Numbered.self).identity(of: Numbered(id: 1))
                != HostingIdentity.Maker(Other.self).identity(of: Other(id: 1)),
                "one hosting cell type serves every section: an artist's 1 is not a song's 1")
    }

    @Test func aModelWithoutIdentityIsHostedUnderANewIdentityEachTime() {
        let plain = HostingIdentity.Maker(Plain.self)
        #expect(!plain.modelsHaveIdentity && HostingIdentity.Maker(Numbered.self).modelsHaveIdentity)
        let first = plain.identity(of: Plain(text: "a")), again = plain.identity(of: Plain(text: "a"))
        let otherMaker = HostingIdentity.Maker(Plain.self).identity(of: Plain(text: "a"))
        #expect(Set([first, again, otherMaker]).count == 3,
                "no two configurations share one, whichever chain or header made them: \(first), \(again), \(otherMaker)")
    }
}
#endif
