/**
 * Addresses and memos of the chain networks (networks.ts): checking what a user typed, with each
 * chain's own checksum, and deriving a valid deposit address from seed bytes. Mainnet forms only.
 *
 *   evm     0x + 40 hex; EIP-55: a mixed-case address must match its keccak-256 checksum, an
 *           all-lower or all-upper one carries no checksum and is accepted.
 *   tron    base58check (double SHA-256) of 0x41 + 20 bytes: `T…`.
 *   btc     bech32 (witness v0, BIP-173) / bech32m (v1+, BIP-350) `bc1…`, or base58check
 *           P2PKH (version 0x00, `1…`) / P2SH (0x05, `3…`).
 *   solana  base58 of a 32-byte public key.
 *   xrp     base58check in the ripple alphabet of 0x00 + 20 bytes: `r…`.
 *   ton     user-friendly form: base64url (or base64) of flags, workchain, 32-byte hash and a
 *           CRC16-XMODEM, 48 characters.
 */
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58, base58xrp, base64, base64url, bech32, bech32m, createBase58check } from '@scure/base';
import type { ChainNetwork } from './networks';

const b58check = createBase58check(sha256);
const hex = (b: Uint8Array): string => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
const sha256d = (b: Uint8Array): Uint8Array => sha256(sha256(b));

function attempt<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

// ---- EVM (EIP-55) ----

/** The EIP-55 checksummed form of 40 hex digits (any case). */
function eip55(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = hex(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const c = lower[i] ?? '';
    out += parseInt(hash[i] ?? '0', 16) >= 8 ? c.toUpperCase() : c;
  }
  return out;
}

function isEvm(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return eip55(body) === address;
}

// ---- TRON ----

function isTron(address: string): boolean {
  const bytes = attempt(() => b58check.decode(address));
  return bytes !== undefined && bytes.length === 21 && bytes[0] === 0x41;
}

// ---- Bitcoin ----

function isBtcSegwit(address: string): boolean {
  // BIP-173: all lower or all upper case; the human-readable part of mainnet is `bc`
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const lower = address.toLowerCase() as `${string}1${string}`;
  if (!lower.startsWith('bc1') || lower.length > 90) return false;
  const v0 = attempt(() => bech32.decode(lower));
  const v1 = v0 ? undefined : attempt(() => bech32m.decode(lower));
  const decoded = v0 ?? v1;
  if (!decoded || decoded.prefix !== 'bc') return false;
  const [version, ...rest] = decoded.words;
  if (version === undefined || version > 16) return false;
  // v0 must be bech32, v1 and above bech32m (BIP-350)
  if ((version === 0) !== (v0 !== undefined)) return false;
  const program = attempt(() => bech32.fromWords(rest));
  if (!program || program.length < 2 || program.length > 40) return false;
  if (version === 0) return program.length === 20 || program.length === 32;
  if (version === 1) return program.length === 32;
  return true;
}

function isBtcBase58(address: string): boolean {
  const bytes = attempt(() => b58check.decode(address));
  return bytes !== undefined && bytes.length === 21 && (bytes[0] === 0x00 || bytes[0] === 0x05);
}

// ---- Solana ----

function isSolana(address: string): boolean {
  if (address.length < 32 || address.length > 44) return false;
  const bytes = attempt(() => base58.decode(address));
  return bytes !== undefined && bytes.length === 32;
}

// ---- XRP ----

function xrpEncode(payload: Uint8Array): string {
  const out = new Uint8Array(payload.length + 4);
  out.set(payload);
  out.set(sha256d(payload).subarray(0, 4), payload.length);
  return base58xrp.encode(out);
}

function isXrp(address: string): boolean {
  if (!address.startsWith('r') || address.length < 25 || address.length > 35) return false;
  const bytes = attempt(() => base58xrp.decode(address));
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x00) return false;
  const sum = sha256d(bytes.subarray(0, 21));
  return sum[0] === bytes[21] && sum[1] === bytes[22] && sum[2] === bytes[23] && sum[3] === bytes[24];
}

// ---- TON ----

