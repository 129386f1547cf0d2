import LayoutIR

/// A number as the constant evaluator holds it: a constant plus a part that scales with the
/// screen's size (`20 * kScreenWidth / 375` is 0 + 0.0533… × width) or is a count of device
/// pixels (`1 / UIScreen.main.scale`). Sums, differences and products by numbers stay of this
/// form; a product of two screen parts, a division by one and a rounding of one do not, and are
/// not evaluated.
struct ScreenLinear: Sendable, Hashable {
    var constant: Double
    var scaling: ScreenScaling

    init(_ constant: Double, _ scaling: ScreenScaling = .zero) {
        self.constant = constant
        self.scaling = scaling
    }

    /// The value when the screen plays no part in it.
    var number: Double? { scaling.isZero ? constant : nil }

    static func + (left: ScreenLinear, right: ScreenLinear) -> ScreenLinear {
        ScreenLinear(left.constant + right.constant, left.scaling + right.scaling)
    }

    static func - (left: ScreenLinear, right: ScreenLinear) -> ScreenLinear {
        ScreenLinear(left.constant - right.constant, left.scaling - right.scaling)
    }

    /// The product, when at most one side scales with the screen.
    static func * (left: ScreenLinear, right: ScreenLinear) -> ScreenLinear? {
        if let factor = right.number { return left.scaled(by: factor) }
        if let factor = left.number { return right.scaled(by: factor) }
        return nil
    }

    /// Every part times `factor`; with `divisor`, divided by it instead (`x / 375` is not
    /// `x × (1/375)` in floating point, and the constant part should be what the code computes).
    func scaled(by factor: Double, dividing divisor: Double? = nil) -> ScreenLinear {
        guard let divisor else {
            return ScreenLinear(constant * factor, scaling * factor)
        }
        return ScreenLinear(constant / divisor, scaling / divisor)
    }
}

/// How code names the screen's size: `UIScreen.main.bounds` (Swift), `[UIScreen mainScreen].bounds`
/// and `UIScreen.mainScreen.bounds` (Objective-C), then `.size.width`, `.width`, `.size.height`,
/// `.height`, or `CGRectGetWidth(…)` / `CGRectGetHeight(…)` of the bounds. `UIScreen.main` is
/// the device's screen (Apple, *UIScreen.main*); an app's window on it may be narrower, which
/// the code's numbers do not see.
enum ScreenBounds {
    /// The screen's width or height named by a dotted path, `UIScreen` first.
    static func side(ofPath path: [String]) -> ScreenLinear? {
        guard path.count >= 4, path[0] == "UIScreen", path[1] == "main" || path[1] == "mainScreen", path[2] == "bounds" else { return nil }
        let rest = path[3...].drop { $0 == "size" }
        guard rest.count == 1, path.count - rest.count <= 4 else { return nil }
        switch rest.first {
        case "width"?: return width
        case "height"?: return height
        default: return nil
        }
    }

    /// `CGRectGetWidth` and `CGRectGetHeight`, by the side they give.
    static let rectFunctions: [String: ScreenLinear] = ["CGRectGetWidth": width, "CGRectGetHeight": height]

    static let width = ScreenLinear(0, ScreenScaling(width: 1, height: 0))
    static let height = ScreenLinear(0, ScreenScaling(width: 0, height: 1))

    /// Whether a dotted path names the screen's scale: `UIScreen.main.scale` (Swift),
    /// `UIScreen.mainScreen.scale` (Objective-C dot syntax). The code divides by it to get a
    /// hairline (``ScreenScaling/pixel``); it is read nowhere else.
    static func isScale(_ path: [String]) -> Bool {
        path.count == 3 && path[0] == "UIScreen" && (path[1] == "main" || path[1] == "mainScreen") && path[2] == "scale"
    }
}

