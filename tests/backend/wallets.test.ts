import { spawnSync } from 'node:child_process';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import {
  DEV_ACCOUNT_XPUB,
  DEV_MNEMONIC,
  accountXpubFromMnemonic,
  deriveAddresses,
  poolInsertSql,
  toChecksumAddress,
} from '../../supabase/wallet-addresses.ts';

const DEV_XPUB = accountXpubFromMnemonic(DEV_MNEMONIC);

describe("deriveAddresses (m/44'/60'/0'/0/i from an account xpub)", () => {
  it('starts from the development mnemonic’s account xpub, as precomputed in wallet-addresses.ts', () => {
    expect(DEV_XPUB).toBe(DEV_ACCOUNT_XPUB);
  });

  it('matches the published addresses of the development mnemonic (Hardhat/Anvil accounts #0–#2)', () => {
    expect(deriveAddresses(DEV_XPUB, 0, 3)).toEqual([
      { index: 0, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
      { index: 1, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
      { index: 2, address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
    ]);
  });

  it('starts at --from: accounts #3, #4 and #19', () => {
    expect(deriveAddresses(DEV_XPUB, 3, 2).map((a) => a.address)).toEqual([
      '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
      '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
    ]);
    expect(deriveAddresses(DEV_XPUB, 19, 1)).toEqual([{ index: 19, address: '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199' }]);
  });

  it('refuses private keys, keys at the wrong depth and bad ranges', () => {
    const root = HDKey.fromMasterSeed(mnemonicToSeedSync(DEV_MNEMONIC));
    expect(() => deriveAddresses(root.derive("m/44'/60'/0'").privateExtendedKey, 0, 1)).toThrow(/PRIVATE key/);
    expect(() => deriveAddresses(root.publicExtendedKey, 0, 1)).toThrow(/account-level xpub \(depth 3/);
    expect(() => deriveAddresses('xpub-nonsense', 0, 1)).toThrow(/Not a valid extended public key/);
    expect(() => deriveAddresses(DEV_XPUB, -1, 1)).toThrow(/--from/);
    expect(() => deriveAddresses(DEV_XPUB, 0, 0)).toThrow(/--count/);
  });
});

describe('toChecksumAddress (EIP-55)', () => {
  it('reproduces the test vectors of the EIP', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    }
  });

  it('rejects what is not an address', () => {
    expect(() => toChecksumAddress('0x1234')).toThrow(/Not an Ethereum address/);
  });
});

describe('poolInsertSql (what --sql prints for the Supabase SQL editor)', () => {
  it('is one INSERT of every address with its index, skipping known addresses', () => {
    expect(poolInsertSql(deriveAddresses(DEV_XPUB, 0, 2))).toBe(
      'insert into public.wallet_address_pool (address, derivation_index) values\n' +
        "  ('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 0),\n" +
        "  ('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1)\n" +
        'on conflict do nothing;\n',
    );
  });
});

describe('npm run wallets:pool', () => {
  function run(...args: string[]) {
    return spawnSync(process.execPath, ['tools/wallets-pool.ts', ...args], { encoding: 'utf8' });
  }

  it('prints the SQL for production with --sql', () => {
    const result = run('--xpub', DEV_XPUB, '--from', '1', '--count', '2', '--sql');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("m/44'/60'/0'/0/1…2");
    expect(result.stdout).toContain(poolInsertSql(deriveAddresses(DEV_XPUB, 1, 2)));
  });

  it('refuses to print the public development key for production, and a private key anywhere', () => {
    expect(run('--dev', '--sql').stderr).toMatch(/never load it into production/);
    const xprv = HDKey.fromMasterSeed(mnemonicToSeedSync(DEV_MNEMONIC)).derive("m/44'/60'/0'").privateExtendedKey;
    const result = run('--xpub', xprv, '--sql');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PRIVATE key/);
  });
});
