/** One section of the travellers page: the waiver each passenger or the lead accepts, for products that require one. */
export function WaiverSection(_props: { reference: string }) {
  return null;
}
