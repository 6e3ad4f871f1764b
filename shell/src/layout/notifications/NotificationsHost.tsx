import { useState, type ReactNode } from 'react';
import { NotificationsControllerProvider, useSession, type NotificationsController } from '@fedi/shared';
import { signedInPart } from '../frame/signedInParts';

const NotificationsSource = signedInPart((parts) => parts.NotificationsSource);

/**
 * The frame's notifications: every view below reads the session's one controller, made by the
 * NotificationsSource part (the `signed-in` chunk) once signed in (a visitor downloads none of it). Until it is there, the
 * views show no notifications, as before the first fetch.
 */
export function NotificationsHost({ children }: { children?: ReactNode }) {
  const session = useSession();
  const signedIn = session.status === 'signed-in' && session.token !== null;
  const [controller, setController] = useState<NotificationsController | null>(null);
  return (
    <NotificationsControllerProvider controller={signedIn ? controller : null}>
      {children}
      {signedIn && <NotificationsSource onController={setController} />}
    </NotificationsControllerProvider>
  );
}
