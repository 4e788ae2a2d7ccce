import BraidSamples
import BraidUIKit
import Foundation

/// What every sample's controller has: a title and a table filling its view, bound in `viewDidLoad`.
@MainActor
class SampleViewController: UIViewController {
    let tableView: UITableView

    init(title: String, style: UITableView.Style = .plain) {
        tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("the samples are made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
    }
}
