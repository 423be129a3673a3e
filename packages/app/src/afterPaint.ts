/**
 * The element of a prerendered page's file that holds the modulepreloads of its scripts back
 * until the page has painted (prerender/plugin.ts): a template's links are inert.
 */
export const AFTER_PAINT_ID = 'after-paint';

/**
 * Resolves once the browser reports the page's first contentful paint (shown, not only drawn):
 * a file asked for after it cannot take the line from the paint. Where paint timing is missing,
 * or nothing contentful is shown (the boot script hid a page in another language), after the
 * frame that painted; at the latest a second after that frame.
 */
export function firstPaint() {
  return new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
      const hidden = document.documentElement.hasAttribute('data-locale-pending');
      if (hidden || !PerformanceObserver.supportedEntryTypes?.includes('paint') || painted()) {
        setTimeout(resolve);
        return;
      }
      const observer = new PerformanceObserver(() => {
        if (!painted()) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint' });
      setTimeout(() => {
        observer.disconnect();
        resolve();
      }, 1000);
    });
  });
}

/** Asks for the files the page's HTML held back, all at once (not one import after another). */
export function requestHeldFiles() {
  const held = document.getElementById(AFTER_PAINT_ID);
  if (held instanceof HTMLTemplateElement) document.head.append(held.content);
}
