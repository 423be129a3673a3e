import '@wallet/ui/styles.css';

// A prerendered page (src/prerender) is readable from its HTML: its scripts start after the
// browser has painted it, so the first paint waits on the stylesheets only.
if (document.getElementById('root')?.firstElementChild) {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
await import('./boot');
