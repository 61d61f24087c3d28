#!/usr/bin/env node
'use strict';
// After the shell's build: writes dist/ssr/<locale>.html with the server build (issue 9).
const path = require('node:path');

const dist = path.join(__dirname, '..', 'dist');
require(path.join(dist, 'ssr', 'shell-templates.cjs'))
  .writeTemplates(dist)
  .then((count) => console.log(`shell templates: ${count} locales`))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
