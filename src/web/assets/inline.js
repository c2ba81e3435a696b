/* Kobo inline checkout: Paystack's inline.js API (v1 PaystackPop.setup(...).openIframe() and v2
   new PaystackPop().newTransaction / resumeTransaction) over Kobo's hosted checkout page, shown in
   an iframe. Only the PUBLIC key is used here. */
(function (global) {
  'use strict';
  var script = document.currentScript;
  var BASE = script && script.src ? new URL(script.src).origin : global.location.origin;
  // The form the script tag sits in: without a callback, a successful payment adds the reference
  // to it as a hidden field and submits it (Paystack's documented fallback).
  var parentForm = script && script.closest ? script.closest('form') : null;

  function submitParent(response) {
    if (!parentForm) return;
    var field = parentForm.querySelector('input[name=reference]');
    if (!field) {
      field = document.createElement('input');
      field.type = 'hidden';
      field.name = 'reference';
      parentForm.appendChild(field);
    }
    field.value = response.reference;
    // The prototype method: a field named "submit" would shadow form.submit.
    global.HTMLFormElement.prototype.submit.call(parentForm);
  }

  function initialize(opts) {
    var body = {
      key: opts.key, email: opts.email, amount: opts.amount, reference: opts.ref || opts.reference,
      currency: opts.currency, metadata: opts.metadata, channels: opts.channels, plan: opts.plan || opts.planCode,
      invoice_limit: opts.invoice_limit, quantity: opts.quantity, subaccount: opts.subaccount || opts.subaccountCode,
      transaction_charge: opts.transaction_charge, bearer: opts.bearer,
      first_name: opts.firstname || opts.firstName, last_name: opts.lastname || opts.lastName
    };
    // A text/plain body keeps this a simple cross-origin request (no preflight); Kobo reads it as JSON.
    return fetch(BASE + '/checkout/inline/initialize', { method: 'POST', body: JSON.stringify(body) })
      .then(function (res) { return res.json(); })
      .then(function (reply) {
        if (!reply.status) throw new Error(reply.message || 'Could not start the payment');
        return reply.data;
      });
  }

  function open(accessCode, handlers) {
    var overlay = document.createElement('div');
    overlay.setAttribute('data-kobo-inline', '');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center';
    var frame = document.createElement('iframe');
    frame.src = BASE + '/checkout/' + encodeURIComponent(accessCode) + '?embed=1';
    frame.title = 'Payment';
    frame.style.cssText = 'width:100%;max-width:30rem;height:100%;max-height:44rem;border:0;border-radius:.75rem;background:#fff';
    frame.setAttribute('allow', 'payment');
    var closer = document.createElement('button');
    closer.type = 'button';
    closer.setAttribute('aria-label', 'Close payment');
    closer.textContent = '\u00d7';
    closer.style.cssText = 'position:absolute;top:.5rem;right:.75rem;width:2.5rem;height:2.5rem;border:0;border-radius:50%;background:#fff;font-size:1.5rem;cursor:pointer';
    closer.addEventListener('click', function () {
      close();
      if (handlers.onCancel) handlers.onCancel();
    });
    // The embed variant (`container`: the id of an element on the page) fills that element instead
    // of covering the page.
    var host = handlers.container ? document.getElementById(handlers.container) : null;
    if (host) {
      overlay.style.cssText = 'width:100%';
      frame.style.cssText = 'width:100%;height:44rem;border:0;background:#fff';
      overlay.appendChild(frame);
    } else {
      overlay.appendChild(frame);
      overlay.appendChild(closer);
    }
    function close() {
      global.removeEventListener('message', onMessage);
      if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
    }
    function onMessage(event) {
      if (event.origin !== BASE || event.source !== frame.contentWindow || !event.data || typeof event.data.type !== 'string') return;
      if (event.data.type === 'kobo:success') {
        close();
        var ref = event.data.reference;
        if (handlers.onSuccess) handlers.onSuccess({ reference: ref, trxref: ref, trans: String(event.data.transaction || ''), transaction: String(event.data.transaction || ''), status: 'success', message: 'Approved' });
      } else if (event.data.type === 'kobo:close') {
        close();
        if (handlers.onCancel) handlers.onCancel();
      }
    }
    global.addEventListener('message', onMessage);
    (host || document.body || document.documentElement).appendChild(overlay);
    if (handlers.onLoad) handlers.onLoad({ id: accessCode, accessCode: accessCode });
    return { close: close };
  }

  function fail(handlers, err) {
    if (handlers.onError) handlers.onError({ message: err && err.message ? err.message : String(err) });
    else if (global.console) global.console.error('Kobo inline:', err);
  }

  function PaystackPop() {
    if (!(this instanceof PaystackPop)) return new PaystackPop();
  }
  // v2
  PaystackPop.prototype.newTransaction = function (opts) {
    var handlers = { onSuccess: opts.onSuccess || opts.callback, onCancel: opts.onCancel || opts.onClose, onLoad: opts.onLoad, onError: opts.onError, container: opts.container };
    initialize(opts).then(function (data) { open(data.access_code, handlers); }, function (err) { fail(handlers, err); });
  };
  PaystackPop.prototype.checkout = PaystackPop.prototype.newTransaction;
  PaystackPop.prototype.resumeTransaction = function (accessCode, callbacks) {
    callbacks = callbacks || {};
    return open(accessCode, { onSuccess: callbacks.onSuccess, onCancel: callbacks.onCancel, onLoad: callbacks.onLoad });
  };
  // v1
  PaystackPop.setup = function (opts) {
    var handlers = { onSuccess: opts.callback || submitParent, onCancel: opts.onClose, onError: opts.onError, container: opts.container };
    return { openIframe: function () { initialize(opts).then(function (data) { open(data.access_code, handlers); }, function (err) { fail(handlers, err); }); } };
  };
  global.PaystackPop = PaystackPop;

  // The script-tag form: <form action=…><script src=".../inline.js" data-key data-email data-amount
  // [data-ref data-currency data-custom-button]></script></form> gets a pay button (or uses the one
  // named by data-custom-button); success submits the form with the reference.
  if (script && script.getAttribute('data-key') && parentForm) {
    var data = function (name) { return script.getAttribute('data-' + name) || undefined; };
    var start = function (event) {
      if (event) event.preventDefault();
      var metadata;
      try { metadata = data('metadata') ? JSON.parse(data('metadata')) : undefined; } catch (e) { metadata = undefined; }
      PaystackPop.setup({
        key: data('key'), email: data('email'), amount: data('amount'), ref: data('ref'), currency: data('currency'),
        plan: data('plan'), quantity: data('quantity'), subaccount: data('subaccount'), metadata: metadata,
        firstname: data('firstname'), lastname: data('lastname')
      }).openIframe();
    };
    var custom = data('custom-button') && document.getElementById(data('custom-button'));
    var button = custom || document.createElement('button');
    if (!custom) {
      button.type = 'button';
      button.textContent = 'Pay';
      script.parentNode.insertBefore(button, script.nextSibling);
    }
    button.addEventListener('click', start);
  }
})(window);
