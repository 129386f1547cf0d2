import LayoutIR

/// Command-line choices that narrow or replace a screen's environments
/// (`--device`, `--orientation`, `--direction`, `--content-size`). An empty list keeps what the screen declares.
public struct EnvironmentFilter: Sendable, Hashable {
    /// Device names (catalog names, aliases, or a custom device the screen declares).
    public var devices: [String]
    /// Orientations to use instead of the screen's.
    public var orientations: [Orientation]
    /// Directions to use instead of the screen's.
    public var directions: [WritingDirection]
    /// Text sizes to use instead of the screen's (`--content-size ax5`, `--content-size all`).
    public var contentSizes: [ContentSizeCategory]
    /// `--pseudo-localize`: lay every environment out with translated (longer) text as well.
    public var pseudoLocalize: Bool
    /// `--in-call`: also lay out under the in-call status bar, on the devices where it is taller.
    public var inCallStatusBar: Bool
    /// `--multitasking`: also lay iPads out in each Split View / Slide Over width a source gives.
    public var multitasking = false
    /// `--window-widths 320...1376/40`: also lay iPads out in windows of these widths (those
    /// narrower than the screen in each orientation).
    public var windowWidths: [Double] = []

    /// A filter; empty lists keep the screen's own choices.
    public init(devices: [String] = [], orientations: [Orientation] = [], directions: [WritingDirection] = [],
                contentSizes: [ContentSizeCategory] = [], pseudoLocalize: Bool = false, inCallStatusBar: Bool = false) {
        self.devices = devices
        self.orientations = orientations
        self.directions = directions
        self.contentSizes = contentSizes
        self.pseudoLocalize = pseudoLocalize
        self.inCallStatusBar = inCallStatusBar
    }

    /// No narrowing at all.
    public static let none = EnvironmentFilter()
}

/// Turns a screen's environment declaration into the list of environments to lay it out in.
///
/// The default set, used for each dimension a screen leaves out:
/// - devices: `DeviceCatalog.defaultDeviceNames` — `iPhoneSE`, `iPhone15`, `iPhone15ProMax`, `iPadAir`;
/// - orientations: `portrait`;
/// - directions: `ltr`;
/// - text sizes: `large` (UIKit's default content-size category).
///
/// A filter dimension that is not empty replaces the screen's list for that dimension (so
/// `--device iPhone8` shows a screen on a device it does not declare). Environments are
/// ordered device-major, then orientation, then direction, each in declaration order, without
/// duplicates.
public enum EnvironmentSet {
    /// The orientations used when a screen declares none.
    public static let defaultOrientations: [Orientation] = [.portrait]
    /// The directions used when a screen declares none.
    public static let defaultDirections: [WritingDirection] = [.ltr]

