import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

describe('configuration', () => {
  it('refuses to start in production without PUBLIC_URL, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid PUBLIC_URL="": required when NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://hr.example.com' }).PUBLIC_URL).toBe(
      'https://hr.example.com',
    );
    expect(loadConfig({ NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined();
  });

  it('checks PUBLIC_URL and METRICS_TOKEN', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'hr.example.com' })).toThrow(
      /^Invalid PUBLIC_URL="hr.example.com": must start with http/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /^Invalid METRICS_TOKEN="short": must be at least 16 characters/,
    );
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-metrics-token' }).METRICS_TOKEN).toBe(
      'a-long-enough-metrics-token',
    );
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
  });
});
