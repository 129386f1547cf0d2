extension ProjectFacts {
    /// Records a xib document of the run by its file's base name (`Cells/PriceCell~ipad.xib` →
    /// `PriceCell~ipad`).
    public mutating func declareNib(named name: String) {
        nibNames.insert(name)
    }

    /// Records that the run holds Swift or Objective-C code, whose names say what loads a nib.
    public mutating func declareCode() {
        runHasCode = true
    }

    /// Records that the run holds an Xcode project: its code is all of the app's.
    public mutating func declareProject() {
        runHasProject = true
    }

    /// Records nibs the run's code and documents name (`UINib(nibName: "PriceCell", …)`, the
    /// class `PriceCell` a generic loader names the nib after, `customClass="PriceCell"`), as
    /// their ``nibStem(_:)``. Marks them as looked for, even when there are none.
    public mutating func recordReferences(_ names: Set<String>) {
        referencedNames = (referencedNames ?? []).union(names)
    }

    /// Records a nib a project's Info.plist loads (`UILaunchStoryboardName`, `NSMainNibFile`).
    public mutating func declareNibLoadedByProject(_ name: String) {
        projectNibNames.insert(Self.nibStem(name))
    }

    /// A nib's name without the device suffix UIKit adds to it (`~ipad`, `~iphone`: Apple,
    /// "Resource Programming Guide", iOS supports device-specific resources) or that apps add to
    /// choose one by hand (`-iPad`, `_iPhone`): the name code asks for.
    public static func nibStem(_ name: String) -> String {
        let lowered = name.lowercased()
        for suffix in ["~ipad", "~iphone", "-ipad", "-iphone", "_ipad", "_iphone"] where lowered.hasSuffix(suffix) {
            let stem = String(name.dropLast(suffix.count))
            if !stem.isEmpty { return stem }
        }
        return name
    }

    /// The words that name each nib stem in code, mapped to the stem: the stem itself (a string
    /// `"PriceCell"`, or the class `PriceCell` that a loader names the nib after), its
    /// lower-camel form (R.swift's `R.nib.priceCell`), and for a stem ending in `View` the
    /// controller class UIKit loads it for (`PriceViewController` with no nib name loads
    /// `PriceView.xib` when there is no `PriceViewController.xib`: Apple,
    /// "UIViewController.nibName").
    /// A word may name several stems (`PriceViewController` is the controller class of
    /// `PriceView.xib` and the name of `PriceViewController.xib`): each is named.
    public var referenceWords: [String: Set<String>] {
        var words: [String: Set<String>] = [:]
        for name in nibNames {
            let stem = Self.nibStem(name)
            guard !stem.isEmpty else { continue }
            words[stem, default: []].insert(stem)
            // `loadNibNamed:@"Progress_iPad"` names the whole of a name that is one word.
            if name.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || ($0 < 0x80 && Character(Unicode.Scalar($0)).isLetter)
                || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }) {
                words[name, default: []].insert(stem)
            }
            if let first = stem.first, first.isUppercase { words[first.lowercased() + stem.dropFirst(), default: []].insert(stem) }
            if stem.hasSuffix("View") { words[stem + "Controller", default: []].insert(stem) }
        }
        return words
    }

    /// Whether some code or project of the run names the xib `name`; `nil` when the run does not
    /// hold the app's code and its Xcode project (a document compiled alone, a few files of an
    /// app), where nothing can be said.
    public func isNibLoaded(_ name: String) -> Bool? {
        guard runHasCode, runHasProject, let referenced = referencedNames else { return nil }
        let stem = Self.nibStem(name)
        return referenced.contains(stem) || projectNibNames.contains(stem)
    }
}
