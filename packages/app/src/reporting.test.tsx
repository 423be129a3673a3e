import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaticErrorPage } from './routes/error';
import { initReporting, isHydrationMismatch, reportError, rootErrorOptions } from './reporting';

describe('reportError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs an uncaught error as a warning, and without a DSN sends nothing anywhere', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await initReporting();
    const error = new Error('render failed');
    reportError(error);
    expect(warn).toHaveBeenCalledWith('Uncaught render error', error);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('rootErrorOptions', () => {
  afterEach(() => vi.restoreAllMocks());

  function Throw(): never {
    throw new Error('the error page itself failed');
  }

  it('reports an error nothing caught and puts a static error page in the emptied root', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(
      container,
      rootErrorOptions(() => renderStaticErrorPage(container)),
    );
    root.render(<Throw />);

    await vi.waitFor(() => expect(container.querySelector('main#main')).not.toBeNull());
    expect(warn).toHaveBeenCalledWith(
      'Uncaught render error',
      expect.objectContaining({ message: 'the error page itself failed' }),
    );
    const main = container.querySelector('main#main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main?.querySelector('h1')).toHaveTextContent('Something went wrong');
    expect(main?.querySelector('button')).toHaveTextContent('Reload');
    container.remove();
  });

  it('reports what a boundary caught and what React recovered from', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unrecoverable = vi.fn();
    const options = rootErrorOptions(unrecoverable);
    const caught = new Error('caught');
    const recovered = new Error('recovered');
    options.onCaughtError?.(caught, { componentStack: '' });
    options.onRecoverableError?.(recovered, { componentStack: '' });
    expect(warn).toHaveBeenCalledWith('Uncaught render error', caught);
    expect(warn).toHaveBeenCalledWith('Recovered render error', recovered);
    expect(unrecoverable).not.toHaveBeenCalled();
  });

  it('logs a hydration mismatch without reporting it: React renders the page on the client', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.body.appendChild(document.createElement('div'));
    // A prerendered page, as the browser parses it from the HTML file.
    // eslint-disable-next-line no-restricted-syntax
    container.innerHTML = '<p>Prerendered</p>';
    hydrateRoot(container, <p>Visitor&apos;s own</p>, rootErrorOptions(vi.fn()));

    await vi.waitFor(() => expect(container).toHaveTextContent("Visitor's own"));
    expect(warn).toHaveBeenCalledWith(
      'Prerendered page rendered on the client',
      expect.objectContaining({ message: expect.stringMatching(/Hydration failed/) }),
    );
    expect(warn).not.toHaveBeenCalledWith('Recovered render error', expect.anything());
    container.remove();
  });

  it('tells a hydration mismatch, in either wording, from other errors', () => {
    expect(
      isHydrationMismatch(new Error('Minified React error #418; visit https://react.dev')),
    ).toBe(true);
    expect(isHydrationMismatch(new Error('Minified React error #423; visit'))).toBe(false);
    expect(isHydrationMismatch(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
