import type { ReactNode } from 'react';
import '../people.css';

export function Root({ children }: { children?: ReactNode }) {
  return <div className="people-root">{children}</div>;
}
