import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline `seconds` from the start (or the last restart), ticking each
 * second. Measured against the clock, so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    const id = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [deadline]);

  const restart = useCallback(() => {
    const time = Date.now();
    setNow(time);
    setDeadline(time + seconds * 1000);
  }, [seconds]);

  return { secondsLeft, restart };
}
