/** The port of the SMTP sink that tests-mail/ start and the mail stack's worker sends to. */
export const SMTP_SINK_PORT = Number(process.env.E2E_PORT ?? 4310) + 1;
