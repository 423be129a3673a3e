import { useEffect, useRef, useState } from 'react';
import Copy from 'lucide-react/icons/copy';
import { t } from '@lingui/core/macro';
import { Button, type ButtonVariant } from '../Button/Button';
import { CheckIcon, icon } from '../icons/icons';
import { useActiveLocale } from '../i18n/useActiveLocale';
import { copyText } from './copyText';
import styles from './CopyButton.module.css';

/** How long "Copied" (or "Copy failed") shows: 1.5 s (spec 2 section 9), for every copy button. */
export const COPY_FEEDBACK_MS = 1500;

// Here rather than among the shared icons: the pages without a copy button never load it.
const CopyIcon = icon(Copy);

export interface CopyButtonProps {
  /** The text to copy. */
  value: string;
  /** Button text before copying. @default 'Copy' */
  label?: string;
  /** Text shown and announced after a copy. @default 'Copied' */
  copiedLabel?: string;
  /** Text shown and announced when copying failed. @default 'Copy failed' */
  failedLabel?: string;
  /** Name the button more fully for screen readers, e.g. "Copy wallet address". */
  'aria-label'?: string;
  /** @default 'secondary' */
  variant?: ButtonVariant;
  /** @default 'sm' */
  size?: 'sm' | 'md';
  onCopy?: (copied: boolean) => void;
}

/** Copies a value, confirms with "Copied" for a while (announced politely), then resets. */
export function CopyButton({
  value,
  label,
  copiedLabel,
  failedLabel,
  variant = 'secondary',
  size = 'sm',
  onCopy,
  ...props
}: CopyButtonProps) {
  useActiveLocale();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const copied = await copyText(value);
    setState(copied ? 'copied' : 'failed');
    onCopy?.(copied);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
  };

  const text =
    state === 'copied'
      ? (copiedLabel ?? t`Copied`)
      : state === 'failed'
        ? (failedLabel ?? t`Copy failed`)
        : (label ?? t`Copy`);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        onPress={copy}
        aria-label={state === 'idle' ? props['aria-label'] : text}
      >
        <span className={styles.content}>
          {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
          {text}
        </span>
      </Button>
      <span className="visually-hidden" role="status">
        {state === 'idle' ? '' : text}
      </span>
    </>
  );
}
