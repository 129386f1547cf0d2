/// The HTML report's CSS (the wireframes' own rules are appended from
/// ``WireframeStyleSheet``). No scripts: collapsing is `<details>`, highlighting is `:target`.
enum ReportStyleSheet {
    static let css = """
        :root { color-scheme: light; }
        body { margin: 0; padding: 0 24px 48px; background: #f3f4f6; color: #1f2328;
               font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; }
        header.page { padding: 20px 0 8px; }
        h1 { font-size: 22px; margin: 0 0 4px; }
        h2 { font-size: 18px; margin: 0; }
        h2 .file, .summary, .facts { color: #57606a; font-weight: normal; }
        h2 .file { font-size: 13px; margin-left: 8px; }
        .summary { margin: 0 0 10px; }
        nav.contents ul { list-style: none; padding: 0; margin: 8px 0; display: flex; flex-wrap: wrap; gap: 6px; }
        nav.contents a { display: inline-block; padding: 3px 10px; border-radius: 12px; background: #ffffff;
                         border: 1px solid #d0d7de; text-decoration: none; color: #0969da; }
        .count { font-size: 12px; padding: 0 6px; border-radius: 8px; margin-left: 4px; white-space: nowrap; }
        .count.error { background: #ffebe9; color: #a40e26; }
        .count.warning { background: #fff1d6; color: #7d4e00; }
        .count.conflicted { background: #ffebe9; color: #a40e26; }
        .count.ambiguous { background: #fff1d6; color: #7d4e00; }
        section.screen { margin-top: 24px; padding-top: 12px; border-top: 2px solid #d0d7de; }
        section.screen > header { margin-bottom: 10px; }
        ol.diagnostics { list-style: none; margin: 10px 0 14px; padding: 0; }
        .diagnostic { background: #ffffff; border: 1px solid #d0d7de; border-left: 5px solid #8c959f;
                      border-radius: 6px; padding: 4px 10px; margin-bottom: 5px; }
        .diagnostic summary { color: inherit; font-size: 14px; }
        .diagnostic .meta { margin-left: 16px; font-size: 12px; color: #57606a; }
        .diagnostic.error { border-left-color: #d1242f; }
        .diagnostic.warning { border-left-color: #c26a00; }
        .diagnostic:target { outline: 3px solid #0969da; }
        .severity { font-weight: 600; text-transform: uppercase; font-size: 11px; margin-right: 6px; }
        .error .severity { color: #d1242f; }
        .warning .severity { color: #9a5700; }
        .rule { font: 12px ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; color: #57606a; margin-left: 6px;
                white-space: nowrap; }
        .location { font: 12px ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; color: #57606a;
                    margin-right: 14px; }
        .subjects a { font-family: ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; margin-right: 8px; }
        pre { font: 12px/1.4 ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; background: #f6f8fa;
              padding: 8px; border-radius: 4px; overflow-x: auto; margin: 6px 0 0; }
        summary { cursor: pointer; color: #0969da; font-size: 13px; }
        .grid { display: flex; flex-wrap: wrap; gap: 14px; align-items: flex-start; }
        table.sweep { border-collapse: collapse; margin: 8px 0 14px; font-size: 12px; }
        table.sweep th, table.sweep td { border: 1px solid #d0d7de; padding: 2px 8px; text-align: center; white-space: nowrap; }
        table.sweep th { background: #f6f8fa; font-weight: 600; }
        table.sweep td a { color: inherit; text-decoration: none; display: block; }
        table.sweep td.fine { background: #dafbe1; color: #1a7f37; }
        table.sweep td.warning { background: #fff8c5; color: #9a6700; }
        table.sweep td.error { background: #ffebe9; color: #d1242f; font-weight: 600; }
        figure.environment { margin: 0; padding: 8px 10px 10px; background: #ffffff; border: 1px solid #d0d7de;
                             border-radius: 8px; width: min-content; min-width: 200px; box-sizing: border-box; }
        figure.environment:target { outline: 3px solid #0969da; }
        figure.environment.has-conflict { border-color: #d1242f; }
        figcaption { font-weight: 600; margin-bottom: 2px; white-space: nowrap; }
        figcaption .mode { font-weight: normal; color: #57606a; margin-left: 4px; }
        .facts { font-size: 11.5px; margin-bottom: 6px; }
        figure.environment svg { display: block; margin: 0 auto; }
        details.frames { margin-top: 6px; }
        table.frames { border-collapse: collapse; font: 11.5px/1.35 ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace;
                       margin-top: 4px; }
        table.frames th { text-align: left; color: #57606a; font-weight: 600; border-bottom: 1px solid #d0d7de; padding: 1px 6px; }
        table.frames td { padding: 1px 6px; white-space: nowrap; }
        table.frames td.number, table.frames th.number { text-align: right; }
        table.frames tr.conflicted td.name a { color: #d1242f; font-weight: 600; }
        table.frames tr.ambiguous td.name a { color: #9a5700; font-weight: 600; }
        table.frames tr.hidden { color: #8c959f; }
        table.frames td.name a { color: inherit; text-decoration: none; }
        .wireframe .view:target > .frame, .wireframe .view:target > a > .frame { stroke: #0969da; stroke-width: 4; }
        svg.legend { display: block; margin: 6px 0; max-width: 100%; height: auto; }
        .empty { color: #57606a; font-style: italic; }
        """
}
