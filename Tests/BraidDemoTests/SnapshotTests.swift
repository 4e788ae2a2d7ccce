import Foundation
import Testing
import BraidTerminal
@testable import braid_demo

/// Each sample's first fully loaded screen at 80×24, as `braid-demo <sample> --snapshot` prints it.
@MainActor
@Suite("braid-demo snapshots", .serialized)
struct SnapshotTests {
    /// What each sample shows once loaded, at 80×24.
    static let expectedScreens: [Sample: [String]] = [
        .accounts: [
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
        ],
        .artists: [
                " Artists                                                       ^G go to section",
                " A",
                " AC/DC                                                                      ›  A",
                " Alabama Shakes                                                             ›  B",
                " B                                                                             C",
                " The Beatles                                                                ›  D",
                " C                                                                             E",
                " Clean Bandit                                                               ›  F",
                " Coldplay                                                                   ›  H",
                " Crystal Castles                                                            ›  K",
                " D                                                                             L",
                " Digitalism                                                                 ›  M",
                " E                                                                             N",
                " Elton John                                                                 ›  O",
                " F                                                                             P",
                " Fat Larry's Band                                                           ›  Q",
                " Fleetwood Mac                                                              ›  R",
                " Foo Fighters                                                               ›  S",
                " H                                                                             T",
                " Half Moon Run                                                              ›  U",
                " Heart                                                                      ›  Y",
                " Hollerado                                                                  ›",
                " K",
                " ↑↓ move   ⏎ select   del delete   tab actions   r refresh   e edit   q quit",
        ],
        .form: [
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
        ],
        .newsFeed: [
                " News Feed (8 stories)",
                " Houseplant Thriving Despite Owner's Best Efforts",
                " The fern, watered twice since March, has put out three new fronds out of spit…",
                " Weather Forecast Accurate for Once",
                " Meteorologists are as surprised as anyone and have asked not to be expected t…",
                " Weather Forecast Accurate for Once",
                " Meteorologists are as surprised as anyone and have asked not to be expected t…",
                " Office Printer Works First Time; Staff Suspicious",
                " IT has opened an investigation. Employees are advised not to print anything i…",
                " Houseplant Thriving Despite Owner's Best Efforts",
                " The fern, watered twice since March, has put out three new fronds out of spit…",
                " Area Dog Very Good, Sources Say",
                " Multiple independent witnesses have confirmed the dog is, in fact, a good boy.",
                " Weather Forecast Accurate for Once",
                " Meteorologists are as surprised as anyone and have asked not to be expected t…",
                " Houseplant Thriving Despite Owner's Best Efforts",
                " The fern, watered twice since March, has put out three new fronds out of spit…",
                "",
                "",
                " ⚠ a page holds models the paged section already has, or holds twice",
                " (identities Weather Forecast Accurate for Once, Houseplant Thriving Despite",
                " Owner's Best Efforts): each shows more than once, and animations of them may",
                " be wrong. A page should hold only new models.",
                " ↑↓ move   ⏎ select   F5 refresh   q quit",
        ],
        .homePage: [
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
        ],
        .shop: [
                " Shop",
                " FEATURED  (7)",
                "  Pears             Plums             Bagels            Cream             Butter",
                "  £1 sale           £4 sale           £8 sale           £4 sale           £8 sal",
                "",
                " FRUIT & VEG  (7)",
                "  Pears              Kiwis              Figs               Plums",
                "  £1 sale            £3                 £4                 £4 sale",
                "  Leeks              Apples             Kale",
                "  £5                 £7                 £8",
                "",
                " BAKERY  (4)",
                "  Croissants         Sourdough          Rye loaf           Bagels",
                "  £1                 £1                 £6                 £8 sale",
                "",
                " DAIRY  (5)",
                "  Milk               Cream              Cheddar            Butter",
                "  £2                 £4 sale            £7                 £8 sale",
                "  Yoghurt",
                "  £8",
                "",
                " PANTRY  (6)",
                "  Rice               Coffee             Honey              Oats",
                " ↑↓ move   ⏎ select   ←→ across   space basket   f filter: all   r refresh   q …",
        ],
        .files: [
                " Files",
                " ▾ Documents                                                            3 items",
                "   ▸ Taxes                                                              2 items",
                "   ▸ Letters                                                            2 items",
                "     Notes.md                                                            7.3 KB",
                " ▸ Pictures                                                             2 items",
                " ▸ Music                                                                2 items",
                " ▸ Projects                                                              1 item",
                "   Downloads                                                              empty",
                "   todo.txt                                                               312 B",
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
                " ↑↓ move   ⏎ select   →← open   r refresh   m → Downloads   q quit",
        ],
    ]

