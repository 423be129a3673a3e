// The language, chosen before the first paint (docs/i18n.md, "The first paint"): this device's
// last choice, else the browser's, else English. Keep in step with pickLocale
// (packages/ui/src/i18n/locales.ts; bootLocale.test.ts runs both).
(function () {
  var candidates = [];
  try {
    candidates.push(localStorage.getItem('locale'));
  } catch {
    // storage refused: the browser's language
  }
  candidates = candidates.concat(navigator.languages || [navigator.language]);
  var locale = 'en';
  for (var i = 0; i < candidates.length; i++) {
    var language = String(candidates[i] || '')
      .toLowerCase()
      .split(/[-_]/)[0];
    if (language === 'en' || language === 'es') {
      locale = language;
      break;
    }
  }
  // The host serves a public page prerendered in this language by this cookie (README).
  document.cookie = 'locale=' + locale + '; path=/; max-age=31536000; samesite=lax';
  // A page in another language (the host's file, or the worker's) stays hidden until the app
  // has rendered it in this one: no frame in the wrong language.
  var root = document.documentElement;
  if (root.lang === locale) return;
  root.setAttribute('data-locale-pending', locale);
  // Its catalog, asked for now with the page's first files rather than once the app's entry has
  // run: the build writes its modulepreload in an inert template above this script. Not for a
  // page the service worker serves: the whole catalog is in its cache.
  var catalog = document.querySelector('template[data-catalog="' + locale + '"]');
  var served = navigator.serviceWorker && navigator.serviceWorker.controller;
  if (catalog && !served) document.head.appendChild(catalog.content);
})();
