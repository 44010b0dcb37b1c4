// The production image without Docker: reads the Dockerfile and assembles into a folder what its stages assemble, by
// its own instructions, so the two cannot drift (ADR 0090). No Docker engine runs where the product is developed or
// tested; scripts/two-instances.mjs runs the instances of the release from this folder.
//
// What each instruction becomes here:
//   FROM ... AS name      a stage with a file system of its own (a folder); the base image is this machine's Node,
//                         whose major version must be the image's (node:20-... runs on Node 20)
//   WORKDIR, ENV, USER, VOLUME, EXPOSE, STOPSIGNAL, HEALTHCHECK, CMD   recorded as the image has them
//   COPY src... dest      files of the checkout (the build context) copied into the stage
//   COPY --from=stage     files of an earlier stage; the stage that copies the whole context (`COPY . .`) and builds
//                         is the checkout itself, built by `npm run build` (the build stage of npm test)
//   RUN                   only the commands below (an unknown one fails loudly: teach this file, never let it guess)
// The image's user (`node`) becomes `nobody` when this runs as root, else the user running it (who cannot switch).
// Everything under the final stage's WORKDIR is made read-only; each instance gets its own copy of each VOLUME, as a
// named volume starts from the image's folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

/** The Dockerfile as stages of instructions: { args, stages: [{ name, from, steps: [{ op, value, line }] }] }. */
export function readDockerfile(file = path.join(root, 'Dockerfile')) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const instructions = [];
  for (let i = 0; i < lines.length; i++) {
    const first = i + 1;
    let text = lines[i].trim();
    if (text === '' || text.startsWith('#')) continue;
    while (text.endsWith('\\')) {
      text = text.slice(0, -1).trim();
      i += 1;
      const next = (lines[i] ?? '').trim();
      if (!next.startsWith('#')) text += ` ${next}`;
    }
    const [, op, value] = /^(\S+)\s*(.*)$/.exec(text);
    instructions.push({ op: op.toUpperCase(), value: value.trim(), line: first });
  }
  const args = {};
  const stages = [];
  for (const step of instructions) {
    if (step.op === 'ARG' && stages.length === 0) {
      const [name, value = ''] = step.value.split('=');
      args[name] = value;
    } else if (step.op === 'FROM') {
      const [, image, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(step.value) ?? [];
      const from = image.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => args[a ?? b] ?? '');
      stages.push({ name: name ?? String(stages.length), from, steps: [] });
    } else {
      if (stages.length === 0) fail(step, `${step.op} before the first FROM`);
      stages.at(-1).steps.push(step);
    }
  }
  return { args, stages };
}

function fail(step, message) {
  throw new Error(`Dockerfile line ${step.line}: ${message}`);
}

/** Who runs the instances in place of the image's user, and why. */
export function runUser() {
  if (process.getuid?.() === 0) {
    const nobody = fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .map((line) => line.split(':'))
      .find(([name]) => name === 'nobody');
    if (!nobody) throw new Error('running as root and no user `nobody` to run the instances as');
    return { name: 'nobody', uid: Number(nobody[2]), gid: Number(nobody[3]) };
  }
  return { name: os.userInfo().username, uid: process.getuid(), gid: process.getgid(), unprivileged: true };
}

/** Runs a command; rejects with its output when it fails. */
function exec(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')}: exit ${code}\n${output}`)),
    );
  });
}

/** `["a", "b"]` (exec form) or a shell line (shell form) as an argument list. */
function commandOf(step, value) {
  if (value.startsWith('[')) return JSON.parse(value);
  return ['/bin/sh', '-c', value];
}

