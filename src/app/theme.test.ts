import { DEFAULT_THEME, darken, mergeMantineTheme } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { AVATAR_INITIALS_COLORS, cssVariablesResolver, theme } from './theme'

/**
 * The theme's text colours against the backgrounds they sit on, by WCAG's formula: axe checks
 * only what a page happens to show (one user's avatar colour, one status), this checks them all.
 */
const full = mergeMantineTheme(DEFAULT_THEME, theme)
const { colors } = full
const AA = 4.5

function luminance(color: string): number {
  const channels = color.startsWith('#')
    ? [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16))
    : color.match(/\d+/g)!.slice(0, 3).map(Number)
  const [r, g, b] = channels.map((channel) => {
    const value = channel / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

/** `var(--mantine-color-gray-7)` → the palette's hex value. */
function paletteColor(variable: string): string {
  const [, name, shade] = /--mantine-color-(\w+)-(\d)/.exec(variable)!
  return colors[name!]![Number(shade)]!
}

const page = {
  light: ['#ffffff', colors.gray[0]],
  // The body, the main area and inputs.
  dark: [colors.dark[7], colors.dark[8], colors.dark[6]],
}

describe('theme contrast (WCAG AA, 4.5:1)', () => {
  it.each(['indigo', 'red'])('white on a filled %s button', (color) => {
    const shades = full.primaryShade as { light: number; dark: number }
    expect(contrast('#ffffff', colors[color]![shades.light]!)).toBeGreaterThanOrEqual(AA)
    expect(contrast('#ffffff', colors[color]![shades.dark]!)).toBeGreaterThanOrEqual(AA)
  })

  it.each(['light', 'dark'] as const)('dimmed text and placeholders in the %s scheme', (scheme) => {
    const variables = cssVariablesResolver(full)[scheme]
    for (const name of ['--mantine-color-dimmed', '--mantine-color-placeholder'] as const) {
      for (const background of page[scheme]) {
        const ratio = contrast(paletteColor(variables[name]!), background)
        expect(ratio, `${name} on ${background}`).toBeGreaterThanOrEqual(AA)
      }
    }
  })

  it.each(AVATAR_INITIALS_COLORS)('%s avatar initials in both schemes', (color) => {
    const palette = colors[color]!
    // Mantine's light variant: shade 9 on shade 1 (light), shade 0 on shade 9 darkened (dark).
    expect(contrast(palette[9]!, palette[1]!)).toBeGreaterThanOrEqual(AA)
    expect(contrast(palette[0]!, darken(palette[9]!, 0.5))).toBeGreaterThanOrEqual(AA)
  })
})
