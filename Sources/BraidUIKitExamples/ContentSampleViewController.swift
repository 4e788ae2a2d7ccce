import BraidSamples
import BraidUIKit
import Foundation

/// What every sample's controller has: a title and a scroll view — a table, or a collection view — filling its view,
/// bound in `viewDidLoad`.
@MainActor
class ContentSampleViewController<Content: UIScrollView>: UIViewController {
    let scrollView: Content

    init(title: String, scrollView: Content) {
        self.scrollView = scrollView
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("the samples are made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
    }
}
