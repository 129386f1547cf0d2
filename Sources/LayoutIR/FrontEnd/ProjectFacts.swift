/// What the files of one run tell the reading of each other: collected from every input before
/// any is read (``LayoutFrontEnd/projectFacts(of:)``), merged, and handed to every front end in
/// ``FrontEndContext/project``. The table is a value: reading stays parallel, and a file's
/// reading never depends on the order the others were collected in.
///
/// Today it holds named numbers — a Swift `static let margin: CGFloat = 16`, an Objective-C
/// `const CGFloat kInset = 12;` or a header's `#define kInset 12` — so a constraint in one file
/// can use a constant declared in another.
public struct ProjectFacts: Sendable, Hashable {
    /// What the project says a name means.
    public enum Definition: Sendable, Hashable {
        /// One number everywhere it is declared.
        case number(Double)
        /// An expression in terms of other names of the project (`Spacing.base * 2`), as source
        /// text, to be evaluated against this table by whoever reads it.
        case expression(String)
        /// A number plus a part the app computes from the screen's size
        /// (`#define kMargin (20 * [UIScreen mainScreen].bounds.size.width / 375)`).
        case screenScaled(Double, ScreenScaling)
        /// A C function-like macro (`#define kFit(x) ((x) * kScreenWidth / 375.0)`): its
        /// parameters and its body's Objective-C text, which a use expands with its arguments
        /// (C11 §6.10.3).
        case macro([String], String)
        /// Declared more than once with different values, or as something only the running app
        /// knows: never guessed.
        case varies
    }

