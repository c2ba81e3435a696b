/* The classic script (/inline.js, /v1/inline.js, /v2/inline.js): Kobo's PaystackPop
   (paystack-pop.js, put before this file when served) as window.PaystackPop, and Paystack's
   script-tag form. */
/* global koboPaystackPop */
(function (global) {
  'use strict';
  var script = document.currentScript;
  var PaystackPop = koboPaystackPop(global, script && script.src ? new URL(script.src).origin : global.location.origin);
  // The form the script tag sits in: without a callback, a successful v1 payment adds the reference
  // to it as a hidden field and submits it (Paystack's documented fallback).
  var parentForm = script && script.closest ? script.closest('form') : null;

  function submitParent(response) {
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

  var setup = PaystackPop.setup;
  PaystackPop.setup = function (opts) {
    opts = opts || {};
    if (!opts.callback && !opts.onSuccess && parentForm) opts = Object.assign({}, opts, { callback: submitParent });
    return setup(opts);
  };
  global.PaystackPop = PaystackPop;

  // The script-tag form: <form action=…><script src=".../inline.js" data-key data-email data-amount
  // [data-ref data-currency data-custom-button]></script></form> gets a pay button (or uses the one
  // named by data-custom-button); success submits the form with the reference.
  if (script && script.getAttribute('data-key') && parentForm) {
    var data = function (name) {
      return script.getAttribute('data-' + name) || undefined;
    };
    var start = function (event) {
      if (event) event.preventDefault();
      var metadata;
      try {
        metadata = data('metadata') ? JSON.parse(data('metadata')) : undefined;
      } catch (e) {
        metadata = undefined;
      }
      PaystackPop.setup({
        key: data('key'),
        email: data('email'),
        amount: data('amount'),
        ref: data('ref') || data('reference'),
        currency: data('currency'),
        plan: data('plan'),
        quantity: data('quantity'),
        subaccount: data('subaccount'),
        metadata: metadata,
        firstname: data('firstname') || data('first-name'),
        lastname: data('lastname') || data('last-name'),
      }).openIframe();
    };
    var custom = data('custom-button') && document.getElementById(data('custom-button'));
    var button = custom || document.createElement('button');
    if (!custom) {
      button.type = 'button';
      button.textContent = data('button-text') || 'Pay';
      script.parentNode.insertBefore(button, script.nextSibling);
    }
    button.addEventListener('click', start);
  }
})(window);
