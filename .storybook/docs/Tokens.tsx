import type { CSSProperties, ReactNode } from 'react';
import tokensCss from '@wallet/ui/tokens.css?raw';
import { colourOf, contrast, contrastCases, declaredTokens, type Theme } from '@wallet/ui/tokens';

// The Design tokens page's blocks, drawn from packages/ui/src/styles/tokens.css itself: a token
// added or changed there shows here at the next build. Samples are painted with the tokens
// (var(--…)); each theme column sets its own color-scheme, so light-dark() resolves per column
// and both themes are on screen whatever the docs page's own theme.

const declared = declaredTokens(tokensCss);
const THEMES: Theme[] = ['light', 'dark'];
const named = (prefix: string) => [...declared].filter(([name]) => name.startsWith(prefix));
const roles = named('--color-')
  .map(([name]) => name)
  .filter((name) => !declared.get(name)!.includes('rgb('));

const column = (theme: Theme): CSSProperties => ({
  colorScheme: theme,
  background: 'var(--color-bg)',
  color: 'var(--color-text)',
  padding: 'var(--space-4)',
  borderRadius: 'var(--radius-md)',
  fontFamily: 'var(--font-sans)',
});

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%' };
const cell: CSSProperties = {
  borderBottom: '1px solid var(--color-border-subtle)',
  padding: 'var(--space-2)',
  textAlign: 'left',
  verticalAlign: 'middle',
};

function Swatch({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 32,
        height: 32,
        borderRadius: 'var(--radius-sm)',
        background: `var(${name})`,
        border: '1px solid var(--color-border)',
        verticalAlign: 'middle',
      }}
    />
  );
}

/** Both themes side by side, each in its own colours. */
function Themes({ children }: { children: (theme: Theme) => ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
        gap: 16,
      }}
    >
      {THEMES.map((theme) => (
        <section key={theme} aria-label={`${theme} theme`} style={column(theme)}>
          <h3 style={{ marginTop: 0, color: 'var(--color-text)' }}>
            {theme === 'light' ? 'Light' : 'Dark'}
          </h3>
          {children(theme)}
        </section>
      ))}
    </div>
  );
}

/** Every colour role: its swatch and value in each theme, and its contrast on the page. */
export function ColourRoles() {
  return (
    <Themes>
      {(theme) => (
        <table style={table}>
          <thead>
            <tr>
              <th style={cell}>Role</th>
              <th style={cell}>Colour</th>
              <th style={cell}>On page</th>
            </tr>
          </thead>
          <tbody>
            {roles.map((name) => {
              const hex = colourOf(declared, name, theme);
              return (
                <tr key={name}>
                  <td style={cell}>
                    <code>{name}</code>
                  </td>
                  <td style={cell}>
                    <Swatch name={name} /> <code>{hex}</code>
                  </td>
                  <td style={cell}>
                    {contrast(hex, colourOf(declared, '--color-bg', theme)).toFixed(2)}:1
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Themes>
  );
}

/** The pairs the ui draws, with their ratio in each theme and the ratio WCAG AA asks for. */
export function ContrastPairs() {
  return (
    <Themes>
      {(theme) => (
        <table style={table}>
          <thead>
            <tr>
              <th style={cell}>Sample</th>
              <th style={cell}>Pair (used by)</th>
              <th style={cell}>Ratio</th>
            </tr>
          </thead>
          <tbody>
            {contrastCases().map(({ fg, bg, min, where }) => {
              const ratio = contrast(
                colourOf(declared, `--color-${fg}`, theme),
                colourOf(declared, `--color-${bg}`, theme),
              );
              return (
                <tr key={`${fg}/${bg}/${min}`}>
                  <td style={cell}>
                    {/* Text pairs (4.5:1) as text; the rest (icons, borders, large text at 3:1)
                        as a shape, which is how they are drawn and what their ratio is for. */}
                    <span
                      style={{
                        display: 'inline-flex',
                        background: `var(--color-${bg})`,
                        color: `var(--color-${fg})`,
                        padding: '4px 8px',
                        borderRadius: 'var(--radius-sm)',
                        fontWeight: 600,
                      }}
                    >
                      {min >= 4.5 ? (
                        'Aa'
                      ) : (
                        <span
                          aria-hidden="true"
                          style={{
                            width: 18,
                            height: 18,
                            borderRadius: '50%',
                            border: '3px solid currentColor',
                          }}
                        />
                      )}
                    </span>
                  </td>
                  <td style={cell}>
                    <code>{fg}</code> on <code>{bg}</code>
                    <br />
                    <small>{where}</small>
                  </td>
                  <td style={cell}>
                    {ratio.toFixed(2)}:1 (needs {min}:1){ratio >= min ? '' : ' FAILS'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Themes>
  );
}

/** A table of tokens of one kind, each with a sample drawn by `sample`. */
function TokenTable({ prefix, sample }: { prefix: string; sample: (name: string) => ReactNode }) {
  return (
    <div style={column('light')}>
      <table style={table}>
        <thead>
          <tr>
            <th style={cell}>Token</th>
            <th style={cell}>Value</th>
            <th style={cell}>Sample</th>
          </tr>
        </thead>
        <tbody>
          {named(prefix).map(([name, value]) => (
            <tr key={name}>
              <td style={cell}>
                <code>{name}</code>
              </td>
              <td style={cell}>
                <code>{value}</code>
              </td>
              <td style={cell}>{sample(name)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const TypeScale = () => (
  <TokenTable
    prefix="--font-size-"
    sample={(name) => (
      <span style={{ fontSize: `var(${name})`, lineHeight: 'var(--line-height-tight)' }}>
        Send 1,250.00 USDC
      </span>
    )}
  />
);
export const FontWeights = () => (
  <TokenTable
    prefix="--font-weight-"
    sample={(name) => <span style={{ fontWeight: `var(${name})` }}>Wallet</span>}
  />
);
export const Spacing = () => (
  <TokenTable
    prefix="--space-"
    sample={(name) => (
      <span
        style={{
          display: 'inline-block',
          height: 12,
          width: `var(${name})`,
          background: 'var(--color-primary)',
        }}
      />
    )}
  />
);
export const Radii = () => (
  <TokenTable
    prefix="--radius-"
    sample={(name) => (
      <span
        style={{
          display: 'inline-block',
          width: 48,
          height: 32,
          borderRadius: `var(${name})`,
          border: '2px solid var(--color-primary)',
        }}
      />
    )}
  />
);
export const Shadows = () => (
  <Themes>
    {(theme) => (
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        {named('--shadow-')
          .filter(([name]) => name !== '--shadow-color')
          .map(([name]) => (
            <div
              key={`${theme}${name}`}
              style={{
                boxShadow: `var(${name})`,
                background: 'var(--color-surface-raised)',
                borderRadius: 'var(--radius-md)',
                padding: 'var(--space-4)',
                minWidth: 96,
              }}
            >
              <code>{name}</code>
            </div>
          ))}
      </div>
    )}
  </Themes>
);
export const Motion = () => (
  <div style={column('light')}>
    <p>
      Every duration is 0 ms when the visitor prefers reduced motion. Easing curves shape how a
      change starts and settles.
    </p>
    <TokenTable prefix="--duration-" sample={() => null} />
    <TokenTable prefix="--easing-" sample={() => null} />
  </div>
);
