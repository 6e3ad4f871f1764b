/** Spec §2 defaults; the instance may configure both (session issue). */
export const SIGNED_IN_LANDING = '/main/friends';
export const SIGNED_OUT_LANDING = '/main/all';
