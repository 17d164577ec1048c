import { fuzzHttpShard } from './httpFuzz';

// every contract call's HTTP fuzzing, shard 2 (see httpFuzz.ts)
await fuzzHttpShard(2);
