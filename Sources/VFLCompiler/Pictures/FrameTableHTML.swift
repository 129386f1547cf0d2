import LayoutIR
import LayoutEngine

/// One environment's frame table as HTML: names indented by depth and linked to their
/// rectangles, numbers right-aligned, conflicted / ambiguous / hidden rows marked.
enum FrameTableHTML {
    static func write(_ solution: LayoutSolution, marks: ViewMarks, viewID: (Int) -> String,
                      into out: inout HTMLWriter) {
        let n = FrameTableRenderer.number
        out.open("table", [("class", "frames")])
        out.open("thead")
        out.open("tr")
        out.element("th", text: "view")
        out.element("th", text: "kind")
        for header in ["x", "y", "width", "height"] { out.element("th", [("class", "number")], text: header) }
        out.element("th", text: "")
        out.close("tr")
        out.close("thead")
        out.open("tbody")
        for (index, view) in solution.views.enumerated() {
            var classes: [String] = []
            switch marks.mark(of: view.name) {
            case .conflicted: classes.append("conflicted")
            case .ambiguous: classes.append("ambiguous")
            case .none: break
            }
            if view.isHidden { classes.append("hidden") }
            out.open("tr", classes.isEmpty ? [] : [("class", classes.joined(separator: " "))])
            let indent = 6 + 12 * min(view.depth, 12)
            out.open("td", [("class", "name"), ("style", "padding-left: \(indent)px")])
            out.element("a", [("href", "#" + viewID(index))], text: view.name)
            out.close("td")
            out.element("td", text: view.kind.keyword)
            let frame = view.frame
            for value in [frame.x, frame.y, frame.width, frame.height] {
                out.element("td", [("class", "number")], text: n(value))
            }
            var notes: [String] = []
            if let size = view.contentSize { notes.append("contentSize \(n(size.width))×\(n(size.height))") }
            if let inset = view.adjustedContentInset {
                let edges = [("top", inset.top), ("left", inset.left), ("bottom", inset.bottom), ("right", inset.right)]
                    .filter { $0.1 != 0 }.map { "\($0.0) \(n($0.1))" }
                if !edges.isEmpty { notes.append("adjustedContentInset " + edges.joined(separator: " ")) }
            }
            if view.isHidden { notes.append("hidden") }
            switch marks.mark(of: view.name) {
            case .conflicted: notes.append("in a conflict")
            case .ambiguous: notes.append("ambiguous")
            case .none: break
            }
            out.element("td", text: notes.joined(separator: ", "))
            out.close("tr")
        }
        out.close("tbody")
        out.close("table")
    }
}