/** Every path under `dir` (folders end in /), sorted: what the code folder holds, to see that nothing changed it. */
export function manifest(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const stat = fs.lstatSync(full);
      const name = path.relative(dir, full);
      return entry.isDirectory() ? `${name}/` : `${name} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

function chmodTree(dir, change) {
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (!entry.isSymbolicLink()) fs.chmodSync(full, change(fs.statSync(full).mode));
  }
  fs.chmodSync(dir, change(fs.statSync(dir).mode));
}

/** Makes a layout's folders writable again so that it can be removed. */
export function removeLayout(dir) {
  if (!fs.existsSync(dir)) return;
  chmodTree(dir, (mode) => mode | 0o200);
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Assembles the Dockerfile's final image into `dir` (made here). Answers what the image is: its file system root on
 * this machine (`rootfs`), `workdir`, `env`, `user` (the image's and the one standing in), `volumes`, `cmd`,
 * `healthcheck`, `stopSignal`, the `copied` sources, `notes`, `hostPath(imagePath)`, `volume(instance)` (a new copy
 * of each VOLUME for one instance: { mounts, env }) and `command(argv)` (the image's argv as this machine runs it).
 */
export async function assembleImage({ dir, dockerfile = path.join(root, 'Dockerfile'), log = () => {} }) {
  const { stages } = readDockerfile(dockerfile);
  const user = runUser();
  const notes = [];
  const built = new Map();
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  let image;
  for (const stage of stages) {
    const checkout = stage.steps.some((step) => step.op === 'COPY' && /^\.\s+\.\/?$/.test(step.value));
    const rootfs = checkout ? undefined : path.join(dir, 'stages', stage.name);
    if (rootfs) fs.mkdirSync(rootfs, { recursive: true, mode: 0o755 });
    const state = {
      name: stage.name,
      from: stage.from,
      checkout,
      rootfs,
      workdir: '/',
      env: {},
      user: 'root',
      volumes: [],
      cmd: undefined,
      healthcheck: undefined,
      stopSignal: 'SIGTERM',
      copied: [],
    };
    // The checkout stage's file system is the checkout, rooted at its WORKDIR.
    const hostPath = (imagePath) => {
      const absolute = path.posix.resolve(state.workdir, imagePath);
      if (!checkout) return path.join(rootfs, absolute);
      const inside = path.posix.relative(state.workdir, absolute);
      if (inside.startsWith('..')) throw new Error(`${stage.name}: ${absolute} is outside the checkout`);
      return path.join(root, inside);
    };
    state.hostPath = hostPath;
    const major = /^node:(\d+)/.exec(stage.from)?.[1];
    const here = process.versions.node.split('.')[0];
    if (major && major !== here) {
      throw new Error(
        `the image is built FROM ${stage.from} but this machine runs Node ${here}: it would prove another runtime`,
      );
    }
    for (const step of stage.steps) {
      switch (step.op) {
        case 'WORKDIR':
          state.workdir = path.posix.resolve(state.workdir, step.value);
          if (!checkout) fs.mkdirSync(hostPath(state.workdir), { recursive: true });
          break;
        case 'ENV':
          for (const [, name, quoted, plain] of step.value.matchAll(/(\w+)=(?:"([^"]*)"|(\S*))/g)) {
            state.env[name] = quoted ?? plain;
          }
          break;
        case 'USER':
          state.user = step.value;
          break;
        case 'VOLUME':
          state.volumes.push(...(step.value.startsWith('[') ? JSON.parse(step.value) : step.value.split(/\s+/)));
          break;
        case 'EXPOSE':
        case 'ARG':
          break;
        case 'STOPSIGNAL':
          state.stopSignal = step.value;
          break;
        case 'CMD':
          state.cmd = commandOf(step, step.value);
          break;
        case 'HEALTHCHECK': {
          const [, command] = /\bCMD\s+(.*)$/.exec(step.value) ?? fail(step, 'HEALTHCHECK without CMD');
          state.healthcheck = commandOf(step, command);
          break;
        }
        case 'COPY':
          if (!checkout) await copy(step, state, built, log);
          break;
        case 'RUN':
          for (const command of step.value.split(/\s*&&\s*/)) await run(step, command.trim(), state, user, log, notes);
          break;
        default:
          fail(
            step,
            `${step.op} is not assembled by scripts/image-layout.mjs: teach it, so the layout test still proves the image`,
          );
      }
    }
    built.set(stage.name, state);
    image = state;
  }
  // The code: read-only for everyone (root's files in the image already are for its `node` user).
  chmodTree(image.hostPath(image.workdir), (mode) => mode & ~0o222);
  if (image.user !== 'root' && user.unprivileged) {
    notes.push(`the image's user ${image.user} is played by ${user.name} (not root here: cannot switch to nobody)`);
  }
  const home = path.join(dir, 'home');
  fs.mkdirSync(home, { recursive: true });
  if (!user.unprivileged) fs.chownSync(home, user.uid, user.gid);
  let volumes = 0;
  return {
    ...image,
    user: { image: image.user, ...user },
    home,
    notes,
    /** A fresh copy of each VOLUME for one instance, and the environment pointing at it (DATA_DIR=/data). */
    volume(instance) {
      const env = {};
      const mounts = {};
      for (const volume of image.volumes) {
        const source = image.hostPath(volume);
        const target = path.join(dir, 'volumes', `${instance}-${(volumes += 1)}`);
        fs.cpSync(source, target, { recursive: true, preserveTimestamps: true });
        const stat = fs.statSync(source);
        fs.chownSync(target, stat.uid, stat.gid);
        fs.chmodSync(target, stat.mode);
        mounts[volume] = target;
        for (const [name, value] of Object.entries(image.env)) {
          if (value === volume || value.startsWith(`${volume}/`)) env[name] = target + value.slice(volume.length);
        }
      }
      return { mounts, env };
    },
    /** The image's argv as this machine runs it: `node` is this Node; the working folder is WORKDIR's. */
    command(argv) {
      const [program, ...rest] = argv;
      return { file: program === 'node' ? process.execPath : program, args: rest, cwd: image.hostPath(image.workdir) };
    },
  };
}

