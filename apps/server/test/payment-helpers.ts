import { requestHash } from '../src/modules/payment/hash.ts';

/** The request hash the gateway expects for the fields GenerateHash answered, under `salt`. */
export function formHash(f: Record<string, string | undefined>, salt: string): string {
  return requestHash(
    {
      key: f.key!,
      txnid: f.txnid!,
      amount: f.amount!,
      productinfo: f.productinfo!,
      firstname: f.firstname!,
      email: f.email!,
      udf: [f.udf1!, f.udf2!, f.udf3!],
    },
    salt,
  );
}
