// Asking for a password without echoing it (a terminal), or reading one line (a pipe).
import readline from 'node:readline';
import { RegistryCliError } from './registry-http.mjs';

function readLine(input) {
  return new Promise((resolve) => {
    const lines = readline.createInterface({ input, terminal: false });
    let answered = false;
    lines.once('line', (line) => {
      answered = true;
      lines.close();
      resolve(line);
    });
    lines.once('close', () => {
      if (!answered) resolve('');
    });
  });
}

/**
 * The question goes to stderr, so stdout stays the command's answer alone.
 * @param {string} question
 * @param {{ input?: any, output?: { write(text: string): unknown } }} [streams] a TTY or a readable stream
 * @returns {Promise<string>}
 */
export function promptHidden(question, { input = process.stdin, output = process.stderr } = {}) {
  output.write(question);
  if (!input.isTTY) return readLine(input);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004')
          return finish(new RegistryCliError('cancelled', { exitCode: 130 }));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.resume();
    input.on('data', onData);
  });
}
