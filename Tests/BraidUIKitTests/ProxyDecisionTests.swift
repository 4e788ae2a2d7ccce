@testable import BraidUIKit
import Foundation
import Testing

/// One method of Scripts/uikit-delegate-methods.txt, the iOS SDK's list of the methods of the protocols the proxies
/// adopt (generated from the headers; deprecated methods included).
struct SDKMethod {
    var protocolName: String
    var selector: String
    var deprecated: Bool

    /// Every listed method.
    static let all: [SDKMethod] = {
        let listing = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/uikit-delegate-methods.txt")
        let text = (try? String(contentsOf: listing, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: " ", maxSplits: 3)
            return SDKMethod(
                protocolName: String(fields[0]), selector: String(fields[1]),
                deprecated: fields[2].contains("deprecated") || fields[2].contains("unavailable"))
        }
    }()
}

/// A proxy as the decision sees it: the protocols it adopts, each with the app's delegate its methods belong to, and
/// its selector tables standing in for the runtime's list of its methods (Scripts/check-delegate-forwarding.py holds
/// the tables to the methods).
struct ProxyUnderTest: CustomStringConvertible {
    var description: String
    var protocols: [String: ProxyDecision.AppDelegate?]
    var answered: Set<String>
    var forwarded: Set<String>

    @MainActor static let both = [
        ProxyUnderTest(
            description: "UIKitTableViewProxy",
            protocols: ["UIScrollViewDelegate": .scrollView, "UITableViewDataSource": .none, "UITableViewDelegate": .view],
            answered: UIKitTableViewProxy.answeredSelectors, forwarded: UIKitTableViewProxy.forwardedSelectors),
        ProxyUnderTest(
            description: "UIKitCollectionViewProxy",
            protocols: [
                "UIScrollViewDelegate": .scrollView, "UICollectionViewDataSource": .none,
                "UICollectionViewDelegate": .view, "UICollectionViewDelegateFlowLayout": .view,
            ],
            answered: UIKitCollectionViewProxy.answeredSelectors,
            forwarded: UIKitCollectionViewProxy.forwardedSelectors),
    ]

    /// The facts of `selector`, one of `protocolName`'s, with the app's delegate having it or not.
    func facts(_ selector: String, of protocolName: String, appResponds: Bool) -> ProxyDecision.Facts {
        let delegate = protocols[protocolName] ?? nil
        return ProxyDecision.Facts(
            answered: answered.contains(selector), implemented: answered.contains(selector) || forwarded.contains(selector),
            appDelegate: delegate, appResponds: delegate != nil && appResponds)
    }
}

