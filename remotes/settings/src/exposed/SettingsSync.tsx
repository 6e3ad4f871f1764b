import { useEffect } from 'react';
import { usePreferences } from '@fedi/shared';
import { useSettingsSync } from '../sync/useSettingsSync';

/**
 * Headless: mounted by the shell for a signed-in user of a server with settings profiles (Akkoma), after the first
 * screen. Reads the followed profile now and every 600 s (a newer server copy is applied live) and sends every
 * local preference change, whichever package made it.
 */
export default function SettingsSync() {
  const engine = useSettingsSync();
  const [preferences] = usePreferences();
  useEffect(() => {
    if (!engine) return undefined;
    engine.start();
    return () => engine.stop();
  }, [engine]);
  useEffect(() => {
    engine?.localChanged();
  }, [engine, preferences]);
  return null;
}
