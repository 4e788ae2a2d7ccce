import Foundation
import Testing
@testable import braid_demo

/// Each sample's first fully loaded screen at 80×24, as `braid-demo <sample> --snapshot` prints it.
@MainActor
@Suite("braid-demo snapshots", .serialized)
struct SnapshotTests {
    @Test func accountsLoadsToItsExpectedScreen() async {
        let screen = await Snapshot.render(.accounts, width: 80, height: 24)
        let expected: [String] = [
            " Accounts",
            " Open a new savings account today and receive 3.10% for the first three months!",
            " CHECKING",
            " Every Day Checking                                                 $2,305.82 ›",
            " 123***123",
            " SAVINGS",
            " High-Interest Savings                                                $105.45 ›",
            " 719***810",
            " High-Interest Savings                                             $10,613.19 ›",
            " 905***001",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            " ↑↓ move   ⏎ select   r refresh   q quit",
        ]
        #expect(screen == expected, "the accounts sample's loaded screen changed:\n\(screen.joined(separator: "\n"))")
    }

    @Test func artistsLoadsToItsExpectedScreen() async {
        let screen = await Snapshot.render(.artists, width: 80, height: 24)
        let expected: [String] = [
            " Artists",
            " A",
            " AC/DC                                                                        ›",
            " Alabama Shakes                                                               ›",
            " B",
            " The Beatles                                                                  ›",
            " C",
            " Clean Bandit                                                                 ›",
            " Coldplay                                                                     ›",
            " Crystal Castles                                                              ›",
            " D",
            " Digitalism                                                                   ›",
            " E",
            " Elton John                                                                   ›",
            " F",
            " Fat Larry's Band                                                             ›",
            " Fleetwood Mac                                                                ›",
            " Foo Fighters                                                                 ›",
            " H",
            " Half Moon Run                                                                ›",
            " Heart                                                                        ›",
            " Hollerado                                                                    ›",
            " K",
            " ↑↓ move   ⏎ select   r refresh   q quit",
        ]
        #expect(screen == expected, "the artists sample's loaded screen changed:\n\(screen.joined(separator: "\n"))")
    }

    @Test func formLoadsToItsExpectedScreen() async {
        let screen = await Snapshot.render(.form, width: 80, height: 24)
        let expected: [String] = [
            " Add Event",
            " Event name",
            " Location",
            " All-day                                                                  [OFF]",
            " Date                                                         Sat, Nov 21, 2026",
            " Starts                                                                 9:00 AM",
            " Ends                                                                  10:00 AM",
            " URL",
            " Notes",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            " ↑↓ move   ⏎ select   type edit   space toggle   ←→ pick   q quit",
        ]
        #expect(screen == expected, "the form sample's loaded screen changed:\n\(screen.joined(separator: "\n"))")
    }

    @Test func newsFeedLoadsToItsExpectedScreen() async {
        let screen = await Snapshot.render(.newsFeed, width: 80, height: 24)
        let expected: [String] = [
            " News Feed (8 stories)   ⚠ the table has models whose identity occurs more than…",
            " Houseplant Thriving Despite Owner's Best Efforts",
            " The fern, watered twice since March, has put out three new fronds out of",
            " spite.",
            " Weather Forecast Accurate for Once",
            " Meteorologists are as surprised as anyone and have asked not to be expected to",
            " do it again.",
            " Weather Forecast Accurate for Once",
            " Meteorologists are as surprised as anyone and have asked not to be expected to",
            " do it again.",
            " Office Printer Works First Time; Staff Suspicious",
            " IT has opened an investigation. Employees are advised not to print anything",
            " important.",
            " Houseplant Thriving Despite Owner's Best Efforts",
            " The fern, watered twice since March, has put out three new fronds out of",
            " spite.",
            " Area Dog Very Good, Sources Say",
            " Multiple independent witnesses have confirmed the dog is, in fact, a good boy.",
            " Weather Forecast Accurate for Once",
            " Meteorologists are as surprised as anyone and have asked not to be expected to",
            " do it again.",
            " Houseplant Thriving Despite Owner's Best Efforts",
            " The fern, watered twice since March, has put out three new fronds out of",
            " ↑↓ move   ⏎ select   q quit",
        ]
        #expect(screen == expected, "the news-feed sample's loaded screen changed:\n\(screen.joined(separator: "\n"))")
    }

    @Test func homePageLoadsToItsExpectedScreen() async {
        let screen = await Snapshot.render(.homePage, width: 80, height: 24)
        let expected: [String] = [
            " Home",
            "                       <Brand Name>. Shopping made easy.",
            " Recommended for you",
            " ▚▞ Bernie Bott's Every Flavour Beans",
            " ▞▚ $8.99 ea",
            " ▚▞ Blue Bantha Milk",
            " ▞▚ $5.99 litre",
            "                                                                     See more ›",
            " Featured products",
            " ▚▞ Sonic Screwdriver",
            " ▞▚ $75.99 ea",
            " ▚▞ Hookshot",
            " ▞▚ $45.95 ea",
            " ▚▞ FLUDD",
            " ▞▚ $223.80 ea",
            "                                                                     See more ›",
            " Stores near you",
            " Bathurst & Queen                                                        2.3 km",
            " Granville & Dunsmuir                                                    7.8 km",
            "                                                                      See all ›",
            "",
            "",
            "",
            " ↑↓ move   ⏎ select   q quit",
        ]
        #expect(screen == expected, "the home-page sample's loaded screen changed:\n\(screen.joined(separator: "\n"))")
    }

    @Test func aMalformedHomePageResponseShowsAnErrorRowWithTheReason() async {
        let lines = await Snapshot.render(.homePage, width: 80, height: 24) { screen in
            (screen as? HomeScreen)?.service.loadResponse = { Data(#"[{"title": "Broken"}]"#.utf8) }
        }
        #expect(lines.contains { $0.contains("Could not load the page") && $0.contains("Broken") },
                "the error row names what was wrong: \(lines.joined(separator: "\n"))")
    }
}
