import { useCallback, useEffect, useMemo, useState } from 'react';
import { REPORT_SECTIONS, sectionOf, type ReportSectionId } from './field-labels';
import { focusSection, type SectionsState } from './editor-section';

/**
 * Which sections of the editor are open, and `reveal`: opens the sections of some fields and focuses one of them
 * once it is on screen (a closed section renders no fields).
 */
export function useEditorSections() {
  const [openSections, setOpenSections] = useState<ReadonlySet<ReportSectionId>>(() => new Set(['entity']));
  const sections = useMemo<SectionsState>(
    () => ({
      open: openSections,
      setOpen: (id, open) =>
        setOpenSections((previous) => {
          const next = new Set(previous);
          if (open) next.add(id);
          else next.delete(id);
          return next;
        }),
      setAll: (open) => setOpenSections(new Set(open ? REPORT_SECTIONS.map((s) => s.id) : [])),
    }),
    [openSections],
  );
  /** A field to focus once its section is open (rendered). */
  const [focusPath, setFocusPath] = useState<string | null>(null);

  /** Opens the sections of these fields, and focuses the field at `focus` once it is on screen. */
  const reveal = useCallback((paths: readonly string[], focus?: string) => {
    setOpenSections((previous) => new Set([...previous, ...paths.map(sectionOf)]));
    if (focus !== undefined) setFocusPath(focus);
  }, []);

  useEffect(() => {
    if (focusPath === null) return;
    const name = focusPath.replace(/\.root$/, '');
    const field = document.querySelector<HTMLElement>(`[name="${name}"]`);
    if (field) {
      field.focus();
      field.scrollIntoView({ block: 'center' });
    } else focusSection(sectionOf(name));
    setFocusPath(null);
  }, [focusPath]);

  return { sections, reveal };
}

export type RevealFields = ReturnType<typeof useEditorSections>['reveal'];
