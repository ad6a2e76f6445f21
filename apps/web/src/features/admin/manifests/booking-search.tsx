import { MANIFEST_SEARCH_MAX } from '@rihla/shared/schemas/operator-manifests';
import { AdminInput } from '../components/admin-ui';

/** The search for a booking by its lead name or reference, of the departures list and of a manifest (?q=). */
export function BookingSearch({
  id,
  label,
  search,
  onSearch,
}: {
  id: string;
  label: string;
  search: string;
  onSearch(text: string): void;
}) {
  return (
    <AdminInput
      id={id}
      label={label}
      type="search"
      value={search}
      onChange={onSearch}
      maxLength={MANIFEST_SEARCH_MAX}
    />
  );
}
