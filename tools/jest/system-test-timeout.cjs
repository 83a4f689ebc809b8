// System tests (services/system-tests) start real API, worker, Redis and SMTP processes in their hooks and tests; on a
// busy machine (CI) starting them alone can pass the integration tests' 30 s. Their hooks and tests get 120 s; what
// they wait for inside keeps its own, tighter bounds (eventually's timeouts).
const SYSTEM_TEST_TIMEOUT_MS = 120_000;

if (/[\\/]services[\\/]system-tests[\\/]/.test(expect.getState().testPath ?? '')) jest.setTimeout(SYSTEM_TEST_TIMEOUT_MS);
