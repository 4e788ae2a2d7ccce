extension Array where Element: Comparable {
    /// Whether this array, sorted ascending, holds `element`: a binary search.
    func sortedContains(_ element: Element) -> Bool {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < element { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == element
    }
}
