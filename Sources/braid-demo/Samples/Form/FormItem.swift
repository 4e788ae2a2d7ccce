import Braid

/// One row of the "Add Event" form; identified by case, equal by payload (SAMPLES.md, sample 3).
enum FormItem: CollectionIdentifiable, Equatable {
    case title(String)
    case location(String)
    case allDay(Bool)
    case date(String)
    case startTime(String)
    case endTime(String)
    case picker(for: PickerTarget, value: String)
    case url(String)
    case notes(String)

    enum PickerTarget: String { case date, startTime, endTime }

    var collectionId: String {
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
struct EventDraft {
    var title = ""
    var location = ""
    var isAllDay = false
    /// Days from today, and minutes from midnight — picked with the arrow keys.
    var dayOffset = 0
    var startMinutes = 9 * 60
    var endMinutes = 10 * 60
    var url = ""
    var notes = ""
    var openPicker: FormItem.PickerTarget?
}
