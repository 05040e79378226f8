import { fuzzPart } from '../fuzz-suite'

await fuzzPart(3)
