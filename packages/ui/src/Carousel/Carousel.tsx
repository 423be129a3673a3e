/* eslint-disable import-x/no-duplicates -- every lucide-react/icons/* module has the same type file */
import { useEffect, useState, type ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { Button } from '../Button/Button';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import { useActiveLocale } from '../i18n/useActiveLocale';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { ChevronIcon, icon } from '../icons/icons';
import styles from './Carousel.module.css';

// Here rather than with the shared icons: the icons module is downloaded whole by the login
// page, and the carousel loads after it.
const PauseIcon = icon(Pause);
const PlayIcon = icon(Play);

export interface CarouselSlide {
  id: string;
  /** Names the slide for screen readers, e.g. "Global banking". */
  label: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Accessible name of the carousel. */
  label: string;
  slides: CarouselSlide[];
  /** Milliseconds between automatic advances. @default 5000 */
  interval?: number;
  /** Advance by itself (unless the user prefers reduced motion). @default true */
  autoPlay?: boolean;
}

/**
 * A rotating set of slides (WAI-ARIA carousel pattern): it advances every `interval`, pauses
 * while the pointer is over it or focus is inside it, has a Pause/Play control with the slide
 * buttons (WCAG 2.2.2), previous/next buttons and a button per slide. With reduced motion
 * preferred it starts paused. Rotation is silent to screen readers; once stopped, slide changes
 * are announced.
 */
export function Carousel({ label, slides, interval = 5000, autoPlay = true }: CarouselProps) {
  useActiveLocale();
  const [index, setIndex] = useState(0);
  // The user's own Pause or Play wins; until then the motion preference decides.
  const prefersReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [playChoice, setPlayChoice] = useState<boolean>();
  const isPlaying = playChoice ?? (autoPlay && !prefersReducedMotion);
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setFocus] = useState(false);
  const isRotating = isPlaying && !isHovered && !hasFocus && slides.length > 1;

  useEffect(() => {
    if (!isRotating) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % slides.length), interval);
    return () => clearInterval(id);
  }, [isRotating, interval, slides.length]);

  const go = (to: number) => setIndex((to + slides.length) % slides.length);
  const current = Math.min(index, slides.length - 1);
  const count = slides.length;

  return (
    // Hover and focus only pause the rotation; every action is on a real button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={styles.carousel}
      aria-roledescription={t`carousel`}
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocus(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocus(false);
      }}
    >
      <div className={styles.viewport} aria-live={isRotating ? 'off' : 'polite'}>
        {slides.map(({ id, label: name, content }, i) => {
          const position = i + 1;
          return (
            <div
              key={id}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${count}: ${name}`}
              className={styles.slide}
              hidden={i !== current}
            >
              {content}
            </div>
          );
        })}
      </div>
      <div className={styles.nav}>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`Previous slide`}
          onPress={() => go(current - 1)}
        >
          <ChevronIcon className={styles.prev} />
        </Button>
        <div className={styles.dots}>
          {slides.map(({ id, label: name }, i) => {
            const position = i + 1;
            return (
              <button
                key={id}
                type="button"
                className={styles.dot}
                aria-label={t`Show slide ${position}: ${name}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            );
          })}
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`Next slide`}
          onPress={() => go(current + 1)}
        >
          <ChevronIcon />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={isPlaying ? t`Pause slides` : t`Play slides`}
          onPress={() => setPlayChoice(!isPlaying)}
          className={styles.playPause}
        >
          {isPlaying ? <PauseIcon /> : <PlayIcon />}
        </Button>
      </div>
    </section>
  );
}
