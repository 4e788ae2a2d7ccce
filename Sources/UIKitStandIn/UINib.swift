import Foundation

/// UINib.h: `@interface UINib : NSObject` (iOS 4.0), `NS_SWIFT_UI_ACTOR`.
///
/// The stand-in loads no files: a nib's top-level objects are the classes listed for its name in
/// ``standInContents``, created with `init()` and sent `awakeFromNib()` as nib loading would.
@MainActor
open class UINib: NSObject {
    /// The classes each nib name holds, in the order of the nib's top-level objects (not UIKit API).
    package static var standInContents: [String: [AnyObject.Type]] = [:]

    /// The nib's name, as given.
    package let standInName: String

    /// UINib.h: `+ (UINib *)nibWithNibName:(NSString *)name bundle:(nullable NSBundle *)bundleOrNil;`
    /// (imported as an initializer).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        standInName = name
        super.init()
    }

    /// The classes the nib holds (not UIKit API).
    package var standInClasses: [AnyObject.Type] { Self.standInContents[standInName] ?? [] }

    /// UINibLoading.h: `typedef NSString * UINibOptionsKey NS_TYPED_ENUM;`, imported as `UINib.OptionsKey`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UINibLoading.h: `UIKIT_EXTERN UINibOptionsKey const UINibExternalObjects API_AVAILABLE(ios(3.0));`
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// UINib.h: `- (NSArray *)instantiateWithOwner:(nullable id)ownerOrNil options:(nullable NSDictionary
    /// <UINibOptionsKey, id> *)optionsOrNil;` — imported with `options` defaulting to nil. The stand-in has no
    /// external objects to connect, and ignores the options.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        standInClasses.compactMap { type -> Any? in
            guard let viewType = type as? any StandInReusable.Type else { return nil }
            let view = viewType.init()
            view.standInAwoke = true
            view.awakeFromNib()
            return view
        }
    }
}
