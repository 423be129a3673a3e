import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '@lingui/core/macro';
import { mergeProps, useFocusRing, useFocusWithin, useHover, usePress } from 'react-aria';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Switch } from '../Switch/Switch';
import { useActiveLocale } from '../i18n/useActiveLocale';
import styles from './BarChart.module.css';

export interface BarChartDatum {
  /** Identifies the bar, e.g. '2026-11'. */
  key: string;
  /** Short axis label, e.g. 'Nov' (already localized by the caller). */
  label: string;
  /** Long label, e.g. 'November 2026': in the bar's accessible name and the table. */
  longLabel: string;
  /** Decimal string >= 0, e.g. '1234.56': drawn as the bar's height, never shown. */
  value: string;
  /** The figure as it is shown and read, e.g. '1,234.56 USDC'. */
  valueText: string;
}

export interface BarChartProps {
  /** Visible title; also names the bars' group and captions the table. */
  title: string;
  /** Level of the title within the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** The bars, oldest first. */
  data: BarChartDatum[];
  /** The chosen bar: a solid bar with an outline, a mark above it and a bold label. */
  selectedKey?: string;
  /** Choosing a bar (click, tap, Enter, Space) or a table row's label. Without it, bars only read. */
  onSelect?: (key: string) => void;
  /** The table's column header for the values, e.g. 'Money out'. */
  valueHeader: string;
  /** The table's column header for the labels, e.g. 'Month'. */
  labelHeader: string;
  /** A line under the title, e.g. 'Last twelve months'. */
  description?: string;
  /** Shown instead of the chart when `data` is empty. @default 'No figures to show yet.' */
  emptyText?: string;
  /** Start on the table rather than the chart (the toggle still switches). @default false */
  defaultShowTable?: boolean;
}

/** The SVG's height in px, and the room above the bars (the selected mark) and under them (labels). */
const HEIGHT = 176;
const TOP = 14;
const BOTTOM = 28;
const PLOT = HEIGHT - TOP - BOTTOM;
/** Width assumed until the container is measured (the viewBox scales it meanwhile). */
const FALLBACK_WIDTH = 560;
/** Bars no wider than this on a wide screen, centred in their column. */
const MAX_BAR = 44;
/** A bar above zero is at least this tall; a zero is a thin marker on the baseline. */
const MIN_BAR = 3;
const ZERO_MARK = 2;
/** About the width of one character of a 12 px axis label, to thin the labels on a phone. */
const LABEL_CHAR = 7.5;

/** "November 2026: 1,234.56 USDC": the bar's accessible name and the figure line. */
const figureOf = ({ longLabel, valueText }: BarChartDatum) => t`${longLabel}: ${valueText}`;

