import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as mantine from '@mantine/core';
import { MantineRoot } from '../../lib/mantine-root.tsx';
// The theme Mantine's components read, as every module that imports Mantine sets it up (vite/mantine-theme-first.ts).
import '../../lib/mantine-theme.ts';
import * as plainMore from './plain-more.tsx';
import * as plainAnchor from './plain-anchor.tsx';
import * as plainTextarea from './plain-textarea.tsx';
import * as plainFields from './plain-fields.tsx';
import * as plainCore from './plain.tsx';

const plain = { ...plainCore, ...plainFields, ...plainMore, ...plainAnchor, ...plainTextarea };

/** The markup with each tag's attributes, class names and style declarations in one order. */
function shape(html: string): string {
  // React's ids differ with how many a component asks for; where they are used is what counts.
  return html.replace(/mantine-_R_\w+_/g, 'mantine-id').replace(/<(\w+)([^>]*?)(\/?)>/g, (_tag, name, raw, self) => {
    const attributes = [...(raw as string).matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => {
      if (key === 'class') return `class="${value!.split(/\s+/).sort().join(' ')}"`;
      if (key === 'style') return `style="${value!.split(';').sort().join(';')}"`;
      return `${key}="${value}"`;
    });
    return `<${name as string} ${attributes.sort().join(' ')}${self as string}>`;
  });
}

/** What an element renders inside the site's Mantine root (its `<style>` of global classes left out). */
function render(element: ReactElement): string {
  return renderToStaticMarkup(<MantineRoot dir="rtl">{element}</MantineRoot>).replace(/^<style[^>]*>.*?<\/style>/, '');
}

