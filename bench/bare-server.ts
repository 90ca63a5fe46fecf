import Fastify from 'fastify';

// The reference of bench B1: a bare Fastify route answering the same bytes as the offers query.
const body = Buffer.from(process.env.BARE_BODY ?? '{}');
const app = Fastify();
app.get('/api/health', async () => ({ ok: true }));
app.post('/graphql', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
