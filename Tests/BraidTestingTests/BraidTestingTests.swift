import Testing
import BraidTesting

@Test func anEmptyBatchIsEmpty() {
    #expect(BatchUpdate().isEmpty, "a batch with no operations reports itself empty")
}