    /// The environments of `screen`, with an error (and a "did you mean") for every device
    /// name neither the catalog nor the screen knows.
    public static func resolve(_ screen: LayoutScreen, catalog: DeviceCatalog = .standard,
                               filter: EnvironmentFilter = .none) -> ([LayoutEnvironment], [LayoutDiagnostic]) {
        let declaration = screen.environment
        var diagnostics: [LayoutDiagnostic] = []
        var custom: [String: Device] = [:]
        for case .custom(let declared) in declaration.devices {
            custom[declared.name] = makeDevice(declared)
        }
        let knownNames = catalog.allNames + custom.keys.sorted()

        func lookUp(_ name: String, span: SourceSpan?) -> Device? {
            if let device = custom[name] ?? catalog.device(named: name) { return device }
            var notes: [DiagnosticNote] = []
            if let suggestion = Suggestions.closest(to: name, among: knownNames) {
                notes.append(DiagnosticNote("did you mean '\(suggestion)'?"))
            }
            notes.append(DiagnosticNote("run 'vflc devices' to list the catalog, or declare it: 'device \(name) 390x844'"))
            diagnostics.append(.error("unknown device '\(name)'", at: span, notes: notes, ruleID: .unknownDevice))
            return nil
        }

        var devices: [Device] = []
        if !filter.devices.isEmpty {
            devices = filter.devices.compactMap { lookUp($0, span: nil) }
        } else if declaration.devices.isEmpty {
            devices = DeviceCatalog.defaultDeviceNames.compactMap { catalog.device(named: $0) }
            if devices.isEmpty { devices = Array(catalog.devices.prefix(1)) }
        } else {
            for reference in declaration.devices {
                switch reference {
                case .catalog(let name, let span):
                    if let device = lookUp(name, span: span) { devices.append(device) }
                case .custom(let declared):
                    if let device = custom[declared.name] { devices.append(device) }
                }
            }
        }
        let orientations = unique(!filter.orientations.isEmpty ? filter.orientations
            : declaration.orientations.isEmpty ? defaultOrientations : declaration.orientations)
        let directions = unique(!filter.directions.isEmpty ? filter.directions
            : declaration.directions.isEmpty ? defaultDirections : declaration.directions)

        let contentSizes = unique(!filter.contentSizes.isEmpty ? filter.contentSizes
            : declaration.contentSizes.isEmpty ? [.large] : declaration.contentSizes)

        let bars = declaration.bars
        var environments: [LayoutEnvironment] = []
        var seen = Set<String>()
        for device in devices where seen.insert(device.name).inserted {
            for orientation in orientations {
                for direction in directions {
                    for contentSize in contentSizes {
                        var environment = LayoutEnvironment(device: device, orientation: orientation,
                                                            direction: direction, bars: bars, contentSize: contentSize)
                        environments.append(environment)
                        if filter.pseudoLocalize || declaration.pseudoLocalize {
                            var translated = environment
                            translated.pseudoLocalized = true
                            environments.append(translated)
                        }
                        if device.family == .pad {
                            var widths = filter.windowWidths
                            if filter.multitasking {
                                widths += MultitaskingWidths.widths(of: device.name, landscape: orientation == .landscape)
                            }
                            let full = device.screenSize(orientation).width
                            for width in unique(widths) where width.isFinite && width > 0 && width < full {
                                var window = environment
                                window.windowWidth = width
                                environments.append(window)
                            }
                        }
                        if filter.inCallStatusBar || declaration.bars.inCallStatusBar,
                           EnvironmentMetrics.hasTallInCallStatusBar(device, orientation: orientation) {
                            environment.inCallStatusBar = true
                            environments.append(environment)
                        }
                    }
                }
            }
        }
        return (environments, diagnostics)
    }

    /// A device for a `device Name WxH` declaration. It is the declared idiom, or else a phone
    /// when its shorter side is under 600 pt and a pad otherwise; its scale is the declared one
    /// or 2. Unless declared, its landscape insets are those UIKit gives its idiom: a pad keeps its
    /// portrait insets; a phone hides the status bar, so its top is 0, and a phone with a home
    /// indicator (a portrait bottom inset) has its sensor housing's inset (the portrait top) on
    /// both sides and a landscape home indicator of at most 21 pt at the bottom.
    public static func makeDevice(_ declared: CustomDevice) -> Device {
        let size = LayoutSize(width: max(0, finite(declared.size.width)), height: max(0, finite(declared.size.height)))
        let portrait = finite(declared.safeAreaInsets)
        let family: DeviceFamily
        switch declared.idiom {
        case .phone?: family = .phone
        case .pad?: family = .pad
        case nil: family = min(size.width, size.height) < 600 ? .phone : .pad
        }
        let landscape: LayoutInsets
        if let declaredLandscape = declared.landscapeSafeAreaInsets {
            landscape = finite(declaredLandscape)
        } else if family == .pad {
            landscape = portrait
        } else {
            let housing = portrait.bottom > 0 ? portrait.top : 0
            landscape = LayoutInsets(top: 0, left: housing, bottom: min(portrait.bottom, landscapeHomeIndicator),
                                     right: housing)
        }
        let scale = declared.scale.map(finite).flatMap { $0 >= 1 ? $0 : nil } ?? 2
        return Device(name: declared.name, models: "custom \(size)", family: family, portraitSize: size,
                      scale: scale, statusBarHeight: portrait.top, portraitSafeArea: portrait,
                      landscapeSafeArea: landscape, isWide: family == .pad || size.width >= 414, isCustom: true)
    }

    /// The home indicator's inset on a landscape iPhone (Docs/uikit-devices.md).
    static let landscapeHomeIndicator = 21.0

    private static func finite(_ insets: LayoutInsets) -> LayoutInsets {
        LayoutInsets(top: finite(insets.top), left: finite(insets.left), bottom: finite(insets.bottom),
                     right: finite(insets.right))
    }

    private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

    private static func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }
}
