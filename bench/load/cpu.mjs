// CPU time of the stack's processes (Linux /proc), to say where a run's time goes: CPU ms per
// request per process holds on a busy machine, where latencies do not.
import fs from 'node:fs';
import os from 'node:os';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const USER_HZ = 100;

/** utime + stime of a process in ms, or null where /proc is not there. */
export function processCpuMs(pid) {
  try {
    // Fields after the command (which may hold spaces), counted from state (field 3): utime is 14, stime 15.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
  } catch {
    return null;
  }
}

const selfCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Starts counting the CPU of `processes` ({ name: pid }) and of this process (the load
 * generator); `stop(requests)` returns CPU ms per request by name, null where unknown.
 */
export function cpuMeter(processes) {
  const before = Object.fromEntries(
    Object.entries(processes).map(([name, pid]) => [name, processCpuMs(pid)]),
  );
  const self = selfCpuMs();
  return {
    stop(requests) {
      const perRequest = {};
      for (const [name, pid] of Object.entries(processes)) {
        const now = processCpuMs(pid);
        perRequest[name] = now === null || before[name] === null ? null : (now - before[name]) / requests;
      }
      perRequest['load generator'] = (selfCpuMs() - self) / requests;
      return perRequest;
    },
  };
}

/** Requests per second the machine's cores could serve at `msPerRequest` of CPU each, nothing else running. */
export const cpuCeilingRps = (msPerRequest, cores = os.cpus().length) => (cores * 1000) / msPerRequest;