/** Geometry only: a figure shown is always the caller's `valueText`. */
const heightOf = (value: string) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** The element's width in px, kept up to date (the SVG is drawn at its real size: crisp labels). */
function useWidth(element: Element | null) {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

interface ColumnProps {
  datum: BarChartDatum;
  left: number;
  step: number;
  barX: number;
  barWidth: number;
  /** Height of the bar in px; 0 draws the zero marker. */
  barHeight: number;
  isSelected: boolean;
  isTabStop: boolean;
  selectable: boolean;
  onPress: () => void;
  onFocus: () => void;
  onHoverChange: (isHovering: boolean) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  columnRef: (element: SVGGElement | null) => void;
}

/**
 * One bar's column: the whole column (its label's place included) is the focus and press target,
 * so a thin or zero bar is as easy to tap as a tall one. The axis label is drawn apart, hidden from
 * assistive technology: the column's name says the month in full (a visible "Nov" inside a button
 * named "November 2026: …" would break label-in-name, WCAG 2.5.3).
 */
function Column({
  datum,
  left,
  step,
  barX,
  barWidth,
  barHeight,
  isSelected,
  isTabStop,
  selectable,
  onPress,
  onFocus,
  onHoverChange,
  onKeyDown,
  columnRef,
}: ColumnProps) {
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ onHoverChange });
  const { pressProps, isPressed } = usePress({ onPress, isDisabled: !selectable });
  const zero = barHeight === 0;
  const top = TOP + PLOT - (zero ? ZERO_MARK : barHeight);
  const centre = barX + barWidth / 2;
  return (
    <g
      transform={`translate(${left}, 0)`}
      ref={columnRef}
      className={styles.column}
      role={selectable ? 'button' : 'img'}
      aria-label={figureOf(datum)}
      aria-current={isSelected ? 'true' : undefined}
      tabIndex={isTabStop ? 0 : -1}
      data-hovered={isHovered || undefined}
      data-pressed={isPressed || undefined}
      data-focus-visible={isFocusVisible || undefined}
      {...mergeProps(focusProps, hoverProps, selectable ? pressProps : {}, { onFocus, onKeyDown })}
    >
      <rect
        className={styles.hit}
        x={1}
        y={0}
        width={Math.max(0, step - 2)}
        height={HEIGHT}
        rx={6}
      />
      <rect
        className={zero ? styles.zero : styles.bar}
        x={barX}
        y={top}
        width={barWidth}
        height={zero ? ZERO_MARK : barHeight}
        rx={zero ? 0 : Math.min(3, barWidth / 4)}
      />
      {isSelected && (
        // A mark pointing down at the chosen bar: its shape says it, not only its colour.
        <path className={styles.mark} d={`M${centre - 5} ${top - 10}h10l-5 6z`} />
      )}
      <rect
        className={styles.ring}
        x={2}
        y={1}
        width={Math.max(0, step - 4)}
        height={HEIGHT - 2}
        rx={6}
      />
    </g>
  );
}

/**
 * A bar chart of one figure over time (money out per month): an SVG drawn with the design
 * tokens, its figures as text (the line above the bars and a table the toggle shows instead).
 * The bars are one tab stop: arrows move between them, Home and End jump to the first and last,
 * Enter, Space, a click or a tap choose one (`onSelect`). Each bar is named "label: figure".
 */
