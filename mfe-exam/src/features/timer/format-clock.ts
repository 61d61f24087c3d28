// One clock format, shared with the gateway's first view (issue 38).
export { formatClock } from '@iq/contracts';