@MainActor
@Suite("The proxies' decision: claim, answer, forward or decline")
struct ProxyDecisionTests {
    @Test("every selector of the SDK's list is claimed only where the proxy implements it or the app's delegate gets it whole")
    func noSelectorIsClaimedWithoutAnAnswer() {
        #expect(SDKMethod.all.count >= 132, "the SDK's list was read: \(SDKMethod.all.count) methods")
        var walked = 0
        for proxy in ProxyUnderTest.both {
            for method in SDKMethod.all where proxy.protocols[method.protocolName] != nil {
                for appResponds in [false, true] {
                    let facts = proxy.facts(method.selector, of: method.protocolName, appResponds: appResponds)
                    let decision = ProxyDecision(facts)
                    walked += 1
                    let answered = facts.implemented || (decision == .forwardWhole(.view) || decision == .forwardWhole(.scrollView))
                        && appResponds
                    #expect(!decision.claims || answered,
                            "\(proxy) claims \(method.selector) (\(decision)) with the app's delegate \(appResponds ? "having" : "without") it, and neither implements nor forwards it")
                    if facts.appDelegate != nil && !facts.answered {
                        #expect(decision.claims == appResponds,
                                "\(proxy): the delegate method \(method.selector), not answered by a chain, is claimed exactly when the app's delegate has it (\(decision))")
                    }
                    if facts.appDelegate == nil {
                        #expect(decision.claims == facts.implemented,
                                "\(proxy): the data source method \(method.selector) is claimed exactly when the proxy implements it (\(decision))")
                    }
                    if method.deprecated && !facts.implemented && appResponds && facts.appDelegate != nil {
                        #expect(decision == .forwardWhole(facts.appDelegate!),
                                "\(proxy): the deprecated \(method.selector) goes whole to the app's delegate (\(decision))")
                    }
                }
            }
        }
        #expect(walked == 2 * (14 * 2 + 11 + 53 + 8 + 40 + 6), "each proxy's protocols, each with and without the app's method")
    }

    @Test("the issue's deprecated table delegate methods go whole to the app's delegate that has them, and are not claimed without it")
    func deprecatedMethodsGoWholeToTheAppsDelegate() {
        let table = ProxyUnderTest.both[0]
        for selector in [
            "tableView:editActionsForRowAtIndexPath:", "tableView:accessoryTypeForRowWithIndexPath:",
            "tableView:shouldShowMenuForRowAtIndexPath:", "tableView:canPerformAction:forRowAtIndexPath:withSender:",
            "tableView:performAction:forRowAtIndexPath:withSender:",
        ] {
            #expect(SDKMethod.all.contains { $0.selector == selector && $0.deprecated }, "\(selector) is in the SDK's list, deprecated")
            #expect(ProxyDecision(table.facts(selector, of: "UITableViewDelegate", appResponds: true)) == .forwardWhole(.view),
                    "\(selector): the app's delegate has it, so it gets UIKit's message whole")
            #expect(ProxyDecision(table.facts(selector, of: "UITableViewDelegate", appResponds: false)) == .decline,
                    "\(selector): without it in the app's delegate, the proxy does not claim it")
        }
    }

    @Test("a method a newer SDK adds goes whole to the app's delegate that has it; one of a data source is declined")
    func futureMethodsAreForwardedOrDeclined() {
        let future = ProxyDecision.Facts(answered: false, implemented: false, appDelegate: .view, appResponds: true)
        #expect(ProxyDecision(future) == .forwardWhole(.view), "a future delegate method reaches the app's delegate")
        let scroll = ProxyDecision.Facts(answered: false, implemented: false, appDelegate: .scrollView, appResponds: true)
        #expect(ProxyDecision(scroll) == .forwardWhole(.scrollView), "a future scroll-view method reaches the app's")
        let dataSource = ProxyDecision.Facts(answered: false, implemented: false, appDelegate: nil, appResponds: false)
        #expect(ProxyDecision(dataSource) == .decline, "a future data source method is not claimed: the app has no data source")
    }

    @Test("what a chain answers is claimed whatever the app's delegate has; what the proxy only forwards is claimed with it")
    func chainsWinAndForwardsFollowTheAppsDelegate() {
        let table = ProxyUnderTest.both[0]
        for appResponds in [false, true] {
            #expect(ProxyDecision(table.facts("tableView:heightForRowAtIndexPath:", of: "UITableViewDelegate",
                                              appResponds: appResponds)) == .answer, "a bound height is the chain's")
        }
        #expect(ProxyDecision(table.facts("tableView:shouldHighlightRowAtIndexPath:", of: "UITableViewDelegate",
                                          appResponds: true)) == .forward, "the proxy's own method forwards it")
        #expect(ProxyDecision(table.facts("tableView:shouldHighlightRowAtIndexPath:", of: "UITableViewDelegate",
                                          appResponds: false)) == .decline, "UIKit's own default without the app's method")
        #expect(ProxyDecision(table.facts("scrollViewDidScroll:", of: "UIScrollViewDelegate", appResponds: false)) == .answer,
                "scrolling is always heard: the binder's host listens")
    }

    @Test("the selector tables of each proxy are disjoint and name only methods of the SDK's list")
    func tablesNameSDKMethodsOnce() {
        for proxy in ProxyUnderTest.both {
            #expect(proxy.answered.isDisjoint(with: proxy.forwarded), "\(proxy): no selector is both answered and forwarded")
            let listed = Set(SDKMethod.all.filter { proxy.protocols[$0.protocolName] != nil }.map(\.selector))
            #expect(proxy.answered.union(proxy.forwarded).subtracting(listed).isEmpty,
                    "\(proxy): every selector of its tables is one of its protocols' in the SDK's list")
        }
    }
}
