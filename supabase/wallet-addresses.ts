/**
 * The wallet pool's addresses: BIP-32/44 derivation from an account-level xpub and EIP-55
 * checksums, and the SQL that loads them into `public.wallet_address_pool`. Beside the
 * migrations, as part of the Supabase project both its users read: the production tool
 * `npm run wallets:pool` and the local stand-in's development pool (`packages/local-supabase`),
 * neither of which imports the other.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';

/** The development mnemonic (Hardhat/Anvil/Foundry's) whose account xpub seeds the local pool. Public: never hold value with it. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/** The account-level xpub (m/44'/60'/0') of {@link DEV_MNEMONIC}, precomputed: deriving it costs a PBKDF2 on every start. */
export const DEV_ACCOUNT_XPUB =
  'xpub6Ce9NcJvTk36xtLSrJLZqE7wtgA5deCeYs7rSQtreh4cj6ByPtrg9sD7V2FNFLPnf8heNP3FGkeV9qwfzvZNSd54JoNXVsXFYSYwHsnJxqP';

/** One pool entry: the address at `m/44'/60'/0'/0/{index}`, EIP-55 checksummed. */
export interface DerivedAddress {
  index: number;
  address: string;
}

/** The largest non-hardened child index BIP-32 allows. */
const MAX_INDEX = 0x7fffffff;

/**
 * EIP-55: the hex address with each letter upper-cased where the matching nibble of the
 * Keccak-256 of the lower-case hex is 8 or more. Accepts any case, with or without `0x`.
 */
export function toChecksumAddress(address: string): string {
  const hex = address.toLowerCase().replace(/^0x/, '');
  if (!/^[0-9a-f]{40}$/.test(hex)) throw new Error(`Not an Ethereum address: ${address}`);
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(hex)));
  let result = '0x';
  for (let i = 0; i < hex.length; i++) {
    result += Number.parseInt(hash[i] ?? '0', 16) >= 8 ? hex[i]!.toUpperCase() : hex[i];
  }
  return result;
}

/** The Ethereum address of a secp256k1 public key (compressed or not): the last 20 bytes of Keccak-256 of its X‖Y. */
export function publicKeyToAddress(publicKey: Uint8Array): string {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return toChecksumAddress(bytesToHex(keccak_256(uncompressed.subarray(1)).subarray(-20)));
}

/**
 * The account-level extended public key (`m/44'/60'/0'`) of a BIP-39 mnemonic. Used only
 * for the public development mnemonic; production xpubs are exported from the offline wallet.
 */
export function accountXpubFromMnemonic(mnemonic: string): string {
  return HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive("m/44'/60'/0'").publicExtendedKey;
}

/**
 * Derives `count` addresses starting at `from` on the external chain of an account-level
 * xpub, i.e. `m/44'/60'/0'/0/i`. Throws when the key is not an account-level public key.
 */
export function deriveAddresses(xpub: string, from: number, count: number): DerivedAddress[] {
  if (!Number.isInteger(from) || from < 0) throw new Error(`--from must be a whole number ≥ 0, got ${from}`);
  if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a whole number ≥ 1, got ${count}`);
  if (from + count - 1 > MAX_INDEX) throw new Error(`Indexes beyond ${MAX_INDEX} are not allowed`);
  let account: HDKey;
  try {
    account = HDKey.fromExtendedKey(xpub);
  } catch (error) {
    throw new Error(`Not a valid extended public key: ${(error as Error).message}`, { cause: error });
  }
  if (account.privateKey) throw new Error('That is an extended PRIVATE key. Give the account xpub; private keys never belong on a server.');
  if (account.depth !== 3) throw new Error(`Expected an account-level xpub (depth 3, m/44'/60'/0'), got depth ${account.depth}`);
  const external = account.deriveChild(0);
  const addresses: DerivedAddress[] = [];
  for (let index = from; index < from + count; index++) {
    const { publicKey } = external.deriveChild(index);
    if (!publicKey) throw new Error(`No public key at index ${index}`);
    addresses.push({ index, address: publicKeyToAddress(publicKey) });
  }
  return addresses;
}

function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * The SQL that loads `addresses` into `public.wallet_address_pool`: one INSERT, so the
 * refill trigger runs once and serves everyone waiting. Already-loaded addresses are
 * skipped. This is what `npm run wallets:pool -- --sql` prints for the Supabase SQL editor.
 */
export function poolInsertSql(addresses: DerivedAddress[]): string {
  const rows = addresses.map(({ address, index }) => `  (${literal(address)}, ${index})`).join(',\n');
  return `insert into public.wallet_address_pool (address, derivation_index) values\n${rows}\non conflict do nothing;\n`;
}
