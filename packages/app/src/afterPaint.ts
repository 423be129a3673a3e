/**
 * The element of a prerendered page's file that holds the modulepreloads of its scripts back
 * until the page has painted (prerender/plugin.ts): a template's links are inert.
 */
export const AFTER_PAINT_ID = 'after-paint';

/**
 * Resolves once the browser reports the page's first contentful paint (shown, not only drawn):
 * a file asked for after it cannot take the line from that paint. Where paint timing is missing,
 * or nothing is shown (a tab in the background), a second after the page's scripts start.
 */
export const firstPaint = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 1000);
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // No PerformanceObserver in this browser: the timer.
    }
  });

/** Asks for the files the page's HTML held back, all at once (not one import after another). */
export function requestHeldFiles() {
  const held = document.getElementById(AFTER_PAINT_ID);
  if (held instanceof HTMLTemplateElement) document.head.append(held.content);
}
