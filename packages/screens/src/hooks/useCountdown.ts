import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline `seconds` from the start (or the last restart), ticking each
 * second. Measured against the clock, so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [secondsLeft, setSecondsLeft] = useState(left);

  useEffect(() => {
    setSecondsLeft(left());
    const id = setInterval(() => {
      const next = left();
      setSecondsLeft(next);
      if (next === 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only `deadline`
  }, [deadline]);

  const restart = useCallback(() => {
    setDeadline(Date.now() + seconds * 1000);
    setSecondsLeft(seconds); // in the same render, not one effect later
  }, [seconds]);
  return { secondsLeft, restart };
}
