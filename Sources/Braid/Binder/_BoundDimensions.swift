/// Which dimensions any chain bound, fixed at `finish()` (nothing binds after it): the host asks for every
/// row's dimension as it loads, so what nothing bound costs nothing.
struct _BoundDimensions {
    var cellHeight = false
    var estimatedCellHeight = false
    var headerHeight = false
    var estimatedHeaderHeight = false
    var footerHeight = false
    var estimatedFooterHeight = false
    var itemSize = false
    var estimatedItemSize = false
    var headerSize = false
    var footerSize = false
}
