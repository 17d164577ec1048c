import { fuzzForwardingShard } from './forwardingFuzz';

// every contract call's fuzzing through the web server's forwarding, shard 2 (see forwardingFuzz.ts)
await fuzzForwardingShard(2);
