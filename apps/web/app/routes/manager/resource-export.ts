import type { Route } from './+types/resource-export';
import { resourceExportLoader } from '../../components/manager/resource/export.server.ts';

/** Resource route: the CSV export of a declared resource's list, at /manager/<list>/export.csv (ADR 0123). */
export const loader = (args: Route.LoaderArgs) => resourceExportLoader(args);
