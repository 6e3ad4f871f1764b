import type { RouteObject } from 'react-router';
import { ROUTES } from '@fedi/shared';
import { AppShell } from '../layout/frame/AppShell';
import { RootRedirect } from './RootRedirect';
import { RouteScreen } from './RouteScreen';

/** Every route of spec §2 under the app frame; route screens load from their owner on demand. */
export const routeObjects: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <RootRedirect /> },
      ...ROUTES.map((route) => ({ id: route.name, path: route.path, element: <RouteScreen route={route} /> })),
    ],
  },
];
