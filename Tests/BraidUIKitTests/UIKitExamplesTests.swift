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

    /// Opens the sample of the menu's row `row`; returns the navigation controller (which keeps it) and its table.
    private func openSample(_ row: Int) throws -> (UINavigationController, UITableView) {
        ServiceDelay.scale = 0
        let menu = SamplesViewController()
        let navigation = UINavigationController(rootViewController: menu)
        let menuTable = try #require(menu.view.subviews.first as? UITableView)
        menuTable.engine.tap(ItemPath(row: row, section: 0), location: #_sourceLocation)
        return (navigation, try #require(navigation.topViewController?.view.subviews.first as? UITableView))
    }

    @Test func theFormsAllDayRowTogglesWhenTappedAndHidesTheTimes() async throws {
        let (navigation, form) = try openSample(2)
        defer { _ = navigation }
        #expect(form.engine.screen.contains("All-day | Off"), "a value1 cell shows its value: \(form.engine.screen)")
        #expect(form.engine.screen.contains("09:00"))
        form.engine.tap(ItemPath(row: 0, section: 1), location: #_sourceLocation)
        await Task.yield()
        #expect(form.engine.screen.contains("All-day | On"), "tapping the row toggles it: \(form.engine.screen)")
        #expect(!form.engine.screen.contains("09:00"), "and the time rows go")
    }

    @Test func subtitleCellsShowTheirSubtitle() async throws {
        let (navigation, feed) = try openSample(3)
        defer { _ = navigation }
        for _ in 0..<20 { await Task.yield() }
        let first = try #require(feed.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.detailTextLabel?.text?.isEmpty == false, "the story's summary is in the detail label")
        #expect(feed.engine.screen.first?.contains(" | ") == true, "and on screen: \(feed.engine.screen)")
    }
}
#endif
