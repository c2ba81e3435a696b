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
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Terminal', {
  'POST /terminal/commission_device': {
    summary: 'Commission Terminal',
    body: {
      serial_number: f.string('Device serial number: 10 to 24 letters and digits').required(),
    },
  },
  'POST /terminal/decommission_device': {
    summary: 'Decommission Terminal',
    body: {
      serial_number: f.string('Device Serial Number').required(),
    },
  },
  'GET /terminal': {
    summary: 'List Terminals',
    paged: true,
  },
  'GET /terminal/:terminal_id': {
    summary: 'Fetch Terminal',
    params: { terminal_id: 'The 8-character terminal_id (or the id)' },
  },
  'PUT /terminal/:terminal_id': {
    summary: 'Update Terminal',
    params: { terminal_id: 'The 8-character terminal_id (or the id)' },
    body: {
      name: f.string('The new name for the Terminal'),
      address: f.string('The new address for the Terminal').nullable(),
    },
  },
  'GET /terminal/:terminal_id/presence': {
    summary: 'Fetch Terminal Status',
    params: { terminal_id: 'The 8-character terminal_id (or the id)' },
  },
  'POST /terminal/:id/event': {
    summary: 'Send Event',
    params: { id: 'The terminal_id (or id) of the terminal' },
    body: {
      type: f.string('The type of event to push').oneOf('invoice', 'transaction').required(),
      action: f.string('invoice: process or view; transaction: process or print').oneOf('process', 'view', 'print').required(),
      data: f
        .object('What the action is about', { id: f.string('The invoice or transaction id').required(), reference: f.string("An invoice's offline_reference") })
        .required(),
    },
  },
  'GET /terminal/:terminal_id/event/:event_id': {
    summary: 'Fetch Event Status',
    params: { terminal_id: 'The 8-character terminal_id (or the id)', event_id: 'The ID of the event that was sent to the Terminal' },
  },
  'POST /virtual_terminal': {
    summary: 'Create Virtual Terminal',
    body: {
      name: f.string('The name of the virtual terminal').required(),
      destinations: f
        .objects('Who is notified of payments (at most 20)', {
          target: f.string('A WhatsApp number in international format').required(),
          name: f.string().required(),
        })
        .required(),
      split_code: f.string('Split code to associate with the virtual terminal'),
      metadata: f.object('Additional custom data as key-value pairs'),
      currency: f.string('Currency code; NGN by default'),
    },
  },
  'GET /virtual_terminal': {
    summary: 'List Virtual Terminals',
    paged: true,
  },
  'GET /virtual_terminal/:code': {
    summary: 'Fetch Virtual Terminal',
    params: { code: 'Code of the Virtual Terminal' },
  },
  'PUT /virtual_terminal/:code': {
    summary: 'Update Virtual Terminal',
    params: { code: 'Code of the Virtual Terminal' },
    body: {
      name: f.string('Name of the virtual terminal').required(),
    },
  },
  'PUT /virtual_terminal/:code/deactivate': {
    summary: 'Deactivate Virtual Terminal',
    params: { code: 'Code of the Virtual Terminal' },
  },
  'POST /virtual_terminal/:code/destination/assign': {
    summary: 'Assign Destination to Virtual Terminal',
    params: { code: 'Code of the Virtual Terminal' },
    body: {
      destinations: f
        .objects('Who is notified of payments (at most 20)', {
          target: f.string('A WhatsApp number in international format').required(),
          name: f.string().required(),
        })
        .required(),
    },
  },
  'POST /virtual_terminal/:code/destination/unassign': {
    summary: 'Unassign Destination from Virtual Terminal',
    params: { code: 'Code of the Virtual Terminal' },
    body: {
      targets: f.strings('Array of destination targets to unassign').required(),
    },
  },
  'PUT /virtual_terminal/:code/split_code': {
    summary: 'Add Split Code to Virtual Terminal',
    params: { code: 'Code of the Virtual Terminal' },
    body: {
      split_code: f.string('The split code to assign to the virtual terminal').required(),
    },
  },
  'DELETE /virtual_terminal/:code/split_code': {
    summary: 'Remove Split Code from Virtual Terminal',
    params: { code: 'Code of the Virtual Terminal' },
    body: {
      split_code: f.string('The split code to remove (also accepted in the query)').required(),
    },
  },
  'POST /_test/virtual_terminal/:code/pay': {
    summary: 'Test mode: a customer pays at a virtual terminal',
    params: { code: 'Code of the Virtual Terminal' },
    body: {
      amount: f.amount().required(),
      email: f.string("Customer's email address").required(),
      reference: f.string('Unique transaction reference'),
      channel: f.string('card by default').oneOf('card', 'bank_transfer'),
    },
  },
});

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
    const event = await terminals.sendEvent(ctxOf(res), String(req.params.id), {
      type: input.string('type'),
      action: input.string('action'),
      data: data ? { id: data.id, reference: data.reference } : data,
    });
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
    ok(
      res,
      'Virtual Terminals retrieved',
      page.items.map((v) => presentVirtualTerminal(v)),
      pageMeta(page, 'virtual_terminal'),
    );
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
    ok(
      res,
      'Destinations assigned successfully',
      added.map((d) => presentDestination(d, true)),
    );
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
