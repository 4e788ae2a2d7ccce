@testable import Braid
import Testing

/// A content cell that shows glyphs only, as the terminal's does.
@MainActor
private final class GlyphOnlyCell: RowContentShowing {
    typealias ViewEvent = RowContentEvent
    var viewModel: RowContent?
    static func canShow(_ image: ContentImage) -> Bool { image.hasGlyph }
}

/// Content values: their plain text (what the headless host shows and tests read), their toggle, and what the
/// terminal and the headless host can show of an image.
@Suite struct RowContentTests {
    @Test func thePlainTextIsTheGlyphTheTextTheSecondaryTextAndTheMarks() {
        #expect(RowContent(text: "Alarm").plainText == "Alarm")
        #expect(RowContent(text: "Wi-Fi", secondaryText: "Home", image: .system("wifi", glyph: "≋"),
                           accessories: [.disclosureIndicator]).plainText == "≋ Wi-Fi | Home ›")
        #expect(RowContent(text: "Ada", secondaryText: "Engineer", secondaryTextPlacement: .below,
                           accessories: [.checkmark, .detailButton]).plainText == "Ada ✓ ⓘ\nEngineer",
                "a secondary text below is a second line")
        #expect(RowContent(text: "Disk", accessories: [.label("12 GB"), .badge("3"), .toggle(isOn: false)]).plainText
                == "Disk 12 GB (3) [ ]")
        #expect(RowContent(text: "Star", image: .system("star")).plainText == "Star", "an image without a glyph is left out")
        #expect(HeaderFooterContent(text: "Accounts", secondaryText: "3").plainText == "Accounts | 3")
        #expect(HeaderFooterContent(text: "Accounts").plainText == "Accounts")
    }

    @Test func theToggleIsReadAndSetWhereverItIsAmongTheAccessories() {
        let content = RowContent(text: "Wake up", accessories: [.label("7:00"), .toggle(isOn: false)])
        #expect(content.toggleIsOn == false)
        #expect(RowContent(text: "Alarm").toggleIsOn == nil, "no toggle")
        let flipped = content.settingToggle(isOn: true)
        #expect(flipped.accessories == [.label("7:00"), .toggle(isOn: true)], "the other accessories stay")
        #expect(flipped != content, "the content is the row's equality: a flipped toggle is a change")
    }

    @Test func anImageHasAGlyphOnlyWhenItsGlyphIsNotEmpty() {
        #expect(ContentImage.glyph("★").hasGlyph)
        #expect(!ContentImage.system("star").hasGlyph)
        #expect(!ContentImage(systemName: "star", glyph: "").hasGlyph)
        #expect(ContentImage.system("star", glyph: "★").name == "star" && ContentImage.glyph("★").name == "★")
    }

    @MainActor @Test func anImageTheCellCannotShowIsAWarningThatNamesItAndTheRemedy() throws {
        #expect(GlyphOnlyCell.unshownImageWarning(for: RowContent(text: "Star")) == nil, "no image, no warning")
        #expect(GlyphOnlyCell.unshownImageWarning(for: RowContent(text: "Star", image: .system("star", glyph: "★"))) == nil)
        let warning = try #require(GlyphOnlyCell.unshownImageWarning(for: RowContent(text: "Star", image: .system("star"))))
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("GlyphOnlyCell cannot show the image 'star'") && warning.message.contains("a glyph"),
                "\(warning.message)")
    }

    @MainActor @Test func setAndTappedOnlyWhatTheContentHas() {
        let cell = GlyphOnlyCell()
        #expect(!cell.userSetToggle(isOn: true) && !cell.flipToggle() && !cell.userTappedDetailButton(), "no content")
        cell.viewModel = RowContent(text: "Alarm", accessories: [.toggle(isOn: true), .detailButton])
        #expect(!cell.userSetToggle(isOn: true), "already on: nothing happens")
        #expect(cell.userSetToggle(isOn: false) && cell.viewModel?.toggleIsOn == false)
        #expect(cell.flipToggle() && cell.viewModel?.toggleIsOn == true)
        #expect(cell.userTappedDetailButton())
    }
}
