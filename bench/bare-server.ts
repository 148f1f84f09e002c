import Fastify from 'fastify';

/**
 * The reference of the catalogue bench: a bare Fastify POST route answering a small JSON body,
 * on the same machine and in the same run, so budgets compare against this machine's floor
 * rather than against absolute times.
 */
const app = Fastify({ logger: false });
app.post('/bare', async () => ({
  Status: 1,
  Data: { ok: true },
  Msg: '',
  Code: '',
  Count: 1,
  TotalCount: 1,
}));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);
