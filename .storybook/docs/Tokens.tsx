import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, copyText, TextField } from '@wallet/ui';
import { contrast, contrastCases, type Theme } from '@wallet/ui/tokens';
import { declared, hexOf, sideOf, ThemeScope } from './ThemeScope';

// The Design tokens page's blocks, drawn from packages/ui/src/styles/tokens.css itself: a token
// added or changed there shows here at the next build. Samples are painted with the tokens
// (var(--…)). A theme column is a ThemeScope: it restates every themed token for its theme, so
// the "Dark" column is dark on a light page and the "Light" one light on a dark page. The rest
// of the page follows the Theme toolbar (DocsContainer.tsx). Blocks are `sb-unstyled`: drawn by
// docs.css with the tokens, not by Storybook's docs theme.

const THEMES: Theme[] = ['light', 'dark'];
const named = (prefix: string) => [...declared].filter(([name]) => name.startsWith(prefix));
const roles = named('--color-')
  .map(([name]) => name)
  .filter((name) => !declared.get(name)!.includes('rgb('));
const themeName = (theme: Theme) => (theme === 'light' ? 'Light' : 'Dark');

function Swatch({ name }: { name: string }) {
  return (
    <span aria-hidden="true" className="tokens-swatch" style={{ background: `var(${name})` }} />
  );
}

/** Both themes side by side, each drawn in its own theme whatever the page's. */
function Themes({
  label,
  children,
}: {
  /** What the columns show, naming each column's region: "Colour roles, dark theme". */
  label: string;
  children: (theme: Theme) => ReactNode;
}) {
  return (
    <div className="sb-unstyled tokens-themes">
      {THEMES.map((theme) => (
        <ThemeScope key={theme} theme={theme} label={`${label}, ${theme} theme`}>
          <div className="tokens-column">
            <h3 className="tokens-column-title">{themeName(theme)}</h3>
            {children(theme)}
          </div>
        </ThemeScope>
      ))}
    </div>
  );
}

