/**
 * The CSV export of a list with the filters it shows (the page and the notice left out: the export is every row of
 * the filter, once).
 */
export function exportHref(list: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.delete('notice');
  const query = params.toString();
  return `/manager/${list}/export.csv${query ? `?${query}` : ''}`;
}
