import isChromatic from 'chromatic/isChromatic';

// Snapshots must not change with the day they are taken: in Chromatic and in the local visual
// check the clock starts at one fixed instant for every story (and runs on from there, so
// timers and countdowns still move), and dates without a time zone of their own are shown in UTC.

/** Shortly after the demo data's last event (mocks/src/fixtures.ts: 20 Nov 2026, 09:30 UTC). */
export const SNAPSHOT_TIME = Date.UTC(2026, 10, 20, 10, 0, 0);

/** The local visual check (.storybook/test-runner.ts) sets this before the preview loads. */
declare global {
  var __VISUAL_CHECK__: boolean | undefined;
}

export const isSnapshotRun = () => isChromatic() || globalThis.__VISUAL_CHECK__ === true;

const RealDate = Date;
const RealDateTimeFormat = Intl.DateTimeFormat;

/** Date and Intl.DateTimeFormat as they are at SNAPSHOT_TIME in UTC; returns the undo. */
export function freezeTime(): () => void {
  const offset = SNAPSHOT_TIME - RealDate.now();
  class SnapshotDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string]));
    }
    static override now() {
      return RealDate.now() + offset;
    }
  }
  const DateTimeFormat = function (
    locales?: string | string[],
    options?: Intl.DateTimeFormatOptions,
  ) {
    return new RealDateTimeFormat(locales, { ...options, timeZone: options?.timeZone ?? 'UTC' });
  } as typeof Intl.DateTimeFormat;
  DateTimeFormat.supportedLocalesOf = RealDateTimeFormat.supportedLocalesOf;
  DateTimeFormat.prototype = RealDateTimeFormat.prototype;
  globalThis.Date = SnapshotDate as DateConstructor;
  Intl.DateTimeFormat = DateTimeFormat;
  return () => {
    globalThis.Date = RealDate;
    Intl.DateTimeFormat = RealDateTimeFormat;
  };
}
