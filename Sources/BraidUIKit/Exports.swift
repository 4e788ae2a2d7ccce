// BraidUIKit: UIKit's table and collection views as Braid hosts. Importing it brings in Braid and UIKit — on
// platforms without UIKit, the stand-in that declares the part of UIKit this module uses (UIKitStandIn). This is
// the module's only conditional code; every other file is the same on both.
@_exported import Braid
#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import UIKitStandIn
#endif