    @Test(arguments: Sample.allCases)
    func eachSampleLoadsToItsExpectedScreen(_ sample: Sample) async {
        let screen = await Snapshot.render(sample, width: 80, height: 24)
        #expect(screen == Self.expectedScreens[sample], "the \(sample.rawValue) sample's loaded screen changed:\n\(screen.joined(separator: "\n"))")
    }

    /// The README shows each sample as `docs/samples/<sample>.svg`: those pictures must be what the demo draws now.
    @Test(arguments: Sample.allCases)
    func theReadmesPicturesAreTheSamplesAsTheyAreNow(_ sample: Sample) async throws {
        let picture = SnapshotPicture.svg(await Snapshot.buffer(sample, width: 80, height: 24))
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/samples/\(sample.rawValue).svg")
        let committed = try String(contentsOf: file, encoding: .utf8)
        #expect(committed == picture, "docs/samples/\(sample.rawValue).svg is not what the \(sample.rawValue) sample shows now: run Scripts/render-sample-pictures.sh and commit the pictures")
    }

    /// A binder's warning is shown in full above the keys, wrapped; on a screen too small for it, in at most half the
    /// rows, its end cut with an ellipsis — never over the title.
    @Test func aWarningWrapsAboveTheKeysAndIsCutOnlyWhereTheScreenIsTooSmall() async {
        let lines = await Snapshot.render(.newsFeed, width: 44, height: 10)
        #expect(lines[0] == " News Feed (8 stories)", "the title bar keeps the title alone: \(lines)")
        #expect(lines[5].hasPrefix(" ⚠ a page holds models") && lines[8].hasSuffix("…"),
                "four rows of warning (half of the eight below the title), the last cut: \(lines.joined(separator: "\n"))")
        #expect(lines[9].contains("q quit"), "the keys stay on the last row: \(lines)")
    }

    /// A picture carries the screen's text, its colours and its attributes, and escapes what XML must.
    @Test func aPictureHoldsTheTextColoursAndAttributesOfTheScreen() {
        var buffer = ScreenBuffer(width: 12, height: 2)
        _ = buffer.draw(StyledText("a<b & \"c\"", style: TextStyle(.bold, foreground: .red)), x: 0, y: 0)
        _ = buffer.draw(StyledText("漢字", style: .reverse), x: 0, y: 1)
        let svg = SnapshotPicture.svg(buffer)
        #expect(svg.contains(">a&lt;b &amp; &quot;c&quot;</text>") && svg.contains("fill=\"#cd3131\"") && svg.contains("font-weight=\"bold\""),
                "the first row's text, escaped, red and bold: \(svg)")
        #expect(svg.contains(">漢字</text>") && svg.contains("textLength=\"33.6\""),
                "two wide characters fill four columns (4 × 8.4): \(svg)")
        #expect(svg.contains("<rect x=\"8.4\" y=\"27\" width=\"33.6\" height=\"18\" fill=\"#d4d4d4\"/>"),
                "reversed text draws the default text colour behind it: \(svg)")
    }

    @Test func aMalformedHomePageResponseShowsAnErrorRowWithTheReason() async {
        let lines = await Snapshot.render(.homePage, width: 80, height: 24) { screen in
            (screen as? HomeScreen)?.service.loadResponse = { Data(#"[{"title": "Broken"}]"#.utf8) }
        }
        #expect(lines.contains { $0.contains("Could not load the page") && $0.contains("Broken") },
                "the error row names what was wrong: \(lines.joined(separator: "\n"))")
    }
}
