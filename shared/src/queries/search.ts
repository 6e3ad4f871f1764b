/** Query keys of the search page (its loading stays with the people remote, which pages and shapes the results). */
export const searchKeys = {
  first: (query: string) => ['search', query] as const,
};
