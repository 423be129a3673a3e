// The theme chosen in the app (System, Light or Dark; packages/app/src/shell/theme.ts), applied
// before the first paint: inlined in each page's <head> ahead of the stylesheets by the build
// (vite.config.ts) and allowed by its hash (scripts/security-headers.mjs), so no frame is drawn
// in the other theme and no visit waits for a file. Full-line comments are left out of the page.
// Keep it in step with applyTheme in theme.ts (theme.test.ts runs both).
(function () {
  var theme;
  try {
    theme = localStorage.getItem('wallet-theme');
  } catch {
    return; // storage refused (a locked-down browser): the system's theme, as before
  }
  if (theme !== 'light' && theme !== 'dark') return;
  document.documentElement.setAttribute('data-theme', theme);
  // The canvas and form controls before the CSS is in, and the browser's own bars.
  var scheme = document.querySelector('meta[name="color-scheme"]');
  if (scheme) scheme.setAttribute('content', theme);
  var bars = document.querySelectorAll('meta[name="theme-color"]');
  for (var i = 0; i < bars.length; i++) {
    bars[i].setAttribute('content', theme === 'dark' ? '#0d1017' : '#f5f6f9');
  }
})();

// The browser's Intl data loads on the first Intl call, ~40 ms of a phone's CPU, and react-aria
// makes that call as its code starts. Made here, in a task of its own while the page's files are
// still downloading, it costs nothing the visitor waits for.
setTimeout(function () {
  try {
    new Intl.Locale(
      Intl.DateTimeFormat.supportedLocalesOf([navigator.language])[0] || 'en-US',
    ).maximize();
  } catch {
    // an unknown locale: react-aria falls back to en-US itself
  }
});
