import { Router } from 'express';
import { invalid } from '../../core/errors';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { parseJson } from '../../rest/json';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { presentTransaction } from '../transactions/transaction.presenter';
import { presentDestination, presentTerminal, presentTerminalEvent, presentVirtualTerminal } from './terminal.presenter';
import type { TerminalService } from './terminal.service';
import type { VirtualTerminalService } from './virtual-terminal.service';

// A list given as an array or as a JSON string of one (form bodies).
function listOf(input: Input, name: string): unknown {
  const v = input.raw[name];
  if (typeof v !== 'string' || !v.trim().startsWith('[')) return v;
  try {
    return parseJson(v);
  } catch {
    throw invalid(name, `${name} must be an array`);
  }
}

export function terminalRouter(terminals: TerminalService): Router {
  const r = Router();

  r.post('/terminal/commission_device', async (req, res) => {
    const terminal = await terminals.commission(ctxOf(res), Input.of(req.body).string('serial_number'));
    ok(res, 'Device commissioned successfully', presentTerminal(terminal));
  });

  r.post('/terminal/decommission_device', async (req, res) => {
    await terminals.decommission(ctxOf(res), Input.of(req.body).string('serial_number'));
    ok(res, 'Device decommissioned successfully');
  });

  // Paystack lists terminals by cursor (next / previous / per_page) only.
  r.get('/terminal', async (req, res) => {
    const input = Input.of(req.query);
    const request = pageRequest(input, 'terminal');
    const page = await terminals.list(ctxOf(res), request.mode === 'cursor' ? request : { mode: 'cursor', perPage: request.perPage });
    ok(res, 'Terminals retrieved successfully', page.items.map(presentTerminal), pageMeta(page, 'terminal'));
  });

  r.get('/terminal/:terminal_id', async (req, res) => {
    ok(res, 'Terminal retrieved successfully', presentTerminal(await terminals.get(ctxOf(res), String(req.params.terminal_id))));
  });

  r.put('/terminal/:terminal_id', async (req, res) => {
    const input = Input.of(req.body);
    await terminals.update(ctxOf(res), String(req.params.terminal_id), { name: input.string('name'), address: input.nullableString('address') });
    ok(res, 'Terminal Details updated');
  });

  r.get('/terminal/:terminal_id/presence', async (req, res) => {
    ok(res, 'Terminal status retrieved', await terminals.presence(ctxOf(res), String(req.params.terminal_id)));
  });

  r.post('/terminal/:id/event', async (req, res) => {
    const input = Input.of(req.body);
    const data = input.json('data');
    const event = await terminals.sendEvent(ctxOf(res), String(req.params.id), { type: input.string('type'), action: input.string('action'), data: data ? { id: data.id, reference: data.reference } : data });
    ok(res, 'Event sent to Terminal', { id: event.eventCode });
  });

  r.get('/terminal/:terminal_id/event/:event_id', async (req, res) => {
    const event = await terminals.event(ctxOf(res), String(req.params.terminal_id), String(req.params.event_id));
    ok(res, 'Message Status Retrieved', presentTerminalEvent(event));
  });

  return r;
}

export function virtualTerminalRouter(vts: VirtualTerminalService): Router {
  const r = Router();

  r.post('/virtual_terminal', async (req, res) => {
    const input = Input.of(req.body);
    const view = await vts.create(ctxOf(res), {
      name: input.string('name'),
      destinations: listOf(input, 'destinations'),
      splitCode: input.string('split_code'),
      metadata: input.json('metadata'),
      currency: input.string('currency'),
    });
    ok(res, 'Virtual Terminal created', presentVirtualTerminal(view.terminal, view.destinations));
  });

  r.get('/virtual_terminal', async (req, res) => {
    const input = Input.of(req.query);
    const page = await vts.list(ctxOf(res), pageRequest(input, 'virtual_terminal'));
    ok(res, 'Virtual Terminals retrieved', page.items.map((v) => presentVirtualTerminal(v)), pageMeta(page, 'virtual_terminal'));
  });

  r.get('/virtual_terminal/:code', async (req, res) => {
    const view = await vts.get(ctxOf(res), String(req.params.code));
    ok(res, 'Virtual Terminal retrieved', presentVirtualTerminal(view.terminal, view.destinations));
  });

  r.put('/virtual_terminal/:code', async (req, res) => {
    const view = await vts.update(ctxOf(res), String(req.params.code), { name: Input.of(req.body).string('name') });
    ok(res, 'Virtual Terminal updated', presentVirtualTerminal(view.terminal, view.destinations));
  });

  r.put('/virtual_terminal/:code/deactivate', async (req, res) => {
    await vts.deactivate(ctxOf(res), String(req.params.code));
    ok(res, 'Terminal set to inactive');
  });

  r.post('/virtual_terminal/:code/destination/assign', async (req, res) => {
    const added = await vts.assignDestinations(ctxOf(res), String(req.params.code), listOf(Input.of(req.body), 'destinations'));
    ok(res, 'Destinations assigned successfully', added.map((d) => presentDestination(d, true)));
  });

  r.post('/virtual_terminal/:code/destination/unassign', async (req, res) => {
    await vts.unassignDestinations(ctxOf(res), String(req.params.code), listOf(Input.of(req.body), 'targets'));
    ok(res, 'Destination deleted successfully');
  });

  r.put('/virtual_terminal/:code/split_code', async (req, res) => {
    const split = await vts.addSplitCode(ctxOf(res), String(req.params.code), Input.of(req.body).string('split_code'));
    ok(res, 'Split code assigned', split);
  });

  r.delete('/virtual_terminal/:code/split_code', async (req, res) => {
    await vts.removeSplitCode(ctxOf(res), String(req.params.code), Input.of(req.body, req.query).string('split_code'));
    ok(res, 'Split code unassigned');
  });

  // Kobo extension (test keys): a customer pays on the virtual terminal.
  r.post('/_test/virtual_terminal/:code/pay', async (req, res) => {
    const input = Input.of(req.body);
    const view = await vts.pay(ctxOf(res), String(req.params.code), {
      amount: input.amount('amount'),
      email: input.string('email'),
      reference: input.string('reference'),
      channel: input.string('channel'),
    });
    ok(res, 'Payment received', presentTransaction(view));
  });

  return r;
}
