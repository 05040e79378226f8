import { beforeAll } from 'vitest'
import { loadEveryModule } from './every-module'

/**
 * For the test files that share the dashboard's modules (vitest.config.ts): every module of the
 * dashboard, loaded before a worker's first test. A page's code that the router loads on demand,
 * still loading as one file ends, fails to load (that file's environment is gone) and stays failed
 * for every file after it; loaded once at the start, nothing is loaded later.
 */
beforeAll(loadEveryModule)
