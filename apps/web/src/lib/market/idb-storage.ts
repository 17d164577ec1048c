import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { SetStorage } from './cached-set';

/** The spec's browser database and table names (NOTES.md: they are the contract with stored user data). */
export const IDB_DATABASE = 'gateio_db';
export const IDB_STORE = 'gate_table';

let store: UseStore | undefined;

/** The IndexedDB store, opened on first use; every failure (no IndexedDB, private mode) rejects and the loader falls back. */
export const idbStorage: SetStorage = {
  get: (key) => {
    store ??= createStore(IDB_DATABASE, IDB_STORE);
    return get(key, store);
  },
  set: (key, value) => {
    store ??= createStore(IDB_DATABASE, IDB_STORE);
    return set(key, value, store);
  },
};
