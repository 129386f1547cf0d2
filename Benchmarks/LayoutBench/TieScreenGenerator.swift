/// Writes the screen that exposed the checker's quadratic advice on priority ties: `views / 5`
/// cards stacked down the root, each holding two labels, an image view and a switch in one VFL
/// row. The labels' and the switch's hugging and compression priorities tie across every card,
/// so each of them is ambiguous and one tie holds thousands of constraints. One environment.
enum TieScreenGenerator {
    static func screen(views: Int) -> String {
        let cards = max(1, views / 5)
        var text = """
        // Generated: \(cards) cards × 5 views = \(cards * 5) views, ambiguous by design.
        screen Ties\(cards * 5) {
            devices iPhoneSE
            orientations portrait

        """
        for k in 0..<cards {
            text += """
                view card\(k) {
                    label title\(k) { intrinsic 80x21 }
                    label detail\(k) { intrinsic 80x21 }
                    imageView icon\(k) { intrinsic 40x40 }
                    switch toggle\(k)
                }

            """
        }
        for k in 0..<cards {
            let above = k == 0 ? "view.safeArea.top" : "card\(k - 1).bottom"
            text += """
                card\(k).leading == view.leadingMargin
                card\(k).trailing == view.trailingMargin
                card\(k).top == \(above) + 8
                H:|-[icon\(k)(40)]-[title\(k)]-[detail\(k)]-[toggle\(k)]-| options alignAllCenterY
                V:|-[icon\(k)(40)]-|

            """
        }
        return text + "}\n"
    }
}
