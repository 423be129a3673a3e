import '@wallet/ui/styles.css';
import { firstPaint, requestHeldFiles } from './afterPaint';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// A page to be rendered in another language than its file's (boot/locale.js marked it before
// any module ran, and asked for its catalog then): hidden until the app has rendered it.
const pending = document.documentElement.getAttribute('data-locale-pending');

// A prerendered page (src/prerender) is readable from its HTML: its scripts are asked for once
// the browser has shown it (a hidden one has nothing to show), all at once, so the first paint
// shares the line with the stylesheets and the typeface only. Then the app's largest modules are
// evaluated in tasks of their own: one long task would hold up a key typed meanwhile for all.
if (document.getElementById('root')?.firstElementChild) {
  if (!pending) await firstPaint();
  requestHeldFiles();
  await nextTask();
  await import('./render');
  await nextTask();
  await import('./router');
  await nextTask();
}
await import('./boot');
