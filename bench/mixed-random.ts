/** The mix's dice. */
export const random = (n: number) => Math.floor(Math.random() * n)
export const pick = <T>(list: readonly T[]): T => list[random(list.length)]!
export const chance = (p: number) => Math.random() < p
