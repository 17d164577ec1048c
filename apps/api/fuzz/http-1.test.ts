import { fuzzHttpShard } from './httpFuzz';

// every contract call's HTTP fuzzing, shard 1 (see httpFuzz.ts)
await fuzzHttpShard(1);
