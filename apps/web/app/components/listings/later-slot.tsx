import { memo, Suspense, use, useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { useFetchers, useLocation, useNavigation } from 'react-router';
import { chunkOnce, type Tracked } from '../../lib/chunk-once.ts';
import { useNearView } from '../../lib/use-near-view.ts';
import { pageLive } from '../../lib/page-live.ts';
import type { LaterBlocks } from './later-blocks.tsx';

/**
 * A listing's page's end (later-blocks.tsx: the report, the comments, the two grids), in a chunk of its own that the
 * browser downloads and hydrates only when the end comes near the viewport (ADR 0129):
 *
 * - The server draws it whole: the page's loader awaits the chunk (`laterBlocksLoaded`), so its render never waits.
 * - In the browser the page hydrates without it. Its Suspense boundary waits for `laterBlocks()`, which the slot's
 *   wrapper (outside the boundary, live at once) lets come when the wrapper is near the viewport: until then React
 *   keeps the server's HTML, whose forms post to the page and whose links are plain links. The boundary is memoised
 *   on its props, compared one by one: new props reaching a boundary still waiting make React throw its HTML away.
 * - Something above that changes while the end waits (the router's state) makes React try to hydrate the end before it
 *   draws the change, which then waits for the chunk. The end's block, drawn for that try, asks for the chunk at once
 *   when the router works for this page (a favourite or a contact asked for, a fetcher) or has drawn another listing
 *   in it (a short wait for a small chunk); not for a change of nothing the reader sees (React Router's state after it
 *   learnt the routes of the page's links), nor while the page is being left (the next page's styles come first).
 * - After a client navigation the end has no server HTML: the chunk is asked for once the navigation has committed
 *   (the router idle), never while it navigates: Vite's preload helper would link the chunk's stylesheets before React
 *   Router had linked the new route's, and React Router would link them again (a stylesheet linked twice).
 */

/** The end's blocks' chunk, loaded once. */
const laterChunk = chunkOnce(() => import('./later-blocks.tsx').then((module) => module.laterBlocks));

/** For the page's loader: the server's render draws the end at once. */
export const laterBlocksLoaded = (): Promise<unknown> => laterChunk();

let letCome: () => void = () => undefined;
/** Resolves when the page lets the end come (`openLater`). */
const allowed = new Promise<void>((resolve) => {
  letCome = resolve;
});

let waiting: Tracked<LaterBlocks> | undefined;

/**
 * The end's blocks: on the server the loaded chunk; in the browser once the page let them come (a chunk that failed
 * to arrive leaves the boundary with the server's HTML, which works without the chunk).
 */
function laterBlocks(): Tracked<LaterBlocks> {
  if (typeof document === 'undefined') return laterChunk();
  if (!waiting) {
    const promise: Tracked<LaterBlocks> = allowed.then(() =>
      laterChunk().catch(() => new Promise<LaterBlocks>(() => undefined)),
    );
    void promise.then((value) => {
      promise.status = 'fulfilled';
      promise.value = value;
    });
    waiting = promise;
  }
  return waiting;
}

/** The page lets the end come: its chunk is asked for (once). */
function openLater() {
  letCome();
}

type LaterPart = keyof LaterBlocks;

interface SlotProps<P extends LaterPart> {
  part: P;
  props: ComponentProps<LaterBlocks[P]>;
  className?: string | undefined;
}

/** The same part with each of its props the same value: nothing to draw again. */
function samePart<P extends LaterPart>(
  before: { part: P; props: object; className?: string | undefined },
  after: { part: P; props: object; className?: string | undefined },
): boolean {
  if (before.part !== after.part || before.className !== after.className) return false;
  const a = before.props as Record<string, unknown>;
  const b = after.props as Record<string, unknown>;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** How near the viewport the end is asked for: a phone's screen ahead, so it is live when the reader gets there. */
const NEAR = '600px 0px';

function LaterSlotOf<P extends LaterPart>({ part, props, className }: SlotProps<P>) {
  const [ref, near] = useNearView<HTMLDivElement>(NEAR);
  const idle = useNavigation().state === 'idle';
  const { key } = useLocation();
  // Drawn by the hydration of the server's page: the address it was drawn at; after a client navigation (no HTML to
  // keep then), null.
  const [drawnAt] = useState(() => (pageLive() ? null : key));
  useEffect(() => {
    if (idle && (near || drawnAt === null)) openLater();
  }, [idle, near, drawnAt]);
  return (
    <div ref={ref} className={className}>
      <LaterBoundary part={part} props={props} drawnAt={drawnAt} />
    </div>
  );
}

/** The slot: the wrapper that watches the viewport, and the boundary that waits (both drawn again only on new props). */
export const LaterSlot = memo(LaterSlotOf, samePart) as typeof LaterSlotOf;

function LaterBoundaryOf<P extends LaterPart>(slot: SlotProps<P> & { drawnAt: string | null }) {
  return (
    <Suspense fallback={null}>
      <LaterBlock {...slot} />
    </Suspense>
  );
}

const LaterBoundary = memo(
  LaterBoundaryOf,
  (before, after) => before.drawnAt === after.drawnAt && samePart(before, after),
) as typeof LaterBoundaryOf;

function LaterBlock<P extends LaterPart>({ part, props, drawnAt }: SlotProps<P> & { drawnAt: string | null }) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const location = useLocation();
  // Drawn again once the page is live, the server's end is being hydrated because something above it changed (or the
  // reader touched it): its chunk now if the router works for this page or drew another listing here.
  if (drawnAt !== null && pageLive()) {
    const here =
      navigation.state === 'idle' ? location.key !== drawnAt : navigation.location.pathname === location.pathname;
    if (here || fetchers.some((fetcher) => fetcher.state !== 'idle')) openLater();
  }
  const Block = use(laterBlocks() as Promise<LaterBlocks>)[part] as ComponentType<object>;
  return <Block {...(props as object)} />;
}
