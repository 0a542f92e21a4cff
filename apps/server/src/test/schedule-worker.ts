/**
 * A second server process for the scheduled-job tests: the scheduler of the jobs (with the test beans) on the
 * PostgreSQL database named by the first argument, registered with a heartbeat like a server process. Prints
 * `ready` once its timers are armed; stops on SIGTERM once its runs are logged.
 */
import { ScheduleService } from '../modules/schedule/schedule.service.js';
import { systemClock } from '../platform/clock.js';
import { openPostgres } from '../platform/db.js';
import { ServerProcess } from '../platform/server-process.js';
import { registerTestBeans } from './schedule-beans.js';

const url = process.argv[2];
if (!url) throw new Error('usage: schedule-worker.ts <postgres url>');
const database = await openPostgres(url);
const serverProcess = new ServerProcess(database.db);
await serverProcess.start();
const schedule = new ScheduleService({
  db: database.db,
  clock: systemClock,
  serverProcess,
  reloadMs: 500,
  log: (error) => console.error(error),
});
registerTestBeans(schedule.beans);
await schedule.startScheduler();
console.log(`ready ${serverProcess.id}`);

process.on('SIGTERM', () => {
  void (async () => {
    await schedule.stopScheduler();
    await serverProcess.stop();
    await database.close();
    process.exit(0);
  })();
});
