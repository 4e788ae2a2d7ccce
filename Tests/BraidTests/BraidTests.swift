import Testing
import Braid

@Test func braidReexportsTheDiffVocabulary() {
    let batch = BatchUpdate(itemDeletes: [ItemPath(row: 0, section: 0)])
    #expect(!batch.isEmpty && batch.hasStructuralChanges, "a batch with a delete is a structural change")
}
