import BraidDiff
import Testing

@Test func rawValueBackedEnumsAreIdentifiedByTheirRawValueWithoutCode() {
    enum FormItem: Int, CollectionIdentifiable { case username, password }
    enum Shelf: String, CollectionIdentifiable { case top = "t", bottom = "b" }
    #expect(FormItem.password.collectionId == "1" && Shelf.bottom.collectionId == "b",
            "the default collectionId is the raw value's description")
    let diff = FlatDiff(from: [FormItem.username, .password], to: [.password, .username])
    #expect(diff.moves.count == 1 && diff.inserts.isEmpty && diff.deletes.isEmpty,
            "the default identity lets re-ordered cases move instead of being replaced")
}
