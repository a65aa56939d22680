// Imported first by the start-up (app/server/start.server.ts), before any module that loads
// React: React and other libraries pick their production or development build from NODE_ENV
// when first loaded, and the configuration's default is production (config.server.ts), so
// NODE_ENV must say so already.
process.env.NODE_ENV ??= "production";
