import pino from 'pino';
import { createLogger, rawLineWriter } from '../../src/core/logger';

// The access line is written without pino's object walk; it must still be the line pino would
// have written, key for key, so log shippers see no difference.
describe('rawLineWriter', () => {
  const sink = () => {
    const lines: string[] = [];
    return { lines, stream: { write: (s: string) => void lines.push(s) } };
  };
  const withoutTime = (line: string) => line.replace(/,"time":\d+/, '');

  it('writes the line pino writes for the same fields, in the same order', () => {
    const { lines, stream } = sink();
    const log = createLogger('info', stream).child({ node: 'a' });
    rawLineWriter(log, 'request')(',"req_id":"r-1","integration":7,"domain":"test","method":"GET","route":"/x/:id","status":200,"ms":1.5');
    log.info({ req_id: 'r-1', integration: 7, domain: 'test', method: 'GET', route: '/x/:id', status: 200, ms: 1.5 }, 'request');
    expect(lines).toHaveLength(2);
    expect(withoutTime(lines[0]!)).toBe(withoutTime(lines[1]!));
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, time: expect.any(Number), service: 'kobo', node: 'a', msg: 'request', status: 200 });
  });

  it('writes nothing below the logger level', () => {
    const { lines, stream } = sink();
    rawLineWriter(createLogger('warn', stream), 'request')(',"status":200');
    expect(lines).toEqual([]);
  });

  it('goes through pino for a destination that wants its metadata', () => {
    const { lines, stream } = sink();
    const log = pino({ level: 'info' }, pino.multistream([{ level: 'info', stream }]));
    rawLineWriter(log, 'request')(',"status":201');
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, msg: 'request', status: 201 });
  });
});

describe('stdout with buffered access lines', () => {
  it('writes access lines after a pause, other lines at once, in the order they were logged, the last ones at exit', () => {
    const script = `
      const { createLogger, rawLineWriter } = require('./src/core/logger');
      const log = createLogger('info');
      const access = rawLineWriter(log, 'request');
      access(',"n":1');
      access(',"n":2');
      log.info({ n: 3 }, 'other');
      access(',"n":4');
      setTimeout(() => { access(',"n":5'); log.warn({ n: 6 }, 'other'); access(',"n":7'); }, 120);
    `;
    const out = require('node:child_process').execFileSync(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', script], {
      cwd: `${__dirname}/../..`,
      encoding: 'utf8',
    });
    expect(
      out
        .trim()
        .split('\n')
        .map((l: string) => JSON.parse(l).n),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
