import { describe, expect, it } from 'vitest';
import { depositAddressFor, depositMemoFor, isValidAddress, isValidMemo } from './address';
import { NETWORKS, networkById, type ChainNetwork } from './networks';

const net = (id: string): ChainNetwork => {
  const n = networkById(id);
  if (!n) throw new Error(id);
  return n;
};

/** Real addresses from each chain's documentation and well-known accounts. */
const GOOD: Record<string, readonly string[]> = {
  ETH: [
    // EIP-55's own test vectors
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    // unchecksummed forms are accepted
    '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    '0x52908400098527886E0F7030069857D2E4169EE7',
    // USDT's contract
    '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  ],
  TRX: [
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', // USDT's TRC20 contract
    'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', // the zero address (black hole)
  ],
  BTC: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // the genesis block's P2PKH
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH (Bitcoin wiki)
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', // BIP-173 P2WPKH, upper case
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', // BIP-173 P2WSH
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', // BIP-350 taproot
  ],
  SOL: [
    '11111111111111111111111111111111', // the system program
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', // USDC's mint
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', // the token program
  ],
  XRP: [
    'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', // the genesis account
    'rrrrrrrrrrrrrrrrrrrrrhoLvTp', // ACCOUNT_ZERO
    'rrrrrrrrrrrrrrrrrrrrBZbvji', // ACCOUNT_ONE
  ],
  TON: [
    'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N', // TON Foundation (ton.org docs)
    'UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqEBI', // the same, non-bounceable
    'Ef8zMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzM0vF', // the elector (masterchain)
  ],
};

/** Change one character to another of the same alphabet (keeps the form, breaks the checksum). */
function corrupt(address: string, at: number): string {
  const c = address[at] ?? '';
  const swap: Record<string, string> = { a: 'b', b: 'c', A: 'B', B: 'C', '1': '2', '2': '3' };
  const next = swap[c] ?? (/[0-9]/.test(c) ? String((Number(c) + 1) % 10) : c === c.toLowerCase() ? 'x' : 'X');
  return address.slice(0, at) + next + address.slice(at + 1);
}

describe('isValidAddress', () => {
  for (const [id, list] of Object.entries(GOOD)) {
    it(`accepts documented ${id} addresses`, () => {
      for (const a of list) expect(isValidAddress(net(id), a), a).toBe(true);
    });
  }

  it('refuses a checksummed address with one character changed', () => {
    for (const [id, list] of Object.entries(GOOD)) {
      for (const a of list) {
        if (id === 'SOL') continue; // Solana addresses carry no checksum (length is the check)
        if (id === 'ETH' && (a.slice(2) === a.slice(2).toLowerCase() || a.slice(2) === a.slice(2).toUpperCase())) continue;
        const at = a.length - 3;
        expect(isValidAddress(net(id), corrupt(a, at)), `${id} ${corrupt(a, at)}`).toBe(false);
      }
    }
  });

  it('EIP-55: a mixed-case address whose case is wrong in one letter fails', () => {
    const good = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    expect(isValidAddress(net('ETH'), good.replace('aA', 'aa'))).toBe(false);
    expect(isValidAddress(net('ETH'), good.replace('BeAed', 'Beaed'))).toBe(false);
  });

  it('refuses forms of the wrong chain, mixed bech32 case, testnet and bad lengths', () => {
    expect(isValidAddress(net('ETH'), 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(isValidAddress(net('TRX'), '0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(false);
    expect(isValidAddress(net('TRX'), '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false); // base58check, version 0x00
    expect(isValidAddress(net('BTC'), 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3T4')).toBe(false); // mixed case
    expect(isValidAddress(net('BTC'), 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(false); // testnet
    expect(isValidAddress(net('BTC'), 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toBe(false); // testnet P2PKH
    // BIP-350: a v1 program encoded with bech32 (not bech32m) is invalid
    expect(isValidAddress(net('BTC'), 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd')).toBe(false);
    expect(isValidAddress(net('SOL'), '1111111111111111111111111111111')).toBe(false); // 31 bytes
    expect(isValidAddress(net('SOL'), 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10')).toBe(false); // 0 is not base58
    expect(isValidAddress(net('XRP'), '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    expect(isValidAddress(net('TON'), 'kQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqKiJ')).toBe(false); // testnet flag
    for (const n of NETWORKS) {
      expect(isValidAddress(n, '')).toBe(false);
      expect(isValidAddress(n, ' 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    }
  });
});

describe('depositAddressFor', () => {
  const seed = (b: number): Uint8Array => new Uint8Array(32).fill(b);

  it('derives a valid, stable address of every network from 32 bytes', () => {
    for (const n of NETWORKS) {
      const a = depositAddressFor(n, seed(7));
      expect(isValidAddress(n, a), `${n.id} ${a}`).toBe(true);
      expect(depositAddressFor(n, seed(7))).toBe(a);
      expect(depositAddressFor(n, seed(8))).not.toBe(a);
    }
  });

  it('checksums EVM addresses (mixed case) and writes the usual prefixes', () => {
    const eth = depositAddressFor(net('ETH'), seed(1));
    expect(eth).not.toBe(eth.toLowerCase());
    expect(depositAddressFor(net('TRX'), seed(1))).toMatch(/^T/);
    expect(depositAddressFor(net('BTC'), seed(1))).toMatch(/^bc1q/);
    expect(depositAddressFor(net('XRP'), seed(1))).toMatch(/^r/);
    expect(depositAddressFor(net('TON'), seed(1))).toMatch(/^EQ/);
  });

  it('refuses a seed that is not 32 bytes', () => {
    expect(() => depositAddressFor(net('ETH'), new Uint8Array(31))).toThrow(RangeError);
  });
});

describe('memos', () => {
  it('XRP tags are unsigned 32-bit integers; TON comments printable text; others have none', () => {
    const xrp = net('XRP');
    expect(isValidMemo(xrp, '0')).toBe(true);
    expect(isValidMemo(xrp, '4294967295')).toBe(true);
    expect(isValidMemo(xrp, '4294967296')).toBe(false);
    expect(isValidMemo(xrp, '012')).toBe(false);
    expect(isValidMemo(xrp, '')).toBe(false);
    expect(isValidMemo(xrp, '-1')).toBe(false);
    const ton = net('TON');
    expect(isValidMemo(ton, 'order 42')).toBe(true);
    expect(isValidMemo(ton, '')).toBe(false);
    expect(isValidMemo(ton, 'a\u0000b')).toBe(false);
    expect(isValidMemo(ton, 'x'.repeat(121))).toBe(false);
    expect(isValidMemo(net('ETH'), '')).toBe(true);
    expect(isValidMemo(net('ETH'), null)).toBe(true);
    expect(isValidMemo(net('ETH'), '1')).toBe(false);
  });

  it('derives valid memos where a network needs one', () => {
    for (const n of NETWORKS) {
      const m = depositMemoFor(n, new Uint8Array(32).fill(3));
      if (n.memo === 'none') expect(m).toBeNull();
      else expect(isValidMemo(n, m)).toBe(true);
    }
  });
});
