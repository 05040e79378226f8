import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../e2e/chromium'

/** The Chromium the e2e journeys run in. */
export const launchChromium = () => chromium.launch(chromiumLaunchOptions)