const CASES: Array<[string, (ui: typeof plain) => ReactElement]> = [
  ['a container', ({ Container }) => <Container size="lg">x</Container>],
  [
    'a section container',
    ({ Container }) => (
      <Container size="sm" component="section" aria-labelledby="a" className="k">
        x
      </Container>
    ),
  ],
  [
    'a heading',
    ({ Title }) => (
      <Title order={1} className="k" dir="auto">
        x
      </Title>
    ),
  ],
  [
    'a heading drawn at another size, with a margin',
    ({ Title }) => (
      <Title order={2} id="i" size="h4" mb="sm">
        x
      </Title>
    ),
  ],
  [
    'a heading drawn at another size',
    ({ Title }) => (
      <Title order={2} id="i" size="h4">
        x
      </Title>
    ),
  ],
  ['a paragraph', ({ Text }) => <Text className="k">x</Text>],
  [
    'a dimmed small span',
    ({ Text }) => (
      <Text span size="xs" c="dimmed">
        x
      </Text>
    ),
  ],
  [
    'a coloured bold paragraph with margins',
    ({ Text }) => (
      <Text size="sm" c="red.8" fw={700} mt="md" mb="sm" role="alert">
        x
      </Text>
    ),
  ],
  ['a submit button', ({ Button }) => <Button type="submit">x</Button>],
  [
    'a large button of the default variant, with an icon',
    ({ Button }) => (
      <Button variant="default" size="md" leftSection={<i />} mt="md" fullWidth>
        x
      </Button>
    ),
  ],
  [
    'a link drawn as a light button',
    ({ Button }) => (
      <Button component="a" href="/a" variant="light">
        x
      </Button>
    ),
  ],
  [
    'a link opened in a new tab, drawn as a light button with an icon',
    ({ Button }) => (
      <Button component="a" href="/m" target="_blank" rel="noopener noreferrer" variant="light" leftSection={<i />}>
        x
      </Button>
    ),
  ],
  [
    'a red filled button',
    ({ Button }) => (
      <Button variant="filled" color="red">
        x
      </Button>
    ),
  ],
  [
    'a busy link button',
    ({ Button }) => (
      <Button component="a" href="/x" variant="light" size="md" loading>
        x
      </Button>
    ),
  ],
  ['an outline button', ({ Button }) => <Button variant="outline">x</Button>],
  [
    'a disabled button with an icon',
    ({ Button }) => (
      <Button disabled leftSection={<i />}>
        x
      </Button>
    ),
  ],
  [
    'a disabled busy button',
    ({ Button }) => (
      <Button disabled loading leftSection={<i />}>
        x
      </Button>
    ),
  ],
  [
    'a link drawn as a teal button of no variant, with an icon',
    ({ Button }) => (
      <Button component="a" href="#b" color="teal" leftSection={<i />}>
        x
      </Button>
    ),
  ],
  [
    'a link drawn as a filled teal button with an icon',
    ({ Button }) => (
      <Button component="a" href="/a" variant="filled" color="teal" leftSection={<i />}>
        x
      </Button>
    ),
  ],
  [
    'a link drawn as a subtle button',
    ({ Button }) => (
      <Button component="a" href="/l" variant="subtle">
        x
      </Button>
    ),
  ],
  [
    'a link opened in a new tab, drawn as a small light button with an icon',
    ({ Button }) => (
      <Button
        component="a"
        href="https://x.example"
        variant="light"
        size="sm"
        leftSection={<i />}
        target="_blank"
        rel="noopener noreferrer nofollow"
      >
        x
      </Button>
    ),
  ],
  [
    'a compact subtle grey button',
    ({ Button }) => (
      <Button type="submit" variant="subtle" color="gray" size="compact-sm">
        x
      </Button>
    ),
  ],
  [
    'a search box with an icon',
    ({ TextInput }) => (
      <TextInput type="search" name="q" aria-label="L" placeholder="P" leftSection={<i />} size="md" className="k" />
    ),
  ],
  ['a text box', ({ TextInput }) => <TextInput name="q" defaultValue="v" maxLength={100} />],
  [
    'an alert with a title',
    ({ Alert }) => (
      <Alert color="orange" variant="light" title="T" mb="sm" dir="auto">
        x
      </Alert>
    ),
  ],
  [
    'a status alert',
    ({ Alert }) => (
      <Alert color="teal" variant="light" role="status" mt="md">
        x
      </Alert>
    ),
  ],
  [
    'a select of grouped options with a description under it',
    ({ NativeSelect }) => (
      <NativeSelect
        name="city"
        aria-label="A"
        data={[
          { value: '', label: 'all' },
          { group: 'G', items: [{ value: 'a', label: 'A' }] },
        ]}
        defaultValue=""
        inputWrapperOrder={['input', 'description']}
        description={<a href="/x">other</a>}
      />
    ),
  ],
  [
    'a labelled select, disabled',
    ({ NativeSelect }) => (
      <NativeSelect name="s" label="Sort" data={[{ value: 'a', label: 'A' }]} defaultValue="a" disabled />
    ),
  ],
  [
    'a required labelled select with an error',
    ({ NativeSelect }) => (
      <NativeSelect name="reason" label="Why" data={[{ value: '', label: 'choose' }]} required error="E" />
    ),
  ],
  [
    'a growing text box with a label',
    ({ Textarea }) => <Textarea name="text" label="L" maxLength={500} autosize minRows={2} />,
  ],
  [
    'a growing text box with an error, its text in either direction',
    ({ Textarea }) => (
      <Textarea name="d" label="L" defaultValue="v" error="E" autosize minRows={3} maxLength={2000} dir="auto" />
    ),
  ],
  ['a text box that does not grow', ({ Textarea }) => <Textarea name="t" label="L" required />],
  ['a checkbox', ({ Checkbox }) => <Checkbox name="f" value="1" label="Flag" defaultChecked className="k" />],
  [
    'a small round count',
    ({ Badge }) => (
      <Badge component="span" circle size="sm" ms={6} variant="filled" color="dark">
        2
      </Badge>
    ),
  ],
  [
    'a light badge',
    ({ Badge }) => (
      <Badge color="red" variant="light">
        x
      </Badge>
    ),
  ],
  [
    'a light badge with an icon',
    ({ Badge }) => (
      <Badge color="yellow" variant="light" leftSection={<i />} title="T">
        x
      </Badge>
    ),
  ],
  [
    'a light badge of a small radius, as wide as its text',
    ({ Badge }) => (
      <Badge color="gray" variant="light" radius="sm" miw="max-content">
        x
      </Badge>
    ),
  ],
  [
    'a row of items',
    ({ Group }) => (
      <Group gap="xs">
        <i />
        <b />
      </Group>
    ),
  ],
  [
    'a row of items at the default gap',
    ({ Group }) => (
      <Group className="k">
        <i />
      </Group>
    ),
  ],
  ['a bar', ({ Progress }) => <Progress value={40} color="yellow" aria-hidden />],
  ['an empty bar of the primary colour', ({ Progress }) => <Progress value={0} />],
  [
    'a link',
    ({ Anchor }) => (
      <Anchor href="/q" dir="auto">
        x
      </Anchor>
    ),
  ],
  [
    'a link opened in a new tab',
    ({ Anchor }) => (
      <Anchor href="https://x.example" target="_blank" rel="noopener nofollow" dir="ltr">
        x
      </Anchor>
    ),
  ],
  [
    'a link underlined always',
    ({ Anchor }) => (
      <Anchor href="/b" underline="always">
        x
      </Anchor>
    ),
  ],
];

describe('plain Mantine components (ADR 0129)', () => {
  it.each(CASES)('draw %s as Mantine does', (_name, draw) => {
    expect(shape(render(draw(plain)))).toEqual(shape(render(draw(mantine as unknown as typeof plain))));
  });
});

describe('MantineRoot', () => {
  it("writes Mantine's global classes as MantineProvider did", () => {
    const classes = (html: string) => /<style data-mantine-styles="classes"[^>]*>(.*?)<\/style>/.exec(html)?.[1];
    const site = renderToStaticMarkup(<MantineRoot dir="rtl">x</MantineRoot>);
    const provider = renderToStaticMarkup(
      <mantine.MantineProvider withCssVariables={false}>x</mantine.MantineProvider>,
    );
    expect(classes(site)).toBeTruthy();
    expect(classes(site)).toBe(classes(provider));
  });
});