    /// Named numbers by the names code may use for them (`margin`, `Layout.margin`).
    public private(set) var numbers: [String: Definition] = [:]
    /// Names of properties some type of the project declares (`padding` of a base class): a
    /// name written alone inside a type may mean one of these rather than a global constant.
    public private(set) var memberNames: Set<String> = []
    /// Each class's superclass as declared (`class Cell: BaseCell`): a nested type or static
    /// member written alone inside a subclass (`Size.margin`) may be the superclass's. A class
    /// two files declare differently has none.
    public private(set) var superclasses: [String: String] = [:]
    /// Layout helpers the project's files declare on views (`extension UIView { func pin(to:) }`,
    /// an Objective-C `UIView` category), by the name calls use (a Swift base name, an Objective-C
    /// selector): the function's source text, for each file that calls it to read. Swift
    /// functions sharing a base name are kept together (``HelperSource/overloads``), for each
    /// call to pick by its labels and arguments; an Objective-C selector two files declare
    /// differently is `nil` (which category wins is the linker's).
    public private(set) var helpers: [String: HelperSource?] = [:]
    /// The words calls of ``helpers`` are written with, as UTF-8 bytes: a Swift base name, an
    /// Objective-C selector's first piece (up to its first `:`). The quick look before reading
    /// each file asks whether the file holds one; kept here as helpers are defined (a name is
    /// never removed), so that it is made once per run rather than once per file.
    public private(set) var helperCallWords: Set<[UInt8]> = []
    /// Types whose code makes a table's rows as tall as their content: a file declaring or
    /// implementing them sets `rowHeight = UITableView.automaticDimension` (Objective-C
    /// `UITableViewAutomaticDimension`, or returns it for a row's height) or an
    /// `estimatedRowHeight`. An Interface Builder table owned by one of them (its controller's
    /// class, or its own) may then size its rows to their content whatever row height the
    /// document stores (Docs/InterfaceBuilder.md#environments).
    public private(set) var selfSizingTableOwners: Set<String> = []
    /// View classes whose own code gives them their size: they override `intrinsicContentSize`,
    /// or they add subviews to themselves and constrain them. An Interface Builder view of one of
    /// them (its `customClass`) is as large as that code makes it, which the document does not run.
    public private(set) var codeSizedClasses: Set<String> = []
    /// View classes whose own code turns their scrolling off (`isScrollEnabled = false` on
    /// themselves): an Interface Builder text view of one of them (its `customClass`, or a class
    /// it inherits from) is as tall as its text, like one the document says does not scroll.
    public private(set) var scrollDisabledClasses: Set<String> = []
    /// Names of stack views the project's code gives arranged views (`stack.addArrangedSubview(_:)`,
    /// `[self.stack insertArrangedSubview:atIndex:]`): an Interface Builder stack view outlet of
    /// that name may hold other views at run time than the document draws.
    public private(set) var filledStackNames: Set<String> = []
    /// The views, by their last name, that the project's code places itself: it sets their
    /// frame (`x.frame = …`, `[x setFrame:…]`) or gives them constraints with a layout library
    /// (`[self.x mas_makeConstraints:…]`, `x.snp.makeConstraints { … }`). A document's outlet of
    /// that name is where that code puts it, not where the document draws it.
    public private(set) var codePlacedNames: Set<String> = []
    /// The views, by their last name, that the project's code can hide (`x.isHidden = …` with a
    /// value other than `false`, `[x setHidden:…]` with one other than `NO`): a stack view
    /// collapses a hidden arranged view (Apple, "UIStackView"), so a document's outlet of that
    /// name, drawn shown, is one of two states the app gives its stack.
    public private(set) var hiddenByCodeNames: Set<String> = []
    /// The views that each type's code adds subviews to or gives constraints with layout anchors
    /// (`x.addSubview(…)`, `x.heightAnchor.constraint(…)`), as `Type.name`: a document's outlet
    /// `name` of that type (or a subclass) holds, at run time, what the document does not show.
    public private(set) var codeCompletedNames: Set<String> = []
    /// Names declared with `var` (`static var margin: CGFloat = 16`): their value holds only while
    /// no code assigns them, so a name some file assigns (``assignedNames``) varies.
    public private(set) var variableNames: Set<String> = []
    /// Names some file assigns (`margin = 20`, `Layout.margin += 4`) outside a declaration.
    public private(set) var assignedNames: Set<String> = []
    /// Controller classes whose code makes their navigation bar draw no background (a
    /// `UINavigationBarAppearance` configured with a transparent background, or an empty
    /// background image): content under the bar of their screens shows through it by design.
    public private(set) var transparentNavigationBarOwners: Set<String> = []
    /// Controller classes whose code hides their navigation controller's bar while they are on
    /// screen (`setNavigationBarHidden(true, …)`, `isNavigationBarHidden = true`,
    /// `navigationBar.isHidden = true`, outside `viewWillDisappear` / `viewDidDisappear`).
    public private(set) var navigationBarHidingOwners: Set<String> = []
    /// Controller classes whose code shows the bar again while they are on screen (the same
    /// calls with `false`): with ``navigationBarHidingOwners`` the code toggles it.
    public private(set) var navigationBarShowingOwners: Set<String> = []
    /// Controller classes whose code hides the status bar while they are on screen (they override
    /// `prefersStatusBarHidden` to return `true`): their screens have no status bar.
    public private(set) var statusBarHidingClasses: Set<String> = []
    /// View controller classes the project's code makes children of another controller
    /// (`addChild(_:)`, a page view controller's pages, a pager's data source): their screens are
    /// embedded in a container that places and sizes them (``ScreenPresentation/embedded``).
    public private(set) var childControllerClasses: Set<String> = []
    /// The device families each app project runs on, by the directory that holds the project
    /// (an Xcode project's `TARGETED_DEVICE_FAMILY`): the inputs under that directory are laid out
    /// on those devices only (``deviceFamilies(forFileAt:)``). A directory two projects describe
    /// differently runs on both families.
    public private(set) var deviceFamiliesByProjectDirectory: [String: Set<DeviceFamily>] = [:]
    /// The earliest iOS major release each app project deploys to (the smallest
    /// `IPHONEOS_DEPLOYMENT_TARGET` of its targets), by the directory that holds the project
    /// (``minimumRelease(forFileAt:)``).
    public private(set) var minimumReleaseByProjectDirectory: [String: Int] = [:]
    /// The orientations each app project supports, by the directory that holds the project (the
    /// `UISupportedInterfaceOrientations` its Info.plist or build settings list, as portrait or
    /// landscape; ``orientations(forFileAt:)``). A directory two projects describe supports both
    /// projects' orientations.
    public private(set) var orientationsByProjectDirectory: [String: Set<Orientation>] = [:]
    /// The languages each app project is localized for (its `knownRegions`), by the directory
    /// that holds the project (``isLeftToRightOnly(forFileAt:)``).
    public internal(set) var localizationsByProjectDirectory: [String: Set<String>] = [:]
    /// True when some code of the project forces a right-to-left layout on every view
    /// (`UIView.appearance().semanticContentAttribute = .forceRightToLeft`), whatever the app's language.
    public internal(set) var forcesRightToLeft = false

