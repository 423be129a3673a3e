import '@wallet/ui/styles.css';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// A prerendered page (src/prerender) is readable from its HTML: its scripts start after the
// browser has painted it, so the first paint waits on the stylesheets only. Then the app's
// largest modules are evaluated in tasks of their own: one long task would hold up a key typed
// meanwhile for all of them.
if (document.getElementById('root')?.firstElementChild) {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await nextTask();
  await import('./render');
  await nextTask();
  await import('./router');
  await nextTask();
}
await import('./boot');
