import { z } from 'zod'

/** How the API uses PostgreSQL unless told otherwise (Config's pgParallelWorkers, pgPoolSize). */
export const POSTGRES_DEFAULTS = { parallelWorkers: 0, poolSize: 4 }

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  TOKEN_TTL_DAYS: z.coerce.number().positive().max(3650).default(30),
  TOKEN_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  CORS_ORIGINS: z.string().default(''),
  LOG_REQUESTS: z.enum(['0', '1']).default('1'),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  METRICS_TOKEN: z.string().default(''),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(10),
  EVENTS_KEEPALIVE_SECONDS: z.coerce.number().min(0.01).max(25).default(20),
  EVENTS_SEND_BUFFER_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(8 * 1024 * 1024),
  NOTIFY_INTERVAL_SECONDS: z.coerce.number().min(1).max(86_400).default(60),
  SMTP_URL: z
    .string()
    .default('')
    .refine((url) => url === '' || /^smtps?:\/\//.test(url), 'smtp://user:pass@host:port'),
  SMTP_FROM: z.string().default('Staffing admin <no-reply@localhost>'),
  PUBLIC_URL: z
    .string()
    .default('')
    .refine((url) => url === '' || /^https?:\/\//.test(url), 'an http(s):// address'),
  MARGIN_WARNING_PERCENT: z.coerce.number().min(0).max(100).default(10),
  COUNT_LIMIT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1000).max(1_000_000_000).optional(),
  ),
  TLS_CERT_FILE: z.string().default(''),
  TLS_KEY_FILE: z.string().default(''),
  PG_PARALLEL_WORKERS: z.coerce
    .number()
    .int()
    .min(0)
    .max(64)
    .default(POSTGRES_DEFAULTS.parallelWorkers),
  PG_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(POSTGRES_DEFAULTS.poolSize),
})

export interface Config {
  port: number
  host: string
  /** undefined: an in-memory database (DATA_DIR=memory:), gone when the process ends. */
  dataDir: string | undefined
  databaseUrl: string | undefined
  seedDemo: boolean
  tokenTtlDays: number
  /** How long a process trusts a token it has checked; 0 checks the database on every request. */
  tokenCacheSeconds: number
  corsOrigins: string[]
  logRequests: boolean
  /** Behind a reverse proxy: the client address is the last one in X-Forwarded-For. */
  trustProxy: boolean
  /** The bearer token `GET /metrics` wants; undefined: metrics are off (404). */
  metricsToken: string | undefined
  /** How long a stopping server waits for the requests in flight. */
  shutdownTimeoutSeconds: number
  /**
   * A searched or filtered list counts its matches up to this many, then answers this total with
   * `total_is_exact: false`; undefined: every total is exact.
   */
  countLimit: number | undefined
  /** A contract whose margin is below this percent of its client price is flagged as thin. */
  marginWarningPercent: number
  /** How often an event stream with nothing to say sends `: keep-alive` (at most 25 s). */
  eventsKeepAliveSeconds: number
  /**
   * How many bytes an event stream may have waiting for a client that does not read them: past
   * that the stream ends, and the client replays what it missed when it reconnects. More than a
   * whole replay (REPLAY_MOST events, about 3 MB) by default.
   */
  eventsSendBufferBytes: number
  /** How often the notification schedule runs (server/notify), in each process; one does the work. */
  notifyIntervalSeconds: number
  /** Where e-mail goes out (`smtp://user:pass@host:port`); undefined: no e-mail is sent. */
  smtpUrl: string | undefined
  /** The sender of the notification e-mails. */
  smtpFrom: string
  /** The dashboard's address as people open it, for the links in e-mail (no trailing slash). */
  publicUrl: string
  /**
   * PEM files of a certificate and its key: the server then speaks HTTPS, HTTP/2 to the clients
   * that offer it (every browser) and HTTP/1.1 to the rest. undefined: plain HTTP/1.1.
   */
  tls: { certFile: string; keyFile: string } | undefined
  /**
   * On PostgreSQL, how many parallel workers one of the API's queries may add
   * (`max_parallel_workers_per_gather` on its connections). 0 by default: the API runs many short
   * queries at once, and on a small server the workers of a few big ones (a summary, a group, a
   * two-letter search) crowd out the rest (see the README's benchmarks).
   */
  pgParallelWorkers: number
  /**
   * On PostgreSQL, how many connections each API process keeps: at most this many of its queries
   * run at once, the rest wait their turn in the process. 4 by default: three processes of ten
   * each kept 30 queries running on a database server of two cores, and the steady load's p50
   * went from about 20 ms to seconds (see the README's benchmarks).
   */
  pgPoolSize: number
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`)
  }
  const e = parsed.data
  if (!e.TLS_CERT_FILE !== !e.TLS_KEY_FILE) {
    const missing = e.TLS_CERT_FILE ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE'
    throw new Error(`Invalid environment:\n  ${missing}: needed with the other TLS_ file`)
  }
  const tls = e.TLS_CERT_FILE ? { certFile: e.TLS_CERT_FILE, keyFile: e.TLS_KEY_FILE } : undefined
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR === 'memory:' ? undefined : e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    seedDemo: e.SEED_DEMO === '1',
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    tokenCacheSeconds: e.TOKEN_CACHE_SECONDS,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    logRequests: e.LOG_REQUESTS === '1',
    trustProxy: e.TRUST_PROXY === '1',
    metricsToken: e.METRICS_TOKEN || undefined,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    countLimit: e.COUNT_LIMIT,
    marginWarningPercent: e.MARGIN_WARNING_PERCENT,
    eventsKeepAliveSeconds: e.EVENTS_KEEPALIVE_SECONDS,
    eventsSendBufferBytes: e.EVENTS_SEND_BUFFER_BYTES,
    notifyIntervalSeconds: e.NOTIFY_INTERVAL_SECONDS,
    smtpUrl: e.SMTP_URL || undefined,
    smtpFrom: e.SMTP_FROM,
    publicUrl: (e.PUBLIC_URL || `${tls ? 'https' : 'http'}://localhost:${e.PORT}`).replace(
      /\/+$/,
      '',
    ),
    tls,
    pgParallelWorkers: e.PG_PARALLEL_WORKERS,
    pgPoolSize: e.PG_POOL_SIZE,
  }
}
