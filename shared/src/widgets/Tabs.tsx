import * as Ariakit from '@ariakit/react';
import { createContext, useContext, useId, type ReactNode } from 'react';

const Prefix = createContext('');

export interface TabsProps<T extends string> {
  /** The selected tab's value (the caller owns it: state, the URL hash…). */
  selected: T;
  onSelect(value: NoInfer<T>): void;
  children: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern: ArrowLeft/ArrowRight (wrapping) select the previous/next tab, Home/End
 * the first/last, one tab is in the tab order (roving tabindex), each tab names its panel with
 * `aria-controls` and the panel is labelled by its tab.
 */
export function Tabs<T extends string>({ selected, onSelect, children }: TabsProps<T>) {
  const prefix = useId();
  return (
    <Prefix.Provider value={prefix}>
      <Ariakit.TabProvider
        selectedId={`${prefix}-${selected}`}
        setSelectedId={(id) => {
          if (id?.startsWith(`${prefix}-`)) onSelect(id.slice(prefix.length + 1) as T);
        }}
        focusLoop
      >
        {children}
      </Ariakit.TabProvider>
    </Prefix.Provider>
  );
}

export function TabList({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <Ariakit.TabList aria-label={label} className={className}>
      {children}
    </Ariakit.TabList>
  );
}

export function Tab({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const prefix = useContext(Prefix);
  return (
    <Ariakit.Tab id={`${prefix}-${value}`} className={className}>
      {children}
    </Ariakit.Tab>
  );
}

/** The selected tab's panel (only the selected panel is rendered). */
export function TabPanel({ className, children }: { className?: string; children: ReactNode }) {
  const store = Ariakit.useTabContext();
  const selectedId = Ariakit.useStoreState(store, 'selectedId');
  return (
    <Ariakit.TabPanel tabId={selectedId ?? undefined} className={className}>
      {children}
    </Ariakit.TabPanel>
  );
}
