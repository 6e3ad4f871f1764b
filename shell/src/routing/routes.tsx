import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { ROUTES } from '@fedi/shared';
import { AppShell } from '../layout/frame/AppShell';
import { RootRedirect } from './RootRedirect';
import { RouteScreen } from './RouteScreen';

/**
 * Development builds only: the design gallery (`/__gallery`, every shared primitive in every bundled theme).
 * In a production build the condition is false at build time, so neither the route nor its chunk exists.
 */
const devRoutes = (): RouteObject[] => {
  if (process.env.NODE_ENV === 'production') return [];
  const Gallery = lazy(() => import(/* webpackChunkName: "gallery" */ '../gallery/Gallery'));
  return [
    {
      path: '/__gallery',
      element: (
        <Suspense fallback={null}>
          <Gallery />
        </Suspense>
      ),
    },
  ];
};

/** Every route of spec §2 under the app frame; route screens load from their owner on demand. */
export const routeObjects: RouteObject[] = [
  ...devRoutes(),
  {
    element: <AppShell />,
    children: [
      { index: true, element: <RootRedirect /> },
      ...ROUTES.map((route) => ({ id: route.name, path: route.path, element: <RouteScreen route={route} /> })),
    ],
  },
];
