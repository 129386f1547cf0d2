import LayoutIR

/// Writes a parsed document back as `.layout` text: each screen's header, environment, metrics and
/// view tree (each view with a `// line N` comment naming its declaration's line), then every
/// constraint in the equation syntax with a trailing `// line N` comment naming the source line it
/// came from (`// line N: 'piece' in H:|-[a]-|` for a VFL piece).
///
/// The output is itself a valid `.layout` file, and parsing it again gives the same screens: the same
/// view tree and equivalent constraints (`IRConstraint.isEquivalent(to:)`) in the same order.
/// `// vflc:disable` comments are not reproduced.
public enum LayoutPrinter {
    /// The text of the whole document.
    public static func print(_ document: LayoutDocument) -> String {
        document.screens.map { screenText($0, file: document.file) }.joined(separator: "\n")
    }

    private static func screenText(_ screen: LayoutScreen, file: SourceFile) -> String {
        var lines: [String] = ["screen \(screen.name) {"]
        let indent = "    "
        lines += environmentLines(screen.environment).map { indent + $0 }
        lines += viewControllerLines(screen.environment).map { indent + $0 }
        if let root = rootViewLine(screen.root) { lines.append(indent + root) }
        for metric in screen.metrics { lines.append("\(indent)metric \(metric.name) = \(formatNumber(metric.value))") }
        if !screen.root.children.isEmpty {
            if lines.count > 1 { lines.append("") }
            for child in screen.root.children { appendView(child, indent: indent, to: &lines) }
            // What changes with the size classes, each change in a branch of its own.
            for (view, _) in screen.allViews {
                for variant in view.sizeClassVariants {
                    let texts = variantTexts(variant)
                    guard !texts.isEmpty else { continue }
                    let condition = variant.condition.description
                    // A condition on no axis holds everywhere; `if` needs a test, so it is written
                    // as the two classes of one axis.
                    let conditions = condition.isEmpty ? ["horizontalSizeClass == compact", "horizontalSizeClass == regular"]
                        : [condition]
                    for condition in conditions {
                        lines.append("\(indent)if \(condition) { \(view.name) { \(texts.joined(separator: "; ")) } }")
                    }
                }
            }
        }
        if !screen.constraints.isEmpty {
            if lines.count > 1 { lines.append("") }
            // A run of constraints under one size-class condition is one `if` block, so the
            // order is kept.
            var open: SizeClassCondition?
            for constraint in screen.constraints {
                if constraint.sizeClasses != open {
                    if open != nil { lines.append(indent + "}") }
                    if let condition = constraint.sizeClasses { lines.append(indent + "if \(condition) {") }
                    open = constraint.sizeClasses
                }
                lines.append(indent + (open == nil ? "" : indent) + constraintText(constraint, file: file))
            }
            if open != nil { lines.append(indent + "}") }
        }
        if !screen.unsolved.isEmpty {
            // Commented out: the numbers or the path through the code are only known at run time.
            if lines.count > 1 { lines.append("") }
            for entry in screen.unsolved { lines.append(indent + unsolvedText(entry)) }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func environmentLines(_ environment: EnvironmentDeclaration) -> [String] {
        var lines: [String] = []
        var catalogRun: [String] = []
        func flush() {
            if !catalogRun.isEmpty { lines.append("devices " + catalogRun.joined(separator: ", ")) }
            catalogRun = []
        }
        for device in environment.devices {
            switch device {
            case .catalog(let name, _):
                catalogRun.append(name)
            case .custom(let custom):
                flush()
                var line = "device \(custom.name) \(custom.size)"
                if custom.safeAreaInsets != .zero {
                    let insets = custom.safeAreaInsets
                    line += " safeArea " + [insets.top, insets.left, insets.bottom, insets.right].map(formatNumber)
                        .joined(separator: ", ")
                }
                lines.append(line + customDeviceOptions(custom))
            }
        }
        flush()
        if !environment.orientations.isEmpty {
            lines.append("orientations " + environment.orientations.map(\.rawValue).joined(separator: ", "))
        }
        if !environment.directions.isEmpty {
            lines.append("directions " + environment.directions.map(\.rawValue).joined(separator: ", "))
        }
        if !environment.contentSizes.isEmpty {
            lines.append("contentSizes " + environment.contentSizes.map(\.rawValue).joined(separator: ", "))
        }
        if environment.pseudoLocalize { lines.append("pseudoLocalize") }
        if let bar = environment.bars.navigationBar { lines.append("navigationBar \(bar.rawValue)") }
        if let bar = environment.bars.tabBar { lines.append("tabBar \(bar.rawValue)") }
        let edges = environment.bars.edgesForExtendedLayout
        if edges != .all {
            let named: [(String, RectEdges)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]
            let names = named.filter { edges.contains($0.1) }.map(\.0)
            lines.append("edgesForExtendedLayout " + (names.isEmpty ? "none" : names.joined(separator: ", ")))
        }
        if environment.bars.extendedLayoutIncludesOpaqueBars { lines.append("extendedLayoutIncludesOpaqueBars") }
        if environment.spacing != .uikit { lines.append("spacing \(environment.spacing.rawValue)") }
        return lines
    }

    /// One view and its subtree; iterative, so a deep tree cannot exhaust the stack.
    private static func appendView(_ root: ViewNode, indent: String, to lines: inout [String]) {
        enum Step { case open(ViewNode, String), close(String) }
        var stack: [Step] = [.open(root, indent)]
        while let step = stack.popLast() {
            switch step {
            case .close(let indent):
                lines.append(indent + "}")
            case .open(let node, let indent):
                let properties = propertyTexts(node)
                let header = "\(indent)\(node.kind.keyword) \(node.name)"
                let source = node.span.map { "  // line \($0.line)" } ?? ""
                if node.children.isEmpty {
                    lines.append((properties.isEmpty ? header : "\(header) { \(properties.joined(separator: "; ")) }") + source)
                    continue
                }
                lines.append(header + " {" + source)
                if !properties.isEmpty { lines.append(indent + "    " + properties.joined(separator: "; ")) }
                stack.append(.close(indent))
                for child in node.children.reversed() { stack.append(.open(child, indent + "    ")) }
            }
        }
    }

    static func propertyTexts(_ node: ViewNode) -> [String] {
        let properties = node.properties
        var texts: [String] = []
        if let size = properties.intrinsicSize { texts.append("intrinsic \(size)") }
        for (keyword, priorities) in [("hugging", properties.hugging), ("compression", properties.compressionResistance)] {
            if let horizontal = priorities.horizontal { texts.append("\(keyword) horizontal \(horizontal)") }
            if let vertical = priorities.vertical { texts.append("\(keyword) vertical \(vertical)") }
        }
        if let frame = properties.frame {
            texts.append("frame " + [frame.x, frame.y, frame.width, frame.height].map(formatNumber).joined(separator: ", "))
        }
        let flags = AutoresizingMask.named.filter { properties.autoresizing.contains($0.mask) }.map(\.name)
        if !flags.isEmpty { texts.append("autoresizing " + flags.joined(separator: ", ")) }
        if let stack = properties.stack {
            texts.append("axis \(stack.axis.rawValue)")
            texts.append("distribution \(stack.distribution.rawValue)")
            texts.append("alignment \(stack.alignment.rawValue)")
            texts.append("spacing \(formatNumber(stack.spacing))")
            if stack.baselineRelative { texts.append("baselineRelative") }
            if stack.layoutMarginsRelative { texts.append("layoutMarginsRelative") }
        }
        if let margins = properties.layoutMargins {
            texts.append("layoutMargins " + [margins.top, margins.left, margins.bottom, margins.right].map(formatNumber)
                .joined(separator: ", "))
        }
        if properties.hidden { texts.append("hidden") }
        if !properties.installed { texts.append("installed false") }
        if let style = properties.textStyle { texts.append("textStyle \(style.rawValue)") }
        if let lines = properties.lines { texts.append("lines \(lines)") }
        if let first = properties.firstBaseline {
            texts.append("baseline \(formatNumber(first)), \(formatNumber(properties.lastBaseline ?? first))")
        }
        return texts + uikitPropertyTexts(node)
    }

    /// The properties a size-class variant sets, as its branch writes them.
    static func variantTexts(_ variant: SizeClassVariant) -> [String] {
        var texts: [String] = []
        if let installed = variant.installed { texts.append("installed \(installed)") }
        if let hidden = variant.hidden { texts.append("hidden \(hidden)") }
        if let axis = variant.axis { texts.append("axis \(axis.rawValue)") }
        if let distribution = variant.distribution { texts.append("distribution \(distribution.rawValue)") }
        if let alignment = variant.alignment { texts.append("alignment \(alignment.rawValue)") }
        if let spacing = variant.spacing { texts.append("spacing \(formatNumber(spacing))") }
        return texts
    }

    /// `a.top == b.bottom + 8 @750 labeled "x"  // line 12: '8' in V:[b]-8-[a]`.
    static func constraintText(_ constraint: IRConstraint, file: SourceFile) -> String {
        var text = ConstraintPrinter.equation(constraint)
        if let identifier = constraint.identifier { text += " labeled \(quoted(identifier))" }
        guard let span = constraint.origin.span else { return text }
        text += "  // line \(span.line)"
        // Code mixes dialects: say which one, and where on the line.
        if SourceLanguage(path: file.path) != nil { text += ":\(span.column) \(constraint.origin.syntax.rawValue)" }
        if constraint.origin.syntax == .vfl, span.file == file.path {
            let piece = file.text(of: span).filter { $0 != "\n" && $0 != "\r" }
            if !piece.isEmpty { text += ": '\(piece)'" }
            if let statement = constraint.origin.statement, statement.file == file.path, statement != span {
                text += " in " + file.text(of: statement).filter { $0 != "\n" && $0 != "\r" }
            }
        }
        return text
    }

    /// `// not laid out (under 'if compact'): a.top == b.bottom + 8  [constant: spacing]  // line 12`.
    static func unsolvedText(_ entry: UnsolvedConstraint) -> String {
        var text = "// " + entry.summary
        if let span = entry.constraint.origin.span {
            let where_ = SourceLanguage(path: span.file) != nil ? ":\(span.column) \(entry.constraint.origin.syntax.rawValue)" : ""
            text += "  (line \(span.line)\(where_))"
        }
        return text.filter { $0 != "\n" && $0 != "\r" }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
