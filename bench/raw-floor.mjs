// The floor: a bare node:http server that runs, with pg, exactly the SQL the API ran for a call (captured by
// api-throughput.ts) and answers the rows as JSON. Whatever the API spends above this is framework, validation,
// auth and serialisation.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';

const { DATABASE_URL, PORT, CAPTURE } = process.env;
const capture = JSON.parse(readFileSync(CAPTURE, 'utf8'));
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });

// The statements the API prepares (apps/api/src/db/prepared-statements.ts) are prepared here too, under a name.
const PREPARED = '/* prepared */';
const queries = Object.fromEntries(
  Object.entries(capture).map(([url, statements]) => [
    url,
    statements.map((s, i) =>
      s.sql.startsWith(PREPARED)
        ? { name: `floor_${url.slice(1)}_${i}`, text: s.sql, values: s.parameters }
        : { text: s.sql, values: s.parameters },
    ),
  ]),
);

async function run(statements) {
  // All at once: the fastest the same work can be done on this pool.
  const results = await Promise.all(statements.map((s) => pool.query(s)));
  return results.map((r) => r.rows);
}

const server = createServer(async (req, res) => {
  const statements = queries[req.url];
  if (!statements) {
    res.writeHead(404).end();
    return;
  }
  try {
    const rows = await run(statements);
    const body = JSON.stringify({ status: true, message: 'ok', data: rows });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.listen(Number(PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
