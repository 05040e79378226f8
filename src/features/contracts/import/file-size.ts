import { IMPORT_MOST_BYTES } from '../../../interface'
import { megabytes } from '../components/file-size'

/** The most an import takes, in the megabytes (MiB) the dialog names it in. */
export const IMPORT_MOST_MEGABYTES = megabytes(IMPORT_MOST_BYTES)
