import { defineModule, type Kernel } from '../module';
import { RequestLog } from './request-log.entity';
import { RequestLogResolver } from './request-log.resolver';
import { RequestLogService } from './request-log.service';

// `kobo logs`: the integration's API requests, streamed and kept 24 hours (rest/dispatch.ts records
// them; app.ts fans them out to subscribers).
export const requestLogsModule = defineModule({
  name: 'request-logs',
  entities: [RequestLog],
  services: (k: Kernel) => {
    const log = k.log.child({ component: 'request-logs' });
    const requestLogs = new RequestLogService(k.db, k.clock, log);
    const requestLogSweep = k.expirySweep({ name: 'request-log-sweep', table: 'request_logs', dueColumn: 'expires_ms' });
    return { requestLogs, requestLogSweep };
  },
  resolvers: [{ type: RequestLogResolver, make: (s) => new RequestLogResolver(s.requestLogs) }],
  // The lines still buffered are written when the node stops.
  jobs: (s) => [s.requestLogSweep, { start: () => undefined, stop: () => s.requestLogs.flush() }],
});