/// A screen size and scale numbers are computed for while a file is read, and whether the
/// reading used them.
struct ScreenProbe {
    /// The size, in the interface's orientation.
    var size: LayoutSize
    /// The scale (`UIScreen.main.scale`).
    var scale = ScreenProbes.baseScale
    /// Set when a number of the reading scaled with the screen.
    let uses: ScreenUses
}

/// Whether a reading computed some number from the screen's size (shared by every evaluator of
/// one reading, as ``LookupBudget`` is shared by one evaluation).
final class ScreenUses {
    /// A number scaled with the screen's width.
    var width = false
    /// A number scaled with the screen's height.
    var height = false
    /// A number counted in device pixels.
    var pixel = false
}

/// Reads a file whose constraint numbers scale with the screen (`make.left.mas_equalTo(20 *
/// kScreenWidth / 375)`) into constraints that carry that scaling (``ScreenScaling``), so that
/// each device lays them out with its own numbers.
///
/// The reader's arithmetic on numbers (SnapKit's inset signs, PureLayout's insets, VFL metrics,
/// a helper's arguments) is written for plain numbers, and the evaluator hands it only numbers
/// that are linear in the screen's size (``ScreenLinear``). So the file is read for three screen
/// sizes that differ in width alone and in height alone (two when its numbers use only one), and
/// for a second scale when its numbers count pixels; a constant that differs between the
/// readings is `base + width × w + height × h + pixel ÷ scale`, and the differences give `w`,
/// `h` and `pixel`. A function
/// whose readings differ in anything but constants (a frame computed from the screen, a number
/// only some readings know) keeps the reading without a screen, where such numbers are run-time
/// values, as does a whole file whose other findings differ.
enum ScreenProbes {
    /// The first screen size read: a phone's (any size gives the same result; this one keeps the
    /// numbers the code means near what it computes on a device).
    static let base = LayoutSize(width: 390, height: 844)
    /// How much the other readings add to the width or the height: a power of two, so the
    /// division that recovers a factor is exact.
    static let step = 256.0
    /// The scale of the first reading and of the one that finds the pixel factor: powers of two,
    /// so a pixel is exact in both and so is the factor recovered from their difference.
    static let baseScale = 2.0, otherScale = 4.0

    /// The extraction `read` makes, with numbers that scale with the screen laid out.
    static func extract(_ read: (ScreenProbe?) -> AnchorExtraction) -> AnchorExtraction {
        let uses = ScreenUses()
        let first = read(ScreenProbe(size: base, uses: uses))
        guard uses.width || uses.height || uses.pixel else { return first }
        // A size or scale no number of the first reading used changes nothing: it is not read again.
        let wide = uses.width ? read(ScreenProbe(size: LayoutSize(width: base.width + step, height: base.height), uses: ScreenUses())) : nil
        let tall = uses.height ? read(ScreenProbe(size: LayoutSize(width: base.width, height: base.height + step), uses: ScreenUses())) : nil
        let fine = uses.pixel ? read(ScreenProbe(size: base, scale: otherScale, uses: ScreenUses())) : nil
        guard [wide, tall, fine].allSatisfy({ other in
            other.map { $0.screens.count == first.screens.count && $0.diagnostics == first.diagnostics && $0.skipped == first.skipped } ?? true
        }) else { return read(nil) }
        var result = first
        // Read without a screen only when some function needs it.
        var plainReading: AnchorExtraction?
        for index in first.screens.indices {
            if let combined = combine(first.screens[index], wide: wide?.screens[index], tall: tall?.screens[index],
                                      fine: fine?.screens[index]) {
                result.screens[index] = combined
                continue
            }
            let plain = plainReading ?? read(nil)
            plainReading = plain
            guard plain.screens.count == first.screens.count else { return plain }
            // Counted as the reading without a screen counts this function.
            let kept = plain.screens[index], dropped = first.screens[index]
            result.laidOut += kept.constraints.filter { !$0.origin.syntax.isImplicit }.count
                - dropped.constraints.filter { !$0.origin.syntax.isImplicit }.count
            for constraint in dropped.constraints { result.laidOutBySyntax[constraint.origin.syntax, default: 0] -= 1 }
            for constraint in kept.constraints { result.laidOutBySyntax[constraint.origin.syntax, default: 0] += 1 }
            result.screens[index] = kept
        }
        return result
    }