    /// Properties the project's code declares on views that return SnapKit's attribute DSL
    /// (`extension UIView { var safeArea: ConstraintBasicAttributesDSL { safeAreaLayoutGuide.snp } }`),
    /// by property name: what `view.safeArea.top` is the top of.
    public private(set) var snapKitAttributeProperties: [String: AttributeSource] = [:]

    /// Properties the project's code declares on views that return one of a view's anchors
    /// (`extension UIView { var safeTopAnchor: NSLayoutYAxisAnchor { safeAreaLayoutGuide.topAnchor } }`),
    /// by property name: what `view.safeTopAnchor` is.
    public private(set) var anchorProperties: [String: AnchorSource] = [:]

    /// Methods the project's code adds to `NSLayoutConstraint` that set the constraint's
    /// `isActive` or `priority` and return it (`func setting(isActive: Bool) -> NSLayoutConstraint
    /// { self.isActive = isActive; return self }`), by call name with labels (`setting(isActive:)`).
    public internal(set) var constraintSetters: [String: ConstraintSetter] = [:]

    /// The project's own structures that hold numbers (`struct LayoutInsets { … }`), by name:
    /// what a member of one built with given arguments is (`LayoutInsets(inset: 16).top`).
    public internal(set) var valueTypes: [String: ValueTypeSource] = [:]

    /// The views each type's own code adds to the type's view (``declareSelfAddedSubviews(_:)``),
    /// by type and the view's property name: what a subclass inherits (``inheritedParents(of:)``).
    public internal(set) var selfAddedSubviews: [String: [String: SubviewParent]] = [:]

    /// The base names of the run's xib documents (``declareNib(named:)``).
    public internal(set) var nibNames: Set<String> = []

    /// Whether the run holds Swift or Objective-C code (``declareCode()``) and the Xcode project
    /// that builds it (``declareProject()``): without both, the run's code may be a part of the
    /// app's, and nothing is known of what loads a nib.
    public internal(set) var runHasCode = false
    /// See ``runHasCode``.
    public internal(set) var runHasProject = false

    /// The nibs the run's code and documents name, once they have been looked at
    /// (``recordReferences(_:)``); `nil` when nothing was (``isNibLoaded(_:)``).
    public internal(set) var referencedNames: Set<String>?

    /// The nibs the run's projects load by their Info.plist (``declareNibLoadedByProject(_:)``).
    public internal(set) var projectNibNames: Set<String> = []

    /// Types whose code reaches a table's header or footer view (`tableView.tableHeaderView`),
    /// which can set its height (``sizesTableHeaders(_:)``).
    public internal(set) var tableHeaderOwners: Set<String> = []
    /// Methods of the project's extensions that reach a table's header or footer view
    /// (`func resizeTableHeaderView()`), by base name.
    public internal(set) var tableHeaderSizers: Set<String> = []
    /// The words with `Header` or `Footer` in them that each type's code uses, by type: the
    /// calls of ``tableHeaderSizers`` among them.
    public internal(set) var headerWordsByType: [String: Set<String>] = [:]

