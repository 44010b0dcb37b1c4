import { fuzzShard } from './support/fuzz.ts';

// Part 1 of the OpenAPI fuzzing (apps/api/test/support/fuzz.ts): three files, so both integration workers share it.
fuzzShard(0, 3);
