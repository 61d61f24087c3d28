// Traces (issue 42): main.ts imports this first, so node:http, express and pg are instrumented
// as they load (services/common/src/tracing.ts).
import { startTracing } from '@iq/service-common/src/tracing';

startTracing('order');
