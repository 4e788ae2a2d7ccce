#if !canImport(UIKit)
import BraidSamples
import BraidTesting
import BraidUIKit
import BraidUIKitExamples
import Foundation
import Testing
import UIKitStandIn

/// The UIKit examples run on the stand-in: the menu lists the five samples and opens each.
@MainActor
@Suite("BraidUIKit: the example view controllers")
struct UIKitExamplesTests {
    @Test func theMenuListsTheSamplesAndOpensEachOne() async {
        ServiceDelay.scale = 0
        let menu = SamplesViewController()
        let navigation = UINavigationController(rootViewController: menu)
        let table = menu.view.subviews.first as? UITableView
        #expect(table?.engine.screen == ["Accounts", "Artists & Songs", "Form", "News Feed", "Dynamic Home Page"],
                "\(table?.engine.screen ?? [])")
        for row in 0..<5 {
            table?.engine.tap(ItemPath(row: row, section: 0), location: #_sourceLocation)
            let sample = navigation.topViewController
            #expect(navigation.viewControllers.count == 2, "row \(row) pushes its sample")
            let sampleTable = sample?.view.subviews.first as? UITableView
            for _ in 0..<20 { await Task.yield() }
            #expect(sampleTable != nil && !(sampleTable!.engine.screen.isEmpty), "\(sample?.title ?? "?") shows its table")
            navigation.popViewController(animated: false)
        }
    }
}
#endif
