import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
    'must start with postgres:// or postgresql://',
  ),
  ADMIN_EMAIL: z.email().default('admin@tawazun.local'),
  ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 6, 'must be at least 6 characters'),
  SEED_DEMO: flag.optional(),
  DEMO_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 6, 'must be at least 6 characters'),
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(1).max(86400).default(900),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60 * 24 * 14),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Tawazun <no-reply@tawazun.local>'),
  /** Where people open the app; every link in mail starts with it (required in production). */
  PUBLIC_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^/\s]+/.test(v),
    'must start with http:// or https://',
  ),
  /** The bearer token of GET /api/metrics; without it the route does not exist. */
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, 'must be at least 16 characters'),
  /** Behind a reverse proxy: `1` (or the number of proxies) to read the client address from X-Forwarded-For. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  CHECKPOINT_INTERVAL: z.coerce.number().int().min(1).default(60),
  /** Audit trail entries older than this many days are pruned in the background. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(730),
  CONTACT_PHONE: optionalText,
  CONTACT_EMAIL: optionalText.refine(
    (v) => v === undefined || z.email().safeParse(v).success,
    'must be an email address',
  ),
  CONTACT_ADDRESS: optionalText,
  CONTACT_MAP_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\//.test(v),
    'must start with http:// or https://',
  ),
  CONTACT_INBOX: optionalText.refine(
    (v) => v === undefined || z.email().safeParse(v).success,
    'must be an email address',
  ),
  SOCIAL_LINKEDIN: optionalText,
  SOCIAL_INSTAGRAM: optionalText,
  SOCIAL_PINTEREST: optionalText,
  SOCIAL_FACEBOOK: optionalText,
});

export type Config = z.infer<typeof configSchema> & { seedDemo: boolean; production: boolean };

/** Thrown with a one-line message naming the variable, so `npm start` fails readably. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const picked: Record<string, string | undefined> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const value = env[key];
    picked[key] = value === '' ? undefined : value;
  }
  const parsed = configSchema.safeParse(picked);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'configuration');
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(picked[name] ?? '')}: ${issue.message}`);
  }
  const production = parsed.data.NODE_ENV === 'production';
  // Without it a reset link would point wherever the server guesses it is reached.
  if (production && !parsed.data.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid PUBLIC_URL="": required when NODE_ENV=production (the address people open, used in mailed links)',
    );
  }
  return { ...parsed.data, production, seedDemo: parsed.data.SEED_DEMO ?? !production };
}
