import BraidSamples
import BraidUIKit
import Foundation

/// A sample whose content is a table.
@MainActor
class SampleViewController: ContentSampleViewController<UITableView> {
    var tableView: UITableView { scrollView }

    init(title: String, style: UITableView.Style = .plain) {
        super.init(title: title, scrollView: UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style))
    }

    required init?(coder: NSCoder) {
        fatalError("the samples are made in code")
    }
}