    /// Objective-C macros that declare a local holding an object, by name: `#define WS(weakSelf)
    /// __weak __typeof(&*self) weakSelf = self;` (a use `WS(ws);` declares `ws`, which is
    /// `self`), `#define MJWeakSelf __weak typeof(self) weakSelf = self;`, `#define WeakObj(o)
    /// __weak typeof(o) weak##o = o;`. The preprocessor puts the body where the name is written
    /// (C11 §6.10.3), so the local is the object, as `__weak typeof(self) weakSelf = self;` is.
    public private(set) var referenceMacros: [String: ReferenceMacro] = [:]

    /// What a macro that declares a reference makes.
    public enum ReferenceMacro: Sendable, Hashable {
        /// A local named by `name` holding `value`, each the concatenation of its pieces
        /// (`weak##o` is `weak` and the first argument); `parameters` is `nil` for an object-like
        /// macro.
        case declares(parameters: Int?, name: [MacroPiece], value: [MacroPiece])
        /// Defined differently by two files: never guessed.
        case varies
    }

    /// A piece of a macro's body: written text, or the argument at a parameter's position.
    public enum MacroPiece: Sendable, Hashable {
        /// Text written in the body (`weak`).
        case text(String)
        /// The argument given for the parameter at this position.
        case parameter(Int)
    }

    /// What a property returning an anchor stands for.
    public enum AnchorSource: Sendable, Hashable {
        /// The anchor `name` (`topAnchor`) of the view, or of its layout guide `guide`.
        case anchor(guide: LayoutGuide?, name: String)
        /// Something else, or declared differently by two files: never guessed.
        case varies
    }

    /// What a property returning SnapKit's attribute DSL stands for.
    public enum AttributeSource: Sendable, Hashable {
        /// The view itself (`return snp`).
        case view
        /// One of the view's layout guides (`return safeAreaLayoutGuide.snp`).
        case guide(LayoutGuide)
        /// Something else, or declared differently by two files: never guessed.
        case varies
    }

    /// The text of a helper function and the language it is written in.
    public struct HelperSource: Sendable, Hashable {
        /// From `func` (or the Objective-C `-`) to the closing brace.
        public var text: String
        /// True for Objective-C.
        public var isObjectiveC: Bool
        /// The texts of the other Swift functions of the same base name (overloads), in the
        /// order they were found.
        public var overloads: [String] = []
        /// The files that declare each text of ``texts``, in the same order (a text several
        /// modules declare alike is one text); empty where not known. Not part of equality: the
        /// same text is the same helper wherever it is.
        public var declaringFiles: [[String]] = []
        /// The type the declaring extension or category extends (`UIStackView`), when every
        /// declaration of the name extends the same one; `nil` when they differ or it is not
        /// known. Not part of equality, as ``declaringFiles``.
        public var extendedType: String?
        /// The type each text of ``texts`` extends, in the same order (`UIView` for one
        /// overload, `UILayoutGuide` for another); `nil` where not known. Not part of equality.
        public var declaringTypes: [String?] = []

        /// A helper's source, declared in `file` when given, in an extension of `extendedType`.
        public init(text: String, isObjectiveC: Bool, file: String? = nil, extendedType: String? = nil) {
            self.text = text
            self.isObjectiveC = isObjectiveC
            self.extendedType = extendedType
            declaringTypes = [extendedType]
            if let file { declaringFiles = [[file]] }
        }

        /// The type the declaration at `position` of ``texts`` extends, when known.
        public func extendedType(declaring position: Int) -> String? {
            position < declaringTypes.count ? declaringTypes[position] : extendedType
        }

        /// Every declaration's text, the first one first.
        public var texts: [String] { [text] + overloads }

        /// The files that declare the text at `position` of ``texts``.
        public func files(declaring position: Int) -> [String] {
            position < declaringFiles.count ? declaringFiles[position] : []
        }

