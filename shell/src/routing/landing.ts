import { DEFAULT_SIGNED_IN_LANDING, DEFAULT_SIGNED_OUT_LANDING, useInstanceConfig } from '@fedi/shared';

/** Spec §2 defaults, used until the instance configuration has arrived. */
export const SIGNED_IN_LANDING = DEFAULT_SIGNED_IN_LANDING;
export const SIGNED_OUT_LANDING = DEFAULT_SIGNED_OUT_LANDING;

/** The instance's landing paths (redirectRootLogin / redirectRootNoLogin). */
export function useLandingPaths(): { signedIn: string; signedOut: string } {
  const { config } = useInstanceConfig();
  return { signedIn: config.redirectRootLogin, signedOut: config.redirectRootNoLogin };
}
