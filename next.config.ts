import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and data-heavy server packages stay out of the bundle and load from node_modules.
  serverExternalPackages: ['better-sqlite3', 'ioredis', 'pino', 'zipcodes'],
};

export default nextConfig;
