import { Suspense, use, type ComponentType } from 'react';
import { pageParts, type PageParts, type PagePartName } from './page-parts.ts';

/**
 * One block of a chunk of a listing's page's parts (page-parts.ts) with its props: drawn at once when the chunk is here
 * (the server's render, and a page whose parts entry.client loaded); after a client navigation, once it arrives.
 */
export function PagePart<N extends PagePartName, P extends keyof PageParts[N]>({
  name,
  part,
  props,
}: {
  name: N;
  part: P;
  props: PageParts[N][P] extends ComponentType<infer Props> ? Props : never;
}) {
  return (
    <Suspense fallback={null}>
      <Block name={name} part={part} props={props as object} />
    </Suspense>
  );
}

function Block({ name, part, props }: { name: PagePartName; part: PropertyKey; props: object }) {
  const chunk = use(pageParts(name) as Promise<PageParts[PagePartName]>);
  const Drawn = (chunk as unknown as Record<PropertyKey, ComponentType<object>>)[part]!;
  return <Drawn {...props} />;
}
