// The bare Hono baseline the API's throughput is compared with.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/api/health', (c) => c.json({ ok: true }));
app.get('/hello', (c) => c.json({ message: 'Hello, world!' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
