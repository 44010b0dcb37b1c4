import { fuzzShard } from './support/fuzz.ts';

// Part 3 of the OpenAPI fuzzing (apps/api/test/support/fuzz.ts): three files, so both integration workers share it.
fuzzShard(2, 3);
