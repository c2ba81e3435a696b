// Kobo drop-in for @paystack/inline-js. Generated from src/web/assets/paystack-pop.js by `npm run inline-js:emit`: do not edit.
'use strict';
/* Kobo's PaystackPop: Paystack's InlineJS API over Kobo's hosted checkout page, shown in an iframe.
   v2: new PaystackPop() with newTransaction, checkout, resumeTransaction, preloadTransaction,
   cancelTransaction, isLoaded and paymentRequest; v1: PaystackPop.setup({...}).openIframe().
   One source, served three ways (src/web/inline-scripts.ts): the classic script /inline.js, and
   the ES module and CommonJS drop-ins for the npm package @paystack/inline-js (clients/inline-js).
   Only the PUBLIC key is used here.

   The checkout page, embedded (`?embed=1`), tells this script what happened by postMessage:
   kobo:load (shown, with the transaction's id and customer), kobo:success, kobo:close (the payer
   cancelled on the page) and kobo:error (the link cannot be paid). */
/* exported koboPaystackPop */
function koboPaystackPop(global, defaultBase) {
  'use strict';
  var doc = global && global.document;
  var count = 0;

  // Where Kobo is: the `koboUrl` option, else where this script came from (the classic script's
  // src, the served module's URL), else `window.KOBO_URL` (a bundled copy knows no address).
  function baseOf(opts) {
    var url = (opts && opts.koboUrl) || defaultBase || (global && global.KOBO_URL);
    if (!url) throw new Error('Kobo URL unknown: set window.KOBO_URL (or the koboUrl option) to the address of your Kobo server');
    return String(url).replace(/\/+$/, '');
  }

  function pick(opts, names) {
    for (var i = 0; i < names.length; i++) if (opts[names[i]] !== undefined && opts[names[i]] !== null && opts[names[i]] !== '') return opts[names[i]];
    return undefined;
  }

  // Paystack's option names, v2 (camelCase) and v1 (snake_case), as the initialize call takes them.
  function initialize(opts) {
    var body = {
      key: opts.key,
      email: opts.email,
      amount: opts.amount,
      reference: pick(opts, ['reference', 'ref']),
      currency: opts.currency,
      metadata: opts.metadata,
      channels: opts.channels,
      plan: pick(opts, ['planCode', 'plan']),
      invoice_limit: pick(opts, ['invoice_limit', 'invoiceLimit']),
      quantity: opts.quantity,
      subaccount: pick(opts, ['subaccountCode', 'subaccount']),
      split_code: pick(opts, ['split_code', 'splitCode']),
      transaction_charge: pick(opts, ['transactionCharge', 'transaction_charge']),
      bearer: opts.bearer,
      first_name: pick(opts, ['firstName', 'firstname', 'first_name']),
      last_name: pick(opts, ['lastName', 'lastname', 'last_name']),
      phone: opts.phone,
    };
    var base;
    try {
      base = baseOf(opts);
    } catch (err) {
      return Promise.reject(err);
    }
    // A text/plain body keeps this a simple cross-origin request (no preflight); Kobo reads it as JSON.
    return global
      .fetch(base + '/checkout/inline/initialize', { method: 'POST', body: JSON.stringify(body) })
      .then(function (res) {
        return res.json();
      })
      .then(function (reply) {
        if (!reply.status) throw new Error(reply.message || 'Could not start the payment');
        return reply.data;
      });
  }

  function call(fn, arg) {
    if (typeof fn !== 'function') return;
    try {
      fn(arg);
    } catch (err) {
      if (global.console) global.console.error(err);
    }
  }

  // The transaction object newTransaction and its siblings hand back: `id` names it to
  // cancelTransaction; the rest fills in as the payment goes.
  function PopupTransaction() {
    this.id = 'kobo_' + ++count + '_' + Date.now().toString(36);
    this.status = 'pending'; // → loaded → success | cancelled | error
    this.accessCode = null;
    this.reference = null;
    this.response = null;
  }
  PopupTransaction.prototype.getStatus = function () {
    return { id: this.id, status: this.status, accessCode: this.accessCode, reference: this.reference, response: this.response };
  };

  // One checkout in one iframe, from start (initialize, or an access code) to an outcome.
  function createSession(opts, handlers, show) {
    var s = {
      tx: new PopupTransaction(),
      opts: opts,
      handlers: handlers,
      shown: !!show,
      loaded: false,
      ended: false,
      overlay: null,
      frame: null,
      loadInfo: null,
      onMessage: null,
      returnFocus: null,
      inert: null,
      ready: null,
    };

    s.start = function (accessCode) {
      if (accessCode) {
        s.tx.accessCode = accessCode;
        s.ready = Promise.resolve(s.tx);
        s.mount();
        return s.ready;
      }
      s.ready = initialize(s.opts).then(
        function (data) {
          if (s.ended) return s.tx;
          s.tx.accessCode = data.access_code;
          s.tx.reference = data.reference;
          s.mount();
          return s.tx;
        },
        function (err) {
          s.fail(err && err.message ? err.message : String(err));
          throw err;
        },
      );
      return s.ready;
    };

    s.mount = function () {
      var base = baseOf(s.opts);
      var origin = new URL(base).origin;
      var host = s.handlers.container ? doc.getElementById(s.handlers.container) : null;
      var overlay = doc.createElement('div');
      overlay.setAttribute('data-kobo-inline', s.tx.id);
      var frame = doc.createElement('iframe');
      frame.src = base + '/checkout/' + encodeURIComponent(s.tx.accessCode) + '?embed=1';
      frame.title = 'Payment';
      frame.setAttribute('allow', 'payment');
      if (host) {
        // The embed variant (`container`: the id of an element on the page) fills that element
        // instead of covering the page.
        overlay.style.cssText = 'width:100%';
        frame.style.cssText = 'display:block;width:100%;height:44rem;border:0;background:#fff';
        overlay.appendChild(frame);
      } else {
        overlay.setAttribute('role', 'dialog');
        overlay.setAttribute('aria-modal', 'true');
        overlay.setAttribute('aria-label', 'Payment');
        overlay.style.cssText =
          'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.55);display:flex;flex-direction:column;align-items:center;justify-content:center;padding:.5rem;box-sizing:border-box';
        var bar = doc.createElement('div');
        bar.style.cssText = 'width:100%;max-width:30rem;display:flex;justify-content:flex-end;margin-bottom:.5rem';
        var closer = doc.createElement('button');
        closer.type = 'button';
        closer.setAttribute('aria-label', 'Close payment');
        closer.textContent = '\u00d7';
        closer.style.cssText =
          'width:2.75rem;height:2.75rem;border:0;border-radius:50%;background:#fff;color:#111;font-size:1.5rem;line-height:1;cursor:pointer';
        closer.addEventListener('click', function () {
          s.cancel();
        });
        bar.appendChild(closer);
        frame.style.cssText = 'display:block;width:100%;max-width:30rem;height:100%;max-height:44rem;border:0;border-radius:.75rem;background:#fff';
        overlay.appendChild(bar);
        overlay.appendChild(frame);
        overlay.addEventListener('keydown', function (event) {
          if (event.key === 'Escape') s.cancel();
        });
      }
      if (!s.shown) overlay.style.display = 'none';
      s.onMessage = function (event) {
        if (event.origin !== origin || event.source !== frame.contentWindow || !event.data || typeof event.data.type !== 'string') return;
        s.receive(event.data);
      };
      global.addEventListener('message', s.onMessage);
      s.overlay = overlay;
      s.frame = frame;
      (host || doc.body || doc.documentElement).appendChild(overlay);
      if (s.shown) s.focus();
    };

    s.receive = function (data) {
      if (s.ended) return;
      if (data.type === 'kobo:load') {
        if (s.loaded) return;
        s.loaded = true;
        if (s.tx.status === 'pending') s.tx.status = 'loaded';
        s.tx.reference = data.reference || s.tx.reference;
        s.loadInfo = { id: Number(data.transaction), customer: data.customer || {}, accessCode: s.tx.accessCode };
        if (s.shown) call(s.handlers.onLoad, s.loadInfo);
      } else if (data.type === 'kobo:success') {
        var id = String(data.transaction || '');
        var response = {
          id: Number(id),
          reference: data.reference,
          trxref: data.reference,
          trans: id,
          transaction: id,
          status: 'success',
          message: 'Approved',
        };
        s.tx.status = 'success';
        s.tx.response = response;
        s.close();
        call(s.handlers.onSuccess, response);
      } else if (data.type === 'kobo:close') {
        s.cancel();
      } else if (data.type === 'kobo:error') {
        // The page says why (a spent or unknown link) and stays, for the payer to read and close.
        s.tx.status = 'error';
        call(s.handlers.onError, { message: data.message || 'The transaction could not be loaded' });
      }
    };

    s.show = function () {
      if (s.ended || s.shown) return;
      s.shown = true;
      if (!s.overlay) return; // still initializing: mount() shows it
      s.overlay.style.display = s.handlers.container ? '' : 'flex';
      s.focus();
      if (s.loaded) call(s.handlers.onLoad, s.loadInfo);
    };

    // Keyboard users land in the checkout, and go back where they were when it closes. Over the
    // page (a modal dialog), the page behind is inert meanwhile: Tab stays in the popup.
    s.focus = function () {
      if (!s.returnFocus && doc.activeElement && doc.activeElement !== doc.body) s.returnFocus = doc.activeElement;
      if (!s.handlers.container && !s.inert && doc.body) {
        s.inert = [];
        for (var i = 0; i < doc.body.children.length; i++) {
          var el = doc.body.children[i];
          if (el !== s.overlay && !el.inert) {
            el.inert = true;
            s.inert.push(el);
          }
        }
      }
      if (s.frame) s.frame.focus();
    };

    s.close = function () {
      s.ended = true;
      if (s.onMessage) global.removeEventListener('message', s.onMessage);
      if (s.overlay && s.overlay.parentNode) s.overlay.parentNode.removeChild(s.overlay);
      (s.inert || []).forEach(function (el) {
        el.inert = false;
      });
      if (s.returnFocus && s.returnFocus.focus) s.returnFocus.focus();
    };

    // Closing the popup (its close button, Escape, cancelTransaction, the page's own cancel) leaves
    // the transaction as it is: resumeTransaction can open it again, as on Paystack.
    s.cancel = function () {
      if (s.ended) return;
      s.tx.status = 'cancelled';
      s.close();
      call(s.handlers.onCancel);
    };

    s.fail = function (message) {
      if (s.ended) return;
      s.tx.status = 'error';
      s.close();
      if (s.handlers.onError) call(s.handlers.onError, { message: message });
      else if (global.console) global.console.error('Kobo inline: ' + message);
    };

    return s;
  }

  function handlersOf(opts) {
    return {
      onSuccess: opts.onSuccess || opts.callback,
      onCancel: opts.onCancel || opts.onClose,
      onLoad: opts.onLoad,
      onError: opts.onError,
      container: opts.container,
    };
  }

  function PaystackPop() {
    if (!(this instanceof PaystackPop)) return new PaystackPop();
    this._sessions = {};
    this._latest = null;
  }

  PaystackPop.prototype._begin = function (opts, handlers, show, accessCode) {
    var session = createSession(opts, handlers, show);
    this._sessions[session.tx.id] = session;
    this._latest = session;
    return { session: session, ready: session.start(accessCode) };
  };

  // Starts a payment from the browser and opens its checkout. Returns the transaction at once.
  PaystackPop.prototype.newTransaction = function (opts) {
    opts = opts || {};
    var begun = this._begin(opts, handlersOf(opts), true);
    begun.ready.catch(function () {}); // reported through onError
    return begun.session.tx;
  };

  // The same, as a promise of the transaction once its checkout is open (rejected when it could
  // not start and no onError was given).
  PaystackPop.prototype.checkout = function (opts) {
    opts = opts || {};
    var begun = this._begin(opts, handlersOf(opts), true);
    return opts.onError
      ? begun.ready.catch(function () {
          return begun.session.tx;
        })
      : begun.ready;
  };

  // Opens the checkout of a transaction the merchant's server initialized (its access code).
  PaystackPop.prototype.resumeTransaction = function (accessCode, callbacks) {
    var opts = typeof accessCode === 'object' && accessCode !== null ? accessCode : callbacks || {};
    var code = typeof accessCode === 'object' && accessCode !== null ? accessCode.accessCode || accessCode.access_code : accessCode;
    return this._begin(opts, handlersOf(opts), true, code).session.tx;
  };

  // Initializes and loads the checkout out of sight; the function it returns shows it (at once
  // when loaded: see isLoaded()).
  PaystackPop.prototype.preloadTransaction = function (opts) {
    opts = opts || {};
    var begun = this._begin(opts, handlersOf(opts), false, opts.accessCode);
    begun.ready.catch(function () {});
    return function () {
      begun.session.show();
      return begun.session.tx;
    };
  };

  // Closes a transaction's checkout (the transaction object or its id) and calls its onCancel.
  PaystackPop.prototype.cancelTransaction = function (idOrTransaction) {
    var id = idOrTransaction && typeof idOrTransaction === 'object' ? idOrTransaction.id : idOrTransaction;
    var session = this._sessions[id];
    if (session) session.cancel();
  };

  // Whether the latest transaction's checkout has loaded and is still open (or preloaded).
  PaystackPop.prototype.isLoaded = function () {
    return !!(this._latest && this._latest.loaded && !this._latest.ended);
  };

  // Paystack's Apple Pay button. Kobo has no Apple Pay sheet: with a test key the button is drawn
  // and opens the checkout (loaded beforehand); with a live key no wallet is available, as in a
  // browser without Apple Pay (onElementsMount(null)). `loadPaystackCheckoutButton` names the
  // merchant's own button for the full checkout.
  PaystackPop.prototype.paymentRequest = function (opts) {
    opts = opts || {};
    var handlers = handlersOf(opts);
    handlers.container = undefined; // there `container` is where the button goes
    var begin = this._begin.bind(this);
    var begun = begin(opts, handlers, false, opts.accessCode);
    var session = begun.session;
    // The buttons stay: closed without paying, the checkout opens again on the same transaction.
    var open = function (event) {
      if (event) event.preventDefault();
      if (session.ended && session.tx.status !== 'success' && session.tx.accessCode) session = begin(opts, handlers, true, session.tx.accessCode).session;
      else session.show();
    };
    return begun.ready.then(
      function (tx) {
        var other = opts.loadPaystackCheckoutButton && doc.getElementById(opts.loadPaystackCheckoutButton);
        if (other) other.addEventListener('click', open);
        var box = opts.container && doc.getElementById(opts.container);
        var testKey = /^pk_test_/.test(String(opts.key || ''));
        if (!box || !testKey) {
          // Nothing can open the loaded checkout: let it go.
          if (!other) session.close();
          call(opts.onElementsMount, null);
          return tx;
        }
        var style = (opts.styles && opts.styles.applePay) || {};
        var dark = !(opts.styles && opts.styles.theme === 'light');
        var button = doc.createElement('button');
        button.type = 'button';
        button.setAttribute('data-kobo-apple-pay', '');
        // Apple's logo is a glyph only Apple's fonts draw: the words instead.
        button.setAttribute('aria-label', 'Apple Pay (test mode: opens the checkout)');
        button.textContent = 'Apple Pay';
        button.style.cssText =
          'display:block;width:' +
          (style.width || '100%') +
          ';min-height:2.75rem;height:' +
          (style.height || '2.75rem') +
          ';border-radius:' +
          (style.borderRadius || '.5rem') +
          ';border:1px solid #000;font:600 1.05rem system-ui,sans-serif;cursor:pointer;background:' +
          (dark ? '#000;color:#fff' : '#fff;color:#000');
        button.addEventListener('click', open);
        box.appendChild(button);
        call(opts.onElementsMount, { applePay: true });
        return tx;
      },
      function (err) {
        if (!opts.onError) throw err;
        return session.tx;
      },
    );
  };

  // v1: PaystackPop.setup({... callback, onClose}).openIframe()
  PaystackPop.setup = function (opts) {
    opts = opts || {};
    var popup = new PaystackPop();
    return {
      openIframe: function () {
        return popup.newTransaction(opts);
      },
    };
  };

  return PaystackPop;
}

const PaystackPop = koboPaystackPop(globalThis.window, null);
module.exports = PaystackPop;
module.exports.default = PaystackPop;
