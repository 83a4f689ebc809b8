// A newsletter campaign to N confirmed subscribers through the real API and worker processes and a local SMTP sink:
// the time, the achieved rate and how many mails each recipient got (min, max, duplicates, missing); then a second
// campaign to the same subscribers while the worker is killed (SIGKILL) twice mid-send. Prints figures, never fails
// on them.
//
//   npm run bench:campaign -- [recipients=10000] [ratePerMinute=60000]
//
// Runs the API and the worker from source (as npm run dev does). Needs PostgreSQL (TEST_DATABASE_ADMIN_URL) and Redis
// (REDIS_URL); makes its own database and Redis key prefix and removes them at the end.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { workspaceRoot } from './lib/environment.mjs';
import { startService, stopServices } from './lib/processes.mjs';
import { requireTypeScript } from './lib/typescript.mjs';

const require = createRequire(import.meta.url);
const { createMigratedDatabase, deleteRedisKeys, dropDatabase } = requireTypeScript('tools/jest/test-database.cjs');
const { Client } = require('pg');
const { startSmtpSink } = requireTypeScript('services/core/src/testing/smtp-sink.ts');

const RECIPIENTS = Number(process.argv[2] ?? 10_000);
const RATE_PER_MINUTE = Number(process.argv[3] ?? 60_000);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `hl-bench-campaign-${process.pid}`;
const TOKEN_SECRET = randomBytes(32).toString('base64url');
const ADMIN = { email: 'bench@harbourline.test', password: 'Bench-campaign-password-1', username: 'bench' };
const PORT = 3900 + (process.pid % 90);
const BASE_URL = `http://127.0.0.1:${PORT}`;

function serviceEnv(databaseUrl, smtpUrl) {
  return {
    ...process.env,
    // As the system tests run them (production would also ask for TOTP and other secrets a bench has no use for).
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE_URL,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    NEWSLETTER_TOKEN_SECRET: TOKEN_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_USERNAME: ADMIN.username,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Harbourline <hello@harbourline.test>',
    CAMPAIGN_RATE_PER_MINUTE: String(RATE_PER_MINUTE),
    WORKER_QUEUES: 'notifications,campaigns',
    WORKER_CONCURRENCY: '4',
    // A killed worker's mail is taken over within seconds.
    WORKER_LOCK_DURATION_MS: '5000',
    WORKER_STALLED_INTERVAL_MS: '1000',
    RECONCILE_INTERVAL_MS: '5000',
    SWC_NODE_PROJECT: process.env.SWC_NODE_PROJECT,
  };
}

function start(name, entry, env) {
  return startService(name, process.execPath, ['-r', '@swc-node/register', path.join(workspaceRoot, entry)], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    onExit: (service, code) => code !== 'SIGKILL' && console.error(`${service} stopped (${code})`),
  });
}

