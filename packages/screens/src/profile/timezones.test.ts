import { describe, expect, it } from 'vitest';
import { displayTimezone, timezoneOptions } from './timezones';

describe('timezoneOptions', () => {
  const options = timezoneOptions('Asia/Kuala_Lumpur');

  it('offers every zone of the database, stored with underscores and shown with spaces', () => {
    expect(options).toHaveLength(Intl.supportedValuesOf('timeZone').length);
    expect(options).toContainEqual({ id: 'America/New_York', label: 'America/New York' });
    expect(options).toContainEqual({ id: 'Asia/Kuala_Lumpur', label: 'Asia/Kuala Lumpur' });
    expect(options.every((o) => !o.label.includes('_'))).toBe(true);
    expect(options.every((o) => !o.id.includes(' '))).toBe(true);
  });

  it('keeps a saved zone the database does not list', () => {
    expect(timezoneOptions('Asia/Calcutta_Old')[0]).toEqual({
      id: 'Asia/Calcutta_Old',
      label: 'Asia/Calcutta Old',
    });
  });

  it('shows every underscore as a space', () => {
    expect(displayTimezone('America/Port_of_Spain')).toBe('America/Port of Spain');
  });
});
