// Strings that test how a value survives being written into a statement's text: quotes, backslashes
// and both together, injection attempts, control characters, characters outside ASCII, and a JSON
// text holding all of them.
export const TRICKY = [
  '',
  "'",
  "''",
  '\\',
  "\\'",
  "\\\\'",
  "x' OR '1'='1",
  "a\\' OR 1=1 -- ",
  'ends in a backslash \\',
  'nul \0 lf \n cr \r ctrl-z \u001a tab \t backspace \b quote " percent % underscore _',
  '😀 ünïcödé ✓ 中文',
  JSON.stringify({ message: 'Customer "Ada" can\'t pay', path: 'C:\\temp\\x', nested: { list: ['"', "'", '\\'] } }),
];
