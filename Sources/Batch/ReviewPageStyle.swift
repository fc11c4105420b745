/// The review page's style sheet, inlined into `index.html`. Follows the reader's light or dark setting.
enum ReviewPageStyle {
    static let css = #"""
    :root { color-scheme: light dark; --bg: #fff; --fg: #1d1d1f; --muted: #6e6e73; --card: #f5f5f7; --line: #d2d2d7;
      --error: #d70015; --warning: #b25000; --info: #0066cc; --ok: #248a3d; --focus: #0071e3; }
    @media (prefers-color-scheme: dark) { :root { --bg: #1d1d1f; --fg: #f5f5f7; --muted: #a1a1a6; --card: #2c2c2e; --line: #424245; } }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.4 -apple-system, "Inter", system-ui, sans-serif; background: var(--bg); color: var(--fg); }
    header { padding: 12px 20px; border-bottom: 1px solid var(--line); }
    header h1 { margin: 0 0 4px; font-size: 20px; }
    header p { margin: 2px 0; color: var(--muted); }
    nav { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 12px; align-items: center;
      padding: 8px 20px; background: var(--bg); border-bottom: 1px solid var(--line); }
    nav label { display: flex; gap: 4px; align-items: center; color: var(--muted); }
    #visible-count { margin-left: auto; color: var(--muted); }
    main { padding: 12px 20px 40px; }
    section.screen h2 { font-size: 16px; margin: 18px 0 8px; }
    .cards { display: flex; flex-wrap: wrap; gap: 10px; }
    .card { width: 160px; margin: 0; padding: 6px; background: var(--card); border: 2px solid transparent; border-radius: 8px; cursor: pointer; }
    .card:focus { outline: none; border-color: var(--focus); }
    .card img { display: block; width: 100%; height: 200px; object-fit: contain; background: repeating-conic-gradient(#8882 0% 25%, transparent 0% 50%) 0 0 / 16px 16px; }
    .card .missing { height: 200px; display: grid; place-items: center; color: var(--muted); }
    .card figcaption { font-size: 12px; margin-top: 4px; overflow-wrap: anywhere; }
    .badges { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 4px; }
    .badge { font-size: 11px; padding: 0 6px; border-radius: 9px; color: #fff; background: var(--muted); }
    .badge.error, .badge.changed, .badge.failed { background: var(--error); }
    .badge.warning, .badge.new { background: var(--warning); }
    .badge.info, .badge.orphaned { background: var(--info); }
    .badge.matched { background: var(--ok); }
    #viewer { position: fixed; inset: 0; z-index: 5; display: flex; background: var(--bg); }
    #viewer[hidden] { display: none; }
    #viewer-image { flex: 1; min-width: 0; display: flex; align-items: center; justify-content: center; padding: 16px; overflow: auto; }
    #viewer-image > img { width: 100%; height: calc(100vh - 32px); object-fit: contain; }
    .compare-wrap { width: 100%; display: flex; flex-direction: column; align-items: center; gap: 12px; }
    #viewer-side { width: 380px; padding: 16px; border-left: 1px solid var(--line); overflow: auto; }
    #viewer-findings { padding-left: 18px; }
    #viewer-findings li { margin-bottom: 8px; }
    #viewer-findings .where { font-family: ui-monospace, monospace; font-size: 12px; }
    .compare { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; width: 100%; }
    .compare figure { margin: 0; text-align: center; }
    .compare img { width: 100%; height: 45vh; object-fit: contain; }
    .slider-box { width: min(100%, 520px); }
    .slider { position: relative; width: 100%; height: 40vh; }
    .slider img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: contain; }
    .slider .over { position: absolute; inset: 0; }
    .slider-box input { width: 100%; }
    code.command { display: block; padding: 6px; background: var(--card); border-radius: 6px; overflow-wrap: anywhere; user-select: all; }
    .hint { color: var(--muted); font-size: 12px; }
    #selftest { display: none; }
    """#
}
