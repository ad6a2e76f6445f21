/** One section of the travellers page: the pick-up point the shopper chooses, for products that collect guests. */
export function PickupSection(_props: { reference: string }) {
  return null;
}