/** Every colour role: its swatch and value in each theme, and its contrast on the page. */
export function ColourRoles() {
  return (
    <Themes label="Colour roles">
      {(theme) => (
        <table className="tokens-table">
          <thead>
            <tr>
              <th scope="col">Role</th>
              <th scope="col">Colour</th>
              <th scope="col">On page</th>
            </tr>
          </thead>
          <tbody>
            {roles.map((name) => {
              const hex = hexOf(name, theme);
              return (
                <tr key={name}>
                  <th scope="row">
                    <code>{name}</code>
                  </th>
                  <td>
                    <Swatch name={name} /> <code>{hex}</code>
                  </td>
                  <td>{contrast(hex, hexOf('--color-bg', theme)).toFixed(2)}:1</td>
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
    <Themes label="Contrast pairs">
      {(theme) => (
        <table className="tokens-table">
          <thead>
            <tr>
              <th scope="col">Sample</th>
              <th scope="col">Pair (used by)</th>
              <th scope="col">Ratio</th>
            </tr>
          </thead>
          <tbody>
            {contrastCases().map(({ fg, bg, min, where }) => {
              const ratio = contrast(hexOf(`--color-${fg}`, theme), hexOf(`--color-${bg}`, theme));
              return (
                <tr key={`${fg}/${bg}/${min}`}>
                  <td>
                    {/* Text pairs (4.5:1) as text; the rest (icons, borders, large text at 3:1)
                        as a shape, which is how they are drawn and what their ratio is for. */}
                    <span
                      className="tokens-pair"
                      style={{ background: `var(--color-${bg})`, color: `var(--color-${fg})` }}
                    >
                      {min >= 4.5 ? 'Aa' : <span aria-hidden="true" className="tokens-ring" />}
                    </span>
                  </td>
                  <td>
                    <code>{fg}</code> on <code>{bg}</code>
                    <br />
                    <small>{where}</small>
                  </td>
                  <td>
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
function TokenTable({
  prefix,
  label,
  sample,
}: {
  prefix: string;
  label: string;
  sample?: (name: string) => ReactNode;
}) {
  return (
    <table className="sb-unstyled tokens-table tokens-kv" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          {sample && <th scope="col">Sample</th>}
        </tr>
      </thead>
      <tbody>
        {named(prefix).map(([name, value]) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>
              <code>{value}</code>
            </td>
            {sample && <td>{sample(name)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const rem = (name: string) => parseFloat(declared.get(name) ?? '1');
const lineHeightOf = (value: string) => declared.get(value) ?? value;

/**
 * The type roles the ui draws, each with the tokens it is made of (where a component sets a value
 * that is not a token, the value as the component writes it).
 */
const TYPE_ROLES = [
  {
    role: 'Amount (hero)',
    size: '--font-size-4xl',
    weight: '--font-weight-bold',
    lineHeight: '1.15',
    tracking: '--letter-spacing-tight',
    sample: '1,250.00 USDC',
    usedBy: 'Amount size="hero": balances, the amount under review',
  },
  {
    role: 'Page title',
    size: '--font-size-2xl',
    weight: '--font-weight-bold',
    lineHeight: '--line-height-tight',
    sample: 'Withdraw',
    usedBy: 'PageHeader, StepHeader (h1)',
  },
  {
    role: 'Dialog title',
    size: '--font-size-xl',
    weight: '--font-weight-bold',
    lineHeight: '--line-height-tight',
    sample: 'Maximum limit reached',
    usedBy: 'Dialog (h2)',
  },
  {
    role: 'Section heading',
    size: '--font-size-lg',
    weight: '--font-weight-bold',
    lineHeight: '--line-height-normal',
    sample: 'Recent transactions',
    usedBy: 'Card title (h2)',
  },
  {
    role: 'Body',
    size: '--font-size-md',
    weight: '--font-weight-regular',
    lineHeight: '--line-height-normal',
    sample: 'Your card is frozen. Unfreeze it to pay again.',
    usedBy: 'page text, field input, buttons',
  },
  {
    role: 'Label',
    size: '--font-size-sm',
    weight: '--font-weight-medium',
    lineHeight: '--line-height-normal',
    sample: 'Amount to withdraw',
    usedBy: 'field labels, the step of a StepHeader',
  },
  {
    role: 'Caption',
    size: '--font-size-sm',
    weight: '--font-weight-regular',
    lineHeight: '--line-height-normal',
    muted: true,
    sample: 'Minimum 10 USDC. Arrives in about 5 minutes.',
    usedBy: 'field help, table cells, banner body',
  },
  {
    role: 'Fine print',
    size: '--font-size-xs',
    weight: '--font-weight-regular',
    lineHeight: '--line-height-normal',
    muted: true,
    sample: '12/40',
    usedBy: 'character counter',
  },
];

/** Each type role: a sample drawn with its tokens, its size and line height in px. */
export function TypeRoles() {
  return (
    <table className="sb-unstyled tokens-table" aria-label="Type roles">
      <thead>
        <tr>
          <th scope="col">Role</th>
          <th scope="col">Sample</th>
          <th scope="col">Size / line height</th>
          <th scope="col">Tokens</th>
        </tr>
      </thead>
      <tbody>
        {TYPE_ROLES.map((r) => {
          const px = rem(r.size) * 16;
          const lh = parseFloat(lineHeightOf(r.lineHeight));
          const value = (v: string) => (v.startsWith('--') ? `var(${v})` : v);
          return (
            <tr key={r.role}>
              <th scope="row">
                {r.role}
                <br />
                <small>{r.usedBy}</small>
              </th>
              <td>
                <span
                  className="tokens-type-sample"
                  style={{
                    fontSize: value(r.size),
                    fontWeight: value(r.weight),
                    lineHeight: value(r.lineHeight),
                    letterSpacing: r.tracking ? value(r.tracking) : undefined,
                    color: r.muted ? 'var(--color-text-muted)' : undefined,
                  }}
                >
                  {r.sample}
                </span>
              </td>
              <td>
                <span className="tokens-nowrap">{+px.toFixed(1)} px</span> /{' '}
                <span className="tokens-nowrap">{+(px * lh).toFixed(1)} px</span>
                <br />
                <small>(line height {lh})</small>
              </td>
              <td className="tokens-names">
                <code>{r.size}</code> <code>{r.weight}</code>{' '}
                <code>{r.lineHeight.startsWith('--') ? r.lineHeight : `line-height: ${lh}`}</code>
                {r.tracking && (
                  <>
                    {' '}
                    <code>{r.tracking}</code>
                  </>
                )}
                {r.muted && (
                  <>
                    {' '}
                    <code>--color-text-muted</code>
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export const TypeScale = () => (
  <TokenTable
    prefix="--font-size-"
    label="Type scale"
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
    label="Font weights"
    sample={(name) => <span style={{ fontWeight: `var(${name})` }}>Wallet</span>}
  />
);
export const LineHeights = () => (
  <TokenTable
    prefix="--line-height-"
    label="Line heights"
    sample={(name) => (
      <span className="tokens-lines" style={{ lineHeight: `var(${name})` }}>
        Two lines of body text
        <br />
        set at this line height
      </span>
    )}
  />
);
export const Spacing = () => (
  <TokenTable
    prefix="--space-"
    label="Spacing"
    sample={(name) => <span className="tokens-space" style={{ width: `var(${name})` }} />}
  />
);
export const Radii = () => (
  <TokenTable
    prefix="--radius-"
    label="Radii"
    sample={(name) => <span className="tokens-radius" style={{ borderRadius: `var(${name})` }} />}
  />
);
export const Shadows = () => (
  <Themes label="Shadows">
    {(theme) => (
      <div className="tokens-shadows">
        {named('--shadow-')
          .filter(([name]) => name !== '--shadow-color')
          .map(([name]) => (
            <div
              key={`${theme}${name}`}
              className="tokens-shadow"
              style={{ boxShadow: `var(${name})` }}
            >
              <code>{name}</code>
            </div>
          ))}
      </div>
    )}
  </Themes>
);

const REDUCE_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asks for reduced motion, kept up to date. */
function useReducedMotion() {
  const [reduce, setReduce] = useState(() => window.matchMedia(REDUCE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(REDUCE_QUERY);
    const onChange = () => setReduce(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduce;
}

/**
 * Motion, live: a marker per duration crosses its track with each easing when played. The
 * samples use the tokens themselves, so under reduced motion (every duration 0 ms) they jump,
 * as the product does.
 */
export function Motion() {
  const reduce = useReducedMotion();
  const [moved, setMoved] = useState<Record<string, boolean>>({});
  const durations = named('--duration-');
  return (
    <div className="sb-unstyled">
      <p className="tokens-note" role="note">
        {reduce
          ? 'Your system asks for reduced motion, so every duration is 0 ms here, as in the product: the samples jump instead of moving.'
          : 'Every duration is 0 ms when the visitor prefers reduced motion. Press Play to see each easing at each duration.'}
      </p>
      {named('--easing-').map(([easing, curve]) => (
        <section key={easing} className="tokens-motion" aria-label={`Easing ${easing}`}>
          <div className="tokens-motion-head">
            <code>{easing}</code> <code>{curve}</code>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${moved[easing] ? 'Play back' : 'Play'} ${easing}`}
              onPress={() => setMoved((m) => ({ ...m, [easing]: !m[easing] }))}
            >
              {moved[easing] ? 'Play back' : 'Play'}
            </Button>
          </div>
          {durations.map(([duration, ms]) => (
            <div key={duration} className="tokens-track">
              <span className="tokens-track-label">
                <code>{duration}</code> {ms}
              </span>
              <span className="tokens-rail">
                <span
                  aria-hidden="true"
                  className="tokens-marker"
                  data-moved={moved[easing] || undefined}
                  style={{
                    transitionDuration: `var(${duration})`,
                    transitionTimingFunction: `var(${easing})`,
                  }}
                />
              </span>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

/** What a token is: its kind, from its name. */
const kindOf = (name: string) =>
  /^--(brand|neutral|success|warning|danger|info)-\d/.test(name)
    ? 'palette'
    : (/^--(color|shadow|font|line-height|letter-spacing|space|radius|duration|easing|z)/.exec(
        name,
      )?.[1] ?? 'layout');

/** Every token, filtered by name, value or kind; a name is copied when pressed. */
export function TokenFinder() {
  const [query, setQuery] = useState('');
  const [copied, setCopied] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const all = useMemo(() => [...declared], []);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = all.filter(([name, value]) =>
    words.every((w) => `${name} ${value} ${kindOf(name)}`.toLowerCase().includes(w)),
  );

  const copy = async (name: string) => {
    const ok = await copyText(name);
    setCopied(ok ? `Copied ${name}` : `Could not copy ${name}`);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(''), 3000);
  };

  return (
    <div className="sb-unstyled tokens-finder">
      <div className="tokens-finder-bar">
        <TextField
          label="Find a token"
          description="By name, value or kind: primary, 600, shadow, dark…"
          value={query}
          onChange={setQuery}
          inputMode="search"
        />
        <p className="tokens-finder-count">
          {shown.length} of {all.length} tokens
        </p>
        <p role="status" className="tokens-finder-status">
          {copied}
        </p>
      </div>
      <table className="tokens-table" aria-label="Every token">
        <thead>
          <tr>
            <th scope="col">Token (press to copy)</th>
            <th scope="col">Kind</th>
            <th scope="col">Light</th>
            <th scope="col">Dark</th>
          </tr>
        </thead>
        <tbody>
          {shown.map(([name, value]) => {
            const light = sideOf(value, 'light');
            const dark = sideOf(value, 'dark');
            const isColour = name.startsWith('--color-') || kindOf(name) === 'palette';
            return (
              <tr key={name}>
                <th scope="row">
                  <button
                    type="button"
                    className="tokens-copy"
                    aria-label={`Copy ${name}`}
                    onClick={() => void copy(name)}
                  >
                    <code>{name}</code>
                  </button>
                </th>
                <td>{kindOf(name)}</td>
                <td>
                  {isColour && <ThemeSwatch name={name} theme="light" />}
                  <code>{light}</code>
                </td>
                <td>
                  {light === dark ? (
                    <span className="tokens-same">same</span>
                  ) : (
                    <>
                      {isColour && <ThemeSwatch name={name} theme="dark" />}
                      <code>{dark}</code>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {shown.length === 0 && <p>No token matches “{query}”.</p>}
    </div>
  );
}

/** A colour token's swatch as drawn in `theme`. */
const ThemeSwatch = ({ name, theme }: { name: string; theme: Theme }) => (
  <ThemeScope theme={theme} style={{ display: 'inline-block', background: 'none' }}>
    <Swatch name={name} />
  </ThemeScope>
);
