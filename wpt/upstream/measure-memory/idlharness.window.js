// META: global=window,worker
// META: script=/resources/WebIDLParser.js
// META: script=/resources/idlharness.js

'use strict';

// https://wicg.github.io/performance-measure-memory/

idl_test(
  ['performance-measure-memory'],
  ['hr-time', 'dom'],
  async idl_array => {
    // Nothing to add.
  }
);
