// The flood of bench/gateway/refused-flood.mjs, a process of its own: `rate` POSTs of `body` a
// second to `url` for `seconds`, from local address `from`, over keep-alive; sends its parent
// { sent, counts } (answers by status) once the last answers are in.
import http from 'node:http';

const [url, from, rate, seconds, body] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: 50, localAddress: from });
const counts = {};
let sent = 0;
const started = Date.now();
const total = Number(rate) * Number(seconds);
const tick = setInterval(() => {
  const due = Math.min(Math.floor(((Date.now() - started) / 1000) * Number(rate)), total);
  for (; sent < due; sent += 1) {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        counts[res.statusCode] = (counts[res.statusCode] || 0) + 1;
        res.resume();
      },
    );
    req.on('error', () => (counts.error = (counts.error || 0) + 1));
    req.end(body);
  }
  if (Date.now() - started >= Number(seconds) * 1000) {
    clearInterval(tick);
    setTimeout(() => {
      process.send({ sent, counts });
      process.exit(0);
    }, 500);
  }
}, 5);
