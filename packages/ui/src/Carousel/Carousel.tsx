import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ChevronIcon } from '../icons/icons';
import styles from './Carousel.module.css';

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
  /** Advance by itself. @default true */
  autoPlay?: boolean;
}

/**
 * A rotating set of slides (WAI-ARIA carousel pattern): it advances every `interval`, pauses
 * while the pointer is over it or focus is inside it, has a Pause/Play control (WCAG 2.2.2),
 * previous/next buttons and a button per slide. Rotation is silent to screen readers; once
 * stopped, slide changes are announced.
 */
export function Carousel({ label, slides, interval = 5000, autoPlay = true }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [isPlaying, setPlaying] = useState(autoPlay);
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

  return (
    // Hover and focus only pause the rotation; every action is on a real button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocus(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocus(false);
      }}
    >
      <div className={styles.controls}>
        <Button variant="ghost" size="sm" onPress={() => setPlaying((p) => !p)}>
          {isPlaying ? 'Pause' : 'Play'}
          <span className="visually-hidden"> slides</span>
        </Button>
      </div>
      <div className={styles.viewport} aria-live={isRotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}: ${slide.label}`}
            className={styles.slide}
            hidden={i !== current}
          >
            {slide.content}
          </div>
        ))}
      </div>
      <div className={styles.nav}>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Previous slide"
          onPress={() => go(current - 1)}
        >
          <ChevronIcon className={styles.prev} />
        </Button>
        <div className={styles.dots}>
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-label={`Show slide ${i + 1}: ${slide.label}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <Button variant="ghost" size="sm" aria-label="Next slide" onPress={() => go(current + 1)}>
          <ChevronIcon />
        </Button>
      </div>
    </section>
  );
}
