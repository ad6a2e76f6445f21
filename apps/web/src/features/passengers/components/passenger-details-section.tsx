/** One section of the travellers page: each passenger's details (decision 092's users/viewPassengers and users/savePassengers). */
export function PassengerDetailsSection(_props: { reference: string }) {
  return null;
}
