import LayoutIR
import LayoutEngine

/// One CSV row per view and environment (RFC 4180 quoting), with a header row.
enum FrameCSVRenderer {
    static let header = "file,screen,environment,device,orientation,direction,view,kind,superview,depth,x,y,width,height,hidden,contentWidth,contentHeight"

    static func render(_ tables: [FrameTable], options: FrameTableOptions) -> String {
        var lines = [header]
        let n = FrameTableRenderer.number
        for table in tables {
            for solution in table.solutions {
                let environment = solution.environment
                for view in solution.views {
                    let frame = FrameTableRenderer.frame(view, options)
                    let cells = [table.file ?? "", table.screen, environment.name, environment.device.name,
                                 environment.orientation.rawValue, environment.direction.rawValue, view.name,
                                 view.kind.keyword, view.superview ?? "", String(view.depth), n(frame.x), n(frame.y),
                                 n(frame.width), n(frame.height), view.isHidden ? "true" : "false",
                                 view.contentSize.map { n($0.width) } ?? "", view.contentSize.map { n($0.height) } ?? ""]
                    lines.append(cells.map(quote).joined(separator: ","))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Quotes a cell when it holds a comma, quote or line break.
    static func quote(_ cell: String) -> String {
        guard cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return cell }
        return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
