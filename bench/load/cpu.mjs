// CPU time of the stack's processes (Linux /proc), to say where a run's time goes: CPU ms per
// request per process holds on a busy machine, where latencies do not.
import fs from 'node:fs';
import os from 'node:os';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const USER_HZ = 100;

/** /proc/<pid>/stat as the command's name and the fields after it (from state, field 3), or null. */
function readStat(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command may hold spaces and parentheses: it ends at the last ')'.
    const end = stat.lastIndexOf(')');
    return { name: stat.slice(stat.indexOf('(') + 1, end), fields: stat.slice(end + 2).split(' ') };
  } catch {
    return null;
  }
}

/** Clock ticks of `fields` (readStat's) from index `from` to `to` (exclusive), in ms. */
const fieldsMs = (fields, from, to) =>
  (fields.slice(from, to).reduce((sum, field) => sum + Number(field), 0) * 1000) / USER_HZ;

/** utime + stime of a process in ms (fields 14 and 15), or null where /proc is not there. */
export function processCpuMs(pid) {
  const stat = readStat(pid);
  return stat && fieldsMs(stat.fields, 11, 13);
}

/**
 * CPU ms of every process whose command name (/proc/<pid>/comm) is `command`, with what their
 * children that ended used (cutime, cstime): all of a server's processes, e.g. PostgreSQL's
 * postmaster and its backends, including backends that came and went. Null where none runs or
 * /proc is not there.
 */
export function commandCpuMs(command) {
  let pids;
  try {
    pids = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  let total = null;
  for (const pid of pids) {
    const stat = readStat(pid); // null: gone between the listing and the read
    // utime 14, stime 15, cutime 16, cstime 17.
    if (stat?.name === command) total = (total ?? 0) + fieldsMs(stat.fields, 11, 15);
  }
  return total;
}

const selfCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Starts counting the CPU of `processes` ({ name: pid, or a function giving CPU ms so far, e.g.
 * a server's with commandCpuMs }) and of this process (the load generator); `stop(requests)`
 * returns CPU ms per request by name, null where unknown: of what was used until `freeze()`, when
 * it was called (a run's counted window ends before its last requests do).
 */
export function cpuMeter(processes) {
  const read = (source) => (typeof source === 'function' ? source() : processCpuMs(source));
  /** @returns {Record<string, number | null>} */
  const readAll = () => ({
    ...Object.fromEntries(Object.entries(processes).map(([name, source]) => [name, read(source)])),
    'load generator': selfCpuMs(),
  });
  const before = readAll();
  let frozen = null;
  return {
    freeze() {
      frozen ??= readAll();
    },
    stop(requests) {
      const after = frozen ?? readAll();
      return Object.fromEntries(
        Object.entries(before).map(([name, was]) => [
          name,
          was === null || after[name] === null ? null : (after[name] - was) / requests,
        ]),
      );
    },
  };
}

/** Requests per second the machine's cores could serve at `msPerRequest` of CPU each, nothing else running. */
export const cpuCeilingRps = (msPerRequest, cores = os.cpus().length) => (cores * 1000) / msPerRequest;
