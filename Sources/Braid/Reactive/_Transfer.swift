import Foundation

/// A value handed to the main actor from another thread (where a publisher delivered it, where a diff ran) that
/// is only used once it is back there.
package struct _Transfer<Value>: @unchecked Sendable {
    package let value: Value

    package init(value: Value) {
        self.value = value
    }
}
