// `rowView(_:)` where SwiftUI and UIKit do not both exist (Linux, macOS, the terminal): BraidUIKit declares the real
// one (SwiftUI rows hosted in UIKit cells, iOS 16). Here it is unavailable with a message that names what works on every
// host, rather than the compiler's "no member 'rowView'".
#if !(canImport(SwiftUI) && canImport(UIKit))
extension ModelSingleSectionBinder {
    /// Unavailable: SwiftUI rows are hosted in UIKit cells (BraidUIKit, iOS 16), and this platform has no SwiftUI and
    /// UIKit. Describe the rows with `bind(content:…)`, which every host shows.
    @available(*, unavailable, message: "rowView shows SwiftUI views in UIKit cells (BraidUIKit, iOS 16), and this platform has no SwiftUI and UIKit: describe the rows with bind(content:…), which every host shows")
    @discardableResult
    public func rowView<Row>(_ view: @escaping (_ model: Model) -> Row) -> Self {
        fatalError("unavailable")
    }
}

extension ModelMultiSectionBinder {
    /// Unavailable: SwiftUI rows need SwiftUI and UIKit; see ``ModelSingleSectionBinder/rowView(_:)``.
    @available(*, unavailable, message: "rowView shows SwiftUI views in UIKit cells (BraidUIKit, iOS 16), and this platform has no SwiftUI and UIKit: describe the rows with bind(content:…), which every host shows")
    @discardableResult
    public func rowView<Row>(_ view: @escaping (_ model: Model) -> Row) -> Self {
        fatalError("unavailable")
    }
}
#endif
