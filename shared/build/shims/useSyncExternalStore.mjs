// React 18+ has useSyncExternalStore built in; react-i18next still imports the pre-18 shim package,
// whose code only forwards to it on React 19. The build points that import here instead.
export { useSyncExternalStore } from 'react';
