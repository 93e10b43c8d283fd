import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { BackendAdapter } from '@/backend';
import { BackendProvider } from '@/lib/backend-context';
import { createAppSystem } from '@/theme/system';

const system = createAppSystem();

/** A fake port with only what the public pages call; every other member throws if touched. */
export function fakeBackend() {
  const submit = vi.fn<BackendAdapter['inbound']['submit']>().mockResolvedValue(undefined);
  const adapter = new Proxy(
    { kind: 'mock', inbound: { submit, list: vi.fn().mockResolvedValue([]) } } as unknown as BackendAdapter,
    {
      get(target, prop, receiver) {
        if (prop in target) return Reflect.get(target, prop, receiver);
        throw new Error(`The public pages must not call backend.${String(prop)}`);
      },
    },
  );
  return { adapter, submit };
}

export function renderPublic(
  ui: ReactNode,
  { path = '/', backend = fakeBackend().adapter }: { path?: string; backend?: BackendAdapter } = {},
) {
  return render(
    <ChakraProvider value={system}>
      <BackendProvider adapter={backend}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </BackendProvider>
    </ChakraProvider>,
  );
}

/**
 * Evaluates the width conditions of a media query (min-width / max-width in px or rem, `not all and`,
 * `screen and`) for a viewport width. Enough for the layout rules this site writes.
 */
export function evaluateMediaQuery(query: string, width: number): boolean {
  return query.split(',').some((part) => evaluateSingle(part.trim(), width));
}

function evaluateSingle(query: string, width: number): boolean {
  let q = query.replace(/^@media\s+/, '').trim();
  let negate = false;
  const notMatch = /^not\s+(all|screen)\s+and\s+/.exec(q);
  if (notMatch) {
    negate = true;
    q = q.slice(notMatch[0].length);
  }
  q = q.replace(/^(only\s+)?(all|screen)\s+and\s+/, '');
  const conditions = q.split(/\s+and\s+/);
  const result = conditions.every((c) => {
    const m = /^\(\s*(min|max)-width\s*:\s*([\d.]+)(px|rem|em)\s*\)$/.exec(c.trim());
    // Other features (hover, reduced motion, colour scheme) are treated as not matching.
    if (!m) return false;
    const value = Number(m[2]) * (m[3] === 'px' ? 1 : 16);
    return m[1] === 'min' ? width >= value : width <= value;
  });
  return negate ? !result : result;
}

/** The value of `property` an element gets from the document's style rules at a viewport width. */
export function cssValueAtWidth(element: Element, property: string, width: number): string | undefined {
  let value: string | undefined;
  const visit = (rules: CSSRuleList, active: boolean) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        visit(rule.cssRules, active && evaluateMediaQuery(rule.media.mediaText, width));
      } else if (rule instanceof CSSLayerBlockRule || rule instanceof CSSSupportsRule) {
        visit(rule.cssRules, active);
      } else if (rule instanceof CSSStyleRule && active) {
        let matches = false;
        try {
          matches = element.matches(rule.selectorText);
        } catch {
          matches = false;
        }
        const v = rule.style.getPropertyValue(property);
        if (matches && v) value = v;
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, true);
  return value;
}
