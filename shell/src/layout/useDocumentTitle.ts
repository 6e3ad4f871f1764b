import { useEffect } from 'react';
import { useInstanceConfig } from '@fedi/shared';

/** The tab title: the instance name, prefixed by a count in parentheses when there is one (spec §4). */
export function useDocumentTitle(count = 0): void {
  const { config } = useInstanceConfig();
  useEffect(() => {
    document.title = count > 0 ? `(${count}) ${config.name}` : config.name;
  }, [config.name, count]);
}
