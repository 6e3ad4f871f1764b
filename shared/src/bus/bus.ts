import EventEmitter from 'eventemitter3';
import { createContext, useContext, useEffect } from 'react';
import type { AppEventName, AppEvents } from './events';

export type AppBus = EventEmitter<AppEvents>;

export function createBus(): AppBus {
  return new EventEmitter<AppEvents>();
}

export const BusContext = createContext<AppBus | null>(null);

/** The app bus the shell provides. */
export function useBus(): AppBus {
  const bus = useContext(BusContext);
  if (!bus) throw new Error('useBus() needs the shell’s BusContext provider');
  return bus;
}

/** Subscribe to one bus event for the life of the component. */
export function useBusEvent<E extends AppEventName>(event: E, handler: (...args: AppEvents[E]) => void): void {
  const bus = useBus();
  useEffect(() => {
    const listener = handler as (...args: unknown[]) => void;
    bus.on(event, listener as never);
    return () => {
      bus.off(event, listener as never);
    };
  }, [bus, event, handler]);
}
