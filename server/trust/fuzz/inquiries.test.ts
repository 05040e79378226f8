import { fuzzGroup } from '../fuzz-suite'

await fuzzGroup('inquiries')
