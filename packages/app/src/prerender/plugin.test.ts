import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { htmlFileOf, pageHtml, stylesheetsOf } from './plugin';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-a.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('the prerendered pages', () => {
  it('are written as <path>.html, the file hosts serve for the path', () => {
    expect(htmlFileOf('/login')).toBe('login.html');
    expect(htmlFileOf('/password-reset-form/confirmation')).toBe(
      'password-reset-form/confirmation.html',
    );
  });

  it('put the markup in #root and link the stylesheets index.html does not', () => {
    const html = pageHtml(shell, '<main><h1>Log In</h1></main>', [
      'assets/index-a.css',
      'assets/Promo-b.css',
    ]);
    expect(html).toContain('<div id="root"><main><h1>Log In</h1></main></div>');
    expect(html.match(/index-a\.css/g)).toHaveLength(1);
    expect(html).toContain(
      '    <link rel="stylesheet" crossorigin href="/assets/Promo-b.css">\n  </head>',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js">');
  });

  it('refuse a shell without an empty #root', () => {
    expect(() => pageHtml(shell.replace('<div id="root"></div>', ''), '<p></p>', [])).toThrow(
      /#root|id="root"/,
    );
  });

  it("link the stylesheets of the loaded modules' chunks and of the chunks they import", () => {
    const manifest: Manifest = {
      '../screens/src/auth/AuthLayout/Promo.tsx': {
        file: 'assets/p.js',
        isDynamicEntry: true,
        imports: ['_badge.js'],
        css: ['assets/Promo.css'],
      },
      '_badge.js': { file: 'assets/badge.js', css: ['assets/Badge.css'] },
      '../screens/src/auth/Login/LoginForm.tsx': {
        file: 'assets/f.js',
        isDynamicEntry: true,
        css: ['assets/forms.css'],
      },
    };
    expect(
      stylesheetsOf(manifest, ['../screens/src/auth/AuthLayout/Promo.tsx', 'src/router.tsx']),
    ).toEqual(['assets/Promo.css', 'assets/Badge.css']);
  });
});
