import { banners } from './banners.tsx';
import { cities } from './cities.tsx';
import { cityTours } from './city-tours.tsx';
import { listings } from './listings.tsx';
import { options } from './options.tsx';
import { pages } from './pages.tsx';
import { packages } from './packages.tsx';
import { posts } from './posts.tsx';
import { receipts } from './receipts.tsx';
import { roles } from './roles.tsx';
import { siteMessages } from './site-messages.tsx';
import type { AnyManagerResource } from './define-resource.ts';
import { files } from './files.tsx';
import { states } from './states.tsx';
import { tags } from './tags.tsx';
import { users } from './users.tsx';
import { withdrawals } from './withdrawals.tsx';

/** The back-office resources declared with defineManagerResource (ADR 0123); the route table lists their addresses. */
export const MANAGER_RESOURCES: readonly AnyManagerResource[] = [
  tags,
  states,
  cities,
  pages,
  posts,
  roles,
  packages,
  users,
  cityTours,
  listings,
  receipts,
  withdrawals,
  options,
  siteMessages,
  files,
  banners,
];

const byList = new Map(MANAGER_RESOURCES.map((resource) => [resource.list, resource]));
const byRecord = new Map(MANAGER_RESOURCES.map((resource) => [resource.record, resource]));

/** The resource whose list is /manager/<list> (or its export), by the list's segment. */
export const resourceOfList = (list: string) => byList.get(list);

/** The resource whose records are /manager/<record>/…, by the record's segment. */
export const resourceOfRecord = (record: string) => byRecord.get(record);

/** The second segment of a back-office address: /manager/<segment>/… */
export const segmentOf = (pathname: string) => pathname.split('/')[2] ?? '';
