// A return visit's reads, sent before any module has loaded (issue 41): the API reads this page
// sent when it was last opened in this session (kept by packages/api/src/client/earlyReads.ts),
// with the session's token and headers, as the app's client sends them. The client takes each
// answer once, for the same URL and token (request.ts), so nothing is asked twice; an answer it
// does not take is never read. Inlined after the theme script in the real-API build only (the
// demo's backend starts with the app), allowed by the CSP's hash of both.
(function () {
  try {
    var token = sessionStorage.getItem('access_token');
    var saved = JSON.parse(sessionStorage.getItem('early_reads') || 'null');
    var urls = saved && saved.pages[location.pathname];
    if (!token || !urls || sessionStorage.getItem('code_pending') !== null) return;
    var reads = {};
    urls.forEach(function (url) {
      reads[url] = fetch(url, {
        headers: {
          Accept: 'application/json',
          'Accept-Language': saved.locale,
          Authorization: 'Bearer ' + token,
        },
        signal: AbortSignal.timeout(saved.timeoutMs),
      });
      // A failure is the client's to report, when it takes the answer.
      reads[url].catch(function () {});
    });
    window.__earlyReads = { token: token, reads: reads };
  } catch {
    // storage refused or unreadable: the app sends its reads itself
  }
})();
