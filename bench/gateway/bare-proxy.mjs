// The floor bench/gateway compares the gateway with: node:http forwarding and nothing else (no
// headers of its own, no log line, no checks), over a keep-alive agent, /api stripped as the
// gateway does. Run: node bare-proxy.mjs <port> <service base URL>
import http from 'node:http';

const [port, base] = [Number(process.argv[2]), new URL(process.argv[3])];
const agent = new http.Agent({ keepAlive: true });

http
  .createServer((req, res) => {
    const upstream = http.request(
      {
        hostname: base.hostname,
        port: base.port,
        method: req.method,
        path: req.url.replace(/^\/api/, ''),
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(upstream);
  })
  .listen(port, '127.0.0.1', () => process.send?.('listening'));
