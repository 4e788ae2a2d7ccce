/// NSText.h: `typedef NS_ENUM(NSInteger, NSTextAlignment)`, with iOS's values (`TARGET_ABI_USES_IOS_VALUES`):
/// left 0, center 1, right 2, justified 3, natural 4.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
