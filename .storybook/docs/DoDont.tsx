import type { CSSProperties, ReactNode } from 'react';

// "Do / Don't" pairs drawn with the real components, side by side, for a ui component's docs page
// (Twilio Paste's and GitHub Primer's guidelines are the model). The written guidance lives in
// .storybook/docs/usage.ts; these are the examples where seeing it says more than the sentence.
// A "Don't" is still accessible markup (every story is an axe test): it is poor design, not a
// broken page.

export interface DoDontProps {
  /** The right way, drawn. */
  do: ReactNode;
  /** One sentence: why this is right. */
  doText: string;
  /** The wrong way, drawn. */
  dont: ReactNode;
  /** One sentence: what goes wrong. */
  dontText: string;
}

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  gap: 16,
  margin: 0,
};

const tone = {
  do: { colour: 'var(--color-success)', label: 'Do', mark: '✓' },
  dont: { colour: 'var(--color-danger)', label: 'Don’t', mark: '✕' },
} as const;

function Example({
  kind,
  text,
  children,
}: {
  kind: keyof typeof tone;
  text: string;
  children: ReactNode;
}) {
  const { colour, label, mark } = tone[kind];
  return (
    <figure
      style={{
        margin: 0,
        display: 'grid',
        gridTemplateRows: '1fr auto',
        border: '1px solid var(--color-border-subtle)',
        borderTop: `4px solid ${colour}`,
        borderRadius: 8,
        background: 'var(--color-surface)',
        color: 'var(--color-text)',
        overflow: 'hidden',
      }}
    >
      <div style={{ padding: 16, display: 'grid', alignContent: 'center', gap: 12 }}>
        {children}
      </div>
      <figcaption
        style={{
          padding: '12px 16px',
          borderTop: '1px solid var(--color-border-subtle)',
          fontSize: 'var(--font-size-sm)',
          lineHeight: 'var(--line-height-normal)',
        }}
      >
        <strong style={{ color: colour }}>
          <span aria-hidden="true">{mark} </span>
          {label}:
        </strong>{' '}
        {text}
      </figcaption>
    </figure>
  );
}

/** One guideline: the right way beside the wrong way, each with its reason. */
export function DoDont({ do: right, doText, dont: wrong, dontText }: DoDontProps) {
  return (
    <div style={grid}>
      <Example kind="do" text={doText}>
        {right}
      </Example>
      <Example kind="dont" text={dontText}>
        {wrong}
      </Example>
    </div>
  );
}

/** Several guidelines one under another. */
export function Guidelines({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gap: 24 }}>{children}</div>;
}
