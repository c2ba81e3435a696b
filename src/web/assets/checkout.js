// Progressive enhancement only: the page works without it.
(function () {
  'use strict';
  // One submission per form: a double click must not post a card twice.
  document.querySelectorAll('form[data-once]').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      if (form.dataset.sent) {
        event.preventDefault();
        return;
      }
      form.dataset.sent = '1';
      // The buttons are disabled after this turn, once the browser has read the form's fields (the
      // pressed button's name and value among them: a copy in a hidden field would post it twice,
      // which reads as no value at all).
      setTimeout(function () {
        form.querySelectorAll('button').forEach(function (b) {
          b.disabled = true;
        });
      }, 0);
    });
  });
  var number = document.getElementById('card_number');
  if (number)
    number.addEventListener('input', function () {
      var digits = number.value.replace(/\D/g, '').slice(0, 19);
      number.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
    });
  var expiry = document.getElementById('card_expiry');
  if (expiry)
    expiry.addEventListener('input', function (e) {
      var digits = expiry.value.replace(/\D/g, '').slice(0, 4);
      if (e.inputType && e.inputType.indexOf('delete') === 0) return;
      expiry.value = digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2) : digits.length === 2 ? digits + '/' : digits;
    });
})();
// Embedded by inline.js: tell the merchant's page how the payment ended.
(function () {
  'use strict';
  var ev = document.getElementById('kobo-event');
  if (!ev || window.parent === window) return;
  var message = { type: ev.dataset.type, reference: ev.dataset.reference, transaction: ev.dataset.transaction };
  if (ev.dataset.message) message.message = ev.dataset.message;
  if (ev.dataset.customer) message.customer = JSON.parse(ev.dataset.customer);
  window.parent.postMessage(message, '*');
})();
// The channel selector: links without JavaScript (each loads the page with ?channel=); here they
// become tabs that switch in place (WAI-ARIA tabs: arrow keys, Home and End move between them and
// show their panel, Tab goes on into the panel).
(function () {
  'use strict';
  var nav = document.querySelector('[data-channels]');
  if (!nav) return;
  var list = nav.querySelector('ul');
  var tabs = Array.prototype.slice.call(nav.querySelectorAll('a[data-channel]'));
  var panelOf = function (tab) {
    return document.getElementById('panel-' + tab.dataset.channel);
  };
  if (
    !list ||
    tabs.some(function (t) {
      return !panelOf(t);
    })
  )
    return;
  list.setAttribute('role', 'tablist');
  list.setAttribute('aria-label', nav.getAttribute('aria-label') || 'Payment method');
  Array.prototype.forEach.call(list.children, function (li) {
    li.setAttribute('role', 'presentation');
  });
  tabs.forEach(function (tab) {
    var panel = panelOf(tab);
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
  });
  function select(tab, focus) {
    tabs.forEach(function (t) {
      var on = t === tab;
      t.setAttribute('aria-selected', on ? 'true' : 'false');
      t.removeAttribute('aria-current');
      t.tabIndex = on ? 0 : -1;
      panelOf(t).hidden = !on;
    });
    if (focus) tab.focus();
    // A reload (or the back button) comes back to the same channel.
    if (window.history && window.history.replaceState) window.history.replaceState(null, '', tab.href);
  }
  var current =
    tabs.filter(function (t) {
      return !panelOf(t).hidden;
    })[0] || tabs[0];
  tabs.forEach(function (t) {
    t.setAttribute('aria-selected', t === current ? 'true' : 'false');
    t.removeAttribute('aria-current');
    t.tabIndex = t === current ? 0 : -1;
  });
  tabs.forEach(function (tab, i) {
    tab.addEventListener('click', function (event) {
      event.preventDefault();
      select(tab, true);
    });
    tab.addEventListener('keydown', function (event) {
      var next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (next === undefined) {
        if (event.key === ' ') {
          event.preventDefault();
          select(tab, true);
        }
        return;
      }
      event.preventDefault();
      select(tabs[(next + tabs.length) % tabs.length], true);
    });
  });
})();
// Test mode: one click fills a test card, the test bank account or the value a step wants, then
// moves to the button that pays (the same values are on the page as text to type).
(function () {
  'use strict';
  var set = function (id, value) {
    var input = document.getElementById(id);
    if (input) input.value = value;
    return input;
  };
  document.querySelectorAll('button[data-fill]').forEach(function (button) {
    button.hidden = false;
    button.addEventListener('click', function () {
      var d = button.dataset,
        input;
      if (d.fill === 'card') {
        input = set('card_number', d.number);
        set('card_expiry', d.expiry);
        set('card_cvv', d.cvv);
      } else if (d.fill === 'bank') {
        input = set('bank_code', d.bank);
        set('account_number', d.account);
      } else {
        input = set(d.target, d.value);
      }
      var submit = input && input.form && input.form.querySelector('button[type=submit]');
      if (submit) submit.focus();
    });
  });
})();
// A payment made away from the page (a bank transfer to the account shown): the page asks where the
// payment stands every few seconds and, once it has moved on, submits its own "check status" form,
// which leaves for the merchant (or shows the failure) as the button would. Without JavaScript the
// button does it. A page already leaving through one of its forms (the test transfer's, say) is not
// sent anywhere else: a second navigation would abort the first one in flight.
(function () {
  'use strict';
  var box = document.querySelector('[data-poll]');
  if (!box || !window.fetch) return;
  var form = document.getElementById(box.dataset.form);
  var stopped = false;
  var leaving = function () {
    return document.querySelector('form[data-sent]') !== null;
  };
  var timer = setInterval(function () {
    if (stopped || leaving()) return;
    fetch(box.dataset.poll, { headers: { accept: 'application/json' }, cache: 'no-store', credentials: 'same-origin' })
      .then(function (res) {
        return res.ok ? res.json() : null;
      })
      .then(function (body) {
        if (stopped || leaving() || !body || !body.status || body.status === box.dataset.state) return;
        stopped = true;
        clearInterval(timer);
        box.textContent = body.status === 'success' ? 'Transfer received. Taking you on…' : 'The payment has moved on. Loading…';
        if (form && !form.dataset.sent) {
          form.dataset.sent = '1';
          form.submit();
        }
      })
      .catch(function () {
        // Offline for a moment: the next turn asks again.
      });
  }, 3000);
})();