async function until(check, what, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** N confirmed subscribers, with unsubscribe links signed as the API signs them. */
async function seedSubscribers(database) {
  for (let offset = 0; offset < RECIPIENTS; offset += 5000) {
    const batch = Array.from({ length: Math.min(5000, RECIPIENTS - offset) }, (_unused, index) => {
      const id = randomUUID();
      const signature = createHmac('sha256', TOKEN_SECRET).update(`newsletter-unsubscribe\n${id}`).digest('base64url');
      return { id, email: `reader-${offset + index}@example.sg`, url: `${BASE_URL}/newsletter/unsubscribe?token=${id}.${signature}` };
    });
    await database.query(
      `insert into newsletter_subscribers (id, email, consented_at, client_address, confirmed_at, unsubscribe_url, created_at, updated_at)
       select s.id, s.email, now() - interval '1 day', '192.0.2.1', now() - interval '1 hour', s.url, now(), now()
         from unnest($1::uuid[], $2::text[], $3::text[]) as s(id, email, url)`,
      [batch.map((row) => row.id), batch.map((row) => row.email), batch.map((row) => row.url)],
    );
  }
}

async function signIn() {
  const answer = await fetch(`${BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (answer.status !== 200) throw new Error(`Sign-in answered ${answer.status}`);
  return answer.headers.get('set-cookie').split(';')[0];
}

async function post(cookie, pathname, body) {
  const answer = await fetch(`${BASE_URL}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL, cookie },
    body: JSON.stringify(body),
  });
  if (answer.status >= 300) throw new Error(`${pathname} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

/** Prepares and sends a campaign through the API; answers its id and subject. */
async function sendCampaign(database, cookie) {
  const subject = `Harbourline letter ${randomUUID().slice(0, 8)}`;
  const { rows } = await database.query(
    `insert into content_drafts (title, content, content_type, status, tags, is_automated)
     values ($1, '<p>What changed for landlords this month.</p>', 'newsletter', 'approved', '[]', false) returning id`,
    [subject],
  );
  const campaign = await post(cookie, '/api/admin/campaigns', { draftId: rows[0].id });
  await post(cookie, `/api/admin/campaigns/${campaign.id}/send`, {});
  return { id: campaign.id, subject };
}

async function campaignState(database, id) {
  const { rows } = await database.query(
    `select c.status, count(*) filter (where m.status = 'sent')::int as sent, count(*) filter (where m.status in ('pending', 'sending'))::int as queued,
            count(*) filter (where m.status = 'failed')::int as failed
       from campaigns c left join outbound_mails m on m.campaign_id = c.id and m.kind = 'campaign' where c.id = $1 group by c.status`,
    [id],
  );
  return rows[0];
}

function report(title, sink, subject, seconds, state) {
  const mails = sink.received.filter((mail) => mail.raw.includes(`Subject: ${subject}`));
  const perRecipient = new Map();
  for (const mail of mails) for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
  const counts = [...perRecipient.values()];
  const times = mails.map((mail) => mail.receivedAt).sort((a, b) => a - b);
  const spanMinutes = times.length > 1 ? (times.at(-1) - times[0]) / 60_000 : 0;
  console.log(`\n${title}`);
  console.log(`  recipients:              ${RECIPIENTS}`);
  console.log(`  time (send to last mail): ${seconds.toFixed(1)} s`);
  console.log(`  achieved rate:           ${spanMinutes ? (mails.length / spanMinutes).toFixed(0) : '-'} mails/min (asked ${RATE_PER_MINUTE}/min)`);
  console.log(`  mails received:          ${mails.length}`);
  console.log(`  per recipient:           min ${perRecipient.size < RECIPIENTS ? 0 : Math.min(...counts)}, max ${Math.max(0, ...counts)}`);
  console.log(`  duplicates:              ${counts.filter((count) => count > 1).length} recipients`);
  console.log(`  missing:                 ${RECIPIENTS - perRecipient.size} recipients`);
  console.log(
    `  outbox:                  ${state.sent} sent, ${state.failed} failed (interrupted mid-send, never resent), ${state.queued} queued; campaign ${state.status}`,
  );
}

async function runCampaign(title, database, sink, cookie, workerEnv, kills) {
  console.log(`\n${title} starting a worker...`);
  let worker = start('Worker', 'services/worker/src/main.ts', workerEnv);
  await until(
    async () => {
      const ready = await (await fetch(`${BASE_URL}/api/ready`)).json();
      return ready.checks?.workers?.queues?.campaigns >= 1;
    },
    'a worker on the campaigns queue',
    60_000,
  );
  const started = performance.now();
  const campaign = await sendCampaign(database, cookie);
  const received = () => sink.received.filter((mail) => mail.raw.includes(`Subject: ${campaign.subject}`)).length;
  for (const share of kills) {
    await until(() => received() >= RECIPIENTS * share, `${share * 100}% sent`, 3_600_000);
    worker.kill('SIGKILL');
    console.log(`  killed the worker (SIGKILL) at ${received()} mails received`);
    worker = start('Worker', 'services/worker/src/main.ts', workerEnv);
  }
  let state;
  await until(
    async () => {
      state = await campaignState(database, campaign.id);
      return state.status === 'sent';
    },
    'the campaign to be sent',
    3_600_000,
  );
  const seconds = (performance.now() - started) / 1000;
  report(title, sink, campaign.subject, seconds, state);
  return worker;
}

async function main() {
  const sink = await startSmtpSink();
  const database = await createMigratedDatabase('harbourline_bench_campaign');
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    const env = serviceEnv(database.url, sink.url);
    console.log(`Seeding ${RECIPIENTS} confirmed subscribers...`);
    await seedSubscribers(client);
    start('API', 'services/api/src/main.ts', env);
    await until(async () => (await fetch(`${BASE_URL}/api/health`)).ok, 'the API');
    const cookie = await signIn();
    const worker = await runCampaign('Campaign, one worker:', client, sink, cookie, env, []);
    worker.stopping = true;
    worker.kill('SIGTERM');
    await runCampaign('Campaign, the worker killed twice mid-send:', client, sink, cookie, env, [1 / 3, 2 / 3]);
  } finally {
    await client.end();
    await stopServices();
    await sink.close();
    await dropDatabase(database.name);
    await deleteRedisKeys(REDIS_URL, REDIS_PREFIX);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
