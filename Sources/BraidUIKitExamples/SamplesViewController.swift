import BraidSamples
import BraidUIKit
import Foundation

/// The samples of `braid-demo`, as UIKit view controllers on BraidUIKit (README: "The samples in an iOS app"). The
/// menu: one row per sample; tapping pushes it.
///
/// ```swift
/// window.rootViewController = UINavigationController(rootViewController: SamplesViewController())
/// ```
@MainActor
public final class SamplesViewController: UIViewController {
    private let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    private var binder: TableViewBinder?

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Braid samples"
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The samples, with the controller that shows each; where SwiftUI exists, then a table of SwiftUI rows (iOS 16)
    /// and a SwiftUI screen of 100,000 rows.
    private static let samples: [(title: String, make: @MainActor () -> UIViewController)] = {
        var samples: [(title: String, make: @MainActor () -> UIViewController)] = [
            ("Accounts", { AccountsViewController() }),
            ("Artists & Songs", { ArtistsViewController() }),
            ("Form", { FormViewController() }),
            ("News Feed", { NewsFeedViewController() }),
            ("Dynamic Home Page", { HomeViewController() }),
            ("Shop", { ShopViewController() }),
            ("Files", { FilesViewController() }),
        ]
        #if canImport(SwiftUI) && canImport(UIKit)
        if #available(iOS 16.0, *) { samples.append(("SwiftUI Rows", { SwiftUIRowsViewController() })) }
        samples.append(("100,000 Rows in SwiftUI", { HundredThousandRowsView.makeViewController() }))
        #endif
        return samples
    }()

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        let binder = TableViewBinder(tableView: tableView)
        binder.onTable()
            .bind(cellType: TitleDetailTableViewCell.self, models: Self.samples.map(\.title), mapToViewModels: {
                TitleDetailTableViewCell.ViewModel(title: $0)
            })
            .onTapped { [weak self] row, _, _ in
                self?.navigationController?.pushViewController(Self.samples[row].make(), animated: true)
            }
        binder.finish()
        self.binder = binder
    }
}
