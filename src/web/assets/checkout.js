// Progressive enhancement only: the page works without it.
(function () {
  'use strict';
  // One submission per form: a double click must not post a card twice.
  document.querySelectorAll('form[data-once]').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      if (form.dataset.sent) { event.preventDefault(); return; }
      form.dataset.sent = '1';
      var submitter = event.submitter;
      // A disabled button is not submitted: carry its value in a hidden field.
      if (submitter && submitter.name) {
        var carry = document.createElement('input');
        carry.type = 'hidden'; carry.name = submitter.name; carry.value = submitter.value;
        form.appendChild(carry);
      }
      setTimeout(function () { form.querySelectorAll('button').forEach(function (b) { b.disabled = true; }); }, 0);
    });
  });
  var number = document.getElementById('card_number');
  if (number) number.addEventListener('input', function () {
    var digits = number.value.replace(/\D/g, '').slice(0, 19);
    number.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  });
  var expiry = document.getElementById('card_expiry');
  if (expiry) expiry.addEventListener('input', function (e) {
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
  window.parent.postMessage({ type: ev.dataset.type, reference: ev.dataset.reference, transaction: ev.dataset.transaction }, '*');
})();
