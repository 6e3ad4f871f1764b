/**
 * The strings of pages most visits never open (sign-in, sign-up, password reset, the sign-up notices, the
 * keyboard shortcuts' help) are the `shell-auth` namespace (authStrings.ts), fetched with those pages:
 * `withAuthStrings(import(…))` resolves with the page's module once its language's strings are there too.
 */
const authStrings = () =>
  import(/* webpackChunkName: "locale-shell-auth" */ './authStrings').then((module) => module.authStringsReady());

export const withAuthStrings = <T>(page: Promise<T>): Promise<T> =>
  Promise.all([page, authStrings()]).then(([loaded]) => loaded);
