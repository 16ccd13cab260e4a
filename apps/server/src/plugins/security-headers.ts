import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers for the API and the built web app. The CSP allows what the
 * Vite build needs: its own scripts, inline styles (MUI/emotion inject them),
 * data: images and fonts. Swagger UI sets its own CSP for /api/docs.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // No upgrade-insecure-requests: offices may serve it over plain HTTP on a LAN.
        },
      },
      // Cross-origin isolation would break nothing we use, but the default COEP breaks data: images in some browsers.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
