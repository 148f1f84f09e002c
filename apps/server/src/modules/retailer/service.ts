/** The retailer module's public face: delivery addresses (checkout reads and marks them). */
export {
  type AddressOwner,
  addressActions,
  addressesFromJson,
  deleteAddress,
  listAddresses,
  ownedAddress,
  saveAddress,
} from './addresses.ts';
/** Checkout's submit reads the addresses and marks the one used inside its own statements. */
export { addressesJson, markAddressUsedStatement } from './queries.ts';
