import { createContext, type ReactNode } from 'react';

/**
 * The thread a status can unfold in place ("Show thread"), handed down by `Root` as a slot: the status
 * card never imports the conversation screen, which itself shows status cards.
 */
export const InlineThreadContext = createContext<((statusId: string) => ReactNode) | null>(null);
