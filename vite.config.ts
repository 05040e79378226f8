import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const apiPort = process.env.API_PORT ?? '3001'

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the dashboard supports preloads modules itself: no polyfill in the entry
    // chunk (about 0.4 KB of the sign-in page's JS).
    modulePreload: { polyfill: false },
  },
})
