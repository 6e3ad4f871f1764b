import type { ReactElement } from 'react';
import { detectCapabilities } from '@fedi/shared';
import { renderInApp, TEST_BASE, type InAppOptions } from '../../../shared/testing/renderInApp';
import { initI18n } from '../i18n/i18n';

export { TEST_BASE };

/** A shell part inside the providers the shell sets up (English strings, a bus, a session, a router). */
export function renderShellPart(
  element: ReactElement,
  options: Omit<InAppOptions, 'capabilities'> & { capabilities?: InAppOptions['capabilities'] } = {},
) {
  initI18n();
  return renderInApp(element, { capabilities: detectCapabilities({}), ...options });
}