        /// The overload set of this and `other` (Swift), or `nil` when they cannot be one.
        public func merged(with other: HelperSource) -> HelperSource? {
            guard !isObjectiveC, !other.isObjectiveC else { return nil }
            var result = self
            if other.extendedType != extendedType { result.extendedType = nil }
            for (position, text) in other.texts.enumerated() {
                let files = other.files(declaring: position)
                if let existing = result.texts.firstIndex(of: text) {
                    // The same text in extensions of two types applies to both: no one type.
                    if result.extendedType(declaring: existing) != other.extendedType(declaring: position) {
                        while result.declaringTypes.count <= existing { result.declaringTypes.append(result.extendedType) }
                        result.declaringTypes[existing] = nil
                    }
                    while result.declaringFiles.count <= existing { result.declaringFiles.append([]) }
                    for file in files where !result.declaringFiles[existing].contains(file) {
                        result.declaringFiles[existing].append(file)
                    }
                } else {
                    while result.declaringFiles.count < result.texts.count { result.declaringFiles.append([]) }
                    while result.declaringTypes.count < result.texts.count { result.declaringTypes.append(nil) }
                    result.overloads.append(text)
                    result.declaringFiles.append(files)
                    result.declaringTypes.append(other.extendedType(declaring: position))
                }
            }
            return result
        }

        /// Equal texts in the same language, wherever they are declared.
        public static func == (left: HelperSource, right: HelperSource) -> Bool {
            left.text == right.text && left.isObjectiveC == right.isObjectiveC && left.overloads == right.overloads
        }

