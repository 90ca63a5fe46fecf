import Fastify from 'fastify';
import { webRoutes } from '../../apps/server/src/http/web-routes.ts';

// The floor of bench B6: the bare page served by the same web routes as the app (precompressed
// files with their content-encoding, hashed assets immutable, HTML revalidated), nothing else.
const app = Fastify();
app.get('/api/health', async () => ({ ok: true }));
app.register(webRoutes, { root: process.env.FLOOR_ROOT as string });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