export function BarChart({
  title,
  headingLevel = 3,
  data,
  selectedKey,
  onSelect,
  valueHeader,
  labelHeader,
  description,
  emptyText,
  defaultShowTable = false,
}: BarChartProps) {
  useActiveLocale();
  const titleId = useId();
  const descriptionId = useId();
  const [showTable, setShowTable] = useState(defaultShowTable);
  const [hoverKey, setHoverKey] = useState<string>();
  // The bar holding the focus, while the focus is in the chart: it is the tab stop and the
  // figure line shows it. On leaving the chart, the tab stop goes back to the chosen bar.
  const [focusKey, setFocusKey] = useState<string>();
  const [plot, setPlot] = useState<HTMLDivElement | null>(null);
  const width = useWidth(plot);
  const columns = useRef(new Map<string, SVGGElement>());
  const { focusWithinProps } = useFocusWithin({ onBlurWithin: () => setFocusKey(undefined) });

  const Heading = `h${headingLevel}` as const;
  const find = (key: string | undefined) =>
    key === undefined ? undefined : data.find((d) => d.key === key);
  const last = data[data.length - 1];
  const selected = find(selectedKey);
  const tabStop = (find(focusKey) ?? selected ?? last)?.key;
  const shown = find(hoverKey) ?? find(focusKey) ?? selected ?? last;

  const x = scaleBand<string>({
    domain: data.map((d) => d.key),
    range: [0, width],
    paddingInner: 0.3,
    // Half the inner padding: the columns (a step wide, centred on their band) tile the width.
    paddingOuter: 0.15,
  });
  const step = x.step();
  const barWidth = Math.min(x.bandwidth(), MAX_BAR);
  const max = Math.max(0, ...data.map((d) => heightOf(d.value)));
  const y = scaleLinear<number>({ domain: [0, max > 0 ? max : 1], range: [0, PLOT] });

  // On a narrow chart the labels would touch: every n-th one from the latest, and the chosen
  // one with room around it.
  const labelWidth = Math.max(0, ...data.map((d) => d.label.length)) * LABEL_CHAR + 4;
  const every = Math.max(1, Math.ceil(labelWidth / Math.max(step, 1)));
  const selectedIndex = selected ? data.indexOf(selected) : -1;
  const showLabel = (i: number) =>
    i === selectedIndex ||
    ((data.length - 1 - i) % every === 0 &&
      (selectedIndex < 0 || Math.abs(i - selectedIndex) >= every));

  const focusColumn = (index: number) => {
    const datum = data[Math.min(data.length - 1, Math.max(0, index))];
    if (datum) columns.current.get(datum.key)?.focus();
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    const targets: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: data.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusColumn(target);
  };

  return (
    <div className={styles.chart}>
      <div className={styles.header}>
        <div className={styles.titles}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {description && (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          )}
        </div>
        {data.length > 0 && (
          <Switch isSelected={showTable} onChange={setShowTable}>
            {t`Show as table`}
          </Switch>
        )}
      </div>

      {data.length === 0 ? (
        <p className={styles.empty}>{emptyText ?? t`No figures to show yet.`}</p>
      ) : showTable ? (
        <div className={styles.tableBox}>
          <table className={styles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  {labelHeader}
                </th>
                <th scope="col" className={styles.th} data-align="end">
                  {valueHeader}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((d) => {
                const isSelected = d.key === selected?.key;
                return (
                  <tr key={d.key} className={styles.row} data-selected={isSelected || undefined}>
                    <th scope="row" className={styles.cell}>
                      <span className={styles.rowLabel}>
                        {onSelect ? (
                          <Button
                            variant="link"
                            size="sm"
                            className={styles.choose}
                            aria-current={isSelected ? 'true' : undefined}
                            onPress={() => onSelect(d.key)}
                          >
                            {d.longLabel}
                          </Button>
                        ) : (
                          d.longLabel
                        )}
                        {isSelected && <Badge tone="info">{t`Selected`}</Badge>}
                      </span>
                    </th>
                    <td className={styles.cell} data-align="end">
                      {d.valueText}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <>
          <p className={styles.figure}>{shown && figureOf(shown)}</p>
          <div ref={setPlot} className={styles.plot}>
            <svg
              className={styles.svg}
              width="100%"
              height={HEIGHT}
              viewBox={`0 0 ${width} ${HEIGHT}`}
              role="group"
              aria-labelledby={titleId}
              aria-describedby={description ? descriptionId : undefined}
              {...focusWithinProps}
            >
              <line
                className={styles.baseline}
                x1={0}
                x2={width}
                y1={TOP + PLOT + 0.5}
                y2={TOP + PLOT + 0.5}
              />
              {data.map((d, i) => {
                const value = heightOf(d.value);
                return (
                  <Column
                    key={d.key}
                    datum={d}
                    left={(x(d.key) ?? 0) - (step - x.bandwidth()) / 2}
                    step={step}
                    barX={(step - barWidth) / 2}
                    barWidth={barWidth}
                    barHeight={value > 0 ? Math.max(MIN_BAR, y(value)) : 0}
                    isSelected={d.key === selected?.key}
                    isTabStop={d.key === tabStop}
                    selectable={onSelect !== undefined}
                    onPress={() => onSelect?.(d.key)}
                    onFocus={() => setFocusKey(d.key)}
                    onHoverChange={(isHovering) =>
                      setHoverKey((current) =>
                        isHovering ? d.key : current === d.key ? undefined : current,
                      )
                    }
                    onKeyDown={onKeyDown(i)}
                    columnRef={(element) => {
                      if (element) columns.current.set(d.key, element);
                      else columns.current.delete(d.key);
                    }}
                  />
                );
              })}
              <g className={styles.labels} aria-hidden="true">
                {data.map((d, i) =>
                  showLabel(i) ? (
                    <text
                      key={d.key}
                      className={styles.label}
                      x={(x(d.key) ?? 0) + x.bandwidth() / 2}
                      y={HEIGHT - 9}
                      textAnchor="middle"
                      data-current={d.key === selected?.key || undefined}
                      data-hovered={d.key === hoverKey || undefined}
                    >
                      {d.label}
                    </text>
                  ) : null,
                )}
              </g>
            </svg>
          </div>
        </>
      )}
    </div>
  );
}