async function copy(step, state, built, log) {
  const words = step.value.split(/\s+/);
  const flags = Object.fromEntries(
    words.filter((word) => word.startsWith('--')).map((word) => word.slice(2).split('=')),
  );
  const [dest, ...sources] = words.filter((word) => !word.startsWith('--')).reverse();
  sources.reverse();
  for (const flag of Object.keys(flags)) if (flag !== 'from') fail(step, `COPY --${flag} is not assembled here`);
  const from = flags.from ? built.get(flags.from) : undefined;
  if (flags.from && !from) fail(step, `COPY --from=${flags.from}: no such stage before it`);
  const toDir = dest.endsWith('/') || dest === '.' || sources.length > 1;
  for (const source of sources) {
    const src = from ? from.hostPath(source) : path.join(root, source);
    if (!fs.existsSync(src)) {
      fail(
        step,
        `COPY ${from ? `--from=${flags.from} ` : ''}${source}: ${src} does not exist${from?.checkout ? ' (npm run build first)' : ''}`,
      );
    }
    const isDir = fs.statSync(src).isDirectory();
    const target = toDir && !isDir ? path.join(state.hostPath(dest), path.basename(source)) : state.hostPath(dest);
    fs.mkdirSync(isDir ? target : path.dirname(target), { recursive: true });
    if (from && !from.checkout && isDir && fs.readdirSync(target).length === 0) {
      // A stage's folder moves whole (node_modules is large); the stage is not read again.
      fs.rmdirSync(target);
      fs.renameSync(src, target);
    } else {
      fs.cpSync(src, target, { recursive: true, verbatimSymlinks: true });
    }
    state.copied.push(`${from ? `${flags.from}:` : ''}${source} -> ${path.posix.resolve(state.workdir, dest)}`);
    log(`  COPY ${from ? `--from=${flags.from} ` : ''}${source} ${dest}`);
  }
}

async function run(step, command, state, user, log, notes) {
  const say = (what) => log(`  RUN ${command}: ${what}`);
  if (/^npm ci --omit=dev( --no-audit| --no-fund)*$/.test(command)) {
    const started = Date.now();
    await exec('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: state.hostPath(state.workdir),
      env: { ...process.env, NODE_ENV: 'production' },
    });
    say(`production dependencies installed (${Math.round((Date.now() - started) / 1000)} s)`);
  } else if (command === 'npm cache clean --force') {
    say("skipped: it only makes the image smaller, and here it would empty this machine's npm cache");
  } else if (state.checkout && /^npm ci( --no-audit| --no-fund)*$/.test(command)) {
    say('the checkout has every dependency installed');
  } else if (state.checkout && command === 'npm run build') {
    say('the checkout is built (npm run build); what is copied from it must exist');
  } else if (/^mkdir -p \/\S+$/.test(command) && !state.checkout) {
    fs.mkdirSync(state.hostPath(command.slice('mkdir -p '.length)), { recursive: true });
  } else if (/^chown \w+:\w+ \/\S+$/.test(command) && !state.checkout) {
    const [, owner, target] = /^chown (\w+):\w+ (\S+)$/.exec(command);
    if (owner !== 'root' && !user.unprivileged) fs.chownSync(state.hostPath(target), user.uid, user.gid);
    if (user.unprivileged) notes.push(`chown ${owner} ${target}: left to ${user.name}, who runs the instances`);
  } else {
    fail(step, `RUN ${command} is not assembled by scripts/image-layout.mjs: teach it what the command does`);
  }
}
