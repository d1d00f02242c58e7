import { Button } from '@mantine/core';
import { texts } from '@ssm/shared';

type PagedList = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** Asks for a list's next page while the server says there is one. */
export function LoadMoreButton({ list }: { list: PagedList }) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="default"
      onClick={() => list.fetchNextPage()}
      loading={list.isFetchingNextPage}
      disabled={list.isFetchingNextPage}
    >
      {texts.documents.loadMore}
    </Button>
  );
}
