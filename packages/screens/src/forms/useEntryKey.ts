import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The key of this history entry, for a draft that belongs to it (a reload keeps the entry's key,
 * a new visit has another). A page loaded straight at its address stands on react-router's
 * "default" entry, which every such load shares, so a typed visit would find the last one's
 * draft: that entry is given a key of its own (replaced in place, no new entry), which a reload
 * keeps and the next typed visit does not have.
 */
export function useEntryKey() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (location.key === 'default')
      void navigate(location, { replace: true, state: location.state as unknown });
  }, [location, navigate]);
  return location.key;
}
