import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runsForEffect, shellGroup, shellModules, stylesAsLinked, type ModuleGraph } from './shell-chunk.ts';

const app = (file: string) => path.join('/w/apps/web/app', file);
const pkg = (file: string) => path.join('/w/node_modules', file);

/** A module graph as rolldown tells it: each module's code and what it imports statically. */
function graphOf(modules: Record<string, { code: string; imports?: string[] }>): ModuleGraph {
  return {
    getModuleInfo: (id) => (modules[id] ? { code: modules[id].code, importedIds: modules[id].imports ?? [] } : null),
  };
}

const mantineIndex = pkg('@mantine/core/esm/index.mjs');
const button = pkg('@mantine/core/esm/components/Button/Button.mjs');
const modal = pkg('@mantine/core/esm/components/Modal/Modal.mjs');
const box = pkg('@mantine/core/esm/core/Box/Box.mjs');
const cssVariables = pkg('@mantine/core/esm/core/MantineCssVariables.mjs');
const removeScroll = pkg('react-remove-scroll/dist/es2015/index.js');

const mantine = {
  [mantineIndex]: {
    code: [
      "export { RemoveScroll } from 'react-remove-scroll';",
      "export { Button } from './components/Button/Button.mjs';",
      "export { Modal, ModalRoot as Root } from './components/Modal/Modal.mjs';",
      "export { Box } from './core/Box/Box.mjs';",
      "import './core/MantineCssVariables.mjs';",
      '//# sourceMappingURL=index.mjs.map',
    ].join('\n'),
    imports: [removeScroll, button, modal, box, cssVariables],
  },
  [button]: { code: "import { Box } from '../../core/Box/Box.mjs';", imports: [box] },
  [modal]: { code: "import { RemoveScroll } from 'react-remove-scroll';", imports: [removeScroll] },
  [box]: { code: 'export const Box = 1;' },
  [cssVariables]: { code: 'export const v = 1;' },
  [removeScroll]: { code: 'export const RemoveScroll = 1;' },
};

describe('shellModules', () => {
  it("takes what the root imports, all the way down, but not the root's own module", () => {
    const graph = graphOf({
      [app('root.tsx')]: { code: "import { Header } from './header.tsx';", imports: [app('header.tsx')] },
      [app('header.tsx')]: { code: "import './header.module.css';", imports: [app('header.module.css')] },
      [app('header.module.css')]: { code: '' },
      [app('panel.tsx')]: { code: '' },
    });
    expect([...shellModules(graph, app('root.tsx'))].sort()).toEqual([app('header.module.css'), app('header.tsx')]);
  });

  it("goes through a package's index only to the files of the names imported from it, and its side effects", () => {
    const graph = graphOf({
      ...mantine,
      [app('root.tsx')]: {
        code: "import { Button, type ButtonProps } from '@mantine/core';\nimport type { ModalProps } from '@mantine/core';",
        imports: [mantineIndex],
      },
    });
    const shell = shellModules(graph, app('root.tsx'));
    expect(shell).toContain(button);
    expect(shell).toContain(box);
    expect(shell).toContain(cssVariables);
    expect(shell).not.toContain(modal);
    expect(shell).not.toContain(removeScroll);
    expect(shell).not.toContain(mantineIndex);
  });

  it('follows a name imported under another name, and keeps the whole index when it cannot tell', () => {
    const renamed = graphOf({
      ...mantine,
      [app('root.tsx')]: { code: "import { Root as ModalRoot } from '@mantine/core';", imports: [mantineIndex] },
    });
    expect(shellModules(renamed, app('root.tsx'))).toContain(modal);

    const namespace = graphOf({
      ...mantine,
      [app('root.tsx')]: { code: "import * as M from '@mantine/core';", imports: [mantineIndex] },
    });
    const whole = shellModules(namespace, app('root.tsx'));
    for (const id of [mantineIndex, button, modal, box, removeScroll]) expect(whole).toContain(id);

    const foreign = graphOf({
      ...mantine,
      [app('root.tsx')]: { code: "import { RemoveScroll } from '@mantine/core';", imports: [mantineIndex] },
    });
    expect(shellModules(foreign, app('root.tsx'))).toContain(removeScroll);
  });

  it("takes only the index's own effects for an import for effect alone", () => {
    const graph = graphOf({
      ...mantine,
      [app('root.tsx')]: { code: "import './theme.ts';\nimport '@mantine/core';", imports: [mantineIndex] },
    });
    const shell = shellModules(graph, app('root.tsx'));
    expect(shell).toContain(cssVariables);
    for (const id of [mantineIndex, button, modal, box, removeScroll]) expect(shell).not.toContain(id);
  });
});

describe('shellGroup', () => {
  it("names the shell's modules and React DOM with its scheduler, which the entry runs, and nothing else", () => {
    const graph = graphOf({
      [app('root.tsx')]: { code: "import { Header } from './header.tsx';", imports: [app('header.tsx')] },
      [app('header.tsx')]: { code: '' },
    });
    const group = shellGroup(app('root.tsx'));
    expect(group.name(app('header.tsx'), graph)).toBe('shell');
    for (const file of [
      'react-dom/index.js',
      'react-dom/cjs/react-dom.production.js',
      'react-dom/client.js',
      'react-dom/cjs/react-dom-client.production.js',
      'scheduler/cjs/scheduler.production.js',
    ])
      expect(group.name(pkg(file), graph)).toBe('shell');
    // A page's modules stay with their page, and a package merely named like React DOM is not it.
    expect(group.name(app('panel.tsx'), graph)).toBeNull();
    expect(group.name(pkg('react-dom-confetti/index.js'), graph)).toBeNull();
  });
});

describe('shellModules, with what runs', () => {
  it("does not follow an index's import for effect of a file its package declares without effects", () => {
    const graph = graphOf({
      ...mantine,
      [app('root.tsx')]: { code: "import { Button } from '@mantine/core';", imports: [mantineIndex] },
    });
    const shell = shellModules(graph, app('root.tsx'), { runsForEffect: (id) => id !== cssVariables });
    expect(shell).toContain(button);
    expect(shell).not.toContain(cssVariables);
  });
});

describe('runsForEffect', () => {
  it("reads a package's own declaration: Mantine's CSS runs, its scripts do not", () => {
    const esm = path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/core')), '../esm');
    expect(runsForEffect(path.join(esm, 'core/MantineProvider/MantineCssVariables/MantineCssVariables.mjs'))).toBe(
      false,
    );
    expect(runsForEffect(path.join(esm, '../styles/Button.css'))).toBe(true);
    expect(runsForEffect(app('root.tsx'))).toBe(true);
  });
});

describe('stylesAsLinked', () => {
  it("names the styles in the on-demand loader's lists as the page links them", () => {
    const plugin = stylesAsLinked();
    const chunk = { type: 'chunk', code: 'm.f||(m.f=["assets/a.js","assets/shell-D4wB-LsA.css","assets/p2-Bx.css"])' };
    const bundle = {
      'assets/shell-D4wB-LsA.css': { type: 'asset' },
      'assets/p2-Bx.css': { type: 'asset' },
      'assets/x.js': chunk,
    };
    const hook = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    hook.handler({}, bundle);
    expect(chunk.code).toBe('m.f||(m.f=["assets/a.js","assets/shell-D4wB-LsA.css#","assets/p2-Bx.css#"])');
  });
});
