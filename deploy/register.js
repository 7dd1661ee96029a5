// Runs the TypeScript sources directly (swc, with decorator metadata for NestJS); see docs/adr/0003.
const path = require('node:path');
process.env.SWC_NODE_PROJECT = process.env.SWC_NODE_PROJECT || path.join(__dirname, '..', 'tsconfig.base.json');
require('@swc-node/register');
