/**
 * The content security policy the web app works under: its own scripts only, emotion's injected
 * styles, images from itself and data/blob URLs (previews of chosen files), no framing.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Deployments on a plain-http LAN address must keep working: no forced upgrade.
  upgradeInsecureRequests: null,
};
