// BraidUIKit: UIKit's table and collection views as Braid hosts. Importing it brings in Braid and UIKit — on
// platforms without UIKit, the stand-in that declares the part of UIKit this module uses (UIKitStandIn). This is
// the module's conditional import; every other file is the same on both, except the SwiftUI parts (compiled where
// SwiftUI and UIKit both exist, and type-checked against the iOS SDK by Scripts/typecheck-ios-sdk.sh) and the
// Objective-C target-action calls of iOS 13.
@_exported import Braid
#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import UIKitStandIn
#endif
