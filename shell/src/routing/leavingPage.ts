function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * True when the address already shows another page than the one being rendered: the router has moved
 * on and React is still rendering the new page in a transition.
 */
export function leavingPage(renderedPath: string): boolean {
  if (typeof window === 'undefined') return false;
  return decoded(window.location.pathname) !== decoded(renderedPath);
}
