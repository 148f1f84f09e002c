/** The retailer module's public face: delivery addresses (checkout reads and marks them) and the profile. */
export {
  type AddressOwner,
  addressActions,
  addressesFromJson,
  deleteAddress,
  listAddresses,
  ownedAddress,
  saveAddress,
} from './addresses.ts';
export { changeMobileNumber, requestMobileChangeCode, retailerProfile, saveLanguage } from './profile.ts';
/** Checkout's submit reads the addresses and marks the one used inside its own statements. */
export { addressesJson, markAddressUsedStatement } from './queries.ts';
