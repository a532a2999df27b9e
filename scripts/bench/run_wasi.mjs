// Runs a wasm32-wasip1 program under node's built-in WASI (node 20+):
//   node scripts/bench/run_wasi.mjs PROGRAM.wasm [ARGS...]
// stdout, stderr and the exit code are the program's. No file system access is granted.
import { readFile } from 'node:fs/promises';
import { argv, env, exit } from 'node:process';
import { WASI } from 'node:wasi';

const [, , wasmPath, ...args] = argv;
if (!wasmPath) {
  console.error('usage: node run_wasi.mjs PROGRAM.wasm [ARGS...]');
  exit(2);
}
const wasi = new WASI({ version: 'preview1', args: [wasmPath, ...args], env: {}, returnOnExit: true });
const module = await WebAssembly.compile(await readFile(wasmPath));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
exit(wasi.start(instance) ?? 0);
