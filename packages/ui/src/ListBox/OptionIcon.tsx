import { useState } from 'react';
import styles from './ListBox.module.css';

export interface OptionIconSource {
  /** Image URL, e.g. a flag; without one the text badge shows. */
  src?: string;
  /** Short text shown instead when the image cannot load (e.g. "MY"). */
  fallback: string;
}

/** A small leading image (a flag) that falls back to a text badge without one or when it fails to load. */
export function OptionIcon({ src, fallback }: OptionIconSource) {
  const [failed, setFailed] = useState(false);
  if (failed || !src)
    return (
      <span className={styles.iconFallback} aria-hidden="true">
        {fallback}
      </span>
    );
  return (
    <img className={styles.icon} src={src} alt="" loading="lazy" onError={() => setFailed(true)} />
  );
}
