import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import { FEATURE_PARTS, partOfSection, SIGN_IN_SECTIONS } from './parts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [file] : [];
  });
}

/** A part that belongs to a folder inside a feature rather than to a feature of its own name. */
const FOLDER_OF_PART: Partial<Record<string, string>> = {
  // The order kept offline: its card and the checkout's "saved on this phone" step.
  offlineOrder: 'cart/checkout',
};

describe('locale parts', () => {
  it('the sign-in sections exist', () => {
    for (const section of SIGN_IN_SECTIONS) expect(Object.keys(en), section).toContain(section);
  });

  it('a feature part is its own section, used only by its feature (no other screen loads it)', () => {
    const root = path.resolve(import.meta.dirname, '..');
    for (const part of FEATURE_PARTS) {
      expect(Object.keys(en), part).toContain(part);
      expect(partOfSection(part)).toBe(part);
      const folder = path.join(
        root,
        'features',
        FOLDER_OF_PART[part] ?? part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
      );
      const users = sources(root).filter(
        (file) =>
          !file.startsWith(folder) &&
          new RegExp(`\\bt\\(\\s*['"\`]${part}\\.`).test(readFileSync(file, 'utf8')),
      );
      expect(users, part).toEqual([]);
    }
    expect(partOfSection('orders')).toBe('app');
    expect(partOfSection('login')).toBe('sign-in');
  });

  it('the sign-in page uses only texts that load with it', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const files = [
      ...sources(path.join(root, 'features/login')),
      ...sources(path.join(root, 'components/ui')),
      path.join(root, 'app/router.tsx'),
      path.join(root, 'app/providers.tsx'),
      path.join(root, 'lib/api.ts'),
    ];
    const outside: string[] = [];
    for (const file of files) {
      for (const [, section] of readFileSync(file, 'utf8').matchAll(/\bt\(\s*['"`]([A-Za-z]+)\./g)) {
        if (!SIGN_IN_SECTIONS.includes(section!)) outside.push(`${path.relative(root, file)}: ${section}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
