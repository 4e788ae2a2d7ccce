/// What a headless view keeps about selection and display, as UIKit's views do: the one selected item (a tap selects
/// it, and deselects the one before), and the cells it announced with "will display" and has not yet ended, with
/// where their items are.
struct HeadlessSelection<Cell: AnyObject> {
    /// The selected item; nil when none is.
    var selected: ItemPath?
    /// The cells announced and still shown (or waiting to go), by cell, with their item's path.
    var shown: [ObjectIdentifier: (cell: Cell, path: ItemPath)] = [:]
}
