import type { Formats } from '../../../lib/format'

const KIB = 1024
const MIB = 1024 * KIB

/** Bytes as megabytes (MiB), the unit a file's limit is named in. */
export const megabytes = (bytes: number) => bytes / MIB

/** The words of a size in the person's language: "{size} kB", "{size} MB". */
export type SizeUnits = {
  kilobytes: (values: { size: string }) => string
  megabytes: (values: { size: string }) => string
}

/** A file's size as a person reads it: "12 kB", "3.4 MB" (1,024 bytes a kilobyte). */
export function fileSize(bytes: number, units: SizeUnits, format: Formats): string {
  if (bytes < MIB)
    return units.kilobytes({ size: format.number(Math.max(1, Math.ceil(bytes / KIB))) })
  return units.megabytes({ size: format.number(Math.round((bytes / MIB) * 10) / 10) })
}
