import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The source viewer's pdf.js loader when the reviewer steps from field to field faster than pages are fetched.
 * pdf.js is replaced by a stand-in that keeps its rule (one drawing per canvas at a time, else an error) and lets
 * the test decide when each page arrives; jsdom draws nothing.
 */
const fake = vi.hoisted(() => {
  class RenderingCancelledException extends Error {
    override name = 'RenderingCancelledException';
  }
  const inUse = new WeakSet<object>();
  const state = {
    pageRequests: [] as { page: number; resolve: () => void }[],
    drawn: [] as number[],
    refused: 0,
  };
  const page = (number: number) => ({
    getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale, scale }),
    streamTextContent: () => null,
    render: ({ canvasContext }: { canvasContext: { canvas: object } }) => {
      const { canvas } = canvasContext;
      let cancel = () => {};
      const promise = new Promise<void>((resolve, reject) => {
        if (inUse.has(canvas)) {
          state.refused += 1;
          reject(new Error('Cannot use the same canvas during multiple render() operations.'));
          return;
        }
        inUse.add(canvas);
        const timer = setTimeout(() => {
          inUse.delete(canvas);
          state.drawn.push(number);
          resolve();
        }, 5);
        cancel = () => {
          clearTimeout(timer);
          inUse.delete(canvas);
          reject(new RenderingCancelledException('Rendering cancelled'));
        };
      });
      return { promise, cancel: () => cancel() };
    },
  });
  const pdf = {
    numPages: 2,
    getPage: (number: number) =>
      new Promise((resolve) => state.pageRequests.push({ page: number, resolve: () => resolve(page(number)) })),
    destroy: () => Promise.resolve(),
  };
  class TextLayer {
    textDivs: HTMLElement[] = [];
    textContentItemsStr: string[] = [];
    render() {
      return Promise.resolve();
    }
    cancel() {}
  }
  return { state, pdf, RenderingCancelledException, TextLayer };
});

vi.mock('pdfjs-dist', () => ({
  GlobalWorkerOptions: {},
  RenderingCancelledException: fake.RenderingCancelledException,
  TextLayer: fake.TextLayer,
  getDocument: () => ({ promise: Promise.resolve(fake.pdf) }),
}));
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/pdf.worker.min.mjs' }));

const { openWithPdfjs } = await import('@/features/admin-orders/review/page-viewer/pdfjs-page-loader');

function target() {
  const canvas = document.createElement('canvas');
  // jsdom has no 2D context: the stand-in only needs to know the canvas.
  canvas.getContext = (() => ({ canvas })) as never;
  return { canvas, textLayer: document.createElement('div'), width: 600 };
}

beforeEach(() => {
  fake.state.pageRequests.length = 0;
  fake.state.drawn.length = 0;
  fake.state.refused = 0;
});

describe('the source viewer’s page loader', () => {
  it('draws only the newest page when a second one is asked for while the first is still being fetched', async () => {
    const pdf = await openWithPdfjs(new Uint8Array([1]));
    const into = target();
    const first = pdf.render(1, into);
    const second = pdf.render(2, into);
    // Both pages arrive after both calls: the older one must not start drawing on the shared canvas.
    for (const request of fake.state.pageRequests) request.resolve();
    await expect(first).rejects.toMatchObject({ name: 'RenderingCancelledException' });
    await expect(second).resolves.toEqual({ spans: [], texts: [] });
    expect(fake.state.refused).toBe(0);
    expect(fake.state.drawn).toEqual([2]);
  });

  it('cancels a page being drawn when the next is asked for, and draws the next', async () => {
    const pdf = await openWithPdfjs(new Uint8Array([1]));
    const into = target();
    const first = pdf.render(1, into);
    fake.state.pageRequests[0]!.resolve();
    await vi.waitFor(() => expect(into.canvas.width).toBeGreaterThan(0));
    const second = pdf.render(2, into);
    fake.state.pageRequests[1]!.resolve();
    await expect(first).rejects.toMatchObject({ name: 'RenderingCancelledException' });
    await expect(second).resolves.toEqual({ spans: [], texts: [] });
    expect(fake.state.refused).toBe(0);
    expect(fake.state.drawn).toEqual([2]);
  });
});