/** CRC-16/XMODEM (polynomial 0x1021, initial 0), as TON's user-friendly addresses use. */
function crc16(data: Uint8Array): number {
  let crc = 0;
  for (const byte of data) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

const TON_BOUNCEABLE = 0x11;
const TON_NON_BOUNCEABLE = 0x51;

function isTon(address: string): boolean {
  if (address.length !== 48) return false;
  const url = /^[A-Za-z0-9_-]{48}$/.test(address);
  const std = /^[A-Za-z0-9+/]{48}$/.test(address);
  if (!url && !std) return false;
  const bytes = attempt(() => (url ? base64url : base64).decode(address));
  if (!bytes || bytes.length !== 36) return false;
  if (bytes[0] !== TON_BOUNCEABLE && bytes[0] !== TON_NON_BOUNCEABLE) return false; // testnet flag 0x80 refused
  if (bytes[1] !== 0x00 && bytes[1] !== 0xff) return false; // basechain or masterchain
  const crc = crc16(bytes.subarray(0, 34));
  return bytes[34] === crc >> 8 && bytes[35] === (crc & 0xff);
}

// ---- public ----

export function isValidAddress(network: ChainNetwork, address: string): boolean {
  if (address.length === 0 || address.length > 128 || address.trim() !== address) return false;
  switch (network.addressKind) {
    case 'evm':
      return isEvm(address);
    case 'tron':
      return isTron(address);
    case 'btc':
      return address.toLowerCase().startsWith('bc1') ? isBtcSegwit(address) : isBtcBase58(address);
    case 'solana':
      return isSolana(address);
    case 'xrp':
      return isXrp(address);
    case 'ton':
      return isTon(address);
  }
}

/** Longest TON comment accepted (one cell's text without continuation). */
export const MAX_TON_COMMENT = 120;

/**
 * Whether a memo suits the network: none where the network has no memo (an empty string counts as
 * none), an XRP destination tag as an unsigned 32-bit integer without leading zeros, a TON comment
 * as 1–120 printable characters.
 */
export function isValidMemo(network: ChainNetwork, memo: string | null | undefined): boolean {
  const m = memo ?? '';
  if (network.memo === 'none') return m === '';
  if (network.addressKind === 'xrp') return /^(0|[1-9]\d{0,9})$/.test(m) && Number(m) <= 0xffffffff;
  // TON: printable text, no control characters
  return m.length > 0 && m.length <= MAX_TON_COMMENT && m.trim() === m && !/\p{Cc}/u.test(m);
}

function tonAddress(hash32: Uint8Array): string {
  const bytes = new Uint8Array(36);
  bytes[0] = TON_BOUNCEABLE;
  bytes[1] = 0x00;
  bytes.set(hash32, 2);
  const crc = crc16(bytes.subarray(0, 34));
  bytes[34] = crc >> 8;
  bytes[35] = crc & 0xff;
  return base64url.encode(bytes);
}

/**
 * A valid mainnet address of the network's kind derived from 32 seed bytes (the same seed gives
 * the same address). The bytes stand for a key: EVM and TRON take the last 20 bytes of its
 * keccak-256 like a public key's, Bitcoin a P2WPKH of its HASH160, Solana and TON its SHA-256.
 * Nobody holds the private key of such an address: it is for the simulated chain only.
 */
export function depositAddressFor(network: ChainNetwork, seed: Uint8Array): string {
  if (seed.length !== 32) throw new RangeError('seed must be 32 bytes');
  switch (network.addressKind) {
    case 'evm':
      return eip55(hex(keccak_256(seed).subarray(12)));
    case 'tron': {
      const payload = new Uint8Array(21);
      payload[0] = 0x41;
      payload.set(keccak_256(seed).subarray(12), 1);
      return b58check.encode(payload);
    }
    case 'btc':
      return bech32.encode('bc', [0, ...bech32.toWords(ripemd160(sha256(seed)))]);
    case 'solana':
      return base58.encode(sha256(seed));
    case 'xrp': {
      const payload = new Uint8Array(21);
      payload.set(ripemd160(sha256(seed)), 1);
      return xrpEncode(payload);
    }
    case 'ton':
      return tonAddress(sha256(seed));
  }
}

/**
 * A memo for a network that needs one, derived from seed bytes: a destination tag for XRP, a
 * numeric comment for TON (both from 1 to 4294967295, as exchanges hand out). Null for networks
 * without memos.
 */
export function depositMemoFor(network: ChainNetwork, seed: Uint8Array): string | null {
  if (network.memo === 'none') return null;
  const h = sha256(seed);
  const n = (((h[0] ?? 0) << 24) | ((h[1] ?? 0) << 16) | ((h[2] ?? 0) << 8) | (h[3] ?? 0)) >>> 0;
  return String(n === 0 ? 1 : n);
}
