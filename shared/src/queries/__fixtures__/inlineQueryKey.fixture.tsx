// Lint fixture (never bundled): each marked line writes a query key inline, which eslint.config.mjs forbids.
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';

function List({ queryKey }: { queryKey: QueryKey }) {
  return <p>{queryKey.join()}</p>;
}

export function InlineKeys() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['people', 'lists'], queryFn: () => [] }); // inline: queryKey property
  void queryClient.invalidateQueries({ queryKey: ['people', 'lists'] }); // inline: queryKey property
  queryClient.setQueryData(['people', 'lists'], []); // inline: setQueryData
  queryClient.getQueryData(['people', 'lists']); // inline: getQueryData
  return <List queryKey={['followers', String(query.data)]} />; // inline: queryKey attribute
}
