// The part of @tanstack/react-query that is shared at run time (see ../sharedSubsets.cjs). A bundle
// that imports anything else from '@tanstack/react-query' fails to build: add the name here, then
// rebuild the shell and every remote, as for a version change of a shared library.
export {
  hashKey,
  infiniteQueryOptions,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@fedi-full/@tanstack/react-query';
