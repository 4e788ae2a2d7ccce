import Braid

/// One row of the "Add Event" form; identified by case, equal by payload (SAMPLES.md, sample 3).
public enum FormItem: CollectionIdentifiable, Equatable {
    case title(String)
    case location(String)
    case allDay(Bool)
    case date(String)
    case startTime(String)
    case endTime(String)
    case picker(for: PickerTarget, value: String)
    case url(String)
    case notes(String)

    public enum PickerTarget: String { case date, startTime, endTime }

    public var collectionId: String {
        switch self {
        case .title: "title"
        case .location: "location"
        case .allDay: "allDay"
        case .date: "date"
        case .startTime: "startTime"
        case .endTime: "endTime"
        case .picker: "picker"
        case .url: "url"
        case .notes: "notes"
        }
    }
}

/// The form's state: what the user entered so far.
public struct EventDraft {
    public var title = ""
    public var location = ""
    public var isAllDay = false
    /// Days from today, and minutes from midnight — picked with the arrow keys.
    public var dayOffset = 0
    public var startMinutes = 9 * 60
    public var endMinutes = 10 * 60
    public var url = ""
    public var notes = ""
    public var openPicker: FormItem.PickerTarget?

    public init() {}
}
