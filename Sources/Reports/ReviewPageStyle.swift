/// The review page's style sheet, inlined into `index.html`. Follows the reader's light or dark setting.
enum ReviewPageStyle {
    static let css = #"""
    :root { color-scheme: light dark; --bg: #fff; --fg: #1d1d1f; --muted: #5e5e63; --card: #f5f5f7; --line: #d2d2d7;
      --error: #c8001a; --warning: #a04800; --info: #0060c0; --ok: #1f7a35; --earlier: #5e5e63; --focus: #0071e3; }
    @media (prefers-color-scheme: dark) { :root { --bg: #1d1d1f; --fg: #f5f5f7; --muted: #b0b0b5; --card: #2c2c2e; --line: #424245; --focus: #4da3ff; --earlier: #6e6e73; } }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.4 -apple-system, "Inter", system-ui, sans-serif; background: var(--bg); color: var(--fg); }
    a { color: var(--info); }
    /* Always drawn, not only for :focus-visible: a keyboard user must see where focus is after every click. */
    :focus { outline: 3px solid var(--focus); outline-offset: 2px; }
    .skip { position: absolute; left: -9999px; }
    .skip:focus { left: 8px; top: 8px; z-index: 9; padding: 4px 8px; background: var(--bg); }
    header { padding: 12px 20px; border-bottom: 1px solid var(--line); }
    header h1 { margin: 0 0 4px; font-size: 20px; }
    header p { margin: 2px 0; color: var(--muted); }
    #summary-assembled { color: var(--fg); }
    nav { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: center;
      padding: 8px 20px; background: var(--bg); border-bottom: 1px solid var(--line); }
    nav label { display: flex; gap: 4px; align-items: center; color: var(--muted); }
    nav select, nav input { max-width: 12em; }
    #visible-count { margin-left: auto; color: var(--muted); }
    #accept-shown { padding: 8px 20px; border-bottom: 1px solid var(--line); }
    #accept-shown p { margin: 0 0 4px; }
    main { padding: 12px 20px 40px; }
    section.screen h2 { font-size: 16px; margin: 18px 0 8px; overflow-wrap: anywhere; }
    .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 10px; }
    .card { margin: 0; padding: 6px; background: var(--card); border: 2px solid transparent; border-radius: 8px; cursor: pointer; min-width: 0; }
    .card:focus { outline: none; border-color: var(--focus); box-shadow: 0 0 0 2px var(--focus); }
    .card img { display: block; width: 100%; height: 200px; object-fit: contain; background: repeating-conic-gradient(#8882 0% 25%, transparent 0% 50%) 0 0 / 16px 16px; }
    .card .missing { height: 200px; display: grid; place-items: center; color: var(--muted); }
    .card figcaption { font-size: 12px; margin-top: 4px; overflow-wrap: anywhere; }
    .badges { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 4px; }
    .badge { font-size: 11px; padding: 0 6px; border-radius: 9px; color: #fff; background: #5e5e63; }
    .badge.error, .badge.changed, .badge.failed { background: var(--error); }
    .badge.warning, .badge.new { background: var(--warning); }
    .badge.info, .badge.orphaned { background: var(--info); }
    .badge.matched { background: var(--ok); }
    .badge.earlier { background: var(--earlier); }
    #viewer { position: fixed; inset: 0; z-index: 5; display: flex; background: var(--bg); }
    #viewer[hidden] { display: none; }
    body.viewing { overflow: hidden; }
    #viewer-main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
    #viewer-toolbar { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; padding: 8px 12px; border-bottom: 1px solid var(--line); }
    #viewer-toolbar button { font: inherit; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px; background: var(--card); color: var(--fg); cursor: pointer; }
    #viewer-toolbar button[aria-pressed="true"] { background: var(--focus); border-color: var(--focus); color: #fff; }
    #viewer-toolbar button:disabled { opacity: 0.45; cursor: default; }
    #modes, .zoom { display: flex; gap: 4px; align-items: center; }
    #zoom-level { min-width: 4em; text-align: center; }
    #viewer-close { margin-left: auto; }
    #viewer-image { flex: 1; min-height: 0; overflow: auto; padding: 12px; }
    .panes { display: grid; gap: 8px; height: 100%; }
    .panes.side { grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr)); }
    .pane { margin: 0; display: flex; flex-direction: column; min-width: 0; min-height: 0; }
    .pane figcaption { text-align: center; color: var(--muted); }
    .stage { position: relative; flex: 1; min-height: 50vh; overflow: hidden; cursor: grab; touch-action: none;
      background: repeating-conic-gradient(#8882 0% 25%, transparent 0% 50%) 0 0 / 16px 16px; }
    .layer { position: absolute; inset: 0; }
    .layer img { width: 100%; height: 100%; object-fit: contain; transform-origin: center; user-select: none; }
    .no-image { white-space: pre-wrap; }
    #viewer-side { width: 380px; flex: none; padding: 16px; border-left: 1px solid var(--line); overflow: auto; }
    #viewer.side-closed #viewer-side { display: none; }
    #viewer-title { overflow-wrap: anywhere; }
    #viewer-findings { padding-left: 18px; }
    #viewer-findings li { margin-bottom: 8px; overflow-wrap: anywhere; }
    #viewer-findings .where { font-family: ui-monospace, monospace; font-size: 12px; }
    code.command { display: block; padding: 6px; background: var(--card); border-radius: 6px; overflow-wrap: anywhere; user-select: all; }
    .hint { color: var(--muted); font-size: 12px; }
    /* Narrow screens (a 375 pt phone): the details fold under the image instead of squeezing it. */
    @media (max-width: 700px) {
      header, nav, main, #accept-shown { padding-left: 10px; padding-right: 10px; }
      nav label { flex: 1 1 45%; justify-content: space-between; }
      nav select, nav input { max-width: 60%; }
      #viewer { flex-direction: column; overflow: auto; }
      #viewer-main { flex: none; min-height: 100vh; }
      #viewer-side { width: auto; border-left: none; border-top: 1px solid var(--line); }
      .cards { grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); }
    }
    @media (min-width: 2000px) {
      body { font-size: 16px; }
      .cards { grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
      .card img, .card .missing { height: 300px; }
      #viewer-side { width: 480px; }
    }
    #selftest { display: none; }
    """#
}
