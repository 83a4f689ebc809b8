// The inbox list's page read by offset (as it was) and by keyset (decision 027), on the scale fixture: the first
// page and a page about 500,000 rows deep, each explained with ANALYZE `runs` times; prints PostgreSQL's execution
// time p50 and p95. Reads only: the fixture database is never changed. Prints figures, never fails on them.
//
//   npm run bench:keyset -- [databaseUrl=postgres://postgres@127.0.0.1:5432/harbourline_scale] [runs=20]
import pg from 'pg';

const [url = 'postgres://postgres@127.0.0.1:5432/harbourline_scale', runs = '20'] = process.argv.slice(2);
const KEY = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const NEWEST_FIRST = 'order by created_at desc, id desc';
const DEPTH = 500_000;

const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows } = await client.query(`select id, ${KEY} as key from contact_enquiries ${NEWEST_FIRST} offset ${DEPTH} limit 1`);
const deep = rows[0];

/** The page reads: offset as the list read its rows (every column, 25), keyset as keysetPage reads ids and keys (26). */
const READS = {
  'offset, page 1': [`select * from contact_enquiries ${NEWEST_FIRST} limit 25 offset 0`, []],
  [`offset, ${DEPTH.toLocaleString('en')} deep`]: [`select * from contact_enquiries ${NEWEST_FIRST} limit 25 offset ${DEPTH}`, []],
  'keyset, page 1': [`select id, ${KEY} as key from contact_enquiries ${NEWEST_FIRST} limit 26`, []],
  [`keyset, ${DEPTH.toLocaleString('en')} deep`]: [
    `select id, ${KEY} as key from contact_enquiries where (created_at, id) < ($1::timestamptz, $2::uuid) ${NEWEST_FIRST} limit 26`,
    [deep.key, deep.id],
  ],
};

const at = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
for (const [name, [sql, params]] of Object.entries(READS)) {
  const times = [];
  for (let run = 0; run < Number(runs); run += 1) {
    const { rows: plan } = await client.query(`explain (analyze, format json) ${sql}`, params);
    times.push(plan[0]['QUERY PLAN'][0]['Execution Time']);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(20)} p50 ${at(times, 0.5).toFixed(2).padStart(9)} ms   p95 ${at(times, 0.95).toFixed(2).padStart(9)} ms`);
}
await client.end();
