import LayoutIR

/// The view controller classes a source file makes children of another controller
/// (``ProjectFacts/childControllerClasses``): passed to `addChild(_:)` /
/// `addChildViewController:` (Apple, "Creating a custom container view controller": the
/// container adds the child and its root view, and sizes that view), to a page view controller's
/// `setViewControllers(_:direction:animated:)` (not a tab bar or navigation controller's
/// `setViewControllers(_:animated:)`, whose tabs and stack are full screen), or returned by a page-style data source
/// (`pageViewController(_:viewControllerBefore:)` / `…After:`, a pager's
/// `viewControllers(for:)`), whose container places the pages. A class is found by the type its
/// variable is declared with (`lazy var schedule: ScheduleViewController = …`,
/// `ScheduleViewController *schedule`) or by an instance made on the spot (`addChild(MapViewController())`).
/// A controller whose root view the code hands over whole (`addArrangedSubview(child.view)`,
/// `register(view: child.view)`, `tableView.tableHeaderView = header.view`) is placed and sized by the
/// code that receives it, so it counts too,
/// and so does one given as the type argument of an app's generic type (`TableViewCell<BioViewController>`).
enum ChildControllerClasses {
    static func collect(_ file: SourceFile, scan: () -> ScannedSource) -> Set<String> {
        guard ByteSearch.containsAny(file.bytes, words) else { return [] }
        let source = scan()
        let tokens = source.tokens
        func punctuation(_ index: Int, _ scalar: Unicode.Scalar) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].isPunctuation(scalar)
        }
        func isController(_ name: String) -> Bool { name.hasSuffix("Controller") && name.first?.isUppercase == true }
        // Names declared with a controller type: `NAME: TYPE` (a variable or a parameter),
        // `let NAME = TYPE(`, `TYPE *NAME`.
        var declared: [String: String] = [:]
        for index in tokens.indices {
            guard let word = tokens[index].identifier else { continue }
            if word.first?.isLowercase == true, punctuation(index + 1, ":"), index + 2 < tokens.count,
               let type = tokens[index + 2].identifier, isController(type) {
                declared[word] = type
            } else if (word == "var" || word == "let"), index + 3 < tokens.count, let name = tokens[index + 1].identifier,
                      let type = tokens[index + 3].identifier, isController(type),
                      punctuation(index + 2, "=") && punctuation(index + 4, "(") {
                declared[name] = type
            } else if isController(word), punctuation(index + 1, "*"), index + 2 < tokens.count,
                      let name = tokens[index + 2].identifier {
                declared[name] = word
            }
        }
        // Where children are named: the arguments of the calls, the bodies of the data sources.
        var sites: [Range<Int>] = []
        for index in tokens.indices {
            guard let word = tokens[index].identifier else { continue }
            switch word {
            case "addChild", "addChildViewController", "setViewControllers":
                // A tab bar or navigation controller's `setViewControllers(_:animated:)` makes tabs
                // and stacks, shown full screen; only a page view controller's takes a `direction`.
                let end = punctuation(index + 1, "(") ? source.closers[index + 1] : min(tokens.count, index + 24)
                if word == "setViewControllers", !(index..<(end ?? index)).contains(where: { tokens[$0].identifier == "direction" }) {
                    continue
                }
                if punctuation(index + 1, "("), let close = source.closers[index + 1] {
                    sites.append((index + 2)..<close)
                } else if punctuation(index + 1, ":") {
                    sites.append((index + 2)..<min(tokens.count, index + 8))
                }
            case "func" where index + 1 < tokens.count:
                let name = tokens[index + 1].identifier
                let pager = name == "viewControllers" && index + 3 < tokens.count && tokens[index + 3].identifier == "for"
                let pages = name == "pageViewController" && (index + 2..<min(tokens.count, index + 12)).contains {
                    ["viewControllerBefore", "viewControllerAfter"].contains(tokens[$0].identifier ?? "")
                }
                guard pager || pages,
                      let open = (index + 2..<min(tokens.count, index + 60)).first(where: { punctuation($0, "{") }),
                      let close = source.closers[open] else { continue }
                sites.append((open + 1)..<close)
            default:
                continue
            }
        }
        var classes: Set<String> = []
        // A controller's view handed over whole: as a whole argument (`addArrangedSubview(child.view)`,
        // `register(view: child.view)`, `[self.view addSubview:child.view]`), whose receiver places
        // and sizes it as a container sizes its child's root view; or given to another object's
        // property (`tableView.tableHeaderView = header.view`), which places it and keeps the height
        // it has (Apple, "UITableView.tableHeaderView").
        for index in tokens.indices {
            guard let word = tokens[index].identifier, let type = declared[word], punctuation(index + 1, "."),
                  index + 2 < tokens.count, tokens[index + 2].identifier == "view" else { continue }
            if punctuation(index + 3, ",") || punctuation(index + 3, ")") || punctuation(index + 3, "]") {
                // `self.child.view` or `child.view`.
                let before = punctuation(index - 1, ".") && index >= 2 && tokens[index - 2].identifier == "self" ? index - 3 : index - 1
                if punctuation(before, "(") || punctuation(before, ",") || punctuation(before, ":") { classes.insert(type) }
            } else if index >= 4, !(index + 3 < tokens.count && [".", "(", "[", "=", "?", "!"].contains(where: { punctuation(index + 3, $0) })),
                      punctuation(index - 1, "="), let property = tokens[index - 2].identifier, property != "view",
                      punctuation(index - 3, ".") {
                classes.insert(type)
            }
        }
        // A controller type given to a generic type of the app's (`TableViewCell<BioViewController>`,
        // `PagerHost<Page>`): the generic code makes and holds its instances, and shows their
        // views where it puts them (a cell's content, a page), not as a screen of their own.
        // The standard library's containers only hold references and say nothing.
        for index in tokens.indices where index >= 2 {
            guard let word = tokens[index].identifier, isController(word), punctuation(index - 1, "<"),
                  punctuation(index + 1, ">"), let generic = tokens[index - 2].identifier,
                  generic.first?.isUppercase == true, !Self.referenceHolders.contains(generic), !generic.hasPrefix("Weak") else { continue }
            classes.insert(word)
        }
        for site in sites {
            for index in site where index < tokens.count {
                guard let word = tokens[index].identifier else { continue }
                if let type = declared[word] { classes.insert(type) }
                if isController(word), punctuation(index + 1, "(") { classes.insert(word) }
            }
        }
        // UIKit's own containers are not the app's scenes.
        return classes.filter { !$0.hasPrefix("UI") }
    }

    private static let words = ByteNeedles(["addChild", "setViewControllers", "viewControllerBefore", "func viewControllers(for",
                                            ".view,", ".view)", ".view]", "Controller>", ".view\n", ".view;"])

    /// Generic types of the Swift standard library and Foundation that hold values without
    /// showing them.
    private static let referenceHolders: Set<String> = ["Array", "ContiguousArray", "ArraySlice", "Set", "Dictionary", "Optional",
                                                        "Result", "Unmanaged", "NSArray", "NSMutableArray", "NSSet", "NSHashTable",
                                                        "NSMapTable", "NSPointerArray", "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"]
}
