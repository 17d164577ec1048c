import { fuzzForwardingShard } from './forwardingFuzz';

// every contract call's fuzzing through the web server's forwarding, shard 1 (see forwardingFuzz.ts)
await fuzzForwardingShard(1);
