/// Writes a `.layout` screen of `cards × 10` views: a column of cards pinned to the root's
/// margins, each card holding an image, two labels, a switch, a button and a fill-equally stack
/// view of three views — a mix of equations, intrinsic sizes, margins and stack views.
///
/// `screen(views:)` places the views with equations; `screenInVFL(views:)` places the same views
/// in the same frames mostly with VFL lines, as apps written against UIKit's API do.
enum ScreenGenerator {
    static func screen(views: Int) -> String { screen(views: views, placingCard: equations) }

    static func screenInVFL(views: Int) -> String { screen(views: views, placingCard: visualFormats) }

    /// The declarations, then the lines that place each card (`placingCard(k)`).
    private static func screen(views: Int, placingCard: (Int) -> String) -> String {
        let cards = max(1, views / 10)
        var text = declarations(cards: cards)
        for k in 0..<cards { text += placingCard(k) }
        return text + "}\n"
    }

    /// Card `k` placed with equations.
    private static func equations(card k: Int) -> String {
        let above = k == 0 ? "view.safeArea.top" : "card\(k - 1).bottom"
        return """
                card\(k).leading == view.leadingMargin
                card\(k).trailing == view.trailingMargin
                card\(k).top == \(above) + 8
                icon\(k).leading == card\(k).leading + 8
                icon\(k).top == card\(k).top + 8
                title\(k).leading == icon\(k).trailing + 8
                title\(k).top == icon\(k).top
                subtitle\(k).leading == title\(k).leading
                subtitle\(k).top == title\(k).bottom + 4
                toggle\(k).trailing == card\(k).trailing - 8
                toggle\(k).centerY == icon\(k).centerY
                action\(k).trailing == toggle\(k).leading - 8
                action\(k).centerY == toggle\(k).centerY
                row\(k).leading == card\(k).leading + 8
                row\(k).trailing == card\(k).trailing - 8
                row\(k).top == icon\(k).bottom + 8
                row\(k).height == 30
                card\(k).bottom == row\(k).bottom + 8

            """
    }

    /// Card `k` placed the same way, mostly with VFL lines.
    private static func visualFormats(card k: Int) -> String {
        let above = k == 0 ? "    card0.top == view.safeArea.top + 8" : "    V:[card\(k - 1)]-8-[card\(k)]"
        return """
                H:|-[card\(k)]-|
            \(above)
                H:|-8-[icon\(k)]-8-[title\(k)] options alignAllTop
                V:|-8-[icon\(k)]-8-[row\(k)(30)]-8-|
                V:[title\(k)]-4-[subtitle\(k)] options alignAllLeading
                H:[action\(k)]-8-[toggle\(k)]-8-| options alignAllCenterY
                toggle\(k).centerY == icon\(k).centerY
                H:|-8-[row\(k)]-8-|

            """
    }

    /// The screen header and the cards' view declarations.
    private static func declarations(cards: Int) -> String {
        var text = """
        // Generated: \(cards) cards × 10 views = \(cards * 10) views.
        screen Generated\(cards * 10) {
            devices iPhoneSE, iPhone13, iPhone15ProMax, iPadAir
            orientations portrait, landscape

        """
        for k in 0..<cards {
            text += """
                view card\(k) {
                    imageView icon\(k) { intrinsic 40x40 }
                    label title\(k) { intrinsic 80x21 }
                    label subtitle\(k) { intrinsic 120x17 }
                    switch toggle\(k)
                    button action\(k) { intrinsic 64x30 }
                    stackView row\(k) { axis horizontal; distribution fillEqually; spacing 8
                        view left\(k)
                        view middle\(k)
                        view right\(k)
                    }
                }

            """
        }
        return text
    }
}
