import Foundation
import LayoutIR
import Testing
@testable import VFLCompiler

// The explain diagram (issue 29, item 6): one section per conflict with an anchor and its
// verdict, a band per axis with a scale, views to scale, text that does not collide, and the
// solution drawn named. Logs written for these tests.

private func conflictLog(_ index: Int, vertical: Bool) -> String {
    // A row of 16 + 300 + 16 = 332 in 320 (or a column of 12 + 300 + 12 = 324 in 320).
    let axis = vertical ? "V" : "H"
    let size = vertical ? "height" : "width"
    return """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x\(index)1 \(axis):|-(\(vertical ? 12 : 16))-[UILabel:0xa\(index)'A label with a name much longer than the gutter']   (active, names: '|':UIView:0xb\(index) )>",
            "<NSLayoutConstraint:0x\(index)2 UILabel:0xa\(index)'A label with a name much longer than the gutter'.\(size) == 300   (active)>",
            "<NSLayoutConstraint:0x\(index)3 \(axis):[UILabel:0xa\(index)'A label with a name much longer than the gutter']-(\(vertical ? 12 : 16))-|   (active, names: '|':UIView:0xb\(index) )>",
            "<NSLayoutConstraint:0x\(index)4 'UIView-Encapsulated-Layout-\(vertical ? "Height" : "Width")' UIView:0xb\(index).\(size) == 320   (active)>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x\(index)2 UILabel:0xa\(index)'A label with a name much longer than the gutter'.\(size) == 300   (active)>

        """
}

/// The boxes the text of an SVG takes, at the diagram's estimated character width.
private func textBoxes(_ document: XMLDocumentSummary, under svg: Int) -> [LayoutRect] {
    document.elements.indices.filter { index in
        var parent = document.elements[index].parent
        while let current = parent, current != svg { parent = document.elements[current].parent }
        return parent == svg && document.elements[index].name == "text"
    }.map { index in
        let element = document.elements[index]
        let x = Double(element.attributes["x"] ?? "") ?? 0, y = Double(element.attributes["y"] ?? "") ?? 0
        return LayoutRect(x: x, y: y - 11, width: Double(element.text.count) * ConsoleLogDiagram.characterWidth, height: 13)
    }
}

@Test func aPasteOfThirtyConflictsHasASectionEachLinkedFromTheTop() throws {
    let paste = (0..<30).map { conflictLog($0 + 10, vertical: $0 % 2 == 1) }.joined()
    let page = ExplainCommand.run(["--format", "html"], standardInput: { Array(paste.utf8) })
    var failure = ""
    let document = try #require(XMLDocumentSummary.parse(page.stdout.replacingOccurrences(of: "<!DOCTYPE html>\n", with: ""),
                                                         failure: &failure), "\(failure)")
    let sections = document.elements(named: "section")
    #expect(sections.map { $0.attributes["id"] ?? "" } == (1...30).map { "conflict-\($0)" })
    let links = document.elements(named: "a").compactMap { $0.attributes["href"] }
    #expect(links == (1...30).map { "#conflict-\($0)" })
    // One picture per section, not one tall picture for the paste.
    #expect(document.elements(named: "svg").count == 30)
    // Every conflict: 332 > 320 or 324 > 320, infeasible; the drawn solution is named.
    #expect(document.elements(named: "p", withClass: "verdict").allSatisfy { $0.text.hasPrefix("infeasible") })
    #expect(document.elements(named: "p").filter { $0.text.hasPrefix("drawn: ") }.count == 30)
}

@Test func eachAxisIsDrawnToScaleWithItsTextApart() throws {
    for vertical in [false, true] {
        let output = ExplainCommand.run(["--format", "svg"], standardInput: { Array(conflictLog(1, vertical: vertical).utf8) })
        var failure = ""
        let document = try #require(XMLDocumentSummary.parse(output.stdout, failure: &failure), "\(failure)")
        let texts = document.elements(named: "text").map(\.text)
        #expect(texts.contains { $0.hasPrefix(vertical ? "vertical: y and height" : "horizontal: x and width") })
        // The scale: a path with ticks, numbered in points.
        #expect(document.elements(named: "path").count == 1)
        #expect(texts.contains("0") && texts.contains("100"))
        // The change drawn (least movement, as the checker ranks) lowers the trailing pin [2]:
        // the label keeps its 300 and the container its 320, so the bars are 300/320 apart in
        // one scale.
        #expect(texts.contains { $0.hasPrefix("drawn: the frames with [2] at priority 999") })
        let rects = document.elements(named: "rect").map { Double($0.attributes["width"] ?? "") ?? 0 }
        #expect(rects.count == 2)
        #expect(abs(rects[0] / rects[1] - 300.0 / 320) < 0.001, "\(rects)")
        #expect(texts.contains("300 pt") && texts.contains("320 pt"))
        // The long name is elided to fit the gutter.
        #expect(texts.contains { $0.hasPrefix("UILabel 'A label with") && $0.hasSuffix("…") })
        // No two pieces of the picture's text overlap (the legend lines are apart by construction).
        let svg = try #require(document.elements.firstIndex { $0.name == "svg" })
        let boxes = textBoxes(document, under: svg)
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] {
                #expect(!LabelPlacer.overlaps(box, other), "\(box) and \(other)")
            }
        }
    }
}