    /// `screen` with each constant that differs in the other readings made `base + scaling`;
    /// `nil` when the readings differ in anything else. A reading that is `nil` was not made: no
    /// number used that size or scale, so it is `screen` itself.
    static func combine(_ screen: LayoutScreen, wide: LayoutScreen?, tall: LayoutScreen?, fine: LayoutScreen? = nil) -> LayoutScreen? {
        let shape = withoutConstants(screen)
        guard [wide, tall, fine].allSatisfy({ other in other.map { withoutConstants($0) == shape } ?? true }) else { return nil }
        let wide = wide ?? screen, tall = tall ?? screen, fine = fine ?? screen
        var result = screen
        for index in result.constraints.indices {
            guard let scaled = scaled(screen.constraints[index], wide.constraints[index], tall.constraints[index],
                                      fine.constraints[index]) else { return nil }
            result.constraints[index] = scaled
        }
        for index in result.unsolved.indices {
            guard let scaled = scaled(screen.unsolved[index].constraint, wide.unsolved[index].constraint,
                                      tall.unsolved[index].constraint, fine.unsolved[index].constraint) else { return nil }
            result.unsolved[index].constraint = scaled
        }
        return result
    }

    /// The constraint read at the base size and scale, with its constant split into a number and
    /// the part that scales (unchanged when the constants agree).
    private static func scaled(_ constraint: IRConstraint, _ wide: IRConstraint, _ tall: IRConstraint,
                               _ fine: IRConstraint) -> IRConstraint? {
        guard constraint.constant != wide.constant || constraint.constant != tall.constant
                || constraint.constant != fine.constant else { return constraint }
        let exactWidth = (wide.constant - constraint.constant) / step, exactHeight = (tall.constant - constraint.constant) / step
        // c = n + p / scale at both scales: p = (c at 4 − c at 2) ÷ (1/4 − 1/2).
        let exactPixel = (fine.constant - constraint.constant) / (1 / otherScale - 1 / baseScale)
        var number = constraint.constant - exactWidth * base.width - exactHeight * base.height - exactPixel / baseScale
        // What is left of `20 * W / 375 - 20 * 390 / 375` is rounding, not a number the code wrote.
        number = abs(number) < 1e-9 ? 0 : significant(number)
        let width = significant(exactWidth), height = significant(exactHeight), pixel = significant(exactPixel)
        guard number.isFinite, width.isFinite, height.isFinite, pixel.isFinite else { return nil }
        var result = constraint
        result.constant = number
        result.screenScaling = ScreenScaling(width: width, height: height, pixel: pixel)
        return result
    }

    /// `value` to 12 significant digits: the readings' floating-point differences leave noise in
    /// the last digits (`9.999999999999996` for the code's `10`), far below a pixel.
    static func significant(_ value: Double) -> Double {
        guard value != 0, value.isFinite else { return value }
        var scale = 1.0, digits = 0
        // A power of ten that brings the value's magnitude to 11 digits before the point.
        var magnitude = abs(value)
        while magnitude >= 1e12, digits > -300 { magnitude /= 10; scale /= 10; digits -= 1 }
        while magnitude < 1e11, digits < 300 { magnitude *= 10; scale *= 10; digits += 1 }
        let result = (value * scale).rounded() / scale
        return result.isFinite ? result : value
    }

    /// The screen with every constraint's constant set to 0, for comparing readings.
    private static func withoutConstants(_ screen: LayoutScreen) -> LayoutScreen {
        var result = screen
        for index in result.constraints.indices { result.constraints[index].constant = 0 }
        for index in result.unsolved.indices { result.unsolved[index].constraint.constant = 0 }
        return result
    }
}