        /// Hashes what `==` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(text)
            hasher.combine(isObjectiveC)
            hasher.combine(overloads)
        }
    }

    /// An empty table.
    public init() {}

    /// One table holding every part's names; a name the parts define differently varies.
    public init<Parts: Sequence>(merging parts: Parts) where Parts.Element == ProjectFacts {
        for part in parts {
            Self.join(&memberNames, part.memberNames)
            for (type, superclass) in part.superclasses { declareSuperclass(of: type, superclass) }
            for (name, source) in part.helpers { defineHelper(name, source) }
            selfSizingTableOwners.formUnion(part.selfSizingTableOwners)
            codeSizedClasses.formUnion(part.codeSizedClasses)
            scrollDisabledClasses.formUnion(part.scrollDisabledClasses)
            variableNames.formUnion(part.variableNames)
            filledStackNames.formUnion(part.filledStackNames)
            codePlacedNames.formUnion(part.codePlacedNames)
            hiddenByCodeNames.formUnion(part.hiddenByCodeNames)
            codeCompletedNames.formUnion(part.codeCompletedNames)
            transparentNavigationBarOwners.formUnion(part.transparentNavigationBarOwners)
            navigationBarHidingOwners.formUnion(part.navigationBarHidingOwners)
            navigationBarShowingOwners.formUnion(part.navigationBarShowingOwners)
            childControllerClasses.formUnion(part.childControllerClasses)
            statusBarHidingClasses.formUnion(part.statusBarHidingClasses)
            Self.join(&assignedNames, part.assignedNames)
            for (name, source) in part.snapKitAttributeProperties { declareSnapKitAttributeProperty(name, source) }
            for (name, source) in part.anchorProperties { declareAnchorProperty(name, source) }
            for (name, setter) in part.constraintSetters { declareConstraintSetter(name, setter) }
            for (name, source) in part.valueTypes { declareValueType(name, source) }
            tableHeaderOwners.formUnion(part.tableHeaderOwners)
            tableHeaderSizers.formUnion(part.tableHeaderSizers)
            headerWordsByType.merge(part.headerWordsByType) { $0.union($1) }
            declareSelfAddedSubviews(part.selfAddedSubviews)
            nibNames.formUnion(part.nibNames)
            runHasCode = runHasCode || part.runHasCode
            runHasProject = runHasProject || part.runHasProject
            if let referenced = part.referencedNames { recordReferences(referenced) }
            projectNibNames.formUnion(part.projectNibNames)
            for (name, macro) in part.referenceMacros { declareReferenceMacro(name, macro) }
            for (directory, families) in part.deviceFamiliesByProjectDirectory {
                declareDeviceFamilies(families, forProjectIn: directory)
            }
            for (directory, release) in part.minimumReleaseByProjectDirectory {
                declareMinimumRelease(release, forProjectIn: directory)
            }
            for (directory, orientations) in part.orientationsByProjectDirectory {
                declareOrientations(orientations, forProjectIn: directory)
            }
            for (directory, languages) in part.localizationsByProjectDirectory {
                declareLocalizations(languages, forProjectIn: directory)
            }
            if part.forcesRightToLeft { forcesRightToLeft = true }
            if numbers.isEmpty { numbers = part.numbers; continue }
            for (name, definition) in part.numbers { define(name, definition) }
        }
    }

    /// Records a definition of `name`; a second, different one makes it vary.
    public mutating func define(_ name: String, _ definition: Definition) {
        guard let existing = numbers[name] else { numbers[name] = definition; return }
        if existing != definition { numbers[name] = .varies }
    }

    /// The word a call of helper `name` is written with: a Swift function's name, an Objective-C
    /// selector's first piece (up to its first `:`), or, for an initializer an extension declares
    /// (`UIView.init`, ``initializerHelperName(of:)``), the type's name (`UIView(width: 8)`).
    public static func callWord(ofHelper name: String) -> Substring {
        if name.hasSuffix(".init") { return name.dropLast(5) }
        return name.prefix { $0 != ":" }
    }

    /// The helper name of the initializers an extension of `type` declares (`UIView.init`).
    public static func initializerHelperName(of type: String) -> String { type + ".init" }

    /// Records a helper; a second, different one under the same name joins its overload set
    /// (Swift) or makes it unknown (Objective-C).
    public mutating func defineHelper(_ name: String, _ source: HelperSource?) {
        guard let existing = helpers[name] else {
            helpers[name] = source
            helperCallWords.insert(Array(Self.callWord(ofHelper: name).utf8))
            return
        }
        guard existing != source else {
            // The same Swift text in another file (another module's copy): remember that file too.
            if let existing, let source, let merged = existing.merged(with: source) { helpers[name] = .some(merged) }
            return
        }
        if let existing, let source { helpers[name] = .some(existing.merged(with: source)) } else { helpers[name] = .some(nil) }
    }

    /// Records what a view property returning SnapKit's DSL stands for; a second, different
    /// declaration makes it vary.
    public mutating func declareSnapKitAttributeProperty(_ name: String, _ source: AttributeSource) {
        guard let existing = snapKitAttributeProperties[name] else { snapKitAttributeProperties[name] = source; return }
        if existing != source { snapKitAttributeProperties[name] = .varies }
    }

    /// Records what a view property returning an anchor stands for; a second, different
    /// declaration makes it vary.
    public mutating func declareAnchorProperty(_ name: String, _ source: AnchorSource) {
        guard let existing = anchorProperties[name] else { anchorProperties[name] = source; return }
        if existing != source { anchorProperties[name] = .varies }
    }

    /// Records a macro that declares a reference; a second, different definition makes it vary.
    public mutating func declareReferenceMacro(_ name: String, _ macro: ReferenceMacro) {
        guard let existing = referenceMacros[name] else { referenceMacros[name] = macro; return }
        if existing != macro { referenceMacros[name] = .varies }
    }

    /// Records `type`'s superclass; a second, different one leaves it unknown.
    public mutating func declareSuperclass(of type: String, _ superclass: String) {
        guard let existing = superclasses[type] else { superclasses[type] = superclass; return }
        if existing != superclass { superclasses[type] = "" }
    }

    /// `type` and its superclasses, nearest first, as far as the project declares them (at
    /// most eight, and never round a cycle).
    public func lineage(of type: String) -> [String] {
        var result = [type]
        while result.count < 9, let next = superclasses[result[result.count - 1]], !next.isEmpty, !result.contains(next) {
            result.append(next)
        }
        return result
    }

    /// Records that `type`'s code makes its tables' rows self-sizing (``selfSizingTableOwners``).
    public mutating func declareSelfSizingTableOwner(_ type: String) { selfSizingTableOwners.insert(type) }

    /// Records that `type`'s code gives its views their size (``codeSizedClasses``).
    public mutating func declareCodeSizedClass(_ type: String) { codeSizedClasses.insert(type) }

    /// Records that `type`'s code turns its scrolling off (``scrollDisabledClasses``).
    public mutating func declareScrollDisabledClass(_ type: String) { scrollDisabledClasses.insert(type) }

    /// Records that some type declares a property `name`.
    public mutating func declareMember(_ name: String) { memberNames.insert(name) }

    /// Records that some type declares each property of `names` (a file's member names, found
    /// as a set: taken whole when none are known yet, not hashed a second time).
    public mutating func declareMembers(_ names: Set<String>) { Self.join(&memberNames, names) }

    /// Records that code gives the stack view named `name` arranged views (``filledStackNames``).
    public mutating func declareFilledStack(_ name: String) { filledStackNames.insert(name) }

    /// Records that code places the view named `name` itself (``codePlacedNames``).
    public mutating func declareCodePlaced(_ name: String) { codePlacedNames.insert(name) }

    /// Records that code can hide the view named `name` (``hiddenByCodeNames``).
    public mutating func declareHiddenByCode(_ names: Set<String>) { Self.join(&hiddenByCodeNames, names) }

    /// Records that code adds subviews or anchor constraints to the view named `name` (``codeCompletedNames``).
    public mutating func declareCodeCompleted(_ names: Set<String>) { Self.join(&codeCompletedNames, names) }

    /// Records that `name` (a key of ``numbers``) is declared with `var`.
    public mutating func declareVariable(_ name: String) { variableNames.insert(name) }

    /// Records that some file assigns a property or variable named `name` (its last component).
    public mutating func declareAssigned(_ name: String) { assignedNames.insert(name) }

    /// Records that some file assigns each name of `names` (as ``declareAssigned(_:)`` does).
    public mutating func declareAssigned(_ names: Set<String>) { Self.join(&assignedNames, names) }

    /// `set ∪ other` into `set`: `other` taken whole when `set` is empty. Every file's member and
    /// assigned names pass through here once per file and again when the files' tables are
    /// merged; a union into an empty set would hash each name again.
    private static func join(_ set: inout Set<String>, _ other: Set<String>) {
        if set.isEmpty { set = other } else { set.formUnion(other) }
    }

    /// Records that `type`'s code makes its navigation bar transparent (``transparentNavigationBarOwners``).
    public mutating func declareTransparentNavigationBarOwner(_ type: String) { transparentNavigationBarOwners.insert(type) }

    /// Records that `type`'s code hides (`hidden` true) or shows its navigation bar while on
    /// screen (``navigationBarHidingOwners``, ``navigationBarShowingOwners``).
    public mutating func declareNavigationBarHiding(_ type: String, hidden: Bool) {
        if hidden { navigationBarHidingOwners.insert(type) } else { navigationBarShowingOwners.insert(type) }
    }

    /// Records that `type`'s code hides the status bar (``statusBarHidingClasses``).
    public mutating func declareStatusBarHiding(_ type: String) { statusBarHidingClasses.insert(type) }

    /// Records that the project's code makes `type` a child controller (``childControllerClasses``).
    public mutating func declareChildController(_ type: String) { childControllerClasses.insert(type) }

    /// Records that the app of the project held in `directory` runs on `families`.
    public mutating func declareDeviceFamilies(_ families: Set<DeviceFamily>, forProjectIn directory: String) {
        deviceFamiliesByProjectDirectory[directory, default: []].formUnion(families)
    }

    /// The device families the input at `path` runs on: those of the nearest project whose
    /// directory holds it (the deepest such directory, as Xcode's project owns the files beside
    /// it); `nil` when no project holds it. Paths are compared as written, component by component.
    public func deviceFamilies(forFileAt path: String) -> Set<DeviceFamily>? {
        Self.nearest(deviceFamiliesByProjectDirectory, forFileAt: path)
    }

    /// Records that the project held in `directory` deploys to iOS `release` and later (a
    /// directory two projects describe keeps the earlier release).
    public mutating func declareMinimumRelease(_ release: Int, forProjectIn directory: String) {
        minimumReleaseByProjectDirectory[directory] = min(release, minimumReleaseByProjectDirectory[directory] ?? release)
    }

    /// The earliest iOS major release the input at `path` is deployed to: that of the nearest
    /// project whose directory holds it, as for ``deviceFamilies(forFileAt:)``; `nil` when no
    /// project holds it or it names none.
    public func minimumRelease(forFileAt path: String) -> Int? {
        Self.nearest(minimumReleaseByProjectDirectory, forFileAt: path)
    }

    /// Records that the app of the project held in `directory` supports `orientations`.
    public mutating func declareOrientations(_ orientations: Set<Orientation>, forProjectIn directory: String) {
        orientationsByProjectDirectory[directory, default: []].formUnion(orientations)
    }

    /// The orientations the app of the input at `path` supports: those of the nearest project
    /// whose directory holds it, as for ``deviceFamilies(forFileAt:)``; `nil` when no project
    /// holds it or it lists none.
    public func orientations(forFileAt path: String) -> Set<Orientation>? {
        Self.nearest(orientationsByProjectDirectory, forFileAt: path)
    }

    /// The value of the deepest directory of `table` that holds `path`.
    static func nearest<Value>(_ table: [String: Value], forFileAt path: String) -> Value? {
        guard !table.isEmpty else { return nil }
        var directory = Substring(path)
        for _ in 0..<256 {
            guard let slash = directory.lastIndex(of: "/") else {
                return table[""]
            }
            directory = slash == directory.startIndex ? "/" : directory[..<slash]
            if let value = table[String(directory)] { return value }
            if directory == "/" { return nil }
        }
        return nil
    }

    /// What `name` means, or `nil` when no file of the project declares it. A variable that some
    /// file assigns varies: only one never assigned keeps the value it is declared with.
    public func definition(of name: String) -> Definition? {
        guard let definition = numbers[name] else { return nil }
        if variableNames.contains(name), assignedNames.contains(String(name.split(separator: ".").last ?? Substring(name))) {
            return .varies
        }
        return definition
    }

    /// True when nothing was collected.
    public var isEmpty: Bool {
        numbers.isEmpty && memberNames.isEmpty && helpers.isEmpty && superclasses.isEmpty && selfSizingTableOwners.isEmpty
            && codeSizedClasses.isEmpty && scrollDisabledClasses.isEmpty && variableNames.isEmpty && assignedNames.isEmpty && filledStackNames.isEmpty
            && codePlacedNames.isEmpty && codeCompletedNames.isEmpty && hiddenByCodeNames.isEmpty
            && deviceFamiliesByProjectDirectory.isEmpty && orientationsByProjectDirectory.isEmpty
            && localizationsByProjectDirectory.isEmpty && !forcesRightToLeft
            && transparentNavigationBarOwners.isEmpty
            && navigationBarHidingOwners.isEmpty && navigationBarShowingOwners.isEmpty
            && childControllerClasses.isEmpty && statusBarHidingClasses.isEmpty && referenceMacros.isEmpty
            && anchorProperties.isEmpty && constraintSetters.isEmpty && valueTypes.isEmpty
            && tableHeaderOwners.isEmpty && tableHeaderSizers.isEmpty && headerWordsByType.isEmpty
            && selfAddedSubviews.isEmpty && nibNames.isEmpty && referencedNames == nil && projectNibNames.isEmpty
    }
}
